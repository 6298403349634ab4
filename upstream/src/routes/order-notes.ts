import { Router, type Request, type Response } from 'express';
import type { SandboxContext } from '../context.ts';
import { accessDenied, notFound } from '../http/errors.ts';
import { currentUser, requireBearer } from '../http/middleware/require-bearer.ts';
import { fieldErrors, isRecord, toId } from '../http/validation.ts';
import {
  addAdjustment,
  addInternalNote,
  campaignExists,
  deleteAdjustment,
  listAdjustments,
  listInternalNotes,
  setStatusLabel,
  updateInternalNote,
  type AdjustmentRow,
  type NoteRow,
} from '../store/campaign-notes.ts';
import type { Store } from '../store/database.ts';
import { isoWithOffset } from '../views/user-views.ts';
import { campaignIdOf, dollars, requireStaff } from './order-queries.ts';

/**
 * Staff's notes on a campaign (ordering spec section 6): internal notes, the free-of-charge status
 * label and finance adjustments.
 */

export const ADJUSTMENT_LABELS = ['Revenue - ex. GST', 'TTV - ex. GST'] as const;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Cents of a dollar amount written with at most two decimals (`12.5`, `-3.25`); undefined otherwise. */
export const centsOf = (value: unknown): number | undefined => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = /^(-)?(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
};

const noteView = (row: NoteRow) => ({
  id: row.id,
  note: row.note,
  type: row.type,
  createdAt: isoWithOffset(row.createdAt),
  createdBy: row.first === null ? null : { firstName: row.first, lastName: row.last ?? '' },
});

const notesOf = (store: Store, campaignId: number) => listInternalNotes(store, campaignId).map(noteView);

const adjustmentView = (row: AdjustmentRow) => ({
  id: row.id,
  adjustmentDate: row.adjustmentDate,
  label: row.label,
  amount: dollars(row.amount),
  remarks: row.remarks,
});

/** An internal note's text, or the form's field errors. */
function noteOf(body: unknown): string {
  const note = isRecord(body) && typeof body.note === 'string' ? body.note.trim() : '';
  if (!note) throw fieldErrors({ note: ['This value should not be blank.'] });
  if (note.length > 2000) throw fieldErrors({ note: ['This value is too long.'] });
  if (isRecord(body) && body.type !== undefined && body.type !== 'internal')
    throw fieldErrors({ type: ['The value you selected is not a valid choice.'] });
  return note;
}

/** A finance adjustment (`date` or `adjustmentDate`, label, amount in dollars, remarks), or the form's field errors. */
function adjustmentOf(body: Record<string, unknown>): Omit<AdjustmentRow, 'id'> {
  const errors: Record<string, string[]> = {};
  const adjustmentDate =
    typeof body.date === 'string' ? body.date : typeof body.adjustmentDate === 'string' ? body.adjustmentDate : '';
  if (!isoDate.test(adjustmentDate) || Number.isNaN(Date.parse(`${adjustmentDate}T00:00:00Z`)))
    errors.date = ['This value is not a valid date.'];
  const label = typeof body.label === 'string' ? body.label : '';
  if (!(ADJUSTMENT_LABELS as readonly string[]).includes(label))
    errors.label = ['The value you selected is not a valid choice.'];
  const amount = centsOf(body.amount);
  if (amount === undefined) errors.amount = ['This value is not valid.'];
  const remarks = typeof body.remarks === 'string' && body.remarks.trim() ? body.remarks.trim() : null;
  if (remarks !== null && remarks.length > 500) errors.remarks = ['This value is too long.'];
  if (Object.keys(errors).length) throw fieldErrors(errors);
  return { adjustmentDate, label, amount: amount!, remarks };
}

export function orderNoteRoutes(ctx: SandboxContext): Router {
  const { store, now } = ctx;
  const router = Router();
  const bearer = requireBearer(ctx);

  const staffCampaign = (req: Request, res: Response) => {
    const user = currentUser(res);
    requireStaff(user);
    const campaignId = campaignIdOf(req);
    if (!campaignExists(store, campaignId)) throw notFound();
    return { user, campaignId };
  };

  router.get('/campaigns/:id/notes', bearer, (req, res) => {
    const { campaignId } = staffCampaign(req, res);
    res.json({ data: notesOf(store, campaignId) });
  });

  router.post('/campaigns/:id/add-note', bearer, (req, res) => {
    const { user, campaignId } = staffCampaign(req, res);
    addInternalNote(store, campaignId, noteOf(req.body), user.id, now());
    res.status(201).json({ data: notesOf(store, campaignId) });
  });

  /**
   * The internal note update: {noteId, note, type internal}. The note keeps its author and date. A note
   * of another campaign (or not internal) is out of reach (403), a missing one 404; nothing is written.
   */
  router.post('/campaigns/:id/update-note', bearer, (req, res) => {
    const { campaignId } = staffCampaign(req, res);
    const body: unknown = req.body;
    const noteId = isRecord(body) ? toId(String(body.noteId ?? '')) : undefined;
    const note = noteOf(body);
    if (noteId === undefined) throw notFound();
    const outcome = updateInternalNote(store, campaignId, noteId, note);
    if (outcome !== 'updated') throw outcome === 'elsewhere' ? accessDenied() : notFound();
    res.json({ data: notesOf(store, campaignId) });
  });

  router.post('/campaigns/:id/update-status-label', bearer, (req, res) => {
    const { campaignId } = staffCampaign(req, res);
    const body: unknown = req.body;
    const label = isRecord(body) && typeof body.statusLabel === 'string' ? body.statusLabel.trim() : '';
    if (!label) throw fieldErrors({ statusLabel: ['This value should not be blank.'] });
    if (label.length > 255) throw fieldErrors({ statusLabel: ['This value is too long.'] });
    setStatusLabel(store, campaignId, label, now());
    res.json({ data: { id: campaignId, statusLabel: label } });
  });

  const addCampaignAdjustment = (req: Request, res: Response) => {
    const { user, campaignId } = staffCampaign(req, res);
    const adjustment = adjustmentOf(isRecord(req.body) ? req.body : {});
    const id = addAdjustment(store, campaignId, adjustment, user.id, now());
    res.status(201).json({ data: adjustmentView({ id, ...adjustment }) });
  };

  router.post('/campaign-adjustments/:campaignId', bearer, addCampaignAdjustment);
  router.post('/campaigns/:id/adjustments', bearer, addCampaignAdjustment);

  router.get('/campaign-adjustments/:campaignId', bearer, (req, res) => {
    const { campaignId } = staffCampaign(req, res);
    res.json({ data: { data: listAdjustments(store, campaignId).map(adjustmentView) } });
  });

  router.delete('/campaign-adjustments/:adjustmentId', bearer, (req, res) => {
    requireStaff(currentUser(res));
    const id = toId(String(req.params.adjustmentId));
    if (id === undefined || !deleteAdjustment(store, id)) throw notFound();
    res.status(204).end();
  });

  return router;
}
