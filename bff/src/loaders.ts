import type DataLoader from 'dataloader';
import type { Context } from './context.ts';
import { createLoader, eachKey, limitConcurrency, once } from './shared/create-loader.ts';
import { NotFoundError } from './shared/errors.ts';
import { listClientFeatures } from './upstream/dashboard/features.ts';
import { getAgencyCampaignCount, type CampaignCountDto } from './upstream/main/agencies.ts';
import { getClient, type ClientDto } from './upstream/main/clients.ts';
import type { OfficeLookupDto, ProfileDto } from './upstream/main/dto.ts';
import { getOfficeLookup, getProfile } from './upstream/main/users.ts';

/**
 * At most this many per-record upstream calls (a client, an office's campaign counts) are in
 * flight at once for one request: a default page of 10 offices runs all of its calls together,
 * a page of 100 runs them 10 at a time instead of opening 100 connections to the upstream.
 */
export const FAN_OUT_CONCURRENCY = 10;

/** Per-request loaders; each upstream resource is fetched at most once per request. */
export interface Loaders {
  profile: () => Promise<ProfileDto>;
  offices: () => Promise<OfficeLookupDto['lookups']>;
  clientFeatures: () => Promise<string[]>;
  /** Clients by id (GET clients/{id}); primed from office lists fetched with include=client. */
  client: DataLoader<string, ClientDto | null>;
  /** Campaign counts by office id (GET agencies/{id}/campaign/count, one call per office). */
  officeCampaignCounts: DataLoader<string, CampaignCountDto | null>;
}

export const createLoaders = (ctx: Context): Loaders => {
  // The keyed loaders are made on first use: most requests never need them (the hot path).
  let fanOut: ReturnType<typeof limitConcurrency> | undefined;
  let client: Loaders['client'] | undefined;
  let officeCampaignCounts: Loaders['officeCampaignCounts'] | undefined;
  const perRecord = <V>(fetch: (id: string) => Promise<V>) =>
    createLoader(eachKey(fetch, (fanOut ??= limitConcurrency(FAN_OUT_CONCURRENCY)), (err) => err instanceof NotFoundError), {
      batching: ctx.services.config.loaderBatching,
    });
  return {
    profile: once(() => getProfile(ctx.main)),
    offices: once(async () => (await getOfficeLookup(ctx.main)).lookups),
    clientFeatures: once(async () => {
      const clientId = ctx.session?.user.clientId;
      if (!clientId) return [];
      return (await listClientFeatures(ctx.dashboard, clientId)).filter((f) => f.enabled).map((f) => f.key);
    }),
    get client() {
      return (client ??= perRecord((id) => getClient(ctx.main, id)));
    },
    get officeCampaignCounts() {
      return (officeCampaignCounts ??= perRecord((id) => getAgencyCampaignCount(ctx.main, id)));
    },
  };
};
