import { emailRecipientSchema, messages, recipientDeleted, upstreamId } from '@portal/schema';
import { z } from 'zod';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { NotFoundError } from '../../shared/errors.ts';
import { validate } from '../../shared/validate.ts';
import {
  addRecipient,
  deleteRecipient,
  listRecipients,
  listRecipientTypes,
} from '../../upstream/main/email-recipients.ts';

export const adminToolsResolvers: Resolvers = {
  Query: {
    emailRecipientTypes: (_root, _args, ctx) => {
      return listRecipientTypes(ctx.main);
    },
    emailRecipients: (_root, _args, ctx) => {
      return listRecipients(ctx.main);
    },
  },
  Mutation: {
    addEmailRecipient: async (_root, { input }, ctx) => {
      const v = validate(emailRecipientSchema, input);
      const recipient = await addRecipient(ctx.main, v.email, v.type.toLowerCase());
      return { recipient, message: messages.recipientAdded };
    },
    deleteEmailRecipient: async (_root, { input }, ctx) => {
      const { id } = validate(z.object({ id: upstreamId }), input);
      const existing = (await listRecipients(ctx.main)).find((r) => r.id === id);
      if (!existing) throw new NotFoundError();
      await deleteRecipient(ctx.main, id);
      return { id: input.id, message: recipientDeleted(existing.email) };
    },
  },
};
