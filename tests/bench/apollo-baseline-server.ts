/**
 * The baseline, measured in the same run: a plain Apollo Server + DataLoader server with
 * every default (the stock express 5 integration, `express.json()`, Apollo's default plugins,
 * no query limits, no logging, no upstream validation) that serves
 * `{ viewer { profile { firstName } offices { id displayName } } }` with the same two upstream
 * calls, through per-request DataLoaders, with the same upstream client (the BFF's axios and
 * keep-alive agent settings) and cookie session as the hand-written reference
 * (tests/bench/lib/bench-server.ts).
 *
 * Run as its own process: `node tests/bench/apollo-baseline-server.ts` with MAIN_API_URL; it
 * prints `{"port":N}` on its first stdout line.
 *   POST /login    {username, password}  → upstream authenticate, session cookie `sid`
 *   POST /graphql  the query above
 */
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { appWithLogin, listen, sessionOf } from './lib/bench-server.ts';
import { resolvers, screenContext, typeDefs, type Context } from './lib/screen-schema.ts';

const server = new ApolloServer<Context>({ typeDefs, resolvers });
await server.start();

const app = appWithLogin();

app.use(
  '/graphql',
  express.json(),
  expressMiddleware(server, {
    context: async ({ req }) => {
      const session = sessionOf(req.headers.cookie);
      if (!session) throw new Error('Signed out');
      return screenContext(session.token);
    },
  }),
);

listen(app, () => server.stop());
