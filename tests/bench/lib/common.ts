import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browserish } from '../../support/graphql-client.ts';
import type { Op, Req } from './load.ts';

export interface BenchOptions {
  quick: boolean;
}

/** The screen of the overhead scenario: two independent upstream calls (users/profile, agencies/lookup). */
export const SCREEN_QUERY = 'query Screen { viewer { profile { firstName } offices { id displayName } } }';

/**
 * The screen as a trusted document of a BFF calling `upstreamUrl`: the BFF's variables (the fake
 * upstream's two APIs, and a manifest file holding only the screen as TRUSTED_DOCUMENTS_FILE), and
 * the request that sends the screen by id with a session's cookie, as the portal sends its documents.
 */
export const screenBff = (upstreamUrl: string): { env: Record<string, string>; byId: (cookie: string) => Req } => {
  const screenId = createHash('sha256').update(SCREEN_QUERY).digest('hex');
  const manifest = join(mkdtempSync(join(tmpdir(), 'portal-bench-')), 'persisted-documents.json');
  writeFileSync(manifest, JSON.stringify({ [`sha256:${screenId}`]: SCREEN_QUERY }));
  const body = JSON.stringify({
    operationName: 'Screen',
    variables: {},
    extensions: { persistedQuery: { version: 1, sha256Hash: screenId } },
  });
  return {
    env: {
      MAIN_API_URL: `${upstreamUrl}/api`,
      DASHBOARD_API_URL: `${upstreamUrl}/dashboard-api`,
      TRUSTED_DOCUMENTS_FILE: manifest,
    },
    byId: (cookie) => ({
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', cookie },
      body,
    }),
  };
};

export const gqlRequest = (cookie: string, query: string, variables?: Record<string, unknown>): Req => ({
  method: 'POST',
  path: '/graphql',
  headers: { 'content-type': 'application/json', cookie },
  body: JSON.stringify(variables ? { query, variables } : { query }),
});

export const gqlOp = (cookie: string, query: string): Op => ({ requests: [gqlRequest(cookie, query)] });

/** Signs in to a BFF with the portal's Login mutation; answers the browser holding the cookie. */
export const signInBff = async (url: string, email: string, password = 'any-password'): Promise<Browserish> => {
  const browser = new Browserish(url);
  const res = await browser.login(email, password);
  if (res.errors?.length || !browser.cookies.size)
    throw new Error(`sign-in to the BFF failed: ${JSON.stringify(res.errors)}`);
  return browser;
};

/**
 * Signs in to one of the bench's own servers (the hand-written reference, the plain Apollo baseline,
 * the graphql-js and graphql-jit floors: `POST /login` of tests/bench/lib/bench-server.ts); answers
 * its session cookie as a Cookie header value.
 */
export const signInBenchServer = async (url: string): Promise<string> => {
  const res = await fetch(`${url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench@bench.test', password: 'any-password' }),
  });
  const cookie = res.headers.getSetCookie()[0]?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`sign-in to ${url} failed: ${res.status}`);
  return cookie;
};

export const LOGIN_MUTATION = 'mutation Login($input: LoginInput!) { login(input: $input) { viewer { homePath } } }';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
