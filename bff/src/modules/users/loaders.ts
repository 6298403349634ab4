import type { LoaderDeps } from '../../loaders.ts';
import { getUser } from '../../upstream/main/users.ts';

/** Users by id (GET users/{id}, include client and permissions); a miss (404) is null. */
export const userLoaders = (deps: LoaderDeps) => ({ user: deps.perRecord((id) => getUser(deps.main, id)) });
