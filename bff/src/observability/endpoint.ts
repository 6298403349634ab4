import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import type { Registry } from 'prom-client';
import type { Logger } from '../logger.ts';

/**
 * Where and how `GET /metrics` is served (docs/decisions/020-metrics-endpoint.md):
 *  - METRICS_PORT set: on a listener of its own (METRICS_HOST, loopback by default), never on the
 *    public port;
 *  - else METRICS_TOKEN set: on the public port, to requests bearing the token;
 *  - neither: nowhere (the public port answers 404).
 * With a token set, every scrape must bear it, on whichever listener.
 */
export interface MetricsExposure {
  token: string | undefined;
  port: number | undefined;
  host: string;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares `Authorization: Bearer <token>` with the token in constant time (digests of equal length). */
export const bearerMatches = (header: string | undefined, expected: Buffer): boolean => {
  if (typeof header !== 'string' || header.length < 7 || header.slice(0, 7).toLowerCase() !== 'bearer ') return false;
  return timingSafeEqual(digest(header.slice(7).trim()), expected);
};

/** The scrape handler: the registry's text, or 401 without the token (when one is configured). */
export const metricsHandler = (registry: Registry, token: string | undefined, log: Logger) => {
  const expected = token === undefined ? null : digest(token);
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res
        .writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' })
        .end('Method Not Allowed\n');
      return;
    }
    if (expected && !bearerMatches(req.headers.authorization, expected)) {
      res
        .writeHead(401, {
          'www-authenticate': 'Bearer realm="metrics"',
          'content-type': 'text/plain; charset=utf-8',
          'cache-control': 'no-store',
        })
        .end('Unauthorized\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        res
          .writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' })
          .end(req.method === 'HEAD' ? undefined : text);
      },
      (err: Error) => {
        log.error({ err: err.message }, 'metrics collection failed');
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Internal Server Error\n');
      },
    );
  };
};

export interface MetricsListener {
  url: string;
  close(): Promise<void>;
}

/** A listener of its own that answers only `/metrics`. */
export const startMetricsListener = async (
  exposure: MetricsExposure & { port: number },
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<MetricsListener> => {
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    if ((q < 0 ? url : url.slice(0, q)) === '/metrics') return handler(req, res);
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found\n');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(exposure.port, exposure.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = exposure.host.includes(':') ? `[${exposure.host}]` : exposure.host;
  return {
    url: `http://${host}:${port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};

/**
 * Serves `/metrics` as the exposure says: on the public app (token only), on a listener of its
 * own (`listen()`, once the public port listens), or not at all. The public app answers 404 for
 * `/metrics` whenever it does not serve it (rather than the portal's page, which the SPA fallback
 * would send).
 */
export const exposeMetrics = (
  app: Express,
  registry: Registry | undefined,
  exposure: MetricsExposure,
  log: Logger,
): { listen(): Promise<MetricsListener | null> } => {
  const handler = registry ? metricsHandler(registry, exposure.token, log) : null;
  const none = { listen: async () => null };
  if (handler && exposure.port === undefined && exposure.token !== undefined) {
    app.all('/metrics', (req, res) => handler(req, res));
    return none;
  }
  app.all('/metrics', (_req, res) => {
    res.status(404).type('text/plain').send('Not Found\n');
  });
  if (!handler || exposure.port === undefined) return none;
  const port = exposure.port;
  return {
    listen: () => {
      if (!exposure.token && !isLoopback(exposure.host))
        log.warn({ host: exposure.host }, 'metrics served without a token on a non-loopback address');
      return startMetricsListener({ ...exposure, port }, handler);
    },
  };
};

const isLoopback = (host: string) => host === 'localhost' || host === '::1' || host.startsWith('127.');
