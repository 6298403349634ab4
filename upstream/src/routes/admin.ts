import { Router } from 'express';
import type { SandboxContext } from '../context.ts';
import { accessDenied } from '../http/errors.ts';
import { currentUser, requireBearer } from '../http/middleware/require-bearer.ts';

export function adminRoutes(ctx: SandboxContext): Router {
  const router = Router();

  router.get('/admin/campaigns/admin-tool-access', requireBearer(ctx), (_req, res) => {
    if (!currentUser(res).adminToolAccess) throw accessDenied();
    res.status(204).end();
  });

  return router;
}
