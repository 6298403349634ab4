import type { LoaderDeps } from '../../loaders.ts';
import { getAgencyCampaignCount } from '../../upstream/main/agencies.ts';

/** Campaign counts by office id (GET agencies/{id}/campaign/count, one call per office). */
export const officeLoaders = (deps: LoaderDeps) => ({ campaignCounts: deps.perRecord((id) => getAgencyCampaignCount(deps.main, id)) });
