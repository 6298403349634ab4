import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { startTestSandbox } from '../testing/sandbox-harness.ts';

const sandbox = await startTestSandbox();
after(() => sandbox.close());

const getClient = async (username: string, id: string) => {
  const { token } = await sandbox.login(username);
  return sandbox.call<Record<string, unknown>>(`/api/clients/${id}`, { token });
};

test('GET clients/{id}: the client record for platform staff', async () => {
  const reply = await getClient('admin@sandbox.test', '2');
  assert.equal(reply.status, 200);
  assert.equal(reply.body.id, 2);
  assert.equal(reply.body.title, 'Harbour Property Group');
  assert.equal(reply.body.subDomain, 'harbour');
  assert.equal(reply.body.status, 'published');
  assert.equal(reply.body.propertyCampaignPaymentOption, 'trading-terms');
  assert.equal(reply.body.agentCampaignPaymentOption, 'credit-card');
  assert.equal(reply.body.officeCampaignPaymentOption, 'trading-terms');
  for (const field of [
    'product',
    'companyName',
    'abnNumber',
    'accountEmail',
    'vendorNumber',
    'workflowNumber',
    'emailFromName',
    'clientDomains',
    'tradingTerms',
    'logo',
    'logoInverse',
    'favicon',
  ]) {
    assert.ok(field in reply.body, field);
  }
});

test('GET clients/{id}: everyone else reads only their own client (403 for another, 404 for none)', async () => {
  assert.equal((await getClient('clientadmin@sandbox.test', '1')).status, 200);
  assert.equal((await getClient('officeadmin@sandbox.test', '1')).status, 200);
  assert.equal((await getClient('agent@sandbox.test', '1')).status, 200);
  const denied = await getClient('clientadmin@sandbox.test', '2');
  assert.deepEqual([denied.status, denied.body], [403, { message: 'Access denied.' }]);
  assert.equal((await getClient('clientuser@sandbox.test', '1')).status, 403);
  for (const id of ['99', 'x']) {
    const missing = await getClient('admin@sandbox.test', id);
    assert.deepEqual([missing.status, missing.body], [404, { message: 'Not found' }], id);
  }
  assert.equal((await sandbox.call('/api/clients/1')).status, 401);
});

test('GET clients/logo/{subdomain} still answers without a token', async () => {
  assert.equal((await sandbox.call('/api/clients/logo/acme')).status, 200);
});
