import { defineModule } from '../../shared/module.ts';
import { audienceAdmin, audienceFeature } from './access.ts';
import { audienceLoaders } from './loaders.ts';
import { audienceResolvers } from './resolvers.ts';
import { audienceTransfers } from './transfers.ts';

/** Audiences (schema/graphql/audiences.graphql); its uploads are HTTP routes of its own (transfers.ts). */
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
  transfers: audienceTransfers,
});
