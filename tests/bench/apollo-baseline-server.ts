/**
 * The baseline, measured in the same run: a plain Apollo Server + DataLoader server with
 * every default (the stock express 5 integration, `express.json()`, Apollo's default plugins,
 * no query limits, no logging, no upstream validation) that serves
 * `{ viewer { profile { firstName } offices { id displayName } } }` with the same two upstream
 * calls, through per-request DataLoaders, with the same axios and keep-alive agent settings as the
 * BFF's upstream client (bff/src/upstream/http.ts createHttp) and the same cookie session as the
 * hand-written reference (tests/bench/reference-server.ts).
 *
 * Run as its own process: `node tests/bench/apollo-baseline-server.ts` with MAIN_API_URL; it
 * prints `{"port":N}` on its first stdout line.
 *   POST /login    {username, password}  → upstream authenticate, session cookie `sid`
 *   POST /graphql  the query above
 */
import http from 'node:http';
import https from 'node:https';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import axios from 'axios';
import DataLoader from 'dataloader';
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

interface Context {
  /** One upstream GET per path per request. */
  get: DataLoader<string, unknown>;
}

const typeDefs = /* GraphQL */ `
  type Profile { firstName: String! }
  type Office { id: ID! displayName: String! }
  type Viewer { profile: Profile! offices: [Office!]! }
  type Query { viewer: Viewer }
`;

const resolvers = {
  Query: { viewer: () => ({}) },
  Viewer: {
    profile: (_: unknown, __: unknown, ctx: Context) => ctx.get.load('users/profile'),
    offices: async (_: unknown, __: unknown, ctx: Context) =>
      ((await ctx.get.load('agencies/lookup')) as { lookups: { id: number | string; displayName: string }[] }).lookups,
  },
};

const server = new ApolloServer<Context>({ typeDefs, resolvers });
await server.start();

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

app.use(
  '/graphql',
  express.json(),
  expressMiddleware(server, {
    context: async ({ req }) => {
      const sid = /(?:^|;\s*)sid=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
      const session = sid ? sessions.get(sid) : undefined;
      if (!session) throw new Error('Signed out');
      const headers = { authorization: `Bearer ${session.token}` };
      return {
        get: new DataLoader<string, unknown>((paths) =>
          Promise.all(
            paths.map(async (path) => {
              const res = await upstream.get(path, { headers });
              if (res.status !== 200) throw new Error('upstream failed');
              return res.data;
            }),
          ),
        ),
      };
    },
  }),
);

const listener = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (listener.address() as AddressInfo).port })}\n`);
});
listener.keepAliveTimeout = 60_000;
process.once('SIGTERM', () => {
  void server.stop();
  listener.close(() => process.exit(0));
  listener.closeAllConnections();
});
