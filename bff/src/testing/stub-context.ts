import { loadConfig } from '../config.ts';
import { Context } from '../context.ts';
import { createLogger } from '../logger.ts';
import { createLoaders } from '../modules/index.ts';
import { createServices } from '../services.ts';
import { createMemoryStore } from '../session/memory-store.ts';
import type { SessionData } from '../session/session-types.ts';
import type { SessionStore } from '../session/store.ts';

/** The signed-in user of unit tests: a staff admin of no client (id 1) with every office flag. */
export const testSessionUser: SessionData['user'] = {
  id: '1',
  firstName: 'A',
  lastName: 'B',
  username: 'a@b.test',
  mobile: null,
  role: 'ROLE_ADMIN',
  clientId: null,
  agency: 'acme-sydney-cbd',
  permissions: { canViewPastOrders: true, canViewMediaOrders: true, canViewPaymentDetails: true },
  passwordChangeable: true,
  enabled: true,
  client: null,
};

export interface StubContextOptions {
  /** The signed-in user's fields over a staff admin of no client (id 1). */
  user?: Partial<SessionData['user']>;
  features?: string[];
  batching?: 'on' | 'off';
  /** The session store (e.g. one shared by runs, so file grants outlive a request); a fresh memory store otherwise. */
  store?: SessionStore;
}

/**
 * A resolver context of one signed-in request whose main and dashboard APIs are `upstreamUrl` (a
 * stub upstream), for executing documents against the schema in module tests.
 */
export const stubContext = (upstreamUrl: string, opts: StubContextOptions = {}): Context => {
  const config = loadConfig({
    MAIN_API_URL: upstreamUrl,
    DASHBOARD_API_URL: upstreamUrl,
    DASHBOARD_API_KEY: 'unit-test-key',
    LOADER_BATCHING: opts.batching ?? 'on',
    LOG_LEVEL: 'silent',
  });
  const services = createServices(config, createLogger('silent'), opts.store ?? createMemoryStore(), createLoaders);
  const session: SessionData = {
    token: 't',
    refreshToken: 'r',
    user: { ...testSessionUser, ...opts.user },
    adminTools: false,
    features: opts.features ?? [],
    createdAt: 0,
  };
  return new Context(
    services,
    { requestId: 'unit', sessionId: 'sid', cookie: { set() {}, clear() {} } },
    session,
    false,
  );
};
