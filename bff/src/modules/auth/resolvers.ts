import { forgotPasswordSchema, messages, parseLogin, resetPasswordSchema } from '@portal/schema';
import { BadUserInputError } from '../../shared/errors.ts';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { viewerOf } from '../../session/viewer.ts';
import { validate } from '../../shared/validate.ts';
import { resetPassword } from '../../upstream/main/auth.ts';
import { requestReset, signIn } from './sign-in.ts';

export const authResolvers: Resolvers = {
  Mutation: {
    login: async (_root, { input }, ctx) => {
      const parsed = parseLogin(input);
      if (!parsed.success) throw new BadUserInputError(parsed.fieldErrors);
      const { email, password } = parsed.data;
      return { viewer: viewerOf(await signIn(ctx, email, password)) };
    },
    logout: async (_root, _args, ctx) => {
      await ctx.endSession();
      return { ok: true };
    },
    requestPasswordReset: async (_root, { input }, ctx) => {
      const { email } = validate(forgotPasswordSchema, input);
      await requestReset(ctx, email);
      return { message: messages.resetSent };
    },
    resetPassword: async (_root, { input }, ctx) => {
      const { token, password } = validate(resetPasswordSchema, input);
      await resetPassword(ctx.main, token, password);
      return { ok: true };
    },
  },
};
