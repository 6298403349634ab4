import type { LoaderDeps } from '../../loaders.ts';
import { getLookup } from '../../upstream/main/lookups.ts';

/** The key of "every office in scope" (no client filter) in `officesByClient`. */
export const ALL_CLIENTS = '*';

/** Office lookups by client id (GET lookups/agencies?filters[client]=), one call per distinct client. */
export const lookupLoaders = (deps: LoaderDeps) => ({
  officesByClient: deps.perRecord((clientId) =>
    getLookup(deps.main, 'agencies', clientId === ALL_CLIENTS ? null : clientId),
  ),
});
