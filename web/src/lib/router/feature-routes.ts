import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { ClientHandle } from '../apollo/client-handle.ts';

/** What a feature's route module receives from the app. */
export interface RouteContext {
  /** The Apollo client, loaded on first use: a loader preloads with `await client.get()`. */
  client: ClientHandle;
}

/** A feature's route module: its routes, with loaders that preload each page's query. */
export type FeatureRoutes = (context: RouteContext) => RouteObject[];

/**
 * The feature's routes behind one of the app's guards: the guard runs first (and redirects when it
 * refuses), then the route's own loader (the query preload), so nothing is fetched for a refused user.
 */
export const guarded = (guard: () => Promise<unknown>, routes: RouteObject[]): RouteObject[] =>
  routes.map((route) => {
    const own = typeof route.loader === 'function' ? route.loader : undefined;
    return {
      ...route,
      loader: async (args: LoaderFunctionArgs) => {
        await guard();
        return own ? own(args) : null;
      },
    } as RouteObject;
  });
