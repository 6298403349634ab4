import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { roleOf } from '../../session/viewer.ts';
import { scopedClientId } from '../../shared/access.ts';
import { validate } from '../../shared/validate.ts';
import { getLookup } from '../../upstream/main/lookups.ts';
import type { Context } from '../../context.ts';
import { lookupArgs } from './lookup-args.ts';
import { ALL_CLIENTS } from './loaders.ts';

/** The client a lookup is narrowed to: staff choose (or none); everyone else is held to their own. */
const clientOf = (ctx: Context, args: unknown): string | null => {
  const session = ctx.requireSession();
  return scopedClientId(roleOf(session), session.user.clientId, validate(lookupArgs, args).clientId);
};

export const lookupResolvers: Resolvers = {
  Query: {
    clientLookup: (_root, _args, ctx) => getLookup(ctx.main, 'clients'),
    officeLookup: async (_root, args, ctx) =>
      (await ctx.loaders.lookups.officesByClient.load(clientOf(ctx, args) ?? ALL_CLIENTS)) ?? [],
    packageLookup: (_root, args, ctx) => getLookup(ctx.main, 'packages', clientOf(ctx, args)),
    userLookup: (_root, args, ctx) => getLookup(ctx.main, 'users', clientOf(ctx, args)),
  },
};
