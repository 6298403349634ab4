import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { readoptCreativeOrigin } from '../store/creative-origin.ts';
import type { SandboxContext } from '../context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { notify } from '../messaging/notifications.ts';
import { listCharges } from '../store/charges.ts';
import { listAwaitingPartner } from '../store/admin-campaigns.ts';
import {
  listPartnerLogs,
  partnerCampaign,
  partnerSwitches,
  previewMarkup,
  setPartnerSwitches,
  syncDailyStats,
} from '../partner/partner.ts';
import { reseed } from '../seed.ts';
import { clearOutbox, listEmails } from '../store/outbox.ts';
import { expireTokens, type TokenKind } from '../store/tokens.ts';
import { findUserByUsername } from '../store/users.ts';
import { isRecord, parseForm, requiredText, type FormShape } from '../http/validation.ts';

const userShape = { username: null } satisfies FormShape;
const userForm = z.object({ username: requiredText() });

export function controlRoutes(ctx: SandboxContext): Router {
  const { store, calls, now, log } = ctx;
  const router = Router();

  const expireTokensOf =
    (kinds: readonly TokenKind[]): RequestHandler =>
    async (req, res) => {
      const { username } = await parseForm(userForm, userShape, req.body);
      const user = findUserByUsername(store, username);
      if (!user) throw notFound();
      for (const kind of kinds) expireTokens(store, kind, user.id, now());
      res.status(204).end();
    };

  router.get('/health', (_req, res) => {
    res.json({ ok: true });
  });

  router.get('/outbox', (req, res) => {
    const to = typeof req.query.to === 'string' ? req.query.to : undefined;
    res.json(listEmails(store, to));
  });

  router.delete('/outbox', (_req, res) => {
    clearOutbox(store);
    res.status(204).end();
  });

  router.post('/reset', (_req, res) => {
    reseed(store, ctx.storageDir, now(), { campaigns: ctx.config.seedCampaigns });
    readoptCreativeOrigin(store);
    setPartnerSwitches(store, { productFails: false, orderFails: false, previewFails: false });
    calls.clear();
    log.info('data reset to the seed');
    res.status(204).end();
  });

  router.post('/tokens/expire', expireTokensOf(['access']));
  router.post('/tokens/revoke', expireTokensOf(['access', 'refresh']));

  router.post('/activities', (req, res) => {
    const { username, message } = isRecord(req.body) ? req.body : {};
    if (typeof username !== 'string' || typeof message !== 'string' || !username.trim() || !message.trim()) {
      throw new HttpError(400, { message: 'username and message are required' });
    }
    const user = findUserByUsername(store, username);
    if (!user) throw notFound();
    res.status(201).json({ id: notify(ctx, message.trim(), null, [user]) });
  });

  /** The ad partner's failure switches: `{productFails, orderFails, previewFails}` (any may be left out). */
  router.get('/partner/failures', (_req, res) => {
    res.json(partnerSwitches(store));
  });

  router.post('/partner/failures', (req, res) => {
    const body = isRecord(req.body) ? req.body : {};
    const patch: { productFails?: boolean; orderFails?: boolean; previewFails?: boolean } = {};
    for (const name of ['productFails', 'orderFails', 'previewFails'] as const) {
      if (body[name] === undefined) continue;
      if (typeof body[name] !== 'boolean') throw new HttpError(400, { message: `${name} must be true or false` });
      patch[name] = body[name];
    }
    res.json(setPartnerSwitches(store, patch));
  });

  router.delete('/partner/failures', (_req, res) => {
    setPartnerSwitches(store, { productFails: false, orderFails: false, previewFails: false });
    res.status(204).end();
  });

  /** Delivers a booked campaign's days up to `today` (YYYY-MM-DD, default the sandbox's today) into its stats. */
  router.post('/partner/campaigns/:id/deliver', (req, res) => {
    const id = Number(req.params.id);
    if (!Number.isSafeInteger(id) || !partnerCampaign(store, id)) throw notFound();
    const body = isRecord(req.body) ? req.body : {};
    const today = typeof body.today === 'string' ? body.today : new Date(now()).toISOString().slice(0, 10);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new HttpError(400, { message: 'today must be YYYY-MM-DD' });
    res.json({ days: syncDailyStats(store, id, today) });
  });

  /** A campaign's charge attempts (newest last): status, amount in cents, decline code. */
  router.get('/payments/charges', (req, res) => {
    const campaign = Number(req.query.campaign);
    if (!Number.isSafeInteger(campaign)) throw new HttpError(400, { message: 'campaign is required' });
    res.json(listCharges(store, campaign));
  });

  /** A campaign's partner calls (oldest first): type, status, request and response. */
  router.get('/partner/logs', (req, res) => {
    const campaign = Number(req.query.campaign);
    if (!Number.isSafeInteger(campaign)) throw new HttpError(400, { message: 'campaign is required' });
    res.json(listPartnerLogs(store, campaign));
  });

  /**
   * Campaigns without a status (not booked with the partner) and without a product response, oldest
   * first, paid by `payment` (trading-terms unless given): what an admin books by hand.
   */
  router.get('/partner/awaiting', (req, res) => {
    const payment = req.query.payment === 'credit-card' ? 'credit-card' : 'trading-terms';
    res.json(listAwaitingPartner(store, payment));
  });

  /** The partner's social preview markup of a campaign. */
  router.get('/partner/campaigns/:id/preview', (req, res) => {
    const campaign = partnerCampaign(store, Number(req.params.id));
    if (!campaign) throw notFound();
    res.json({ markup: previewMarkup(campaign, '/storage') });
  });

  router.get('/calls', (_req, res) => {
    res.json(calls.list());
  });

  router.delete('/calls', (_req, res) => {
    calls.clear();
    res.status(204).end();
  });

  return router;
}
