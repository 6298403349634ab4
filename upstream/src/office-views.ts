import type { ClientRecord } from './store/clients.ts';
import type { OfficePosition, OfficeRow } from './store/offices.ts';

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

export function encodeOfficeCursor(position: OfficePosition): string {
  return Buffer.from(JSON.stringify([position.name, position.id])).toString('base64url');
}

export function decodeOfficeCursor(cursor: string): OfficePosition | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    if (!Array.isArray(value) || value.length !== 2) return undefined;
    const [name, id] = value as unknown[];
    if (typeof name !== 'string' || typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return undefined;
    return { name, id };
  } catch {
    return undefined;
  }
}
