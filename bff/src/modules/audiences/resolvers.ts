import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { ForbiddenError, NotFoundError } from '../../shared/errors.ts';
import { validate } from '../../shared/validate.ts';
import { getLookup } from '../../upstream/main/lookups.ts';
import {
  deleteAudience,
  listAgents,
  listAllAudiences,
  listAudienceCampaigns,
  listAudiences,
} from '../../upstream/main/audiences.ts';
import { assertOwnAudience, audienceIdArgs, campaignsArgs, deleteAudienceArgs, pageArgs } from './audiences-rules.ts';
import { fullName, PAGE_SIZE, scopeOf, toAudiencePage, toCampaignPage } from './models.ts';

/** Thin resolvers: the access rules are access.ts, the transforms models.ts. */
export const audienceResolvers: Resolvers = {
  Query: {
    audiences: async (_root, args, ctx) => {
      const { page } = validate(pageArgs, args);
      return toAudiencePage(await listAudiences(ctx.main, page, PAGE_SIZE));
    },
    audience: async (_root, args, ctx) => {
      const { id } = validate(audienceIdArgs, args);
      const audience = await ctx.loaders.audiences.audience.load(id);
      if (!audience || audience.deleted) return null;
      // The form's edit mode: the creator's own audience only (another client's or creator's: FORBIDDEN).
      assertOwnAudience(ctx.requireSession(), audience);
      return audience;
    },
    audienceScopeChoices: (_root, _args, ctx) => {
      const client = ctx.requireSession().user.client;
      if (!client) throw new ForbiddenError();
      return { client: { id: client.id, title: client.title } };
    },
    adminAudiences: async (_root, args, ctx) => {
      const { page } = validate(pageArgs, args);
      return toAudiencePage(await listAllAudiences(ctx.main, page, PAGE_SIZE));
    },
    adminAudienceCampaigns: async (_root, args, ctx) => {
      const { audienceId, page } = validate(campaignsArgs, args);
      return toCampaignPage(await listAudienceCampaigns(ctx.main, audienceId, page, PAGE_SIZE));
    },
  },
  Mutation: {
    deleteAudience: async (_root, args, ctx) => {
      const { input } = validate(deleteAudienceArgs, args);
      // Read first: the delete is sent only for the viewer's own audience (unknown or deleted: NOT_FOUND).
      const current = await ctx.loaders.audiences.audience.load(input.id);
      if (!current) throw new NotFoundError();
      assertOwnAudience(ctx.requireSession(), current);
      await deleteAudience(ctx.main, input.id);
      return { id: input.id };
    },
  },
  Audience: {
    scope: (a) => scopeOf(a),
    assignments: (a) => a.assignments.map((x) => ({ id: x.id, title: x.name })),
    createdBy: (a) => (a.createdBy ? { ...a.createdBy, fullName: fullName(a.createdBy) } : null),
    activityLogs: (a) => a.activityLogs.map((log) => ({ action: log.action, createdAt: log.createdAt })),
    campaignCount: (a) => a.associatedCampaigns,
    viewerIsCreator: (a, _args, ctx) => a.createdBy !== null && a.createdBy.id === ctx.requireSession().user.id,
  },
  AudienceScopeChoices: {
    offices: (c, _args, ctx) => getLookup(ctx.main, 'agencies', c.client.id),
    agents: (_c, _args, ctx) => listAgents(ctx.main),
  },
};
