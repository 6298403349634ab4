import { randomBytes } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import type { SandboxContext } from '../context.ts';
import { many, one, run, type Store } from '../store/database.ts';
import { adoptPreviewOrigin } from './partner-preview.ts';

/**
 * The sandbox's creative renderer: `GET /creatives/{kind}/{size}` answers HTML that draws the ad of a
 * property, agent or office campaign at one of the four sizes, each laid out for its shape. It reads
 * EITHER `?campaign={id}` (the booked campaign from the store) OR a draft's values as query parameters
 * (the order forms' preview before booking): `office` (its brand colours and its client's ad logo),
 * `headline`, `copy`, `label`, `name`, `phone` and up to four `image` storage locations. Both draw
 * through the same function, so the preview is what the dashboard shows after booking.
 *
 * Creatives are public (an ad is shown to anyone), so no token is needed; the page runs in the
 * portal's sandboxed iframes and tells its parent it has drawn (`postMessage({ type: 'creative-ready' })`).
 */

export const CREATIVE_KINDS = ['property', 'agent', 'office'] as const;
export type CreativeKind = (typeof CREATIVE_KINDS)[number];
export const CREATIVE_SIZES = ['160x600', '300x600', '300x250', '970x250'] as const;
export type CreativeSize = (typeof CREATIVE_SIZES)[number];

/** The origin the seed writes the creative URLs with; the running sandbox replaces it with its own. */
export const SEED_CREATIVE_ORIGIN = 'http://sandbox.invalid';

export type CreativeContent = {
  kind: CreativeKind;
  size: CreativeSize;
  headline: string;
  copy: string;
  label: string;
  name: string;
  phone: string;
  /** Storage locations (served under /storage/). */
  images: string[];
  logo: string | null;
  background: string;
  accent: string;
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A storage location the renderer may show: a relative path without `..`. */
const isLocation = (text: string) => /^[A-Za-z0-9][A-Za-z0-9/_.-]{0,300}$/.test(text) && !text.includes('..');
const isColour = (text: string | null | undefined): text is string => !!text && /^#[0-9a-fA-F]{3,8}$/.test(text);

const clip = (text: unknown, max: number) => (typeof text === 'string' ? text.trim().slice(0, max) : '');

const defaultLabel: Record<CreativeKind, string> = {
  property: 'View property',
  agent: 'Contact agent',
  office: 'Find out more',
};

/** The shape's layout: where the image goes and how large the texts are. */
const layouts: Record<
  CreativeSize,
  { direction: 'column' | 'row'; imageShare: number; headline: number; copy: number }
> = {
  '160x600': { direction: 'column', imageShare: 45, headline: 18, copy: 12 },
  '300x600': { direction: 'column', imageShare: 55, headline: 24, copy: 14 },
  '300x250': { direction: 'column', imageShare: 52, headline: 16, copy: 11 },
  '970x250': { direction: 'row', imageShare: 38, headline: 28, copy: 15 },
};

/** The creative's HTML (every value escaped; images only from the sandbox's own storage). */
export function renderCreative(content: CreativeContent, nonce: string): string {
  const [width, height] = content.size.split('x').map(Number) as [number, number];
  const layout = layouts[content.size];
  const images = content.images.filter(isLocation).slice(0, 4);
  const image = (location: string, index: number) =>
    `<img class="photo${index === 0 ? ' main' : ''}" src="/storage/${escapeHtml(location)}" alt="">`;
  const photos =
    images.length === 0
      ? '<div class="photo main empty"></div>'
      : images.map((location, index) => image(location, index)).join('');
  const agent =
    content.name || content.phone
      ? `<p class="agent">${escapeHtml(content.name)}${content.phone ? ` <span>${escapeHtml(content.phone)}</span>` : ''}</p>`
      : '';
  const logo =
    content.logo && isLocation(content.logo)
      ? `<img class="logo" src="/storage/${escapeHtml(content.logo)}" alt="">`
      : '';
  const label = content.label || defaultLabel[content.kind];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.headline || 'Creative')}</title>
<style>
*{box-sizing:border-box;margin:0}
html,body{width:${width}px;height:${height}px;overflow:hidden;font-family:Arial,Helvetica,sans-serif}
.ad{width:${width}px;height:${height}px;display:flex;flex-direction:${layout.direction};background:${content.background};color:#fff}
.media{position:relative;flex:0 0 ${layout.imageShare}%;display:grid;grid-template-columns:repeat(${Math.max(1, Math.min(images.length, layout.direction === 'row' ? 2 : 1))},1fr);overflow:hidden;background:#0003}
.photo{width:100%;height:100%;object-fit:cover;display:${layout.direction === 'row' ? 'block' : 'none'}}
.photo.main{display:block}
.photo.empty{background:linear-gradient(135deg,#ffffff33,#00000033)}
.text{flex:1;display:flex;flex-direction:column;justify-content:space-between;gap:6px;padding:${content.size === '300x250' ? 8 : 14}px;min-width:0}
h1{font-size:${layout.headline}px;line-height:1.15;overflow-wrap:anywhere}
.copy{font-size:${layout.copy}px;line-height:1.3;opacity:.92;overflow-wrap:anywhere}
.agent{font-size:${layout.copy}px;font-weight:bold}
.agent span{font-weight:normal;white-space:nowrap}
.foot{display:flex;align-items:center;justify-content:space-between;gap:8px;flex-wrap:wrap}
.logo{max-height:${content.size === '300x250' ? 24 : 40}px;max-width:45%;object-fit:contain;background:#fff;padding:2px;border-radius:2px}
.cta{display:inline-block;background:${content.accent};color:#fff;font-weight:bold;font-size:${layout.copy}px;padding:6px 10px;border-radius:3px;white-space:nowrap}
.label{position:absolute;top:8px;left:0;background:${content.accent};font-size:${layout.copy}px;font-weight:bold;padding:3px 8px}
</style></head>
<body><div class="ad" data-kind="${content.kind}" data-size="${content.size}">
<div class="media">${photos}${content.kind === 'agent' && content.label ? `<span class="label">${escapeHtml(content.label)}</span>` : ''}</div>
<div class="text"><div><h1>${escapeHtml(content.headline)}</h1>${content.copy ? `<p class="copy">${escapeHtml(content.copy)}</p>` : ''}${agent}</div>
<div class="foot">${logo}<span class="cta">${escapeHtml(content.kind === 'agent' ? defaultLabel.agent : label)}</span></div></div>
</div>
<script nonce="${nonce}">parent.postMessage({type:'creative-ready',size:${JSON.stringify(content.size)}},'*')</script>
</body></html>`;
}

type Branding = { background: string; accent: string; logo: string | null };

/** An office's brand colours and its client's ad logo (defaults when unset). */
function brandingOf(store: Store, officeId: number | null): Branding {
  const row =
    officeId === null
      ? undefined
      : one<{ background: string | null; accent: string | null; logo: string | null }>(
          store,
          `SELECT o.background_color AS background, o.secondary_color AS accent, f.location AS logo
           FROM offices o LEFT JOIN client_display_configs d ON d.client_id = o.client_id
           LEFT JOIN files f ON f.id = d.image_ad_logo_id WHERE o.id = ?`,
          officeId,
        );
  return {
    background: isColour(row?.background) ? row.background : '#1f2a44',
    accent: isColour(row?.accent) ? row.accent : '#e4572e',
    logo: row?.logo ?? null,
  };
}

type CampaignCreativeRow = {
  officeId: number;
  type: string;
  displayName: string;
  headline: string | null;
  shortDescription: string | null;
  adTitle: string | null;
  adCopy: string | null;
  label: string | null;
  agentName: string | null;
  agentPhone: string | null;
  mainImage: string | null;
};

/** A booked (or draft) campaign's creative content from the store. */
function campaignContent(
  store: Store,
  id: number,
  kind: CreativeKind,
  size: CreativeSize,
): CreativeContent | undefined {
  const row = one<CampaignCreativeRow>(
    store,
    `SELECT c.office_id AS officeId, c.type, c.display_name AS displayName, c.headline,
       c.short_description AS shortDescription, c.ad_title AS adTitle, c.ad_copy AS adCopy, c.label,
       c.agent_name AS agentName, c.agent_phone AS agentPhone, mf.location AS mainImage
     FROM campaigns c LEFT JOIN files mf ON mf.id = c.main_image_id WHERE c.id = ?`,
    id,
  );
  if (!row) return undefined;
  const gallery = many<{ location: string }>(
    store,
    `SELECT f.location FROM campaign_images ci JOIN files f ON f.id = ci.file_id
     WHERE ci.campaign_id = ? ORDER BY ci.position`,
    id,
  ).map((image) => image.location);
  const agent = row.type === 'agent';
  const images = agent ? [...gallery, ...(row.mainImage ? [row.mainImage] : [])] : [row.mainImage, ...gallery];
  return {
    kind,
    size,
    headline: (agent ? row.adTitle || row.agentName : row.headline) || row.displayName,
    copy: (agent ? row.adCopy : row.shortDescription) ?? '',
    label: row.label ?? '',
    name: agent ? (row.agentName ?? '') : '',
    phone: agent ? (row.agentPhone ?? '') : '',
    images: images.filter((image): image is string => typeof image === 'string'),
    ...brandingOf(store, row.officeId),
  };
}

const queryValues = (req: Request, name: string): string[] => {
  const value = req.query[name];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.filter((item): item is string => typeof item === 'string');
};

/** A draft's content from its query parameters. */
function draftContent(store: Store, req: Request, kind: CreativeKind, size: CreativeSize): CreativeContent {
  const first = (name: string, max: number) => clip(queryValues(req, name)[0], max);
  const officeId = Number(first('office', 12));
  return {
    kind,
    size,
    headline: first('headline', 80),
    copy: first('copy', 200),
    label: first('label', 40),
    name: first('name', 80),
    phone: first('phone', 30),
    images: queryValues(req, 'image').slice(0, 5).filter(isLocation),
    ...brandingOf(store, Number.isSafeInteger(officeId) && officeId > 0 ? officeId : null),
  };
}

const sendHtml = (res: Response, status: number, html: string, nonce: string | null) => {
  res
    .status(status)
    .set({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': `default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; script-src ${nonce ? `'nonce-${nonce}'` : "'none'"}; base-uri 'none'; form-action 'none'`,
      'x-content-type-options': 'nosniff',
    })
    .send(html);
};

export function creativeRoutes(ctx: SandboxContext): Router {
  const router = Router();
  router.get('/creatives/:kind/:size', (req, res) => {
    const kind = String(req.params.kind) as CreativeKind;
    const size = String(req.params.size) as CreativeSize;
    if (!CREATIVE_KINDS.includes(kind) || !CREATIVE_SIZES.includes(size)) {
      sendHtml(res, 404, '<!doctype html><title>Not found</title><p>No such creative.</p>', null);
      return;
    }
    const nonce = randomBytes(12).toString('base64');
    const campaign = queryValues(req, 'campaign')[0];
    if (campaign !== undefined) {
      const id = Number(campaign);
      const content = Number.isSafeInteger(id) && id > 0 ? campaignContent(ctx.store, id, kind, size) : undefined;
      if (!content) {
        sendHtml(res, 404, '<!doctype html><title>Not found</title><p>No such campaign.</p>', null);
        return;
      }
      sendHtml(res, 200, renderCreative(content, nonce), nonce);
      return;
    }
    sendHtml(res, 200, renderCreative(draftContent(ctx.store, req, kind, size), nonce), nonce);
  });
  return router;
}

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
    for (const size of CREATIVE_SIZES) rewrite('client_integrations', `${kind}_creative_${size.replace('x', '')}`);
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
