import type { ApolloClient } from '@apollo/client';
import { print } from 'graphql';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { clientHandleOf } from '../../lib/apollo/client-handle.ts';
import { dashboardRoutes } from './routes.ts';

type QueryCall = [{ query: Parameters<typeof print>[0]; variables: unknown }];

const fakeClient = () => {
  const query = vi.fn((_options: QueryCall[0]) => new Promise<never>(() => undefined));
  return { client: clientHandleOf({ query } as unknown as ApolloClient), query };
};

/** The routes under the office area, each page chunk held back until `release` is called. */
const heldRoutes = (routes: RouteObject[]) => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const chunkRequested = vi.fn();
  const held = routes.map((route) => ({
    ...route,
    lazy: async () => {
      chunkRequested();
      await gate;
      return (route.lazy as () => Promise<object>)();
    },
  })) as RouteObject[];
  return { held, release, chunkRequested };
};

describe('the dashboard routes', () => {
  for (const [kind, id] of [
    ['property', 'property-campaign-dashboard'],
    ['agent', 'agent-campaign-dashboard'],
    ['office', 'office-campaign-dashboard'],
  ] as const) {
    it(`/${kind}-campaigns/:campaignId starts its one query while the page chunk is still loading`, async () => {
      const { client, query } = fakeClient();
      const routes = dashboardRoutes({ client });
      expect(routes.map((r) => r.id)).toContain(id);
      const { held, release, chunkRequested } = heldRoutes(routes);
      const router = createMemoryRouter([{ path: 'office/:agency', children: held }], {
        initialEntries: [`/office/acme-sydney-cbd/${kind}-campaigns/42?from=campaigns`],
      });
      // The query goes out before the chunk has arrived: no chunk-then-query waterfall.
      await vi.waitFor(() => expect(query).toHaveBeenCalledOnce());
      expect(chunkRequested).toHaveBeenCalledOnce();
      expect(router.state.initialized).toBe(false);
      const [options] = query.mock.calls[0]!;
      expect(/query (\w+)/.exec(print(options.query))?.[1]).toBe('CampaignDashboard');
      // The page's useQuery variables (slug from :agency, campaignId from :campaignId): it joins this request.
      expect(options.variables).toEqual({ slug: 'acme-sydney-cbd', campaignId: '42' });
      release();
      await vi.waitFor(() => expect(router.state.initialized).toBe(true));
      expect(router.state.matches.at(-1)?.route.id).toBe(id);

      // The page's own URL changes (an open dialog) do not start the query again; another campaign does.
      await router.navigate(`/office/acme-sydney-cbd/${kind}-campaigns/42?from=campaigns&dialog=cancel`);
      expect(query).toHaveBeenCalledOnce();
      await router.navigate(`/office/acme-sydney-cbd/${kind}-campaigns/43`);
      expect(query).toHaveBeenCalledTimes(2);
      expect(query.mock.calls[1]![0].variables).toEqual({ slug: 'acme-sydney-cbd', campaignId: '43' });
      router.dispose();
    });
  }
});
