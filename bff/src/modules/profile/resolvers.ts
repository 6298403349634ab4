import { changePasswordSchema, messages, updateProfileSchema } from '@portal/schema';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { validate } from '../../shared/validate.ts';
import { changePassword, updateProfile } from '../../upstream/main/users.ts';
import { toProfile } from './models.ts';

export const profileResolvers: Resolvers = {
  Viewer: {
    profile: async (_v, _args, ctx) => toProfile(await ctx.loaders.profile.profile()),
  },
  Mutation: {
    changePassword: async (_root, { input }, ctx) => {
      const v = validate(changePasswordSchema, input);
      await changePassword(ctx.main, v.currentPassword, v.newPassword, v.confirmPassword);
      return { ok: true };
    },
    updateProfile: async (_root, { input }, ctx) => {
      const v = validate(updateProfileSchema, input);
      const profile = toProfile(await updateProfile(ctx.main, v));
      // The session's copy of the name follows (the shell greets the user by it).
      const session = ctx.session;
      if (session)
        await ctx.saveSession({
          ...session,
          user: { ...session.user, firstName: profile.firstName, lastName: profile.lastName, mobile: profile.mobile },
        });
      return { profile, message: messages.userSettingsUpdated };
    },
  },
};
