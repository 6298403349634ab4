import assert from 'node:assert/strict';
import { after, beforeEach, describe, test } from 'node:test';
import { startTestSandbox } from '../testing/sandbox-harness.ts';

type Recipient = {
  id: number;
  email: string;
  type: string;
  createdBy: { firstName: string; lastName: string };
  createdAt: string;
};

const sandbox = await startTestSandbox();
after(() => sandbox.close());

let admin: string;
beforeEach(async () => {
  await sandbox.call('/sandbox/reset', { method: 'POST' });
  admin = (await sandbox.login('admin@sandbox.test')).token;
});

const base = '/api/admin/email-recipients';
const list = async () => (await sandbox.call<{ data: Recipient[] }>(base, { token: admin })).body.data;
const add = (body: unknown) =>
  sandbox.post<{ data: Recipient } & { errors: Record<string, string[]> }>(base, body, { token: admin });

describe('email recipients', () => {
  test('GET types answers the lowercase type names', async () => {
    const reply = await sandbox.call(`${base}/types`, { token: admin });
    assert.deepEqual([reply.status, reply.body], [200, { data: ['campaign', 'finance', 'reports', 'support'] }]);
  });

  test('GET lists the seeded recipients with their creator and a plain timestamp', async () => {
    const recipients = await list();
    assert.equal(recipients.length, 8);
    for (const recipient of recipients) {
      assert.deepEqual(Object.keys(recipient).sort(), ['createdAt', 'createdBy', 'email', 'id', 'type']);
      assert.match(recipient.createdAt, /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      assert.deepEqual(Object.keys(recipient.createdBy).sort(), ['firstName', 'lastName']);
    }
    assert.ok(recipients.some((recipient) => recipient.createdBy.firstName === 'Ada'));
  });

  test('POST adds a recipient created by the signed-in user', async () => {
    const reply = await add({ email: ' Ops@Sandbox.test ', type: 'finance' });
    assert.equal(reply.status, 201);
    assert.deepEqual(
      { ...reply.body.data, id: 0, createdAt: '' },
      {
        id: 0,
        email: 'Ops@Sandbox.test',
        type: 'finance',
        createdBy: { firstName: 'Ada', lastName: 'Admin' },
        createdAt: '',
      },
    );
    assert.ok((await list()).some((recipient) => recipient.id === reply.body.data.id));
  });

  test('POST refuses a duplicate of the same type, case-insensitively, but allows another type', async () => {
    const duplicate = await add({ email: 'ACCOUNTS@sandbox.test', type: 'finance' });
    assert.deepEqual([duplicate.status, duplicate.body], [422, { errors: { email: ['This value is already used.'] } }]);
    assert.equal((await add({ email: 'accounts@sandbox.test', type: 'support' })).status, 201);
  });

  test('POST answers field errors for a bad e-mail, a bad type or missing fields', async () => {
    const cases: [unknown, object][] = [
      [{ email: 'not an email', type: 'finance' }, { email: ['This value is not a valid email address.'] }],
      [{ email: 'ok@sandbox.test', type: 'Finance' }, { type: ['The value you selected is not a valid choice.'] }],
      [{ email: 'ok@sandbox.test', type: 'billing' }, { type: ['The value you selected is not a valid choice.'] }],
      [{}, { email: ['This value should not be blank.'], type: ['This value should not be blank.'] }],
      [
        { email: 42, type: ' ' },
        { email: ['This value is not a valid email address.'], type: ['This value should not be blank.'] },
      ],
    ];
    for (const [body, errors] of cases) {
      const reply = await add(body);
      assert.deepEqual([reply.status, reply.body], [422, { errors }], JSON.stringify(body));
    }
  });

  test('DELETE removes a recipient and answers 404 for unknown ids', async () => {
    const [first] = await list();
    assert.ok(first);
    const removed = await sandbox.call(`${base}/${first.id}`, { method: 'DELETE', token: admin });
    assert.equal(removed.status, 204);
    assert.ok(!(await list()).some((recipient) => recipient.id === first.id));
    for (const id of [first.id, 999_999, 'abc']) {
      const reply = await sandbox.call(`${base}/${id}`, { method: 'DELETE', token: admin });
      assert.deepEqual([reply.status, reply.body], [404, { message: 'Not found' }], String(id));
    }
  });

  test('every call needs admin-tool access', async () => {
    const calls = (token?: string) => [
      sandbox.call(`${base}/types`, { token }),
      sandbox.call(base, { token }),
      sandbox.post(base, { email: 'x@sandbox.test', type: 'finance' }, { token }),
      sandbox.call(`${base}/1`, { method: 'DELETE', token }),
    ];
    for (const username of ['clientadmin@sandbox.test', 'officeadmin@sandbox.test', 'agent@sandbox.test']) {
      const { token } = await sandbox.login(username);
      for (const reply of await Promise.all(calls(token))) {
        assert.deepEqual([reply.status, reply.body], [403, { message: 'Access denied.' }], username);
      }
    }
    for (const reply of await Promise.all(calls())) assert.equal(reply.status, 401);
    const { token } = await sandbox.login('superadmin@sandbox.test');
    assert.equal((await sandbox.call(base, { token })).status, 200);
    assert.equal((await list()).length, 8);
  });
});
