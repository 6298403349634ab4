import { CREATIVE_KINDS, CREATIVE_SIZE_KEYS, creativeUpstreamField } from '@portal/schema';
import { clientDetailsOf, findClientRecord, type ClientDetails, type ClientRecord } from './clients.ts';
import { flag, insert, many, one, run, transaction, type Store } from './database.ts';

/** The clients administration: the client list, a client's parts and the writes of the client modal. */

/** `propertyCreative160600` … `agentCreative970250`, the twelve creative URL fields. */
export const creativeFields = CREATIVE_KINDS.flatMap((kind) =>
  CREATIVE_SIZE_KEYS.map((size) => creativeUpstreamField(kind, size)),
);
const creativeColumn = (field: string) => field.replace('Creative', '_creative_');

export const displayFlags = [
  'showCampaignReportButton',
  'showCampaignExportPdf',
  'showAgentCampaignAdTitle',
  'showAgentCampaignLabel',
  'showPropertyUrlField',
  'showAgentLandingPage',
] as const;
export type DisplayFlag = (typeof displayFlags)[number];
const flagColumn = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

export const displayImages = [
  'imageLogo',
  'imageLogoInverse',
  'imageAdLogo',
  'imageFavicon',
  'imageEmailLogoTop',
  'imageEmailLogoBottom',
  'imageLandingPageCover',
] as const;
export type DisplayImage = (typeof displayImages)[number];
const imageColumn = (name: string) => `${flagColumn(name)}_id`;

export type Address = {
  buildingName: string | null;
  thoroughfareNumber: string | null;
  thoroughfareName: string | null;
  localityName: string | null;
  postalCodeNumber: string | null;
  administrativeAreaName: string | null;
};

export type ClientOrdersReport = {
  recipients: string;
  weekday: string;
  start: string | null;
  endType: 'date' | 'occurrences' | null;
  endOccurrences: number | null;
  endDate: string | null;
};

export type ClientIntegration = { campaignStatSource: 'GA' | 'Loopa' } & Record<string, string | null>;

export type DisplayConfig = Record<DisplayFlag, boolean> & Record<DisplayImage, number | null>;

/** Everything the client modal edits, as stored. */
export type ClientDocument = {
  title: string;
  subDomain: string;
  status: 'published' | 'archived';
  billingAddress: Address | null;
  clientIntegration: ClientIntegration;
  ordersReport: ClientOrdersReport;
  clientDisplayConfig: DisplayConfig;
} & ClientDetails;

export type ClientScope = { kind: 'all' } | { kind: 'client'; clientId: number };

export type ClientListQuery = {
  status: 'published' | 'archived';
  search: string;
  after: readonly [string, number] | null;
  limit: number | null;
};

/** One page of clients in `scope`, sorted by title (case-insensitive), then id. */
export function listClients(store: Store, scope: ClientScope, query: ClientListQuery): ClientRecord[] {
  const ids = many<{ id: number }>(
    store,
    `SELECT c.id FROM clients c
     WHERE (?1 IS NULL OR c.id = ?1)
       AND c.status = ?2
       AND (?3 = '' OR instr(lower(c.title), lower(?3)) > 0 OR instr(lower(c.sub_domain), lower(?3)) > 0)
       AND (?4 IS NULL OR c.title > ?4 COLLATE NOCASE OR (c.title = ?4 COLLATE NOCASE AND c.id > ?5))
     ORDER BY c.title COLLATE NOCASE, c.id
     LIMIT ?6`,
    scope.kind === 'client' ? scope.clientId : null,
    query.status,
    query.search,
    query.after?.[0] ?? null,
    query.after?.[1] ?? 0,
    query.limit ?? -1,
  );
  return ids
    .map(({ id }) => findClientRecord(store, id))
    .filter((client): client is ClientRecord => client !== undefined);
}

const addressColumns = `building_name AS buildingName, thoroughfare_number AS thoroughfareNumber,
  thoroughfare_name AS thoroughfareName, locality_name AS localityName, postal_code_number AS postalCodeNumber,
  administrative_area_name AS administrativeAreaName`;

/** The client's billing address, if it has one. */
export function findBillingAddress(store: Store, clientId: number): Address | null {
  const client = one<{ id: number | null }>(
    store,
    'SELECT billing_address_id AS id FROM clients WHERE id = ?',
    clientId,
  );
  return findAddress(store, client?.id ?? null);
}

export function findAddress(store: Store, id: number | null): Address | null {
  if (id === null) return null;
  const row = one<Address>(store, `SELECT ${addressColumns} FROM addresses WHERE id = ?`, id);
  return row ? { ...row } : null;
}

/** Stores an address: updates the row `id` when given, inserts one otherwise; answers its id (null for no address). */
export function saveAddress(store: Store, id: number | null, address: Address | null): number | null {
  if (address === null) {
    if (id !== null) run(store, 'DELETE FROM addresses WHERE id = ?', id);
    return null;
  }
  const values = [
    address.buildingName,
    address.thoroughfareNumber,
    address.thoroughfareName,
    address.localityName,
    address.postalCodeNumber,
    address.administrativeAreaName,
  ];
  if (id !== null) {
    run(
      store,
      `UPDATE addresses SET building_name = ?, thoroughfare_number = ?, thoroughfare_name = ?, locality_name = ?,
         postal_code_number = ?, administrative_area_name = ? WHERE id = ?`,
      ...values,
      id,
    );
    return id;
  }
  return insert(
    store,
    `INSERT INTO addresses (building_name, thoroughfare_number, thoroughfare_name, locality_name, postal_code_number,
       administrative_area_name) VALUES (?, ?, ?, ?, ?, ?)`,
    ...values,
  );
}

export const defaultIntegration = (): ClientIntegration =>
  ({
    campaignStatSource: 'GA',
    ...Object.fromEntries(creativeFields.map((field) => [field, null])),
  }) as ClientIntegration;

export function findIntegration(store: Store, clientId: number): ClientIntegration {
  const row = one<Record<string, string | null>>(
    store,
    `SELECT campaign_stat_source AS campaignStatSource, ${creativeFields.map((field) => `${creativeColumn(field)} AS ${field}`).join(', ')}
     FROM client_integrations WHERE client_id = ?`,
    clientId,
  );
  return row ? ({ ...row } as ClientIntegration) : defaultIntegration();
}

export const defaultOrdersReport = (): ClientOrdersReport => ({
  recipients: '',
  weekday: 'Mon',
  start: null,
  endType: null,
  endOccurrences: null,
  endDate: null,
});

export function findClientOrdersReport(store: Store, clientId: number): ClientOrdersReport {
  const row = one<ClientOrdersReport>(
    store,
    `SELECT recipients, weekday, range_start AS start, range_end_type AS endType,
       range_end_occurrences AS endOccurrences, range_end_date AS endDate
     FROM orders_reports WHERE client_id = ?`,
    clientId,
  );
  return row ? { ...row } : defaultOrdersReport();
}

export const defaultDisplayConfig = (): DisplayConfig => ({
  showCampaignReportButton: true,
  showCampaignExportPdf: true,
  showAgentCampaignAdTitle: false,
  showAgentCampaignLabel: false,
  showPropertyUrlField: false,
  showAgentLandingPage: false,
  imageLogo: null,
  imageLogoInverse: null,
  imageAdLogo: null,
  imageFavicon: null,
  imageEmailLogoTop: null,
  imageEmailLogoBottom: null,
  imageLandingPageCover: null,
});

/** A new client before its form is applied: published, every field empty, the default settings. */
export function blankClientDocument(): ClientDocument {
  return {
    title: '',
    subDomain: '',
    status: 'published',
    product: null,
    companyName: null,
    abnNumber: null,
    accountEmail: null,
    vendorNumber: null,
    workflowNumber: null,
    emailFromName: null,
    clientDomains: '',
    tradingTerms: null,
    propertyCampaignPaymentOption: 'credit-card',
    agentCampaignPaymentOption: 'credit-card',
    officeCampaignPaymentOption: 'credit-card',
    billingAddress: null,
    clientIntegration: defaultIntegration(),
    ordersReport: defaultOrdersReport(),
    clientDisplayConfig: defaultDisplayConfig(),
  };
}

export function findDisplayConfig(store: Store, clientId: number): DisplayConfig {
  const row = one<Record<string, number | null>>(
    store,
    `SELECT ${displayFlags.map((name) => `${flagColumn(name)} AS ${name}`).join(', ')},
       ${displayImages.map((name) => `${imageColumn(name)} AS ${name}`).join(', ')}
     FROM client_display_configs WHERE client_id = ?`,
    clientId,
  );
  if (!row) return defaultDisplayConfig();
  const config = defaultDisplayConfig() as Record<string, boolean | number | null>;
  for (const name of displayFlags) config[name] = row[name] === 1;
  for (const name of displayImages) config[name] = row[name] ?? null;
  return config as DisplayConfig;
}

export type StoredImage = { id: number; location: string };

export function findFiles(store: Store, ids: readonly number[]): Map<number, StoredImage> {
  const rows = many<StoredImage>(
    store,
    'SELECT id, location FROM files WHERE id IN (SELECT value FROM json_each(?))',
    JSON.stringify(ids),
  );
  return new Map(rows.map((row) => [row.id, { ...row }]));
}

/** The whole editable state of a client. */
export function findClientDocument(store: Store, id: number): ClientDocument | undefined {
  const client = findClientRecord(store, id);
  if (!client) return undefined;
  const billing = one<{ id: number | null }>(store, 'SELECT billing_address_id AS id FROM clients WHERE id = ?', id);
  return {
    title: client.title,
    subDomain: client.subDomain,
    status: client.status as ClientDocument['status'],
    ...clientDetailsOf(client),
    billingAddress: findAddress(store, billing?.id ?? null),
    clientIntegration: findIntegration(store, id),
    ordersReport: findClientOrdersReport(store, id),
    clientDisplayConfig: findDisplayConfig(store, id),
  };
}

export const subDomainTaken = (store: Store, subDomain: string, exceptId: number | null): boolean =>
  one(store, 'SELECT 1 FROM clients WHERE sub_domain = ? AND id IS NOT ?', subDomain, exceptId) !== undefined;

/** Writes a whole client (insert when `id` is null); answers its id. */
export function saveClient(store: Store, id: number | null, doc: ClientDocument, now: number): number {
  return transaction(store, () => writeClient(store, id, doc, now));
}

function writeClient(store: Store, id: number | null, doc: ClientDocument, now: number): number {
  const images = findFiles(
    store,
    displayImages.map((name) => doc.clientDisplayConfig[name]).filter((value): value is number => value !== null),
  );
  const location = (name: DisplayImage) => {
    const fileId = doc.clientDisplayConfig[name];
    return fileId === null ? null : (images.get(fileId)?.location ?? null);
  };
  const current =
    id === null
      ? undefined
      : one<{ billingId: number | null }>(
          store,
          'SELECT billing_address_id AS billingId FROM clients WHERE id = ?',
          id,
        );
  const billingId = saveAddress(store, current?.billingId ?? null, doc.billingAddress);
  const values = [
    doc.title,
    doc.subDomain,
    doc.status,
    doc.product,
    doc.companyName,
    doc.abnNumber,
    doc.accountEmail,
    doc.vendorNumber,
    doc.workflowNumber,
    doc.emailFromName,
    doc.clientDomains,
    doc.tradingTerms,
    doc.propertyCampaignPaymentOption,
    doc.agentCampaignPaymentOption,
    doc.officeCampaignPaymentOption,
    billingId,
    location('imageLogo'),
    location('imageLogoInverse'),
    location('imageFavicon'),
  ];
  let clientId: number;
  if (id === null) {
    clientId = insert(
      store,
      `INSERT INTO clients (title, sub_domain, status, product, company_name, abn_number, account_email, vendor_number,
         workflow_number, email_from_name, client_domains, trading_terms, property_campaign_payment_option,
         agent_campaign_payment_option, office_campaign_payment_option, billing_address_id, logo, logo_inverse, favicon,
         created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ...values,
      now,
      now,
    );
  } else {
    clientId = id;
    run(
      store,
      `UPDATE clients SET title = ?, sub_domain = ?, status = ?, product = ?, company_name = ?, abn_number = ?,
         account_email = ?, vendor_number = ?, workflow_number = ?, email_from_name = ?, client_domains = ?,
         trading_terms = ?, property_campaign_payment_option = ?, agent_campaign_payment_option = ?,
         office_campaign_payment_option = ?, billing_address_id = ?, logo = ?, logo_inverse = ?, favicon = ?,
         updated_at = ?
       WHERE id = ?`,
      ...values,
      now,
      id,
    );
  }

  const integration = doc.clientIntegration;
  run(
    store,
    `INSERT OR REPLACE INTO client_integrations (client_id, campaign_stat_source, ${creativeFields.map(creativeColumn).join(', ')})
     VALUES (?, ?, ${creativeFields.map(() => '?').join(', ')})`,
    clientId,
    integration.campaignStatSource,
    ...creativeFields.map((field) => integration[field] ?? null),
  );

  const config = doc.clientDisplayConfig;
  run(
    store,
    `INSERT OR REPLACE INTO client_display_configs (client_id, ${displayFlags.map(flagColumn).join(', ')},
       show_agent_campaign_listing, ${displayImages.map(imageColumn).join(', ')})
     VALUES (?, ${displayFlags.map(() => '?').join(', ')},
       coalesce((SELECT show_agent_campaign_listing FROM client_display_configs WHERE client_id = ?), 0),
       ${displayImages.map(() => '?').join(', ')})`,
    clientId,
    ...displayFlags.map((name) => flag(config[name])),
    clientId,
    ...displayImages.map((name) => config[name]),
  );

  const report = doc.ordersReport;
  const reportValues = [
    report.recipients,
    report.weekday,
    report.start,
    report.endType,
    report.endOccurrences,
    report.endDate,
  ];
  const updated = run(
    store,
    `UPDATE orders_reports SET recipients = ?, weekday = ?, range_start = ?, range_end_type = ?, range_end_occurrences = ?,
       range_end_date = ? WHERE client_id = ?`,
    ...reportValues,
    clientId,
  );
  if (updated === 0) {
    insert(
      store,
      `INSERT INTO orders_reports (recipients, weekday, range_start, range_end_type, range_end_occurrences, range_end_date, client_id)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ...reportValues,
      clientId,
    );
  }
  return clientId;
}

/** Moves an office under a client. */
export function attachOffice(store: Store, clientId: number, officeId: number, now: number): void {
  run(store, 'UPDATE offices SET client_id = ?, updated_at = ? WHERE id = ?', clientId, now, officeId);
}

/** Whether a package is linked to a client or an office. */
export function packageLink(store: Store, owner: 'client' | 'office', ownerId: number, packageId: number): boolean {
  const sql =
    owner === 'client'
      ? 'SELECT 1 FROM package_clients WHERE client_id = ? AND package_id = ?'
      : 'SELECT 1 FROM package_offices WHERE office_id = ? AND package_id = ?';
  return one(store, sql, ownerId, packageId) !== undefined;
}

export const packageExists = (store: Store, id: number): boolean =>
  one(store, 'SELECT 1 FROM packages WHERE id = ?', id) !== undefined;
