import { defineModule } from '../../shared/module.ts';
import { brandingResolvers } from './resolvers.ts';

/** White-label logos by host, before sign-in (schema/graphql/branding.graphql). */
export const brandingModule = defineModule({
  name: 'branding',
  resolvers: brandingResolvers,
  access: { Query: { branding: 'public' } },
});
