import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import type { Request, Response } from 'express';
import type { Logger } from '../logger.ts';

const SAFE_PATH = /^[A-Za-z0-9._\-/]+$/;

/**
 * Streams public images (logos, favicons) from the object-storage base so the browser only ever
 * talks to the BFF. Paths are restricted to plain segments; traversal and absolute URLs are refused.
 */
export const storageProxy =
  (baseUrl: string, timeoutMs: number, log: Logger) => async (req: Request, res: Response) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).end();
      return;
    }
    const rel = req.path.replace(/^\/+/, '');
    if (!SAFE_PATH.test(rel) || rel.split('/').some((s) => s === '..' || s === '.' || s === '')) {
      res.status(404).end();
      return;
    }
    try {
      const upstream = await fetch(new URL(rel, baseUrl), {
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
      if (!upstream.ok || !upstream.body) {
        res.status(upstream.status === 404 ? 404 : 502).end();
        return;
      }
      res.status(200);
      res.setHeader('content-type', upstream.headers.get('content-type') ?? 'application/octet-stream');
      res.setHeader('cache-control', 'public, max-age=300');
      res.setHeader('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      Readable.fromWeb(upstream.body as ReadableStream).pipe(res);
    } catch (err) {
      log.warn({ err: (err as Error).message }, 'storage unavailable');
      if (!res.headersSent) res.status(502).end();
    }
  };
