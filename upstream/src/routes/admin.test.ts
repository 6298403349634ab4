import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { startTestSandbox } from '../testing/sandbox-harness.ts';

const sandbox = await startTestSandbox();
after(() => sandbox.close());

const access = async (username: string) => {
  const { token } = await sandbox.login(username);
  return sandbox.call('/api/admin/campaigns/admin-tool-access', { token });
};

test('admin-tool-access answers 204 for super admins and admins', async () => {
  for (const username of ['superadmin@sandbox.test', 'admin@sandbox.test']) {
    assert.equal((await access(username)).status, 204, username);
  }
});

test('admin-tool-access answers 403 for everyone else', async () => {
  for (const username of ['clientadmin@sandbox.test', 'officeadmin@sandbox.test', 'agent@sandbox.test']) {
    const reply = await access(username);
    assert.deepEqual([reply.status, reply.body], [403, { message: 'Access denied.' }], username);
  }
});

test('admin-tool-access needs a bearer token', async () => {
  assert.equal((await sandbox.call('/api/admin/campaigns/admin-tool-access')).status, 401);
});
