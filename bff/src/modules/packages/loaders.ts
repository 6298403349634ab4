import type { LoaderDeps } from '../../loaders.ts';
import { getPackage } from '../../upstream/main/packages.ts';

/**
 * Packages by id, one loader per set of parts: `withCampaigns` (include=campaigns, for
 * campaignsInProgress) and `withLinks` (include=clients,agencies, for the Client / Offices tab).
 * The package query primes the one its selection needs, so a tab costs one call. `record` (no
 * parts) is the state an update is checked against.
 */
export const packageLoaders = (deps: LoaderDeps) => ({
  withCampaigns: deps.perRecord((id) => getPackage(deps.main, id, ['campaigns'])),
  withLinks: deps.perRecord((id) => getPackage(deps.main, id, ['clients', 'agencies'])),
  record: deps.perRecord((id) => getPackage(deps.main, id, [])),
});
