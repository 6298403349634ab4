import { defineModule } from '../../shared/module.ts';
import { orderRight, reportsRight } from './order-rules.ts';
import { orderResolvers } from './resolvers.ts';
import { orderTransfers } from './transfers.ts';

/**
 * Orders and finance, the reports page and the global report (schema/graphql/orders.graphql): the
 * orders permission reads orders; notes, free of charge and adjustments are staff's, the invoiced
 * flag the invoicing roles' (schema/src/orders.ts, ordering spec section 6).
 */
export const ordersModule = defineModule({
  name: 'orders',
  resolvers: orderResolvers,
  access: {
    Query: {
      orderPermissions: 'orders',
      orderStatuses: 'orders',
      orders: 'orders',
      orderNotes: orderRight('viewNotes'),
      orderAdjustments: orderRight('viewFinance'),
      modifiedCampaigns: reportsRight,
      globalReport: 'globalReport',
    },
    Mutation: {
      addOrderNote: orderRight('viewNotes'),
      updateOrderNote: orderRight('viewNotes'),
      markOrderFreeOfCharge: orderRight('viewFinance'),
      setOrderInvoiced: orderRight('updateInvoice'),
      addOrderAdjustment: orderRight('viewFinance'),
      deleteOrderAdjustment: orderRight('viewFinance'),
    },
  },
  mappers: { Order: 'OrderModel' },
  transfers: orderTransfers,
});
