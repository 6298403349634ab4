import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Express } from 'express';
import { BFF_ASSETS_PATH, BFF_PATHS } from '@portal/schema/bff-paths';
import { devProxy } from '../../web/dev-proxy.ts';
import { startStack, type Stack } from '../support/stack.ts';

interface RouterLayer {
  route?: { path: unknown };
  rawPath?: unknown;
  slash: boolean;
}

/** Every path the BFF's router mounts (a route's path, or a `use` mount), params as one segment `x`. */
const mountedPaths = (app: Express): string[] =>
  (app as unknown as { router: { stack: RouterLayer[] } }).router.stack
    // Middleware for every path (request log, headers, static fallback) mounts no path of its own.
    .filter((layer) => !layer.slash)
    .map((layer) => layer.route?.path ?? layer.rawPath)
    // The portal's pages (a pattern: anything not served otherwise) are Vite's own in development.
    .filter((path): path is string => typeof path === 'string')
    .map((path) => path.replace(/:\w+/g, 'x'));

describe('the dev server proxies every path the BFF serves (web/dev-proxy.ts)', () => {
  let stack: Stack;
  before(async () => {
    // Every optional route on: /metrics (a token) and GraphiQL (development default).
    stack = await startStack({ env: { LOG_LEVEL: 'warn', METRICS_TOKEN: 'dev-proxy-metrics-token-0123' } });
  });
  after(() => stack.close());

  const proxy = devProxy('http://127.0.0.1:4000');
  const proxied = (url: string) => Object.keys(proxy).filter((key) => new RegExp(key).test(url));

  it('each route and mount of the BFF, and a path below it, goes to the BFF', () => {
    const app = stack.bff.httpServer.listeners('request')[0] as Express;
    const paths = mountedPaths(app).filter((path) => path !== BFF_ASSETS_PATH);
    for (const prefix of ['/graphql', '/files', '/downloads', '/audiences', '/public-report', '/storage', '/handover'])
      assert.ok(
        paths.some((path) => path === prefix || path.startsWith(`${prefix}/`)),
        `${prefix} mounted`,
      );
    for (const path of paths) {
      assert.equal(proxied(path).length, 1, `${path} is proxied`);
      assert.equal(proxied(`${path}?q=1`).length, 1, `${path}?q=1 is proxied`);
      assert.ok(
        Object.values(BFF_PATHS).some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
        `${path} is under one of BFF_PATHS`,
      );
    }
    assert.equal(proxy[Object.keys(proxy).find((key) => new RegExp(key).test('/graphql'))!]!.ws, true);
  });

  it("the portal's own pages and assets stay with Vite", () => {
    for (const page of [
      '/',
      '/login',
      '/audience',
      '/audience/form',
      '/admin/audience',
      '/campaigns',
      '/offices/acme',
      '/filesystem',
      '/downloadsx',
      '/42/campaign-report/abc',
      '/assets/index.js',
      '/src/main.tsx',
    ])
      assert.deepEqual(proxied(page), [], page);
  });
});
