import type { LoaderDeps } from '../../loaders.ts';
import { listClientFeatures } from '../../upstream/dashboard/features.ts';
import { listAgencies } from '../../upstream/main/agencies.ts';
import { CLIENT_INCLUDES, getClient, getClientAdmin, getDisplayConfig } from '../../upstream/main/clients.ts';
import type { ClientModel } from './models.ts';

/** Every published office, for the Offices tab's checklist (limit -1: all). */
const ALL = -1;

/**
 * The clients module's per-request loaders (one upstream call per key; a miss is null):
 *  - `client`: GET clients/{id} (the plain client); lists that embed clients prime it;
 *  - `adminClient`: GET clients/{id} with every part, for a tab field reached without them;
 *  - `displayConfig`: GET clients/{id}/display-config with the images' locations (Display, Images);
 *  - `features`: GET features/client/{id} on the legacy API (Features);
 *  - `officeChoices`: GET agencies (published, all, with their clients), keyed by the search text.
 */
export const clientLoaders = (deps: LoaderDeps) => ({
  client: deps.perRecord<ClientModel>((id) => getClient(deps.main, id)),
  adminClient: deps.perRecord<ClientModel>((id) => getClientAdmin(deps.main, id, CLIENT_INCLUDES)),
  displayConfig: deps.perRecord((id) => getDisplayConfig(deps.main, id)),
  features: deps.perRecord((id) => listClientFeatures(deps.dashboard, id)),
  officeChoices: deps.perRecord(async (search) => {
    const page = await listAgencies(deps.main, {
      status: 'published',
      clientId: null,
      search: search || null,
      limit: ALL,
      cursor: null,
      includeClient: true,
    });
    return page.items;
  }),
});
