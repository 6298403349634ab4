import { adminCampaignTexts } from '@portal/schema';
import { texts as portalTexts } from '../../lib/texts.ts';

/** The partner logs page's labels (Signifi Logs), beside the portal's shared texts. */
export const texts = {
  ...portalTexts,
  partnerLogs: {
    // spec
    title: adminCampaignTexts.partnerLogsTitle,
    loadFailed: adminCampaignTexts.partnerLogsFailed,
    clickToView: adminCampaignTexts.clickToView,
    client: 'Client',
    campaign: 'Campaign',
    type: 'Type',
    loggedDate: 'Logged Date',
    response: 'Response',
    // product
    table: 'Partner logs',
    forCampaign: (id: string): string => `Campaign #${id}`,
    allCampaigns: 'All campaigns',
    noLogs: 'No partner logs',
    noLogsText: 'The partner has not been called for these filters.',
    responseTitle: (campaign: string, type: string): string => `${campaign}: ${type} response`,
    copy: 'Copy JSON',
    copied: 'Copied',
    viewResponse: (campaign: string, type: string): string => `Click to view the ${type} response of ${campaign}`,
    logs: 'Total logs',
  },
} as const;
