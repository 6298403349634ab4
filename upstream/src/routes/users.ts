import { Router } from 'express';
import { z } from 'zod';
import type { SandboxContext } from '../context.ts';
import { accessDenied } from '../http/errors.ts';
import { currentUser, requireBearer } from '../http/middleware/require-bearer.ts';
import { accountMessages, notify } from '../messaging/notifications.ts';
import { completePasswordReset, sendPasswordResetEmail } from '../auth/password-reset.ts';
import { hashPassword, isStrongPassword, verifyPassword } from '../auth/passwords.ts';
import { findResetTokenUser } from '../store/reset-tokens.ts';
import { findUserById, findUserByUsername, setPasswordHash, updateProfile, type User } from '../store/users.ts';
import { profileView } from '../views/user-views.ts';
import { userAdminRoutes } from './user-admin.ts';
import { messages, parseForm, requiredText, text, validationFailed, type FormShape } from '../http/validation.ts';

const invalidResetLink = 'This reset link is invalid or has expired.';

const forgotRequest = z.object({ email: z.string() });

const resetShape = { confirmationToken: null, password: null } satisfies FormShape;
const changePasswordShape = { currentPassword: null, password: { first: null, second: null } } satisfies FormShape;
const profileShape = { firstName: null, lastName: null, mobile: null } satisfies FormShape;

const optionalText = z
  .string({ error: messages.invalid })
  .trim()
  .max(255, messages.tooLong(255))
  .nullish()
  .transform((value) => value || null);

const profileForm = z.object({
  firstName: text().trim().min(1, { error: messages.blank, abort: true }).max(255, messages.tooLong(255)),
  lastName: optionalText.transform((value) => value ?? ''),
  mobile: optionalText,
});

function newPasswordProblem(first: string, second: string | null | undefined): string | undefined {
  if (first !== (second ?? '')) return messages.invalid;
  if (!isStrongPassword(first)) return messages.weakPassword;
  return undefined;
}

const repeatedPassword = z
  .object({ first: requiredText(), second: z.string({ error: messages.invalid }).nullish() })
  .prefault({ first: '' })
  .superRefine(({ first, second }, check) => {
    const problem = newPasswordProblem(first, second);
    if (problem) check.addIssue({ code: 'custom', path: ['first'], message: problem });
  });

function changePasswordForm(user: User) {
  const isCurrent = (password: string) => verifyPassword(password, user.passwordHash);
  return z.object({
    currentPassword: requiredText().refine(isCurrent, messages.notCurrentPassword),
    password: repeatedPassword,
  });
}

export function userRoutes(ctx: SandboxContext): Router {
  const { store, now } = ctx;
  const router = Router();
  const bearer = requireBearer(ctx);

  const resetForm = z.object({
    confirmationToken: requiredText().refine(
      (token) => findResetTokenUser(store, token, now()) !== undefined,
      invalidResetLink,
    ),
    password: requiredText().min(6, messages.tooShort(6)),
  });

  router.post('/users/password/forgot', (req, res) => {
    const parsed = forgotRequest.safeParse(req.body);
    const user = parsed.success ? findUserByUsername(store, parsed.data.email) : undefined;
    if (user?.enabled) sendPasswordResetEmail(ctx, user);
    res.status(204).end();
  });

  router.post('/users/password/reset', async (req, res) => {
    const form = await parseForm(resetForm, resetShape, req.body);
    const passwordHash = await hashPassword(form.password);
    if (!completePasswordReset(ctx, form.confirmationToken, passwordHash)) {
      throw validationFailed(resetShape, [{ path: ['confirmationToken'], message: invalidResetLink }]);
    }
    res.status(204).end();
  });

  router.post('/users/change-password', bearer, async (req, res) => {
    const user = currentUser(res);
    if (!user.passwordChangeable) throw accessDenied();
    const form = await parseForm(changePasswordForm(user), changePasswordShape, req.body);
    setPasswordHash(store, user.id, await hashPassword(form.password.first), now());
    notify(ctx, accountMessages.passwordChanged, user, [user]);
    res.status(204).end();
  });

  router.get('/users/profile', bearer, (_req, res) => {
    res.json(profileView(currentUser(res)));
  });

  router.put('/users/profile', bearer, async (req, res) => {
    const user = currentUser(res);
    const form = await parseForm(profileForm, profileShape, req.body);
    updateProfile(store, user.id, form, now());
    notify(ctx, accountMessages.profileUpdated, user, [user]);
    res.json(profileView(findUserById(store, user.id) ?? user));
  });

  // After the fixed paths above, so `users/{id}` never shadows them.
  router.use(userAdminRoutes(ctx));

  return router;
}
