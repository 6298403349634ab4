/**
 * The sign-in form's rules as a plain function, without zod: /login downloads these, and zod would
 * add about 25 KB (gzipped) to the page every visitor opens first (decision 059). The BFF validates
 * the login input with this same function, and the portal's sign-in form with a resolver over it.
 */
import type { FieldErrors } from './errors.ts';
import { messages as m } from './messages.ts';
import { isEmail } from './validators.ts';

export interface LoginValues {
  email: string;
  password: string;
}

export type LoginParse = { success: true; data: LoginValues } | { success: false; fieldErrors: FieldErrors };

const field = (input: unknown, name: string): unknown =>
  typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[name] : undefined;

/**
 * The email is trimmed and required ("Email is a required field"), then checked for its shape; the
 * password is required as typed (not trimmed). Field errors in the BAD_USER_INPUT shape.
 */
export const parseLogin = (input: unknown): LoginParse => {
  const rawEmail = field(input, 'email');
  const password = field(input, 'password');
  const email = typeof rawEmail === 'string' ? rawEmail.trim() : '';
  const fieldErrors: FieldErrors = [];
  if (email === '') fieldErrors.push({ name: 'email', messages: [m.emailRequiredField] });
  else if (!isEmail(email)) fieldErrors.push({ name: 'email', messages: [m.emailInvalid] });
  if (typeof password !== 'string' || password === '')
    fieldErrors.push({ name: 'password', messages: [m.passwordRequiredField] });
  return fieldErrors.length > 0
    ? { success: false, fieldErrors }
    : { success: true, data: { email, password: password as string } };
};
