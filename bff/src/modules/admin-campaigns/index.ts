import { defineModule } from '../../shared/module.ts';
import { adminCampaignsLoaders } from './loaders.ts';
import { adminCampaignsResolvers, adminToolStaff } from './resolvers.ts';

/**
 * The admin campaign tool and the partner logs (schema/graphql/admin-campaigns.graphql; decision 070):
 * the campaign tool needs the admin-tool access flag and the admin or super admin role on every root
 * field; the partner logs need the partner logs permission (admin and super admin).
 */
export const adminCampaignsModule = defineModule({
  name: 'adminCampaigns',
  resolvers: adminCampaignsResolvers,
  access: {
    Query: { adminCampaign: adminToolStaff, partnerLogs: 'partnerLogs' },
    Mutation: {
      adjustAdminCampaignDates: adminToolStaff,
      changeAdminCampaignStatus: adminToolStaff,
      callAdminCampaignPartner: adminToolStaff,
      fetchAdminCampaignPreview: adminToolStaff,
    },
  },
  loaders: adminCampaignsLoaders,
  mappers: { AdminCampaign: 'AdminCampaignModel' },
});
