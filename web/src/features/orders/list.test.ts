import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../lib/storage.ts';
import { listRoute } from '../../kit/list-screen/list-route.ts';
import { ordersList } from './list.ts';

const stored = JSON.stringify({ client: '1', statuses: ['finished'] });

/** The orders route's loader with `role` as the viewer the route guard put in the cache. */
const enter = async (role: string | null, url = 'http://portal.test/orders') => {
  const query = vi.fn(() => new Promise<never>(() => undefined));
  const readQuery = vi.fn(() =>
    role
      ? {
          viewer: {
            __typename: 'Viewer',
            role,
            client: role === 'CLIENT_ADMIN' ? { __typename: 'ClientSummary', id: '1' } : null,
          },
        }
      : null,
  );
  const client = { get: () => Promise.resolve({ query, readQuery } as unknown as ApolloClient) };
  const route = listRoute(client, () => Promise.resolve(ordersList));
  const answer = await route.loader({
    request: new Request(url),
    params: {},
    context: undefined,
  } as unknown as LoaderFunctionArgs);
  return answer instanceof Response ? answer.headers.get('Location') : null;
};

describe('the orders filters stored in the browser (spec 2.10: restored on load for non-super-admins)', () => {
  afterEach(() => localStorage.clear());

  it('brings the stored filters back for an admin, a client admin and an office admin', async () => {
    localStorage.setItem(
      storageKeys.ordersFilters,
      JSON.stringify(new URLSearchParams({ filters: stored }).toString()),
    );
    for (const role of ['ADMIN', 'CLIENT_ADMIN', 'AGENT_ADMIN']) {
      const to = await enter(role);
      expect(to, role).not.toBeNull();
      expect(new URL(to!, 'http://portal.test').searchParams.get('filters'), role).toBe(stored);
    }
  });

  it('does not bring them back for a super admin, nor before the viewer is known', async () => {
    localStorage.setItem(
      storageKeys.ordersFilters,
      JSON.stringify(new URLSearchParams({ filters: stored }).toString()),
    );
    expect(await enter('SUPER_ADMIN')).toBeNull();
    expect(await enter(null)).toBeNull();
    // They stay stored (until logout), and the URL's own filters still count for a super admin.
    expect(localStorage.getItem(storageKeys.ordersFilters)).not.toBeNull();
    expect(await enter('SUPER_ADMIN', `http://portal.test/orders?filters=${encodeURIComponent(stored)}`)).toBeNull();
  });
});
