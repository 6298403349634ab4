import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, test } from 'node:test';
import { startTestSandbox } from '../testing/sandbox-harness.ts';

type Branding = { logo: string; logoInverse: string; favicon: string };

const sandbox = await startTestSandbox();
after(() => sandbox.close());

function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request(`${sandbox.url}${path}`, { path }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

test('GET /api/clients/logo/{subdomain} answers storage paths of distinct SVG images', async () => {
  const acme = await sandbox.call<Branding>('/api/clients/logo/acme');
  const harbour = await sandbox.call<Branding>('/api/clients/logo/harbour');
  assert.deepEqual(acme.body, {
    logo: 'clients/acme/logo.svg',
    logoInverse: 'clients/acme/logo-inverse.svg',
    favicon: 'clients/acme/favicon.svg',
  });
  assert.equal(harbour.body.logo, 'clients/harbour/logo.svg');

  const acmeLogo = await sandbox.call<string>(`/storage/${acme.body.logo}`);
  const harbourLogo = await sandbox.call<string>(`/storage/${harbour.body.logo}`);
  assert.equal(acmeLogo.headers.get('content-type'), 'image/svg+xml');
  assert.match(acmeLogo.body, /^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  assert.match(acmeLogo.body, /Acme Realty/);
  assert.match(harbourLogo.body, /Harbour Property Group/);
  const colour = (svg: string) => /fill="(#[0-9a-f]{6})"/.exec(svg)?.[1];
  assert.notEqual(colour(acmeLogo.body), colour(harbourLogo.body));
  for (const path of [acme.body.logoInverse, acme.body.favicon]) {
    assert.equal((await sandbox.call(`/storage/${path}`)).status, 200, path);
  }
});

test('GET /api/clients/logo/{subdomain} answers 404 for an unknown sub-domain', async () => {
  const reply = await sandbox.call('/api/clients/logo/nowhere');
  assert.deepEqual([reply.status, reply.body], [404, { message: 'Not found' }]);
});

test('storage serves seeded files', async () => {
  const reply = await sandbox.call('/storage/clients/summit/favicon.svg');
  assert.equal(reply.status, 200);
  assert.equal(reply.headers.get('content-type'), 'image/svg+xml');
  assert.equal(reply.headers.get('x-content-type-options'), 'nosniff');
});

test('storage refuses path traversal', async () => {
  for (const path of [
    '/storage/../dev-access-key',
    '/storage/clients/../../sandbox.db',
    '/storage/..%2fdev-access-key',
    '/storage/clients%2f..%2f..%2fsandbox.db',
    '/storage/%2e%2e%5cdev-access-key',
    '/storage/.hidden',
    '/storage/clients/acme/logo.svg%00.png',
  ]) {
    const reply = await rawGet(path);
    assert.equal(reply.status, 404, path);
    assert.deepEqual(JSON.parse(reply.body), { message: 'Not found' }, path);
  }
});

test('storage answers 404 for missing files and folders', async () => {
  for (const path of ['/storage/clients/acme/missing.svg', '/storage/clients', '/storage/']) {
    const reply = await sandbox.call(path);
    assert.deepEqual([reply.status, reply.body], [404, { message: 'Not found' }], path);
  }
});
