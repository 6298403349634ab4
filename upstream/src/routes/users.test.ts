import assert from 'node:assert/strict';
import { after, beforeEach, describe, test } from 'node:test';
import type { Email } from '../store/outbox.ts';
import { startTestSandbox } from '../testing/sandbox-harness.ts';
import type { profileView } from '../user-views.ts';
import { messages } from '../validation.ts';

type Profile = ReturnType<typeof profileView>;

const sandbox = await startTestSandbox();
after(() => sandbox.close());
beforeEach(() => sandbox.call('/sandbox/reset', { method: 'POST' }));

function validationFailed(children: object) {
  return { code: 422, message: 'Validation Failed', errors: { children } };
}

async function resetLinkFor(to: string): Promise<string> {
  const outbox = await sandbox.call<Email[]>(`/sandbox/outbox?to=${encodeURIComponent(to)}`);
  const token = /\/reset-password\/([\w-]+)$/.exec(outbox.body[0]?.link ?? '')?.[1];
  assert.ok(token, `no reset link for ${to}`);
  return token;
}

const forgotPassword = (email: string) => sandbox.post('/api/users/password/forgot', { email });
const resetPassword = (confirmationToken: unknown, password: unknown) =>
  sandbox.post('/api/users/password/reset', { confirmationToken, password });

describe('password reset', () => {
  test('forgot → outbox → reset → login with the new password', async () => {
    const forgot = await forgotPassword('agent@sandbox.test');
    assert.equal(forgot.status, 204);
    const [email] = (await sandbox.call<Email[]>('/sandbox/outbox')).body;
    assert.ok(email?.link);
    assert.equal(email.to, 'agent@sandbox.test');
    assert.equal(email.subject, 'Reset your password');
    assert.match(email.link, /^http:\/\/localhost:4000\/reset-password\/[\w-]{43}$/);
    assert.ok(email.text.includes(email.link));

    const token = await resetLinkFor('agent@sandbox.test');
    assert.equal((await resetPassword(token, 'fresh1')).status, 204);
    assert.equal((await sandbox.login('agent@sandbox.test', 'fresh1')).user.id, 5);
    const old = await sandbox.post('/api/authenticate', {
      username: 'agent@sandbox.test',
      password: 'Sandbox#2026',
      function: 'login',
    });
    assert.equal(old.status, 401);
  });

  test('answers 204 for unknown addresses without sending anything', async () => {
    const reply = await forgotPassword('ghost@sandbox.test');
    assert.equal(reply.status, 204);
    assert.deepEqual((await sandbox.call('/sandbox/outbox')).body, []);
  });

  test('a reset link works once', async () => {
    await forgotPassword('agent@sandbox.test');
    const token = await resetLinkFor('agent@sandbox.test');
    assert.equal((await resetPassword(token, 'first-choice')).status, 204);
    const again = await resetPassword(token, 'second-choice');
    assert.equal(again.status, 422);
    assert.deepEqual(
      again.body,
      validationFailed({ confirmationToken: { errors: ['This reset link is invalid or has expired.'] }, password: {} }),
    );
  });

  test('refuses a short password and an unknown token', async () => {
    const reply = await resetPassword('unknown', 'abc');
    assert.deepEqual(
      reply.body,
      validationFailed({
        confirmationToken: { errors: ['This reset link is invalid or has expired.'] },
        password: { errors: ['This value is too short. It should have 6 characters or more.'] },
      }),
    );
  });
});

describe('POST /api/users/change-password', () => {
  const change = async (body: unknown, username = 'agent@sandbox.test') => {
    const { token } = await sandbox.login(username);
    return sandbox.post('/api/users/change-password', body, { token });
  };
  const changeTo = (first: string, second = first, username?: string) =>
    change({ currentPassword: 'Sandbox#2026', password: { first, second } }, username);

  test('changes the password', async () => {
    const reply = await changeTo('Brand-new1');
    assert.equal(reply.status, 204);
    assert.equal((await sandbox.login('agent@sandbox.test', 'Brand-new1')).user.id, 5);
  });

  test('reports a wrong current password and a mismatch', async () => {
    const reply = await change({ currentPassword: 'nope', password: { first: 'Brand-new1', second: 'Brand-new2' } });
    assert.equal(reply.status, 422);
    assert.deepEqual(
      reply.body,
      validationFailed({
        currentPassword: { errors: ["This value should be the user's current password."] },
        password: { children: { first: { errors: ['This value is not valid.'] }, second: {} } },
      }),
    );
  });

  test('reports a weak password', async () => {
    for (const weakPassword of ['short1A', 'alllowercase1', 'NoDigitsOrSymbols', '.Leading-dot1']) {
      const reply = await changeTo(weakPassword);
      assert.deepEqual(
        reply.body,
        validationFailed({
          currentPassword: {},
          password: { children: { first: { errors: [messages.weakPassword] }, second: {} } },
        }),
        weakPassword,
      );
    }
  });

  test('reports missing fields', async () => {
    const reply = await change({});
    assert.deepEqual(
      reply.body,
      validationFailed({
        currentPassword: { errors: ['This value should not be blank.'] },
        password: { children: { first: { errors: ['This value should not be blank.'] }, second: {} } },
      }),
    );
  });

  test('is refused when the password is not changeable', async () => {
    const reply = await changeTo('Brand-new1', 'Brand-new1', 'clientuser@sandbox.test');
    assert.deepEqual([reply.status, reply.body], [403, { message: 'Access denied.' }]);
  });
});

describe('/api/users/profile', () => {
  test('GET answers the profile with the role label', async () => {
    const { token } = await sandbox.login('officeadmin@sandbox.test');
    const reply = await sandbox.call('/api/users/profile', { token });
    assert.deepEqual(reply.body, {
      id: 4,
      firstName: 'Oliver',
      lastName: 'Oakes',
      username: 'officeadmin@sandbox.test',
      mobile: '0411 200 004',
      role: { name: 'Office Admin', value: 'ROLE_AGENT_ADMIN' },
      passwordChangeable: true,
      enabled: true,
      clientId: 1,
    });
  });

  test('PUT updates names and mobile', async () => {
    const { token } = await sandbox.login('clientuser@sandbox.test');
    const reply = await sandbox.call<Profile>('/api/users/profile', {
      method: 'PUT',
      token,
      body: { firstName: ' Henry ', lastName: 'Hart', mobile: '' },
    });
    assert.equal(reply.status, 200);
    assert.deepEqual(
      { firstName: reply.body.firstName, lastName: reply.body.lastName, mobile: reply.body.mobile },
      { firstName: 'Henry', lastName: 'Hart', mobile: null },
    );
    assert.equal((await sandbox.call<Profile>('/api/users/profile', { token })).body.firstName, 'Henry');
  });

  test('PUT refuses an empty first name', async () => {
    const { token } = await sandbox.login('agent@sandbox.test');
    const body = { firstName: '  ', lastName: 'X' };
    const reply = await sandbox.call('/api/users/profile', { method: 'PUT', token, body });
    assert.equal(reply.status, 422);
    assert.deepEqual(
      reply.body,
      validationFailed({ firstName: { errors: ['This value should not be blank.'] }, lastName: {}, mobile: {} }),
    );
  });
});
