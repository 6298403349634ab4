import { findAddress, saveAddress, type Address } from './client-admin.ts';
import { flag, insert, many, one, run, transaction, type Store } from './database.ts';
import { addFile, type StoredFile } from './files.ts';
import type { OfficeRow, PaymentOption } from './offices.ts';
import type { PermissionRecord } from './user-admin.ts';

/** The offices administration: an office's parts and the writes of the office modal. */

export type AutomateReport = {
  type: 'daily' | 'weekly' | 'monthly';
  interval: number;
  weekday: string;
  monthday: number;
  start: string;
  recipients: string;
  lastSent: number | null;
};

export type OfficeOrdersReport = { recipients: string; weekday: string };

/** The office's contact and branding fields, as stored and as `agencies/{id}` answers them. */
export type OfficeContact = {
  primaryContact: string | null;
  email: string | null;
  phone: string | null;
  postcode: string | null;
  destinationUrl: string | null;
  revId: string | null;
  backgroundColor: string | null;
  secondaryColor: string | null;
  organicCampaigns: boolean;
  includeGst: boolean;
};

/** Everything the office modal edits, as stored. */
export type OfficeDocument = {
  clientId: number | null;
  title: string;
  displayName: string;
  status: 'published' | 'archived';
  address: Address | null;
  logoId: number | null;
  propertyCampaignPaymentOption: PaymentOption | null;
  agentCampaignPaymentOption: PaymentOption | null;
  officeCampaignPaymentOption: PaymentOption | null;
  automateReport: AutomateReport;
  ordersReport: OfficeOrdersReport;
} & OfficeContact;

export type OfficeDetail = OfficeRow & OfficeContact & { addressId: number | null };

/** The contact fields of a stored office, in the order `agencies/{id}` answers them. */
export const officeContactOf = (office: OfficeContact): OfficeContact => ({
  primaryContact: office.primaryContact,
  email: office.email,
  phone: office.phone,
  postcode: office.postcode,
  destinationUrl: office.destinationUrl,
  revId: office.revId,
  backgroundColor: office.backgroundColor,
  secondaryColor: office.secondaryColor,
  organicCampaigns: office.organicCampaigns,
  includeGst: office.includeGst,
});

type OfficeDetailRow = Omit<OfficeDetail, 'organicCampaigns' | 'includeGst'> & {
  organicCampaigns: number;
  includeGst: number;
};

export function findOfficeDetail(store: Store, id: number): OfficeDetail | undefined {
  const row = one<OfficeDetailRow>(
    store,
    `SELECT o.id, o.client_id AS clientId, o.title, o.display_name AS displayName, o.slug, o.status,
       o.logo_id AS logoId, f.location AS logoLocation,
       o.property_campaign_payment_option AS propertyCampaignPaymentOption,
       o.agent_campaign_payment_option AS agentCampaignPaymentOption,
       o.office_campaign_payment_option AS officeCampaignPaymentOption,
       o.address_id AS addressId, o.primary_contact AS primaryContact, o.email, o.phone, o.postcode,
       o.destination_url AS destinationUrl, o.rev_id AS revId, o.background_color AS backgroundColor,
       o.secondary_color AS secondaryColor, o.organic_campaigns AS organicCampaigns, o.include_gst AS includeGst
     FROM offices o LEFT JOIN files f ON f.id = o.logo_id WHERE o.id = ?`,
    id,
  );
  return row && { ...row, organicCampaigns: row.organicCampaigns === 1, includeGst: row.includeGst === 1 };
}

export const defaultAutomateReport = (today: string): AutomateReport => ({
  type: 'weekly',
  interval: 1,
  weekday: 'Mon',
  monthday: 15,
  start: today,
  recipients: '',
  lastSent: null,
});

/** A new office before its form is applied: published, every field empty, the default reports. */
export const blankOfficeDocument = (clientId: number | null, today: string): OfficeDocument => ({
  clientId,
  title: '',
  displayName: '',
  status: 'published',
  address: null,
  primaryContact: null,
  email: null,
  phone: null,
  postcode: null,
  destinationUrl: null,
  revId: null,
  backgroundColor: null,
  secondaryColor: null,
  organicCampaigns: false,
  includeGst: true,
  logoId: null,
  propertyCampaignPaymentOption: null,
  agentCampaignPaymentOption: null,
  officeCampaignPaymentOption: null,
  automateReport: defaultAutomateReport(today),
  ordersReport: { recipients: '', weekday: 'Mon' },
});

export function findAutomateReport(store: Store, officeId: number): AutomateReport | null {
  const row = one<AutomateReport>(
    store,
    `SELECT recurrence_type AS type, recurrence_interval AS interval, weekday, monthday, start_date AS start, recipients,
       last_sent AS lastSent
     FROM office_automated_reports WHERE office_id = ?`,
    officeId,
  );
  return row ? { ...row } : null;
}

export function findOfficeOrdersReport(store: Store, officeId: number): OfficeOrdersReport {
  const row = one<OfficeOrdersReport>(
    store,
    'SELECT recipients, weekday FROM orders_reports WHERE office_id = ?',
    officeId,
  );
  return row ? { ...row } : { recipients: '', weekday: 'Mon' };
}

export function findOfficeDocument(store: Store, id: number, today: string): OfficeDocument | undefined {
  const office = findOfficeDetail(store, id);
  if (!office) return undefined;
  return {
    clientId: office.clientId,
    title: office.title,
    displayName: office.displayName,
    status: office.status,
    address: findAddress(store, office.addressId),
    ...officeContactOf(office),
    logoId: office.logoId,
    propertyCampaignPaymentOption: office.propertyCampaignPaymentOption,
    agentCampaignPaymentOption: office.agentCampaignPaymentOption,
    officeCampaignPaymentOption: office.officeCampaignPaymentOption,
    automateReport: findAutomateReport(store, id) ?? defaultAutomateReport(today),
    ordersReport: findOfficeOrdersReport(store, id),
  };
}

/** A slug not used yet: `base`, else `base-2`, `base-3`, … */
export function freeSlug(store: Store, base: string): string {
  const taken = new Set(
    many<{ slug: string }>(
      store,
      "SELECT lower(slug) AS slug FROM offices WHERE slug = ?1 OR slug LIKE ?1 || '-%'",
      base,
    ).map((row) => row.slug),
  );
  if (!taken.has(base.toLowerCase())) return base;
  let suffix = 2;
  while (taken.has(`${base}-${suffix}`.toLowerCase())) suffix += 1;
  return `${base}-${suffix}`;
}

/** Writes a whole office (insert with `slug` when `id` is null); answers its id. */
export function saveOffice(store: Store, id: number | null, doc: OfficeDocument, slug: string, now: number): number {
  return transaction(store, () => writeOffice(store, id, doc, slug, now));
}

function writeOffice(store: Store, id: number | null, doc: OfficeDocument, slug: string, now: number): number {
  const current =
    id === null
      ? undefined
      : one<{ addressId: number | null }>(store, 'SELECT address_id AS addressId FROM offices WHERE id = ?', id);
  const addressId = saveAddress(store, current?.addressId ?? null, doc.address);
  const values = [
    doc.clientId,
    doc.title,
    doc.displayName,
    doc.status,
    addressId,
    doc.primaryContact,
    doc.email,
    doc.phone,
    doc.postcode,
    doc.destinationUrl,
    doc.revId,
    doc.backgroundColor,
    doc.secondaryColor,
    flag(doc.organicCampaigns),
    flag(doc.includeGst),
    doc.logoId,
    doc.propertyCampaignPaymentOption,
    doc.agentCampaignPaymentOption,
    doc.officeCampaignPaymentOption,
  ];
  let officeId: number;
  if (id === null) {
    officeId = insert(
      store,
      `INSERT INTO offices (client_id, title, display_name, status, address_id, primary_contact, email, phone, postcode,
         destination_url, rev_id, background_color, secondary_color, organic_campaigns, include_gst, logo_id,
         property_campaign_payment_option, agent_campaign_payment_option, office_campaign_payment_option, slug,
         created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ...values,
      slug,
      now,
      now,
    );
  } else {
    officeId = id;
    run(
      store,
      `UPDATE offices SET client_id = ?, title = ?, display_name = ?, status = ?, address_id = ?, primary_contact = ?,
         email = ?, phone = ?, postcode = ?, destination_url = ?, rev_id = ?, background_color = ?, secondary_color = ?,
         organic_campaigns = ?, include_gst = ?, logo_id = ?, property_campaign_payment_option = ?,
         agent_campaign_payment_option = ?, office_campaign_payment_option = ?, updated_at = ?
       WHERE id = ?`,
      ...values,
      now,
      id,
    );
  }
  const report = doc.automateReport;
  run(
    store,
    `INSERT INTO office_automated_reports (office_id, recurrence_type, recurrence_interval, weekday, monthday, start_date, recipients)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (office_id) DO UPDATE SET recurrence_type = excluded.recurrence_type,
       recurrence_interval = excluded.recurrence_interval, weekday = excluded.weekday, monthday = excluded.monthday,
       start_date = excluded.start_date, recipients = excluded.recipients`,
    officeId,
    report.type,
    report.interval,
    report.weekday,
    report.monthday,
    report.start,
    report.recipients,
  );
  const orders = doc.ordersReport;
  if (
    run(
      store,
      'UPDATE orders_reports SET recipients = ?, weekday = ? WHERE office_id = ?',
      orders.recipients,
      orders.weekday,
      officeId,
    ) === 0
  ) {
    insert(
      store,
      'INSERT INTO orders_reports (office_id, recipients, weekday) VALUES (?, ?, ?)',
      officeId,
      orders.recipients,
      orders.weekday,
    );
  }
  return officeId;
}

/** Stores an uploaded logo file and makes it the office's logo (in one transaction). */
export function setOfficeLogo(store: Store, officeId: number, file: Omit<StoredFile, 'id'>, now: number): void {
  return transaction(store, () => writeOfficeLogo(store, officeId, file, now));
}

function writeOfficeLogo(store: Store, officeId: number, file: Omit<StoredFile, 'id'>, now: number): void {
  const stored = addFile(store, { ...file, subType: 'logo', temporary: false }, now);
  run(store, 'UPDATE offices SET logo_id = ?, updated_at = ? WHERE id = ?', stored.id, now, officeId);
}

/** A permission record of an office with its user, for the office's users table. */
/** A permission record of the office's users table: the user's record plus who the user is. */
export type OfficePermission = PermissionRecord & {
  user: {
    id: number;
    firstName: string;
    lastName: string;
    username: string;
    role: string;
    roleLabel: string;
    enabled: boolean;
  } | null;
};

type PermissionRow = {
  id: number;
  officeId: number;
  officeName: string;
  userId: number | null;
  permissionUpdatable: number;
  canViewMediaOrders: number;
  canViewPastOrders: number;
  canViewPaymentDetails: number;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  role: string | null;
  roleLabel: string | null;
  enabled: number | null;
};

const toPermission = (row: PermissionRow): OfficePermission => ({
  id: row.id,
  officeId: row.officeId,
  officeName: row.officeName,
  userId: row.userId,
  permissionUpdatable: row.permissionUpdatable === 1,
  canViewMediaOrders: row.canViewMediaOrders === 1,
  canViewPastOrders: row.canViewPastOrders === 1,
  canViewPaymentDetails: row.canViewPaymentDetails === 1,
  user:
    row.userId === null || row.username === null
      ? null
      : {
          id: row.userId,
          firstName: row.firstName ?? '',
          lastName: row.lastName ?? '',
          username: row.username,
          role: row.role ?? '',
          roleLabel: row.roleLabel ?? '',
          enabled: row.enabled === 1,
        },
});

const permissionSelect = `
  SELECT p.id, p.office_id AS officeId, coalesce(nullif(o.display_name, ''), o.title) AS officeName, p.user_id AS userId,
    p.permission_updatable AS permissionUpdatable, p.can_view_media_orders AS canViewMediaOrders,
    p.can_view_past_orders AS canViewPastOrders, p.can_view_payment_details AS canViewPaymentDetails,
    u.first_name AS firstName, u.last_name AS lastName, u.username, u.role, r.label AS roleLabel, u.enabled
  FROM office_permissions p
  JOIN offices o ON o.id = p.office_id
  LEFT JOIN users u ON u.id = p.user_id
  LEFT JOIN roles r ON r.code = u.role`;

/** An office's permission records of users not archived, sorted by the user's name (case-insensitive). */
export function listOfficePermissions(store: Store, officeId: number): OfficePermission[] {
  return many<PermissionRow>(
    store,
    `${permissionSelect}
     WHERE p.office_id = ? AND (u.id IS NULL OR u.archived_at IS NULL)
     ORDER BY (u.first_name || ' ' || u.last_name) COLLATE NOCASE, p.id`,
    officeId,
  ).map(toPermission);
}

export function findOfficePermission(store: Store, officeId: number, id: number): OfficePermission | undefined {
  const row = one<PermissionRow>(store, `${permissionSelect} WHERE p.id = ? AND p.office_id = ?`, id, officeId);
  return row && toPermission(row);
}

export type PermissionFlags = Pick<
  OfficePermission,
  'permissionUpdatable' | 'canViewMediaOrders' | 'canViewPastOrders' | 'canViewPaymentDetails'
>;

export function updateOfficePermission(store: Store, id: number, flags: PermissionFlags): void {
  run(
    store,
    `UPDATE office_permissions SET permission_updatable = ?, can_view_media_orders = ?, can_view_past_orders = ?,
       can_view_payment_details = ? WHERE id = ?`,
    flag(flags.permissionUpdatable),
    flag(flags.canViewMediaOrders),
    flag(flags.canViewPastOrders),
    flag(flags.canViewPaymentDetails),
    id,
  );
}

/** Whether `userId` holds a permission record on the office. */
export const holdsOffice = (store: Store, userId: number, officeId: number): boolean =>
  one(store, 'SELECT 1 FROM office_permissions WHERE user_id = ? AND office_id = ?', userId, officeId) !== undefined;
