import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { toFieldErrors } from './forms.ts';
import { messages } from './messages.ts';
import { createUserSchema, updateUserSchema } from './users.ts';

const valid = {
  firstName: 'Amelia',
  lastName: 'Agent',
  email: 'amelia@acme.test',
  role: 'AGENT_USER',
  clientId: '1',
  officeIds: ['3'],
};
const errorsOf = (input: unknown, schema: typeof createUserSchema | typeof updateUserSchema = createUserSchema) => {
  const r = schema.safeParse(input);
  return r.success ? [] : toFieldErrors(r.error);
};
const messagesOf = (input: unknown, field: string) => errorsOf(input).find((e) => e.name === field)?.messages ?? [];

describe('the user form (administration spec, section 5)', () => {
  it("the spec's texts, verbatim", () => {
    assert.equal(messages.firstNameRequired, 'First name is required');
    assert.equal(messages.lastNameRequired, 'Last name is required');
    assert.equal(messages.emailRequired, 'Email is required');
    assert.equal(messages.emailInvalid, 'Email is invalid');
    assert.equal(messages.officeRequired, 'Office is required');
    assert.equal(messages.postcodeCommaSeparated, 'Postcode must be a comma-separated');
    assert.equal(messages.postcodeMinimum, 'Minimum 4 Territory Postcodes');
    assert.equal(messages.postcodeMaximum, 'Maximum 4 Territory Postcodes');
    assert.equal(messages.agentImageTooLarge, 'Agent Image must be 1MB Max Size');
  });

  it('a valid form passes, trimmed, with empty optional fields as null', () => {
    const r = createUserSchema.parse({ ...valid, firstName: ' Amelia ', mobile: '', postcode: ' 3000, 3001 ' });
    assert.equal(r.firstName, 'Amelia');
    assert.equal(r.mobile, null);
    assert.equal(r.postcode, '3000,3001');
    assert.equal(r.imageFileId, null);
  });

  it('names and e-mail are required; the e-mail must be one address', () => {
    assert.deepEqual(messagesOf({ ...valid, firstName: '  ' }, 'firstName'), ['First name is required']);
    assert.deepEqual(messagesOf({ ...valid, lastName: undefined }, 'lastName'), ['Last name is required']);
    assert.deepEqual(messagesOf({ ...valid, email: '' }, 'email'), ['Email is required']);
    assert.deepEqual(messagesOf({ ...valid, email: 'amelia@' }, 'email'), ['Email is invalid']);
  });

  it('a role is required and must be assignable (Office Admin or Agent)', () => {
    assert.deepEqual(messagesOf({ ...valid, role: undefined }, 'role'), [messages.roleRequired]);
    for (const role of ['ADMIN', 'SUPER_ADMIN', 'CLIENT_ADMIN', 'CLIENT_USER'])
      assert.deepEqual(messagesOf({ ...valid, role }, 'role'), [messages.roleNotAssignable], role);
    assert.deepEqual(errorsOf({ ...valid, role: 'AGENT_ADMIN', officeIds: ['1', '2'] }), []);
  });

  it('an agent has exactly one office; an office admin at least one', () => {
    assert.deepEqual(messagesOf({ ...valid, officeIds: [] }, 'officeIds'), ['Office is required']);
    assert.deepEqual(messagesOf({ ...valid, role: 'AGENT_ADMIN', officeIds: [] }, 'officeIds'), ['Office is required']);
    assert.deepEqual(messagesOf({ ...valid, officeIds: ['1', '2'] }, 'officeIds'), [messages.agentSingleOffice]);
    assert.deepEqual(errorsOf({ ...valid, officeIds: ['1', '1'] }), [], 'a repeated office is one office');
    assert.deepEqual(
      errorsOf({ ...valid, email: 'nope', postcode: 'x', officeIds: [] }).map((e) => e.name),
      ['postcode', 'email', 'officeIds'],
      "shown together with other fields' errors",
    );
  });

  it('postcodes: comma-separated digits, at least 4 characters, at most 4 entries; empty is fine', () => {
    for (const postcode of ['', null, undefined, '3000', '3000,3001,3002,3003'])
      assert.deepEqual(messagesOf({ ...valid, postcode }, 'postcode'), [], String(postcode));
    for (const postcode of ['30a0', '3000;3001', '3000,,3001', ',3000'])
      assert.deepEqual(
        messagesOf({ ...valid, postcode }, 'postcode'),
        ['Postcode must be a comma-separated'],
        postcode,
      );
    assert.deepEqual(messagesOf({ ...valid, postcode: '300' }, 'postcode'), ['Minimum 4 Territory Postcodes']);
    assert.deepEqual(messagesOf({ ...valid, postcode: '3000,3001,3002,3003,3004' }, 'postcode'), [
      'Maximum 4 Territory Postcodes',
    ]);
  });

  it('ids are plain ids (no paths); the client is required', () => {
    assert.deepEqual(messagesOf({ ...valid, clientId: '' }, 'clientId'), [messages.clientRequired]);
    assert.deepEqual(messagesOf({ ...valid, clientId: '../1' }, 'clientId'), [messages.invalidId]);
    assert.deepEqual(messagesOf({ ...valid, officeIds: ['1/2'] }, 'officeIds.0'), [messages.invalidId]);
  });

  it('editing: the e-mail is not part of the form; the id is', () => {
    const { email: _email, ...rest } = valid;
    const r = updateUserSchema.parse({ ...rest, id: '9', email: 'changed@acme.test' });
    assert.equal('email' in r, false);
    assert.deepEqual(
      errorsOf({ ...rest, id: '' }, updateUserSchema).map((e) => e.name),
      ['id'],
    );
  });
});
