import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages, recipientDeleted } from '@portal/schema';
import { Browserish } from '../support/graphql-client.ts';
import { PASSWORD, startStack, type Stack } from '../support/stack.ts';

describe('Contact Support and email configuration through the BFF', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(() => stack.close());

  const SUBMIT = 'mutation($i: SubmitSupportRequestInput!) { submitSupportRequest(input: $i) { title message } }';

  it("submits a support request for one of the user's offices", async () => {
    const b = new Browserish(stack.url);
    await b.login('agent@sandbox.test', PASSWORD);
    const offices = (await b.gql<{ viewer: { offices: { id: string }[] } }>('{ viewer { offices { id } } }')).data!
      .viewer.offices;
    const res = await b.gql<{ submitSupportRequest: { title: string; message: string } }>(SUBMIT, {
      i: {
        name: 'Amelia',
        email: 'agent@sandbox.test',
        officeId: offices[0]!.id,
        concern: 'Report a bug',
        details: 'The map does not load.',
      },
    });
    assert.deepEqual(res.data?.submitSupportRequest, {
      title: messages.supportSubmittedTitle,
      message: messages.supportSubmittedText,
    });
  });

  it('refuses an office the user does not belong to, and bad input', async () => {
    const b = new Browserish(stack.url);
    await b.login('agent@sandbox.test', PASSWORD);
    const foreign = await b.gql(SUBMIT, {
      i: { name: 'A', email: 'agent@sandbox.test', officeId: '999999', concern: 'Other', details: 'x' },
    });
    assert.deepEqual(foreign.errors?.[0]?.extensions?.fieldErrors, [
      { name: 'officeId', messages: [messages.officeRequired] },
    ]);
    const empty = await b.gql(SUBMIT, { i: { name: '', email: '', officeId: '', concern: '', details: '' } });
    assert.equal((empty.errors?.[0]?.extensions?.fieldErrors as unknown[]).length, 5);
  });

  it('an admin lists, adds and deletes email recipients; a duplicate gets the 422 field error', async () => {
    const b = new Browserish(stack.url);
    await b.login('admin@sandbox.test', PASSWORD);
    const types = (await b.gql<{ emailRecipientTypes: string[] }>('{ emailRecipientTypes }')).data!.emailRecipientTypes;
    assert.ok(types.length >= 1);
    const ADD =
      'mutation($i: AddEmailRecipientInput!) { addEmailRecipient(input: $i) { message recipient { id email type createdBy { firstName } createdAt } } }';
    const added = await b.gql<{ addEmailRecipient: { message: string; recipient: { id: string; email: string } } }>(
      ADD,
      { i: { email: 'ops@acme.test', type: types[0] } },
    );
    assert.equal(added.data?.addEmailRecipient.message, messages.recipientAdded, JSON.stringify(added.errors));
    const dup = await b.gql(ADD, { i: { email: 'ops@acme.test', type: types[0] } });
    assert.equal(dup.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
    assert.equal((dup.errors?.[0]?.extensions?.fieldErrors as { name: string }[])[0]?.name, 'email');
    const bad = await b.gql(ADD, { i: { email: 'ops@', type: types[0] } });
    assert.deepEqual(bad.errors?.[0]?.extensions?.fieldErrors, [{ name: 'email', messages: [messages.emailInvalid] }]);
    const list = (await b.gql<{ emailRecipients: { id: string; email: string }[] }>('{ emailRecipients { id email } }'))
      .data!.emailRecipients;
    assert.ok(list.some((r) => r.email === 'ops@acme.test'));
    const id = added.data!.addEmailRecipient.recipient.id;
    const del = await b.gql<{ deleteEmailRecipient: { message: string } }>(
      'mutation($i: DeleteEmailRecipientInput!) { deleteEmailRecipient(input: $i) { id message } }',
      { i: { id } },
    );
    assert.equal(del.data?.deleteEmailRecipient.message, recipientDeleted('ops@acme.test'));
    const again = await b.gql('mutation($i: DeleteEmailRecipientInput!) { deleteEmailRecipient(input: $i) { id } }', {
      i: { id },
    });
    assert.equal(again.errors?.[0]?.extensions?.code, 'NOT_FOUND');
  });

  it('users without the admin-tools flag are refused', async () => {
    const b = new Browserish(stack.url);
    await b.login('clientadmin@sandbox.test', PASSWORD);
    assert.equal((await b.gql('{ emailRecipients { id } }')).errors?.[0]?.extensions?.code, 'FORBIDDEN');
  });
});

describe('/version.json', () => {
  it('answers a hash of the built portal that changes with each build, never cached', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
    writeFileSync(join(dist, 'index.html'), '<script src="/assets/index-aaaa.js"></script>');
    const stack = await startStack({ env: { WEB_DIST_DIR: dist } });
    try {
      const first = await fetch(`${stack.url}/version.json?t=${Date.now()}`);
      assert.equal(first.headers.get('cache-control'), 'no-store');
      const { hash } = (await first.json()) as { hash: string };
      assert.match(hash, /^[0-9a-f]{16}$/);
      writeFileSync(join(dist, 'index.html'), '<script src="/assets/index-bbbb.js"></script>');
      utimesSync(join(dist, 'index.html'), new Date(), new Date(Date.now() + 5000));
      const second = (await (await fetch(`${stack.url}/version.json?t=${Date.now()}`)).json()) as { hash: string };
      assert.notEqual(second.hash, hash);
    } finally {
      await stack.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
