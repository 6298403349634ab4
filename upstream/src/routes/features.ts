import { Router } from 'express';
import type { SandboxContext } from '../context.ts';
import { HttpError, notFound } from '../errors.ts';
import { methodOverride } from '../middleware/method-override.ts';
import { requireAccessKey } from '../middleware/require-access-key.ts';
import { findClientById } from '../store/clients.ts';
import { findFeatureByKey, listClientFeatures, listFeatures, setClientFeature } from '../store/features.ts';

const states = new Map([
  ['enable', true],
  ['disable', false],
]);
const clientFeaturePath = '/features/:featureKey/client/:clientId/:state';

export function featureRoutes(ctx: SandboxContext): Router {
  const { store } = ctx;
  const router = Router();
  router.use(requireAccessKey(ctx), methodOverride);

  const clientOf = (id: string) => {
    const client = /^\d{1,15}$/.test(id) ? findClientById(store, Number(id)) : undefined;
    if (!client) throw notFound();
    return client;
  };

  router.get('/features', (_req, res) => {
    res.json({ data: listFeatures(store) });
  });

  router.get('/features/client/:clientId', (req, res) => {
    res.json({ data: listClientFeatures(store, clientOf(req.params.clientId).id) });
  });

  router.patch(clientFeaturePath, (req, res) => {
    const enabled = states.get(req.params.state);
    const feature = findFeatureByKey(store, req.params.featureKey);
    if (enabled === undefined || !feature) throw notFound();
    const client = clientOf(req.params.clientId);
    setClientFeature(store, client.id, feature.id, enabled);
    res.json({ data: { ...feature, enabled } });
  });

  router.post(clientFeaturePath, () => {
    throw new HttpError(405, { message: 'Method Not Allowed: send X-HTTP-Method-Override: PATCH' });
  });

  return router;
}
