import type { ApolloCache } from '@apollo/client';

/** Changes fields of an order row in Apollo's cache (the row shows them at once; the page's next answer confirms). */
export const modifyOrder = (
  cache: ApolloCache,
  orderId: string | undefined,
  fields: Record<string, (value: never) => unknown>,
) => {
  if (!orderId) return;
  cache.modify({ id: cache.identify({ __typename: 'Order', id: orderId }), fields: fields as never });
};
