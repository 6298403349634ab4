import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createAudienceSchema, updateAudienceSchema } from './audiences.ts';
import { toFieldErrors } from './forms.ts';
import { messages as m } from './messages.ts';

const errorsOf = (result: { success: true } | { success: false; error: Parameters<typeof toFieldErrors>[0] }) =>
  result.success ? [] : toFieldErrors(result.error);
const csv = { name: 'contacts.csv', size: 1000 };

describe('audience form rules', () => {
  test('create: name, scope and CSV required; name at most 30 characters', () => {
    assert.deepEqual(errorsOf(createAudienceSchema.safeParse({ name: ' ', uuids: [] })), [
      { name: 'name', messages: [m.audienceNameRequired] },
      { name: 'scope', messages: [m.audienceScopeRequired] },
      { name: 'csv', messages: [m.audienceCsvRequired] },
    ]);
    assert.deepEqual(
      errorsOf(createAudienceSchema.safeParse({ name: 'x'.repeat(31), scope: 'client', clientId: '1', csv })),
      [{ name: 'name', messages: [m.audienceNameTooLong] }],
    );
    assert.equal(
      createAudienceSchema.safeParse({ name: 'x'.repeat(30), scope: 'client', clientId: '1', csv }).success,
      true,
    );
  });

  test('create: Global needs the client, Office and Agent a selection', () => {
    assert.deepEqual(errorsOf(createAudienceSchema.safeParse({ name: 'A', scope: 'client', csv })), [
      { name: 'clientId', messages: [m.audienceClientRequired] },
    ]);
    assert.deepEqual(errorsOf(createAudienceSchema.safeParse({ name: 'A', scope: 'agency', uuids: [], csv })), [
      { name: 'uuids', messages: [m.audienceOfficesRequired] },
    ]);
    assert.deepEqual(errorsOf(createAudienceSchema.safeParse({ name: 'A', scope: 'agent', csv })), [
      { name: 'uuids', messages: [m.audienceAgentsRequired] },
    ]);
    const ok = createAudienceSchema.parse({ name: ' A ', scope: 'agency', uuids: ['3', '3', '4'], csv });
    assert.deepEqual(ok, { name: 'A', scope: 'agency', uuids: ['3', '4'], clientId: null, csv });
  });

  test('the CSV must end in .csv, not be empty and stay under the limit', () => {
    const check = (file: { name: string; size: number | null }) =>
      errorsOf(createAudienceSchema.safeParse({ name: 'A', scope: 'client', clientId: '1', csv: file }));
    assert.deepEqual(check({ name: 'list.xlsx', size: 10 }), [{ name: 'csv', messages: [m.audienceCsvNotCsv] }]);
    assert.deepEqual(check({ name: 'list.CSV', size: 0 }), [{ name: 'csv', messages: [m.audienceCsvEmpty] }]);
    assert.deepEqual(check({ name: 'list.csv', size: 26 * 1024 * 1024 }), [
      { name: 'csv', messages: [m.audienceCsvTooLarge] },
    ]);
    assert.deepEqual(check({ name: 'list.csv', size: null }), []);
  });

  test('edit: everything optional; selections need their scope', () => {
    assert.deepEqual(updateAudienceSchema.parse({}), { name: null, scope: null, uuids: [], clientId: null, csv: null });
    assert.deepEqual(errorsOf(updateAudienceSchema.safeParse({ uuids: ['1'] })), [
      { name: 'scope', messages: [m.audienceScopeRequired] },
    ]);
    assert.deepEqual(errorsOf(updateAudienceSchema.safeParse({ scope: 'agency' })), [
      { name: 'uuids', messages: [m.audienceOfficesRequired] },
    ]);
    assert.deepEqual(errorsOf(updateAudienceSchema.safeParse({ name: '' })), [
      { name: 'name', messages: [m.audienceNameRequired] },
    ]);
  });
});
