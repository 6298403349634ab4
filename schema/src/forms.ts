/**
 * The platform forms' rules as zod schemas, with the specification's messages. The BFF validates
 * every mutation input with these and the portal's forms use the same schemas.
 */
import { z } from 'zod';
import { messages as m } from './messages.ts';
import type { FieldErrors } from './errors.ts';
import { isEmail, matches, passwordStrength, phoneFormat } from './validators.ts';

/** A required text: trimmed, at least one character, `message` when missing or blank. */
export const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true });

export const forgotPasswordSchema = z.object({
  email: requiredText(m.emailRequired).refine(isEmail, { error: m.emailInvalid }),
});
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const RESET_PASSWORD_MIN_LENGTH = 6;

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1),
    password: z
      .string({ error: m.passwordRequired })
      .min(1, { error: m.passwordRequired, abort: true })
      .min(RESET_PASSWORD_MIN_LENGTH, { error: m.passwordTooShort }),
    confirmPassword: z.string({ error: m.confirmPasswordRequired }).min(1, { error: m.confirmPasswordRequired }),
  })
  .refine((v) => matches(v.password, v.confirmPassword), {
    error: m.passwordMismatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: m.currentPasswordRequired }).min(1, { error: m.currentPasswordRequired }),
    newPassword: z
      .string({ error: m.newPasswordRequired })
      .min(1, { error: m.newPasswordRequired, abort: true })
      .refine(passwordStrength, { error: m.passwordNotStrong }),
    confirmPassword: z.string({ error: m.confirmPasswordRequired }).min(1, { error: m.confirmPasswordRequired }),
  })
  .refine((v) => matches(v.newPassword, v.confirmPassword), {
    error: m.passwordMismatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

const optionalText = z
  .string()
  .trim()
  .nullish()
  .transform((v) => v ?? '');

export const updateProfileSchema = z.object({
  firstName: requiredText(m.firstNameRequired),
  lastName: optionalText,
  mobile: optionalText.refine((v) => v === '' || phoneFormat(v), { error: m.phoneTooShort }),
});
export type UpdateProfileValues = z.input<typeof updateProfileSchema>;

export const SUPPORT_CONCERNS = ['Booking a campaign', 'Current campaign', 'Report a bug', 'Other'] as const;

export const supportRequestSchema = z.object({
  name: requiredText(m.nameRequired),
  email: requiredText(m.emailRequired).refine(isEmail, { error: m.emailInvalid }),
  officeId: requiredText(m.officeRequired),
  concern: z.enum(SUPPORT_CONCERNS, { error: m.concernRequired }),
  details: requiredText(m.detailsRequired),
});
export type SupportRequestValues = z.infer<typeof supportRequestSchema>;

export const emailRecipientSchema = z.object({
  email: requiredText(m.emailRequired).refine(isEmail, { error: m.emailInvalid }),
  type: requiredText(m.emailTypeRequired),
});
export type EmailRecipientValues = z.infer<typeof emailRecipientSchema>;

/** A lower-case type name as the Type column shows it. */
export const capitalise = (value: string): string => value.charAt(0).toUpperCase() + value.slice(1);

/** Flattens a zod error into the GraphQL `fieldErrors` shape (first error per field kept in order). */
export const toFieldErrors = (error: z.ZodError): FieldErrors => {
  const byName = new Map<string, string[]>();
  for (const issue of error.issues) {
    const name = issue.path.map(String).join('.');
    const list = byName.get(name) ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    byName.set(name, list);
  }
  return [...byName].map(([name, list]) => ({ name, messages: list }));
};
