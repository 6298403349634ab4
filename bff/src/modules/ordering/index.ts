import { defineModule } from '../../shared/module.ts';
import type { SessionData } from '../../session/session-types.ts';
import { roleOf } from '../../session/viewer.ts';
import { mayOrderAtAll } from './ordering-rules.ts';
import { orderingLoaders } from './loaders.ts';
import { orderFormsResolvers } from './forms-resolvers.ts';
import { ORDER_FORM_UPLOAD_KINDS } from './forms-uploads.ts';
import { orderingResolvers } from './resolvers.ts';
import { ORDERING_UPLOAD_KINDS } from './uploads.ts';

/**
 * Ordering (schema/graphql/ordering.graphql; decisions 054 to 056): the office area, the property and
 * agent-extend order form's data and mutations, the agent and office order forms (forms-*.ts,
 * schema/graphql/ordering-forms.graphql; decision 061), and payment exactly once. Every root field needs a
 * signed-in user; which office, and the agent flags, are checked per row in ordering-rules.ts.
 */
export const orderingModule = defineModule({
  name: 'ordering',
  resolvers: {
    ...orderingResolvers,
    ...orderFormsResolvers,
    Query: { ...orderingResolvers.Query, ...orderFormsResolvers.Query },
    Mutation: { ...orderingResolvers.Mutation, ...orderFormsResolvers.Mutation },
  },
  access: {
    Query: {
      orderingOffice: 'signedIn',
      officeCampaigns: 'signedIn',
      publishedCampaigns: 'signedIn',
      propertyOrderPage: 'signedIn',
      orderProperty: 'signedIn',
      campaignPayment: 'signedIn',
      agentOrderPage: 'signedIn',
      officeOrderPage: 'signedIn',
      createdAgentCampaign: 'signedIn',
    },
    Mutation: {
      createPropertyCampaign: 'signedIn',
      attachCampaignVideo: 'signedIn',
      payCampaign: 'signedIn',
      createAgentCampaign: 'signedIn',
      createOfficeCampaign: 'signedIn',
    },
  },
  loaders: orderingLoaders,
  // Whoever may order at all uploads for the forms; the office key image is the office form's, never an agent's.
  transfers: {
    uploads: [...ORDERING_UPLOAD_KINDS, ...ORDER_FORM_UPLOAD_KINDS].map((kind) => ({
      ...kind,
      access: (session: SessionData) =>
        mayOrderAtAll(session) && (kind.kind !== 'officeKeyImage' || roleOf(session) !== 'AGENT_USER'),
    })),
  },
  mappers: {
    OrderPackage: 'OrderPackageModel',
    OfficeCampaign: 'OfficeCampaignModel',
    OrderFormPackage: 'OrderFormPackageModel',
    CampaignPayment: 'CampaignPaymentModel',
  },
});
