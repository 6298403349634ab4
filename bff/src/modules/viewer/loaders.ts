import type { LoaderDeps } from '../../loaders.ts';
import { once } from '../../shared/create-loader.ts';
import { getOfficeLookup } from '../../upstream/main/lookups.ts';

/** The signed-in user's offices (GET agencies/lookup), at most once per request. */
export const viewerLoaders = (deps: LoaderDeps) => ({
  offices: once(async () => (await getOfficeLookup(deps.main)).lookups),
});
export type ViewerLoaders = ReturnType<typeof viewerLoaders>;
