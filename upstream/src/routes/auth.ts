import { Router } from 'express';
import { z } from 'zod';
import type { SandboxContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { seedPasswordHash, verifyPassword } from '../auth/passwords.ts';
import { issueSession } from '../auth/sessions.ts';
import { takeToken } from '../store/tokens.ts';
import { findUserById, findUserByUsername } from '../store/users.ts';
import { sessionUserView } from '../views/user-views.ts';

const credentials = z.object({ username: z.string(), password: z.string() });
const refreshRequest = z.object({ refresh_token: z.string() });

const invalidCredentials = () => new HttpError(401, { code: 401, message: 'Invalid credentials.' });
const invalidRefreshToken = () => new HttpError(401, { code: 401, message: 'Invalid refresh token' });

export function authRoutes(ctx: SandboxContext): Router {
  const { store, now } = ctx;
  const router = Router();

  router.post('/authenticate', async (req, res) => {
    const parsed = credentials.safeParse(req.body);
    if (!parsed.success) throw invalidCredentials();
    const user = findUserByUsername(store, parsed.data.username);
    const matches = await verifyPassword(parsed.data.password, user?.passwordHash ?? seedPasswordHash());
    if (!user || !matches || !user.enabled) throw invalidCredentials();
    res.json({ ...issueSession(ctx, user.id), user: sessionUserView(store, user) });
  });

  router.post('/token/refresh', (req, res) => {
    const parsed = refreshRequest.safeParse(req.body);
    if (!parsed.success) throw invalidRefreshToken();
    const grant = takeToken(store, 'refresh', parsed.data.refresh_token);
    const user = grant && grant.expiresAt > now() ? findUserById(store, grant.userId) : undefined;
    if (!user?.enabled) throw invalidRefreshToken();
    res.json(issueSession(ctx, user.id));
  });

  return router;
}
