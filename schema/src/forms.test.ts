import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { z } from 'zod';
import {
  capitalise,
  changePasswordSchema,
  emailRecipientSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  supportRequestSchema,
  toFieldErrors,
  updateProfileSchema,
} from './forms.ts';
import { messages as m } from './messages.ts';

const errorsOf = (schema: z.ZodType, value: unknown): Record<string, string[]> => {
  const r = schema.safeParse(value);
  return r.success ? {} : Object.fromEntries(toFieldErrors(r.error).map((f) => [f.name, f.messages]));
};

const cases: [string, z.ZodType, unknown, Record<string, string[]>][] = [
  ['forgot: empty', forgotPasswordSchema, { email: '' }, { email: [m.emailRequired] }],
  ['forgot: invalid', forgotPasswordSchema, { email: 'nope' }, { email: [m.emailInvalid] }],
  ['forgot: valid', forgotPasswordSchema, { email: 'agent@sandbox.test' }, {}],
  [
    'reset: empty',
    resetPasswordSchema,
    { token: 't', password: '', confirmPassword: '' },
    { password: [m.passwordRequired], confirmPassword: [m.confirmPasswordRequired] },
  ],
  [
    'reset: short',
    resetPasswordSchema,
    { token: 't', password: '12345', confirmPassword: '12345' },
    { password: [m.passwordTooShort] },
  ],
  ['reset: exactly 6', resetPasswordSchema, { token: 't', password: '123456', confirmPassword: '123456' }, {}],
  [
    'reset: mismatch',
    resetPasswordSchema,
    { token: 't', password: '123456', confirmPassword: '123457' },
    { confirmPassword: [m.passwordMismatch] },
  ],
  [
    'change: empty',
    changePasswordSchema,
    { currentPassword: '', newPassword: '', confirmPassword: '' },
    {
      currentPassword: [m.currentPasswordRequired],
      newPassword: [m.newPasswordRequired],
      confirmPassword: [m.confirmPasswordRequired],
    },
  ],
  [
    'change: weak',
    changePasswordSchema,
    { currentPassword: 'a', newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' },
    { newPassword: [m.passwordNotStrong] },
  ],
  [
    'change: mismatch',
    changePasswordSchema,
    { currentPassword: 'a', newPassword: 'Abcdefg1', confirmPassword: 'Abcdefg2' },
    { confirmPassword: [m.passwordMismatch] },
  ],
  [
    'change: valid',
    changePasswordSchema,
    { currentPassword: 'a', newPassword: 'Abcdefg1', confirmPassword: 'Abcdefg1' },
    {},
  ],
  [
    'profile: no first name',
    updateProfileSchema,
    { firstName: ' ', lastName: '', mobile: '' },
    { firstName: [m.firstNameRequired] },
  ],
  ['profile: short phone', updateProfileSchema, { firstName: 'Ada', mobile: '0412' }, { mobile: [m.phoneTooShort] }],
  ['profile: valid, optional empty', updateProfileSchema, { firstName: 'Ada', lastName: null, mobile: null }, {}],
  [
    'support: empty',
    supportRequestSchema,
    { name: '', email: '', officeId: '', concern: '', details: ' ' },
    {
      name: [m.nameRequired],
      email: [m.emailRequired],
      officeId: [m.officeRequired],
      concern: [m.concernRequired],
      details: [m.detailsRequired],
    },
  ],
  [
    'support: unknown concern',
    supportRequestSchema,
    { name: 'A', email: 'a@b.test', officeId: '1', concern: 'Billing', details: 'x' },
    { concern: [m.concernRequired] },
  ],
  [
    'support: valid',
    supportRequestSchema,
    { name: 'A', email: 'a@b.test', officeId: '1', concern: 'Report a bug', details: 'x' },
    {},
  ],
  [
    'recipient: empty',
    emailRecipientSchema,
    { email: '', type: '' },
    { email: [m.emailRequired], type: [m.emailTypeRequired] },
  ],
  ['recipient: invalid email', emailRecipientSchema, { email: 'ops@', type: 'finance' }, { email: [m.emailInvalid] }],
  ['recipient: valid', emailRecipientSchema, { email: 'ops@acme.test', type: 'finance' }, {}],
];

describe('platform form rules', () => {
  for (const [name, schema, value, expected] of cases) {
    it(name, () => assert.deepEqual(errorsOf(schema, value), expected));
  }
  it('capitalises type names', () => {
    assert.equal(capitalise('finance'), 'Finance');
    assert.equal(capitalise(''), '');
  });
  it('profile trims and defaults optional fields', () => {
    assert.deepEqual(updateProfileSchema.parse({ firstName: ' Ada ', lastName: null, mobile: ' 0412345678 ' }), {
      firstName: 'Ada',
      lastName: '',
      mobile: '0412345678',
    });
  });
});
