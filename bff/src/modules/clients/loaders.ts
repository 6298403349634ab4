import type { LoaderDeps } from '../../loaders.ts';
import { getClient } from '../../upstream/main/clients.ts';

/** Clients by id (GET clients/{id}, one call per client); lists that embed clients prime it. */
export const clientLoaders = (deps: LoaderDeps) => ({ client: deps.perRecord((id) => getClient(deps.main, id)) });
