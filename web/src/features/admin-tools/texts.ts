import { adminCampaignMessages, adminCampaignTexts, adminStatusLabels, messages } from '@portal/schema';
import { texts as portalTexts } from '../../lib/texts.ts';

/**
 * The admin tools' labels (campaign dashboard, email configuration), beside the portal's shared texts (lib/texts.ts:
 * product chrome, navigation, screen titles), so the area's files read every text from one module.
 * Loaded with the area's modules; a text the catalogue (schema/src/messages.ts) holds is referenced,
 * never copied (app/texts.test.ts).
 */
export const texts = {
  ...portalTexts,
  adminTools: {
    // spec
    type: 'Type',
    email: 'Email',
    createdBy: 'Created By',
    createdAt: 'Created At',
    delete: 'Delete',
    add: 'Add',
    yes: 'Yes',
    // product
    deleteRecipient: (email: string): string => `Delete ${email}`,
    noRecipients: 'There are no email recipients yet.',
  },
  campaign: {
    // spec (schema/src/admin-campaigns.ts)
    ...adminCampaignTexts,
    statusLabels: adminStatusLabels,
    overview: 'Overview',
    type: 'Type',
    office: messages.officeLabel,
    package: 'Package',
    startDate: 'Start Date',
    endDate: 'End Date',
    property: 'Property',
    bookedBy: 'Booked By',
    bookedAt: 'Booked At',
    status: messages.status,
    associatedCampaignId: 'Associated Campaign ID',
    // product
    campaignId: 'Campaign ID',
    campaignIdInvalid: adminCampaignMessages.campaignIdInvalid,
    campaignStatuses: {
      BOOKED: 'Booked',
      UPCOMING: 'Upcoming',
      IN_PROGRESS: 'In Progress',
      FINISHED: 'Finished',
      CANCELLED: 'Cancelled',
      STOPPED: 'Stopped',
    },
    partnerLogsLink: 'Signifi Logs',
    opensInNewTab: '(opens in a new tab)',
    dates: 'Campaign Dates',
    updateDates: 'Update Dates',
    note: 'Note',
    statusEditor: 'Campaign Status',
    newStatus: 'New Status',
    selectStatus: 'Select Status',
    updateStatus: 'Update Status',
    confirmStatusTitle: 'Change Status?',
    confirmStatus: (label: string): string => `Change the campaign's status to ${label}?`,
    confirm: 'Confirm',
    cancel: 'Cancel',
    partnerCalls: 'Partner Calls',
    partnerCall: 'Call',
    productCall: 'Product Call',
    orderCall: 'Order Call',
    callPartner: 'Call Partner',
    productFirst: 'The Order call needs the Product call first.',
    partnerAlreadyBooked: 'The campaign has a status: it is booked with the partner already.',
    partnerCardPaid: 'Card-paid campaigns cannot be rebooked by hand.',
    previewFrame: 'Facebook Ad Preview markup',
    searchPrompt: 'Search a campaign by its ID to see and repair it.',
  },
} as const;
