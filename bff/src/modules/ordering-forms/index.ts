import { defineModule } from '../../shared/module.ts';
import { orderingFormsResolvers } from './resolvers.ts';
import { ORDER_FORM_UPLOAD_KINDS } from './uploads.ts';

/**
 * The agent and office order forms (schema/graphql/ordering-forms.graphql; decision 061): each form's
 * data in one operation and its create mutation, validated with the forms' zod rules. Payment and the
 * video attachment are ordering's (`payCampaign`, `attachCampaignVideo`).
 */
export const orderingFormsModule = defineModule({
  name: 'orderingForms',
  resolvers: orderingFormsResolvers,
  access: {
    Query: { agentOrderPage: 'signedIn', officeOrderPage: 'signedIn' },
    Mutation: { createAgentCampaign: 'signedIn', createOfficeCampaign: 'signedIn' },
  },
  transfers: { uploads: ORDER_FORM_UPLOAD_KINDS },
  mappers: { OrderFormPackage: 'OrderFormPackageModel' },
});
