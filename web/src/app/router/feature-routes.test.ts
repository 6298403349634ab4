import type { ApolloClient } from '@apollo/client';
import { print } from 'graphql';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { adminToolsRoutes } from '../../features/admin-tools/routes.ts';
import { notificationsRoutes } from '../../features/notifications/routes.ts';
import { preferencesRoutes } from '../../features/preferences/routes.ts';
import { clientHandleOf } from '../../lib/apollo/client-handle.ts';
import { guarded } from '../../lib/router/feature-routes.ts';

const fakeClient = () => {
  const query = vi.fn(() => new Promise<never>(() => undefined));
  return { client: clientHandleOf({ query } as unknown as ApolloClient), query };
};

const args = (url: string) =>
  ({ request: new Request(url), params: {}, context: undefined }) as unknown as LoaderFunctionArgs;

const operationNames = (query: ReturnType<typeof vi.fn>) =>
  query.mock.calls.map(
    (call) => /query (\w+)/.exec(print((call as unknown as [{ query: Parameters<typeof print>[0] }])[0].query))?.[1],
  );

describe('feature route modules', () => {
  it("start each page's query in the loader, before and without awaiting the page chunk", async () => {
    const { client, query } = fakeClient();
    const [notifications] = notificationsRoutes({ client });
    const result = await (notifications!.loader as (a: LoaderFunctionArgs) => unknown)(
      args('http://portal.test/notifications?search=%20rent%20'),
    );
    expect(result).toBeNull();
    expect(query).toHaveBeenCalledOnce();
    expect((query.mock.calls[0] as unknown as [{ variables: unknown }])[0].variables).toEqual({
      search: 'rent',
      cursor: null,
    });
    expect(operationNames(query)).toEqual(['NotificationsPage']);

    const other = fakeClient();
    for (const route of [...preferencesRoutes({ client: other.client }), ...adminToolsRoutes({ client: other.client })])
      await (route.loader as (a: LoaderFunctionArgs) => unknown)(args('http://portal.test/x'));
    expect(operationNames(other.query)).toEqual(['PreferencesPage', 'EmailRecipientTypes', 'EmailRecipients']);
  });

  it('a guarded route preloads nothing when the guard refuses', async () => {
    const { client, query } = fakeClient();
    const refusal = new Response(null, { status: 302, headers: { location: '/error/401/x' } });
    const [route] = guarded(async () => {
      throw refusal;
    }, notificationsRoutes({ client }));
    await expect(
      (route!.loader as (a: LoaderFunctionArgs) => unknown)(args('http://portal.test/notifications')),
    ).rejects.toBe(refusal);
    expect(query).not.toHaveBeenCalled();
  });
});
