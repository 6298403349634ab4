import {
  RESTRICTED_DISPLAY_FLAGS,
  isStaff,
  type ClientAccessRights,
  type ClientDetailsData,
  type ClientDisplayData,
  type ClientImagesData,
  type ClientIntegrationData,
  type ClientPaymentDetailsData,
  type PaymentCampaignType,
  type PaymentMethodValue,
  type Role,
} from '@portal/schema';
import { z } from 'zod';
import { ForbiddenError } from '../../shared/errors.ts';
import { listArgs } from '../../shared/lists.ts';
import { validate } from '../../shared/validate.ts';
import type { ClientBody, ClientInclude, ClientListQuery, PaymentOptionField } from '../../upstream/main/clients.ts';
import { weekdayCode } from './models.ts';

/**
 * The clients administration rules (administration spec sections 2, 5, 6) as plain functions,
 * applied before any upstream call. `role` and `ownClientId` are the viewer's.
 */

export const clientListArgs = z.object({
  status: z
    .enum(['PUBLISHED', 'ARCHIVED'])
    .nullish()
    .transform((v) => v ?? 'PUBLISHED'),
  ...listArgs(),
});

/** The list's upstream query; the upstream scopes non-staff to their own client as well. */
export const clientListQuery = (args: unknown): ClientListQuery => {
  const a = validate(clientListArgs, args);
  return {
    status: a.status === 'ARCHIVED' ? 'archived' : 'published',
    search: a.search,
    limit: a.first,
    cursor: a.cursor,
  };
};

/** A client record is reachable by staff, and by everyone else only when it is their own client. */
export const assertClientInScope = (role: Role, ownClientId: string | null, clientId: string): void => {
  if (isStaff(role)) return;
  if (!ownClientId || clientId !== ownClientId) throw new ForbiddenError();
};

/**
 * The client a non-staff viewer's list is held to (its own; none: FORBIDDEN before any call), or
 * null for staff, who see every client.
 */
export const listScope = (role: Role, ownClientId: string | null): string | null => {
  if (isStaff(role)) return null;
  if (!ownClientId) throw new ForbiddenError();
  return ownClientId;
};

/** The search argument of Client.offices. */
export const officeSearchArgs = z.object({ search: listArgs().search });

/** The upstream includes the selected tab groups need (only the tabs the viewer may see). */
export const includesFor = (selected: ReadonlySet<string>, rights: ClientAccessRights): ClientInclude[] => {
  const include = new Set<ClientInclude>();
  if (selected.has('details')) {
    include.add('billingAddress');
    include.add('clientIntegration');
    include.add('ordersReport');
  }
  if (selected.has('integration') && rights.tabs.integration) include.add('clientIntegration');
  if (selected.has('paymentDetails') && rights.tabs.paymentDetails) include.add('agencies');
  return [...include];
};

export interface ClientWrite {
  details?: ClientDetailsData;
  display?: ClientDisplayData;
  images?: ClientImagesData;
  integration?: ClientIntegrationData;
  paymentDetails?: ClientPaymentDetailsData;
}

/**
 * A save that touches what only super admin and admin may change (the sub-domain, the editable
 * display config, the Integration tab, payment options and trading terms) is refused as a whole
 * for anyone else: never partly applied, never silently dropped.
 */
export const assertWriteAllowed = (rights: ClientAccessRights, v: ClientWrite): void => {
  if (v.details?.subDomain !== undefined && !rights.editSubDomain) throw new ForbiddenError();
  if (v.display && RESTRICTED_DISPLAY_FLAGS.some((f) => v.display?.[f] != null) && !rights.editDisplayConfig)
    throw new ForbiddenError();
  if (v.integration !== undefined && !rights.editIntegration) throw new ForbiddenError();
  if (v.paymentDetails?.defaultMethods !== undefined && !rights.changePaymentOptions) throw new ForbiddenError();
  if (v.paymentDetails?.tradingTerms !== undefined && !rights.editTradingTerms) throw new ForbiddenError();
  if (v.paymentDetails !== undefined && !(rights.changePaymentOptions || rights.editTradingTerms))
    throw new ForbiddenError();
};

/** Numeric ids go upstream as numbers (the main API's ids), anything else as given. */
const upstreamId = (id: string): string | number => (/^\d{1,15}$/.test(id) ? Number(id) : id);

export const toPaymentOption = (method: PaymentMethodValue): 'credit-card' | 'trading-terms' =>
  method === 'CREDIT_CARD' ? 'credit-card' : 'trading-terms';

export const PAYMENT_OPTION_FIELDS: Record<PaymentCampaignType, PaymentOptionField> = {
  PROPERTY: 'propertyCampaignPaymentOption',
  AGENT: 'agentCampaignPaymentOption',
  OFFICE: 'officeCampaignPaymentOption',
};

const IMAGE_FIELDS = {
  logoFileId: 'imageLogo',
  logoInverseFileId: 'imageLogoInverse',
  adLogoFileId: 'imageAdLogo',
  faviconFileId: 'imageFavicon',
  emailLogoTopFileId: 'imageEmailLogoTop',
  emailLogoBottomFileId: 'imageEmailLogoBottom',
  landingPageCoverFileId: 'imageLandingPageCover',
} as const satisfies Record<keyof ClientImagesData, string>;

const DETAIL_TEXTS = [
  'title',
  'product',
  'subDomain',
  'companyName',
  'abnNumber',
  'accountEmail',
  'vendorNumber',
  'workflowNumber',
  'emailFromName',
] as const;

/**
 * The validated tab groups → the ClientForm of POST clients / POST clients/{id}. Only what was
 * sent goes upstream (the upstream keeps every field left out, decision 027): one tab's save never
 * writes another tab's fields back. A billing address sent is sent whole (it replaces the stored one).
 */
export const toClientBody = (v: ClientWrite): ClientBody => {
  const body: ClientBody = {};
  const integration: Record<string, unknown> = {};
  const display: Record<string, unknown> = {};
  const d = v.details;
  if (d) {
    for (const field of DETAIL_TEXTS) if (d[field] !== undefined) body[field] = d[field];
    if (d.authorizedDomains !== undefined) body.clientDomains = d.authorizedDomains;
    if (d.billingAddress === null) body.billingAddress = null;
    else if (d.billingAddress) {
      const a = d.billingAddress;
      body.billingAddress = {
        buildingName: a.buildingName ?? null,
        thoroughfareNumber: a.thoroughfareNumber ?? null,
        thoroughfareName: a.thoroughfareName ?? null,
        localityName: a.localityName ?? null,
        postalCodeNumber: a.postalCodeNumber ?? null,
        administrativeAreaName: a.administrativeAreaName ?? null,
      };
    }
    const report: Record<string, unknown> = {};
    if (d.accountsEmailRecipients !== undefined) report.recipients = d.accountsEmailRecipients;
    if (d.accountsEmailWeekday) report.recurrencePattern = { weekday: weekdayCode(d.accountsEmailWeekday) };
    if (Object.keys(report).length) body.ordersReport = report;
    if (d.conversionSource) integration.campaignStatSource = d.conversionSource === 'LOOPA' ? 'Loopa' : 'GA';
  }
  if (v.display)
    for (const [flag, value] of Object.entries(v.display))
      if (value !== null && value !== undefined) display[flag] = value;
  if (v.images) {
    for (const [field, name] of Object.entries(IMAGE_FIELDS)) {
      const value = v.images[field as keyof ClientImagesData];
      if (value !== undefined) display[name] = value === null ? null : upstreamId(value);
    }
  }
  if (v.integration) {
    for (const kind of ['property', 'office', 'agent'] as const) {
      const urls = v.integration[kind];
      if (!urls) continue;
      for (const [size, url] of Object.entries(urls))
        if (url !== undefined) integration[`${kind}Creative${size.slice(4).replace('x', '')}`] = url;
    }
  }
  const p = v.paymentDetails;
  if (p?.defaultMethods) {
    for (const [type, method] of [
      ['PROPERTY', p.defaultMethods.property],
      ['AGENT', p.defaultMethods.agent],
      ['OFFICE', p.defaultMethods.office],
    ] as const) {
      if (method) body[PAYMENT_OPTION_FIELDS[type]] = toPaymentOption(method);
    }
  }
  if (p?.tradingTerms !== undefined) body.tradingTerms = p.tradingTerms;
  if (Object.keys(integration).length) body.clientIntegration = integration;
  if (Object.keys(display).length) body.clientDisplayConfig = display;
  return body;
};
