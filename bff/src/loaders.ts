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

/**
 * The loaders of one request. A class, not an object literal with getters: V8 allocates the
 * accessor pair of each such literal's getter in its old generation, so every request left
 * old-generation objects pointing at its getter closures, and through them at the whole request.
 * Young-generation collections treat those pointers as live until the next full GC, so every
 * request survived them: about 2 MB promoted per scavenge, scavenges of 10–50 ms and frequent
 * major GCs (docs/performance.md, "Stalls"). Accessors on the prototype are shared, and a
 * request's objects die young.
 */
class RequestLoaders implements Loaders {
  readonly profile: Loaders['profile'];
  readonly offices: Loaders['offices'];
  readonly clientFeatures: Loaders['clientFeatures'];
  readonly #ctx: Context;
  #fanOut: ReturnType<typeof limitConcurrency> | undefined;
  #client: Loaders['client'] | undefined;
  #officeCampaignCounts: Loaders['officeCampaignCounts'] | undefined;

  constructor(ctx: Context) {
    this.#ctx = ctx;
    this.profile = once(() => getProfile(ctx.main));
    this.offices = once(async () => (await getOfficeLookup(ctx.main)).lookups);
    this.clientFeatures = once(async () => {
      const clientId = ctx.session?.user.clientId;
      if (!clientId) return [];
      return (await listClientFeatures(ctx.dashboard, clientId)).filter((f) => f.enabled).map((f) => f.key);
    });
  }

  // The keyed loaders are made on first use: most requests never need them (the hot path).
  get client(): Loaders['client'] {
    return (this.#client ??= this.#perRecord((id) => getClient(this.#ctx.main, id)));
  }

  get officeCampaignCounts(): Loaders['officeCampaignCounts'] {
    return (this.#officeCampaignCounts ??= this.#perRecord((id) => getAgencyCampaignCount(this.#ctx.main, id)));
  }

  #perRecord<V>(fetch: (id: string) => Promise<V>) {
    return createLoader(eachKey(fetch, (this.#fanOut ??= limitConcurrency(FAN_OUT_CONCURRENCY)), (err) => err instanceof NotFoundError), {
      batching: this.#ctx.services.config.loaderBatching,
    });
  }
}

export const createLoaders = (ctx: Context): Loaders => new RequestLoaders(ctx);
