import type { ClientRecord } from './store/clients.ts';
import type { OfficeRow } from './store/offices.ts';

/** A client as embedded in an office (`include=client`); also the start of `clients/{id}`. */
export function clientSummaryView(client: ClientRecord) {
  return {
    id: client.id,
    title: client.title,
    subDomain: client.subDomain,
    status: client.status,
    propertyCampaignPaymentOption: client.propertyCampaignPaymentOption,
    agentCampaignPaymentOption: client.agentCampaignPaymentOption,
    officeCampaignPaymentOption: client.officeCampaignPaymentOption,
  };
}

export function clientView(client: ClientRecord) {
  return {
    ...clientSummaryView(client),
    product: client.product,
    companyName: client.companyName,
    abnNumber: client.abnNumber,
    accountEmail: client.accountEmail,
    vendorNumber: client.vendorNumber,
    workflowNumber: client.workflowNumber,
    emailFromName: client.emailFromName,
    clientDomains: client.clientDomains,
    tradingTerms: client.tradingTerms,
    logo: client.logo,
    logoInverse: client.logoInverse,
    favicon: client.favicon,
  };
}

/** An office of the `agencies` list; `client` is `{id}` unless the client was included. */
export function agencyView(row: OfficeRow, client: ClientRecord | undefined) {
  return {
    id: row.id,
    title: row.title,
    displayName: row.displayName,
    status: row.status,
    slug: { name: row.slug },
    imageLogo: row.logoId === null || row.logoLocation === null ? null : { id: row.logoId, location: row.logoLocation },
    propertyCampaignPaymentOption: row.propertyCampaignPaymentOption,
    agentCampaignPaymentOption: row.agentCampaignPaymentOption,
    officeCampaignPaymentOption: row.officeCampaignPaymentOption,
    client: client ? clientSummaryView(client) : { id: row.clientId },
  };
}
