import assert from 'node:assert/strict';
import { after, beforeEach, describe, test } from 'node:test';
import type { Email } from '../store/outbox.ts';
import { startTestSandbox } from '../testing/sandbox-harness.ts';

const sandbox = await startTestSandbox();
after(() => sandbox.close());
beforeEach(() => sandbox.call('/sandbox/reset', { method: 'POST' }));

const path = '/api/support-submissions';
const valid = {
  name: 'Amelia Agnew',
  email: 'agent@sandbox.test',
  concern: 'Report a bug',
  details: 'The export button does nothing.',
  agencyId: 1,
  submittedById: 5,
};

async function submit(body: unknown, username = 'agent@sandbox.test') {
  const { token } = await sandbox.login(username);
  return sandbox.post<{ id: number }>(path, body, { token });
}

function tree(errors: Record<string, string>) {
  const children = Object.fromEntries(
    Object.keys(valid).map((field) => [field, errors[field] ? { errors: [errors[field]] } : {}]),
  );
  return { code: 422, message: 'Validation Failed', errors: { children } };
}

describe('POST /api/support-submissions', () => {
  test('answers 201 with the id and mails the support recipients', async () => {
    const reply = await submit(valid);
    assert.equal(reply.status, 201);
    assert.deepEqual(Object.keys(reply.body), ['id']);
    assert.ok(Number.isInteger(reply.body.id));
    const outbox = (await sandbox.call<Email[]>('/sandbox/outbox')).body;
    assert.deepEqual(outbox.map((email) => email.to).sort(), ['helpdesk@sandbox.test', 'support@sandbox.test']);
    assert.equal(outbox[0]?.subject, `Support request #${reply.body.id}: Report a bug`);
    assert.ok(outbox[0]?.text.includes(valid.details));
  });

  test('accepts every concern and ids sent as strings', async () => {
    for (const concern of ['Booking a campaign', 'Current campaign', 'Report a bug', 'Other']) {
      const reply = await submit({ ...valid, concern, agencyId: '1', submittedById: '5' });
      assert.equal(reply.status, 201, concern);
    }
  });

  test('answers a field tree for missing fields', async () => {
    const reply = await submit({});
    const blank = 'This value should not be blank.';
    assert.equal(reply.status, 422);
    assert.deepEqual(
      reply.body,
      tree({ name: blank, email: blank, concern: blank, details: blank, agencyId: blank, submittedById: blank }),
    );
  });

  test('refuses an invalid e-mail, an unknown concern and ids that are not the user’s', async () => {
    const reply = await submit({ ...valid, email: 'nope', concern: 'Billing', agencyId: 5, submittedById: 4 });
    assert.equal(reply.status, 422);
    assert.deepEqual(
      reply.body,
      tree({
        email: 'This value is not a valid email address.',
        concern: 'The value you selected is not a valid choice.',
        agencyId: 'This value is not valid.',
        submittedById: 'This value is not valid.',
      }),
    );
    const wrongTypes = await submit({ ...valid, name: 7, agencyId: 'one', submittedById: -5 });
    assert.deepEqual(
      wrongTypes.body,
      tree({
        name: 'This value is not valid.',
        agencyId: 'This value is not valid.',
        submittedById: 'This value is not valid.',
      }),
    );
  });

  test('lets a client admin name any office of the client', async () => {
    const reply = await submit(
      { ...valid, name: 'Claire Clarke', email: 'clientadmin@sandbox.test', agencyId: 4, submittedById: 3 },
      'clientadmin@sandbox.test',
    );
    assert.equal(reply.status, 201);
  });

  test('needs a bearer token', async () => {
    assert.equal((await sandbox.post(path, valid)).status, 401);
  });
});
