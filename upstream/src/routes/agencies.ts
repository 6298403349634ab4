import { Router } from 'express';
import type { SandboxContext } from '../context.ts';
import { currentUser, requireBearer } from '../middleware/require-bearer.ts';
import { listOfficesFor } from '../store/offices.ts';

export function agencyRoutes(ctx: SandboxContext): Router {
  const router = Router();

  router.get('/agencies/lookup', requireBearer(ctx), (_req, res) => {
    res.json({ lookups: listOfficesFor(ctx.store, currentUser(res)) });
  });

  return router;
}
