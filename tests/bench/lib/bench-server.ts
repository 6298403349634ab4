/**
 * What the two comparison servers of the overhead scenario share (tests/bench/reference-server.ts,
 * the hand-written endpoint, and tests/bench/apollo-baseline-server.ts, the plain Apollo server):
 * the upstream client, the cookie session, sign-in and the process lifecycle. The axios settings
 * are a copy of the BFF's (bff/src/upstream/http.ts createHttp), not an import of it: loading the
 * BFF's modules into a server slows its own code (docs/performance.md), and these servers must
 * measure only themselves.
 */
import http from 'node:http';
import https from 'node:https';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import axios from 'axios';
import express, { type Express } from 'express';

const mainApiUrl = process.env.MAIN_API_URL;
if (!mainApiUrl) throw new Error('MAIN_API_URL is required');

/**
 * `UPSTREAM_TRANSPORT=bff`: the upstream calls go through the BFF's JSON transport
 * (bff/src/upstream/json-adapter.ts, decision 101) instead of axios's own Node adapter, so that a
 * comparison can take the transport out of the difference. That module imports only axios and
 * Node, nothing else of the BFF.
 */
const adapter =
  process.env.UPSTREAM_TRANSPORT === 'bff'
    ? (await import('../../../bff/src/upstream/json-adapter.ts')).jsonAdapter
    : undefined;

export const upstream = axios.create({
  ...(adapter ? { adapter, proxy: false as const } : {}),
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

/** The session of a request's `sid` cookie, if any. */
export const sessionOf = (cookie: string | undefined): { token: string } | undefined => {
  const sid = /(?:^|;\s*)sid=([^;]+)/.exec(cookie ?? '')?.[1];
  return sid ? sessions.get(sid) : undefined;
};

/** An express app with `POST /login {username, password}`: upstream authenticate, cookie `sid`. */
export const appWithLogin = (): Express => {
  const app = express();
  app.disable('x-powered-by');
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
  return app;
};

/** Listens on loopback (PORT, or any free port), prints `{"port":N}`, stops on SIGTERM. */
export const listen = (app: Express, beforeExit: () => Promise<void> = async () => undefined): void => {
  const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
    process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
  });
  server.keepAliveTimeout = 60_000;
  process.once('SIGTERM', () => {
    void beforeExit();
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
};
