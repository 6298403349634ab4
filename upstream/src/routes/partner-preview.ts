import { Router } from 'express';
import type { SandboxContext } from '../context.ts';
import { partnerCampaign, previewBody } from '../partner/partner.ts';
import { PREVIEW_PATH } from '../store/preview-origin.ts';

/**
 * The partner's preview page (`GET /partner/ad-preview/{campaignId}`): the social ad preview as a
 * page of its own, the address the seeded campaigns' preview iframes point at, as a real partner's
 * preview iframe points at its own site (store/preview-origin.ts). Public (an ad is shown to anyone),
 * framable by the portal.
 */

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
