import { messages } from '@portal/schema';

/**
 * Portal-only texts every area shares: the product's chrome, the navigation and the screen titles
 * (the route table's). An area's own labels are in its features/<area>/texts.ts. The one catalogue
 * of user-visible texts is schema/src/messages.ts; a text it holds is referenced here, never copied
 * (app/texts.test.ts).
 */
export const texts = {
  // product
  productName: 'Campaign Portal',
  skipToContent: 'Skip to main content',
  home: 'Home',
  loading: messages.loading,
  ok: 'OK',
  dismissNotification: 'Dismiss notification',

  nav: {
    // product
    main: 'Main navigation',
    toggle: 'Toggle navigation',
    close: 'Close navigation',
    adminTools: 'Admin tools navigation',
    userMenu: 'User menu',
    // spec
    clientManager: 'Client Manager',
    offices: 'Offices',
    users: 'Users',
    packages: messages.packagesTitle,
    orders: 'Orders',
    reports: 'Reports',
    globalReport: 'Global Report',
    audience: 'Audience',
    adminToolsItem: 'Admin Tools',
    preferences: 'Preferences',
    logout: 'Logout',
    campaignDashboard: messages.campaignDashboard,
    emailConfiguration: messages.emailConfiguration,
  },

  titles: {
    // spec (route table and screen names)
    test: 'Test',
    campaignReport: 'Campaign Report',
    clients: 'Clients',
    offices: 'Offices',
    packages: messages.packagesTitle,
    users: 'Users',
    signifiLogs: 'Signifi Logs',
    campaigns: 'Campaigns',
    orders: 'Orders',
    reports: 'Reports',
    globalReport: 'Global Report',
    notifications: 'Notifications',
    propertyOrder: 'Property Order',
    agentOrder: 'Agent Order',
    officeOrder: 'Office Order',
    propertyCampaignDashboard: 'Property Campaign Dashboard',
    agentCampaignDashboard: 'Agent Campaign Dashboard',
    officeCampaignDashboard: 'Office Campaign Dashboard',
    audience: 'Audience',
    audienceForm: 'Audience Form',
    adminAudience: 'Audience Admin Dashboard',
    adminTools: 'Admin Tools',
    campaignDashboard: messages.campaignDashboard,
    emailConfiguration: messages.emailConfiguration,
    notFound: 'Not Found',
    error: messages.error,
  },
} as const;
