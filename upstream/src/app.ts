import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import express, { type Express } from 'express';
import { recordCalls } from './http/record-calls.ts';
import { createCallLog } from './shared/call-log.ts';
import { defaults, resolveConfig, type SandboxOptions } from './config.ts';
import type { SandboxContext } from './context.ts';
import { dataPaths } from './data-dir.ts';
import { handleErrors, unknownRoute } from './http/errors.ts';
import { consoleLogger } from './logger.ts';
import { createPushHub } from './shared/push-hub.ts';
import { activityRoutes } from './routes/activities.ts';
import { adminRoutes } from './routes/admin.ts';
import { adminCampaignRoutes, partnerLogRoutes, partnerToolRoutes } from './routes/admin-campaigns.ts';
import { audienceRoutes } from './routes/audiences.ts';
import { agencyRoutes } from './routes/agencies.ts';
import { authRoutes } from './routes/auth.ts';
import { campaignCancelRoutes } from './routes/campaign-cancel.ts';
import { campaignControlRoutes, campaignRoutes } from './routes/campaigns.ts';
import { clientRoutes } from './routes/clients.ts';
import { controlRoutes } from './routes/control.ts';
import { creativeRoutes } from './routes/creatives.ts';
import { adoptCreativeOrigin, rememberCreativeOrigin } from './store/creative-origin.ts';
import { partnerPreviewRoutes } from './routes/partner-preview.ts';
import { emailRecipientRoutes } from './routes/email-recipients.ts';
import { featureRoutes } from './routes/features.ts';
import { fileRoutes } from './routes/files.ts';
import { globalReportRoutes } from './routes/global-reports.ts';
import { lookupRoutes } from './routes/lookups.ts';
import { orderingRoutes } from './routes/ordering.ts';
import { orderRoutes } from './routes/orders.ts';
import { packageRoutes } from './routes/packages.ts';
import { paymentRoutes } from './routes/payments.ts';
import { pushRoutes } from './routes/push.ts';
import { storageRoutes } from './routes/storage.ts';
import { supportSubmissionRoutes } from './routes/support-submissions.ts';
import { userRoutes } from './routes/users.ts';
import { seed } from './seed.ts';
import { isEmpty, openStore, type Store } from './store/database.ts';

export type { SandboxOptions } from './config.ts';

export type SandboxApp = { app: Express; store: Store; close(): void };
export type StartOptions = SandboxOptions & { port?: number; host?: string };
export type RunningSandbox = { url: string; port: number; close(): Promise<void> };

const callLogSize = 500;

/**
 * The HTTP server's connection timeouts, set explicitly rather than left to Node's defaults
 * (decision 099). An idle keep-alive connection is announced as `Keep-Alive: timeout=10` and closed
 * after 10 s plus a 1 s grace, so a client that honours the hint (the BFF drops its idle sockets
 * after at most 4 s) never writes on a connection the sandbox is closing. A request's headers must
 * arrive within 15 s (above the keep-alive timeout, the usual rule); a whole request within the
 * default 5 minutes, which slow uploads need.
 */
export const serverTimeouts = {
  keepAliveTimeout: 10_000,
  keepAliveTimeoutBuffer: 1_000,
  headersTimeout: 15_000,
  requestTimeout: 300_000,
} as const;

export function createSandboxApp(options: SandboxOptions = {}): SandboxApp {
  const config = resolveConfig(options);
  const paths = dataPaths(config.dataDir);
  mkdirSync(config.dataDir, { recursive: true });
  const store = openStore(paths.database);
  const log = options.logger ?? consoleLogger;
  const ctx: SandboxContext = {
    store,
    config,
    storageDir: paths.storage,
    log,
    now: options.now ?? Date.now,
    calls: createCallLog(callLogSize),
    push: createPushHub(),
  };
  if (isEmpty(store)) {
    seed(store, paths.storage, ctx.now(), { campaigns: config.seedCampaigns });
    log.info(`seeded a new database in ${config.dataDir}`);
  }

  const app = express();
  app.disable('x-powered-by');
  app.use(
    ['/api', '/dashboard-api', '/storage'],
    recordCalls(ctx.calls, ['authorization', 'cookie', config.accessKeyHeader], ctx.now),
  );
  app.use(express.json());
  app.use(
    '/api',
    authRoutes(ctx),
    userRoutes(ctx),
    clientRoutes(ctx),
    audienceRoutes(ctx),
    adminRoutes(ctx),
    // Before any `campaigns/{id}` route: `campaigns/statuses` is a path of its own.
    orderRoutes(ctx),
    globalReportRoutes(ctx),
    // Before the office administration: `agencies/{id}` with an ordering include is ordering's.
    orderingRoutes(ctx),
    campaignRoutes(ctx),
    agencyRoutes(ctx),
    lookupRoutes(ctx),
    packageRoutes(ctx),
    paymentRoutes(ctx),
    fileRoutes(ctx),
    activityRoutes(ctx),
    supportSubmissionRoutes(ctx),
    emailRecipientRoutes(ctx),
    partnerToolRoutes(ctx),
  );
  app.use('/dashboard-api', campaignCancelRoutes(ctx), featureRoutes(ctx));
  app.use('/dashboard-api', adminCampaignRoutes(ctx), partnerLogRoutes(ctx));
  app.use('/storage', storageRoutes(ctx));
  app.use('/push', pushRoutes(ctx));
  app.use('/sandbox', campaignControlRoutes(ctx), controlRoutes(ctx));
  app.use(creativeRoutes(ctx));
  app.use(partnerPreviewRoutes(ctx));
  app.use(unknownRoute);
  app.use(handleErrors(log));

  return { app, store, close: () => store.close() };
}

export async function startSandbox(options: StartOptions = {}): Promise<RunningSandbox> {
  const { app, store, close: closeApp } = createSandboxApp(options);
  const host = options.host ?? defaults.host;
  const server = app.listen(options.port ?? defaults.port, host);
  Object.assign(server, serverTimeouts);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve).once('error', reject);
    });
  } catch (error) {
    closeApp();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  // The seeded creative URLs point at this sandbox's renderer as browsers reach it.
  const creativeOrigin = options.publicUrl ?? (host === '0.0.0.0' || host === '::' ? `http://127.0.0.1:${port}` : url);
  rememberCreativeOrigin(store, creativeOrigin);
  adoptCreativeOrigin(store, creativeOrigin);
  return {
    url,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          closeApp();
          if (error) reject(error);
          else resolve();
        });
        server.closeAllConnections();
      }),
  };
}
