import type { AgencyDto, CampaignCountDto } from '../../upstream/main/agencies.ts';
import type { ClientDto, PaymentOptionDto } from '../../upstream/main/clients.ts';

/** What backs the GraphQL types of this module (codegen mappers): the parsed upstream DTOs. */
export type OfficeModel = AgencyDto;
export type ClientModel = ClientDto;

export type PaymentMethodValue = 'CREDIT_CARD' | 'TRADING_TERMS';

export const toPaymentMethod = (option: PaymentOptionDto): PaymentMethodValue | null =>
  option === 'credit-card' ? 'CREDIT_CARD' : option === 'trading-terms' ? 'TRADING_TERMS' : null;

type PaymentOptions = Pick<AgencyDto, 'propertyCampaignPaymentOption' | 'agentCampaignPaymentOption' | 'officeCampaignPaymentOption'>;

/** The office's payment method per campaign type, each falling back to the client's (spec, Agency). */
export const paymentMethodsOf = (office: PaymentOptions, client: PaymentOptions | null) => ({
  property: toPaymentMethod(office.propertyCampaignPaymentOption ?? client?.propertyCampaignPaymentOption ?? null),
  agent: toPaymentMethod(office.agentCampaignPaymentOption ?? client?.agentCampaignPaymentOption ?? null),
  office: toPaymentMethod(office.officeCampaignPaymentOption ?? client?.officeCampaignPaymentOption ?? null),
});

/** Whether any of the office's payment options is left to its client. */
export const needsClientPaymentOptions = (office: PaymentOptions): boolean =>
  office.propertyCampaignPaymentOption === null || office.agentCampaignPaymentOption === null || office.officeCampaignPaymentOption === null;

/** Active and total are the sums of property and agency campaign counts (the Offices list's columns). */
export const toCampaignCounts = (c: CampaignCountDto) => ({
  active: c.activePropertyCampaignCount + c.activeAgencyCampaignCount,
  total: c.propertyCampaignCount + c.agencyCampaignCount,
  activeProperty: c.activePropertyCampaignCount,
  activeAgency: c.activeAgencyCampaignCount,
  property: c.propertyCampaignCount,
  agency: c.agencyCampaignCount,
});

export const displayNameOf = (office: Pick<AgencyDto, 'displayName' | 'title'>): string => office.displayName?.trim() || office.title;

export const storageUrl = (location: string | null | undefined): string | null => (location ? `/storage/${location.replace(/^\/+/, '')}` : null);
