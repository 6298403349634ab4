import type { LoaderDeps } from '../../loaders.ts';
import { getAudience } from '../../upstream/main/audiences.ts';

/** Audiences by id (GET audience/{id}); a miss (404) is null. */
export const audienceLoaders = (deps: LoaderDeps) => ({ audience: deps.perRecord((id) => getAudience(deps.main, id)) });
