import type { ApolloClient } from '@apollo/client';
import { print } from 'graphql';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { clientHandleOf } from '../../lib/apollo/client-handle.ts';
import { dashboardRoutes } from './routes.ts';
import { texts } from './texts.ts';

type QueryCall = [{ query: Parameters<typeof print>[0]; variables: unknown }];

// The page's chunk arrives when the test says so (a slow line), whatever the machine's speed. A file
// that mocks a module runs in a worker of its own (vitest.config.ts), so no page module another file
// loaded stands in for the mocked one.
const chunk = vi.hoisted(() => {
  let arrive = () => undefined as void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrive: () => arrive(), arrived };
});
vi.mock('./dashboard-page.tsx', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

const fakeClient = () => {
  const query = vi.fn((_options: QueryCall[0]) => new Promise<never>(() => undefined));
  return { client: clientHandleOf({ query } as unknown as ApolloClient), query };
};

describe('the dashboard routes', () => {
  it("show the dashboard's skeleton at once, and the page when its chunk arrives (a slow line)", async () => {
    const { client } = fakeClient();
    const router = createMemoryRouter([{ path: 'office/:agency', children: dashboardRoutes({ client }) }], {
      initialEntries: ['/office/acme-sydney-cbd/property-campaigns/42'],
    });
    render(
      <MockedProvider>
        <MantineProvider>
          <RouterProvider router={router} />
        </MantineProvider>
      </MockedProvider>,
    );
    // Before the page's chunk is there: its title and skeleton together (the route's own chunk may
    // show a loading state of its own first), no page yet.
    await waitFor(() => {
      expect(screen.getAllByRole('status', { name: texts.loading }).length).toBeGreaterThan(0);
      expect(screen.getByRole('heading', { level: 1, name: texts.dashboardTitle })).toBeInTheDocument();
    });
    expect(screen.queryByRole('button', { name: texts.goToCampaigns })).not.toBeInTheDocument();
    // The chunk arrives: the page (its back button), still the skeleton while its query runs.
    chunk.arrive();
    await screen.findByRole('button', { name: texts.goToCampaigns }, { timeout: 20_000 });
    router.dispose();
  });

  for (const [kind, id] of [
    ['property', 'property-campaign-dashboard'],
    ['agent', 'agent-campaign-dashboard'],
    ['office', 'office-campaign-dashboard'],
  ] as const) {
    it(`/${kind}-campaigns/:campaignId starts its one query beside its chunk, and waits for neither`, async () => {
      const { client, query } = fakeClient();
      const routes = dashboardRoutes({ client });
      expect(routes.map((r) => r.id)).toContain(id);
      const router = createMemoryRouter([{ path: 'office/:agency', children: routes }], {
        initialEntries: [`/office/acme-sydney-cbd/${kind}-campaigns/42?from=campaigns`],
      });
      // The query goes out with the page's chunk (the loader asks for both): no chunk-then-query waterfall.
      await vi.waitFor(() => expect(query).toHaveBeenCalledOnce());
      const [options] = query.mock.calls[0]!;
      expect(/query (\w+)/.exec(print(options.query))?.[1]).toBe('CampaignDashboard');
      // The page's useQuery variables (slug from :agency, campaignId from :campaignId): it joins this request.
      expect(options.variables).toEqual({ slug: 'acme-sydney-cbd', campaignId: '42' });
      // The route is ready without waiting for the chunk: the shell renders with the skeleton meanwhile.
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
