import type { PaymentOptionDto } from '../upstream/main/clients.ts';

export type PaymentMethodValue = 'CREDIT_CARD' | 'TRADING_TERMS';

export const toPaymentMethod = (option: PaymentOptionDto): PaymentMethodValue | null =>
  option === 'credit-card' ? 'CREDIT_CARD' : option === 'trading-terms' ? 'TRADING_TERMS' : null;

export interface PaymentOptions {
  propertyCampaignPaymentOption: PaymentOptionDto;
  agentCampaignPaymentOption: PaymentOptionDto;
  officeCampaignPaymentOption: PaymentOptionDto;
}

/** Payment method per campaign type, each falling back to the client's (spec, Agency); null where neither is set. */
export const paymentMethodsOf = (own: PaymentOptions, client: PaymentOptions | null) => ({
  property: toPaymentMethod(own.propertyCampaignPaymentOption ?? client?.propertyCampaignPaymentOption ?? null),
  agent: toPaymentMethod(own.agentCampaignPaymentOption ?? client?.agentCampaignPaymentOption ?? null),
  office: toPaymentMethod(own.officeCampaignPaymentOption ?? client?.officeCampaignPaymentOption ?? null),
});

/** Whether any of the payment options is left to the client. */
export const needsClientPaymentOptions = (own: PaymentOptions): boolean =>
  own.propertyCampaignPaymentOption === null ||
  own.agentCampaignPaymentOption === null ||
  own.officeCampaignPaymentOption === null;
