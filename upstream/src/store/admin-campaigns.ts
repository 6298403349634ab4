import { insert, many, one, run, transaction, type Store } from './database.ts';

/**
 * What the admin campaign tool and the partner tools read and write: the campaign as staff see it,
 * their date and status changes (each with its note), the partner calls they log by hand and the
 * partner log list.
 */

export type AdminCampaignRow = {
  id: number;
  type: string;
  displayName: string;
  status: string | null;
  officeId: number;
  officeName: string;
  packageTitle: string;
  propertyId: number | null;
  propertyTitle: string | null;
  bookedById: number | null;
  bookedByFirstName: string | null;
  bookedByLastName: string | null;
  bookedAt: number | null;
  startDate: string;
  endDate: string;
  associatedCampaignId: number | null;
  paymentOption: string;
  facebookPreview: string | null;
  productResponse: string | null;
  orderResponse: string | null;
};

export function findAdminCampaign(store: Store, id: number): AdminCampaignRow | undefined {
  return one<AdminCampaignRow>(
    store,
    `SELECT c.id, c.type, c.display_name AS displayName, c.status, o.id AS officeId, o.display_name AS officeName,
       p.title AS packageTitle, pr.id AS propertyId, pr.title AS propertyTitle, u.id AS bookedById,
       u.first_name AS bookedByFirstName, u.last_name AS bookedByLastName, c.booked_at AS bookedAt,
       c.start_date AS startDate, c.end_date AS endDate, c.associated_campaign_id AS associatedCampaignId,
       c.payment_option AS paymentOption, c.facebook_preview AS facebookPreview,
       c.signifi_product_response AS productResponse, c.signifi_order_response AS orderResponse
     FROM campaigns c JOIN offices o ON o.id = c.office_id JOIN packages p ON p.id = c.package_id
     LEFT JOIN properties pr ON pr.id = c.property_id LEFT JOIN users u ON u.id = c.booked_by
     WHERE c.id = ?`,
    id,
  );
}

/** One partner call as the log keeps it (request and response as JSON text). */
export type PartnerLogWrite = {
  campaignId: number;
  type: string;
  endpoint: string;
  request: unknown;
  response: unknown;
  status: number;
  note: string | null;
  userId: number;
};

function addPartnerLog(store: Store, log: PartnerLogWrite, at: number): number {
  return insert(
    store,
    `INSERT INTO partner_logs (campaign_id, type, endpoint, request, response, status, note, created_by, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    log.campaignId,
    log.type,
    log.endpoint,
    JSON.stringify(log.request),
    JSON.stringify(log.response),
    log.status,
    log.note,
    log.userId,
    at,
    at,
  );
}

function addCampaignNote(store: Store, campaignId: number, type: string, note: string, userId: number, at: number) {
  return insert(
    store,
    'INSERT INTO campaign_notes (campaign_id, type, note, created_by, created_at) VALUES (?, ?, ?, ?, ?)',
    campaignId,
    type,
    note,
    userId,
    at,
  );
}

/** Logs a preview call and, when the partner rendered one (`markup`), keeps it on the campaign. */
export function recordPreview(store: Store, log: PartnerLogWrite, markup: string | null, at: number): void {
  transaction(store, () => {
    addPartnerLog(store, log, at);
    if (markup !== null)
      run(store, 'UPDATE campaigns SET facebook_preview = ?, updated_at = ? WHERE id = ?', markup, at, log.campaignId);
  });
}

export type DateChange = { startDate: string; endDate: string; duration: number; note: string; userId: number };

/** Moves a campaign's dates and keeps the reason as a `date-change` note. */
export function changeCampaignDates(store: Store, campaignId: number, change: DateChange, at: number): void {
  transaction(store, () => {
    run(
      store,
      'UPDATE campaigns SET start_date = ?, end_date = ?, duration = ?, updated_at = ? WHERE id = ?',
      change.startDate,
      change.endDate,
      change.duration,
      at,
      campaignId,
    );
    addCampaignNote(store, campaignId, 'date-change', change.note, change.userId, at);
  });
}

/** Sets a campaign's status, keeps the reason as a `status-change` note and logs the partner call behind it. */
export function changeCampaignStatus(
  store: Store,
  status: string,
  log: PartnerLogWrite & { note: string },
  at: number,
) {
  transaction(store, () => {
    run(store, 'UPDATE campaigns SET status = ?, updated_at = ? WHERE id = ?', status, at, log.campaignId);
    addCampaignNote(store, log.campaignId, 'status-change', log.note, log.userId, at);
    addPartnerLog(store, log, at);
  });
}

/**
 * Keeps the note of a manual partner call: on the caller's newest log of that type without a note
 * (the manual call's own) and as a `partner-call` note of the campaign, whose id it answers.
 */
export function notePartnerCall(
  store: Store,
  campaignId: number,
  type: string,
  note: string,
  userId: number,
  at: number,
): number {
  return transaction(store, () => {
    run(
      store,
      `UPDATE partner_logs SET note = ?, updated_at = ? WHERE id = (SELECT id FROM partner_logs
         WHERE campaign_id = ? AND type = ? AND created_by = ? AND note IS NULL ORDER BY id DESC LIMIT 1)`,
      note,
      at,
      campaignId,
      type,
      userId,
    );
    return addCampaignNote(store, campaignId, 'partner-call', `${type}: ${note}`, userId, at);
  });
}

/** A campaign booked with the partner by hand: `booked` when it had no status yet. */
export function markBookedByHand(store: Store, campaignId: number, at: number): void {
  run(store, "UPDATE campaigns SET status = 'booked', updated_at = ? WHERE id = ? AND status IS NULL", at, campaignId);
}

export type SignifiLogRow = {
  id: number;
  type: string;
  status: number;
  note: string | null;
  response: string | null;
  updatedAt: number;
  campaignId: number;
  campaignName: string;
  propertyTitle: string | null;
  clientId: number | null;
  clientTitle: string | null;
};

export type SignifiLogQuery = { campaign: number | null; client: number | null; limit: number; offset: number };

/** The partner logs, newest first, one page of them and how many match (by campaign and/or client). */
export function listSignifiLogs(store: Store, query: SignifiLogQuery): { count: number; rows: SignifiLogRow[] } {
  const conditions: string[] = [];
  const values: number[] = [];
  if (query.campaign !== null) {
    conditions.push('l.campaign_id = ?');
    values.push(query.campaign);
  }
  if (query.client !== null) {
    conditions.push('o.client_id = ?');
    values.push(query.client);
  }
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const from = `FROM partner_logs l JOIN campaigns c ON c.id = l.campaign_id JOIN offices o ON o.id = c.office_id
      LEFT JOIN clients cl ON cl.id = o.client_id LEFT JOIN properties pr ON pr.id = c.property_id ${where}`;
  const count = one<{ count: number }>(store, `SELECT count(*) AS count ${from}`, ...values)?.count ?? 0;
  const rows = many<SignifiLogRow>(
    store,
    `SELECT l.id, l.type, l.status, l.note, l.response, l.updated_at AS updatedAt, c.id AS campaignId,
       c.display_name AS campaignName, pr.title AS propertyTitle, cl.id AS clientId, cl.title AS clientTitle
     ${from} ORDER BY l.updated_at DESC, l.id DESC LIMIT ? OFFSET ?`,
    ...values,
    query.limit,
    query.offset,
  );
  return { count, rows };
}

/**
 * Campaigns without a status (not booked with the partner) and without a product response, oldest
 * first (published ones before drafts), paid by `payment`: what an admin books by hand.
 */
export function listAwaitingPartner(store: Store, payment: string): { id: number; displayName: string }[] {
  return many<{ id: number; displayName: string }>(
    store,
    `SELECT id, display_name AS displayName FROM campaigns WHERE status IS NULL AND payment_option = ?
       AND signifi_product_response IS NULL ORDER BY publish_status = 'published' DESC, id`,
    payment,
  );
}
