import { Router } from 'express';
import type { SandboxContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { findClientBySubDomain } from '../store/clients.ts';

export function clientRoutes({ store }: SandboxContext): Router {
  const router = Router();

  router.get('/clients/logo/:subdomain', (req, res) => {
    const client = findClientBySubDomain(store, req.params.subdomain);
    if (!client) throw notFound();
    res.json({ logo: client.logo, logoInverse: client.logoInverse, favicon: client.favicon });
  });

  return router;
}
