import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from '../config.ts';
import { readSessionId, sessionCookieHeader } from './cookies.ts';
import { originAllowed } from './origin.ts';

const base = {
  MAIN_API_URL: 'http://127.0.0.1:4010/api',
  DASHBOARD_API_URL: 'http://127.0.0.1:4010/dashboard-api',
  DASHBOARD_API_KEY: 'dev-key-123456',
};
const id = 'a'.repeat(43);

describe('session cookie', () => {
  it('production: __Host- prefix, Secure, HttpOnly, SameSite=Strict, Path=/, no Domain', () => {
    const header = sessionCookieHeader(loadConfig({ ...base, NODE_ENV: 'production' }), id, 3600);
    assert.match(header, /^__Host-portal_session=a{43}; /);
    for (const flag of ['Path=/', 'HttpOnly', 'SameSite=Strict', 'Secure', 'Max-Age=3600'])
      assert.ok(header.split('; ').includes(flag), flag);
    assert.ok(!/Domain=/i.test(header));
  });
  it('development over http: no Secure flag and no __Host- prefix, still HttpOnly and Strict', () => {
    const header = sessionCookieHeader(loadConfig({ ...base, NODE_ENV: 'development' }), id, 60);
    assert.match(header, /^portal_session=/);
    assert.ok(!header.includes('Secure'));
    assert.ok(header.includes('HttpOnly') && header.includes('SameSite=Strict'));
  });
  it('reads only well-formed ids', () => {
    assert.equal(readSessionId(`x=1; portal_session=${id}; y=2`, 'portal_session'), id);
    assert.equal(readSessionId('portal_session=short', 'portal_session'), null);
    assert.equal(readSessionId(undefined, 'portal_session'), null);
  });
});

describe('websocket origin allow-list', () => {
  it('accepts the same host and listed origins, refuses others and missing origins', () => {
    assert.ok(originAllowed({ headers: { origin: 'http://localhost:4000', host: 'localhost:4000' } }, []));
    assert.ok(
      originAllowed({ headers: { origin: 'https://portal.example', host: 'internal:4000' } }, [
        'https://portal.example',
      ]),
    );
    assert.ok(!originAllowed({ headers: { origin: 'https://evil.test', host: 'localhost:4000' } }, []));
    assert.ok(!originAllowed({ headers: { host: 'localhost:4000' } }, []));
    assert.ok(!originAllowed({ headers: { origin: 'null', host: 'localhost:4000' } }, []));
  });
  it('compares the scheme too: an http page cannot open the socket of an https server, nor the reverse', () => {
    assert.ok(
      !originAllowed({ headers: { origin: 'https://localhost:4000', host: 'localhost:4000' } }, []),
      'plain connection, https Origin',
    );
    const behindProxy = (proto: string, origin: string) => ({
      headers: { origin, host: 'portal.example', 'x-forwarded-proto': proto },
    });
    assert.ok(originAllowed(behindProxy('https', 'https://portal.example'), [], { trustProxy: true }));
    assert.ok(!originAllowed(behindProxy('https', 'http://portal.example'), [], { trustProxy: true }));
    assert.ok(
      !originAllowed(behindProxy('https', 'https://portal.example'), [], { trustProxy: false }),
      'X-Forwarded-Proto is ignored unless the proxy is trusted',
    );
    assert.ok(
      !originAllowed(
        { headers: { origin: 'http://localhost:4000', host: 'localhost:4000' }, socket: { encrypted: true } as never },
        [],
      ),
    );
  });
});
