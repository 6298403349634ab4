import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { messages } from '@portal/schema';
import { normalizeError } from './normalize-error.ts';

describe('normalizeError (the error catalogue)', () => {
  const cases: [string, unknown, { message: string; fieldErrors: { name: string; messages: string[] }[] }][] = [
    ['null error', null, { message: messages.generalSystemError, fieldErrors: [] }],
    ['empty body', '', { message: messages.generalSystemError, fieldErrors: [] }],
    ['no known field', { foo: 1 }, { message: messages.unknownError, fieldErrors: [] }],
    ['plain message', { message: 'Access denied.' }, { message: 'Access denied.', fieldErrors: [] }],
    [
      'exception list uses the first message',
      { exception: [{ message: 'First' }, { message: 'Second' }], message: 'Outer' },
      { message: 'First', fieldErrors: [] },
    ],
    ['exception object', { exception: { message: 'Only' } }, { message: 'Only', fieldErrors: [] }],
    [
      'field tree with nested password children',
      {
        code: 422,
        message: 'Validation Failed',
        errors: {
          children: {
            currentPassword: { errors: ["This value should be the user's current password."] },
            password: { children: { first: { errors: ['This value is not valid.', 'Too weak.'] }, second: {} } },
            untouched: {},
          },
        },
      },
      {
        message: "This value should be the user's current password.",
        fieldErrors: [
          { name: 'currentPassword', messages: ["This value should be the user's current password."] },
          { name: 'password.first', messages: ['This value is not valid.', 'Too weak.'] },
        ],
      },
    ],
    [
      'form-level errors',
      { errors: { errors: ['Form invalid'], children: {} } },
      { message: 'Form invalid', fieldErrors: [{ name: '', messages: ['Form invalid'] }] },
    ],
    [
      'flat field map (errors.email)',
      { errors: { email: ['This email is already a recipient.'] } },
      {
        message: 'This email is already a recipient.',
        fieldErrors: [{ name: 'email', messages: ['This email is already a recipient.'] }],
      },
    ],
    [
      'flat map with a string value',
      { errors: { email: 'Bad email' } },
      { message: 'Bad email', fieldErrors: [{ name: 'email', messages: ['Bad email'] }] },
    ],
    [
      'empty tree falls back to message',
      { message: 'Validation Failed', errors: { children: { a: {} } } },
      { message: 'Validation Failed', fieldErrors: [] },
    ],
    ['array body', [1, 2], { message: messages.unknownError, fieldErrors: [] }],
  ];
  for (const [name, body, expected] of cases) it(name, () => assert.deepEqual(normalizeError(body), expected));
});
