/**
 * The BFF's one module registry. Everything per domain is derived from this list: the schema's
 * resolvers with each root field's access rule applied (bff/src/schema.ts), the per-request
 * loaders reached as `ctx.loaders.<module>` (bff/src/context.ts) and codegen's mappers
 * (codegen.ts). A new domain adds its folder and one line here.
 */
import { loadersClass, type LoaderDeps, type RequestLoadersFactory } from '../loaders.ts';
import { codegenMappers } from '../shared/registry.ts';
import { adminCampaignsModule } from './admin-campaigns/index.ts';
import { adminToolsModule } from './admin-tools/index.ts';
import { audiencesModule } from './audiences/index.ts';
import { authModule } from './auth/index.ts';
import { baseModule } from './base/index.ts';
import { brandingModule } from './branding/index.ts';
import { cardsModule } from './cards/index.ts';
import { clientsModule } from './clients/index.ts';
import { dashboardsModule } from './dashboards/index.ts';
import { handoverModule } from './handover/index.ts';
import { lookupsModule } from './lookups/index.ts';
import { notificationsModule } from './notifications/index.ts';
import { officesModule } from './offices/index.ts';
import { orderingModule } from './ordering/index.ts';
import { ordersModule } from './orders/index.ts';
import { packagesModule } from './packages/index.ts';
import { profileModule } from './profile/index.ts';
import { supportModule } from './support/index.ts';
import { usersModule } from './users/index.ts';
import { viewerModule } from './viewer/index.ts';

export const modules = [
  baseModule,
  viewerModule,
  authModule,
  handoverModule,
  profileModule,
  brandingModule,
  notificationsModule,
  supportModule,
  adminToolsModule,
  clientsModule,
  officesModule,
  lookupsModule,
  usersModule,
  cardsModule,
  packagesModule,
  audiencesModule,
  orderingModule,
  adminCampaignsModule,
  dashboardsModule,
  ordersModule,
] as const;

type Registered = (typeof modules)[number];
type WithLoaders = Extract<Registered, { loaders: (deps: LoaderDeps) => object }>;

/** The loaders of one request: `ctx.loaders.<module>`, each module's made on first use. */
type ModuleLoaders = { readonly [M in WithLoaders as M['name']]: ReturnType<M['loaders']> };

/**
 * The request context's `Loaders` are the registered modules' (declared here, where the modules
 * are assembled, so that the context and the layers below the modules never import them).
 */
declare module '../loaders.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the interface takes its members from ModuleLoaders
  interface Loaders extends ModuleLoaders {}
}

const factories = Object.fromEntries(
  modules.flatMap((m) => ('loaders' in m && m.loaders ? [[m.name, m.loaders]] : [])),
) as { [M in WithLoaders as M['name']]: M['loaders'] };

/** Makes one request's loaders; the services hand it to each request context (`Services.loaders`). */
export const createLoaders: RequestLoadersFactory = loadersClass(factories);

/** Codegen's mappers (paths relative to bff/src/__generated__). */
export const mappers = (): Record<string, string> => codegenMappers(modules);
