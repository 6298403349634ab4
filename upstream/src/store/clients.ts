import { many, one, type Store } from './database.ts';

export type Client = {
  id: number;
  title: string;
  subDomain: string;
  status: string;
  logo: string | null;
  logoInverse: string | null;
  favicon: string | null;
};

const selectClient = `
  SELECT id, title, sub_domain AS subDomain, status, logo, logo_inverse AS logoInverse, favicon
  FROM clients`;

export function findClientById(store: Store, id: number): Client | undefined {
  return one<Client>(store, `${selectClient} WHERE id = ?`, id);
}

export function findClientBySubDomain(store: Store, subDomain: string): Client | undefined {
  return one<Client>(store, `${selectClient} WHERE sub_domain = ?`, subDomain);
}

/** A client's company details, domains, trading terms and default payment options, as stored. */
export type ClientDetails = {
  product: string | null;
  companyName: string | null;
  abnNumber: string | null;
  accountEmail: string | null;
  vendorNumber: string | null;
  workflowNumber: string | null;
  emailFromName: string | null;
  clientDomains: string;
  tradingTerms: string | null;
  propertyCampaignPaymentOption: 'credit-card' | 'trading-terms';
  agentCampaignPaymentOption: 'credit-card' | 'trading-terms';
  officeCampaignPaymentOption: 'credit-card' | 'trading-terms';
};

export type ClientRecord = Client & ClientDetails;

/** The details of a stored client, without its other fields. */
export const clientDetailsOf = (client: ClientDetails): ClientDetails => ({
  product: client.product,
  companyName: client.companyName,
  abnNumber: client.abnNumber,
  accountEmail: client.accountEmail,
  vendorNumber: client.vendorNumber,
  workflowNumber: client.workflowNumber,
  emailFromName: client.emailFromName,
  clientDomains: client.clientDomains,
  tradingTerms: client.tradingTerms,
  propertyCampaignPaymentOption: client.propertyCampaignPaymentOption,
  agentCampaignPaymentOption: client.agentCampaignPaymentOption,
  officeCampaignPaymentOption: client.officeCampaignPaymentOption,
});

const selectClientRecord = `
  SELECT id, title, sub_domain AS subDomain, status, logo, logo_inverse AS logoInverse, favicon,
    product, company_name AS companyName, abn_number AS abnNumber, account_email AS accountEmail,
    vendor_number AS vendorNumber, workflow_number AS workflowNumber, email_from_name AS emailFromName,
    client_domains AS clientDomains, trading_terms AS tradingTerms,
    property_campaign_payment_option AS propertyCampaignPaymentOption,
    agent_campaign_payment_option AS agentCampaignPaymentOption,
    office_campaign_payment_option AS officeCampaignPaymentOption
  FROM clients`;

export function findClientRecord(store: Store, id: number): ClientRecord | undefined {
  return one<ClientRecord>(store, `${selectClientRecord} WHERE id = ?`, id);
}

/** The clients with those ids (for embedding in office lists), by id. */
export function findClientRecords(store: Store, ids: readonly number[]): Map<number, ClientRecord> {
  const rows = many<ClientRecord>(
    store,
    `${selectClientRecord} WHERE id IN (SELECT value FROM json_each(?))`,
    JSON.stringify(ids),
  );
  return new Map(rows.map((row) => [row.id, row]));
}
