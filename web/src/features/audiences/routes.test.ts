import type { ApolloClient } from '@apollo/client';
import { print } from 'graphql';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { clientHandleOf } from '../../lib/apollo/client-handle.ts';
import { adminAudienceRoutes, audienceRoutes } from './routes.ts';

const args = (url: string) =>
  ({ request: new Request(url), params: {}, context: undefined }) as unknown as LoaderFunctionArgs;

const fakeClient = () => {
  const query = vi.fn(() => new Promise<never>(() => undefined));
  return { client: clientHandleOf({ query } as unknown as ApolloClient), query };
};

const sent = (query: ReturnType<typeof vi.fn>) => {
  const [options] = query.mock.calls[0] as unknown as [
    { query: Parameters<typeof print>[0]; variables: Record<string, unknown> },
  ];
  return { name: /query (\w+)/.exec(print(options.query))?.[1], variables: options.variables };
};

const load = (route: { loader?: unknown } | undefined, url: string) =>
  (route!.loader as (a: LoaderFunctionArgs) => unknown)(args(url));

describe('audience route modules', () => {
  it("/audience and /audience/form (AudienceFormPage) start their page's one query with the URL's page or audienceId", async () => {
    const list = fakeClient();
    const routes = audienceRoutes({ client: list.client });
    expect(routes.map((r) => [r.id, r.path])).toEqual([
      ['audience', 'audience'],
      ['AudienceFormPage', 'audience/form'],
    ]);
    await load(routes[0], 'http://portal.test/audience?page=3');
    expect(sent(list.query)).toEqual({ name: 'AudiencesPage', variables: { page: 3 } });

    const edit = fakeClient();
    await load(audienceRoutes({ client: edit.client })[1], 'http://portal.test/audience/form?audienceId=42');
    expect(sent(edit.query)).toEqual({ name: 'AudienceFormPage', variables: { id: '42', editing: true } });

    const create = fakeClient();
    await load(audienceRoutes({ client: create.client })[1], 'http://portal.test/audience/form?audienceId=../x');
    expect(sent(create.query)).toEqual({ name: 'AudienceFormPage', variables: { id: '0', editing: false } });
  });

  it('/admin/audience starts the dashboard query with the page (an invalid page is the first)', async () => {
    const admin = fakeClient();
    const [route] = adminAudienceRoutes({ client: admin.client });
    expect(route!.path).toBe('admin/audience');
    await load(route, 'http://portal.test/admin/audience?page=0&campaigns=7');
    expect(sent(admin.query)).toEqual({ name: 'AdminAudiencesPage', variables: { page: 1 } });
  });
});
