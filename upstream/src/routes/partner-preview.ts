import { Router } from 'express';
import type { SandboxContext } from '../context.ts';
import { partnerCampaign, previewBody } from '../partner/partner.ts';
import { run, type Store } from '../store/database.ts';

/**
 * The partner's preview page (`GET /partner/ad-preview/{campaignId}`): the social ad preview as a
 * page of its own, the address the seeded campaigns' preview iframes point at, as a real partner's
 * preview iframe points at its own site. Public (an ad is shown to anyone), framable by the portal.
 */

/** The origin the seed writes the preview iframes with; the running sandbox replaces it with its own. */
export const SEED_PREVIEW_ORIGIN = 'http://sandbox.invalid';

export const PREVIEW_PATH = '/partner/ad-preview/';

/** A seeded campaign's preview markup: an iframe of the partner's preview page (`d` as a real one carries). */
export const seededPreviewMarkup = (campaignId: number, d: string): string =>
  `<iframe src="${SEED_PREVIEW_ORIGIN}${PREVIEW_PATH}${campaignId}?d=${d}" width="540" height="690"></iframe>`;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
  `<meta name="viewport" content="width=device-width"></head><body style="margin:0;padding:8px">${body}</body></html>`;

export function partnerPreviewRoutes(ctx: SandboxContext): Router {
  const router = Router();
  router.get(`${PREVIEW_PATH}:campaignId`, (req, res) => {
    const param = String(req.params.campaignId);
    const id = /^[1-9]\d{0,11}$/.test(param) ? Number(param) : 0;
    const campaign = id > 0 ? partnerCampaign(ctx.store, id) : undefined;
    res.set({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy':
        "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
      'x-content-type-options': 'nosniff',
    });
    if (!campaign) {
      res.status(404).send(page('Not found', '<p>No such ad preview.</p>'));
      return;
    }
    res.status(200).send(page('Ad preview', previewBody(campaign, '/storage')));
  });
  return router;
}

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
