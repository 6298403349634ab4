import { Router } from 'express';
import type { SandboxContext } from '../context.ts';
import { notFound } from '../http/errors.ts';

function safeSegments(rawPath: string): string[] | undefined {
  const segments: string[] = [];
  for (const raw of rawPath.split('/').slice(1)) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (segment === '' || segment.startsWith('.') || /[/\\\0]/.test(segment)) return undefined;
    segments.push(segment);
  }
  return segments.length > 0 ? segments : undefined;
}

export function storageRoutes({ storageDir }: SandboxContext): Router {
  const router = Router();

  router.get('/{*path}', (req, res, next) => {
    const segments = safeSegments(req.path);
    if (!segments) throw notFound();
    res.set({
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
    res.sendFile(segments.join('/'), { root: storageDir, dotfiles: 'deny', maxAge: 0 }, (error) => {
      if (error && !res.headersSent) next(notFound());
    });
  });

  return router;
}
