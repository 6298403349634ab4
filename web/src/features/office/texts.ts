import { messages } from '@portal/schema';

/**
 * The office area's texts: the side bar's items, the office campaigns list and the published
 * campaigns list (ordering spec sections 2.2 to 2.4 and 8, verbatim where the spec gives them);
 * the rest (accessible names, column names) are the product's own.
 */
export const texts = {
  sideBar: {
    label: messages.officeLabel,
    propertyOrder: 'Property Order',
    agentOrder: 'Agent Order',
    officeOrder: 'Office Order',
    campaigns: 'Campaigns',
  },
  campaigns: {
    search: 'Search campaigns',
    tableLabel: 'Campaigns',
    noCampaigns: 'No campaigns',
    viewDashboard: 'View Dashboard',
    viewDashboardOf: (name: string) => `View Dashboard of ${name}`,
    backToOffices: (client: string) => `BACK TO ${client} OFFICES`,
    inclGst: 'incl. GST',
    exclGst: 'excl. GST',
    columns: {
      name: 'Campaign',
      price: 'Price',
      status: messages.status,
      dashboard: 'Dashboard',
    },
  },
  published: {
    title: 'Campaigns',
    search: 'Search by property title',
    listLabel: 'Published campaigns',
    loadMore: messages.loadMore,
    noCampaigns: 'No campaigns',
    openOffice: (office: string) => `Open ${office}'s campaigns`,
    status: { PUBLISHED: 'Published', ARCHIVED: 'Archived', DRAFT: 'Draft' } as Record<string, string>,
  },
} as const;
