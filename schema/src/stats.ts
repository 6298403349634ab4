/**
 * The campaign stats vocabulary (ordering spec sections 2.8, 2.9, 2.11 and 3, decision 086): every
 * stat once, with its three spellings and its labels. The contract (GraphQL `CampaignStats`, the
 * public report's answer, the portal) names a stat by its key (`liveChats`); the main API and the
 * legacy dashboard API by `upstream` (`gaiLeLiveChat`, kept in the BFF's DTOs only); the sandbox's
 * `campaign_daily_stats` by `column` (`live_chats`, null for a rate computed from other columns).
 * `conversions` are the partner's conversion keys the public report combines into the stat.
 *
 * `label` is the dashboard's; a surface that words a stat otherwise says so in `labels`, so each
 * text lives here once and every surface keeps its own wording.
 */

/** Where a stat is shown with a label. */
export type StatSurface = 'dashboard' | 'globalReport' | 'publicReport' | 'campaignPdf' | 'dailyCsv';

export interface StatEntry {
  readonly upstream: string;
  readonly column: string | null;
  readonly conversions: readonly string[] | null;
  /** count: a whole number (12,345); percent: two decimals (1.25 %). */
  readonly format: 'count' | 'percent';
  readonly label: string;
  readonly labels?: Partial<Record<StatSurface, string>>;
}

const enquiry = (how: string) => ({
  label: `Via ${how}`,
  labels: { campaignPdf: `Enquiry via ${how}`, dailyCsv: `Enquiry via ${how}` },
});

export const STATS = {
  impressions: {
    upstream: 'adImpressions',
    column: 'impressions',
    conversions: null,
    format: 'count',
    label: 'Impressions',
  },
  clicks: { upstream: 'adClicks', column: 'clicks', conversions: null, format: 'count', label: 'Clicks' },
  ctr: {
    upstream: 'ctr',
    column: null,
    conversions: null,
    format: 'percent',
    label: 'Click-through rate',
    labels: { globalReport: 'Click-through rate (%)', dailyCsv: 'CTR (%)' },
  },
  socialEngagement: {
    upstream: 'socialEngagement',
    column: 'social_engagement',
    conversions: ['socialEngagement'],
    format: 'count',
    label: 'Social engagement',
  },
  soiViews: {
    upstream: 'soiView',
    column: 'soi_views',
    conversions: ['PropertyReport', 'ListingSoi', 'SOI', 'SOI-Download'],
    format: 'count',
    label: 'Statement of information views',
  },
  imageViews: {
    upstream: 'imageView',
    column: 'image_views',
    conversions: ['ImageCarouselClick', 'ViewGallery'],
    format: 'count',
    label: 'Image views',
  },
  videoViews: {
    upstream: 'videoView',
    column: 'video_views',
    conversions: ['ListingVideo', 'videoViews', 'ViewVideo', 'VideoView'],
    format: 'count',
    label: 'Video views',
  },
  floorplanViews: {
    upstream: 'floorplanView',
    column: 'floorplan_views',
    conversions: ['FloorplanbtnClick', 'ListingFloorplan', 'ViewFloorplan'],
    format: 'count',
    label: 'Floorplan views',
  },
  liveChats: {
    upstream: 'gaiLeLiveChat',
    column: 'live_chats',
    conversions: ['InitChat'],
    format: 'count',
    label: 'Live chat with a virtual property assistant',
    labels: { globalReport: 'Live chat', publicReport: 'Live chat', dailyCsv: 'Live chat' },
  },
  /** Exactly AddToCalendar, AddToCalender, ListingOpentimes, ListingMap and GetDirectionClick (spec section 3). */
  inspectionAuctionLocationViews: {
    upstream: 'inspectionAuctionLocationViews',
    column: 'inspection_auction_location_views',
    conversions: ['AddToCalendar', 'AddToCalender', 'ListingOpentimes', 'ListingMap', 'GetDirectionClick'],
    format: 'count',
    label: 'Inspection / auction / location views',
  },
  enquiriesSocial: {
    upstream: 'enquiryViaSocial',
    column: 'enquiries_social',
    conversions: ['SocialFormLeads'],
    format: 'count',
    ...enquiry('social'),
    labels: { ...enquiry('social').labels, publicReport: 'Social form enquiries' },
  },
  enquiriesForm: {
    upstream: 'enquiryViaForm',
    column: 'enquiries_form',
    conversions: ['enquireForm', 'agentPageEnquiry'],
    format: 'count',
    ...enquiry('form'),
    labels: { ...enquiry('form').labels, publicReport: 'Form enquiries' },
  },
  enquiriesPhone: {
    upstream: 'enquiryViaPhone',
    column: 'enquiries_phone',
    conversions: ['ClickToCall', 'Click-To-Call', 'PhoneNumberClick', 'agentPageMobile', 'AgentCall'],
    format: 'count',
    ...enquiry('phone'),
    labels: { ...enquiry('phone').labels, publicReport: 'Phone enquiries' },
  },
  enquiriesEmail: {
    upstream: 'enquiryViaEmail',
    column: 'enquiries_email',
    conversions: ['EmailClick', 'AgentEmail'],
    format: 'count',
    ...enquiry('email'),
    labels: { ...enquiry('email').labels, publicReport: 'Email enquiries' },
  },
} as const satisfies Record<string, StatEntry>;

type Stats = typeof STATS;
/** A stat by its contract name (`liveChats`). */
export type StatKey = keyof Stats;
/** A stat's spelling in the main API (`gaiLeLiveChat`). */
export type UpstreamStatName = Stats[StatKey]['upstream'];
/** The stats the sandbox stores as a column (all but the rates). */
export type StoredStatKey = { [K in StatKey]: Stats[K]['column'] extends string ? K : never }[StatKey];
/** A `campaign_daily_stats` column of a stat (`live_chats`). */
export type StatColumn = Stats[StoredStatKey]['column'];
/** The stats the public report combines from conversion keys. */
export type ConversionStatKey = {
  [K in StatKey]: Stats[K]['conversions'] extends readonly string[] ? K : never;
}[StatKey];

/** Every stat in the order of the sections. */
export const STAT_KEYS = Object.keys(STATS) as StatKey[];
export const STORED_STAT_KEYS = STAT_KEYS.filter((key) => STATS[key].column !== null) as StoredStatKey[];
/** The `campaign_daily_stats` columns of the stats, in the order of STAT_KEYS. */
export const STAT_COLUMNS = STORED_STAT_KEYS.map((key) => STATS[key].column) as StatColumn[];

/** The stat numbers by contract name (GraphQL `CampaignStats`). */
export type CampaignStatsValues = Record<StatKey, number>;
/** The stat numbers by the main API's names (`{ adImpressions, gaiLeLiveChat, … }`). */
export type UpstreamStatsValues = { [K in StatKey as Stats[K]['upstream']]: number };

/** The label of a stat on a surface (the surface's own wording, else the dashboard's). */
export const statLabel = (key: StatKey, surface: StatSurface): string => {
  const entry: StatEntry = STATS[key];
  return entry.labels?.[surface] ?? entry.label;
};

/** Upstream names → contract names: `{ gaiLeLiveChat: 3 }` → `{ liveChats: 3 }`. */
export const statsFromUpstream = (values: UpstreamStatsValues): CampaignStatsValues =>
  Object.fromEntries(
    STAT_KEYS.map((key) => [key, (values as Record<string, number>)[STATS[key].upstream]]),
  ) as CampaignStatsValues;

/** Contract names → upstream names, e.g. the sandbox answering its totals under the main API's names. */
export const statsToUpstream = (values: CampaignStatsValues): UpstreamStatsValues =>
  Object.fromEntries(STAT_KEYS.map((key) => [STATS[key].upstream, values[key]])) as UpstreamStatsValues;

/**
 * The public report's stats out of the partner's conversion keys (spec section 3): each stat with
 * conversion keys sums them (decision 066).
 */
export const conversionGroups = Object.fromEntries(
  STAT_KEYS.flatMap((key) => {
    const keys = STATS[key].conversions;
    return keys === null ? [] : [[key, keys]];
  }),
) as { readonly [K in ConversionStatKey]: Stats[K]['conversions'] };

export type ConversionTotals = Record<ConversionStatKey, number>;

export function combineConversions(conversions: Readonly<Record<string, number>>): ConversionTotals {
  const sum = (keys: readonly string[]) =>
    keys.reduce((total, key) => {
      const value = conversions[key];
      return total + (typeof value === 'number' && Number.isFinite(value) ? value : 0);
    }, 0);
  return Object.fromEntries(
    Object.entries(conversionGroups).map(([name, keys]) => [name, sum(keys)]),
  ) as ConversionTotals;
}

/** A stat section (spec 2.8): its title, the surfaces that title it otherwise, its stats in order. */
export interface StatSection<K extends string = StatKey> {
  readonly key: string;
  readonly title: string;
  readonly titles?: Partial<Record<StatSurface, string>>;
  readonly stats: readonly K[];
}

/**
 * The four stat sections of the dashboard, the global report and the campaign PDF (spec 2.8 and
 * 2.11): Awareness; Interest and Engagement; Interest Indicators; Enquiry.
 */
export const STAT_SECTIONS = [
  { key: 'awareness', title: 'Awareness', stats: ['impressions'] },
  { key: 'interest', title: 'Interest and Engagement', stats: ['clicks', 'ctr', 'socialEngagement'] },
  {
    key: 'indicators',
    title: 'Interest Indicators',
    stats: ['soiViews', 'imageViews', 'videoViews', 'floorplanViews', 'liveChats', 'inspectionAuctionLocationViews'],
  },
  {
    key: 'enquiry',
    title: 'Enquiry',
    titles: { globalReport: 'Enquiries' },
    stats: ['enquiriesSocial', 'enquiriesForm', 'enquiriesPhone', 'enquiriesEmail'],
  },
] as const satisfies readonly StatSection[];

export const sectionTitle = (section: StatSection<string>, surface: StatSurface): string =>
  section.titles?.[surface] ?? section.title;

/**
 * The public report's counters (spec section 3, Stats (public report)): every stat but the rate,
 * and interestAndEngagement (clicks and social engagement together), which only the report has.
 */
export type PublicReportStatKey = Exclude<StatKey, 'ctr'> | 'interestAndEngagement';

export const publicReportStatLabel = (key: PublicReportStatKey): string =>
  key === 'interestAndEngagement' ? 'Interest and engagement' : statLabel(key, 'publicReport');

/**
 * The public report's cards (spec 2.9, the branded layout): an overview, then the sections, its
 * interest card showing the report's interestAndEngagement and social engagement.
 */
export const PUBLIC_REPORT_SECTIONS: readonly StatSection<PublicReportStatKey>[] = [
  { key: 'overview', title: 'Overview', stats: ['impressions', 'clicks'] },
  ...STAT_SECTIONS.map((section) =>
    section.key === 'interest'
      ? { key: section.key, title: section.title, stats: ['interestAndEngagement', 'socialEngagement'] as const }
      : section,
  ),
];

/** The plain layout's boxes (agent campaigns): impressions and the type's boxes. */
export const PUBLIC_REPORT_PLAIN_STATS = ['impressions', 'clicks', 'interestAndEngagement'] as const;

/** The boxes the compact (one-client) property report hides (spec section 5, Public report). */
export const COMPACT_HIDDEN = [
  'floorplanViews',
  'imageViews',
  'inspectionAuctionLocationViews',
  'enquiriesSocial',
  'enquiriesEmail',
  'enquiriesPhone',
  'enquiriesForm',
  'liveChats',
  'soiViews',
] as const satisfies readonly PublicReportStatKey[];
