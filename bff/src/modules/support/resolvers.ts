import { messages, supportRequestSchema } from '@portal/schema';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { BadUserInputError } from '../../shared/errors.ts';
import { validate } from '../../shared/validate.ts';
import { submitSupport } from '../../upstream/main/support.ts';

export const supportResolvers: Resolvers = {
  Mutation: {
    submitSupportRequest: async (_root, { input }, ctx) => {
      const session = ctx.requireSession();
      const v = validate(supportRequestSchema, input);
      const offices = await ctx.loaders.viewer.offices();
      if (!offices.some((o) => o.id === v.officeId))
        throw new BadUserInputError([{ name: 'officeId', messages: [messages.officeRequired] }]);
      await submitSupport(ctx.main, {
        name: v.name,
        email: v.email,
        concern: v.concern,
        details: v.details,
        agencyId: v.officeId,
        submittedById: session.user.id,
      });
      return { title: messages.supportSubmittedTitle, message: messages.supportSubmittedText };
    },
  },
};
