import { sideBarItems, totalWithGstCents, propertyFlowTotalCents, type Role } from '@portal/schema';
import type { Config } from '../../config.ts';
import { storageUrl } from '../../shared/storage-url.ts';
import type {
  CampaignDto,
  OfficeOrderDto,
  OrderingOfficeDto,
  OrderingPackageDto,
  PropertyDto,
} from '../../upstream/main/ordering.ts';

/**
 * Ordering's models: the upstream DTOs as the GraphQL types need them. Price fields are kept in
 * `priceCents` / `totalCents` and resolved by field resolvers that answer null to agents, so no
 * query can reach a price through a path that forgot the rule.
 */

export const isAgentRole = (role: Role): boolean => role === 'AGENT_USER';

/** Whether the client's property orders need no video even for a video package (`ORDER_VIDEO_OPTIONAL_SUBDOMAINS`). */
export const videoOptionalFor = (config: Pick<Config, 'orderVideoOptionalSubDomains'>, subDomain: string): boolean =>
  config.orderVideoOptionalSubDomains.includes(subDomain.toLowerCase());

export const officeModel = (
  office: OrderingOfficeDto,
  role: Role,
  config: Pick<Config, 'orderVideoOptionalSubDomains'>,
) => ({
  id: office.id,
  slug: office.slug.name,
  displayName: office.displayName,
  logoUrl: storageUrl(office.imageLogo?.location),
  includeGst: office.includeGst,
  organicCampaigns: office.organicCampaigns,
  client: office.client && {
    id: office.client.id,
    title: office.client.title,
    showPropertyUrlField: office.client.clientDisplayConfig?.showPropertyUrlField ?? false,
    showAgentLandingPage: office.client.clientDisplayConfig?.showAgentLandingPage ?? false,
    domains: office.client.clientDomains
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    videoOptional: videoOptionalFor(config, office.client.subDomain),
  },
  sideBar: sideBarItems({
    isAgentUser: isAgentRole(role),
    canViewMediaOrders: office.viewer.canViewMediaOrders,
    canViewPastOrders: office.viewer.canViewPastOrders,
  }),
});

export type OrderPackageModel = {
  id: string;
  title: string;
  type: 'PROPERTY' | 'AGENT_EXTEND';
  description: string;
  sortOrder: number;
  videoRequired: boolean;
  duration: number | null;
  priceCents: number;
  totalCents: number;
};

/**
 * The packages of the property order form: property and agent-extend only, published only, the
 * office's and the client's merged without duplicates (the office's first), by sortOrder then id.
 */
export function propertyOrderPackages(office: OrderingOfficeDto): OrderPackageModel[] {
  const seen = new Set<string>();
  const merged: OrderingPackageDto[] = [];
  for (const pkg of [...(office.packages ?? []), ...(office.client?.packages ?? [])]) {
    if (seen.has(pkg.id)) continue;
    seen.add(pkg.id);
    if (pkg.status !== 'published' || (pkg.type !== 'property' && pkg.type !== 'agent-extend')) continue;
    merged.push(pkg);
  }
  merged.sort((a, b) => a.sortOrder - b.sortOrder || Number(a.id) - Number(b.id));
  return merged.map((pkg) => ({
    id: pkg.id,
    title: pkg.title,
    type: pkg.type === 'property' ? 'PROPERTY' : 'AGENT_EXTEND',
    description: pkg.description,
    sortOrder: pkg.sortOrder,
    videoRequired: pkg.videoRequired,
    duration: pkg.propertyDuration,
    priceCents: pkg.packagePrice,
    totalCents: propertyFlowTotalCents(pkg.packagePrice),
  }));
}

export type OfficeCampaignModel = {
  id: string;
  name: string;
  campaignType: string;
  status: string;
  packageTitle: string;
  startDate: string;
  endDate: string;
  priceCents: number | null;
  priceIncludesGst: boolean;
};

/** An office order as a row of the list: incl.-GST offices show the order's total, others the package price. */
export const officeCampaignModel = (order: OfficeOrderDto): OfficeCampaignModel => ({
  id: order.campaign.id,
  name: order.campaign.displayName,
  campaignType: order.campaignType,
  status: order.status,
  packageTitle: order.package.title,
  startDate: order.campaign.startDate,
  endDate: order.campaign.endDate,
  priceCents:
    order.packagePrice === null
      ? null
      : order.agency.includeGst
        ? (order.total ?? totalWithGstCents(order.packagePrice, true))
        : order.packagePrice,
  priceIncludesGst: order.agency.includeGst,
});

export const publishedCampaignModel = (campaign: CampaignDto) => ({
  id: campaign.id,
  propertyTitle: campaign.property?.title ?? null,
  name: campaign.displayName,
  officeSlug: campaign.agency.slug.name,
  officeDisplayName: campaign.agency.displayName,
  officeLogoUrl: storageUrl(campaign.agency.imageLogo?.location),
  publishStatus: campaign.publishStatus.toUpperCase(),
});

export const orderPropertyModel = (property: PropertyDto) => ({
  id: property.id,
  title: property.title,
  suburb: property.suburb,
  displayPrice: property.displayPrice,
  saleStatus: property.saleStatus,
  beds: property.beds,
  baths: property.baths,
  carbays: property.carbays,
  slug: property.slug,
  mainImageUrl: storageUrl(property.mainImage?.location),
  isOrderable: property.isOrderable,
});

/** The agent and office forms' package model (forms-models.ts), named here for codegen's mappers. */
export type { OrderFormPackageModel } from './forms-models.ts';

/** The payment dialog's amount (payment-amount.ts). */
export type { CampaignPaymentModel } from './payment-amount.ts';
