import { Router } from 'express';
import type { SandboxContext } from '../context.ts';
import { accessDenied, notFound } from '../http/errors.ts';
import { currentUser, requireBearer } from '../http/middleware/require-bearer.ts';
import { isRecord, toId, validationFailed, type FieldIssue } from '../http/validation.ts';
import { textOf } from '../ordering/order-rules.ts';
import { userView } from '../ordering/order-views.ts';
import type { Store } from '../store/database.ts';
import {
  fileExists,
  findOrderingUser,
  isStaffRole,
  shareAnOffice,
  updateOrderingUser,
  userClientId,
  type OrderingUser,
} from '../store/ordering.ts';
import type { User } from '../store/users.ts';

/** Whether the caller reaches a user: themself, staff, the user's client admin, or an office admin of a shared office. */
function reachesUser(store: Store, caller: User, id: number): boolean {
  return (
    caller.id === id ||
    isStaffRole(caller.role) ||
    (caller.role === 'ROLE_CLIENT_ADMIN' && caller.clientId !== null && caller.clientId === userClientId(store, id)) ||
    (caller.role === 'ROLE_AGENT_ADMIN' && shareAnOffice(store, caller.id, id))
  );
}

/** The `mobile` and `imageOriginal` (a file id or `{id}`) a body changes, or the form's 422. */
function orderingUserChanges(store: Store, body: Record<string, unknown>) {
  const issues: FieldIssue[] = [];
  let mobile: string | null | undefined;
  if ('mobile' in body) {
    const text = textOf(body.mobile);
    if (text !== '' && !/^[\d +()-]{6,20}$/.test(text))
      issues.push({ path: ['mobile'], message: 'This value is not valid.' });
    mobile = text || null;
  }
  let imageOriginalId: number | null | undefined;
  if ('imageOriginal' in body) {
    const value = body.imageOriginal;
    const fileId = toId(isRecord(value) ? value.id : value);
    if (value === null || value === '') imageOriginalId = null;
    else if (fileId === undefined || !fileExists(store, fileId))
      issues.push({ path: ['imageOriginal'], message: 'This value is not valid.' });
    else imageOriginalId = fileId;
  }
  if (issues.length > 0) throw validationFailed({ mobile: null, imageOriginal: null }, issues);
  return { mobile, imageOriginalId };
}

/**
 * `users/{id}/ordering`: the lead agent's phone (`mobile`) and image (`imageOriginal`, a file id) as the
 * order forms change them. The user themself, or staff / client admins / office admins who reach them.
 */
export function orderingUserRoutes(ctx: SandboxContext): Router {
  const { store, now } = ctx;
  const router = Router();

  router.post('/users/:id/ordering', requireBearer(ctx), (req, res) => {
    const caller = currentUser(res);
    const id = toId(req.params.id);
    const target = id === undefined ? undefined : findOrderingUser(store, id);
    if (!target || id === undefined) throw notFound();
    if (!reachesUser(store, caller, id)) throw accessDenied();
    const body: Record<string, unknown> = isRecord(req.body) ? req.body : {};
    updateOrderingUser(store, id, orderingUserChanges(store, body), now());
    res.json({ data: userView(findOrderingUser(store, id) as OrderingUser) });
  });

  return router;
}
