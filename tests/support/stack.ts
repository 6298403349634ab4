// As bff/src/main.ts does: decision 011's V8 setting before the BFF's modules load, in every test
// process that starts a BFF in-process (node --test does not pass V8 flags on to its file processes).
import '../../bff/src/gc-tuning.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { startSandbox } from '../../upstream/src/app.ts';
import { silentLogger } from '../../upstream/src/logger.ts';
import { configSecrets, loadConfig } from '../../bff/src/config.ts';
import { createLogger } from '../../bff/src/logger.ts';
import { startServer, type RunningServer } from '../../bff/src/server.ts';
import { GENERATED_MANIFEST } from '../../bff/src/graphql/trusted-documents.ts';
import type { LoginThrottle } from '../../bff/src/security/login-throttle.ts';
import type { SpanExporter } from '@opentelemetry/sdk-trace';
import { logged, Observed } from './signals.ts';

export { PASSWORD } from './helpers.ts';
export const ACCESS_KEY = 'test-access-key-0123456789';

export interface Stack {
  url: string;
  sandboxUrl: string;
  bff: RunningServer;
  /** Every line the BFF logged, for tests that look for leaks. */
  logs: string[];
  /** Resolves once the BFF has logged a line with this `msg` (from line `from` on; LOG_LEVEL permitting). */
  logged(msg: string, from?: number): Promise<string>;
  /**
   * Resolves once this BFF consumes the upstream push channel: from then on an activity created in
   * the sandbox reaches its subscribers (the sandbox registers the stream before its first byte).
   * Needs LOG_LEVEL info or lower; with Redis only the instance leading the relay consumes it.
   */
  pushConnected(): Promise<void>;
  /** With Redis: resolves once this BFF listens on the relay's channels (pushes and session ends). */
  relaySubscribed(): Promise<void>;
  close(): Promise<void>;
}

export interface StackOptions {
  env?: Record<string, string>;
  sandbox?: { tokenTtlSeconds?: number; refreshTtlSeconds?: number; accessKey?: string };
  /** Reuse a sandbox started elsewhere (several BFF instances against one upstream). */
  sandboxUrl?: string;
  /** The BFF answers HTTP GraphQL through Apollo Server's own pipeline (the equivalence tests' reference). */
  apolloReference?: boolean;
  /** The BFF's attempt counters instead of the configuration's (memory tables of a chosen size). */
  throttle?: LoginThrottle;
  /** Tracing on, every span exported to this (e.g. an InMemorySpanExporter), whatever `env` says. */
  spanExporter?: SpanExporter;
}

/** A real sandbox upstream and a real BFF on loopback ports, each test file its own. */
export const startStack = async (opts: StackOptions = {}): Promise<Stack> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-sandbox-'));
  const sandbox = opts.sandboxUrl
    ? null
    : await startSandbox({
        port: 0,
        host: '127.0.0.1',
        dataDir,
        accessKey: opts.sandbox?.accessKey ?? ACCESS_KEY,
        logger: silentLogger,
        portalUrl: 'http://localhost:4000',
        ...opts.sandbox,
      });
  const sandboxUrl = opts.sandboxUrl ?? sandbox!.url;
  const lines = new Observed<string>();
  const sink = new Writable({
    write(chunk, _enc, cb) {
      lines.push(String(chunk));
      cb();
    },
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    MAIN_API_URL: `${sandboxUrl}/api`,
    DASHBOARD_API_URL: `${sandboxUrl}/dashboard-api`,
    DASHBOARD_API_KEY: ACCESS_KEY,
    PUSH_SSE_URL: `${sandboxUrl}/push/notifications-channel`,
    LOG_LEVEL: 'debug',
    UPSTREAM_TIMEOUT_MS: '3000',
    // The documents of the sources, not of whatever build web/dist holds (e2e builds first: the same).
    TRUSTED_DOCUMENTS_FILE: GENERATED_MANIFEST,
    ...opts.env,
  });
  const bff = await startServer(config, createLogger(config.logLevel, sink, { secrets: configSecrets(config) }), {
    apolloReference: opts.apolloReference,
    throttle: opts.throttle,
    spanExporter: opts.spanExporter,
  });
  return {
    url: bff.url,
    sandboxUrl,
    bff,
    logs: lines.items,
    logged: (msg, from) => logged(lines, msg, from),
    pushConnected: async () => void (await logged(lines, 'push channel connected')),
    relaySubscribed: async () => void (await logged(lines, 'push relay: subscribed')),
    close: async () => {
      await bff.close();
      await sandbox?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
