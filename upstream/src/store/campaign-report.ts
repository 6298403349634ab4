import { CREATIVE_SIZE_KEYS, creativeColumn, STAT_COLUMNS, type CreativeKind } from '@portal/schema';
import { many, one, run, transaction, type Store } from './database.ts';

/**
 * A campaign as its dashboard, its public report and its PDF read it (ordering spec section 3,
 * "Campaign (viewed)"), and its delivered stats: the daily rows the partner delivered
 * (`campaign_daily_stats`) and their totals.
 */

export type { CreativeKind };

/**
 * The creative kind of a campaign type: office → office, agent → agent, and property and property
 * extend (agent extend orders are stored as property extend) → property, since an agent-extend
 * campaign advertises the listing with its lead agent (decision 064).
 */
export const creativeKindOf = (type: string): CreativeKind =>
  type === 'office' ? 'office' : type === 'agent' ? 'agent' : 'property';

export type ViewedCampaign = {
  id: number;
  type: string;
  status: string | null;
  displayName: string;
  startDate: string;
  endDate: string;
  duration: number;
  retailPrice: number;
  budget: number;
  postcode: string | null;
  destinationUrl: string | null;
  facebookPreview: string | null;
  reportToken: string;
  agentName: string | null;
  agentEmail: string | null;
  agentPhone: string | null;
  agentImage: string | null;
  mainImage: string | null;
  headline: string | null;
  productResponse: unknown;
  orderResponse: unknown;
  bookedAt: number | null;
  createdAt: number;
  statusLabel: string | null;
  packageId: number;
  packageTitle: string;
  packageType: string;
  office: {
    id: number;
    displayName: string;
    slug: string;
    includeGst: boolean;
    logo: string | null;
  };
  client: {
    id: number;
    title: string;
    subDomain: string;
    logo: string | null;
    landingPageCover: string | null;
    showAgentCampaignListing: boolean;
    creatives: Record<string, string | null>;
  } | null;
  property: {
    id: number;
    title: string;
    displayPrice: string | null;
    beds: number | null;
    baths: number | null;
    carbays: number | null;
    saleStatus: string;
    mainImage: string | null;
    productId: string | null;
    url: string | null;
    hasThirdPartyData: boolean;
    address: string;
  } | null;
  audience: { id: number; name: string } | null;
  bookedBy: { id: number; name: string } | null;
};

const creativeColumns = (['property', 'agent', 'office'] as const).flatMap((kind) =>
  CREATIVE_SIZE_KEYS.map((size) => creativeColumn(kind, size)),
);

const json = (text: unknown): unknown => (typeof text === 'string' ? (JSON.parse(text) as unknown) : null);

/** The campaign with its office, client (display config, creative URLs), property, audience and booker. */
export function findViewedCampaign(store: Store, id: number): ViewedCampaign | undefined {
  const row = one<Record<string, unknown>>(
    store,
    `SELECT c.id, c.type, c.status, c.display_name AS displayName, c.start_date AS startDate, c.end_date AS endDate,
       c.duration, c.retail_price AS retailPrice, c.budget, c.postcode, c.destination_url AS destinationUrl,
       c.facebook_preview AS facebookPreview, c.report_token AS reportToken, c.agent_name AS agentName,
       c.agent_email AS agentEmail, c.agent_phone AS agentPhone, af.location AS agentImage,
       coalesce(mf.location, pmf.location) AS mainImage, coalesce(c.headline, c.ad_title, c.short_description) AS headline,
       c.signifi_product_response AS productResponse, c.signifi_order_response AS orderResponse,
       c.booked_at AS bookedAt, c.created_at AS createdAt, c.status_label AS statusLabel,
       p.id AS packageId, p.title AS packageTitle, p.type AS packageType,
       o.id AS officeId, o.display_name AS officeName, o.slug AS officeSlug, o.include_gst AS includeGst,
       olf.location AS officeLogo,
       cl.id AS clientId, cl.title AS clientTitle, cl.sub_domain AS subDomain, clf.location AS clientLogo,
       ccf.location AS landingPageCover, d.show_agent_campaign_listing AS showAgentCampaignListing,
       ${creativeColumns.map((column) => `ci.${column}`).join(', ')},
       pr.id AS propertyId, pr.title AS propertyTitle, pr.display_price AS displayPrice, pr.beds, pr.baths,
       pr.carbays, pr.sale_status AS saleStatus, pmf.location AS propertyImage, pr.product_id AS productId,
       pr.listing_url AS propertyUrl, pr.third_party_data IS NOT NULL AS hasThirdPartyData,
       trim(coalesce(ad.thoroughfare_number || ' ', '') || coalesce(ad.thoroughfare_name, '') ||
         coalesce(', ' || ad.locality_name, '') || coalesce(' ' || ad.administrative_area_name, '') ||
         coalesce(' ' || ad.postal_code_number, '')) AS address,
       au.id AS audienceId, au.name AS audienceName,
       bu.id AS bookedById, trim(bu.first_name || ' ' || coalesce(bu.last_name, '')) AS bookedByName
     FROM campaigns c
     JOIN packages p ON p.id = c.package_id
     JOIN offices o ON o.id = c.office_id
     LEFT JOIN files olf ON olf.id = o.logo_id
     LEFT JOIN clients cl ON cl.id = o.client_id
     LEFT JOIN client_display_configs d ON d.client_id = cl.id
     LEFT JOIN files clf ON clf.id = d.image_logo_id
     LEFT JOIN files ccf ON ccf.id = d.image_landing_page_cover_id
     LEFT JOIN client_integrations ci ON ci.client_id = cl.id
     LEFT JOIN properties pr ON pr.id = c.property_id
     LEFT JOIN addresses ad ON ad.id = pr.address_id
     LEFT JOIN files pmf ON pmf.id = pr.main_image_id
     LEFT JOIN files mf ON mf.id = c.main_image_id
     LEFT JOIN files af ON af.id = c.agent_image_id
     LEFT JOIN audiences au ON au.id = c.audience_id
     LEFT JOIN users bu ON bu.id = c.booked_by
     WHERE c.id = ?`,
    id,
  );
  if (!row) return undefined;
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return {
    id: row.id as number,
    type: row.type as string,
    status: text(row.status),
    displayName: row.displayName as string,
    startDate: row.startDate as string,
    endDate: row.endDate as string,
    duration: row.duration as number,
    retailPrice: row.retailPrice as number,
    budget: row.budget as number,
    postcode: text(row.postcode),
    destinationUrl: text(row.destinationUrl),
    facebookPreview: text(row.facebookPreview),
    reportToken: row.reportToken as string,
    agentName: text(row.agentName),
    agentEmail: text(row.agentEmail),
    agentPhone: text(row.agentPhone),
    agentImage: text(row.agentImage),
    mainImage: text(row.mainImage),
    headline: text(row.headline),
    productResponse: json(row.productResponse),
    orderResponse: json(row.orderResponse),
    bookedAt: row.bookedAt as number | null,
    createdAt: row.createdAt as number,
    statusLabel: text(row.statusLabel),
    packageId: row.packageId as number,
    packageTitle: row.packageTitle as string,
    packageType: row.packageType as string,
    office: {
      id: row.officeId as number,
      displayName: row.officeName as string,
      slug: row.officeSlug as string,
      includeGst: row.includeGst === 1,
      logo: text(row.officeLogo),
    },
    client:
      row.clientId === null
        ? null
        : {
            id: row.clientId as number,
            title: row.clientTitle as string,
            subDomain: row.subDomain as string,
            logo: text(row.clientLogo),
            landingPageCover: text(row.landingPageCover),
            showAgentCampaignListing: row.showAgentCampaignListing === 1,
            creatives: Object.fromEntries(creativeColumns.map((column) => [column, text(row[column])])),
          },
    property:
      row.propertyId === null
        ? null
        : {
            id: row.propertyId as number,
            title: row.propertyTitle as string,
            displayPrice: text(row.displayPrice),
            beds: row.beds as number | null,
            baths: row.baths as number | null,
            carbays: row.carbays as number | null,
            saleStatus: row.saleStatus as string,
            mainImage: text(row.propertyImage),
            productId: text(row.productId),
            url: text(row.propertyUrl),
            hasThirdPartyData: row.hasThirdPartyData === 1,
            address: (row.address as string) || (row.propertyTitle as string),
          },
    audience: row.audienceId === null ? null : { id: row.audienceId as number, name: row.audienceName as string },
    bookedBy: row.bookedById === null ? null : { id: row.bookedById as number, name: row.bookedByName as string },
  };
}

/**
 * The creative map of a campaign of one kind: size key → `{the client's creative URL of that kind
 * and size}?campaign={id}`, for each non-empty URL of the client (decision 064).
 */
export function creativeMap(campaign: ViewedCampaign, kind: CreativeKind): Record<string, string> {
  const map: Record<string, string> = {};
  if (!campaign.client || campaign.status === null) return map;
  for (const size of CREATIVE_SIZE_KEYS) {
    const url = campaign.client.creatives[creativeColumn(kind, size)];
    if (!url) continue;
    const target = new URL(url);
    target.searchParams.set('campaign', String(campaign.id));
    map[size] = target.toString();
  }
  return map;
}

/**
 * The columns of `campaign_daily_stats`: the stats' (the vocabulary's STAT_COLUMNS) and the spend.
 * The partner and the seed write them, the reports and the roll-up read them.
 */
export const dailyColumns = [...STAT_COLUMNS, 'budget_spent'] as const;
export type DailyRow = { day: string } & Record<(typeof dailyColumns)[number], number>;

/** The partner's delivered days of a campaign, oldest first. */
export function campaignDays(store: Store, campaignId: number): DailyRow[] {
  return many<DailyRow>(
    store,
    `SELECT day, ${dailyColumns.join(', ')} FROM campaign_daily_stats WHERE campaign_id = ? ORDER BY day`,
    campaignId,
  );
}

export type StatTotals = Record<(typeof dailyColumns)[number], number>;

export function totalsOf(days: readonly DailyRow[]): StatTotals {
  const totals = Object.fromEntries(dailyColumns.map((column) => [column, 0])) as StatTotals;
  for (const day of days) for (const column of dailyColumns) totals[column] += day[column];
  return totals;
}

/** Click-through rate in percent, two decimals. */
export const ctrOf = (impressions: number, clicks: number): number =>
  impressions > 0 ? Math.round((clicks * 10_000) / impressions) / 100 : 0;

/** The percent of the budget spent, one decimal, at most 100. */
export const budgetSpentPercent = (spentCents: number, budgetCents: number): number =>
  budgetCents > 0 ? Math.min(100, Math.round((spentCents * 1000) / budgetCents) / 10) : 0;

/** Stores the partner's preview iframe field of a campaign. */
export function setFacebookPreview(store: Store, id: number, preview: string, now: number): void {
  run(store, 'UPDATE campaigns SET facebook_preview = ?, updated_at = ? WHERE id = ?', preview, now, id);
}

/** Cancels a campaign with the cancel note (type cancel) in one transaction. */
export function cancelCampaign(store: Store, id: number, note: string, userId: number, now: number): void {
  transaction(store, () => {
    run(store, `UPDATE campaigns SET status = 'cancelled', updated_at = ? WHERE id = ?`, now, id);
    run(
      store,
      `INSERT INTO campaign_notes (campaign_id, type, note, created_by, created_at) VALUES (?, 'cancel', ?, ?, ?)`,
      id,
      note,
      userId,
      now,
    );
  });
}
