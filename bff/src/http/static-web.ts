import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Express } from 'express';

const NOT_SPA = /^\/(graphql|graphiql|healthz|readyz|storage|assets|files|downloads|version\.json)(\/|$)/;

/**
 * The built portal: hashed assets cached for a year, index.html never cached, and the SPA
 * fallback (any other GET that accepts HTML answers index.html so client routes work on reload).
 */
export const serveWeb = (app: Express, distDir: string) => {
  const index = join(distDir, 'index.html');
  app.use(
    '/assets',
    express.static(join(distDir, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: false }),
  );
  app.use(express.static(distDir, { index: false, maxAge: '1h' }));
  app.get(/.*/, (req, res, next) => {
    if (NOT_SPA.test(req.path) || !req.accepts('html')) return next();
    if (!existsSync(index)) {
      res.status(503).type('text/plain').send('The portal has not been built yet: run `npm run build` (npm start does this for you).');
      return;
    }
    res.setHeader('cache-control', 'no-cache');
    res.sendFile(index);
  });
};
