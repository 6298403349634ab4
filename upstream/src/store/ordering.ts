import { many, one, run, type Store } from './database.ts';
import type { PaymentOption } from './offices.ts';

/**
 * Ordering's reads and writes: the offices as the order forms see them, their properties, campaigns
 * and orders. Money is integer cents here; the routes speak dollars.
 */

/* ---------------------------------------------------------------- access */

export type OrderingAccess = {
  officeId: number;
  clientId: number | null;
  canViewMediaOrders: boolean;
  canViewPastOrders: boolean;
};

const staffRoles = new Set(['ROLE_SUPER_ADMIN', 'ROLE_ADMIN']);
/** Client-level roles that order: the client admin. The client user has no ordering rights at all. */
const clientRoles = new Set(['ROLE_CLIENT_ADMIN']);
export const isStaffRole = (role: string) => staffRoles.has(role);

/**
 * What a user may do with an office's ordering: undefined when the office is unknown or out of the
 * user's reach (staff reach every office, the client admin their client's, office roles the offices
 * of their permission records, with those records' flags; the client user none).
 */
export function orderingAccess(
  store: Store,
  user: { id: number; role: string; clientId: number | null },
  officeId: number,
): OrderingAccess | undefined {
  const office = one<{ id: number; clientId: number | null }>(
    store,
    'SELECT id, client_id AS clientId FROM offices WHERE id = ?',
    officeId,
  );
  if (!office) return undefined;
  const base = { officeId: office.id, clientId: office.clientId };
  if (user.role === 'ROLE_CLIENT_USER') return undefined;
  if (staffRoles.has(user.role)) return { ...base, canViewMediaOrders: true, canViewPastOrders: true };
  if (clientRoles.has(user.role)) {
    return user.clientId !== null && user.clientId === office.clientId
      ? { ...base, canViewMediaOrders: true, canViewPastOrders: true }
      : undefined;
  }
  const permission = one<{ media: number; past: number }>(
    store,
    `SELECT can_view_media_orders AS media, can_view_past_orders AS past
     FROM office_permissions WHERE user_id = ? AND office_id = ?`,
    user.id,
    office.id,
  );
  if (!permission) return undefined;
  return { ...base, canViewMediaOrders: permission.media === 1, canViewPastOrders: permission.past === 1 };
}

/* ---------------------------------------------------------------- offices */

export type OrderingOffice = {
  id: number;
  displayName: string;
  slug: string;
  status: string;
  includeGst: boolean;
  organicCampaigns: boolean;
  logoLocation: string | null;
  propertyCampaignPaymentOption: PaymentOption | null;
  agentCampaignPaymentOption: PaymentOption | null;
  officeCampaignPaymentOption: PaymentOption | null;
  client: OrderingClient | null;
};

export type OrderingClient = {
  id: number;
  title: string;
  subDomain: string;
  clientDomains: string;
  propertyCampaignPaymentOption: PaymentOption;
  agentCampaignPaymentOption: PaymentOption;
  officeCampaignPaymentOption: PaymentOption;
  tradingTerms: string | null;
  displayConfig: {
    showPropertyUrlField: boolean;
    showAgentLandingPage: boolean;
    showAgentCampaignAdTitle: boolean;
    showAgentCampaignLabel: boolean;
    showAgentCampaignListing: boolean;
    landingPageCover: string | null;
  };
};

export function findOrderingOffice(store: Store, id: number): OrderingOffice | undefined {
  const row = one<Record<string, unknown>>(
    store,
    `SELECT o.id, o.display_name AS displayName, o.slug, o.status, o.include_gst AS includeGst,
       o.organic_campaigns AS organicCampaigns, lf.location AS logoLocation,
       o.property_campaign_payment_option AS propertyOption, o.agent_campaign_payment_option AS agentOption,
       o.office_campaign_payment_option AS officeOption,
       c.id AS clientId, c.title AS clientTitle, c.sub_domain AS subDomain, c.client_domains AS clientDomains,
       c.trading_terms AS tradingTerms,
       c.property_campaign_payment_option AS clientPropertyOption,
       c.agent_campaign_payment_option AS clientAgentOption,
       c.office_campaign_payment_option AS clientOfficeOption,
       d.show_property_url_field AS showPropertyUrlField, d.show_agent_landing_page AS showAgentLandingPage,
       d.show_agent_campaign_ad_title AS showAgentCampaignAdTitle,
       d.show_agent_campaign_label AS showAgentCampaignLabel,
       d.show_agent_campaign_listing AS showAgentCampaignListing, cf.location AS landingPageCover
     FROM offices o LEFT JOIN files lf ON lf.id = o.logo_id
     LEFT JOIN clients c ON c.id = o.client_id
     LEFT JOIN client_display_configs d ON d.client_id = c.id
     LEFT JOIN files cf ON cf.id = d.image_landing_page_cover_id
     WHERE o.id = ?`,
    id,
  );
  if (!row) return undefined;
  return {
    id: row.id as number,
    displayName: row.displayName as string,
    slug: row.slug as string,
    status: row.status as string,
    includeGst: row.includeGst === 1,
    organicCampaigns: row.organicCampaigns === 1,
    logoLocation: row.logoLocation as string | null,
    propertyCampaignPaymentOption: row.propertyOption as PaymentOption | null,
    agentCampaignPaymentOption: row.agentOption as PaymentOption | null,
    officeCampaignPaymentOption: row.officeOption as PaymentOption | null,
    client:
      row.clientId === null
        ? null
        : {
            id: row.clientId as number,
            title: row.clientTitle as string,
            subDomain: row.subDomain as string,
            clientDomains: row.clientDomains as string,
            tradingTerms: row.tradingTerms as string | null,
            propertyCampaignPaymentOption: row.clientPropertyOption as PaymentOption,
            agentCampaignPaymentOption: row.clientAgentOption as PaymentOption,
            officeCampaignPaymentOption: row.clientOfficeOption as PaymentOption,
            displayConfig: {
              showPropertyUrlField: row.showPropertyUrlField === 1,
              showAgentLandingPage: row.showAgentLandingPage === 1,
              showAgentCampaignAdTitle: row.showAgentCampaignAdTitle === 1,
              showAgentCampaignLabel: row.showAgentCampaignLabel === 1,
              showAgentCampaignListing: row.showAgentCampaignListing === 1,
              landingPageCover: row.landingPageCover as string | null,
            },
          },
  };
}

/** The payment option of an order type: the office's setting, else its client's. */
export function paymentOptionFor(office: OrderingOffice, type: 'property' | 'agent' | 'office'): PaymentOption {
  const own = office[`${type}CampaignPaymentOption`];
  return own ?? office.client?.[`${type}CampaignPaymentOption`] ?? 'credit-card';
}

export type OrderingPackage = {
  id: number;
  title: string;
  type: string;
  description: string;
  status: string;
  sortOrder: number;
  packagePrice: number;
  retailPrice: number;
  videoRequired: boolean;
  propertyDuration: number | null;
  agentDuration: number | null;
  officeDuration: number | null;
};

const packageColumns = `p.id, p.title, p.type, p.description, p.status, p.sort_order AS sortOrder,
  p.package_price AS packagePrice, p.retail_price AS retailPrice, p.video_required AS videoRequired,
  p.property_duration AS propertyDuration, p.agent_duration AS agentDuration, p.office_duration AS officeDuration`;
const packageOf = (row: Omit<OrderingPackage, 'videoRequired'> & { videoRequired: unknown }): OrderingPackage => ({
  ...row,
  videoRequired: row.videoRequired === 1,
});

/** The packages attached to an office (`owner.kind` office) or a client, every status, by sortOrder. */
export function linkedPackages(store: Store, owner: { kind: 'office' | 'client'; id: number }): OrderingPackage[] {
  const [table, column] = owner.kind === 'office' ? ['package_offices', 'office_id'] : ['package_clients', 'client_id'];
  return many<Omit<OrderingPackage, 'videoRequired'> & { videoRequired: unknown }>(
    store,
    `SELECT ${packageColumns} FROM ${table} l JOIN packages p ON p.id = l.package_id
     WHERE l.${column} = ? ORDER BY p.sort_order, p.id`,
    owner.id,
  ).map(packageOf);
}

export function findOrderingPackage(store: Store, id: number): OrderingPackage | undefined {
  const row = one<Omit<OrderingPackage, 'videoRequired'> & { videoRequired: unknown }>(
    store,
    `SELECT ${packageColumns} FROM packages p WHERE p.id = ?`,
    id,
  );
  return row && packageOf(row);
}

export type OrderingUser = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string | null;
  postcode: string | null;
  destinationUrl: string | null;
  role: string;
  imageOriginal: { id: number; location: string } | null;
};

const userColumns = `u.id, u.first_name AS firstName, u.last_name AS lastName, u.username AS email, u.mobile,
  u.postcode, u.destination_url AS destinationUrl, u.role, u.image_original_id AS imageId, uf.location AS imageLocation`;
type UserRow = Omit<OrderingUser, 'imageOriginal'> & { imageId: number | null; imageLocation: string | null };
const userOf = ({ imageId, imageLocation, ...row }: UserRow): OrderingUser => ({
  ...row,
  imageOriginal: imageId === null || imageLocation === null ? null : { id: imageId, location: imageLocation },
});

export function clientAdmins(store: Store, clientId: number): OrderingUser[] {
  return many<UserRow>(
    store,
    `SELECT ${userColumns} FROM users u LEFT JOIN files uf ON uf.id = u.image_original_id
     WHERE u.client_id = ? AND u.role = 'ROLE_CLIENT_ADMIN' AND u.enabled = 1 AND u.archived_at IS NULL
     ORDER BY lower(u.first_name), lower(u.last_name), u.id`,
    clientId,
  ).map(userOf);
}

export function findOrderingUser(store: Store, id: number): OrderingUser | undefined {
  const row = one<UserRow>(
    store,
    `SELECT ${userColumns} FROM users u LEFT JOIN files uf ON uf.id = u.image_original_id WHERE u.id = ?`,
    id,
  );
  return row && userOf(row);
}

/** The lead agent's details an order changes (each left as it is when undefined). */
export type OrderingUserChanges = {
  mobile?: string | null;
  destinationUrl?: string | null;
  postcode?: string | null;
  imageOriginalId?: number | null;
};

const orderingUserColumns = {
  mobile: 'mobile',
  destinationUrl: 'destination_url',
  postcode: 'postcode',
  imageOriginalId: 'image_original_id',
} as const;

export function updateOrderingUser(store: Store, id: number, changes: OrderingUserChanges, now: number): void {
  const set = (Object.keys(orderingUserColumns) as (keyof OrderingUserChanges)[]).filter(
    (key) => changes[key] !== undefined,
  );
  if (set.length === 0) return;
  run(
    store,
    `UPDATE users SET ${set.map((key) => `${orderingUserColumns[key]} = ?`).join(', ')}, updated_at = ? WHERE id = ?`,
    ...set.map((key) => changes[key] ?? null),
    now,
    id,
  );
}

export function fileExists(store: Store, id: number): { id: number; location: string } | undefined {
  return one<{ id: number; location: string }>(store, 'SELECT id, location FROM files WHERE id = ?', id);
}

/* ---------------------------------------------------------------- properties */

export type PropertyRow = {
  id: number;
  officeId: number;
  title: string;
  slug: string;
  description: string;
  displayPrice: string | null;
  beds: number | null;
  baths: number | null;
  carbays: number | null;
  saleStatus: string;
  url: string | null;
  productId: string | null;
  thirdPartyData: string | null;
  isOrderable: boolean;
  listedAt: number;
  suburb: string | null;
  postcode: string | null;
  mainImage: { id: number; location: string } | null;
};

const propertyColumns = `pr.id, pr.office_id AS officeId, pr.title, pr.slug, pr.description, pr.display_price AS displayPrice,
  pr.beds, pr.baths, pr.carbays, pr.sale_status AS saleStatus, pr.listing_url AS url, pr.product_id AS productId,
  pr.third_party_data AS thirdPartyData, pr.is_orderable AS isOrderable, pr.listed_at AS listedAt,
  a.locality_name AS suburb, a.postal_code_number AS postcode, pr.main_image_id AS mainImageId, mf.location AS mainImageLocation`;
const propertyFrom = `FROM properties pr JOIN addresses a ON a.id = pr.address_id LEFT JOIN files mf ON mf.id = pr.main_image_id`;
type RawProperty = Omit<PropertyRow, 'isOrderable' | 'mainImage'> & {
  isOrderable: number;
  mainImageId: number | null;
  mainImageLocation: string | null;
};
const propertyOf = ({ mainImageId, mainImageLocation, ...row }: RawProperty): PropertyRow => ({
  ...row,
  isOrderable: row.isOrderable === 1,
  mainImage:
    mainImageId === null || mainImageLocation === null ? null : { id: mainImageId, location: mainImageLocation },
});

export type PropertyQuery = {
  officeId: number;
  query: string;
  listedSince: number | null;
  after: readonly [number, number] | null;
  limit: number | null;
};

/** An office's properties, newest listing first; `query` matches the title or suburb. */
export function listOfficeProperties(store: Store, q: PropertyQuery): PropertyRow[] {
  return many<RawProperty>(
    store,
    `SELECT ${propertyColumns} ${propertyFrom}
     WHERE pr.office_id = ?1
       AND (?2 = '' OR instr(lower(pr.title), lower(?2)) > 0 OR instr(lower(coalesce(a.locality_name, '')), lower(?2)) > 0)
       AND (?3 IS NULL OR pr.listed_at >= ?3)
       AND (?4 IS NULL OR pr.listed_at < ?4 OR (pr.listed_at = ?4 AND pr.id < ?5))
     ORDER BY pr.listed_at DESC, pr.id DESC
     LIMIT ?6`,
    q.officeId,
    q.query,
    q.listedSince,
    q.after?.[0] ?? null,
    q.after?.[1] ?? null,
    q.limit ?? -1,
  ).map(propertyOf);
}

export function findProperty(store: Store, id: number): PropertyRow | undefined {
  const row = one<RawProperty>(store, `SELECT ${propertyColumns} ${propertyFrom} WHERE pr.id = ?`, id);
  return row && propertyOf(row);
}

/** A property's third-party listing data (parsed JSON), or null without any. */
export function propertyThirdPartyData(store: Store, propertyId: number): unknown {
  const row = one<{ data: string | null }>(
    store,
    'SELECT third_party_data AS data FROM properties WHERE id = ?',
    propertyId,
  );
  return row?.data ? (JSON.parse(row.data) as unknown) : null;
}

export function propertyImages(store: Store, id: number): { id: number; location: string }[] {
  return many<{ id: number; location: string }>(
    store,
    `SELECT f.id, f.location FROM property_images i JOIN files f ON f.id = i.file_id
     WHERE i.property_id = ? ORDER BY i.position`,
    id,
  );
}

export function propertyUsers(store: Store, id: number): OrderingUser[] {
  return many<UserRow>(
    store,
    `SELECT ${userColumns} FROM property_users pu JOIN users u ON u.id = pu.user_id
     LEFT JOIN files uf ON uf.id = u.image_original_id
     WHERE pu.property_id = ? ORDER BY pu.position`,
    id,
  ).map(userOf);
}

export function setPropertyProduct(store: Store, id: number, productId: string, now: number): void {
  run(store, 'UPDATE properties SET product_id = ?, updated_at = ? WHERE id = ?', productId, now, id);
}

/** The office ids a user holds a permission record for (with the flag asked for). */
export function permittedOfficeIds(store: Store, userId: number, flagColumn: 'can_view_past_orders' | null): number[] {
  return many<{ id: number }>(
    store,
    `SELECT office_id AS id FROM office_permissions WHERE user_id = ? ${flagColumn ? `AND ${flagColumn} = 1` : ''}`,
    userId,
  ).map((row) => row.id);
}

/** The id of the office with a slug (the portal's routes carry slugs). */
export function findOfficeIdBySlug(store: Store, slug: string): number | undefined {
  return one<{ id: number }>(store, 'SELECT id FROM offices WHERE slug = ?', slug)?.id;
}

/** The agents an office may order for: its enabled, unarchived users holding a permission record, by id. */
export function officeAgentIds(store: Store, officeId: number): number[] {
  return many<{ id: number }>(
    store,
    `SELECT p.user_id AS id FROM office_permissions p JOIN users u ON u.id = p.user_id
     WHERE p.office_id = ? AND u.enabled = 1 AND u.archived_at IS NULL`,
    officeId,
  ).map((row) => row.id);
}

/** Whether a user holds a permission record for an office. */
export function holdsOfficePermission(store: Store, officeId: number, userId: number): boolean {
  return (
    many(store, 'SELECT 1 FROM office_permissions WHERE office_id = ? AND user_id = ?', officeId, userId).length > 0
  );
}

/** Whether a user belongs to a client. */
export function isClientMember(store: Store, userId: number, clientId: number): boolean {
  return many(store, 'SELECT 1 FROM users WHERE id = ? AND client_id = ?', userId, clientId).length > 0;
}

/** A user's client, null for none, undefined for an unknown user. */
export function userClientId(store: Store, userId: number): number | null | undefined {
  return one<{ clientId: number | null }>(store, 'SELECT client_id AS clientId FROM users WHERE id = ?', userId)
    ?.clientId;
}

/** Whether two users hold permission records for a common office. */
export function shareAnOffice(store: Store, userId: number, otherId: number): boolean {
  return (
    one(
      store,
      `SELECT 1 FROM office_permissions a JOIN office_permissions b ON a.office_id = b.office_id
       WHERE a.user_id = ? AND b.user_id = ?`,
      userId,
      otherId,
    ) !== undefined
  );
}

export type StoredImage = { id: number; location: string; mimeType: string; size: number };

/** An uploaded file with its type and size (the order forms check images against both). */
export function findStoredImage(store: Store, id: number): StoredImage | undefined {
  return many<StoredImage>(store, 'SELECT id, location, mime_type AS mimeType, size FROM files WHERE id = ?', id)[0];
}

/** A temporary upload (`files/temporary`, `files/multiple/temporary`) by its location, with its type and size. */
export function temporaryImageByLocation(store: Store, location: string): StoredImage | undefined {
  return one<StoredImage>(
    store,
    'SELECT id, location, mime_type AS mimeType, size FROM files WHERE location = ? AND temporary = 1',
    location,
  );
}
