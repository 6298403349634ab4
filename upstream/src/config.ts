import { z } from 'zod';
import { ensureDevAccessKey } from './dev-access-key.ts';
import { defaultDataDir } from './data-dir.ts';
import { consoleLogger, silentLogger, type Logger } from './logger.ts';

export type SandboxOptions = {
  dataDir?: string;
  accessKey?: string;
  accessKeyHeader?: string;
  authIdHeader?: string;
  tokenTtlSeconds?: number;
  refreshTtlSeconds?: number;
  portalUrl?: string;
  /** The sandbox's origin as browsers reach it (the creative URLs); the listening address by default. */
  publicUrl?: string;
  pushHeartbeatMs?: number;
  /** Campaigns in a new database's seed (default 5,000; the orders benchmarks use 50,000). */
  seedCampaigns?: number;
  logger?: Logger;
  now?: () => number;
};

export type SandboxConfig = {
  dataDir: string;
  accessKey: string;
  accessKeyHeader: string;
  authIdHeader: string;
  tokenTtlMs: number;
  refreshTtlMs: number;
  portalUrl: string;
  pushHeartbeatMs: number;
  seedCampaigns: number;
};

export const defaults = {
  port: 4010,
  host: '127.0.0.1',
  accessKeyHeader: 'x-access-key',
  authIdHeader: 'x-auth-id',
  tokenTtlSeconds: 3600,
  refreshTtlSeconds: 2_592_000,
  portalUrl: 'http://localhost:4000',
  pushHeartbeatMs: 15_000,
  seedCampaigns: 5000,
};

export function resolveConfig(options: SandboxOptions): SandboxConfig {
  const dataDir = options.dataDir ?? defaultDataDir;
  return {
    dataDir,
    accessKey: options.accessKey ?? ensureDevAccessKey(dataDir),
    accessKeyHeader: (options.accessKeyHeader ?? defaults.accessKeyHeader).toLowerCase(),
    authIdHeader: (options.authIdHeader ?? defaults.authIdHeader).toLowerCase(),
    tokenTtlMs: (options.tokenTtlSeconds ?? defaults.tokenTtlSeconds) * 1000,
    refreshTtlMs: (options.refreshTtlSeconds ?? defaults.refreshTtlSeconds) * 1000,
    portalUrl: (options.portalUrl ?? defaults.portalUrl).replace(/\/+$/, ''),
    pushHeartbeatMs: options.pushHeartbeatMs ?? defaults.pushHeartbeatMs,
    seedCampaigns: options.seedCampaigns ?? defaults.seedCampaigns,
  };
}

const headerName = z.string().regex(/^[A-Za-z0-9-]+$/, 'must be an HTTP header name');
const seconds = z.coerce.number().int().positive();

const envSchema = z.object({
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65_535).default(defaults.port),
  SANDBOX_HOST: z.string().default(defaults.host),
  SANDBOX_DATA_DIR: z.string().optional(),
  DASHBOARD_API_KEY: z.string().optional(),
  SANDBOX_ACCESS_KEY_HEADER: headerName.optional(),
  SANDBOX_AUTH_ID_HEADER: headerName.optional(),
  SANDBOX_TOKEN_TTL_SECONDS: seconds.optional(),
  SANDBOX_REFRESH_TTL_SECONDS: seconds.optional(),
  SANDBOX_PORTAL_URL: z.url({ protocol: /^https?$/ }).optional(),
  SANDBOX_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SANDBOX_LOG: z.string().optional(),
  SANDBOX_SEED_CAMPAIGNS: z.coerce.number().int().min(100).max(200_000).optional(),
});

export type ServerOptions = SandboxOptions & { port: number; host: string };

export function optionsFromEnv(env: NodeJS.ProcessEnv): ServerOptions {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) throw new Error(`Invalid sandbox environment:\n${z.prettifyError(parsed.error)}`);
  const values = parsed.data;
  return {
    port: values.SANDBOX_PORT,
    host: values.SANDBOX_HOST,
    dataDir: values.SANDBOX_DATA_DIR,
    accessKey: values.DASHBOARD_API_KEY,
    accessKeyHeader: values.SANDBOX_ACCESS_KEY_HEADER,
    authIdHeader: values.SANDBOX_AUTH_ID_HEADER,
    tokenTtlSeconds: values.SANDBOX_TOKEN_TTL_SECONDS,
    refreshTtlSeconds: values.SANDBOX_REFRESH_TTL_SECONDS,
    portalUrl: values.SANDBOX_PORTAL_URL,
    publicUrl: values.SANDBOX_PUBLIC_URL,
    seedCampaigns: values.SANDBOX_SEED_CAMPAIGNS,
    logger: values.SANDBOX_LOG === 'silent' ? silentLogger : consoleLogger,
  };
}
