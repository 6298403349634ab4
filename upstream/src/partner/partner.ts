import { createHash } from 'node:crypto';
import { createRandom } from '../seed/random.ts';
import { insert, many, one, run, transaction, type Store } from '../store/database.ts';
import { dailyColumns } from '../store/campaign-report.ts';
import { rollUpCampaignStats } from '../store/stat-rollup.ts';

/**
 * The simulated ad partner a paid campaign is booked with. Booking is a product call (the partner
 * places the campaign's package as a product of the office's publisher) and then an order call (it
 * books that product for the campaign's dates). Every call's request and response is written to
 * `partner_logs`. Once booked, the partner delivers: `dailyStats` gives each day's counters,
 * deterministic per campaign and day, and `previewMarkup` the social ad preview.
 *
 * The failure switches (a product call that fails, an order call that fails, a preview that fails) are per store, set
 * through the `/sandbox/partner/failures` control endpoint.
 */

export const partnerBase = 'https://api.signifi.example/v2';

export type PartnerSwitches = { productFails: boolean; orderFails: boolean; previewFails: boolean };
const switches = new WeakMap<Store, PartnerSwitches>();

export function partnerSwitches(store: Store): PartnerSwitches {
  return { ...(switches.get(store) ?? { productFails: false, orderFails: false, previewFails: false }) };
}

export function setPartnerSwitches(store: Store, patch: Partial<PartnerSwitches>): PartnerSwitches {
  const next = { ...partnerSwitches(store), ...patch };
  switches.set(store, next);
  return { ...next };
}

export type PartnerCampaign = {
  id: number;
  type: string;
  displayName: string;
  officeId: number;
  officeSlug: string;
  clientId: number | null;
  packageType: string;
  startDate: string;
  endDate: string;
  duration: number;
  budget: number;
  paymentOption: string;
  productResponse: unknown;
  videoRequired: boolean;
  headline: string | null;
  imageLocation: string | null;
};

/** A campaign as the partner sees it (undefined for an unknown id). */
export function partnerCampaign(store: Store, campaignId: number): PartnerCampaign | undefined {
  const row = one<{
    id: number;
    type: string;
    displayName: string;
    officeId: number;
    officeSlug: string;
    clientId: number | null;
    packageType: string;
    startDate: string;
    endDate: string;
    duration: number;
    budget: number;
    paymentOption: string;
    productResponse: string | null;
    videoRequired: number;
    headline: string | null;
    imageLocation: string | null;
  }>(
    store,
    `SELECT c.id, c.type, c.display_name AS displayName, o.id AS officeId, o.slug AS officeSlug,
       o.client_id AS clientId, p.type AS packageType, c.start_date AS startDate, c.end_date AS endDate,
       c.duration, c.budget, c.payment_option AS paymentOption, c.signifi_product_response AS productResponse,
       p.video_required AS videoRequired, coalesce(c.headline, c.short_description) AS headline,
       coalesce(f.location, pf.location) AS imageLocation
     FROM campaigns c JOIN offices o ON o.id = c.office_id JOIN packages p ON p.id = c.package_id
     LEFT JOIN files f ON f.id = c.main_image_id
     LEFT JOIN properties pr ON pr.id = c.property_id LEFT JOIN files pf ON pf.id = pr.main_image_id
     WHERE c.id = ?`,
    campaignId,
  );
  if (!row) return undefined;
  return {
    ...row,
    productResponse: row.productResponse === null ? null : (JSON.parse(row.productResponse) as unknown),
    videoRequired: row.videoRequired === 1,
  };
}

export const publisherIdOf = (campaign: Pick<PartnerCampaign, 'officeSlug' | 'officeId'>) =>
  `PUB-${(campaign.officeSlug.split('-')[0] ?? 'OFFICE').toUpperCase()}-${campaign.officeId}`;

export type PartnerCall = { ok: boolean; status: number; request: unknown; response: unknown; logId: number };

function logCall(
  store: Store,
  campaignId: number,
  type: 'product' | 'order',
  endpoint: string,
  call: Omit<PartnerCall, 'logId' | 'ok'>,
  userId: number | null,
  note: string | null,
  now: number,
): number {
  return insert(
    store,
    `INSERT INTO partner_logs (campaign_id, type, endpoint, request, response, status, note, created_by, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    campaignId,
    type,
    endpoint,
    JSON.stringify(call.request),
    JSON.stringify(call.response),
    call.status,
    note,
    userId,
    now,
    now,
  );
}

export type CallOptions = { userId: number | null; now: number; note?: string | null };

/**
 * The product call: answers `Data.PublisherId`, `ProductType` and `CustomField7` and keeps that
 * response on the campaign; with the product switch on it answers 422 and keeps nothing.
 */
export function productCall(store: Store, campaign: PartnerCampaign, options: CallOptions): PartnerCall {
  const publisherId = publisherIdOf(campaign);
  const request = {
    ProductType: campaign.packageType,
    PublisherId: publisherId,
    CampaignId: campaign.id,
    Budget: campaign.budget / 100,
  };
  const fails = partnerSwitches(store).productFails;
  const status = fails ? 422 : 201;
  const response = fails
    ? {
        Error: {
          Code: 'PRODUCT_UNAVAILABLE',
          Message: 'The requested product is not available for this publisher',
        },
      }
    : { Data: { PublisherId: publisherId, ProductType: campaign.packageType, CustomField7: `C${campaign.id}` } };
  return recordCall(store, campaign.id, 'product', { status, request, response, fails }, options);
}

/**
 * The order call (needs the product response): books the campaign for its dates, answers the
 * partner's order id and keeps the response on the campaign; with the order switch on (or without a
 * product) it answers an error and keeps nothing.
 */
export function orderCall(store: Store, campaign: PartnerCampaign, options: CallOptions): PartnerCall {
  const product = campaign.productResponse as { Data?: { PublisherId?: string } } | null;
  const request = {
    PublisherId: product?.Data?.PublisherId ?? publisherIdOf(campaign),
    CampaignId: campaign.id,
    StartDate: campaign.startDate,
    EndDate: campaign.endDate,
    PaymentMethod: campaign.paymentOption,
  };
  const withoutProduct = !product?.Data?.PublisherId;
  const fails = withoutProduct || partnerSwitches(store).orderFails;
  const status = withoutProduct ? 409 : fails ? 500 : 201;
  const response = withoutProduct
    ? { Error: { Code: 'NO_PRODUCT', Message: 'The campaign has no product to order' } }
    : fails
      ? { Error: { Code: 'INTERNAL', Message: 'Upstream timeout' } }
      : { Data: { OrderId: `SGF-O-${String(700_000 + campaign.id)}`, Status: 'Booked' } };
  return recordCall(store, campaign.id, 'order', { status, request, response, fails }, options);
}

/**
 * Writes a partner call to the partner logs and, when it succeeded, keeps its response on the
 * campaign (`signifi_product_response` / `signifi_order_response`), in one transaction.
 */
function recordCall(
  store: Store,
  campaignId: number,
  type: 'product' | 'order',
  call: { status: number; request: unknown; response: unknown; fails: boolean },
  options: CallOptions,
): PartnerCall {
  const { status, request, response, fails } = call;
  const column = type === 'product' ? 'signifi_product_response' : 'signifi_order_response';
  return transaction(store, () => {
    const logId = logCall(
      store,
      campaignId,
      type,
      `${partnerBase}/${type}s`,
      { status, request, response },
      options.userId,
      options.note ?? null,
      options.now,
    );
    if (!fails) {
      run(
        store,
        `UPDATE campaigns SET ${column} = ?, updated_at = ? WHERE id = ?`,
        JSON.stringify(response),
        options.now,
        campaignId,
      );
    }
    return { ok: !fails, status, request, response, logId };
  });
}

export type PartnerLogEntry = {
  id: number;
  type: string;
  status: number;
  request: unknown;
  response: unknown;
  createdAt: number;
};

/** A campaign's partner calls, oldest first. */
export function listPartnerLogs(store: Store, campaignId: number): PartnerLogEntry[] {
  return many<{
    id: number;
    type: string;
    status: number;
    request: string | null;
    response: string | null;
    createdAt: number;
  }>(
    store,
    'SELECT id, type, status, request, response, created_at AS createdAt FROM partner_logs WHERE campaign_id = ? ORDER BY id',
    campaignId,
  ).map((row) => ({
    ...row,
    request: row.request === null ? null : (JSON.parse(row.request) as unknown),
    response: row.response === null ? null : (JSON.parse(row.response) as unknown),
  }));
}

/* ---------------------------------------------------------------- delivery */

export type DailyStats = { day: string } & Record<(typeof dailyColumns)[number], number>;

const dayMs = 86_400_000;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / dayMs);
const dayText = (number: number) => new Date(number * dayMs).toISOString().slice(0, 10);
const costPerThousandCents = 900;

/** The budget (cents) spent on day `index` (0-based) of `duration`: even pacing, the remainder on the first days. */
export function dailyBudget(budget: number, duration: number, index: number): number {
  if (index < 0 || index >= duration) return 0;
  return Math.floor(budget / duration) + (index < budget % duration ? 1 : 0);
}

type StatsCampaign = Pick<PartnerCampaign, 'id' | 'type' | 'startDate' | 'duration' | 'budget' | 'videoRequired'>;

/**
 * One day's delivery of a campaign, or undefined when the campaign does not run that day. A pure
 * function of the campaign and the day: the generator is seeded with both, so the same day always
 * gives the same counters; the spend is the even share of the budget, so the days never add up to
 * more than the budget.
 */
export function dailyStats(campaign: StatsCampaign, day: string): DailyStats | undefined {
  const index = dayNumber(day) - dayNumber(campaign.startDate);
  if (!Number.isInteger(index) || index < 0 || index >= campaign.duration) return undefined;
  const seed = createHash('sha256').update(`${campaign.id}:${day}`).digest().readUInt32BE(0);
  const random = createRandom(seed);
  const spent = dailyBudget(campaign.budget, campaign.duration, index);
  const pace = (index < 2 ? 0.6 : 1) * (0.85 + random.next() * 0.3);
  const impressions = Math.round((spent / costPerThousandCents) * 1000 * pace);
  const listing = campaign.type === 'property' || campaign.type === 'property-extend';
  const upTo = (limit: number) => random.int(0, Math.max(0, Math.round(limit)));
  const sometimes = (probability: number) => (random.chance(probability) ? random.int(1, 2) : 0);
  return {
    day,
    impressions,
    clicks: Math.round(impressions * (0.006 + random.next() * 0.014)),
    social_engagement: Math.round(impressions * (0.004 + random.next() * 0.008)),
    soi_views: listing ? upTo(impressions / 400) : 0,
    image_views: upTo(impressions / (listing ? 150 : 400)),
    video_views: campaign.videoRequired ? upTo(impressions / 60) : 0,
    floorplan_views: listing ? upTo(impressions / 500) : 0,
    live_chats: sometimes(0.06),
    inspection_auction_location_views: listing ? upTo(impressions / 700) : 0,
    enquiries_social: sometimes(0.15),
    enquiries_form: sometimes(0.12),
    enquiries_phone: sometimes(0.08),
    enquiries_email: sometimes(0.06),
    budget_spent: spent,
  };
}

/** The days a campaign has run up to `today` (inclusive), never a day after it. */
export function deliveredDays(campaign: Pick<PartnerCampaign, 'startDate' | 'duration'>, today: string): string[] {
  const first = dayNumber(campaign.startDate);
  const last = Math.min(first + campaign.duration - 1, dayNumber(today));
  const days: string[] = [];
  for (let day = first; day <= last; day += 1) days.push(dayText(day));
  return days;
}

/**
 * Writes the delivery of a booked campaign (one with a partner order) up to `today` into
 * `campaign_daily_stats`; answers the number of days written. Unbooked campaigns get nothing.
 */
export function syncDailyStats(store: Store, campaignId: number, today: string): number {
  const booked = one<{ id: number }>(
    store,
    `SELECT id FROM campaigns WHERE id = ? AND signifi_order_response IS NOT NULL
       AND (status IS NULL OR status NOT IN ('cancelled'))`,
    campaignId,
  );
  const campaign = booked && partnerCampaign(store, campaignId);
  if (!campaign) return 0;
  const days = deliveredDays(campaign, today);
  const statement = store.prepare(
    `INSERT OR REPLACE INTO campaign_daily_stats (campaign_id, day, ${dailyColumns.join(', ')})
     VALUES (?, ?, ${dailyColumns.map(() => '?').join(', ')})`,
  );
  transaction(store, () => {
    for (const day of days) {
      const stats = dailyStats(campaign, day);
      if (stats) statement.run(campaign.id, day, ...dailyColumns.map((name) => stats[name]));
    }
    // The global report's monthly roll-up follows the daily rows in the same transaction (decision 071).
    rollUpCampaignStats(store, campaign.id);
  });
  return days.length;
}

/* ---------------------------------------------------------------- preview */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[char]};`);

/** The ad of the social preview as the partner draws it (every value escaped; `storageBase` prefixes the image). */
export function previewBody(campaign: PartnerCampaign, storageBase: string): string {
  const image = campaign.imageLocation
    ? `<img src="${escapeHtml(`${storageBase}/${campaign.imageLocation}`)}" alt="" style="width:100%;display:block">`
    : '';
  return (
    `<div style="font-family:sans-serif;max-width:500px;border:1px solid #ddd;border-radius:8px;overflow:hidden">` +
    `<div style="padding:12px;font-weight:600">${escapeHtml(campaign.displayName)}</div>${image}` +
    `<div style="padding:12px">${escapeHtml(campaign.headline ?? '')}</div>` +
    `<div style="padding:12px;color:#65676b;font-size:12px">Sponsored · ${escapeHtml(publisherIdOf(campaign))}</div></div>`
  );
}

/**
 * The social ad preview of a campaign: an iframe whose `srcdoc` holds the ad as the partner renders
 * it (self-contained, nothing fetched from elsewhere). `storageBase` prefixes an image location.
 */
export function previewMarkup(campaign: PartnerCampaign, storageBase: string): string {
  return `<iframe srcdoc="${escapeHtml(previewBody(campaign, storageBase))}" width="540" height="800" scrolling="yes" style="border: none;"></iframe>`;
}
