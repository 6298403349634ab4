/**
 * The path prefixes the BFF serves, other than the portal's own pages and built assets (which the
 * BFF serves from web/dist in production and Vite serves in development). The BFF mounts its routes
 * under these (bff/src/server.ts and the routes it mounts); the dev server (web/vite.config.ts)
 * proxies each of them to the BFF, so the portal on Vite's port reaches everything it would reach on
 * the BFF's. A test walks the BFF's router and fails on a route outside them.
 */
export const BFF_PATHS = {
  graphql: '/graphql',
  graphiql: '/graphiql',
  files: '/files',
  downloads: '/downloads',
  audiences: '/audiences',
  publicReport: '/public-report',
  storage: '/storage',
  handover: '/handover',
  healthz: '/healthz',
  readyz: '/readyz',
  metrics: '/metrics',
  versionFile: '/version.json',
} as const;

/** Where the BFF's built portal assets are served from (Vite serves its own in development). */
export const BFF_ASSETS_PATH = '/assets';
