import type { ApolloClient } from '@apollo/client';
import { print } from 'graphql';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { clientHandleOf } from '../../app/apollo/client-handle.ts';
import { usersRoutes } from './routes.ts';

const args = (url: string) => ({ request: new Request(url), params: {}, context: undefined }) as unknown as LoaderFunctionArgs;

const fakeClient = (role: string | null) => {
  const query = vi.fn(() => new Promise<never>(() => undefined));
  const readQuery = vi.fn(() => (role ? { viewer: { role, client: null } } : null));
  return { client: clientHandleOf({ query, readQuery } as unknown as ApolloClient), query };
};

const sent = (query: ReturnType<typeof vi.fn>) => {
  const [options] = query.mock.calls[0] as unknown as [{ query: Parameters<typeof print>[0]; variables: Record<string, unknown> }];
  return { name: /query (\w+)/.exec(print(options.query))?.[1], variables: options.variables };
};

describe('users route module', () => {
  it("starts the page's one query in the loader with the URL's filters (staff with a client)", async () => {
    const { client, query } = fakeClient('ADMIN');
    const [route] = usersRoutes({ client });
    expect(route!.id).toBe('UsersList');
    await (route!.loader as (a: LoaderFunctionArgs) => unknown)(args('http://portal.test/users?client=3&offices=10&offices=11&roles=AGENT_USER&status=0&search=%20ann%20&pages=2'));
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
    await (usersRoutes({ client: staff.client })[0]!.loader as (a: LoaderFunctionArgs) => unknown)(args('http://portal.test/users'));
    expect(sent(staff.query).variables).toMatchObject({ clientId: null, listed: false, withClients: true, withOffices: false });

    const clientAdmin = fakeClient('CLIENT_ADMIN');
    await (usersRoutes({ client: clientAdmin.client })[0]!.loader as (a: LoaderFunctionArgs) => unknown)(args('http://portal.test/users?client=9'));
    expect(sent(clientAdmin.query).variables).toMatchObject({ clientId: null, listed: true, withClients: false, withOffices: true });
  });
});
