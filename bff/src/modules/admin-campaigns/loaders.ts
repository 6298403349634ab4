import type { LoaderDeps } from '../../loaders.ts';
import { getAdminCampaignPaymentMethod } from '../../upstream/dashboard/admin-campaigns.ts';

/** A campaign's payment method, once per request (the partner call's check and the reloaded campaign share it). */
export const adminCampaignsLoaders = (deps: LoaderDeps) => ({
  paymentMethod: deps.perRecord((id) => getAdminCampaignPaymentMethod(deps.dashboard, id)),
});
