import { Router } from 'express';
import type { SandboxContext } from '../context.ts';
import { accessDenied, notFound } from '../http/errors.ts';
import { currentUser, requireBearer } from '../http/middleware/require-bearer.ts';
import { isRecord, toId, validationFailed, type FieldIssue } from '../http/validation.ts';
import { httpsPattern, textOf } from '../ordering/order-rules.ts';
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
  type OrderingUserChanges,
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

const invalid = (field: string): FieldIssue => ({ path: [field], message: 'This value is not valid.' });

/** A present text field: null when blank, else `check`ed (an issue when it fails). */
function textChange(
  body: Record<string, unknown>,
  field: string,
  issues: FieldIssue[],
  check: (text: string) => boolean,
) {
  if (!(field in body)) return undefined;
  const text = textOf(body[field]);
  if (text !== '' && !check(text)) issues.push(invalid(field));
  return text || null;
}

/**
 * What a body changes of the lead agent (ordering spec 7, the user update): `mobile`, `destinationUrl`
 * (https), `postcode` (one to four 4-digit postcodes, comma separated), `imageOriginal` (a file id or
 * `{id}`), and `role`, sent as the user's role as it is: an order never changes a role, so any
 * other value is refused. Or the form's 422.
 */
function orderingUserChanges(store: Store, target: OrderingUser, body: Record<string, unknown>): OrderingUserChanges {
  const issues: FieldIssue[] = [];
  const mobile = textChange(body, 'mobile', issues, (text) => /^[\d +()-]{6,20}$/.test(text));
  const destinationUrl = textChange(
    body,
    'destinationUrl',
    issues,
    (text) => httpsPattern.test(text) && text.length <= 255,
  );
  const postcode = textChange(body, 'postcode', issues, (text) => {
    const codes = text.split(',').map((code) => code.trim());
    return codes.length <= 4 && codes.every((code) => /^\d{4}$/.test(code));
  });
  let imageOriginalId: number | null | undefined;
  if ('imageOriginal' in body) {
    const value = body.imageOriginal;
    const fileId = toId(isRecord(value) ? value.id : value);
    if (value === null || value === '') imageOriginalId = null;
    else if (fileId === undefined || !fileExists(store, fileId)) issues.push(invalid('imageOriginal'));
    else imageOriginalId = fileId;
  }
  if ('role' in body && body.role !== target.role) issues.push(invalid('role'));
  if (issues.length > 0)
    throw validationFailed(
      { mobile: null, destinationUrl: null, postcode: null, imageOriginal: null, role: null },
      issues,
    );
  return {
    mobile,
    destinationUrl,
    postcode: postcode
      ?.split(',')
      .map((code) => code.trim())
      .join(','),
    imageOriginalId,
  };
}

/**
 * `users/{id}/ordering`: the lead agent's phone (`mobile`), destination URL, postcode and image
 * (`imageOriginal`, a file id) as the order forms change them, with the user's role as it is. The user themself, or staff / client admins / office admins who reach them.
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
    updateOrderingUser(store, id, orderingUserChanges(store, target, body), now());
    res.json({ data: userView(findOrderingUser(store, id) as OrderingUser) });
  });

  return router;
}
