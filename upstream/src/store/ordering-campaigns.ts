import { randomBytes } from 'node:crypto';
import { flag, insert, many, one, run, transaction, type Store } from './database.ts';
import { recordCharge } from './charges.ts';
import type { PaymentOption } from './offices.ts';

/**
 * Ordering's campaigns and orders: the draft a form creates, the rows the lists and the payment
 * read, and the payment's writes (the order, its charge, the booking). Money is integer cents here;
 * the routes speak dollars.
 */

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

/** Creates a draft campaign (no status, `draft` publish status) with its images; answers its id. */
export function createCampaign(store: Store, doc: CampaignDocument, userId: number, now: number): number {
  return transaction(store, () => insertCampaign(store, doc, userId, now));
}

function insertCampaign(store: Store, doc: CampaignDocument, userId: number, now: number): number {
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

/* ---------------------------------------------------------------- payment */

/** The campaign's order unless it was declined (a placed order is paid or pending). */
export function findPlacedOrder(store: Store, campaignId: number): { id: number; status: string } | undefined {
  return one<{ id: number; status: string }>(
    store,
    "SELECT id, payment_status AS status FROM orders WHERE campaign_id = ? AND payment_status <> 'declined'",
    campaignId,
  );
}

/** The charge of a payment: the card charged (a saved card's id, or a token's brand and last 4) and its decline. */
export type PaymentCharge = {
  cardId: number | null;
  brand: string | null;
  last4: string | null;
  decline: string | null;
  /** The card error's message of a decline. */
  message: string | null;
};

export type Payment = {
  campaignId: number;
  paymentOption: PaymentOption;
  packagePrice: number;
  /** The amount charged, GST included, in cents. */
  amount: number;
  userId: number;
  now: number;
};

/**
 * Settles a campaign's payment in one transaction: unless an order is already placed
 * (`'already-paid'`), takes the charge `chargeOf` resolves (it may throw, and nothing is written),
 * records a card charge, writes the order (a decline is kept as a declined order, which a later
 * attempt replaces) and, unless declined, publishes the campaign as booked by the payer.
 */
export function settlePayment(
  store: Store,
  payment: Payment,
  chargeOf: () => PaymentCharge,
): PaymentCharge | 'already-paid' {
  return transaction(store, () => {
    if (findPlacedOrder(store, payment.campaignId)) return 'already-paid';
    const charge = chargeOf();
    const declined = charge.decline !== null;
    const byCard = payment.paymentOption === 'credit-card';
    if (byCard) {
      recordCharge(
        store,
        {
          campaignId: payment.campaignId,
          amount: payment.amount,
          cardId: charge.cardId,
          brand: charge.brand,
          last4: charge.last4,
          status: declined ? 'failed' : 'succeeded',
          declineCode: charge.decline,
          message: charge.message,
          userId: payment.userId,
        },
        payment.now,
      );
    }
    const paymentStatus = declined ? 'declined' : byCard ? 'paid' : 'pending';
    run(
      store,
      `INSERT INTO orders (campaign_id, payment_option, card_id, package_price, gst, payment_status, paid_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (campaign_id) DO UPDATE SET payment_option = excluded.payment_option, card_id = excluded.card_id,
         package_price = excluded.package_price, gst = excluded.gst, payment_status = excluded.payment_status,
         paid_at = excluded.paid_at, created_at = excluded.created_at`,
      payment.campaignId,
      payment.paymentOption,
      charge.cardId,
      payment.packagePrice,
      payment.amount - payment.packagePrice,
      paymentStatus,
      paymentStatus === 'paid' ? payment.now : null,
      payment.now,
    );
    if (!declined) {
      run(
        store,
        `UPDATE campaigns SET publish_status = 'published', booked_by = ?, booked_at = ?, updated_at = ? WHERE id = ?`,
        payment.userId,
        payment.now,
        payment.now,
        payment.campaignId,
      );
    }
    return charge;
  });
}

/** Marks a paid campaign booked once the partner took its order (a campaign with a status keeps it). */
export function markCampaignBooked(store: Store, campaignId: number, now: number): void {
  run(store, "UPDATE campaigns SET status = 'booked', updated_at = ? WHERE id = ? AND status IS NULL", now, campaignId);
}
