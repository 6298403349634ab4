import type { LoaderDeps } from '../../loaders.ts';
import { AGENCY_INCLUDES, getAgency, getAgencyCampaignCount } from '../../upstream/main/agencies.ts';

/** Every part of an office read, for tab fields selected on list items (one read per office). */
export const ALL_INCLUDES = new Set(AGENCY_INCLUDES);

/**
 * Campaign counts by office id (GET agencies/{id}/campaign/count, one call per office), and the
 * office read with every part by office id (GET agencies/{id}, one call per office), both under
 * the request's fan-out cap.
 */
export const officeLoaders = (deps: LoaderDeps) => ({
  campaignCounts: deps.perRecord((id) => getAgencyCampaignCount(deps.main, id)),
  detail: deps.perRecord((id) => getAgency(deps.main, id, ALL_INCLUDES)),
});
