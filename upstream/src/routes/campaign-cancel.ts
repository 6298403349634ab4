import { Router, type Response } from 'express';
import type { SandboxContext } from '../context.ts';
import { accessDenied, HttpError, notFound } from '../http/errors.ts';
import { requireAccessKey } from '../http/middleware/require-access-key.ts';
import { isRecord } from '../http/validation.ts';
import { cancelCampaign, findViewedCampaign } from '../store/campaign-report.ts';
import { isStaffRole } from '../store/ordering.ts';
import { findUserById, type User } from '../store/users.ts';

/** The statuses a campaign may be cancelled from (ordering spec section 4). */
export const CANCELLABLE = new Set(['booked', 'in-progress']);
const NOTE_MAX = 1000;

/**
 * `PATCH admin/campaigns/{id}/cancel {note}` on the legacy dashboard API (access key and auth-id
 * headers): admins and super admins cancel a Booked or In Progress campaign with a note, kept as a
 * cancel note. 422 without a note or from another status, 403 for other roles, 404 for an unknown id.
 */
export function campaignCancelRoutes(ctx: SandboxContext): Router {
  const { store, config, now } = ctx;
  const router = Router();

  const caller = (res: Response): User => {
    const user = findUserById(store, Number(res.req.get(config.authIdHeader)));
    if (!user) throw accessDenied();
    return user;
  };

  router.patch('/admin/campaigns/:id/cancel', requireAccessKey(ctx), (req, res) => {
    const user = caller(res);
    if (!isStaffRole(user.role)) throw accessDenied();
    const id = /^[1-9]\d{0,9}$/.test(String(req.params.id)) ? Number(req.params.id) : undefined;
    const campaign = id === undefined ? undefined : findViewedCampaign(store, id);
    if (!campaign) throw notFound();
    const body: Record<string, unknown> = isRecord(req.body) ? req.body : {};
    const note = typeof body.note === 'string' ? body.note.trim() : '';
    if (note === '' || note.length > NOTE_MAX) {
      throw new HttpError(422, {
        errors: { note: [note === '' ? 'This value should not be blank.' : 'This value is too long.'] },
      });
    }
    if (campaign.status === null || !CANCELLABLE.has(campaign.status)) {
      throw new HttpError(422, { message: 'Only a booked or in progress campaign can be cancelled.' });
    }
    cancelCampaign(store, campaign.id, note, user.id, now());
    res.json({ data: { data: { id: campaign.id, status: 'Cancelled' } } });
  });

  return router;
}
