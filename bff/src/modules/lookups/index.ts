import { defineModule } from '../../shared/module.ts';
import { lookupLoaders } from './loaders.ts';
import { lookupResolvers } from './resolvers.ts';

/** The pickers' option lists: clients, offices, packages, users (schema/graphql/lookups.graphql). */
export const lookupsModule = defineModule({
  name: 'lookups',
  resolvers: lookupResolvers,
  access: { Query: { clientLookup: 'view', officeLookup: 'view', packageLookup: 'packages', userLookup: 'users' } },
  loaders: lookupLoaders,
});
