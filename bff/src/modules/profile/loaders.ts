import type { LoaderDeps } from '../../loaders.ts';
import { once } from '../../shared/create-loader.ts';
import { getProfile } from '../../upstream/main/users.ts';

/** The signed-in user's full profile (GET users/profile), at most once per request. */
export const profileLoaders = (deps: LoaderDeps) => ({ profile: once(() => getProfile(deps.main)) });
