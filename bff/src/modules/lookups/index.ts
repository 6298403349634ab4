import { hasPermission } from '@portal/schema';
import type { Context } from '../../context.ts';
import { ForbiddenError } from '../../shared/errors.ts';
import { defineModule } from '../../shared/module.ts';
import { roleOf } from '../../session/viewer.ts';
import { lookupLoaders } from './loaders.ts';
import { lookupResolvers } from './resolvers.ts';

/**
 * The packages lookup: staff (the packages permission), and the orders list's Packages filter for
 * client and office admins (the orders permission), who get their own client's packages only.
 */
const packageLookupRule = (ctx: Context): void => {
  const role = roleOf(ctx.requireSession());
  if (!hasPermission(role, 'packages') && !hasPermission(role, 'orders')) throw new ForbiddenError();
};

/** The pickers' option lists: clients, offices, packages, users (schema/graphql/lookups.graphql). */
export const lookupsModule = defineModule({
  name: 'lookups',
  resolvers: lookupResolvers,
  access: {
    Query: { clientLookup: 'view', officeLookup: 'view', packageLookup: packageLookupRule, userLookup: 'users' },
  },
  loaders: lookupLoaders,
});
