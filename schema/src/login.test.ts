import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseLogin } from './login.ts';
import { messages as m } from './messages.ts';

const errorsOf = (input: unknown): Record<string, string[]> => {
  const parsed = parseLogin(input);
  return parsed.success ? {} : Object.fromEntries(parsed.fieldErrors.map((f) => [f.name, f.messages]));
};

describe('parseLogin (the sign-in rules, shared by the form and the BFF)', () => {
  const cases: [string, unknown, Record<string, string[]>][] = [
    ['valid', { email: 'agent@sandbox.test', password: 'x' }, {}],
    ['empty', { email: '', password: '' }, { email: [m.emailRequiredField], password: [m.passwordRequiredField] }],
    ['spaces only email', { email: '   ', password: 'x' }, { email: [m.emailRequiredField] }],
    ['invalid email', { email: 'agent@', password: 'x' }, { email: [m.emailInvalid] }],
    ['missing fields', {}, { email: [m.emailRequiredField], password: [m.passwordRequiredField] }],
    ['not an object', null, { email: [m.emailRequiredField], password: [m.passwordRequiredField] }],
    [
      'wrong types',
      { email: 42, password: ['x'] },
      { email: [m.emailRequiredField], password: [m.passwordRequiredField] },
    ],
  ];
  for (const [name, input, expected] of cases) {
    it(name, () => assert.deepEqual(errorsOf(input), expected));
  }

  it('trims the email and keeps the password as typed', () => {
    assert.deepEqual(parseLogin({ email: '  agent@sandbox.test ', password: ' pass ' }), {
      success: true,
      data: { email: 'agent@sandbox.test', password: ' pass ' },
    });
  });
});
