import { texts as portalTexts } from '../../lib/texts.ts';

/**
 * The sign-in and password pages' labels, beside the portal's shared texts (lib/texts.ts: product
 * chrome, navigation, screen titles), so the area's files read every text from one module. Loaded with
 * the area's modules; a text the catalogue (schema/src/messages.ts) holds is referenced, never copied
 * (app/texts.test.ts).
 */
export const texts = {
  ...portalTexts,
  auth: {
    // product
    loginTitle: 'Login',
    forgotPasswordTitle: 'Forgot password',
    passwordResetDone: 'Your password has been reset.',
    // spec
    email: 'Email',
    password: 'Password',
    forgottenPassword: 'Forgotten password?',
    login: 'Login',
    reset: 'Reset',
    backToLogin: 'Back to login',
    resetPasswordTitle: 'Reset your password',
    newPassword: 'New password',
    confirmPassword: 'Confirm Password',
  },
} as const;
