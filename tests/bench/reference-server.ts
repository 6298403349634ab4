/**
 * The reference the BFF is measured against: a hand-written express endpoint that serves the same
 * data as `{ viewer { profile { firstName } offices { id displayName } } }` by making the same two
 * upstream calls (GET users/profile and GET agencies/lookup, in parallel, bearer token from a
 * server-side session found by cookie), with the same axios and keep-alive agent settings as the
 * BFF's upstream client (bff/src/upstream/http.ts createHttp). No GraphQL, no validation, no
 * logging: the least a server can do for this screen.
 *
 * Run as its own process: `node tests/bench/reference-server.ts` with MAIN_API_URL; it prints
 * `{"port":N}` on its first stdout line.
 *   POST /login  {username, password}  → upstream authenticate, session cookie `sid`
 *   GET  /screen                       → {profile: {firstName}, offices: [{id, displayName}]}
 */
import http from 'node:http';
import https from 'node:https';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import axios from 'axios';
import express from 'express';

const mainApiUrl = process.env.MAIN_API_URL;
if (!mainApiUrl) throw new Error('MAIN_API_URL is required');

const upstream = axios.create({
  baseURL: mainApiUrl.endsWith('/') ? mainApiUrl : `${mainApiUrl}/`,
  timeout: 10_000,
  maxRedirects: 0,
  validateStatus: () => true,
  httpAgent: new http.Agent({ keepAlive: true, maxSockets: 256 }),
  httpsAgent: new https.Agent({ keepAlive: true, maxSockets: 256 }),
  headers: { accept: 'application/json' },
  transitional: { clarifyTimeoutError: true },
  responseType: 'json',
});

const sessions = new Map<string, { token: string }>();
const sessionOf = (cookie: string | undefined) => {
  const sid = /(?:^|;\s*)sid=([^;]+)/.exec(cookie ?? '')?.[1];
  return sid ? sessions.get(sid) : undefined;
};

const app = express();
app.disable('x-powered-by');
app.disable('etag');

app.post('/login', express.json(), async (req, res) => {
  const { username, password } = req.body as { username: string; password: string };
  const auth = await upstream.post('authenticate', { username, password, function: 'login' });
  if (auth.status !== 200) {
    res.status(401).json({ message: 'Either your email or password is incorrect' });
    return;
  }
  const sid = randomBytes(32).toString('base64url');
  sessions.set(sid, { token: (auth.data as { token: string }).token });
  res.setHeader('set-cookie', `sid=${sid}; Path=/; HttpOnly; SameSite=Strict`);
  res.json({ ok: true });
});

app.get('/screen', async (req, res) => {
  const session = sessionOf(req.headers.cookie);
  if (!session) {
    res.status(401).json({ message: 'Signed out' });
    return;
  }
  const headers = { authorization: `Bearer ${session.token}` };
  try {
    const [profile, offices] = await Promise.all([upstream.get('users/profile', { headers }), upstream.get('agencies/lookup', { headers })]);
    if (profile.status !== 200 || offices.status !== 200) {
      res.status(502).json({ message: 'upstream failed' });
      return;
    }
    const p = profile.data as { firstName: string };
    const o = offices.data as { lookups: { id: number | string; displayName: string }[] };
    res.json({ profile: { firstName: p.firstName }, offices: o.lookups.map((x) => ({ id: String(x.id), displayName: x.displayName })) });
  } catch {
    res.status(502).json({ message: 'upstream unreachable' });
  }
});

const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});
server.keepAliveTimeout = 60_000;
process.once('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
