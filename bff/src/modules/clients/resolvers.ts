import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { paymentMethodsOf } from '../../shared/payment-methods.ts';

export const clientResolvers: Resolvers = {
  Client: {
    status: (c) => (c.status === 'archived' ? 'ARCHIVED' : 'PUBLISHED'),
    paymentMethods: (c) => paymentMethodsOf(c, null),
  },
};
