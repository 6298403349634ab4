import express, { Router, type Response } from 'express';
import type { SandboxContext } from '../context.ts';
import { accessDenied, HttpError, notFound } from '../http/errors.ts';
import { methodOverride } from '../http/middleware/method-override.ts';
import { requireAccessKey } from '../http/middleware/require-access-key.ts';
import { findClientById } from '../store/clients.ts';
import { findFeatureByKey, listClientFeatures, listFeatures, setClientFeature } from '../store/features.ts';
import { findUserById, type User } from '../store/users.ts';

/** `activate`/`deactivate` as the portal sends them; `enable`/`disable` as older callers do. */
const states = new Map([
  ['activate', true],
  ['deactivate', false],
  ['enable', true],
  ['disable', false],
]);
const clientFeaturePath = '/features/:featureKey/client/:clientId/:state';
const isStaff = (user: User) => user.role === 'ROLE_SUPER_ADMIN' || user.role === 'ROLE_ADMIN';

export function featureRoutes(ctx: SandboxContext): Router {
  const { store, config } = ctx;
  const router = Router();
  router.use(requireAccessKey(ctx), express.urlencoded({ extended: false, limit: '4kb' }), methodOverride);

  /** The user named by the auth-id header (requireAccessKey has checked it exists and is enabled). */
  const caller = (res: Response): User => {
    const user = findUserById(store, Number(res.req.get(config.authIdHeader)));
    if (!user) throw accessDenied();
    return user;
  };

  const clientOf = (id: string) => {
    const client = /^\d{1,15}$/.test(id) ? findClientById(store, Number(id)) : undefined;
    if (!client) throw notFound();
    return client;
  };

  router.get('/features', (_req, res) => {
    res.json({ data: listFeatures(store) });
  });

  /** Platform staff read every client's flags, everyone else only their own client's. */
  router.get('/features/client/:clientId', (req, res) => {
    const client = clientOf(req.params.clientId);
    const user = caller(res);
    if (!isStaff(user) && user.clientId !== client.id) throw accessDenied();
    res.json({ data: listClientFeatures(store, client.id) });
  });

  /** Switching a client's feature: platform staff only (the client modal's Features tab). */
  router.patch(clientFeaturePath, (req, res) => {
    const enabled = states.get(req.params.state);
    const feature = findFeatureByKey(store, req.params.featureKey);
    if (enabled === undefined || !feature) throw notFound();
    const client = clientOf(req.params.clientId);
    if (!isStaff(caller(res))) throw accessDenied();
    setClientFeature(store, client.id, feature.id, enabled);
    res.json({ data: { ...feature, enabled } });
  });

  router.post(clientFeaturePath, () => {
    throw new HttpError(405, { message: 'Method Not Allowed: send _method=PATCH (or X-HTTP-Method-Override: PATCH)' });
  });

  return router;
}
