import { insert, many, one, run, type Store } from './database.ts';

/**
 * Staff's notes on a campaign and its finance: internal notes, the free-of-charge status label and
 * the finance adjustments (ordering spec section 6). Money is integer cents.
 */

export function campaignExists(store: Store, campaignId: number): boolean {
  return one(store, 'SELECT 1 AS found FROM campaigns WHERE id = ?', campaignId) !== undefined;
}

export type NoteRow = {
  id: number;
  note: string;
  type: string;
  createdAt: number;
  first: string | null;
  last: string | null;
};

/** A campaign's internal notes with their authors' names, newest first. */
export function listInternalNotes(store: Store, campaignId: number): NoteRow[] {
  return many<NoteRow>(
    store,
    `SELECT n.id, n.note, n.type, n.created_at AS createdAt, u.first_name AS first, u.last_name AS last
     FROM campaign_notes n LEFT JOIN users u ON u.id = n.created_by
     WHERE n.campaign_id = ? AND n.type = 'internal' ORDER BY n.created_at DESC, n.id DESC`,
    campaignId,
  );
}

export function addInternalNote(store: Store, campaignId: number, note: string, userId: number, now: number): number {
  return insert(
    store,
    `INSERT INTO campaign_notes (campaign_id, type, note, created_by, created_at) VALUES (?, 'internal', ?, ?, ?)`,
    campaignId,
    note,
    userId,
    now,
  );
}

/**
 * Rewrites an internal note of a campaign (its author and date stay): `updated`, `elsewhere` for a
 * note of another campaign or not internal (nothing written), `missing` for an unknown id.
 */
export function updateInternalNote(
  store: Store,
  campaignId: number,
  noteId: number,
  note: string,
): 'updated' | 'elsewhere' | 'missing' {
  const updated = run(
    store,
    `UPDATE campaign_notes SET note = ? WHERE id = ? AND campaign_id = ? AND type = 'internal'`,
    note,
    noteId,
    campaignId,
  );
  if (updated > 0) return 'updated';
  return one(store, 'SELECT 1 AS found FROM campaign_notes WHERE id = ?', noteId) ? 'elsewhere' : 'missing';
}

export function setStatusLabel(store: Store, campaignId: number, label: string, now: number): void {
  run(store, 'UPDATE campaigns SET status_label = ?, updated_at = ? WHERE id = ?', label, now, campaignId);
}

export type AdjustmentRow = {
  id: number;
  adjustmentDate: string;
  label: string;
  amount: number;
  remarks: string | null;
};

/** A campaign's finance adjustments, latest date first. */
export function listAdjustments(store: Store, campaignId: number): AdjustmentRow[] {
  return many<AdjustmentRow>(
    store,
    `SELECT id, adjustment_date AS adjustmentDate, label, amount, remarks FROM campaign_adjustments
     WHERE campaign_id = ? ORDER BY adjustment_date DESC, id DESC`,
    campaignId,
  );
}

export function addAdjustment(
  store: Store,
  campaignId: number,
  adjustment: Omit<AdjustmentRow, 'id'>,
  userId: number,
  now: number,
): number {
  return insert(
    store,
    `INSERT INTO campaign_adjustments (campaign_id, adjustment_date, label, amount, remarks, created_by, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    campaignId,
    adjustment.adjustmentDate,
    adjustment.label,
    adjustment.amount,
    adjustment.remarks,
    userId,
    now,
  );
}

/** Removes an adjustment; false when there was none with that id. */
export function deleteAdjustment(store: Store, id: number): boolean {
  return run(store, 'DELETE FROM campaign_adjustments WHERE id = ?', id) > 0;
}
