import type { ApolloClient } from '@apollo/client';
import { print } from 'graphql';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientHandleOf } from '../../lib/apollo/client-handle.ts';
import { storageKeys } from '../../lib/storage.ts';
import { usersRoutes } from './routes.ts';

const args = (url: string) =>
  ({ request: new Request(url), params: {}, context: undefined }) as unknown as LoaderFunctionArgs;

const fakeClient = (role: string | null) => {
  const query = vi.fn(() => new Promise<never>(() => undefined));
  const readQuery = vi.fn(() => (role ? { viewer: { role, client: null } } : null));
  return { client: clientHandleOf({ query, readQuery } as unknown as ApolloClient), query };
};

const sent = (query: ReturnType<typeof vi.fn>) => {
  const [options] = query.mock.calls[0] as unknown as [
    { query: Parameters<typeof print>[0]; variables: Record<string, unknown> },
  ];
  return { name: /query (\w+)/.exec(print(options.query))?.[1], variables: options.variables };
};

afterEach(() => localStorage.clear());

describe('users route module', () => {
  it("starts the page's one query in the loader with the URL's filters (staff with a client)", async () => {
    const { client, query } = fakeClient('ADMIN');
    const [route] = usersRoutes({ client });
    expect(route!.id).toBe('UsersList');
    await (route!.loader as (a: LoaderFunctionArgs) => unknown)(
      args(
        'http://portal.test/users?client=3&offices=10&offices=11&roles=AGENT_USER&status=0&search=%20ann%20&pages=2',
      ),
    );
    expect(query).toHaveBeenCalledOnce();
    expect(sent(query)).toEqual({
      name: 'UsersPage',
      variables: {
        clientId: '3',
        officeIds: ['10', '11'],
        roles: ['AGENT_USER'],
        status: 'INACTIVE',
        search: 'ann',
        first: 20,
        cursor: null,
        listed: true,
        withClients: true,
        withOffices: true,
        withRoles: true,
      },
    });
  });

  it('lists nothing for staff before a client is chosen; others are listed for their own client (the URL cannot widen it)', async () => {
    const staff = fakeClient('SUPER_ADMIN');
    await (usersRoutes({ client: staff.client })[0]!.loader as (a: LoaderFunctionArgs) => unknown)(
      args('http://portal.test/users'),
    );
    expect(sent(staff.query).variables).toMatchObject({
      clientId: null,
      listed: false,
      withClients: true,
      withOffices: false,
    });

    const clientAdmin = fakeClient('CLIENT_ADMIN');
    await (usersRoutes({ client: clientAdmin.client })[0]!.loader as (a: LoaderFunctionArgs) => unknown)(
      args('http://portal.test/users?client=9'),
    );
    expect(sent(clientAdmin.query).variables).toMatchObject({
      clientId: null,
      listed: true,
      withClients: false,
      withOffices: true,
    });
  });

  it('/users opened without a filter starts from the filters kept in the browser (no query yet: the redirect asks); a URL with filters is taken as it is', async () => {
    localStorage.setItem(storageKeys.usersFilters, JSON.stringify('client=3&roles=AGENT_USER&status=1&pages=4'));
    const { client, query } = fakeClient('ADMIN');
    const loader = usersRoutes({ client })[0]!.loader as (a: LoaderFunctionArgs) => unknown;
    const answer = (await loader(args('http://portal.test/users'))) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/users?client=3&roles=AGENT_USER&status=1');
    expect(query).not.toHaveBeenCalled();
    expect(await loader(args('http://portal.test/users?client=5&search=ann'))).toBeNull();
    expect(sent(query).variables).toMatchObject({ clientId: '5', search: 'ann', listed: true });
  });

  it('the loader runs on entering the list, not on its own filter changes (clearing the last filter keeps it cleared)', () => {
    const { client } = fakeClient('ADMIN');
    const [route] = usersRoutes({ client });
    const revalidate = (from: string, to: string) =>
      route!.shouldRevalidate!({
        currentUrl: new URL(from),
        nextUrl: new URL(to),
        currentParams: {},
        nextParams: {},
        defaultShouldRevalidate: true,
      } as never);
    expect(revalidate('http://portal.test/users?search=ann', 'http://portal.test/users')).toBe(false);
    expect(revalidate('http://portal.test/offices', 'http://portal.test/users')).toBe(true);
  });
});
