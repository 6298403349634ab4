import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Express, RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';

const NOT_SPA = /^\/(graphql|graphiql|healthz|readyz|storage|assets|files|downloads|version\.json)(\/|$)/;

/**
 * Files served with their build-time `.br` / `.gz` variants (web/vite.config.ts writes them):
 * express-static-gzip picks brotli, then gzip, from Accept-Encoding (identity when neither is
 * accepted), sets Content-Encoding, the original Content-Type and `Vary: Accept-Encoding`, and
 * serve-static answers ETag / Last-Modified and 304s. Variants are found once, when the BFF starts.
 */
const precompressed = (
  dir: string,
  serveStatic: expressStaticGzip.ExpressStaticGzipOptions['serveStatic'],
): RequestHandler =>
  expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { index: false, ...serveStatic },
  });

/**
 * The built portal: hashed assets cached for a year (`immutable`), index.html never cached without
 * revalidation (`no-cache`), and the SPA fallback (any other GET that accepts HTML answers
 * index.html so client routes work on reload). Each is sent pre-compressed when the browser accepts it.
 */
export const serveWeb = (app: Express, distDir: string) => {
  const index = join(distDir, 'index.html');
  app.use('/assets', precompressed(join(distDir, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }));
  // Other root files (favicon, robots.txt) for an hour; index.html, asked for by name, revalidated.
  app.use(
    precompressed(distDir, {
      maxAge: '1h',
      setHeaders: (res, path) => {
        if (/[\\/]index\.html(\.br|\.gz)?$/.test(path)) res.setHeader('cache-control', 'no-cache');
      },
    }),
  );
  const indexPage = precompressed(distDir, {
    cacheControl: false,
    setHeaders: (res) => res.setHeader('cache-control', 'no-cache'),
  });
  app.get(/.*/, (req, res, next) => {
    if (NOT_SPA.test(req.path) || !req.accepts('html')) return next();
    if (!existsSync(index)) {
      res
        .status(503)
        .type('text/plain')
        .send('The portal has not been built yet: run `npm run build` (npm start does this for you).');
      return;
    }
    req.url = '/index.html';
    indexPage(req, res, next);
  });
};
