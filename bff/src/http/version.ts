import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Request, Response } from 'express';

/**
 * /version.json: a hash of the built portal's index.html, which names every hashed asset, so it
 * changes with each build. The portal polls it and reloads the current screen's data on a change.
 */
export const versionFile = (distDir: string) => {
  let cached: { mtimeMs: number; hash: string } | null = null;
  return async (_req: Request, res: Response) => {
    res.setHeader('cache-control', 'no-store');
    try {
      const file = join(distDir, 'index.html');
      const { mtimeMs } = await stat(file);
      if (!cached || cached.mtimeMs !== mtimeMs) {
        cached = {
          mtimeMs,
          hash: createHash('sha256')
            .update(await readFile(file))
            .digest('hex')
            .slice(0, 16),
        };
      }
      res.json({ hash: cached.hash });
    } catch {
      res.status(404).json({ hash: null });
    }
  };
};
