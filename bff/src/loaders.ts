import type { Context } from './context.ts';
import { once } from './shared/create-loader.ts';
import { listClientFeatures } from './upstream/dashboard/features.ts';
import type { OfficeLookupDto, ProfileDto } from './upstream/main/dto.ts';
import { getOfficeLookup, getProfile } from './upstream/main/users.ts';

/** Per-request loaders; each upstream resource is fetched at most once per request. */
export interface Loaders {
  profile: () => Promise<ProfileDto>;
  offices: () => Promise<OfficeLookupDto['lookups']>;
  clientFeatures: () => Promise<string[]>;
}

export const createLoaders = (ctx: Context): Loaders => ({
  profile: once(() => getProfile(ctx.main)),
  offices: once(async () => (await getOfficeLookup(ctx.main)).lookups),
  clientFeatures: once(async () => {
    const clientId = ctx.session?.user.clientId;
    if (!clientId) return [];
    return (await listClientFeatures(ctx.dashboard, clientId)).filter((f) => f.enabled).map((f) => f.key);
  }),
});
