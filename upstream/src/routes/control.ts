import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { SandboxContext } from '../context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { notify } from '../messaging/notifications.ts';
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
    reseed(store, ctx.storageDir, now());
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

  router.get('/calls', (_req, res) => {
    res.json(calls.list());
  });

  router.delete('/calls', (_req, res) => {
    calls.clear();
    res.status(204).end();
  });

  return router;
}
