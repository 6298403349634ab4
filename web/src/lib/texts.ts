import { messages } from '@portal/schema';

/**
 * Portal-only texts: labels and names of the portal's own chrome. The one catalogue of user-visible
 * texts is schema/src/messages.ts; a text it holds is referenced here, never copied (texts.test.ts).
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
    packages: 'Packages',
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

  auth: {
    // product
    loginTitle: 'Login',
    forgotPasswordTitle: 'Forgot password',
    passwordResetDone: 'Your password has been reset.',
    // spec
    email: 'Email',
    password: 'Password',
    forgottenPassword: 'Forgotten password?',
    login: 'Login',
    reset: 'Reset',
    backToLogin: 'Back to login',
    resetPasswordTitle: 'Reset your password',
    newPassword: 'New password',
    confirmPassword: 'Confirm Password',
  },

  preferences: {
    // spec
    title: 'User settings',
    username: 'Username',
    role: 'Role',
    firstName: 'First name',
    lastName: 'Last name',
    phoneNumber: 'Phone Number',
    save: messages.save,
    changePassword: 'Change password',
    currentPassword: 'Current Password',
    newPassword: 'New Password',
    confirmNewPassword: 'Confirm new Password',
    // product
    updatePassword: 'Update password',
  },

  notifications: {
    // product
    bell: 'Notifications',
    bellLabel: (count: number): string => `Notifications, ${count} unread`,
    dropdownLabel: 'Latest notifications',
    search: 'Search notifications',
    empty: 'You have no notifications.',
    noMatch: 'No notifications match your search.',
    listLabel: 'Notifications list',
  },

  support: {
    // spec
    name: 'Name',
    email: 'Email',
    office: 'Office',
    details: 'Details',
    submit: 'Submit',
    // product
    minimise: 'Minimise Contact Support',
    close: 'Close Contact Support',
    selectOffice: 'Select an office',
    selectConcern: 'Select an option',
    noOffices: 'No offices available',
  },

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

  users: {
    // spec (Users list and user modal)
    fullName: 'Full Name',
    email: 'Email',
    office: 'Office',
    modified: 'Modified',
    role: 'Role',
    active: 'Active',
    inactive: 'Inactive',
    createUser: 'Create user',
    exportCsv: 'Export CSV',
    createTitle: 'Create new user',
    editTitle: 'Edit user',
    archive: 'Archive',
    // product (field labels and states the specification describes without naming)
    tableLabel: 'Users',
    firstName: 'First name',
    lastName: 'Last name',
    mobile: 'Mobile',
    destinationUrl: 'Destination URL',
    image: 'Agent Image',
    imageHint: 'Max 1MB. JPG, PNG, GIF, SVG',
    postcode: 'Territory Postcodes',
    postcodeHint: 'Up to 4 postcodes, separated by commas',
    offices: 'Offices',
    client: 'Client',
    selectRole: 'Select a role',
    selectOffice: 'Select an office',
    selectOffices: 'Select offices',
    anyStatus: 'Any status',
    anyRole: 'Any role',
    anyOffice: 'Any office',
    activeToggle: (name: string): string => `Active: ${name}`,
    openUser: (name: string): string => `Edit ${name}`,
    toggleFailed: 'The user could not be changed. Please try again.',
    exportDone: 'Users_CSV downloaded',
  },

  titles: {
    // spec (route table and screen names)
    test: 'Test',
    campaignReport: 'Campaign Report',
    clients: 'Clients',
    offices: 'Offices',
    packages: 'Packages',
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
