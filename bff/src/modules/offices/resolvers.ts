import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { requirePermission } from '../../shared/permissions.ts';
import { selectedFieldNames } from '../../shared/selection.ts';
import { listAgencies } from '../../upstream/main/agencies.ts';
import { roleOf } from '../viewer/resolvers.ts';
import { officeListQuery } from './office-list.ts';
import { displayNameOf, needsClientPaymentOptions, paymentMethodsOf, storageUrl, toCampaignCounts } from './office-model.ts';

/** Item fields that need the office's client (its title, or its payment options to fall back to). */
const NEEDS_CLIENT = ['client', 'paymentMethods'];

export const officeResolvers: Resolvers = {
  Query: {
    offices: async (_root, args, ctx, info) => {
      const session = requirePermission(ctx, 'offices');
      const query = officeListQuery(roleOf(session), session.user.clientId, args);
      // The list embeds the clients when the query needs them (include=client): the page then
      // costs no client call at all, where loading them by id would cost one per distinct client.
      const fields = selectedFieldNames(info, ['items']);
      const page = await listAgencies(ctx.main, { ...query, includeClient: NEEDS_CLIENT.some((f) => fields.has(f)) });
      for (const office of page.agencies) if (office.client) ctx.loaders.client.prime(office.client.id, office.client);
      return { items: page.agencies, pageInfo: { nextCursor: page.nextCursor, hasMore: page.nextCursor !== null } };
    },
  },
  Office: {
    displayName: (o) => displayNameOf(o),
    status: (o) => (o.status === 'archived' ? 'ARCHIVED' : 'PUBLISHED'),
    logoUrl: (o) => storageUrl(o.imageLogo?.location),
    paymentMethods: async (o, _args, ctx) => {
      const client = needsClientPaymentOptions(o) && o.clientId ? await ctx.loaders.client.load(o.clientId) : null;
      return paymentMethodsOf(o, client);
    },
    client: (o, _args, ctx) => (o.clientId ? ctx.loaders.client.load(o.clientId) : null),
    campaignCounts: async (o, _args, ctx) => {
      const counts = await ctx.loaders.officeCampaignCounts.load(o.id);
      return counts ? toCampaignCounts(counts) : null;
    },
  },
  Client: {
    status: (c) => (c.status === 'archived' ? 'ARCHIVED' : 'PUBLISHED'),
    paymentMethods: (c) => paymentMethodsOf(c, null),
  },
};
