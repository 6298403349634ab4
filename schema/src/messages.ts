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
  passwordNotStrong: 'Password must be at least 8 characters with upper and lower case letters and a number or symbol',
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
  invalidSlug: 'Invalid office',
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
  // product: the file picker's button (decision 093)
  chooseImage: 'Choose an image',
  chooseImages: 'Choose images',
  chooseFile: 'Choose a file',
  replaceImage: 'Replace the image',
  cancelUpload: 'Cancel upload',
  fileTypeNotAllowed: 'This file type is not allowed',
  serverErrorTitle: 'Oops, something went wrong on our side',
  serverErrorText: 'Please try again in a moment.',
  requestErrorTitle: 'Oops, that request could not be completed',

  // Clients administration (spec, administration sections 5 and 2)
  organisationNameRequired: 'Organisation name is required',
  invalidEmail: 'Invalid Email',
  invalidEmailList: 'Invalid Email List',
  invalidDomain: 'Invalid Domain',
  // product: client rules and uploads the spec names without a text (docs/decisions/028, 029)
  subDomainRequired: 'Sub domain is required',
  subDomainInvalid: 'Use letters, digits and inner hyphens only (at most 63)',
  creativeUrlInvalid: 'Enter a URL starting with https://',
  billingPostcodeInvalid: 'Postcode must be 4 digits',
  textTooLong: 'This text is too long',
  clientImageTooLarge: 'The image must be 5 MB at most',
  clientFaviconTooLarge: 'The favicon must be 1 MB at most',
  clientCoverTooLarge: 'The cover image must be 10 MB at most',
  clientImageType: 'The image must be a JPG, PNG, GIF or SVG file',
  officeOfAnotherClient: 'This office belongs to another client.',
  // Offices administration (spec, administration sections 2, 5, 9); Organisation name is required,
  // Invalid Email and Invalid Email List are the clients' texts above.
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
  // Saved cards (Payment Details tabs). The provider's own messages (declines, wrong numbers) come
  // from the payment provider and are shown as they are; these are the portal's own.
  // product: the card field and the saved card, which the spec names without texts
  cardLabel: 'Card',
  cardNumberLabel: 'Card number',
  cardExpiryLabel: 'Expiry (MM/YY)',
  cardCvcLabel: 'CVC',
  saveCard: 'Save card',
  removeCard: 'Remove',
  noCardStored: 'No card is stored.',
  cardExpires: 'Expires',
  clientDefaultCard: 'Client default card',
  officeDefaultCard: 'Office default card',
  acceptedCards: 'Accepted cards',
  cardSaved: 'The card was saved.',
  cardRemoved: 'The card was removed.',
  cardFieldLoading: 'Loading the card field…',
  cardFieldUnavailable: 'The card field could not be loaded. Please try again later.',
  // product: incomplete card data, worded as card payment providers word it
  cardNumberIncomplete: 'Your card number is incomplete.',
  cardExpiryIncomplete: "Your card's expiration date is incomplete.",
  cvcIncomplete: "Your card's security code is incomplete.",
  cardTokenInvalid: 'This card could not be saved. Please enter it again.',
  // Packages (spec, administration: the Packages list, the package modal, sections 2, 5 and 8)
  packagesTitle: 'Packages',
  myPackages: 'My Packages',
  archivedTab: 'Archived',
  createPackage: 'Create Package',
  exportPackages: 'Export Packages',
  packageNameRequired: 'Package name is required',
  detailsTab: 'Details',
  packageClientOfficesTab: 'Client / Offices',
  archive: 'Archive',
  // product: the package form's rules and the Archive refusal, texts the spec leaves unnamed
  packageTypeRequired: 'Package type is required',
  packagePriceInvalid: 'Enter an amount in dollars and cents, from 0 to 1,000,000',
  packageDurationInvalid: 'Enter a whole number of days from 1 to 365',
  packageSortOrderInvalid: 'Enter a whole number from 0 to 99999',
  packageTextTooLong: 'This text is too long',
  packageArchiveInProgress: 'This package cannot be archived while a campaign using it is in progress.',
  // Audiences (spec, administration: texts, validation and the error catalogue); "Download failed"
  // is the entry above.
  audienceCreated: 'Audience created!',
  audienceUpdated: 'Audience updated!',
  deleteAudienceConfirm: 'Delete audience?',
  csvTemplateFailed: 'The CSV template could not be downloaded at this time.',
  // product: the audience rules the spec names without texts
  audienceNameRequired: 'Audience name is required',
  audienceNameTooLong: 'Audience name must be at most 30 characters',
  audienceNameTaken: 'An audience with this name already exists',
  audienceCsvRequired: 'A CSV file is required',
  audienceCsvNotCsv: 'The file must be a .csv file',
  audienceCsvEmpty: 'The CSV file is empty',
  audienceCsvTooLarge: 'The CSV file is too large (at most 25 MB)',
  audienceCsvNotText: 'The file is not a CSV text file',
  audienceCsvNoHeader: 'The CSV needs a header row with an email or phone column',
  audienceCsvTooFewContacts: 'The CSV must have at least 200 contacts (500 recommended)',
  audienceCsvHashed: 'The CSV looks hashed: upload raw, unhashed contact data',
  audienceCsvUnreadable: 'The CSV could not be read',
  audienceScopeRequired: 'Scope is required',
  audienceClientRequired: 'Global scope needs a client',
  audienceOfficesRequired: 'Select at least one office',
  audienceAgentsRequired: 'Select at least one agent',
  audienceNotYours: 'Only the creator of an audience can edit or delete it',
  audienceEditTooltip: 'Only the creator of this audience can edit it',
  audienceDeleteTooltip: 'Only the creator of this audience can delete it',
  audienceDeleted: 'Audience deleted',
  audienceScopeGlobal: 'Global',
  officeLabel: 'Office',
  agentLabel: 'Agent',

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
export const deleteRecipientText = (email: string, type: string): string =>
  `Are you sure you want to delete ${email} under ${type} type?`;

/** Deleted email recipient: {email} */
export const recipientDeleted = (email: string): string => `Deleted email recipient: ${email}`;

/** Are you sure you want to archive {first} {last}? (user modal, Archive) */
export const archiveUserConfirm = (firstName: string, lastName: string): string =>
  `Are you sure you want to archive ${firstName} ${lastName}?`;
/** No offices found - No office found for {client} with the given criteria. */
export const noOfficeFoundFor = (client: string): string => `No office found for ${client} with the given criteria.`;

/** No data available for {client} */
export const noDataAvailableFor = (client: string): string => `No data available for ${client}`;

/** product: one problem of an audience CSV row (the validation report never repeats contact data). */
export const audienceRowProblem = (row: number, problem: string): string => `Row ${row}: ${problem}`;

/** product: the accessible name of a page number button */
export const pageLabel = (page: number): string => `Page ${page}`;

/** `Welcome, {name}!` */
export const welcome = (name: string): string => `Welcome, ${name}!`;

/** Are you sure you want to archive {office name}? (office modal, Archive) */
export const archiveOfficeConfirm = (officeName: string): string => `Are you sure you want to archive ${officeName}?`;

/** Last report was sent on {date} (office modal, Campaign Report) */
export const officeReportLastSent = (date: string): string => `Last report was sent on ${date}`;

/**
 * The ordering forms' shared rule texts (ordering spec section 5): an object of their own, so the
 * routes that show none of them (the sign-in page's budgeted download) do not carry them.
 */
export const orderingMessages = {
  destinationUrlHttps: 'Destination URL must be a valid https url',
  agentPageUrlNotAuthorised: "Error: Agent Page URL supplied is not housed within your agency's website.",
  recipientEmailRequired: 'Email is required otherwise remove this field',
  recipientEmailInvalid: 'Email is not valid',
  postcodesRequired: 'Postcodes is required',
  postcodesMaximum: 'Maximum 4 Postcodes',
  postcodeExactlyOne: 'Postcode is required with exactly 1 postcode.',
  startDateRequired: 'Start date is required',
  invalidDateRange: 'Invalid date range',
  // product: the date rules name the earliest day without a text
  startDateTooEarly: 'The earliest start date is tomorrow',
  // product: the accessible names of a repeatable row's buttons
  addRow: 'Add',
  removeRow: 'Remove',
  // product: the payment dialog confirms the amount the server charges (the spec names no text)
  paymentAmountChanged:
    'The amount to pay is not the one you confirmed. Please check the total and confirm the payment again.',
  paymentAmountRequired: 'Please confirm the amount to pay.',
  // The property and agent-extend order form (spec section 5; product texts where the spec names none)
  packageRequired: 'Campaign Package is required',
  propertyRequired: 'Listing is required',
  shortDescTooLong: 'Short listing description must be at most 100 characters',
  propertyUrlRequired: 'Property URL is required',
  propertyUrlInvalid: 'Property URL is not valid',
  videoUrlRequired: 'Video URL is required',
  videoUrlInvalid: 'Please enter a valid video URL',
  leadAgentNameRequired: 'Lead Agent name is required',
  leadAgentEmailRequired: 'Lead Agent Email Address is required',
  leadAgentPhoneRequired: 'Lead Agent Phone Number is required',
  leadAgentPhoneFormat: 'Lead Agent Phone Number must look like 0000 111 222',
  leadAgentImageRequired: 'Lead Agent Image is required',
  leadAgentImageTooLarge: 'Lead Agent Image must be 1MB Max Size',
  agentPageUrlRequired: 'Agent Page URL is required',
  agentPageUrlInvalid: 'Agent Page URL is not valid',
  noteTooLong: 'Note must be at most 1000 characters',
};
