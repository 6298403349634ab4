import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { ClientFeature, Feature } from '../store/features.ts';
import { startTestSandbox, testAccessKey } from '../testing/sandbox-harness.ts';

const sandbox = await startTestSandbox();
after(() => sandbox.close());

const credentials = { 'x-access-key': testAccessKey, 'x-auth-id': '2' };
/** Claire Clarke, client admin of Acme Realty (client 1). */
const clientAdmin = { 'x-access-key': testAccessKey, 'x-auth-id': '3' };
const patch = { ...credentials, 'x-http-method-override': 'PATCH' };
const invalidKey = { message: 'Invalid access key' };

const clientFeatures = (clientId: number) =>
  sandbox.call<{ data: ClientFeature[] }>(`/dashboard-api/features/client/${clientId}`, { headers: credentials });
const setFeature = (path: string, headers: Record<string, string> = patch) =>
  sandbox.post<{ data: ClientFeature }>(`/dashboard-api/features/${path}`, undefined, { headers });

const audience = {
  id: 1,
  key: 'audience',
  name: 'Audience',
  description: 'Build custom audiences from CRM contacts and target them in campaigns.',
};

describe('dashboard API features', () => {
  test('GET features lists every feature', async () => {
    const reply = await sandbox.call<{ data: Feature[] }>('/dashboard-api/features', { headers: credentials });
    assert.equal(reply.status, 200);
    assert.deepEqual(reply.body.data[0], audience);
    assert.deepEqual(
      reply.body.data.map((feature) => feature.key),
      ['audience', 'organic-social', 'agent-landing-page'],
    );
  });

  test('GET features/client/{id} gives each client its flags', async () => {
    const acme = await clientFeatures(1);
    const harbour = await clientFeatures(2);
    assert.deepEqual(acme.body.data[0], { ...audience, enabled: true });
    assert.equal(harbour.body.data[0]?.enabled, false);
    assert.equal((await clientFeatures(99)).status, 404);
  });

  test('POST with the PATCH override enables and disables a feature', async () => {
    const enabled = await setFeature('audience/client/2/enable');
    assert.deepEqual([enabled.status, enabled.body], [200, { data: { ...audience, enabled: true } }]);
    assert.equal((await clientFeatures(2)).body.data[0]?.enabled, true);
    const disabled = await setFeature('audience/client/2/disable');
    assert.equal(disabled.body.data.enabled, false);
  });

  test('unknown features, clients and states answer 404', async () => {
    for (const path of ['nope/client/1/enable', 'audience/client/99/enable', 'audience/client/1/toggle']) {
      const reply = await setFeature(path);
      assert.deepEqual([reply.status, reply.body], [404, { message: 'Not found' }], path);
    }
  });

  test('a plain PATCH works too', async () => {
    const reply = await sandbox.call('/dashboard-api/features/organic-social/client/3/enable', {
      method: 'PATCH',
      headers: credentials,
    });
    assert.equal(reply.status, 200);
    assert.equal((await clientFeatures(3)).body.data[1]?.enabled, true);
  });

  test('a POST without the override answers 405', async () => {
    const reply = await setFeature('audience/client/1/enable', credentials);
    assert.equal(reply.status, 405);
  });

  test('every call needs the access key and an auth id', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { 'x-auth-id': '3' },
      { 'x-access-key': 'wrong', 'x-auth-id': '3' },
      { 'x-access-key': testAccessKey },
      { ...credentials, 'x-auth-id': '999' },
    ];
    for (const headers of attempts) {
      const reply = await sandbox.call('/dashboard-api/features', { headers });
      assert.deepEqual([reply.status, reply.body], [401, invalidKey], JSON.stringify(headers));
    }
  });

  test('POST with _method PATCH in the body activates and deactivates a feature (JSON or form-encoded)', async () => {
    const activated = await sandbox.post<{ data: ClientFeature }>(
      '/dashboard-api/features/organic-social/client/2/activate',
      { _method: 'PATCH' },
      { headers: credentials },
    );
    assert.deepEqual(
      [activated.status, activated.body.data.key, activated.body.data.enabled],
      [200, 'organic-social', true],
    );
    assert.equal((await clientFeatures(2)).body.data[1]?.enabled, true);
    const form = await sandbox.call<{ data: ClientFeature }>(
      '/dashboard-api/features/organic-social/client/2/deactivate',
      {
        method: 'POST',
        body: '_method=PATCH',
        headers: { ...credentials, 'content-type': 'application/x-www-form-urlencoded' },
      },
    );
    assert.deepEqual([form.status, form.body.data.enabled], [200, false]);
    assert.equal((await clientFeatures(2)).body.data[1]?.enabled, false);
  });

  test('a _method other than PATCH, PUT or DELETE leaves the POST a POST (405)', async () => {
    const reply = await sandbox.post(
      '/dashboard-api/features/audience/client/1/activate',
      { _method: 'GET' },
      { headers: credentials },
    );
    assert.equal(reply.status, 405);
  });

  test("a client admin reads its own client's flags only, and switches none", async () => {
    assert.equal((await sandbox.call('/dashboard-api/features/client/1', { headers: clientAdmin })).status, 200);
    assert.deepEqual((await sandbox.call('/dashboard-api/features/client/2', { headers: clientAdmin })).body, {
      message: 'Access denied.',
    });
    const before = (await clientFeatures(1)).body.data;
    for (const state of ['activate', 'deactivate', 'enable', 'disable']) {
      const reply = await sandbox.post(
        `/dashboard-api/features/audience/client/1/${state}`,
        { _method: 'PATCH' },
        { headers: clientAdmin },
      );
      assert.equal(reply.status, 403, state);
    }
    assert.deepEqual((await clientFeatures(1)).body.data, before);
  });

  test('an agent (auth id 5) may not switch features', async () => {
    const reply = await sandbox.post(
      '/dashboard-api/features/audience/client/1/deactivate',
      { _method: 'PATCH' },
      {
        headers: { 'x-access-key': testAccessKey, 'x-auth-id': '5' },
      },
    );
    assert.equal(reply.status, 403);
  });
});
