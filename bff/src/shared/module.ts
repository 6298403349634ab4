import type { ModuleTransfers } from './transfers/contract.ts';
import type { LoaderDeps } from '../loaders.ts';
import type { AccessRule } from './access.ts';

export type RootType = 'Query' | 'Mutation' | 'Subscription';

/**
 * A module's resolver map, as the registry handles it: type name → its resolvers (or a scalar).
 * Each module types its own map against the generated `Resolvers`; shared/ does not import the
 * generated types, which import the modules' models (codegen's mappers).
 */
export type ResolverMap = { readonly [typeName: string]: unknown };

/**
 * One domain module of the BFF (bff/src/modules/<name>/index.ts), registered in
 * bff/src/modules/index.ts, which feeds the schema, the request context and codegen:
 *  - `resolvers`: thin resolvers for the module's SDL (schema/graphql/<name>.graphql);
 *  - `access`: who may call each of its root fields, enforced before the resolver runs;
 *  - `loaders`: its per-request loaders, made on first use (`ctx.loaders.<name>`);
 *  - `mappers`: GraphQL type → the model type exported by the module's models.ts (codegen);
 *  - `transfers`: its upload kinds (`POST /files`), downloads (`GET /downloads/<name>`) and any
 *    transfer routes of its own, mounted by bff/src/http/transfers (decision 014).
 */
export interface BffModule {
  readonly name: string;
  readonly resolvers: ResolverMap;
  readonly access: { readonly [T in RootType]?: Readonly<Record<string, AccessRule>> };
  readonly loaders?: (deps: LoaderDeps) => object;
  readonly mappers?: Readonly<Record<string, string>>;
  readonly transfers?: ModuleTransfers;
}

/** Checks a module's shape and keeps its literal type (its name and loaders type `ctx.loaders`). */
export const defineModule = <const M extends BffModule>(module: M): M => module;
