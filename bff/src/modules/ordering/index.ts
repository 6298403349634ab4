import { defineModule } from '../../shared/module.ts';
import { orderingLoaders } from './loaders.ts';
import { orderingResolvers } from './resolvers.ts';
import { ORDERING_UPLOAD_KINDS } from './uploads.ts';

/**
 * Ordering (schema/graphql/ordering.graphql; decisions 054 to 056): the office area, the property and
 * agent-extend order form's data and mutations, and payment exactly once. Every root field needs a
 * signed-in user; which office, and the agent flags, are checked per row in ordering-rules.ts.
 */
export const orderingModule = defineModule({
  name: 'ordering',
  resolvers: orderingResolvers,
  access: {
    Query: {
      orderingOffice: 'signedIn',
      officeCampaigns: 'signedIn',
      publishedCampaigns: 'signedIn',
      propertyOrderPage: 'signedIn',
      orderProperty: 'signedIn',
    },
    Mutation: { createPropertyCampaign: 'signedIn', attachCampaignVideo: 'signedIn', payCampaign: 'signedIn' },
  },
  loaders: orderingLoaders,
  transfers: { uploads: ORDERING_UPLOAD_KINDS },
  mappers: { OrderPackage: 'OrderPackageModel', OfficeCampaign: 'OfficeCampaignModel' },
});
