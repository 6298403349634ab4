import { randomBytes } from 'node:crypto';
import { flag, insert, many, one, run, type Store } from './database.ts';
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

export function updateOrderingUser(
  store: Store,
  id: number,
  changes: { mobile?: string | null; imageOriginalId?: number | null },
  now: number,
): void {
  if (changes.mobile !== undefined)
    run(store, 'UPDATE users SET mobile = ?, updated_at = ? WHERE id = ?', changes.mobile, now, id);
  if (changes.imageOriginalId !== undefined)
    run(store, 'UPDATE users SET image_original_id = ?, updated_at = ? WHERE id = ?', changes.imageOriginalId, now, id);
}

export function fileExists(store: Store, id: number): { id: number; location: string } | undefined {
  return one<{ id: number; location: string }>(store, 'SELECT id, location FROM files WHERE id = ?', id);
}

export function fileByLocation(store: Store, location: string): { id: number; location: string } | undefined {
  return one<{ id: number; location: string }>(store, 'SELECT id, location FROM files WHERE location = ?', location);
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

/* ---------------------------------------------------------------- campaigns */

export type CampaignDocument = {
  type: 'property' | 'property-extend' | 'agent' | 'office';
  officeId: number;
  packageId: number;
  propertyId: number | null;
  audienceId: number | null;
  agentUserId: number | null;
  displayName: string;
  subType: string | null;
  startDate: string;
  endDate: string;
  duration: number;
  retailPrice: number;
  budget: number;
  agentName: string | null;
  agentEmail: string | null;
  agentPhone: string | null;
  agentImageId: number | null;
  postcode: string | null;
  destinationUrl: string | null;
  videoUrl: string | null;
  propertyUrl: string | null;
  headline: string | null;
  shortDescription: string | null;
  adTitle: string | null;
  adCopy: string | null;
  label: string | null;
  mainImageId: number | null;
  additionalRecipients: string;
  paymentOption: PaymentOption;
  organicPost: boolean;
  note: string | null;
  imageIds: number[];
};

export function insertCampaign(store: Store, doc: CampaignDocument, userId: number, now: number): number {
  const id = insert(
    store,
    `INSERT INTO campaigns (type, publish_status, status, office_id, package_id, property_id, audience_id, agent_user_id,
       booked_by, display_name, sub_type, start_date, end_date, duration, retail_price, budget, agent_name, agent_email,
       agent_phone, agent_image_id, postcode, destination_url, video_url, property_url, headline, short_description,
       ad_title, ad_copy, label, main_image_id, additional_recipients, payment_option, organic_post, note,
       report_token, created_at, updated_at)
     VALUES (?, 'draft', NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    doc.type,
    doc.officeId,
    doc.packageId,
    doc.propertyId,
    doc.audienceId,
    doc.agentUserId,
    userId,
    doc.displayName,
    doc.subType,
    doc.startDate,
    doc.endDate,
    doc.duration,
    doc.retailPrice,
    doc.budget,
    doc.agentName,
    doc.agentEmail,
    doc.agentPhone,
    doc.agentImageId,
    doc.postcode,
    doc.destinationUrl,
    doc.videoUrl,
    doc.propertyUrl,
    doc.headline,
    doc.shortDescription,
    doc.adTitle,
    doc.adCopy,
    doc.label,
    doc.mainImageId,
    doc.additionalRecipients,
    doc.paymentOption,
    flag(doc.organicPost),
    doc.note,
    randomBytes(16).toString('hex'),
    now,
    now,
  );
  setCampaignImages(store, id, doc.imageIds);
  return id;
}

export function setCampaignImages(store: Store, campaignId: number, fileIds: readonly number[]): void {
  run(store, 'DELETE FROM campaign_images WHERE campaign_id = ?', campaignId);
  fileIds.forEach((fileId, position) => {
    run(
      store,
      'INSERT INTO campaign_images (campaign_id, position, file_id) VALUES (?, ?, ?)',
      campaignId,
      position,
      fileId,
    );
  });
}

export type CampaignRow = {
  id: number;
  type: string;
  publishStatus: string;
  status: string | null;
  officeId: number;
  officeName: string;
  officeSlug: string;
  officeLogo: string | null;
  includeGst: boolean;
  clientId: number | null;
  packageId: number;
  packageTitle: string;
  packageType: string;
  propertyId: number | null;
  propertyTitle: string | null;
  suburb: string | null;
  displayName: string;
  startDate: string;
  endDate: string;
  duration: number;
  retailPrice: number;
  videoUrl: string | null;
  paymentOption: PaymentOption;
  mainImage: string | null;
  bookedAt: number | null;
  /** The user who created the campaign (its order form's author). */
  bookedBy: number | null;
  createdAt: number;
  order: {
    id: number;
    packagePrice: number;
    gst: number;
    total: number;
    paymentStatus: string;
    invoiced: boolean;
    invoicedAt: number | null;
    createdAt: number;
  } | null;
};

const campaignColumns = `c.id, c.type, c.publish_status AS publishStatus, c.status, c.office_id AS officeId,
  o.display_name AS officeName, o.slug AS officeSlug, lf.location AS officeLogo, o.include_gst AS includeGst,
  o.client_id AS clientId, c.package_id AS packageId, p.title AS packageTitle, p.type AS packageType,
  c.property_id AS propertyId, pr.title AS propertyTitle, a.locality_name AS suburb, c.display_name AS displayName,
  c.start_date AS startDate, c.end_date AS endDate, c.duration, c.retail_price AS retailPrice, c.video_url AS videoUrl,
  c.payment_option AS paymentOption, mf.location AS mainImage, c.booked_at AS bookedAt, c.booked_by AS bookedBy,
  c.created_at AS createdAt, od.id AS orderId, od.package_price AS orderPackagePrice, od.gst AS orderGst, od.total AS orderTotal,
  od.payment_status AS paymentStatus, od.invoiced, od.invoiced_at AS invoicedAt, od.created_at AS orderCreatedAt`;
const campaignFrom = `FROM campaigns c JOIN offices o ON o.id = c.office_id JOIN packages p ON p.id = c.package_id
  LEFT JOIN files lf ON lf.id = o.logo_id LEFT JOIN files mf ON mf.id = c.main_image_id
  LEFT JOIN properties pr ON pr.id = c.property_id LEFT JOIN addresses a ON a.id = pr.address_id
  LEFT JOIN orders od ON od.campaign_id = c.id`;
const campaignOf = (row: Record<string, unknown>): CampaignRow => {
  const {
    orderId,
    orderPackagePrice,
    orderGst,
    orderTotal,
    paymentStatus,
    invoiced,
    invoicedAt,
    orderCreatedAt,
    includeGst,
    ...rest
  } = row;
  return {
    ...(rest as Omit<CampaignRow, 'order' | 'includeGst'>),
    includeGst: includeGst === 1,
    order:
      orderId === null
        ? null
        : {
            id: orderId as number,
            packagePrice: orderPackagePrice as number,
            gst: orderGst as number,
            total: orderTotal as number,
            paymentStatus: paymentStatus as string,
            invoiced: invoiced === 1,
            invoicedAt: invoicedAt as number | null,
            createdAt: orderCreatedAt as number,
          },
  };
};

export function findCampaign(store: Store, id: number): CampaignRow | undefined {
  const row = one<Record<string, unknown>>(store, `SELECT ${campaignColumns} ${campaignFrom} WHERE c.id = ?`, id);
  return row && campaignOf(row);
}

export type CampaignListQuery = {
  officeIds: readonly number[] | null;
  clientId: number | null;
  publishStatus: string | null;
  orderedOnly: boolean;
  search: string;
  after: readonly [number, number] | null;
  limit: number | null;
};

/** Campaigns newest first; `search` matches the campaign's name or its property's title. */
export function listCampaigns(store: Store, q: CampaignListQuery): CampaignRow[] {
  return many<Record<string, unknown>>(
    store,
    `SELECT ${campaignColumns} ${campaignFrom}
     WHERE (?1 IS NULL OR c.office_id IN (SELECT value FROM json_each(?1)))
       AND (?2 IS NULL OR o.client_id = ?2)
       AND (?3 IS NULL OR c.publish_status = ?3)
       AND (?4 = 0 OR od.id IS NOT NULL)
       AND (?5 = '' OR instr(lower(c.display_name), lower(?5)) > 0 OR instr(lower(coalesce(pr.title, '')), lower(?5)) > 0)
       AND (?6 IS NULL OR c.created_at < ?6 OR (c.created_at = ?6 AND c.id < ?7))
     ORDER BY c.created_at DESC, c.id DESC
     LIMIT ?8`,
    q.officeIds === null ? null : JSON.stringify(q.officeIds),
    q.clientId,
    q.publishStatus,
    flag(q.orderedOnly),
    q.search,
    q.after?.[0] ?? null,
    q.after?.[1] ?? null,
    q.limit ?? -1,
  ).map(campaignOf);
}

/** The office ids a user holds a permission record for (with the flag asked for). */
export function permittedOfficeIds(store: Store, userId: number, flagColumn: 'can_view_past_orders' | null): number[] {
  return many<{ id: number }>(
    store,
    `SELECT office_id AS id FROM office_permissions WHERE user_id = ? ${flagColumn ? `AND ${flagColumn} = 1` : ''}`,
    userId,
  ).map((row) => row.id);
}

export function setCampaignVideo(store: Store, id: number, url: string, now: number): void {
  run(store, 'UPDATE campaigns SET video_url = ?, updated_at = ? WHERE id = ?', url, now, id);
}

export function updateCampaignFields(
  store: Store,
  id: number,
  fields: { note?: string | null; mainImageId?: number | null; agentImageId?: number | null; videoUrl?: string | null },
  now: number,
): void {
  const columns: Record<string, string> = {
    note: 'note',
    mainImageId: 'main_image_id',
    agentImageId: 'agent_image_id',
    videoUrl: 'video_url',
  };
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    run(store, `UPDATE campaigns SET ${columns[key]} = ?, updated_at = ? WHERE id = ?`, value, now, id);
  }
}
