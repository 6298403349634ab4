import { CLIENT_ADDRESS_STATES, creativeFieldsOf, type ClientAddressState } from '@portal/schema';
import type {
  ClientDetails,
  ClientDisplay,
  ClientFeature,
  ClientImage,
  ClientImages,
  ClientIntegration,
  ClientOfficeAttachment,
  ClientOfficeOption,
  ClientOfficePayment,
} from '../../__generated__/resolvers-types.ts';
import { paymentMethodsOf, type PaymentOptions } from '../../shared/payment-methods.ts';
import { storageUrl } from '../../shared/storage-url.ts';
import type { ClientFeatureDto } from '../../upstream/dashboard/features.ts';
import type { AgencyDto } from '../../upstream/main/agencies.ts';
import type { ClientOfficeDto, DisplayConfigDto } from '../../upstream/main/clients.ts';
import { toWeekday, type ClientWith } from './models.ts';

/*
 * The client's GraphQL views (the Details, Display, Images, Integration, Offices and Payment tabs)
 * made from the upstream's records. Apart from models.ts, which holds only what backs the Client
 * type (codegen's mapper, imported by the generated resolver types, so it imports none of them).
 */

const toState = (value: string | null): ClientAddressState | null =>
  value && (CLIENT_ADDRESS_STATES as readonly string[]).includes(value) ? (value as ClientAddressState) : null;

/** The Details tab from a client read with billingAddress, clientIntegration and ordersReport. */
export const toDetails = (c: ClientWith<'billingAddress' | 'clientIntegration' | 'ordersReport'>): ClientDetails => ({
  title: c.title,
  product: c.product,
  subDomain: c.subDomain,
  companyName: c.companyName ?? null,
  abnNumber: c.abnNumber ?? null,
  accountEmail: c.accountEmail ?? null,
  vendorNumber: c.vendorNumber ?? null,
  workflowNumber: c.workflowNumber ?? null,
  billingAddress: {
    buildingName: c.billingAddress?.buildingName ?? null,
    thoroughfareNumber: c.billingAddress?.thoroughfareNumber ?? null,
    thoroughfareName: c.billingAddress?.thoroughfareName ?? null,
    localityName: c.billingAddress?.localityName ?? null,
    postalCodeNumber: c.billingAddress?.postalCodeNumber ?? null,
    administrativeAreaName: toState(c.billingAddress?.administrativeAreaName ?? null),
  },
  emailFromName: c.emailFromName ?? null,
  accountsEmailRecipients: c.ordersReport?.recipients ?? '',
  accountsEmailWeekday: toWeekday(c.ordersReport?.recurrencePattern ?? null),
  conversionSource: c.clientIntegration?.campaignStatSource === 'Loopa' ? 'LOOPA' : 'GA',
  authorizedDomains: c.clientDomains ?? '',
});

/** The Display tab; the two restricted flags only where the display config is editable for the viewer. */
export const toDisplay = (d: DisplayConfigDto, editable: boolean): ClientDisplay => ({
  configEditable: editable,
  showCampaignReportButton: d.showCampaignReportButton,
  showCampaignExportPdf: d.showCampaignExportPdf,
  showAgentCampaignAdTitle: d.showAgentCampaignAdTitle,
  showAgentCampaignLabel: d.showAgentCampaignLabel,
  showPropertyUrlField: editable ? d.showPropertyUrlField : null,
  showAgentLandingPage: editable ? d.showAgentLandingPage : null,
});

const toImage = (image: DisplayConfigDto['imageLogo']): ClientImage | null =>
  image ? { fileId: image.id, url: storageUrl(image.location) } : null;

export const toImages = (d: DisplayConfigDto): ClientImages => ({
  logo: toImage(d.imageLogo),
  logoInverse: toImage(d.imageLogoInverse),
  adLogo: toImage(d.imageAdLogo),
  favicon: toImage(d.imageFavicon),
  emailLogoTop: toImage(d.imageEmailLogoTop),
  emailLogoBottom: toImage(d.imageEmailLogoBottom),
  landingPageCover: toImage(d.imageLandingPageCover),
});

export const toIntegration = (c: ClientWith<'clientIntegration'>): ClientIntegration => {
  const creatives = c.clientIntegration?.creatives ?? {};
  return {
    property: creativeFieldsOf(creatives, 'property'),
    office: creativeFieldsOf(creatives, 'office'),
    agent: creativeFieldsOf(creatives, 'agent'),
  };
};

const officeName = (o: { displayName: string | null; title: string }): string => o.displayName?.trim() || o.title;

/** An office of the Offices tab, as it stands for `clientId`. */
export const toOfficeOption = (
  clientId: string,
  o: Pick<AgencyDto, 'id' | 'title' | 'displayName' | 'clientId'> & { client?: { title: string } | null },
): ClientOfficeOption => {
  const attachment: ClientOfficeAttachment =
    o.clientId === clientId ? 'ATTACHED' : o.clientId ? 'OTHER_CLIENT' : 'UNATTACHED';
  return {
    id: `${clientId}:${o.id}`,
    officeId: o.id,
    displayName: officeName(o),
    attachment,
    otherClientTitle: attachment === 'OTHER_CLIENT' ? (o.client?.title ?? null) : null,
  };
};

/** An office row of the Payment Details tab, its methods falling back to its client's. */
export const toOfficePayment = (o: ClientOfficeDto, client: PaymentOptions | null): ClientOfficePayment => ({
  id: o.id,
  displayName: officeName(o),
  paymentMethods: paymentMethodsOf(o, client),
});

/** The Payment Details tab's offices: those not archived, by name. */
export const paymentOffices = (c: ClientWith<'agencies'>): ClientOfficePayment[] =>
  (c.agencies ?? [])
    .filter((o) => o.status !== 'archived')
    .map((o) => toOfficePayment(o, c))
    .sort((a, b) => a.displayName.localeCompare(b.displayName, 'en', { sensitivity: 'base' }));

export const toFeature = (clientId: string, f: ClientFeatureDto): ClientFeature => ({
  id: `${clientId}:${f.key}`,
  key: f.key,
  name: f.name,
  description: f.description,
  enabled: f.enabled,
});
