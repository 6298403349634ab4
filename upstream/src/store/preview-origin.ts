import { run, type Store } from './database.ts';

/**
 * The origin of the seeded campaigns' social ad previews: iframes of the partner's preview page
 * (`GET /partner/ad-preview/{campaignId}`), which the seed writes on its own origin and the running
 * sandbox points at its public origin, as a real partner's preview iframe points at its own site.
 */

/** The origin the seed writes the preview iframes with; the running sandbox replaces it with its own. */
export const SEED_PREVIEW_ORIGIN = 'http://sandbox.invalid';

export const PREVIEW_PATH = '/partner/ad-preview/';

/** A seeded campaign's preview markup: an iframe of the partner's preview page (`d` as a real one carries). */
export const seededPreviewMarkup = (campaignId: number, d: string): string =>
  `<iframe src="${SEED_PREVIEW_ORIGIN}${PREVIEW_PATH}${campaignId}?d=${d}" width="540" height="690"></iframe>`;

/** Preview iframes that belong to the sandbox: the seed's origin, and loopback origins of earlier runs. */
const sandboxPatterns = [
  `<iframe src="${SEED_PREVIEW_ORIGIN}${PREVIEW_PATH}*`,
  `<iframe src="http://127.0.0.1:*${PREVIEW_PATH}*`,
  `<iframe src="http://localhost:*${PREVIEW_PATH}*`,
  `<iframe src="http://[[]::1]:*${PREVIEW_PATH}*`,
];

/** Points the seeded preview iframes at the running sandbox's public origin (others are kept). */
export function adoptPreviewOrigin(store: Store, origin: string): void {
  const target = origin.replace(/\/+$/, '');
  run(
    store,
    `UPDATE campaigns SET facebook_preview = '<iframe src="' || ? || substr(facebook_preview, instr(facebook_preview, ?))
     WHERE ${sandboxPatterns.map(() => 'facebook_preview GLOB ?').join(' OR ')}`,
    target,
    PREVIEW_PATH,
    ...sandboxPatterns,
  );
}
