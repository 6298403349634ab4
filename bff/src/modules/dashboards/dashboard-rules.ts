import {
  AUDIENCE_FEATURE,
  CREATIVE_SIZE_KEYS,
  creativeDimensions,
  isStaff,
  officeSlug,
  statsFromUpstream,
  type Role,
} from '@portal/schema';
import { z } from 'zod';
import { BadUserInputError, NotFoundError } from '../../shared/errors.ts';
import { idSchema } from '../../shared/lists.ts';
import type { SessionData } from '../../session/session-types.ts';
import type { CampaignStatsDto, ViewedCampaignDto } from '../../upstream/main/dashboards.ts';

/**
 * The dashboards' rules (ordering spec sections 1, 2.8, 4, 6): which dashboard a campaign opens,
 * who sees prices, the admin-only facts, the used audience, the preview and the cancel.
 */

const CANCELLABLE = new Set(['Booked', 'In Progress']);
export const NOTE_MAX = 1000;

export type DashboardKind = 'PROPERTY' | 'AGENT' | 'OFFICE';

/** Property and property extend open the property dashboard, office the office one, any other the agent one. */
export const dashboardKindOf = (campaignType: string): DashboardKind =>
  campaignType === 'property' || campaignType === 'property-extend'
    ? 'PROPERTY'
    : campaignType === 'office'
      ? 'OFFICE'
      : 'AGENT';

/** viewPrices: never agents. */
export const mayViewPrices = (role: Role): boolean => role !== 'AGENT_USER';

/** Product ID, product URL, partner logs link, Download XML, cancel: admins and super admins (spec section 6). */
export const mayViewProductFacts = (role: Role): boolean => isStaff(role);

/** The used-audience view: the client's audience feature and a client or office admin. */
export const mayViewAudience = (session: SessionData, role: Role): boolean =>
  session.features.includes(AUDIENCE_FEATURE) && (role === 'CLIENT_ADMIN' || role === 'AGENT_ADMIN');

/** A preview value that is no preview: none, blank or N/A (then the dashboard fetches one). */
export const previewOf = (value: string | null): string | null =>
  value === null || value.trim() === '' || value.trim() === 'N/A' ? null : value;

export const dashboardArgs = z.object({ slug: officeSlug, campaignId: idSchema });
export const previewArgs = z.object({ campaignId: idSchema });
export const cancelInput = z.object({
  campaignId: idSchema,
  note: z.string().trim().max(NOTE_MAX),
});

/** The cancel note is required (spec section 5, Admin campaign tool). */
export function validCancel(input: unknown, requiredText: string): z.infer<typeof cancelInput> {
  const parsed = cancelInput.safeParse(input);
  if (!parsed.success) throw new BadUserInputError([{ name: 'note', messages: [requiredText] }]);
  if (parsed.data.note === '') throw new BadUserInputError([{ name: 'note', messages: [requiredText] }]);
  return parsed.data;
}

/**
 * The dashboard as the viewer may see it: prices null without viewPrices; product ID (the partner's
 * publisher id from GET campaigns/{id}/product, read only for admins: `productId`), product URL,
 * partner logs, XML and cancel for admins only; the audience name per `mayViewAudience`. The listing's
 * display price is the listing's public asking price, shown to everyone who sees the dashboard.
 * NOT_FOUND when the campaign belongs to another office than the route's.
 */
export function dashboardModel(
  slug: string,
  campaign: ViewedCampaignDto,
  stats: CampaignStatsDto,
  session: SessionData,
  role: Role,
  imageUrl: (location: string | null) => string | null,
  productId: string | null,
) {
  if (campaign.agency.slug.name !== slug) throw new NotFoundError();
  const admin = mayViewProductFacts(role);
  const creativeMap =
    campaign.type === 'office'
      ? campaign.officeCreative
      : campaign.type === 'agent'
        ? campaign.agentCreative
        : campaign.propertyCreative;
  const property = campaign.property;
  return {
    id: campaign.id,
    campaignType: campaign.type,
    dashboard: dashboardKindOf(campaign.type),
    name: campaign.displayName,
    status: campaign.status,
    startDate: campaign.startDate,
    endDate: campaign.endDate,
    duration: campaign.duration,
    packageTitle: campaign.package.title,
    officeSlug: campaign.agency.slug.name,
    officeName: campaign.agency.displayName,
    price: mayViewPrices(role) ? campaign.retailPrice : null,
    priceIncludesGst: campaign.agency.includeGst,
    budgetSpent: stats.budgetSpent,
    imageUrl: imageUrl(property?.mainImage ?? campaign.mainImage),
    destinationUrl: campaign.destinationUrl,
    agentName: campaign.agentName,
    agentEmail: campaign.agentEmail,
    agentPhone: campaign.agentPhone,
    property: property && {
      address: property.address,
      displayPrice: property.displayPrice,
      beds: property.beds,
      baths: property.baths,
      carbays: property.carbays,
      saleStatus: property.saleStatus,
    },
    audienceName: mayViewAudience(session, role) ? (campaign.audience?.name ?? null) : null,
    productId: admin ? productId : null,
    productUrl: admin ? (property?.url ?? null) : null,
    partnerLogs: admin,
    thirdPartyXml: admin && (property?.hasThirdPartyData ?? false),
    cancellable: admin && campaign.status !== null && CANCELLABLE.has(campaign.status),
    creatives: CREATIVE_SIZE_KEYS.flatMap((size) => {
      const url = creativeMap[size];
      return url && /^https?:\/\//i.test(url) ? [{ size, ...creativeDimensions(size), url }] : [];
    }),
    preview: previewOf(campaign.facebookPreview),
    previewShown: campaign.status !== 'Finished',
    stats: statsFromUpstream(stats),
    daily: stats.daily,
  };
}
