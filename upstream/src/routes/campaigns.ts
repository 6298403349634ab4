import { pipeline } from 'node:stream/promises';
import { Router, type NextFunction, type Request, type Response } from 'express';
import {
  STAT_KEYS,
  STATS,
  statLabel,
  statsToUpstream,
  type CampaignStatsValues,
  type UpstreamStatsValues,
} from '@portal/schema';
import type { SandboxContext } from '../context.ts';
import { safeEqual } from '../shared/secrets.ts';
import { sendCsv } from '../http/csv.ts';
import { accessDenied, HttpError, notFound } from '../http/errors.ts';
import { currentUser, requireBearer } from '../http/middleware/require-bearer.ts';
import { partnerCampaign, previewMarkup } from '../partner/partner.ts';
import { renderCampaignPdf, reportFileName } from '../reports/campaign-pdf.ts';
import {
  budgetSpentPercent,
  campaignDays,
  creativeKindOf,
  creativeMap,
  ctrOf,
  findViewedCampaign,
  setFacebookPreview,
  totalsOf,
  type DailyRow,
  type StatTotals,
  type ViewedCampaign,
} from '../store/campaign-report.ts';
import { isStaffRole, orderingAccess, propertyThirdPartyData } from '../store/ordering.ts';
import { isoWithOffset } from '../views/user-views.ts';

/**
 * The campaign dashboards' and the public report's calls (ordering spec section 7): the campaign
 * viewed (`GET campaigns/{id}`, agency, client display config, audience and creatives included),
 * its stats (`GET campaigns/{id}/stats`, totals and the delivered days; `GET campaign-stats/{id}`,
 * the public report's counters), the social preview (`PUT campaign-stats/{id}/previews`), the
 * partner's product answer (`GET campaigns/{id}/product`), the public report by token
 * (`GET campaigns/{id}/public/{token}`, no sign-in) and the PDF (`GET campaigns/{id}/pdf-report`,
 * and `…/public/{token}/pdf-report` for the report link). Money on the wire is dollars.
 */

const dayMs = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const dollars = (cents: number) => cents / 100;

/** The public report is valid for 90 days after the campaign's end date (spec sections 4 and 9). */
export const REPORT_VALID_DAYS = 90;
export const reportExpired = (endDate: string, today: string): boolean =>
  Date.parse(`${today}T00:00:00Z`) - Date.parse(`${endDate}T00:00:00Z`) > REPORT_VALID_DAYS * dayMs;

/** Splits a counter over `parts` keys: even shares, the remainder on the first ones. */
const split = (total: number, parts: number): number[] =>
  Array.from({ length: parts }, (_, index) => Math.floor(total / parts) + (index < total % parts ? 1 : 0));

/**
 * The public report's counters: impressions, clicks, interestAndEngagement, videoViews and the
 * conversions map, keyed as the partner reports them (spec section 3).
 */
export function publicStats(days: readonly DailyRow[]) {
  const t = totalsOf(days);
  const [listingSoi = 0, soiDownload = 0] = split(t.soi_views, 2);
  const [viewFloorplan = 0, floorplanButton = 0] = split(t.floorplan_views, 2);
  const [viewGallery = 0, carousel = 0] = split(t.image_views, 2);
  const [calendar = 0, opentimes = 0, map = 0, directions = 0] = split(t.inspection_auction_location_views, 4);
  return {
    impressions: t.impressions,
    clicks: t.clicks,
    interestAndEngagement: t.clicks + t.social_engagement,
    videoViews: t.video_views,
    conversions: {
      ListingSoi: listingSoi,
      'SOI-Download': soiDownload,
      ViewFloorplan: viewFloorplan,
      FloorplanbtnClick: floorplanButton,
      ViewGallery: viewGallery,
      ImageCarouselClick: carousel,
      ViewVideo: t.video_views,
      socialEngagement: t.social_engagement,
      SocialFormLeads: t.enquiries_social,
      enquireForm: t.enquiries_form,
      ClickToCall: t.enquiries_phone,
      EmailClick: t.enquiries_email,
      InitChat: t.live_chats,
      AddToCalendar: calendar,
      ListingOpentimes: opentimes,
      ListingMap: map,
      GetDirectionClick: directions,
    },
  };
}

/** Stat totals (or one day) under the main API's names (`adImpressions`, `gaiLeLiveChat`, …), the rate computed. */
const upstreamStatsOf = (t: StatTotals): UpstreamStatsValues =>
  statsToUpstream(
    Object.fromEntries(
      STAT_KEYS.map((key) => [key, key === 'ctr' ? ctrOf(t.impressions, t.clicks) : t[STATS[key].column]]),
    ) as CampaignStatsValues,
  );

/** One delivered day: its impressions and clicks under their plain names, the other stats as in the totals. */
const dailyView = (day: DailyRow) => {
  const { adImpressions, adClicks, ...stats } = upstreamStatsOf(day);
  return {
    day: day.day,
    impressions: adImpressions,
    clicks: adClicks,
    ...stats,
    budgetSpent: dollars(day.budget_spent),
  };
};

/** The dashboard's stats (spec section 3, "Stats (dashboard)") with the days behind them. */
export function dashboardStats(campaign: Pick<ViewedCampaign, 'budget'>, days: readonly DailyRow[]) {
  const t = totalsOf(days);
  return {
    ...upstreamStatsOf(t),
    budgetSpent: budgetSpentPercent(t.budget_spent, campaign.budget),
    daily: days.map(dailyView),
  };
}

const statusLabels: Record<string, string> = {
  booked: 'Booked',
  upcoming: 'Upcoming',
  'in-progress': 'In Progress',
  finished: 'Finished',
  cancelled: 'Cancelled',
  stopped: 'Stopped',
};

/** The campaign viewed (spec section 3) as `GET campaigns/{id}` answers it; staff also get the partner answers. */
function campaignView(campaign: ViewedCampaign, staff: boolean) {
  const kind = creativeKindOf(campaign.type);
  const empty = {} as Record<string, string>;
  return {
    id: campaign.id,
    type: campaign.type,
    status: campaign.status === null ? null : (statusLabels[campaign.status] ?? campaign.status),
    startDate: campaign.startDate,
    endDate: campaign.endDate,
    duration: campaign.duration,
    package: { id: campaign.packageId, title: campaign.packageTitle, type: campaign.packageType },
    retailPrice: dollars(campaign.retailPrice),
    budget: dollars(campaign.budget),
    postcode: campaign.postcode,
    destinationUrl: campaign.destinationUrl,
    officeCreative: kind === 'office' ? creativeMap(campaign, 'office') : empty,
    agentCreative: kind === 'agent' ? creativeMap(campaign, 'agent') : empty,
    propertyCreative: kind === 'property' ? creativeMap(campaign, 'property') : empty,
    facebookPreview: campaign.facebookPreview,
    audienceId: campaign.audience?.id ?? null,
    audience: campaign.audience,
    displayName: campaign.displayName,
    agentName: campaign.agentName,
    agentPhone: campaign.agentPhone,
    agentEmail: campaign.agentEmail,
    agentImage: campaign.agentImage === null ? null : { location: campaign.agentImage },
    mainImage: campaign.mainImage === null ? null : { location: campaign.mainImage },
    officeName: campaign.office.displayName,
    agency: {
      id: campaign.office.id,
      displayName: campaign.office.displayName,
      slug: { name: campaign.office.slug },
      includeGst: campaign.office.includeGst,
      imageLogo: campaign.office.logo === null ? null : { location: campaign.office.logo },
    },
    property: campaign.property && {
      id: campaign.property.id,
      title: campaign.property.title,
      address: campaign.property.address,
      displayPrice: campaign.property.displayPrice,
      beds: campaign.property.beds,
      baths: campaign.property.baths,
      carbays: campaign.property.carbays,
      saleStatus: campaign.property.saleStatus,
      mainImage: campaign.property.mainImage === null ? null : { location: campaign.property.mainImage },
      url: campaign.property.url,
      hasThirdPartyData: campaign.property.hasThirdPartyData,
      ...(staff ? { productId: campaign.property.productId } : {}),
    },
    client: campaign.client && {
      id: campaign.client.id,
      title: campaign.client.title,
      clientDisplayConfig: {
        landingPageCover: campaign.client.landingPageCover,
        showAgentCampaignListing: campaign.client.showAgentCampaignListing,
      },
    },
    logo: campaign.client?.logo ?? campaign.office.logo,
    bookedBy: campaign.bookedBy,
    bookedAt: campaign.bookedAt === null ? null : isoWithOffset(campaign.bookedAt),
    createdAt: isoWithOffset(campaign.createdAt),
    statusLabel: campaign.statusLabel,
    ...(staff
      ? { signifiProductResponse: campaign.productResponse, signifiOrderResponse: campaign.orderResponse }
      : {}),
  };
}

/** The public report's campaign: what the report page shows, nothing else of the campaign. */
function publicView(campaign: ViewedCampaign, days: readonly DailyRow[], today: string) {
  return {
    id: campaign.id,
    type: campaign.type,
    displayName: campaign.displayName,
    startDate: campaign.startDate,
    endDate: campaign.endDate,
    duration: campaign.duration,
    package: { title: campaign.packageTitle },
    agentName: campaign.agentName,
    agentEmail: campaign.agentEmail,
    agentPhone: campaign.agentPhone,
    agentImage: campaign.agentImage === null ? null : { location: campaign.agentImage },
    officeName: campaign.office.displayName,
    mainImage: campaign.mainImage === null ? null : { location: campaign.mainImage },
    property: campaign.property && { address: campaign.property.address, saleStatus: campaign.property.saleStatus },
    client: campaign.client && {
      title: campaign.client.title,
      subDomain: campaign.client.subDomain,
      clientDisplayConfig: {
        landingPageCover: campaign.client.landingPageCover,
        showAgentCampaignListing: campaign.client.showAgentCampaignListing,
      },
    },
    logo: campaign.client?.logo ?? campaign.office.logo,
    reportDate: today,
    stats: publicStats(days),
    daily: days.map((day) => ({ day: day.day, impressions: day.impressions, clicks: day.clicks })),
  };
}

const dummyToken = 'x'.repeat(64);

const xmlText = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
/** An XML element name from a JSON key: letters, digits, `_`, `-`, `.`, never starting with a digit. */
const xmlName = (key: string) => {
  const name = key.replace(/[^A-Za-z0-9_.-]/g, '_');
  return /^[A-Za-z_]/.test(name) ? name : `_${name}`;
};

/** JSON as XML: objects as nested elements, arrays as repeated `item` elements, values as escaped text. */
export function toXml(key: string, value: unknown): string {
  const name = xmlName(key);
  if (value === null || value === undefined) return `<${name}/>`;
  if (Array.isArray(value)) return `<${name}>${value.map((item) => toXml('item', item)).join('')}</${name}>`;
  if (typeof value === 'object')
    return `<${name}>${Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => toXml(k, v))
      .join('')}</${name}>`;
  return `<${name}>${xmlText(String(value))}</${name}>`;
}

export function campaignRoutes(ctx: SandboxContext): Router {
  const { store, now, storageDir } = ctx;
  const router = Router();
  const bearer = requireBearer(ctx);
  const today = () => isoDay(now());

  /**
   * The campaign of the path, when the caller may see it (404 unknown, 403 out of reach): its
   * dashboard, stats, exports and preview need the office's past-orders flag (the campaign list's
   * rule); the record alone (`reading: 'record'`) is also open to the one who booked it while they
   * may order for the office (the order forms read their own draft back).
   */
  const visibleCampaign = (
    req: Request,
    res: Response,
    reading: 'dashboard' | 'record' = 'dashboard',
  ): ViewedCampaign => {
    const id = /^[1-9]\d{0,9}$/.test(String(req.params.id)) ? Number(req.params.id) : undefined;
    const campaign = id === undefined ? undefined : findViewedCampaign(store, id);
    if (!campaign) throw notFound();
    const user = currentUser(res);
    const access = orderingAccess(store, user, campaign.office.id);
    const ownDraft = reading === 'record' && access?.canViewMediaOrders === true && campaign.bookedBy?.id === user.id;
    if (!access || (!access.canViewPastOrders && !ownDraft)) throw accessDenied();
    return campaign;
  };

  /**
   * The campaign of a report link, or 404 for an unknown id, a wrong token or an expired report —
   * the same answer after the same work (the token is always compared, against a dummy when the
   * campaign does not exist).
   */
  const reportCampaign = (req: Request): ViewedCampaign => {
    const id = /^[1-9]\d{0,9}$/.test(String(req.params.id)) ? Number(req.params.id) : undefined;
    const campaign = id === undefined ? undefined : findViewedCampaign(store, id);
    const matches = safeEqual(String(req.params.token), campaign?.reportToken ?? dummyToken);
    if (!campaign || !matches || campaign.status === null || reportExpired(campaign.endDate, today())) throw notFound();
    return campaign;
  };

  const sendPdf = async (res: Response, campaign: ViewedCampaign) => {
    const doc = renderCampaignPdf({ campaign, days: campaignDays(store, campaign.id), storageDir, today: today() });
    res.status(200);
    res.setHeader('content-type', 'application/pdf');
    res.setHeader('content-disposition', `attachment; filename="${reportFileName(campaign)}"`);
    res.setHeader('access-control-expose-headers', 'content-disposition');
    try {
      await pipeline(doc, res);
    } catch (error) {
      if (!res.destroyed) res.destroy(error instanceof Error ? error : undefined);
    }
  };

  /** Only numeric ids here: `campaigns/by-agency` and the like belong to other routes. */
  const numericId = (req: Request, _res: Response, next: NextFunction) => {
    if (/^\d+$/.test(String(req.params.id))) next();
    else next('route');
  };

  router.get('/campaigns/:id', numericId, bearer, (req, res) => {
    const campaign = visibleCampaign(req, res, 'record');
    res.json({ data: campaignView(campaign, isStaffRole(currentUser(res).role)) });
  });

  router.get('/campaigns/:id/stats', numericId, bearer, (req, res) => {
    const campaign = visibleCampaign(req, res);
    res.json({ data: { data: dashboardStats(campaign, campaignDays(store, campaign.id)) } });
  });

  /** The delivered days as CSV (one row a day), for the dashboard's daily stats download. */
  router.get('/campaigns/:id/stats/export', numericId, bearer, async (req, res) => {
    const campaign = visibleCampaign(req, res);
    const rows = campaignDays(store, campaign.id).map(dailyView);
    await sendCsv(
      res,
      null,
      [
        { key: 'day', header: 'Date' },
        ...STAT_KEYS.map((key) => ({
          key: key === 'impressions' || key === 'clicks' ? key : STATS[key].upstream,
          header: statLabel(key, 'dailyCsv'),
        })),
        // Dollars spent add up to the budget, a share of the price, which agents may not see.
        ...(currentUser(res).role === 'ROLE_AGENT_USER' ? [] : [{ key: 'budgetSpent', header: 'Budget spent ($)' }]),
      ],
      rows,
    );
  });

  router.get('/campaign-stats/:id', numericId, bearer, (req, res) => {
    const campaign = visibleCampaign(req, res);
    res.json({ data: publicStats(campaignDays(store, campaign.id)) });
  });

  /** Asks the partner for the social ad preview and keeps it on the campaign (the iframe field). */
  router.put('/campaign-stats/:id/previews', numericId, bearer, (req, res) => {
    const campaign = visibleCampaign(req, res);
    const partner = partnerCampaign(store, campaign.id);
    if (!partner || campaign.orderResponse === null) {
      throw new HttpError(422, { message: 'The campaign has no partner order to preview' });
    }
    const markup = previewMarkup(partner, '/storage');
    setFacebookPreview(store, campaign.id, markup, now());
    res.json({ data: { data: markup } });
  });

  router.get('/campaigns/:id/product', numericId, bearer, (req, res) => {
    const campaign = visibleCampaign(req, res);
    if (!isStaffRole(currentUser(res).role)) throw accessDenied();
    res.json({ data: campaign.productResponse });
  });

  /** Admins: the listing's third-party data as XML (the dashboard's Download XML); 404 without any. */
  router.get('/campaigns/:id/third-party.xml', numericId, bearer, (req, res) => {
    const campaign = visibleCampaign(req, res);
    if (!isStaffRole(currentUser(res).role)) throw accessDenied();
    const data = campaign.property ? propertyThirdPartyData(store, campaign.property.id) : null;
    if (data === null) throw notFound();
    res.setHeader('content-type', 'application/xml; charset=utf-8');
    res.send(`<?xml version="1.0" encoding="UTF-8"?>\n${toXml('thirdPartyData', data)}\n`);
  });

  router.get('/campaigns/:id/pdf-report', numericId, bearer, async (req, res) => {
    await sendPdf(res, visibleCampaign(req, res));
  });

  router.get('/campaigns/:id/public/:token', numericId, (req, res) => {
    const campaign = reportCampaign(req);
    res.json({ data: publicView(campaign, campaignDays(store, campaign.id), today()) });
  });

  router.get('/campaigns/:id/public/:token/pdf-report', numericId, async (req, res) => {
    await sendPdf(res, reportCampaign(req));
  });

  return router;
}

/**
 * Sandbox control (under /sandbox, for tests and demos): a campaign's public report link,
 * `GET /sandbox/campaigns/{id}/report-link` → `{ path }` (the portal's path of the report page).
 */
export function campaignControlRoutes({ store }: SandboxContext): Router {
  const router = Router();
  router.get('/campaigns/:id/report-link', (req, res) => {
    const id = /^[1-9]\d{0,9}$/.test(String(req.params.id)) ? Number(req.params.id) : undefined;
    const campaign = id === undefined ? undefined : findViewedCampaign(store, id);
    if (!campaign) throw notFound();
    res.json({ path: `/${campaign.id}/campaign-report/${campaign.reportToken}`, endDate: campaign.endDate });
  });
  return router;
}
