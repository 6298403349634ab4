import { changePasswordSchema, forgotPasswordSchema, loginSchema, messages, resetPasswordSchema, updateProfileSchema } from '@portal/schema';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { validate } from '../../shared/validate.ts';
import { requestReset, signIn } from './sign-in.ts';
import { changePassword, updateProfile } from '../../upstream/main/users.ts';
import { resetPassword } from '../../upstream/main/auth.ts';
import { roleFromCode } from '@portal/schema';
import { UpstreamContractError } from '../../shared/errors.ts';

export const authResolvers: Resolvers = {
  Mutation: {
    login: async (_root, { input }, ctx) => {
      const { email, password } = validate(loginSchema, input);
      return { viewer: await signIn(ctx, email, password) };
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
    changePassword: async (_root, { input }, ctx) => {
      ctx.requireSession();
      const v = validate(changePasswordSchema, input);
      await changePassword(ctx.main, v.currentPassword, v.newPassword, v.confirmPassword);
      return { ok: true };
    },
    updateProfile: async (_root, { input }, ctx) => {
      const session = ctx.requireSession();
      const v = validate(updateProfileSchema, input);
      const profile = await updateProfile(ctx.main, v);
      const role = roleFromCode(profile.role.value);
      if (!role) throw new UpstreamContractError();
      if (ctx.session) {
        await ctx.saveSession({ ...ctx.session, user: { ...session.user, firstName: profile.firstName, lastName: profile.lastName, mobile: profile.mobile } });
      }
      return { profile: { ...profile, role: { name: profile.role.name, value: role } }, message: messages.userSettingsUpdated };
    },
  },
};
