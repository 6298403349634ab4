import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { startTestSandbox } from '../testing/sandbox-harness.ts';

const sandbox = await startTestSandbox();
after(() => sandbox.close());

const lookup = async (username: string) => {
  const { token } = await sandbox.login(username);
  const reply = await sandbox.call('/api/agencies/lookup', { token });
  assert.equal(reply.status, 200);
  return (reply.body as { lookups: { id: number; displayName: string; slug: string }[] }).lookups;
};

test('an office admin sees the offices of their permission records', async () => {
  const slugs = (await lookup('officeadmin@sandbox.test')).map((o) => o.slug).sort();
  assert.deepEqual(slugs, ['acme-parramatta', 'acme-sydney-cbd']);
});

test('an agent sees their one office', async () => {
  assert.deepEqual((await lookup('agent@sandbox.test')).map((o) => o.slug), ['acme-sydney-cbd']);
});

test('a client admin sees every office of the client, platform staff every office', async () => {
  const acme = await lookup('clientadmin@sandbox.test');
  assert.ok(acme.length >= 3 && acme.every((o) => o.slug.startsWith('acme-')));
  const all = await lookup('admin@sandbox.test');
  assert.ok(all.length > acme.length);
  assert.ok(all.some((o) => o.slug.startsWith('harbour-')));
});

test('the lookup needs a bearer token', async () => {
  assert.equal((await sandbox.call('/api/agencies/lookup')).status, 401);
});
