/**
 * The one catalogue of texts users see. Texts marked `spec` are reproduced verbatim from the
 * specification; the few marked `product` fill gaps the specification leaves (a rule it names
 * without giving a text) and are listed in docs/decisions/004-validation-and-messages.md.
 */
export const messages = {
  // Login (spec)
  emailRequiredField: 'Email is a required field',
  emailInvalid: 'Email is invalid',
  passwordRequiredField: 'Password is a required field',
  loginFailed: 'Either your email or password is incorrect',
  checkPermissions: 'Please check your permissions',
  userDeniedRequest: 'User denied request',
  sessionTimeoutTitle: 'Session timeout',
  sessionTimeoutText: 'Please login',
  // product: a sign-in on another client's address could not be carried to the user's own
  // (decision 023)
  handoverFailed: 'We could not carry your sign-in over to this address. Please login again.',

  // Forgot / reset password (spec)
  emailRequired: 'Email is required',
  resetSent: 'Success! We have sent password reset instructions to your email.',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password is too short',
  confirmPasswordRequired: 'Confirm password is required',
  passwordMismatch: 'Password does not match',

  // Change password (spec)
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  // product: the spec names the strength rule without a text
  passwordNotStrong:
    'Password must be at least 8 characters with upper and lower case letters and a number or symbol',
  passwordChanged: 'Password changed',

  // User settings (spec)
  firstNameRequired: 'First name is required',
  userSettingsUpdated: 'User settings updated',
  // product: the spec names the phone rule without a text
  phoneTooShort: 'Phone Number must be at least 9 characters',

  // product: dropdown-selected has no text in the spec
  dropdownRequired: 'Please select an option',

  // Shared (spec)
  unknownError: 'Unknown Error',
  generalSystemError: 'A general system error occurred',
  couldNotGetEndPoint: 'Could not get End Point',
  unauthorisedAccess: 'Unauthorised Access',
  fileNotFound: 'File Not Found',
  noAccessTitle: "Oops, you don't have access to view this content",
  backToHomepage: 'Back to homepage',
  notFoundTitle: "Oops, It seems we can't find what you're looking for.",
  goBack: 'Go back',

  // Generic dialogs (spec)
  unsavedChangesText: 'Are you sure? Unsaved changes will be lost.',
  unsavedChangesConfirm: 'YES',
  unsavedChangesCancel: 'No, I have changes to save',
  deleteConfirm: 'Yes, continue!',
  deleteCancel: 'No, cancel!',

  // Notifications (spec)
  viewAll: 'View all',
  loadMore: 'Load more',

  // Contact Support (spec)
  supportTitle: 'Contact Support',
  supportConcernLabel: 'What do you need help with?',
  supportSubmittedTitle: 'Support Form Submitted!',
  supportSubmittedText: 'Thank you for your submission to support.',
  supportFailedTitle: 'An error occured',
  supportFailedText: 'Could not submit your support query at this time.',
  // product: the spec says the support fields are required without texts
  nameRequired: 'Name is required',
  officeRequired: 'Office is required',
  concernRequired: 'Please choose what you need help with',
  detailsRequired: 'Details are required',

  // Admin tools (spec)
  campaignDashboard: 'Campaign Dashboard',
  emailConfiguration: 'Email Configuration',
  searchCampaignId: 'Search Campaign ID',
  campaignNotFound: 'Campaign could not be found.',
  campaignSearchFailed: 'An error occured while searching for the campaign.',
  fetchingPreview: 'Fetching Preview...',
  noPreview: 'No Facebook Ad Preview available',
  previewFailed: 'Error fetching Facebook Ad Preview',
  addEmailRecipient: 'Add Email Recipient',
  selectEmailType: 'Select Email Type',
  emailRecipients: 'Email Recipients',
  success: 'Success',
  recipientAdded: 'Email recipient added successfully',
  error: 'Error',
  recipientAddFailed: 'Failed to add email recipient',
  recipientsFetchFailed: 'Failed to fetch email recipients',
  deleteRecipientTitle: 'Delete Recipient?',
  recipientDeleteFailed: 'Failed to delete email recipient',
  // product: the spec requires the type without a text
  emailTypeRequired: 'Email type is required',

  // User form (spec, administration section 5); "Email is required", "Email is invalid",
  // "First name is required" and "Office is required" are the entries above.
  lastNameRequired: 'Last name is required',
  postcodeCommaSeparated: 'Postcode must be a comma-separated',
  postcodeMinimum: 'Minimum 4 Territory Postcodes',
  postcodeMaximum: 'Maximum 4 Territory Postcodes',
  agentImageTooLarge: 'Agent Image must be 1MB Max Size',
  // product: the spec requires the role and an agent's single office without texts
  roleRequired: 'Role is required',
  roleNotAssignable: 'This role cannot be assigned',
  agentSingleOffice: 'An agent belongs to exactly one office',
  clientRequired: 'Client is required',

  // Users list (spec)
  allOffices: 'All Offices',

  // product: list arguments the portal never sends wrong (a crafted request does)
  invalidId: 'Invalid id',
  invalidCursor: 'Invalid cursor',
  pageSizeOutOfRange: 'first must be between 1 and 100',
  searchTooLong: 'search must be at most 255 characters',
  tooManyFilterValues: 'Too many filter values',
  invalidRole: 'Invalid role',
  // product: uploads and downloads, texts the spec leaves unnamed
  agentImageType: 'Agent Image must be a JPG, PNG, GIF or SVG file',
  uploadOneFile: 'Send exactly one file, in the "file" field',
  uploadUnknownKind: 'This kind of file cannot be uploaded',
  uploadRetry: 'The upload was interrupted. Please try again.',
  requestHeaderMissing: 'This request must be sent by the portal',
  invalidFilters: 'The filters are not valid',
  // Lists, filters and modals (spec, administration)
  noClientSelected: 'No client selected',
  selectClientToStart: 'Please select a client to get started',
  noOfficesFound: 'No offices found',
  noDataAvailable: 'No data available',
  noUsersWithCriteria: "There isn't any users available with the given criteria",
  noUserAdded: 'No user is added',
  filterByClient: 'Filter by Client',
  allClients: 'All Clients',
  saveAndContinue: 'Save + continue',
  continue: 'Continue',
  save: 'Save',
  close: 'Close',
  saveAndClose: 'Save And Close',
  downloadFailed: 'Download failed',
  // product: states and controls the spec names without a text
  retry: 'Retry',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  search: 'Search',
  status: 'Status',
  loading: 'Loading',
  progressWorking: 'Please wait…',
  progressDone: 'Done',
  progressFailed: 'Something went wrong. Please try again.',
  uploadFailed: 'The file could not be uploaded. Please try again.',
  removeFile: 'Remove file',
  cancelUpload: 'Cancel upload',
  fileTypeNotAllowed: 'This file type is not allowed',
  serverErrorTitle: 'Oops, something went wrong on our side',
  serverErrorText: 'Please try again in a moment.',
  requestErrorTitle: 'Oops, that request could not be completed',

  // Offices administration (spec, administration sections 2, 5, 9)
  officeNameRequired: 'Organisation name is required',
  officeInvalidEmailList: 'Invalid Email List',
  officeInvalidEmail: 'Invalid Email',
  officeLogoHint: 'Max 125mb JPG, PNG, GIF, SVG',
  // product: office rules the spec names without a text (decision 031)
  officeReportIntervalMinimum: 'Repeat every must be at least 1',
  officeReportMonthdayRange: 'Day of the month must be between 1 and 31',
  officeReportStartInvalid: 'Starts must be a date (YYYY-MM-DD)',
  officePostcodesInvalid: 'Post codes must be up to 4 four-digit postcodes, separated by commas',
  officeColourInvalid: 'Colour must be a hex colour such as #1A2B3C',
  officeUrlInvalid: 'Destination URL must start with http:// or https://',
  officeRecipientsTooMany: 'At most 50 recipients',
  officeReportIntervalMaximum: 'Repeat every must be at most 365',
  // product: the office logo upload (decision 032)
  officeLogoTooLarge: 'Office logo must be 5MB Max Size',
  officeLogoType: 'Office logo must be a JPG, PNG, GIF or SVG file',
  officeLogoNeedsOffice: 'Save the office before uploading its logo',

  // product: transport failures the spec leaves unnamed
  upstreamUnavailable: 'The service is unavailable right now. Please try again shortly.',
  rateLimited: 'Too many attempts. Please wait a moment and try again.',
  forbidden: 'You do not have permission to do that.',
  notFound: 'Not found',
  // product: trusted documents (the BFF runs only the operations the portal was built with)
  persistedQueryNotFound: 'This version of the portal is out of date. Please reload the page.',
  persistedQueryRequired: 'Only the operations of the portal can be run here.',
} as const;

export type MessageKey = keyof typeof messages;

/** Are you sure you want to delete {email} under {name} type? */
export const deleteRecipientText = (email: string, type: string): string => `Are you sure you want to delete ${email} under ${type} type?`;

/** Deleted email recipient: {email} */
export const recipientDeleted = (email: string): string => `Deleted email recipient: ${email}`;

/** Are you sure you want to archive {first} {last}? (user modal, Archive) */
export const archiveUserConfirm = (firstName: string, lastName: string): string => `Are you sure you want to archive ${firstName} ${lastName}?`;
/** No offices found - No office found for {client} with the given criteria. */
export const noOfficeFoundFor = (client: string): string => `No office found for ${client} with the given criteria.`;

/** No data available for {client} */
export const noDataAvailableFor = (client: string): string => `No data available for ${client}`;

/** product: the accessible name of a page number button */
export const pageLabel = (page: number): string => `Page ${page}`;

/** `Welcome, {name}!` */
export const welcome = (name: string): string => `Welcome, ${name}!`;

/** Are you sure you want to archive {office name}? (office modal, Archive) */
export const archiveOfficeConfirm = (officeName: string): string => `Are you sure you want to archive ${officeName}?`;

/** Last report was sent on {date} (office modal, Campaign Report) */
export const officeReportLastSent = (date: string): string => `Last report was sent on ${date}`;
