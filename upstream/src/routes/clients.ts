import { Router } from 'express';
import type { SandboxContext } from '../context.ts';
import { accessDenied, notFound } from '../errors.ts';
import { currentUser, requireBearer } from '../middleware/require-bearer.ts';
import { clientView } from '../office-views.ts';
import { findClientBySubDomain, findClientRecord } from '../store/clients.ts';
import { toId } from '../validation.ts';

const isStaff = (role: string) => role === 'ROLE_SUPER_ADMIN' || role === 'ROLE_ADMIN';

export function clientRoutes(ctx: SandboxContext): Router {
  const { store } = ctx;
  const router = Router();

  router.get('/clients/logo/:subdomain', (req, res) => {
    const client = findClientBySubDomain(store, req.params.subdomain);
    if (!client) throw notFound();
    res.json({ logo: client.logo, logoInverse: client.logoInverse, favicon: client.favicon });
  });

  /** Platform staff may read every client, everyone else only their own. */
  router.get('/clients/:id', requireBearer(ctx), (req, res) => {
    const id = toId(req.params.id);
    const client = id === undefined ? undefined : findClientRecord(store, id);
    if (!client) throw notFound();
    const user = currentUser(res);
    if (!isStaff(user.role) && user.clientId !== client.id) throw accessDenied();
    res.json(clientView(client));
  });

  return router;
}
