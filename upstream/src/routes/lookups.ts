import { Router, type Response } from 'express';
import type { SandboxContext } from '../context.ts';
import { accessDenied } from '../http/errors.ts';
import { filter, parseListQuery } from '../http/lists.ts';
import { currentUser, requireBearer } from '../http/middleware/require-bearer.ts';
import { clientLookups, officeLookups, packageLookups, userLookups, type Lookup } from '../store/lookups.ts';
import { officeScopeOf } from '../store/offices.ts';
import { isStaff, userScopeOf } from '../store/user-admin.ts';

const unpaged = { defaultLimit: null, filters: {} } as const;
const byClient = { defaultLimit: null, filters: { client: filter.id() } } as const;

const answer = (res: Response, lookups: Lookup[]) => res.json({ data: { lookups } });

/** `lookups/*`: `{data: {lookups: [{id, title}]}}` for pickers, each within the caller's scope. */
export function lookupRoutes(ctx: SandboxContext): Router {
  const { store } = ctx;
  const router = Router();
  const bearer = requireBearer(ctx);

  router.get('/lookups/clients', bearer, (req, res) => {
    parseListQuery(req, unpaged);
    const user = currentUser(res);
    if (isStaff(user.role)) return answer(res, clientLookups(store, null));
    return answer(res, user.clientId === null ? [] : clientLookups(store, user.clientId));
  });

  router.get('/lookups/agencies', bearer, (req, res) => {
    const { filters } = parseListQuery(req, byClient);
    answer(res, officeLookups(store, officeScopeOf(currentUser(res)), filters.client));
  });

  /** Staff: every package or a client's; client and office admins: their own client's (the orders' Packages filter). */
  router.get('/lookups/packages', bearer, (req, res) => {
    const { filters } = parseListQuery(req, byClient);
    const user = currentUser(res);
    if (isStaff(user.role)) return answer(res, packageLookups(store, filters.client));
    const ordersRole = user.role === 'ROLE_CLIENT_ADMIN' || user.role === 'ROLE_AGENT_ADMIN';
    if (!ordersRole || user.clientId === null || (filters.client !== null && filters.client !== user.clientId))
      throw accessDenied();
    answer(res, packageLookups(store, user.clientId));
  });

  router.get('/lookups/users', bearer, (req, res) => {
    const { filters } = parseListQuery(req, byClient);
    const scope = userScopeOf(currentUser(res));
    if (!scope) throw accessDenied();
    answer(res, userLookups(store, scope, filters.client));
  });

  return router;
}
