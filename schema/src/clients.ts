/**
 * The client modal's rules (administration spec, section 5) as zod schemas, one per tab, shaped as
 * the GraphQL inputs of createClient/updateClient: the portal's tab forms and the BFF validate with
 * them, so both show the same texts. Inside a tab a field left out (undefined) stays out (the
 * upstream keeps its value); null or '' clears an optional field.
 */
import { z } from 'zod';
import type { Role } from './access.ts';
import { requiredText } from './forms.ts';
import { messages as m } from './messages.ts';
import { isEmail, isHttpsUrl } from './validators.ts';
import { upstreamId } from './ids.ts';
import { CREATIVE_SIZES, type CreativeSizeField } from './creatives.ts';

export const CLIENT_ADDRESS_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type ClientAddressState = (typeof CLIENT_ADDRESS_STATES)[number];
export const CLIENT_WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type ClientWeekday = (typeof CLIENT_WEEKDAYS)[number];
export const CLIENT_CONVERSION_SOURCES = ['GA', 'LOOPA'] as const;
export const PAYMENT_METHODS = ['CREDIT_CARD', 'TRADING_TERMS'] as const;
export type PaymentMethodValue = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_CAMPAIGN_TYPES = ['PROPERTY', 'AGENT', 'OFFICE'] as const;
export type PaymentCampaignType = (typeof PAYMENT_CAMPAIGN_TYPES)[number];

/** The four display flags every client editor may set, and the two of the editable display config (staff). */
export const OPEN_DISPLAY_FLAGS = [
  'showCampaignReportButton',
  'showCampaignExportPdf',
  'showAgentCampaignAdTitle',
  'showAgentCampaignLabel',
] as const;
export const RESTRICTED_DISPLAY_FLAGS = ['showPropertyUrlField', 'showAgentLandingPage'] as const;

/** The seven images of the Images tab, in the tab's order. */
export const CLIENT_IMAGES = [
  'logo',
  'logoInverse',
  'adLogo',
  'favicon',
  'emailLogoTop',
  'emailLogoBottom',
  'landingPageCover',
] as const;
export type ClientImageName = (typeof CLIENT_IMAGES)[number];

/** The upload limits of the Images tab (docs/decisions/029): bytes per image. */
export const CLIENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CLIENT_FAVICON_MAX_BYTES = 1024 * 1024;
export const CLIENT_COVER_MAX_BYTES = 10 * 1024 * 1024;

/** Optional text: trimmed, at most `max`; null or '' is null; left out stays out. */
const optionalText = (max = 255) =>
  z
    .string()
    .trim()
    .max(max, { error: m.textTooLong })
    .nullable()
    .transform((v) => v || null)
    .optional();

/** accountEmail: empty or one valid e-mail ("Invalid Email"). */
export const accountEmailSchema = z
  .string()
  .trim()
  .nullable()
  .transform((v) => v || null)
  .refine((v) => v === null || (v.length <= 180 && isEmail(v)), { error: m.invalidEmail });

const splitList = (v: string): string[] =>
  v
    .split(',')
    .map((part) => part.replace(/\s+/g, ''))
    .filter((part) => part !== '');

/**
 * A recipient list: empty, or e-mails separated by commas, white space ignored ("Invalid Email
 * List"). Normalised to `a@x.example, b@y.example` ('' for none).
 */
export const emailListSchema = z
  .string()
  .max(2000, { error: m.invalidEmailList })
  .nullable()
  .transform((v) => splitList(v ?? ''))
  .refine((emails) => emails.every((e) => e.length <= 180 && isEmail(e)), { error: m.invalidEmailList })
  .transform((emails) => emails.join(', '));

const DOMAIN = /^(\*\.)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
/** One authorized domain: `name.tld`, with an optional leading `*.`. */
export const isDomain = (value: string): boolean => DOMAIN.test(value);

/**
 * Authorized domains: empty, or `name.tld` entries separated by commas, each with an optional
 * leading `*.` ("Invalid Domain"). Normalised to `a.example, *.b.example` ('' for none).
 */
export const domainListSchema = z
  .string()
  .max(2000, { error: m.invalidDomain })
  .nullable()
  .transform((v) => splitList(v ?? ''))
  .refine((domains) => domains.every(isDomain), { error: m.invalidDomain })
  .transform((domains) => domains.join(', '));

/** The sub-domain (the first label of the client's host): letters, digits and inner hyphens, at most 63; stored lower-case. */
export const subDomainSchema = requiredText(m.subDomainRequired)
  .max(63, { error: m.subDomainInvalid })
  .regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/, { error: m.subDomainInvalid })
  .transform((v) => v.toLowerCase());

export const billingAddressSchema = z.object({
  buildingName: optionalText(),
  thoroughfareNumber: optionalText(32),
  thoroughfareName: optionalText(),
  localityName: optionalText(),
  postalCodeNumber: z
    .string()
    .trim()
    .nullable()
    .transform((v) => v || null)
    .refine((v) => v === null || /^\d{4}$/.test(v), { error: m.billingPostcodeInvalid })
    .optional(),
  administrativeAreaName: z.enum(CLIENT_ADDRESS_STATES).nullable().optional(),
});

const detailsFields = {
  title: requiredText(m.organisationNameRequired).max(255, { error: m.textTooLong }),
  product: optionalText(),
  subDomain: subDomainSchema.optional(),
  companyName: optionalText(),
  abnNumber: optionalText(32),
  accountEmail: accountEmailSchema.optional(),
  vendorNumber: optionalText(64),
  workflowNumber: optionalText(64),
  billingAddress: billingAddressSchema.nullable().optional(),
  emailFromName: optionalText(),
  accountsEmailRecipients: emailListSchema.optional(),
  accountsEmailWeekday: z.enum(CLIENT_WEEKDAYS).nullish(),
  conversionSource: z.enum(CLIENT_CONVERSION_SOURCES).nullish(),
  authorizedDomains: domainListSchema.optional(),
};

/** The Details tab (updateClient): the sub-domain may be left out (client admins must leave it out). */
export const clientDetailsSchema = z.object(detailsFields);
export type ClientDetailsValues = z.input<typeof clientDetailsSchema>;
export type ClientDetailsData = z.output<typeof clientDetailsSchema>;

/** The Details tab when creating: the sub-domain is required. */
export const newClientDetailsSchema = z.object({ ...detailsFields, subDomain: subDomainSchema });
export type NewClientDetailsData = z.output<typeof newClientDetailsSchema>;

const flag = z.boolean().nullish();
export const clientDisplaySchema = z.object({
  showCampaignReportButton: flag,
  showCampaignExportPdf: flag,
  showAgentCampaignAdTitle: flag,
  showAgentCampaignLabel: flag,
  showPropertyUrlField: flag,
  showAgentLandingPage: flag,
});
export type ClientDisplayData = z.output<typeof clientDisplaySchema>;

const fileId = upstreamId.nullable().optional();
export const clientImagesSchema = z.object({
  logoFileId: fileId,
  logoInverseFileId: fileId,
  adLogoFileId: fileId,
  faviconFileId: fileId,
  emailLogoTopFileId: fileId,
  emailLogoBottomFileId: fileId,
  landingPageCoverFileId: fileId,
});
export type ClientImagesData = z.output<typeof clientImagesSchema>;

/** A creative renderer on this machine (the sandbox's) may be served over plain http. */
const isLoopbackHttpUrl = (text: string): boolean => {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
};

/** A creative URL: empty, or an https:// URL with a host (http:// on a loopback host, the sandbox's renderer). */
const creativeUrl = z
  .string()
  .trim()
  .max(2000, { error: m.creativeUrlInvalid })
  .nullable()
  .transform((v) => v || null)
  .refine((v) => v === null || isHttpsUrl(v) || isLoopbackHttpUrl(v), { error: m.creativeUrlInvalid })
  .optional();
const creativeUrls = z
  .object(
    Object.fromEntries(CREATIVE_SIZES.map((field) => [field, creativeUrl])) as Record<
      CreativeSizeField,
      typeof creativeUrl
    >,
  )
  .optional();
export const clientIntegrationSchema = z.object({ property: creativeUrls, office: creativeUrls, agent: creativeUrls });
export type ClientIntegrationData = z.output<typeof clientIntegrationSchema>;

const method = z.enum(PAYMENT_METHODS).nullish();
export const clientPaymentDetailsSchema = z.object({
  defaultMethods: z.object({ property: method, agent: method, office: method }).optional(),
  tradingTerms: optionalText(5000),
});
export type ClientPaymentDetailsData = z.output<typeof clientPaymentDetailsSchema>;

/** Record ids: the canonical upstream id (ids.ts). */
const id = upstreamId;

export const createClientSchema = z.object({ details: newClientDetailsSchema });
export type CreateClientData = z.output<typeof createClientSchema>;

export const updateClientSchema = z.object({
  id,
  details: clientDetailsSchema.optional(),
  display: clientDisplaySchema.optional(),
  images: clientImagesSchema.optional(),
  integration: clientIntegrationSchema.optional(),
  paymentDetails: clientPaymentDetailsSchema.optional(),
});
export type UpdateClientData = z.output<typeof updateClientSchema>;

export const clientIdSchema = z.object({ id });

export const attachOfficeSchema = z.object({ clientId: id, officeId: id });

export const setOfficePaymentMethodSchema = z.object({
  officeId: id,
  campaignType: z.enum(PAYMENT_CAMPAIGN_TYPES),
  method: z.enum(PAYMENT_METHODS),
});

/** A feature key: letters, digits, dashes and underscores (it becomes a path segment upstream). */
export const setClientFeatureSchema = z.object({
  clientId: id,
  featureKey: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: m.invalidId }),
  enabled: z.boolean(),
});

/**
 * The clients rows of the administration spec's role table (section 6), per role. Super admin and
 * admin work on every client; the others only on their own.
 */
export interface ClientAccessRights {
  view: boolean;
  add: boolean;
  editMainFields: boolean;
  editSubDomain: boolean;
  archive: boolean;
  editDisplayConfig: boolean;
  changePaymentOptions: boolean;
  editTradingTerms: boolean;
  attachOffices: boolean;
  editIntegration: boolean;
  switchFeatures: boolean;
  changeCard: boolean;
  tabs: {
    details: boolean;
    display: boolean;
    images: boolean;
    offices: boolean;
    integration: boolean;
    paymentDetails: boolean;
    features: boolean;
  };
}

export const clientAccessOf = (role: Role): ClientAccessRights => {
  const staff = role === 'SUPER_ADMIN' || role === 'ADMIN';
  const view = staff || role === 'CLIENT_ADMIN' || role === 'AGENT_ADMIN';
  const clientAdmin = role === 'CLIENT_ADMIN';
  return {
    view,
    add: staff,
    editMainFields: staff || clientAdmin,
    editSubDomain: staff,
    archive: staff,
    editDisplayConfig: staff,
    changePaymentOptions: staff,
    editTradingTerms: staff,
    attachOffices: staff,
    editIntegration: staff,
    switchFeatures: staff,
    changeCard: clientAdmin,
    tabs: {
      details: view,
      display: view,
      images: view,
      offices: staff,
      integration: staff,
      paymentDetails: staff || clientAdmin,
      features: staff,
    },
  };
};
