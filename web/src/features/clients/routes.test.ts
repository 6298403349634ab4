import type { ApolloClient } from '@apollo/client';
import { print } from 'graphql';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { clientHandleOf } from '../../lib/apollo/client-handle.ts';
import { clientsRoutes } from './routes.ts';

const args = (url: string) =>
  ({ request: new Request(url), params: {}, context: undefined }) as unknown as LoaderFunctionArgs;

describe('clients route module', () => {
  it("is the Clients index route and starts the page's one query in the loader with the URL's tab, search and pages", async () => {
    const query = vi.fn(() => new Promise<never>(() => undefined));
    const client = clientHandleOf({ query } as unknown as ApolloClient);
    const [route] = clientsRoutes(() => new Promise<never>(() => undefined))({ client });
    expect(route).toMatchObject({ id: 'Clients', index: true });
    await (route!.loader as (a: LoaderFunctionArgs) => unknown)(
      args('http://portal.test/clients?tab=archived&search=%20acme%20&pages=3&client=4&clientTab=display'),
    );
    expect(query).toHaveBeenCalledOnce();
    const [options] = query.mock.calls[0] as unknown as [
      { query: Parameters<typeof print>[0]; variables: Record<string, unknown> },
    ];
    expect(/query (\w+)/.exec(print(options.query))?.[1]).toBe('ClientsPage');
    expect(options.variables).toEqual({ status: 'ARCHIVED', search: 'acme', first: 30, cursor: null });
  });
});
