import { CREATIVE_KINDS, CREATIVE_SIZE_KEYS, creativeUpstreamField } from '@portal/schema';
import { z } from 'zod';
import { cursorPageDto, pageParams } from '../cursor-page.ts';
import { parse, path, segment, toAppError } from '../http.ts';
import type { MainApi } from './client.ts';
import { brandingDto, type BrandingDto } from './dto.ts';

const id = z.union([z.number(), z.string()]).transform(String);

/** credit-card or trading-terms; null when not set (an office then uses its client's). */
export const paymentOptionDto = z
  .enum(['credit-card', 'trading-terms'])
  .nullable()
  .optional()
  .transform((v) => v ?? null);
export type PaymentOptionDto = z.infer<typeof paymentOptionDto>;

/** published or archived (`archive` is the spelling the upstream saves with). */
export const publishStatusDto = z
  .enum(['published', 'archived', 'archive'])
  .transform((v) => (v === 'published' ? 'published' : 'archived'));

/**
 * The fields of a client the BFF uses: the summary an office embeds with `include=client`, also
 * the start of `GET clients/{id}` (docs/upstream-api.md), so either can prime the other.
 */
export const clientDto = z.object({
  id,
  title: z.string(),
  subDomain: z
    .string()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  status: publishStatusDto,
  propertyCampaignPaymentOption: paymentOptionDto,
  agentCampaignPaymentOption: paymentOptionDto,
  officeCampaignPaymentOption: paymentOptionDto,
});
export type ClientDto = z.infer<typeof clientDto>;

/** GET clients/{id}: the plain client (its summary and details, no parts). */
export const getClient = (api: MainApi, clientId: string): Promise<ClientAdminDto> =>
  api.call({ method: 'GET', url: path`clients/${clientId}`, schema: clientAdminDto });

/** The white-label logos of a client sub-domain (anonymous: the sign-in page needs them). */
export const getBranding = (api: MainApi, subDomain: string): Promise<BrandingDto> =>
  api.call({ method: 'GET', url: path`clients/logo/${segment(subDomain)}`, schema: brandingDto, anonymous: true });

/* ---------------------------------------------------------------- clients administration */

const text = z
  .string()
  .nullable()
  .optional()
  .transform((v) => v ?? null);

/** An office as `clients/{id}?include=agencies` embeds it (and as POST agencies/{id} answers it). */
export const clientOfficeDto = z.object({
  id,
  title: z.string(),
  displayName: text,
  status: publishStatusDto,
  propertyCampaignPaymentOption: paymentOptionDto,
  agentCampaignPaymentOption: paymentOptionDto,
  officeCampaignPaymentOption: paymentOptionDto,
  client: z.object({ id }).nullable().optional(),
});
export type ClientOfficeDto = z.infer<typeof clientOfficeDto>;

export const addressDto = z.object({
  buildingName: text,
  thoroughfareNumber: text,
  thoroughfareName: text,
  localityName: text,
  postalCodeNumber: text,
  administrativeAreaName: text,
});
export type AddressDto = z.infer<typeof addressDto>;

/** `propertyCreative160600` … `agentCreative970250`. */
export const CREATIVE_FIELDS = CREATIVE_KINDS.flatMap((kind) =>
  CREATIVE_SIZE_KEYS.map((size) => creativeUpstreamField(kind, size)),
);

export const clientIntegrationDto = z
  .object({
    campaignStatSource: z
      .enum(['GA', 'Loopa'])
      .nullable()
      .optional()
      .transform((v) => v ?? 'GA'),
  })
  .catchall(z.unknown())
  .transform((v) => ({
    campaignStatSource: v.campaignStatSource,
    creatives: Object.fromEntries(
      CREATIVE_FIELDS.map((f) => [f, typeof v[f] === 'string' && v[f] !== '' ? (v[f] as string) : null]),
    ) as Record<string, string | null>,
  }));
export type ClientIntegrationDto = z.infer<typeof clientIntegrationDto>;

export const clientOrdersReportDto = z.object({
  recipients: text.transform((v) => v ?? ''),
  recurrencePattern: z
    .object({ weekday: text })
    .nullable()
    .optional()
    .transform((v) => v?.weekday ?? null),
});
export type ClientOrdersReportDto = z.infer<typeof clientOrdersReportDto>;

/**
 * `clients/{id}` (plain, or ClientAdmin with the parts named in `include`) and the items of
 * `GET clients`. A part not included is undefined; an included address may be null.
 */
export const clientAdminDto = clientDto.extend({
  product: text,
  companyName: text,
  abnNumber: text,
  accountEmail: text,
  vendorNumber: text,
  workflowNumber: text,
  emailFromName: text,
  clientDomains: text,
  tradingTerms: text,
  logo: text,
  agencies: z
    .object({ data: z.array(clientOfficeDto) })
    .optional()
    .transform((v) => v?.data),
  billingAddress: addressDto.nullable().optional(),
  clientIntegration: clientIntegrationDto.optional(),
  ordersReport: clientOrdersReportDto.optional(),
});
export type ClientAdminDto = z.infer<typeof clientAdminDto>;

export const CLIENT_INCLUDES = ['agencies', 'billingAddress', 'clientIntegration', 'ordersReport'] as const;
export type ClientInclude = (typeof CLIENT_INCLUDES)[number];

const includeParam = (include: readonly ClientInclude[]): string =>
  include.length ? `?include=${[...include].sort().join(',')}` : '';

export const getClientAdmin = (
  api: MainApi,
  clientId: string,
  include: readonly ClientInclude[],
): Promise<ClientAdminDto> =>
  api.call({ method: 'GET', url: path`clients/${clientId}` + includeParam(include), schema: clientAdminDto });

export const clientPageDto = cursorPageDto('clients', clientAdminDto);
export type ClientPageDto = z.infer<typeof clientPageDto>;

export interface ClientListQuery {
  status: 'published' | 'archived';
  search: string | null;
  limit: number;
  cursor: string | null;
}

export const listClients = (api: MainApi, q: ClientListQuery): Promise<ClientPageDto> => {
  const query = pageParams(q.limit, q.cursor);
  query.set('status', q.status);
  if (q.search) query.set('filters[search]', q.search);
  return api.call({ method: 'GET', url: `clients?${query}`, schema: clientPageDto });
};

const image = z
  .object({
    id,
    location: z
      .string()
      .nullable()
      .optional()
      .transform((v) => v ?? null),
  })
  .nullable()
  .optional()
  .transform((v) => v ?? null);
const flag = z.boolean();

export const DISPLAY_IMAGES = [
  'imageLogo',
  'imageLogoInverse',
  'imageAdLogo',
  'imageFavicon',
  'imageEmailLogoTop',
  'imageEmailLogoBottom',
  'imageLandingPageCover',
] as const;

export const displayConfigDto = z.object({
  showCampaignReportButton: flag,
  showCampaignExportPdf: flag,
  showAgentCampaignAdTitle: flag,
  showAgentCampaignLabel: flag,
  showPropertyUrlField: flag,
  showAgentLandingPage: flag,
  imageLogo: image,
  imageLogoInverse: image,
  imageAdLogo: image,
  imageFavicon: image,
  imageEmailLogoTop: image,
  imageEmailLogoBottom: image,
  imageLandingPageCover: image,
});
export type DisplayConfigDto = z.infer<typeof displayConfigDto>;

/** GET clients/{id}/display-config with every image's location. */
export const getDisplayConfig = (api: MainApi, clientId: string): Promise<DisplayConfigDto> =>
  api.call({
    method: 'GET',
    url: path`clients/${clientId}/display-config` + `?include=${DISPLAY_IMAGES.join(',')}`,
    schema: displayConfigDto,
  });

/** The ClientForm (docs/upstream-api.md): every field optional; left out = kept upstream. */
export type ClientBody = Record<string, unknown>;

/** Upstream field names → the names of the createClient/updateClient inputs. */
export const CLIENT_FIELD_NAMES: Record<string, string> = {
  title: 'details.title',
  subDomain: 'details.subDomain',
  product: 'details.product',
  companyName: 'details.companyName',
  abnNumber: 'details.abnNumber',
  accountEmail: 'details.accountEmail',
  vendorNumber: 'details.vendorNumber',
  workflowNumber: 'details.workflowNumber',
  emailFromName: 'details.emailFromName',
  clientDomains: 'details.authorizedDomains',
  tradingTerms: 'paymentDetails.tradingTerms',
  propertyCampaignPaymentOption: 'paymentDetails.defaultMethods.property',
  agentCampaignPaymentOption: 'paymentDetails.defaultMethods.agent',
  officeCampaignPaymentOption: 'paymentDetails.defaultMethods.office',
  'ordersReport.recipients': 'details.accountsEmailRecipients',
  'ordersReport.recurrencePattern.weekday': 'details.accountsEmailWeekday',
  'clientIntegration.campaignStatSource': 'details.conversionSource',
  ...Object.fromEntries(
    [
      'buildingName',
      'thoroughfareNumber',
      'thoroughfareName',
      'localityName',
      'postalCodeNumber',
      'administrativeAreaName',
    ].map((f) => [`billingAddress.${f}`, `details.billingAddress.${f}`]),
  ),
  ...Object.fromEntries(
    [
      'showCampaignReportButton',
      'showCampaignExportPdf',
      'showAgentCampaignAdTitle',
      'showAgentCampaignLabel',
      'showPropertyUrlField',
      'showAgentLandingPage',
    ].map((f) => [`clientDisplayConfig.${f}`, `display.${f}`]),
  ),
  ...Object.fromEntries(
    DISPLAY_IMAGES.map((f) => [`clientDisplayConfig.${f}`, `images.${f.charAt(5).toLowerCase()}${f.slice(6)}FileId`]),
  ),
  ...Object.fromEntries(
    CREATIVE_FIELDS.map((f) => {
      const [kind, size] = f.split('Creative') as [string, string];
      return [`clientIntegration.${f}`, `integration.${kind}.size${size.slice(0, 3)}x${size.slice(3)}`];
    }),
  ),
};

export const createClient = (api: MainApi, body: ClientBody): Promise<ClientAdminDto> =>
  api.call({ method: 'POST', url: 'clients', data: body, schema: clientAdminDto, fieldNames: CLIENT_FIELD_NAMES });

export const updateClient = (api: MainApi, clientId: string, body: ClientBody): Promise<ClientAdminDto> =>
  api.call({
    method: 'POST',
    url: path`clients/${clientId}`,
    data: body,
    schema: clientAdminDto,
    fieldNames: CLIENT_FIELD_NAMES,
  });

/**
 * POST clients/{c}/agency/{o}: the office now belongs to the client. An office of another client
 * answers 409, which is `'otherClient'` here (the caller says so to the user).
 */
export const attachOfficeToClient = async (
  api: MainApi,
  clientId: string,
  officeId: string,
): Promise<ClientOfficeDto | 'otherClient'> => {
  const url = path`clients/${clientId}/agency/${officeId}`;
  const res = await api.raw({ method: 'POST', url });
  if (res.status === 409) return 'otherClient';
  if (res.status >= 200 && res.status < 300) return parse(res, clientOfficeDto, 'main', url, api.log, api.http);
  throw toAppError(res);
};

export type PaymentOptionField =
  'propertyCampaignPaymentOption' | 'agentCampaignPaymentOption' | 'officeCampaignPaymentOption';

/** POST agencies/{id} with one payment option (the office form keeps every field left out). */
export const setOfficePaymentOption = (
  api: MainApi,
  officeId: string,
  field: PaymentOptionField,
  value: 'credit-card' | 'trading-terms',
): Promise<ClientOfficeDto> =>
  api.call({ method: 'POST', url: path`agencies/${officeId}`, data: { [field]: value }, schema: clientOfficeDto });
