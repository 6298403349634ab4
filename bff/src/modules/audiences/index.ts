import { defineModule } from '../../shared/module.ts';
import { audienceAdmin, audienceFeature } from './access.ts';
import { audienceLoaders } from './loaders.ts';
import { audienceResolvers } from './resolvers.ts';

/** Audiences (schema/graphql/audiences.graphql); uploads are HTTP routes (bff/src/http/transfers/audiences.ts). */
export const audiencesModule = defineModule({
  name: 'audiences',
  resolvers: audienceResolvers,
  access: {
    Query: {
      audiences: audienceFeature,
      audience: audienceFeature,
      audienceScopeChoices: audienceFeature,
      adminAudiences: audienceAdmin,
      adminAudienceCampaigns: audienceAdmin,
    },
    Mutation: { deleteAudience: audienceFeature },
  },
  loaders: audienceLoaders,
  mappers: { Audience: 'AudienceModel', AudienceScopeChoices: 'AudienceScopeChoicesModel' },
});
