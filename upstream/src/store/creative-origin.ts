import { CREATIVE_KINDS, CREATIVE_SIZE_KEYS, creativeColumn } from '@portal/schema';
import { run, type Store } from './database.ts';
import { adoptPreviewOrigin } from './preview-origin.ts';

/**
 * The origin of the seeded creative URLs (the clients' integration fields and the campaigns'
 * creative maps): the seed writes them on its own origin and the running sandbox points them at
 * its public origin.
 */

/** The origin the seed writes the creative URLs with; the running sandbox replaces it with its own. */
export const SEED_CREATIVE_ORIGIN = 'http://sandbox.invalid';

/** Origins whose creative URLs belong to the sandbox: the seed's, and loopback origins of earlier runs. */
const sandboxPatterns = [
  `${SEED_CREATIVE_ORIGIN}/creatives/*`,
  'http://127.0.0.1:*/creatives/*',
  'http://localhost:*/creatives/*',
  'http://[[]::1]:*/creatives/*',
];

/**
 * Points the seeded creative URLs (the clients' twelve integration fields, the campaigns' creative
 * maps and their preview iframes) at the running sandbox's public origin: URLs on the seed's origin or on a loopback origin of an
 * earlier run are rewritten; URLs an admin pointed elsewhere are kept.
 */
export function adoptCreativeOrigin(store: Store, origin: string): void {
  const target = origin.replace(/\/+$/, '');
  const rewrite = (table: string, column: string) =>
    run(
      store,
      `UPDATE ${table} SET ${column} = ? || substr(${column}, instr(${column}, '/creatives/'))
       WHERE ${sandboxPatterns.map(() => `${column} GLOB ?`).join(' OR ')}`,
      target,
      ...sandboxPatterns,
    );
  for (const kind of CREATIVE_KINDS)
    for (const size of CREATIVE_SIZE_KEYS) rewrite('client_integrations', creativeColumn(kind, size));
  rewrite('campaign_creatives', 'url');
  // The campaigns' social ad previews, iframes of the sandbox's partner preview page.
  adoptPreviewOrigin(store, origin);
}

const origins = new WeakMap<Store, string>();

/** Remembers the origin the running sandbox is reached at, for the seed a reset restores. */
export const rememberCreativeOrigin = (store: Store, origin: string): void => {
  origins.set(store, origin);
};

/** After a reset: the restored seed's creative URLs point at the running sandbox again. */
export const readoptCreativeOrigin = (store: Store): void => {
  const origin = origins.get(store);
  if (origin) adoptCreativeOrigin(store, origin);
};
