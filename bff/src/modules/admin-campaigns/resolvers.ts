import {
  adminCampaignMessages,
  adminDatesSchema,
  adminStatusSchema,
  campaignIdRule,
  isStaff,
  PARTNER_LOG_PAGE_SIZES,
  adminCampaignTexts,
  partnerCallFailed,
  partnerCallSchema,
  partnerCallSucceeded,
} from '@portal/schema';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import type { Context } from '../../context.ts';
import { requirePermission } from '../../shared/access.ts';
import { BadUserInputError, ForbiddenError, NotFoundError } from '../../shared/errors.ts';
import { validate } from '../../shared/validate.ts';
import { roleOf } from '../../session/viewer.ts';
import {
  adjustAdminCampaignDates,
  changeAdminCampaignStatus,
  getAdminCampaign,
  logAdminCampaignPartnerCall,
  updateAdminCampaignPreviews,
} from '../../upstream/dashboard/admin-campaigns.ts';
import { listSignifiLogs } from '../../upstream/dashboard/partner-logs.ts';
import { manuallyCallPartner } from '../../upstream/main/partner-tools.ts';
import { adminCampaignModel, partnerLogModel, upstreamStatus, type AdminCampaignModel } from './models.ts';
import { today } from '../../shared/today.ts';

/** The admin campaign tool's rule: the admin-tool access flag and the admin or super admin role. */
export const adminToolStaff = (ctx: Context): void => {
  const session = requirePermission(ctx, 'adminTools');
  if (!isStaff(roleOf(session))) throw new ForbiddenError();
};

/** A campaign id that is a number (BAD_USER_INPUT otherwise, before any upstream call). */
const campaignIdOf = (raw: string, field = 'campaignId'): string => {
  const parsed = campaignIdRule.safeParse(raw);
  if (!parsed.success)
    throw new BadUserInputError([{ name: field, messages: [adminCampaignMessages.campaignIdInvalid] }]);
  return parsed.data;
};

/** The campaign reloaded by its id after an update. */
const reload = async (ctx: Context, id: string): Promise<AdminCampaignModel> => {
  const dto = await getAdminCampaign(ctx.dashboard, id);
  if (!dto) throw new NotFoundError(adminCampaignTexts.notFound);
  return adminCampaignModel(dto);
};

export const adminCampaignsResolvers: Resolvers = {
  Query: {
    adminCampaign: async (_root, args, ctx) => {
      const id = campaignIdOf(args.id, 'id');
      const dto = await getAdminCampaign(ctx.dashboard, id);
      return dto && adminCampaignModel(dto);
    },
    partnerLogs: async (_root, args, ctx) => {
      const page = args.page ?? 1;
      const pageSize = args.pageSize ?? 10;
      const problems = [];
      if (!(PARTNER_LOG_PAGE_SIZES as readonly number[]).includes(pageSize))
        problems.push({ name: 'pageSize', messages: ['Page size must be 10, 20, 50 or 100'] });
      if (!Number.isInteger(page) || page < 1 || page > 1_000_000)
        problems.push({ name: 'page', messages: ['Page must be 1 or more'] });
      if (problems.length > 0) throw new BadUserInputError(problems);
      const campaign = args.campaignId ? campaignIdOf(args.campaignId) : null;
      const client = args.clientId ? campaignIdOf(args.clientId, 'clientId') : null;
      const { logs, count } = await listSignifiLogs(ctx.dashboard, { page, limit: pageSize, campaign, client });
      return {
        items: logs.map(partnerLogModel),
        page,
        pageSize,
        totalCount: count,
        totalPages: Math.max(1, Math.ceil(count / pageSize)),
      };
    },
  },
  AdminCampaign: {
    /** Only a campaign without a status can be booked by hand: its payment method decides whether the panel applies. */
    paymentMethod: (campaign, _args, ctx) =>
      campaign.status === null ? ctx.loaders.adminCampaigns.paymentMethod.load(campaign.id) : null,
  },
  Mutation: {
    adjustAdminCampaignDates: async (_root, { input }, ctx) => {
      const id = campaignIdOf(input.campaignId);
      const v = validate(adminDatesSchema(today()), input);
      await adjustAdminCampaignDates(ctx.dashboard, id, v);
      return { campaign: await reload(ctx, id), message: adminCampaignMessages.datesUpdated };
    },
    changeAdminCampaignStatus: async (_root, { input }, ctx) => {
      const id = campaignIdOf(input.campaignId);
      const v = validate(adminStatusSchema(null), input);
      const { partnerIssue } = await changeAdminCampaignStatus(ctx.dashboard, id, {
        status: upstreamStatus[v.status],
        note: v.note,
      });
      return {
        campaign: await reload(ctx, id),
        partnerIssue,
        message: partnerIssue ? adminCampaignTexts.statusWarning : adminCampaignTexts.statusUpdated,
      };
    },
    callAdminCampaignPartner: async (_root, { input }, ctx) => {
      const id = campaignIdOf(input.campaignId);
      const v = validate(partnerCallSchema, input);
      const method = await ctx.loaders.adminCampaigns.paymentMethod.load(id);
      if (method === null) throw new NotFoundError(adminCampaignTexts.notFound);
      if (method !== 'trading-terms')
        throw new BadUserInputError([{ name: 'kind', messages: [adminCampaignMessages.cardPaid] }]);
      const type = v.kind === 'PRODUCT' ? 'product' : 'order';
      const { succeeded } = await manuallyCallPartner(ctx.main, id, type);
      await logAdminCampaignPartnerCall(ctx.dashboard, id, { note: v.note, type });
      return {
        campaign: await reload(ctx, id),
        succeeded,
        message: succeeded ? partnerCallSucceeded(v.kind) : partnerCallFailed(v.kind),
      };
    },
    fetchAdminCampaignPreview: async (_root, { input }, ctx) => {
      const id = campaignIdOf(input.campaignId);
      return { campaignId: id, preview: await updateAdminCampaignPreviews(ctx.dashboard, id) };
    },
  },
};
