import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { NextFunction, Request, Response } from 'express';
import { loadConfig } from '../config.ts';
import { securityHeaders } from './security-headers.ts';

/** The headers the middleware sets on one request. */
const headersOf = (middleware: ReturnType<typeof securityHeaders>, path = '/'): Map<string, string> => {
  const headers = new Map<string, string>();
  const res = { setHeader: (name: string, value: string) => headers.set(name, value) } as unknown as Response;
  let passed = false;
  middleware({ path } as Request, res, (() => (passed = true)) as NextFunction);
  assert.ok(passed);
  return headers;
};

const directive = (policy: string, name: string): string[] | undefined =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name)
    ?.slice(1);

const env = {
  MAIN_API_URL: 'http://127.0.0.1:4010/api/',
  DASHBOARD_API_URL: 'http://127.0.0.1:4010/dash/',
  DASHBOARD_API_KEY: 'dev-key-123456',
};

describe('content security policy: frames', () => {
  it('frames the configured preview origin and the creative origins, exactly, and nothing else', () => {
    const config = loadConfig({
      ...env,
      CREATIVE_ORIGINS: 'https://creatives.example.com',
      PREVIEW_ORIGINS: 'https://www.facebook.com/ads/api/preview_iframe.php',
    });
    assert.deepEqual(config.previewOrigins, ['https://www.facebook.com']);
    const policy = headersOf(securityHeaders({ hsts: false, ...config })).get('content-security-policy') ?? '';
    assert.deepEqual(directive(policy, 'frame-src'), ['https://creatives.example.com', 'https://www.facebook.com']);
    // No other directive lets a frame in (child-src and default-src stay out of frames).
    assert.equal(directive(policy, 'child-src'), undefined);
    assert.deepEqual(directive(policy, 'default-src'), ["'self'"]);
  });

  it("without PREVIEW_ORIGINS the sandbox's preview page (the main API's origin) is framed, listed once", () => {
    const config = loadConfig(env);
    assert.deepEqual(config.previewOrigins, ['http://127.0.0.1:4010']);
    const policy = headersOf(securityHeaders({ hsts: false, ...config })).get('content-security-policy') ?? '';
    assert.deepEqual(directive(policy, 'frame-src'), ['http://127.0.0.1:4010']);
  });

  it('keeps Stripe frames beside the preview origin and refuses an origin that is not http(s)', () => {
    const policy =
      headersOf(
        securityHeaders({
          hsts: false,
          stripe: true,
          creativeOrigins: [],
          previewOrigins: ['https://preview.example'],
        }),
      ).get('content-security-policy') ?? '';
    assert.deepEqual(directive(policy, 'frame-src'), [
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
      'https://preview.example',
    ]);
    assert.throws(() => loadConfig({ ...env, PREVIEW_ORIGINS: 'javascript:alert(1)' }), /PREVIEW_ORIGINS/);
  });
});
