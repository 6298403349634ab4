import type { LoaderDeps } from '../../loaders.ts';
import { once } from '../../shared/create-loader.ts';
import { listClientFeatures } from '../../upstream/dashboard/features.ts';

/** The signed-in client's enabled feature keys (legacy dashboard API), loaded at sign-in. */
export const authLoaders = (deps: LoaderDeps) => ({
  clientFeatures: once(async (): Promise<string[]> => {
    const clientId = deps.session?.user.clientId;
    if (!clientId) return [];
    return (await listClientFeatures(deps.dashboard, clientId)).filter((f) => f.enabled).map((f) => f.key);
  }),
});
