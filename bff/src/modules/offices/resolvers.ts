import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { roleOf } from '../../session/viewer.ts';
import { toConnection } from '../../shared/lists.ts';
import { needsClientPaymentOptions, paymentMethodsOf } from '../../shared/payment-methods.ts';
import { selectedFieldNames } from '../../shared/selection.ts';
import { storageUrl } from '../../shared/storage-url.ts';
import { listAgencies } from '../../upstream/main/agencies.ts';
import { displayNameOf, toCampaignCounts } from './models.ts';
import { officeListQuery } from './office-list.ts';

/** Item fields that need the office's client (its title, or its payment options to fall back to). */
const NEEDS_CLIENT = ['client', 'paymentMethods'];

const notImplemented = (): never => {
  throw new Error('not implemented');
};

export const officeResolvers: Resolvers = {
  Query: {
    offices: async (_root, args, ctx, info) => {
      const session = ctx.requireSession();
      const query = officeListQuery(roleOf(session), session.user.clientId, args);
      // The list embeds the clients when the query needs them (include=client): the page then
      // costs no client call at all, where loading them by id would cost one per distinct client.
      const fields = selectedFieldNames(info, ['items']);
      const page = await listAgencies(ctx.main, { ...query, includeClient: NEEDS_CLIENT.some((f) => fields.has(f)) });
      for (const office of page.items) if (office.client) ctx.loaders.clients.client.prime(office.client.id, office.client);
      return toConnection(page);
    },
    officeListCapabilities: () => notImplemented(),
    office: () => notImplemented(),
  },
  Mutation: {
    createOffice: () => notImplemented(),
    updateOffice: () => notImplemented(),
    archiveOffice: () => notImplemented(),
    unarchiveOffice: () => notImplemented(),
    updateOfficeReport: () => notImplemented(),
    updateOfficeUserPermission: () => notImplemented(),
    setOfficeUserActive: () => notImplemented(),
  },
  Office: {
    displayName: (o) => displayNameOf(o),
    status: (o) => (o.status === 'archived' ? 'ARCHIVED' : 'PUBLISHED'),
    logoUrl: (o) => storageUrl(o.imageLogo?.location),
    paymentMethods: async (o, _args, ctx) => {
      const client = needsClientPaymentOptions(o) && o.clientId ? await ctx.loaders.clients.client.load(o.clientId) : null;
      return paymentMethodsOf(o, client);
    },
    client: (o, _args, ctx) => (o.clientId ? ctx.loaders.clients.client.load(o.clientId) : null),
    campaignCounts: async (o, _args, ctx) => {
      const counts = await ctx.loaders.offices.campaignCounts.load(o.id);
      return counts ? toCampaignCounts(counts) : null;
    },
  },
};
