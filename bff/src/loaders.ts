import type DataLoader from 'dataloader';
import type { SessionData } from './session/session-types.ts';
import { createLoader, eachKey, limitConcurrency } from './shared/create-loader.ts';
import { NotFoundError } from './shared/errors.ts';
import type { DashboardApi } from './upstream/dashboard/client.ts';
import type { MainApi } from './upstream/main/client.ts';

/**
 * At most this many per-record upstream calls (a client, an office's campaign counts) are in
 * flight at once for one request: a default page of 10 offices runs all of its calls together,
 * a page of 100 runs them 10 at a time instead of opening 100 connections to the upstream.
 */
export const FAN_OUT_CONCURRENCY = 10;

/**
 * What a module's loaders factory is given: the request's upstream clients and session (made
 * again when the session changes, e.g. on sign-in), and `perRecord`, which makes a DataLoader
 * calling the upstream once per key, all loaders of the request sharing one concurrency limit.
 */
export class LoaderDeps {
  readonly main: MainApi;
  readonly dashboard: DashboardApi;
  readonly session: SessionData | null;
  readonly batching: boolean;
  #fanOut: ReturnType<typeof limitConcurrency> | undefined;

  constructor(main: MainApi, dashboard: DashboardApi, session: SessionData | null, batching: boolean) {
    this.main = main;
    this.dashboard = dashboard;
    this.session = session;
    this.batching = batching;
  }

  /** A loader of one upstream call per key; NOT_FOUND is a miss (null). */
  perRecord<V>(fetch: (id: string) => Promise<V>): DataLoader<string, V | null> {
    return createLoader(
      eachKey(fetch, (this.#fanOut ??= limitConcurrency(FAN_OUT_CONCURRENCY)), (err) => err instanceof NotFoundError),
      {
        batching: this.batching,
      },
    );
  }
}

export type LoadersFactory = (deps: LoaderDeps) => object;

/**
 * The loaders of one request, `ctx.loaders.<module>`. The request context only carries them: the
 * module registry (bff/src/modules/index.ts), where the modules are assembled, declares their
 * type by adding every module's loaders to this interface, and hands the factory to the services
 * (`Services.loaders`). So the context, and all that sits below the modules, never imports them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the module registry's declaration
export interface Loaders {}

/** Makes the loaders of one request (the module registry's `createLoaders`). */
export type RequestLoadersFactory = (deps: LoaderDeps) => Loaders;

/**
 * Builds the class of a request's loaders from the modules' factories: one property per module,
 * whose loaders are made on first use (most requests touch one or two modules). A class with the
 * accessors on its prototype, not an object literal with getters: V8 allocates the accessor pair
 * of such a literal's getter in its old generation, which kept every request alive until the next
 * full GC (docs/performance.md, "Stalls").
 */
export const loadersClass = <F extends Record<string, LoadersFactory>>(factories: F) => {
  class RequestLoaders {
    readonly deps: LoaderDeps;
    readonly made: Record<string, object | undefined> = {};
    constructor(deps: LoaderDeps) {
      this.deps = deps;
    }
  }
  for (const [name, make] of Object.entries(factories)) {
    Object.defineProperty(RequestLoaders.prototype, name, {
      get(this: RequestLoaders) {
        return (this.made[name] ??= make(this.deps));
      },
    });
  }
  return (deps: LoaderDeps) => new RequestLoaders(deps) as unknown as { readonly [K in keyof F]: ReturnType<F[K]> };
};
