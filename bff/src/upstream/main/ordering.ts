import { z } from 'zod';
import { path, segment, toAppError } from '../http.ts';
import { cursorPageDto, pageParams } from '../cursor-page.ts';
import type { CursorPage } from '../../shared/lists.ts';
import type { MainApi } from './client.ts';
import { cardDto, type CardDto } from './payments.ts';

/**
 * Ordering's calls of the main API (docs/upstream-api.md, "ordering"): the office as the order forms
 * read it, properties, the office's orders, published campaigns, campaign create / video / pay and
 * the lead agent's user update. Money arrives in dollars and leaves this file in integer cents.
 */

const id = z.union([z.number(), z.string()]).transform(String);
const nullableText = z
  .string()
  .nullable()
  .optional()
  .transform((v) => v ?? null);
const cents = z.number().transform((dollars) => Math.round(dollars * 100));
const image = z
  .object({ id: id.optional(), location: z.string() })
  .nullable()
  .optional()
  .transform((v) => v ?? null);
const paymentOption = z
  .enum(['credit-card', 'trading-terms'])
  .nullable()
  .optional()
  .transform((v) => v ?? null);

export const orderingPackageDto = z.object({
  id,
  title: z.string(),
  type: z.enum(['office', 'agent', 'agent-extend', 'property']),
  description: z.string().default(''),
  status: z.string(),
  sortOrder: z.number().int(),
  packagePrice: cents,
  retailPrice: cents,
  videoRequired: z.boolean(),
  propertyDuration: z.number().int().nullable(),
  agentDuration: z.number().int().nullable(),
  officeDuration: z.number().int().nullable(),
});
export type OrderingPackageDto = z.infer<typeof orderingPackageDto>;

const orderingUserDto = z.object({
  id,
  firstName: z.string(),
  lastName: z.string().default(''),
  email: z.string(),
  mobile: nullableText,
  postcode: nullableText,
  imageOriginal: image,
});
export type OrderingUserDto = z.infer<typeof orderingUserDto>;

export const orderingOfficeDto = z.object({
  id,
  displayName: z.string(),
  slug: z.object({ name: z.string() }),
  status: z.string(),
  imageLogo: image,
  includeGst: z.boolean(),
  organicCampaigns: z.boolean(),
  propertyCampaignPaymentOption: paymentOption,
  agentCampaignPaymentOption: paymentOption,
  officeCampaignPaymentOption: paymentOption,
  viewer: z.object({ canViewMediaOrders: z.boolean(), canViewPastOrders: z.boolean() }),
  packages: z.array(orderingPackageDto).optional(),
  audiences: z.array(z.object({ id, name: z.string(), scope: z.string() })).optional(),
  client: z
    .object({
      id,
      title: z.string(),
      subDomain: z.string(),
      clientDomains: z.string().default(''),
      propertyCampaignPaymentOption: paymentOption,
      agentCampaignPaymentOption: paymentOption,
      officeCampaignPaymentOption: paymentOption,
      tradingTerms: nullableText,
      clientDisplayConfig: z
        .object({
          showPropertyUrlField: z.boolean(),
          showAgentLandingPage: z.boolean(),
          showAgentCampaignAdTitle: z.boolean(),
          showAgentCampaignLabel: z.boolean(),
        })
        .optional(),
      packages: z.array(orderingPackageDto).optional(),
      clientAdmins: z.array(orderingUserDto).optional(),
      /** The twelve creative URL fields (`propertyCreative160600` …), with `client.clientIntegration`. */
      clientIntegration: z.record(z.string(), z.string().nullable()).optional(),
    })
    .nullable(),
});
export type OrderingOfficeDto = z.infer<typeof orderingOfficeDto>;

export type OrderingInclude =
  | 'client.clientDisplayConfig'
  | 'client.packages'
  | 'client.clientAdmins'
  | 'client.clientIntegration'
  | 'packages'
  | 'paymentOptions'
  | 'organicCampaigns'
  | 'audiences';

const ORDERING_INCLUDES: ReadonlySet<string> = new Set<OrderingInclude>([
  'client.clientDisplayConfig',
  'client.packages',
  'client.clientAdmins',
  'client.clientIntegration',
  'packages',
  'paymentOptions',
  'organicCampaigns',
  'audiences',
]);

/** The include query of an ordering office read: organicCampaigns and the given parts, each a known part name. */
const includeQuery = (include: readonly OrderingInclude[]) => {
  if (!include.every((part) => ORDERING_INCLUDES.has(part))) throw new Error('unknown ordering include');
  return `include=${['organicCampaigns', ...include].join(',')}`;
};

/** The office with that id as the order forms read it (GET agencies/{id} with ordering includes). */
export const getOrderingOfficeById = (api: MainApi, officeId: string, include: readonly OrderingInclude[]) =>
  api.call({
    method: 'GET',
    url: `${path`agencies/${officeId}`}?${includeQuery(include)}`,
    schema: orderingOfficeDto,
  });

/** The office with that slug as the order forms read it (GET agencies/slug/{slug}). */
export const getOrderingOffice = (api: MainApi, slug: string, include: readonly OrderingInclude[]) =>
  api.call({
    method: 'GET',
    url: `${path`agencies/slug/${segment(slug)}`}?${includeQuery(include)}`,
    schema: orderingOfficeDto,
  });

export const propertyDto = z.object({
  id,
  title: z.string(),
  displayPrice: nullableText,
  beds: z.number().int().nullable(),
  baths: z.number().int().nullable(),
  carbays: z.number().int().nullable(),
  saleStatus: z.string(),
  suburb: nullableText,
  postcode: nullableText,
  isOrderable: z.boolean(),
  listedAt: z.string(),
  slug: z
    .object({ name: z.string() })
    .optional()
    .transform((v) => v?.name ?? null),
  mainImage: image,
  hasThirdPartyData: z.boolean(),
});
export type PropertyDto = z.infer<typeof propertyDto>;

export const propertyListDto = z.object({ data: z.array(propertyDto) }).transform((v) => v.data);

/** The office's properties (GET properties/{agencyId}/agency, include mainImage and slug, up to `limit`). */
export const listOfficeProperties = (api: MainApi, officeId: string, query: string | null, limit: number) => {
  const params = new URLSearchParams({ include: 'mainImage,slug', limit: String(limit) });
  if (query) params.set('query', query);
  return api.call({
    method: 'GET',
    url: `${path`properties/${officeId}/agency`}?${params}`,
    schema: propertyListDto,
  });
};

export const propertyDetailDto = propertyDto.extend({
  officeId: z.unknown().optional(),
  description: z.string().default(''),
  url: nullableText,
  thirdPartyData: z.unknown().optional(),
  images: z.array(z.object({ id, location: z.string() })).default([]),
  propertyUsers: z.array(z.object({ user: orderingUserDto })).default([]),
});
export type PropertyDetailDto = z.infer<typeof propertyDetailDto>;

/** A property with its images and agents (GET properties/{id}?include=images,propertyUsers). */
export const getProperty = (api: MainApi, propertyId: string) =>
  api.call({
    method: 'GET',
    url: `${path`properties/${propertyId}`}?include=images,propertyUsers`,
    schema: propertyDetailDto,
  });

const moneyOrNull = z
  .number()
  .nullable()
  .transform((v) => (v === null ? null : Math.round(v * 100)));

export const officeOrderDto = z.object({
  id: id.nullable(),
  agency: z.object({ id, displayName: z.string(), includeGst: z.boolean() }),
  campaign: z.object({
    id,
    displayName: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    createdAt: z.string(),
    property: z.object({ suburb: nullableText, title: nullableText }).nullable(),
  }),
  campaignType: z.string(),
  package: z.object({ id, title: z.string() }),
  packagePrice: moneyOrNull,
  total: moneyOrNull,
  paymentStatus: nullableText,
  status: z.string(),
  createdAt: z.string(),
});
export type OfficeOrderDto = z.infer<typeof officeOrderDto>;

/** The answer of GET orders/by-agency. */
export const officeOrderPageDto = cursorPageDto('data', officeOrderDto);

/** An office's orders, newest first (GET orders/by-agency, 10 a page by default, filters[search]). */
export const listOfficeOrders = (
  api: MainApi,
  officeId: string,
  page: { limit: number; cursor: string | null; search: string | null },
): Promise<CursorPage<OfficeOrderDto>> => {
  const params = pageParams(page.limit, page.cursor);
  params.set('agency', officeId);
  if (page.search) params.set('filters[search]', page.search);
  return api.call({ method: 'GET', url: `orders/by-agency?${params}`, schema: officeOrderPageDto });
};

export const campaignDto = z.object({
  id,
  type: z.string(),
  publishStatus: z.enum(['draft', 'published', 'archived']),
  status: nullableText,
  statusLabel: z.string(),
  displayName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  retailPrice: cents,
  property: z.object({ id, title: nullableText, suburb: nullableText }).nullable(),
  agency: z.object({
    id,
    displayName: z.string(),
    slug: z.object({ name: z.string() }),
    imageLogo: z.object({ location: z.string() }).nullable(),
    includeGst: z.boolean(),
  }),
  paid: z.boolean(),
});
export type CampaignDto = z.infer<typeof campaignDto>;

/** The answer of GET campaigns. */
export const campaignPageDto = cursorPageDto('data', campaignDto);

/** Campaigns by publish status (GET campaigns?status=…, filters[search] on the property title). */
export const listCampaigns = (
  api: MainApi,
  page: { status: 'published' | null; limit: number; cursor: string | null; search: string | null },
): Promise<CursorPage<CampaignDto>> => {
  const params = pageParams(page.limit, page.cursor);
  if (page.status) params.set('status', page.status);
  if (page.search) params.set('filters[search]', page.search);
  return api.call({ method: 'GET', url: `campaigns?${params}`, schema: campaignPageDto });
};

/** The answer of GET payments/{id}/get-available-cards. */
export const availableCardsDto = z.object({ data: z.object({ data: z.array(cardDto) }) }).transform((v) => v.data.data);

/** The cards an office can pay with: its own, then its client's (GET payments/{id}/get-available-cards). */
export const listAvailableCards = (api: MainApi, officeId: string): Promise<CardDto[]> =>
  api.call({
    method: 'GET',
    url: path`payments/${officeId}/get-available-cards`,
    schema: availableCardsDto,
  });

/** The upstream field names of the create call, renamed to the GraphQL input's. */
const createFieldNames: Record<string, string> = {
  package: 'packageId',
  property: 'propertyId',
  audience: 'audienceId',
  agency: 'officeId',
  mainImage: 'mainImageId',
  mainImageTempLocation: 'mainImageId',
};

export type PropertyCampaignPayload = {
  type: 'property' | 'agent-extend';
  agency: number;
  package: number;
  property: number;
  audience: number | null;
  startDate: string;
  shortDesc: string;
  propertyUrl: string | null;
  videoUrl: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  postcode: string | null;
  destinationUrl: string | null;
  agentUrlSource: 'property' | 'agent' | null;
  mainImage: number | null;
  /** The temporary upload of the same image (ordering spec 3), when one was made. */
  mainImageTempLocation: string | null;
  additionalRecipients: string;
  paymentOption: string;
  organicPost: boolean;
  note: string | null;
};

/** Creates a campaign (POST campaigns); answers its id. */
export const createCampaign = (api: MainApi, payload: PropertyCampaignPayload) =>
  api.call({
    method: 'POST',
    url: 'campaigns',
    data: payload,
    schema: z.object({ data: z.object({ id, mainImage: nullableText }) }).transform((v) => v.data),
    fieldNames: createFieldNames,
  });

/** Attaches a video by its URL (POST campaigns/{id}/url-media). */
export const attachCampaignVideo = (api: MainApi, campaignId: string, url: string) =>
  api.call({
    method: 'POST',
    url: path`campaigns/${campaignId}/url-media`,
    data: { url },
    schema: z.object({ data: z.object({ videoUrl: z.string() }) }),
  });

/**
 * The user update sent with an order (ordering spec 7): the lead agent's phone, destination URL,
 * postcode and image (a file id) as the order has them, and the user's role as its value (never a
 * change of role). A field left out stays as it is.
 */
export interface OrderingUserUpdate {
  mobile?: string;
  destinationUrl?: string;
  postcode?: string;
  imageOriginal?: number;
  role: string;
}

/** Updates the lead agent as the order form changed them (POST users/{id}/ordering). */
export const updateOrderingUser = (api: MainApi, userId: string, update: OrderingUserUpdate) =>
  api.call({
    method: 'POST',
    url: path`users/${userId}/ordering`,
    data: update,
    schema: z.object({ data: orderingUserDto }).transform((v) => v.data),
    fieldNames: { mobile: 'phone', imageOriginal: 'mainImageId' },
  });

/** A card entered to pay: the sandbox provider's tokenisation with `usage: payment` (decline cards decline at the charge). */
export const createPaymentToken = async (
  api: MainApi,
  card: { number: string; expMonth: number; expYear: number; cvc: string },
): Promise<{ ok: true; token: string } | { ok: false; message: string }> => {
  const res = await api.raw({
    method: 'POST',
    url: 'payments/tokens',
    data: { number: card.number, exp_month: card.expMonth, exp_year: card.expYear, cvc: card.cvc, usage: 'payment' },
  });
  if (res.status === 201) {
    const parsed = z.object({ id: z.string().min(1).max(255) }).safeParse(res.data);
    if (parsed.success) return { ok: true, token: parsed.data.id };
  }
  if (res.status === 402) {
    const body = z.object({ message: z.string() }).safeParse(res.data);
    return { ok: false, message: body.success ? body.data.message.slice(0, 300) : 'Your card was declined.' };
  }
  throw toAppError(res);
};

/** What the pay call answered, before the BFF maps it to an outcome. */
export type PayAnswer =
  | { kind: 'paid'; placed: boolean; partnerOrderOk: boolean }
  | { kind: 'already-paid' }
  | { kind: 'declined'; code: string; message: string }
  | { kind: 'partner-product-failed' };

const payErrorDto = z.object({
  code: z.string().optional(),
  message: z.string().optional(),
  error: z.object({ code: z.string().optional(), decline_code: z.string().optional() }).optional(),
});

/**
 * Pays a campaign (POST campaigns/{id}/order with `{card: token | saved card id | null}`). A 409 is a
 * campaign already paid, a 402 a decline with its code, a 422 `partner_product_failed` the partner's
 * refusal of the package; anything else is the API's usual error.
 */
export const payCampaign = async (
  api: MainApi,
  campaignId: string,
  card: string | number | null,
): Promise<PayAnswer> => {
  const url = path`campaigns/${campaignId}/order`;
  const res = await api.raw({ method: 'POST', url, data: { card } });
  if (res.status === 201) {
    const parsed = z
      .object({
        data: z.object({
          outcome: z.enum(['paid', 'placed']),
          partner: z.object({ order: z.object({ ok: z.boolean() }).nullable() }),
        }),
      })
      .safeParse(res.data);
    if (!parsed.success) throw toAppError({ ...res, status: 502 });
    return {
      kind: 'paid',
      placed: parsed.data.data.outcome === 'placed',
      partnerOrderOk: parsed.data.data.partner.order?.ok ?? false,
    };
  }
  const body = payErrorDto.safeParse(res.data);
  const data = body.success ? body.data : {};
  if (res.status === 409 && data.code === 'already_paid') return { kind: 'already-paid' };
  if (res.status === 402)
    return {
      kind: 'declined',
      code: data.error?.decline_code ?? data.error?.code ?? 'card_declined',
      message: data.message ?? '',
    };
  if (res.status === 422 && data.code === 'partner_product_failed') return { kind: 'partner-product-failed' };
  throw toAppError(res, { card: 'card' });
};
