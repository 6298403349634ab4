import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientHandleOf } from '../../lib/apollo/client-handle.ts';
import { storageKeys } from '../../lib/storage.ts';
import { packagesRoutes } from './routes.ts';

// The loader preloads the page's query; it is never answered here.
const query = vi.fn(() => new Promise<never>(() => undefined));
const client = clientHandleOf({ query } as unknown as ApolloClient);

const load = (url: string) => {
  const [route] = packagesRoutes({ client });
  return (route!.loader as (a: LoaderFunctionArgs) => unknown)({
    request: new Request(url),
    params: {},
    context: undefined,
  } as unknown as LoaderFunctionArgs);
};

afterEach(() => localStorage.clear());

describe('packages route', () => {
  it('/packages opened without a filter starts from the filters kept in the browser', async () => {
    expect(await load('http://portal.test/packages')).toBeNull();
    localStorage.setItem(storageKeys.packagesFilters, JSON.stringify('client=1&search=boost'));
    const answer = (await load('http://portal.test/packages')) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/packages?client=1&search=boost');
    // A link that names its filters is followed as it is.
    expect(await load('http://portal.test/packages?client=all')).toBeNull();
  });
});
