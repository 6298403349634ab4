import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { paymentMethodsOf } from '../../shared/payment-methods.ts';

const notImplemented = (): never => {
  throw new Error('not implemented');
};

export const clientResolvers: Resolvers = {
  Query: { clients: notImplemented, client: notImplemented, clientAccess: notImplemented },
  Mutation: {
    createClient: notImplemented,
    updateClient: notImplemented,
    archiveClient: notImplemented,
    unarchiveClient: notImplemented,
    attachOfficeToClient: notImplemented,
    setOfficePaymentMethod: notImplemented,
    setClientFeature: notImplemented,
  },
  Client: {
    status: (c) => (c.status === 'archived' ? 'ARCHIVED' : 'PUBLISHED'),
    paymentMethods: (c) => paymentMethodsOf(c, null),
  },
};
