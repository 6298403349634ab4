import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ViewerModel } from '../modules/viewer/models.ts';
import type { LoginPayloadModel } from '../modules/handover/models.ts';
import type { ProfileModel } from '../modules/profile/models.ts';
import type { ClientModel } from '../modules/clients/models.ts';
import type { OfficeModel, OfficeUserModel, OfficeListCapabilitiesModel } from '../modules/offices/models.ts';
import type { AdminUserModel } from '../modules/users/models.ts';
import type { Context } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date, YYYY-MM-DD. */
  Date: { input: string; output: string; }
  /** An instant in time, ISO 8601 with offset (e.g. 2026-11-22T09:30:00+11:00). */
  DateTime: { input: string; output: string; }
};

export type ActivateUserInput = {
  id: Scalars['ID']['input'];
};

export type ActivateUserPayload = {
  __typename?: 'ActivateUserPayload';
  user: AdminUser;
};

export type AddEmailRecipientInput = {
  email: Scalars['String']['input'];
  type: Scalars['String']['input'];
};

export type AddEmailRecipientPayload = {
  __typename?: 'AddEmailRecipientPayload';
  /** Email recipient added successfully */
  message: Scalars['String']['output'];
  recipient: EmailRecipient;
};

/** A user as users administration sees it (the signed-in user is `Viewer.user`). */
export type AdminUser = {
  __typename?: 'AdminUser';
  /** Whether the user is enabled (the Active column; created inactive). */
  active: Scalars['Boolean']['output'];
  client: Maybe<LookupItem>;
  /**
   * Every published office of the user's client (the user modal's office choices), [] without a
   * client. One office lookup per distinct client (shared with `offices`).
   */
  clientOffices: Array<LookupItem>;
  destinationUrl: Maybe<Scalars['String']['output']>;
  /** The e-mail address, also the username; locked once created. */
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  /** First and last name (the Full Name column). */
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The image's file id, to send back unchanged in updateUser. */
  imageFileId: Maybe<Scalars['ID']['output']>;
  /** The user's image, served by the BFF under /storage/; null when none. */
  imageUrl: Maybe<Scalars['String']['output']>;
  lastName: Scalars['String']['output'];
  mobile: Maybe<Scalars['String']['output']>;
  /** When the user was last changed (the Modified column). */
  modified: Scalars['DateTime']['output'];
  officeScope: UserOfficeScope;
  /**
   * The offices of the Office column: the selected offices, or for CLIENT_OFFICES every office of
   * the client (one office lookup per distinct client of the page), or [] for ALL_OFFICES.
   */
  offices: Array<LookupItem>;
  /** The user's permission per selected office (the user modal's office selection). */
  permissions: Array<UserOfficePermission>;
  /** Territory postcodes, comma-separated digits (at most 4). */
  postcode: Maybe<Scalars['String']['output']>;
  role: Role;
  /** Today Admin, Client Admin, Office Admin, Agent, ... */
  roleLabel: Scalars['String']['output'];
};

export type AdminUserConnection = {
  __typename?: 'AdminUserConnection';
  items: Array<AdminUser>;
  pageInfo: PageInfo;
};

export type ArchiveUserInput = {
  id: Scalars['ID']['input'];
};

export type ArchiveUserPayload = {
  __typename?: 'ArchiveUserPayload';
  id: Scalars['ID']['output'];
};

export type Branding = {
  __typename?: 'Branding';
  faviconUrl: Maybe<Scalars['String']['output']>;
  logoInverseUrl: Maybe<Scalars['String']['output']>;
  /** Served by the BFF under /storage/. */
  logoUrl: Maybe<Scalars['String']['output']>;
  subDomain: Scalars['String']['output'];
};

export type ChangePasswordInput = {
  confirmPassword: Scalars['String']['input'];
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};

export type ChangePasswordPayload = {
  __typename?: 'ChangePasswordPayload';
  ok: Scalars['Boolean']['output'];
};

/**
 * A client (an organisation that owns offices). So far reached through an office
 * (`Office.client`); the clients area adds its own queries and fields.
 */
export type Client = {
  __typename?: 'Client';
  id: Scalars['ID']['output'];
  /** The client's default payment methods, which its offices fall back to. */
  paymentMethods: PaymentMethods;
  status: ClientStatus;
  subDomain: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type ClientStatus =
  | 'ARCHIVED'
  | 'PUBLISHED';

export type ClientSummary = {
  __typename?: 'ClientSummary';
  id: Scalars['ID']['output'];
  subDomain: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

/** The Details tab's fields (shared by createOffice and updateOffice). */
export type CreateOfficeInput = {
  brandColor?: InputMaybe<Scalars['String']['input']>;
  /** Super admin and admin: any published client or none; client admins: their own (default). */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  destinationUrl?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  emailOrdersRecipients?: InputMaybe<Array<Scalars['String']['input']>>;
  emailOrdersWeekday?: InputMaybe<OfficeWeekday>;
  name: Scalars['String']['input'];
  organicSocialPosts?: InputMaybe<Scalars['Boolean']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  postcodes?: InputMaybe<Scalars['String']['input']>;
  primaryContact?: InputMaybe<Scalars['String']['input']>;
  revId?: InputMaybe<Scalars['String']['input']>;
  secondaryColor?: InputMaybe<Scalars['String']['input']>;
};

export type CreateUserInput = {
  clientId: Scalars['ID']['input'];
  destinationUrl?: InputMaybe<Scalars['String']['input']>;
  /** The e-mail address, also the username. */
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  /** A file id from POST /files?kind=userImage, or null. */
  imageFileId?: InputMaybe<Scalars['ID']['input']>;
  lastName: Scalars['String']['input'];
  mobile?: InputMaybe<Scalars['String']['input']>;
  /** An agent exactly one office, an office admin at least one. */
  officeIds: Array<Scalars['ID']['input']>;
  postcode?: InputMaybe<Scalars['String']['input']>;
  /** AGENT_ADMIN (Office Admin) or AGENT_USER (Agent). */
  role: Role;
};

export type CreateUserPayload = {
  __typename?: 'CreateUserPayload';
  user: AdminUser;
};

export type DeactivateUserInput = {
  id: Scalars['ID']['input'];
};

export type DeactivateUserPayload = {
  __typename?: 'DeactivateUserPayload';
  /** Always false. */
  active: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
};

export type DeleteEmailRecipientInput = {
  id: Scalars['ID']['input'];
};

export type DeleteEmailRecipientPayload = {
  __typename?: 'DeleteEmailRecipientPayload';
  id: Scalars['ID']['output'];
  /** Deleted email recipient: {email} */
  message: Scalars['String']['output'];
};

/** A recipient of platform e-mails of one type (admin tools, email configuration). */
export type EmailRecipient = {
  __typename?: 'EmailRecipient';
  /** yyyy-MM-dd HH:mm:ss as the upstream records it. */
  createdAt: Scalars['String']['output'];
  createdBy: Maybe<PersonName>;
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Lower-case type name as the server knows it; the portal capitalises it. */
  type: Scalars['String']['output'];
};

/** The shape of one entry of `extensions.fieldErrors` on a BAD_USER_INPUT error. */
export type FieldError = {
  __typename?: 'FieldError';
  messages: Array<Scalars['String']['output']>;
  /** Field path, dot separated for nested fields (password.first). */
  name: Scalars['String']['output'];
};

/**
 * Carrying a signed-in session to the user's own client host (decision 023). Session cookies are
 * host-only, so a user who signs in on another client's host (the client host rule moves them)
 * would arrive signed out; instead the portal opens the handover URL, which signs the browser in
 * on the user's host and then opens the wanted path.
 */
export type Handover = {
  __typename?: 'Handover';
  /**
   * https://<client host>/handover?code=<single-use code>: the code is valid for 30 seconds, once,
   * on that host only, and stands for this session.
   */
  url: Scalars['String']['output'];
};

export type LoginInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type LoginPayload = {
  __typename?: 'LoginPayload';
  /**
   * The handover to the user's own client host when they signed in on another (see
   * startHandover), opening their home path there; null otherwise.
   */
  handover: Maybe<Handover>;
  viewer: Viewer;
};

export type LogoutPayload = {
  __typename?: 'LogoutPayload';
  ok: Scalars['Boolean']['output'];
};

/**
 * An entry of a lookup (a picker's option): a client, an office (its display name), a package or a
 * user ("First Last").
 */
export type LookupItem = {
  __typename?: 'LookupItem';
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

export type MarkNotificationsReadInput = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type MarkNotificationsReadPayload = {
  __typename?: 'MarkNotificationsReadPayload';
  unreadCount: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Turns a user Active: the user is read, then saved with enabled = true. Two upstream calls. */
  activateUser: ActivateUserPayload;
  addEmailRecipient: AddEmailRecipientPayload;
  /** Archive (super admin and admin only). One upstream call (POST agencies/{id} with status archive). */
  archiveOffice: OfficePayload;
  /**
   * Archives a user (never listed again). Super admin, admin and client admin only. One upstream
   * call for super admin and admin; a client admin first reads the user (another client's: FORBIDDEN).
   */
  archiveUser: ArchiveUserPayload;
  /** Changes the signed-in user's password; a wrong current password is BAD_USER_INPUT on currentPassword. */
  changePassword: ChangePasswordPayload;
  /**
   * Create new office (status published): super admin, admin (any client; `clientId` may be
   * omitted for an office without a client) and client admins (their own client only). The Details
   * rules answer BAD_USER_INPUT with fieldErrors. One upstream call (POST agencies).
   */
  createOffice: OfficePayload;
  /**
   * Create new user (created inactive). The form's rules answer BAD_USER_INPUT with fieldErrors
   * (First name is required, Last name is required, Email is required, Email is invalid, role,
   * Office is required, the postcode rules); the upstream's field errors (e.g. an e-mail already
   * used) come back the same way. A client other than the viewer's own (non-staff) or a role that
   * cannot be assigned is refused before any upstream call. One upstream call.
   */
  createUser: CreateUserPayload;
  /**
   * Turns a user inactive (DELETE users/{id}). One upstream call for super admin and admin; others
   * first read the user, and one of another client is FORBIDDEN.
   */
  deactivateUser: DeactivateUserPayload;
  deleteEmailRecipient: DeleteEmailRecipientPayload;
  /**
   * Signs in. On success the session cookie is set and the viewer returned. Wrong credentials give
   * UNAUTHENTICATED with reason INVALID_CREDENTIALS and the message
   * "Either your email or password is incorrect".
   */
  login: LoginPayload;
  /** Ends the session, clears the cookie and closes the session's sockets. */
  logout: LogoutPayload;
  /** Marks notifications read: the given ids, or all of the user's when ids is empty or absent. */
  markNotificationsRead: MarkNotificationsReadPayload;
  /** Does nothing; present so every domain can extend Mutation. */
  noop: Scalars['Boolean']['output'];
  requestPasswordReset: RequestPasswordResetPayload;
  resetPassword: ResetPasswordPayload;
  /**
   * The Users tab's Active toggle (spec section 4). On: the user is saved with this office as its
   * only permission and enabled, then permissionUpdatable is set (read office with permissions,
   * read user, POST users/{id}, POST permission: four upstream calls). Off:
   * permissionUpdatable and the three flags are cleared and saved, then the user is deactivated
   * (read office, POST permission, DELETE users/{id}: three calls).
   */
  setOfficeUserActive: OfficeUserPayload;
  /**
   * When the signed-in user's client host differs from the host this request came to (the client
   * host rule; localhost, IP addresses and the staging host are exempt), issues a handover to that
   * host and answers its URL; null when the user is already on the right host or belongs to no
   * client. `next` is where the browser goes once signed in there: a same-origin path (anything
   * else becomes /). UNAUTHENTICATED without a session.
   */
  startHandover: Maybe<Handover>;
  /**
   * Sends the Contact Support form. `concern` is one of the support concern options
   * (Booking a campaign, Current campaign, Report a bug, Other); `officeId` one of `viewer.offices`.
   */
  submitSupportRequest: SubmitSupportRequestPayload;
  /** Un-archive (super admin and admin only): status back to published. One upstream call. */
  unarchiveOffice: OfficePayload;
  /**
   * Saves the Details tab (the upstream takes the whole office; fields the tab does not hold keep
   * their value). Two upstream calls for non-staff (the office is read to check its scope), one for
   * super admin and admin.
   */
  updateOffice: OfficePayload;
  /**
   * Saves the Campaign Report tab. Rules: interval at least 1, monthday 1 to 31, Invalid Email List.
   * Upstream calls as updateOffice.
   */
  updateOfficeReport: OfficePayload;
  /**
   * The Users tab's three checkboxes (POST agencies/{id}/permissions/{permissionId}). The office is
   * read with its permissions first (two upstream calls): a row not of this office is NOT_FOUND, an
   * office admin's row FORBIDDEN for office admin viewers.
   */
  updateOfficeUserPermission: OfficeUserPayload;
  /** Saves first name, last name and mobile (User settings); the session's name follows. */
  updateProfile: UpdateProfilePayload;
  /**
   * Edit user: the same rules as createUser; the e-mail cannot change. One upstream call for super
   * admin and admin; others first read the user, and one of another client is FORBIDDEN.
   */
  updateUser: UpdateUserPayload;
};


export type MutationActivateUserArgs = {
  input: ActivateUserInput;
};


export type MutationAddEmailRecipientArgs = {
  input: AddEmailRecipientInput;
};


export type MutationArchiveOfficeArgs = {
  input: OfficeIdInput;
};


export type MutationArchiveUserArgs = {
  input: ArchiveUserInput;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationCreateOfficeArgs = {
  input: CreateOfficeInput;
};


export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


export type MutationDeactivateUserArgs = {
  input: DeactivateUserInput;
};


export type MutationDeleteEmailRecipientArgs = {
  input: DeleteEmailRecipientInput;
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationMarkNotificationsReadArgs = {
  input: MarkNotificationsReadInput;
};


export type MutationRequestPasswordResetArgs = {
  input: RequestPasswordResetInput;
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationSetOfficeUserActiveArgs = {
  input: SetOfficeUserActiveInput;
};


export type MutationStartHandoverArgs = {
  next?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSubmitSupportRequestArgs = {
  input: SubmitSupportRequestInput;
};


export type MutationUnarchiveOfficeArgs = {
  input: OfficeIdInput;
};


export type MutationUpdateOfficeArgs = {
  input: UpdateOfficeInput;
};


export type MutationUpdateOfficeReportArgs = {
  input: UpdateOfficeReportInput;
};


export type MutationUpdateOfficeUserPermissionArgs = {
  input: UpdateOfficeUserPermissionInput;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationUpdateUserArgs = {
  input: UpdateUserInput;
};

export type NavPermissions = {
  __typename?: 'NavPermissions';
  /** /admin/audience (needs the audience feature; admin and super admin). */
  adminAudience: Scalars['Boolean']['output'];
  /** /admin-tools (needs the admin-tools flag). */
  adminTools: Scalars['Boolean']['output'];
  /** Whether the Admin Tools item shows in the navigation (admin-tools flag, admin and super admin). */
  adminToolsNav: Scalars['Boolean']['output'];
  /** /audience (needs the audience feature; neither admin nor agent user). */
  audience: Scalars['Boolean']['output'];
  campaigns: Scalars['Boolean']['output'];
  clients: Scalars['Boolean']['output'];
  globalReport: Scalars['Boolean']['output'];
  notifications: Scalars['Boolean']['output'];
  offices: Scalars['Boolean']['output'];
  orders: Scalars['Boolean']['output'];
  packages: Scalars['Boolean']['output'];
  partnerLogs: Scalars['Boolean']['output'];
  reports: Scalars['Boolean']['output'];
  users: Scalars['Boolean']['output'];
  /** View (basic). */
  view: Scalars['Boolean']['output'];
};

/** A notification (an activity of the main API) for the signed-in user. */
export type Notification = {
  __typename?: 'Notification';
  createdAt: Scalars['DateTime']['output'];
  /** Initials of the user whose action created it (context.byUserInitials). */
  creatorInitials: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isClientUser: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  read: Scalars['Boolean']['output'];
};

export type NotificationConnection = {
  __typename?: 'NotificationConnection';
  items: Array<Notification>;
  pageInfo: PageInfo;
};

export type Office = {
  __typename?: 'Office';
  /**
   * The office's campaign counts (one upstream call per office; the calls of a page run in
   * parallel, at most 10 at once). Null while unavailable; the list shows - then.
   */
  campaignCounts: Maybe<OfficeCampaignCounts>;
  /** What the viewer may do with this office (the modal's buttons and tabs). No upstream call. */
  capabilities: OfficeCapabilities;
  /** The client the office belongs to. */
  client: Maybe<Client>;
  /**
   * The office modal's Details tab. Reached through `office(id)`, it costs that query's one
   * upstream call (GET agencies/{id}?include=ordersReport); on list items, one call per office.
   */
  details: OfficeDetails;
  /** The office's name; its title when it has none. */
  displayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Served by the BFF under /storage/; null when the office has no logo (show the placeholder). */
  logoUrl: Maybe<Scalars['String']['output']>;
  /**
   * The office modal's Payment Details tab: null for viewers who may not update the credit card
   * (only office admins and client admins may; spec section 6). Costs include=client on the read.
   * The cards stream adds `Office.card`.
   */
  paymentDetails: Maybe<OfficePaymentDetails>;
  /** Payment method per campaign type, each falling back to the client's. */
  paymentMethods: Maybe<PaymentMethods>;
  /**
   * The office modal's Campaign Report tab (the automated report); the spec's default schedule
   * (weekly, every 1, Mon, day 15, no start, no recipients) when none is stored. Costs
   * include=automateReport on the read.
   */
  report: OfficeReport;
  /** Used in the office's routes, e.g. /office/{slug}/campaigns. */
  slug: Maybe<Scalars['String']['output']>;
  status: OfficeStatus;
  /** The agent ID (the Details tab's read-only agentID). */
  title: Scalars['String']['output'];
  /**
   * The office modal's Users tab: the office's permission rows of users not archived, sorted by
   * the user's name, case-insensitive. Costs include=permissions on the read.
   */
  users: Array<OfficeUser>;
};

/** Ordered campaigns of an office: property campaigns (of a listing) and agency campaigns (agent and office). */
export type OfficeCampaignCounts = {
  __typename?: 'OfficeCampaignCounts';
  /** Active (in progress) property and agency campaigns: the list's Active Campaigns. */
  active: Scalars['Int']['output'];
  activeAgency: Scalars['Int']['output'];
  activeProperty: Scalars['Int']['output'];
  agency: Scalars['Int']['output'];
  property: Scalars['Int']['output'];
  /** All property and agency campaigns: the list's Total Campaigns. */
  total: Scalars['Int']['output'];
};

/** What the viewer may do with one office. */
export type OfficeCapabilities = {
  __typename?: 'OfficeCapabilities';
  /** Archive / un-archive (super admin and admin). */
  canArchive: Scalars['Boolean']['output'];
  /** Save the Details tab (else the footer shows Continue). */
  canEdit: Scalars['Boolean']['output'];
  /** Change the Users tab's checkboxes and Active toggles (rows may still be locked). */
  canManageUsers: Scalars['Boolean']['output'];
  /** Open the office's campaigns (not for archived offices). */
  canOpenCampaigns: Scalars['Boolean']['output'];
  /** The Payment Details tab and the office card (office admin and client admin). */
  canUpdateCard: Scalars['Boolean']['output'];
  /** Save the Campaign Report tab. */
  canUpdateReport: Scalars['Boolean']['output'];
};

export type OfficeConnection = {
  __typename?: 'OfficeConnection';
  items: Array<Office>;
  pageInfo: PageInfo;
};

/** The Details tab. */
export type OfficeDetails = {
  __typename?: 'OfficeDetails';
  /** The agentID field: the office's title, read-only. */
  agentId: Scalars['String']['output'];
  /** Brand colour, #RGB or #RRGGBB. */
  brandColor: Maybe<Scalars['String']['output']>;
  destinationUrl: Maybe<Scalars['String']['output']>;
  email: Maybe<Scalars['String']['output']>;
  emailOrders: OfficeEmailOrders;
  /** Null when none is set (show the placeholder). */
  logo: Maybe<OfficeLogo>;
  /** displayName (required; Organisation name is required). */
  name: Scalars['String']['output'];
  /** Enable Organic Social Posts. */
  organicSocialPosts: Scalars['Boolean']['output'];
  phone: Maybe<Scalars['String']['output']>;
  /** Post codes: up to 4 four-digit postcodes, comma-separated. */
  postcodes: Maybe<Scalars['String']['output']>;
  primaryContact: Maybe<Scalars['String']['output']>;
  revId: Maybe<Scalars['String']['output']>;
  secondaryColor: Maybe<Scalars['String']['output']>;
};

/** The hidden Email Orders section of the Details tab. */
export type OfficeEmailOrders = {
  __typename?: 'OfficeEmailOrders';
  recipients: Array<Scalars['String']['output']>;
  weekday: OfficeWeekday;
};

export type OfficeIdInput = {
  id: Scalars['ID']['input'];
};

/** What the Offices list screen offers the viewer (spec: Offices list, section 6). */
export type OfficeListCapabilities = {
  __typename?: 'OfficeListCapabilities';
  /** The Archived tab and Archive (super admin, admin). */
  canArchive: Scalars['Boolean']['output'];
  /** Create new office (super admin, admin, client admin). */
  canCreate: Scalars['Boolean']['output'];
  /** Edit buttons (who may edit offices). */
  canEdit: Scalars['Boolean']['output'];
  /** The client picker with All Clients (super admin, admin); others are fixed to `ownClient`. */
  canFilterByClient: Scalars['Boolean']['output'];
  /** The viewer's own client, to which the list is fixed when it cannot filter by client. */
  ownClient: Maybe<LookupItem>;
  /** The My Offices / Archived tabs (who may edit). */
  showTabs: Scalars['Boolean']['output'];
};

/** The office logo: its file id and where the BFF serves it. */
export type OfficeLogo = {
  __typename?: 'OfficeLogo';
  id: Scalars['ID']['output'];
  /** Under /storage/. */
  url: Scalars['String']['output'];
};

export type OfficePayload = {
  __typename?: 'OfficePayload';
  office: Office;
};

/** The Payment Details tab (office admins and client admins). */
export type OfficePaymentDetails = {
  __typename?: 'OfficePaymentDetails';
  /** The client's trading terms text, shown for trading terms; null when it has none. */
  clientTradingTerms: Maybe<Scalars['String']['output']>;
  /** The office's payment method per campaign type, each falling back to the client's. */
  paymentMethods: PaymentMethods;
};

export type OfficePermissions = {
  __typename?: 'OfficePermissions';
  canViewMediaOrders: Scalars['Boolean']['output'];
  canViewPastOrders: Scalars['Boolean']['output'];
  canViewPaymentDetails: Scalars['Boolean']['output'];
};

/** The Campaign Report tab (the automated report). */
export type OfficeReport = {
  __typename?: 'OfficeReport';
  /** At least 1. */
  interval: Scalars['Int']['output'];
  /** Last report was sent on {date}; null when never. */
  lastSent: Maybe<Scalars['DateTime']['output']>;
  /** For MONTHLY: 1 to 31. */
  monthday: Scalars['Int']['output'];
  recipients: Array<Scalars['String']['output']>;
  /** Repeat every `interval` day(s), week(s) or month(s). */
  recurrence: OfficeReportRecurrence;
  /** Starts (YYYY-MM-DD); null when not set. */
  startDate: Maybe<Scalars['Date']['output']>;
  /** For WEEKLY. */
  weekday: OfficeWeekday;
};

export type OfficeReportRecurrence =
  | 'DAILY'
  | 'MONTHLY'
  | 'WEEKLY';

/**
 * Offices (the main API's agencies): the Offices list and the office modal of the administration
 * spec. Who may do what (spec section 6; docs/decisions/031-offices-administration-in-the-bff.md):
 * super admin and admin every office; a client admin its own client's offices; an office admin the
 * offices it holds a permission on. An office outside the viewer's reach is FORBIDDEN (never
 * silently narrowed), an unknown one null (queries) or NOT_FOUND (mutations).
 */
export type OfficeStatus =
  /** The Archived tab (super admin and admin only). */
  | 'ARCHIVED'
  /** My Offices. */
  | 'PUBLISHED';

export type OfficeSummary = {
  __typename?: 'OfficeSummary';
  displayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  slug: Maybe<Scalars['String']['output']>;
};

/** A row of the Users tab: one user's permission on this office. */
export type OfficeUser = {
  __typename?: 'OfficeUser';
  /** The user is enabled (the Active column). */
  active: Scalars['Boolean']['output'];
  /** Whether this viewer may change the row's checkboxes and Active toggle. */
  canChange: Scalars['Boolean']['output'];
  /** View media orders (the Media Orders column). */
  canViewMediaOrders: Scalars['Boolean']['output'];
  /** View campaigns (the Campaigns column). */
  canViewPastOrders: Scalars['Boolean']['output'];
  /** View Payment Details (the Payment Details column). */
  canViewPaymentDetails: Scalars['Boolean']['output'];
  /**
   * An office admin's row: shown locked (spec). An office admin viewer cannot change such rows
   * (the mutations answer FORBIDDEN); super admin, admin and client admin can.
   */
  locked: Scalars['Boolean']['output'];
  /** First and last name (the Name column). */
  name: Scalars['String']['output'];
  /** The permission record's id (what the row's mutations take). */
  permissionId: Scalars['ID']['output'];
  /** May change the user's permissions (set by Active on, cleared by Active off). */
  permissionUpdatable: Scalars['Boolean']['output'];
  role: Role;
  /** Office Admin, Agent, ... (the Role column). */
  roleLabel: Scalars['String']['output'];
  /** The user's id (the row opens the user modal with it). */
  userId: Scalars['ID']['output'];
  username: Scalars['String']['output'];
};

export type OfficeUserPayload = {
  __typename?: 'OfficeUserPayload';
  user: OfficeUser;
};

/** Mon to Sun (the Email Orders and Campaign Report weekday radios). */
export type OfficeWeekday =
  | 'FRI'
  | 'MON'
  | 'SAT'
  | 'SUN'
  | 'THU'
  | 'TUE'
  | 'WED';

export type PageInfo = {
  __typename?: 'PageInfo';
  hasMore: Scalars['Boolean']['output'];
  /** Cursor of the next page; null when there is no next page. */
  nextCursor: Maybe<Scalars['String']['output']>;
};

/** How a campaign is paid. */
export type PaymentMethod =
  /** Shown as Credit Card (credit-card upstream). */
  | 'CREDIT_CARD'
  /** Shown as Trading Terms (trading-terms upstream). */
  | 'TRADING_TERMS';

/** A payment method per campaign type; null where none is set. */
export type PaymentMethods = {
  __typename?: 'PaymentMethods';
  /** Agent campaigns. */
  agent: Maybe<PaymentMethod>;
  /** Office campaigns. */
  office: Maybe<PaymentMethod>;
  /** Property campaigns (the list's Payment Method - Vendor). */
  property: Maybe<PaymentMethod>;
};

export type PersonName = {
  __typename?: 'PersonName';
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
};

/**
 * The signed-in user's own profile (the Preferences page): GET users/profile, its update and the
 * password change. Every field needs a session.
 */
export type Profile = {
  __typename?: 'Profile';
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  mobile: Maybe<Scalars['String']['output']>;
  passwordChangeable: Scalars['Boolean']['output'];
  role: RoleLabel;
  username: Scalars['String']['output'];
};

/**
 * Conventions shared by every domain.
 *
 * Errors: every failure is a GraphQL error whose `extensions.code` is one of
 * BAD_USER_INPUT (with `extensions.fieldErrors: [FieldError]`, nested names such as `password.first`),
 * UNAUTHENTICATED (with `extensions.reason`: INVALID_CREDENTIALS, SESSION_TIMEOUT or SIGNED_OUT),
 * FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE, UPSTREAM_CONTRACT, RATE_LIMITED or INTERNAL_SERVER_ERROR
 * (masked). The message is the text the user sees.
 *
 * Mutations take one `input` argument and return a payload type named `<Mutation>Payload`.
 *
 * Lists are cursor-paged: a connection has `items` and `pageInfo`; pass `pageInfo.nextCursor` back
 * as `cursor` to load more. The page size is 10 unless a field says otherwise.
 */
export type Query = {
  __typename?: 'Query';
  /** The roles the user modal may assign (GET users/client-roles): Office Admin and Agent. One upstream call. */
  assignableUserRoles: Array<UserRoleOption>;
  /**
   * White-label branding for the sub-domain of `host` (its first label). Null when the host has no
   * client sub-domain (localhost, an IP address, the staging host) or the client is unknown; the
   * portal then shows the product logo.
   */
  branding: Maybe<Branding>;
  /**
   * Published clients in the viewer's scope, sorted by title (GET lookups/clients): every client for
   * super admin and admin, the own client for everyone else. Needs the view permission. One upstream call.
   */
  clientLookup: Array<LookupItem>;
  /** Email recipient types from the server. Needs the admin-tools flag. */
  emailRecipientTypes: Array<Scalars['String']['output']>;
  /** All email recipients. Needs the admin-tools flag. */
  emailRecipients: Array<EmailRecipient>;
  /** Unread notifications of the signed-in user (the bell's count). */
  notificationCount: Scalars['Int']['output'];
  /**
   * The signed-in user's notifications, newest first, 10 per page; `search` filters by message text.
   * Needs the notifications permission.
   */
  notifications: NotificationConnection;
  /**
   * One office for the office modal; null when unknown. Another client's office, or for an office
   * admin an office it holds no permission on, is FORBIDDEN. One upstream call
   * (GET agencies/{id}) whose includes follow the selected tabs (details: ordersReport,
   * paymentDetails: client, users: permissions, report: automateReport).
   */
  office: Maybe<Office>;
  /** The Offices list's capability flags. No upstream call (ownClient: one client lookup when selected). */
  officeListCapabilities: OfficeListCapabilities;
  /**
   * Published offices, sorted by title (GET lookups/agencies). Super admin and admin: all offices, or
   * those of `clientId`; everyone else: their own client's offices (another client's id is FORBIDDEN).
   * Needs the view permission. One upstream call.
   */
  officeLookup: Array<LookupItem>;
  /**
   * The Offices list, sorted by name; needs the offices permission (super admin, admin, client admin,
   * office admin). `clientId` filters by client for super admin and admin (absent = All Clients);
   * everyone else always gets their own client's offices (another client's id is FORBIDDEN), office
   * admins only the offices they are permitted on. ARCHIVED is for super admin and admin only.
   * `search` matches part of the name. `first` is the page size, 1 to 100 (10 by default).
   * One upstream call (GET agencies, with include=client when items select client or
   * paymentMethods), plus one count call per office when campaignCounts is selected.
   */
  offices: OfficeConnection;
  /** Liveness of the API itself; always true. */
  ok: Scalars['Boolean']['output'];
  /** Published packages, sorted by title (GET lookups/packages). Needs the packages permission. One upstream call. */
  packageLookup: Array<LookupItem>;
  /**
   * True when the request carries a session cookie whose session has ended (expired, refresh
   * refused, signed out elsewhere): the portal then shows the Session timeout dialog rather than a
   * plain sign-in page.
   */
  sessionEnded: Scalars['Boolean']['output'];
  /** The newest notifications, for the bell's dropdown. */
  topNotifications: Array<Notification>;
  /** One user with every field of the user modal; null when unknown. Another client's user is FORBIDDEN. One upstream call. */
  user: Maybe<AdminUser>;
  /**
   * Users in the viewer's scope, titled "First Last" (GET lookups/users); `clientId` as for
   * officeLookup. Needs the users permission. One upstream call.
   */
  userLookup: Array<LookupItem>;
  /** The roles the role filter offers (GET users/roles): Today Admin only for super admin and admin. One upstream call. */
  userRoles: Array<UserRoleOption>;
  /**
   * The Users list, sorted by last name, first name. Filters: `clientId` (super admin and admin: any
   * or none; everyone else: their own client, which is also the default), `officeIds` (any of),
   * `roles` (any of; ADMIN, Today Admin, only for super admin and admin, FORBIDDEN otherwise),
   * `status`, `search` (part of first name, last name, "first last" or e-mail; trimmed, at most 255).
   * `first` is the page size, 1 to 100 (10 by default). One upstream call (GET users), plus one
   * office lookup per distinct client when client admin rows' `offices` are selected.
   */
  users: AdminUserConnection;
  /** The signed-in user, or null when the request carries no live session. */
  viewer: Maybe<Viewer>;
};


/**
 * Conventions shared by every domain.
 *
 * Errors: every failure is a GraphQL error whose `extensions.code` is one of
 * BAD_USER_INPUT (with `extensions.fieldErrors: [FieldError]`, nested names such as `password.first`),
 * UNAUTHENTICATED (with `extensions.reason`: INVALID_CREDENTIALS, SESSION_TIMEOUT or SIGNED_OUT),
 * FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE, UPSTREAM_CONTRACT, RATE_LIMITED or INTERNAL_SERVER_ERROR
 * (masked). The message is the text the user sees.
 *
 * Mutations take one `input` argument and return a payload type named `<Mutation>Payload`.
 *
 * Lists are cursor-paged: a connection has `items` and `pageInfo`; pass `pageInfo.nextCursor` back
 * as `cursor` to load more. The page size is 10 unless a field says otherwise.
 */
export type QueryBrandingArgs = {
  host: Scalars['String']['input'];
};


/**
 * Conventions shared by every domain.
 *
 * Errors: every failure is a GraphQL error whose `extensions.code` is one of
 * BAD_USER_INPUT (with `extensions.fieldErrors: [FieldError]`, nested names such as `password.first`),
 * UNAUTHENTICATED (with `extensions.reason`: INVALID_CREDENTIALS, SESSION_TIMEOUT or SIGNED_OUT),
 * FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE, UPSTREAM_CONTRACT, RATE_LIMITED or INTERNAL_SERVER_ERROR
 * (masked). The message is the text the user sees.
 *
 * Mutations take one `input` argument and return a payload type named `<Mutation>Payload`.
 *
 * Lists are cursor-paged: a connection has `items` and `pageInfo`; pass `pageInfo.nextCursor` back
 * as `cursor` to load more. The page size is 10 unless a field says otherwise.
 */
export type QueryNotificationsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Conventions shared by every domain.
 *
 * Errors: every failure is a GraphQL error whose `extensions.code` is one of
 * BAD_USER_INPUT (with `extensions.fieldErrors: [FieldError]`, nested names such as `password.first`),
 * UNAUTHENTICATED (with `extensions.reason`: INVALID_CREDENTIALS, SESSION_TIMEOUT or SIGNED_OUT),
 * FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE, UPSTREAM_CONTRACT, RATE_LIMITED or INTERNAL_SERVER_ERROR
 * (masked). The message is the text the user sees.
 *
 * Mutations take one `input` argument and return a payload type named `<Mutation>Payload`.
 *
 * Lists are cursor-paged: a connection has `items` and `pageInfo`; pass `pageInfo.nextCursor` back
 * as `cursor` to load more. The page size is 10 unless a field says otherwise.
 */
export type QueryOfficeArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Conventions shared by every domain.
 *
 * Errors: every failure is a GraphQL error whose `extensions.code` is one of
 * BAD_USER_INPUT (with `extensions.fieldErrors: [FieldError]`, nested names such as `password.first`),
 * UNAUTHENTICATED (with `extensions.reason`: INVALID_CREDENTIALS, SESSION_TIMEOUT or SIGNED_OUT),
 * FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE, UPSTREAM_CONTRACT, RATE_LIMITED or INTERNAL_SERVER_ERROR
 * (masked). The message is the text the user sees.
 *
 * Mutations take one `input` argument and return a payload type named `<Mutation>Payload`.
 *
 * Lists are cursor-paged: a connection has `items` and `pageInfo`; pass `pageInfo.nextCursor` back
 * as `cursor` to load more. The page size is 10 unless a field says otherwise.
 */
export type QueryOfficeLookupArgs = {
  clientId?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * Conventions shared by every domain.
 *
 * Errors: every failure is a GraphQL error whose `extensions.code` is one of
 * BAD_USER_INPUT (with `extensions.fieldErrors: [FieldError]`, nested names such as `password.first`),
 * UNAUTHENTICATED (with `extensions.reason`: INVALID_CREDENTIALS, SESSION_TIMEOUT or SIGNED_OUT),
 * FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE, UPSTREAM_CONTRACT, RATE_LIMITED or INTERNAL_SERVER_ERROR
 * (masked). The message is the text the user sees.
 *
 * Mutations take one `input` argument and return a payload type named `<Mutation>Payload`.
 *
 * Lists are cursor-paged: a connection has `items` and `pageInfo`; pass `pageInfo.nextCursor` back
 * as `cursor` to load more. The page size is 10 unless a field says otherwise.
 */
export type QueryOfficesArgs = {
  clientId?: InputMaybe<Scalars['ID']['input']>;
  cursor?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<OfficeStatus>;
};


/**
 * Conventions shared by every domain.
 *
 * Errors: every failure is a GraphQL error whose `extensions.code` is one of
 * BAD_USER_INPUT (with `extensions.fieldErrors: [FieldError]`, nested names such as `password.first`),
 * UNAUTHENTICATED (with `extensions.reason`: INVALID_CREDENTIALS, SESSION_TIMEOUT or SIGNED_OUT),
 * FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE, UPSTREAM_CONTRACT, RATE_LIMITED or INTERNAL_SERVER_ERROR
 * (masked). The message is the text the user sees.
 *
 * Mutations take one `input` argument and return a payload type named `<Mutation>Payload`.
 *
 * Lists are cursor-paged: a connection has `items` and `pageInfo`; pass `pageInfo.nextCursor` back
 * as `cursor` to load more. The page size is 10 unless a field says otherwise.
 */
export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Conventions shared by every domain.
 *
 * Errors: every failure is a GraphQL error whose `extensions.code` is one of
 * BAD_USER_INPUT (with `extensions.fieldErrors: [FieldError]`, nested names such as `password.first`),
 * UNAUTHENTICATED (with `extensions.reason`: INVALID_CREDENTIALS, SESSION_TIMEOUT or SIGNED_OUT),
 * FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE, UPSTREAM_CONTRACT, RATE_LIMITED or INTERNAL_SERVER_ERROR
 * (masked). The message is the text the user sees.
 *
 * Mutations take one `input` argument and return a payload type named `<Mutation>Payload`.
 *
 * Lists are cursor-paged: a connection has `items` and `pageInfo`; pass `pageInfo.nextCursor` back
 * as `cursor` to load more. The page size is 10 unless a field says otherwise.
 */
export type QueryUserLookupArgs = {
  clientId?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * Conventions shared by every domain.
 *
 * Errors: every failure is a GraphQL error whose `extensions.code` is one of
 * BAD_USER_INPUT (with `extensions.fieldErrors: [FieldError]`, nested names such as `password.first`),
 * UNAUTHENTICATED (with `extensions.reason`: INVALID_CREDENTIALS, SESSION_TIMEOUT or SIGNED_OUT),
 * FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE, UPSTREAM_CONTRACT, RATE_LIMITED or INTERNAL_SERVER_ERROR
 * (masked). The message is the text the user sees.
 *
 * Mutations take one `input` argument and return a payload type named `<Mutation>Payload`.
 *
 * Lists are cursor-paged: a connection has `items` and `pageInfo`; pass `pageInfo.nextCursor` back
 * as `cursor` to load more. The page size is 10 unless a field says otherwise.
 */
export type QueryUsersArgs = {
  clientId?: InputMaybe<Scalars['ID']['input']>;
  cursor?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  officeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  roles?: InputMaybe<Array<Role>>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<UserStatus>;
};

export type RequestPasswordResetInput = {
  email: Scalars['String']['input'];
};

export type RequestPasswordResetPayload = {
  __typename?: 'RequestPasswordResetPayload';
  /** Success! We have sent password reset instructions to your email. */
  message: Scalars['String']['output'];
};

export type ResetPasswordInput = {
  confirmPassword: Scalars['String']['input'];
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};

export type ResetPasswordPayload = {
  __typename?: 'ResetPasswordPayload';
  ok: Scalars['Boolean']['output'];
};

export type Role =
  | 'ADMIN'
  /** Labelled Office Admin. */
  | 'AGENT_ADMIN'
  /** Labelled Agent. */
  | 'AGENT_USER'
  | 'CLIENT_ADMIN'
  | 'CLIENT_USER'
  | 'SUPER_ADMIN';

export type RoleLabel = {
  __typename?: 'RoleLabel';
  name: Scalars['String']['output'];
  value: Role;
};

export type SetOfficeUserActiveInput = {
  active: Scalars['Boolean']['input'];
  officeId: Scalars['ID']['input'];
  permissionId: Scalars['ID']['input'];
};

export type SubmitSupportRequestInput = {
  concern: Scalars['String']['input'];
  details: Scalars['String']['input'];
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  officeId: Scalars['ID']['input'];
};

export type SubmitSupportRequestPayload = {
  __typename?: 'SubmitSupportRequestPayload';
  /** Thank you for your submission to support. */
  message: Scalars['String']['output'];
  /** Support Form Submitted! */
  title: Scalars['String']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** The signed-in user's unread count, pushed whenever it changes (first value on subscribe). */
  notificationCount: Scalars['Int']['output'];
};

export type UpdateOfficeInput = {
  brandColor?: InputMaybe<Scalars['String']['input']>;
  destinationUrl?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  emailOrdersRecipients?: InputMaybe<Array<Scalars['String']['input']>>;
  emailOrdersWeekday?: InputMaybe<OfficeWeekday>;
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  organicSocialPosts?: InputMaybe<Scalars['Boolean']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  postcodes?: InputMaybe<Scalars['String']['input']>;
  primaryContact?: InputMaybe<Scalars['String']['input']>;
  revId?: InputMaybe<Scalars['String']['input']>;
  secondaryColor?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateOfficeReportInput = {
  id: Scalars['ID']['input'];
  interval: Scalars['Int']['input'];
  monthday: Scalars['Int']['input'];
  recipients: Array<Scalars['String']['input']>;
  recurrence: OfficeReportRecurrence;
  /** YYYY-MM-DD. */
  startDate: Scalars['Date']['input'];
  weekday: OfficeWeekday;
};

export type UpdateOfficeUserPermissionInput = {
  canViewMediaOrders: Scalars['Boolean']['input'];
  canViewPastOrders: Scalars['Boolean']['input'];
  canViewPaymentDetails: Scalars['Boolean']['input'];
  officeId: Scalars['ID']['input'];
  permissionId: Scalars['ID']['input'];
};

export type UpdateProfileInput = {
  firstName: Scalars['String']['input'];
  lastName?: InputMaybe<Scalars['String']['input']>;
  mobile?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateProfilePayload = {
  __typename?: 'UpdateProfilePayload';
  /** User settings updated */
  message: Scalars['String']['output'];
  profile: Profile;
};

export type UpdateUserInput = {
  clientId: Scalars['ID']['input'];
  destinationUrl?: InputMaybe<Scalars['String']['input']>;
  firstName: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  imageFileId?: InputMaybe<Scalars['ID']['input']>;
  lastName: Scalars['String']['input'];
  mobile?: InputMaybe<Scalars['String']['input']>;
  officeIds: Array<Scalars['ID']['input']>;
  postcode?: InputMaybe<Scalars['String']['input']>;
  role: Role;
};

export type UpdateUserPayload = {
  __typename?: 'UpdateUserPayload';
  user: AdminUser;
};

export type User = {
  __typename?: 'User';
  enabled: Scalars['Boolean']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  mobile: Maybe<Scalars['String']['output']>;
  passwordChangeable: Scalars['Boolean']['output'];
  /** The username, an e-mail address. */
  username: Scalars['String']['output'];
};

export type UserOfficePermission = {
  __typename?: 'UserOfficePermission';
  canViewMediaOrders: Scalars['Boolean']['output'];
  canViewPastOrders: Scalars['Boolean']['output'];
  canViewPaymentDetails: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  office: LookupItem;
  permissionUpdatable: Scalars['Boolean']['output'];
};

/** Which offices a user acts for: the list's Office column. */
export type UserOfficeScope =
  /** Super admin and admin rows: every office (the column shows All Offices). */
  | 'ALL_OFFICES'
  /** Client admin rows: every office of the user's client (`offices` lists them). */
  | 'CLIENT_OFFICES'
  /** Office admins and agents: the offices they hold a permission on (`offices`). */
  | 'SELECTED_OFFICES';

/** A role offered by a picker. */
export type UserRoleOption = {
  __typename?: 'UserRoleOption';
  label: Scalars['String']['output'];
  role: Role;
};

/**
 * Users administration (administration spec: the Users list and the user modal). Every field needs
 * the users permission (super admin, admin, client admin, office admin). Super admin and admin work
 * on any client; everyone else is held to their own client: another client's id is FORBIDDEN, never
 * silently widened or narrowed. Office admins see only users of their offices (the upstream scopes).
 */
export type UserStatus =
  /** Active (enabled = 1). */
  | 'ACTIVE'
  /** Inactive (enabled = 0). */
  | 'INACTIVE';

export type Viewer = {
  __typename?: 'Viewer';
  /** Whether the admin-tool access check allowed this user. */
  adminTools: Scalars['Boolean']['output'];
  /** Which areas of the portal this user may open (the role table of the platform spec). */
  can: NavPermissions;
  /** The client the user belongs to; null for platform staff. */
  client: Maybe<ClientSummary>;
  /** Enabled client feature keys (from the legacy dashboard API), e.g. audience. */
  features: Array<Scalars['String']['output']>;
  /** Slug of the user's home office, if any. */
  homeOfficeSlug: Maybe<Scalars['String']['output']>;
  /**
   * Where the user lands after sign-in (the spec's landing order), or null when the user has no
   * usable permission ("Please check your permissions").
   */
  homePath: Maybe<Scalars['String']['output']>;
  /** The offices the user may act for. */
  offices: Array<OfficeSummary>;
  /** Per-office view permissions of an agent user (all true for other roles). */
  permissions: OfficePermissions;
  /** The full profile (GET users/profile). */
  profile: Profile;
  role: Role;
  /** The role's label: Super Admin, Today Admin, Client Admin, Office Admin, Agent, Client User. */
  roleLabel: Scalars['String']['output'];
  user: User;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  ActivateUserInput: ActivateUserInput;
  ActivateUserPayload: ResolverTypeWrapper<Omit<ActivateUserPayload, 'user'> & { user: ResolversTypes['AdminUser'] }>;
  AddEmailRecipientInput: AddEmailRecipientInput;
  AddEmailRecipientPayload: ResolverTypeWrapper<AddEmailRecipientPayload>;
  AdminUser: ResolverTypeWrapper<AdminUserModel>;
  AdminUserConnection: ResolverTypeWrapper<Omit<AdminUserConnection, 'items'> & { items: Array<ResolversTypes['AdminUser']> }>;
  ArchiveUserInput: ArchiveUserInput;
  ArchiveUserPayload: ResolverTypeWrapper<ArchiveUserPayload>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Branding: ResolverTypeWrapper<Branding>;
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordPayload: ResolverTypeWrapper<ChangePasswordPayload>;
  Client: ResolverTypeWrapper<ClientModel>;
  ClientStatus: ClientStatus;
  ClientSummary: ResolverTypeWrapper<ClientSummary>;
  CreateOfficeInput: CreateOfficeInput;
  CreateUserInput: CreateUserInput;
  CreateUserPayload: ResolverTypeWrapper<Omit<CreateUserPayload, 'user'> & { user: ResolversTypes['AdminUser'] }>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeactivateUserInput: DeactivateUserInput;
  DeactivateUserPayload: ResolverTypeWrapper<DeactivateUserPayload>;
  DeleteEmailRecipientInput: DeleteEmailRecipientInput;
  DeleteEmailRecipientPayload: ResolverTypeWrapper<DeleteEmailRecipientPayload>;
  EmailRecipient: ResolverTypeWrapper<EmailRecipient>;
  FieldError: ResolverTypeWrapper<FieldError>;
  Handover: ResolverTypeWrapper<Handover>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LoginInput: LoginInput;
  LoginPayload: ResolverTypeWrapper<LoginPayloadModel>;
  LogoutPayload: ResolverTypeWrapper<LogoutPayload>;
  LookupItem: ResolverTypeWrapper<LookupItem>;
  MarkNotificationsReadInput: MarkNotificationsReadInput;
  MarkNotificationsReadPayload: ResolverTypeWrapper<MarkNotificationsReadPayload>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NavPermissions: ResolverTypeWrapper<NavPermissions>;
  Notification: ResolverTypeWrapper<Notification>;
  NotificationConnection: ResolverTypeWrapper<NotificationConnection>;
  Office: ResolverTypeWrapper<OfficeModel>;
  OfficeCampaignCounts: ResolverTypeWrapper<OfficeCampaignCounts>;
  OfficeCapabilities: ResolverTypeWrapper<OfficeCapabilities>;
  OfficeConnection: ResolverTypeWrapper<Omit<OfficeConnection, 'items'> & { items: Array<ResolversTypes['Office']> }>;
  OfficeDetails: ResolverTypeWrapper<OfficeDetails>;
  OfficeEmailOrders: ResolverTypeWrapper<OfficeEmailOrders>;
  OfficeIdInput: OfficeIdInput;
  OfficeListCapabilities: ResolverTypeWrapper<OfficeListCapabilitiesModel>;
  OfficeLogo: ResolverTypeWrapper<OfficeLogo>;
  OfficePayload: ResolverTypeWrapper<Omit<OfficePayload, 'office'> & { office: ResolversTypes['Office'] }>;
  OfficePaymentDetails: ResolverTypeWrapper<OfficePaymentDetails>;
  OfficePermissions: ResolverTypeWrapper<OfficePermissions>;
  OfficeReport: ResolverTypeWrapper<OfficeReport>;
  OfficeReportRecurrence: OfficeReportRecurrence;
  OfficeStatus: OfficeStatus;
  OfficeSummary: ResolverTypeWrapper<OfficeSummary>;
  OfficeUser: ResolverTypeWrapper<OfficeUserModel>;
  OfficeUserPayload: ResolverTypeWrapper<Omit<OfficeUserPayload, 'user'> & { user: ResolversTypes['OfficeUser'] }>;
  OfficeWeekday: OfficeWeekday;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PaymentMethod: PaymentMethod;
  PaymentMethods: ResolverTypeWrapper<PaymentMethods>;
  PersonName: ResolverTypeWrapper<PersonName>;
  Profile: ResolverTypeWrapper<ProfileModel>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: ResolverTypeWrapper<RequestPasswordResetPayload>;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResolverTypeWrapper<ResetPasswordPayload>;
  Role: Role;
  RoleLabel: ResolverTypeWrapper<RoleLabel>;
  SetOfficeUserActiveInput: SetOfficeUserActiveInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubmitSupportRequestInput: SubmitSupportRequestInput;
  SubmitSupportRequestPayload: ResolverTypeWrapper<SubmitSupportRequestPayload>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  UpdateOfficeInput: UpdateOfficeInput;
  UpdateOfficeReportInput: UpdateOfficeReportInput;
  UpdateOfficeUserPermissionInput: UpdateOfficeUserPermissionInput;
  UpdateProfileInput: UpdateProfileInput;
  UpdateProfilePayload: ResolverTypeWrapper<Omit<UpdateProfilePayload, 'profile'> & { profile: ResolversTypes['Profile'] }>;
  UpdateUserInput: UpdateUserInput;
  UpdateUserPayload: ResolverTypeWrapper<Omit<UpdateUserPayload, 'user'> & { user: ResolversTypes['AdminUser'] }>;
  User: ResolverTypeWrapper<User>;
  UserOfficePermission: ResolverTypeWrapper<UserOfficePermission>;
  UserOfficeScope: UserOfficeScope;
  UserRoleOption: ResolverTypeWrapper<UserRoleOption>;
  UserStatus: UserStatus;
  Viewer: ResolverTypeWrapper<ViewerModel>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ActivateUserInput: ActivateUserInput;
  ActivateUserPayload: Omit<ActivateUserPayload, 'user'> & { user: ResolversParentTypes['AdminUser'] };
  AddEmailRecipientInput: AddEmailRecipientInput;
  AddEmailRecipientPayload: AddEmailRecipientPayload;
  AdminUser: AdminUserModel;
  AdminUserConnection: Omit<AdminUserConnection, 'items'> & { items: Array<ResolversParentTypes['AdminUser']> };
  ArchiveUserInput: ArchiveUserInput;
  ArchiveUserPayload: ArchiveUserPayload;
  Boolean: Scalars['Boolean']['output'];
  Branding: Branding;
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordPayload: ChangePasswordPayload;
  Client: ClientModel;
  ClientSummary: ClientSummary;
  CreateOfficeInput: CreateOfficeInput;
  CreateUserInput: CreateUserInput;
  CreateUserPayload: Omit<CreateUserPayload, 'user'> & { user: ResolversParentTypes['AdminUser'] };
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DeactivateUserInput: DeactivateUserInput;
  DeactivateUserPayload: DeactivateUserPayload;
  DeleteEmailRecipientInput: DeleteEmailRecipientInput;
  DeleteEmailRecipientPayload: DeleteEmailRecipientPayload;
  EmailRecipient: EmailRecipient;
  FieldError: FieldError;
  Handover: Handover;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LoginInput: LoginInput;
  LoginPayload: LoginPayloadModel;
  LogoutPayload: LogoutPayload;
  LookupItem: LookupItem;
  MarkNotificationsReadInput: MarkNotificationsReadInput;
  MarkNotificationsReadPayload: MarkNotificationsReadPayload;
  Mutation: Record<PropertyKey, never>;
  NavPermissions: NavPermissions;
  Notification: Notification;
  NotificationConnection: NotificationConnection;
  Office: OfficeModel;
  OfficeCampaignCounts: OfficeCampaignCounts;
  OfficeCapabilities: OfficeCapabilities;
  OfficeConnection: Omit<OfficeConnection, 'items'> & { items: Array<ResolversParentTypes['Office']> };
  OfficeDetails: OfficeDetails;
  OfficeEmailOrders: OfficeEmailOrders;
  OfficeIdInput: OfficeIdInput;
  OfficeListCapabilities: OfficeListCapabilitiesModel;
  OfficeLogo: OfficeLogo;
  OfficePayload: Omit<OfficePayload, 'office'> & { office: ResolversParentTypes['Office'] };
  OfficePaymentDetails: OfficePaymentDetails;
  OfficePermissions: OfficePermissions;
  OfficeReport: OfficeReport;
  OfficeSummary: OfficeSummary;
  OfficeUser: OfficeUserModel;
  OfficeUserPayload: Omit<OfficeUserPayload, 'user'> & { user: ResolversParentTypes['OfficeUser'] };
  PageInfo: PageInfo;
  PaymentMethods: PaymentMethods;
  PersonName: PersonName;
  Profile: ProfileModel;
  Query: Record<PropertyKey, never>;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: RequestPasswordResetPayload;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResetPasswordPayload;
  RoleLabel: RoleLabel;
  SetOfficeUserActiveInput: SetOfficeUserActiveInput;
  String: Scalars['String']['output'];
  SubmitSupportRequestInput: SubmitSupportRequestInput;
  SubmitSupportRequestPayload: SubmitSupportRequestPayload;
  Subscription: Record<PropertyKey, never>;
  UpdateOfficeInput: UpdateOfficeInput;
  UpdateOfficeReportInput: UpdateOfficeReportInput;
  UpdateOfficeUserPermissionInput: UpdateOfficeUserPermissionInput;
  UpdateProfileInput: UpdateProfileInput;
  UpdateProfilePayload: Omit<UpdateProfilePayload, 'profile'> & { profile: ResolversParentTypes['Profile'] };
  UpdateUserInput: UpdateUserInput;
  UpdateUserPayload: Omit<UpdateUserPayload, 'user'> & { user: ResolversParentTypes['AdminUser'] };
  User: User;
  UserOfficePermission: UserOfficePermission;
  UserRoleOption: UserRoleOption;
  Viewer: ViewerModel;
};

export type ActivateUserPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ActivateUserPayload'] = ResolversParentTypes['ActivateUserPayload']> = {
  user?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType>;
};

export type AddEmailRecipientPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AddEmailRecipientPayload'] = ResolversParentTypes['AddEmailRecipientPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipient?: Resolver<ResolversTypes['EmailRecipient'], ParentType, ContextType>;
};

export type AdminUserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminUser'] = ResolversParentTypes['AdminUser']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  client?: Resolver<Maybe<ResolversTypes['LookupItem']>, ParentType, ContextType>;
  clientOffices?: Resolver<Array<ResolversTypes['LookupItem']>, ParentType, ContextType>;
  destinationUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageFileId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  modified?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  officeScope?: Resolver<ResolversTypes['UserOfficeScope'], ParentType, ContextType>;
  offices?: Resolver<Array<ResolversTypes['LookupItem']>, ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['UserOfficePermission']>, ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  roleLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminUserConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminUserConnection'] = ResolversParentTypes['AdminUserConnection']> = {
  items?: Resolver<Array<ResolversTypes['AdminUser']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ArchiveUserPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ArchiveUserPayload'] = ResolversParentTypes['ArchiveUserPayload']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type BrandingResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Branding'] = ResolversParentTypes['Branding']> = {
  faviconUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logoInverseUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subDomain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChangePasswordPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChangePasswordPayload'] = ResolversParentTypes['ChangePasswordPayload']> = {
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ClientResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Client'] = ResolversParentTypes['Client']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentMethods?: Resolver<ResolversTypes['PaymentMethods'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ClientStatus'], ParentType, ContextType>;
  subDomain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClientSummaryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClientSummary'] = ResolversParentTypes['ClientSummary']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subDomain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreateUserPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CreateUserPayload'] = ResolversParentTypes['CreateUserPayload']> = {
  user?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeactivateUserPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeactivateUserPayload'] = ResolversParentTypes['DeactivateUserPayload']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DeleteEmailRecipientPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteEmailRecipientPayload'] = ResolversParentTypes['DeleteEmailRecipientPayload']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EmailRecipientResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EmailRecipient'] = ResolversParentTypes['EmailRecipient']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['PersonName']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FieldErrorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = {
  messages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HandoverResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Handover'] = ResolversParentTypes['Handover']> = {
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LoginPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = {
  handover?: Resolver<Maybe<ResolversTypes['Handover']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type LogoutPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LogoutPayload'] = ResolversParentTypes['LogoutPayload']> = {
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type LookupItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LookupItem'] = ResolversParentTypes['LookupItem']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MarkNotificationsReadPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MarkNotificationsReadPayload'] = ResolversParentTypes['MarkNotificationsReadPayload']> = {
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  activateUser?: Resolver<ResolversTypes['ActivateUserPayload'], ParentType, ContextType, RequireFields<MutationActivateUserArgs, 'input'>>;
  addEmailRecipient?: Resolver<ResolversTypes['AddEmailRecipientPayload'], ParentType, ContextType, RequireFields<MutationAddEmailRecipientArgs, 'input'>>;
  archiveOffice?: Resolver<ResolversTypes['OfficePayload'], ParentType, ContextType, RequireFields<MutationArchiveOfficeArgs, 'input'>>;
  archiveUser?: Resolver<ResolversTypes['ArchiveUserPayload'], ParentType, ContextType, RequireFields<MutationArchiveUserArgs, 'input'>>;
  changePassword?: Resolver<ResolversTypes['ChangePasswordPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  createOffice?: Resolver<ResolversTypes['OfficePayload'], ParentType, ContextType, RequireFields<MutationCreateOfficeArgs, 'input'>>;
  createUser?: Resolver<ResolversTypes['CreateUserPayload'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  deactivateUser?: Resolver<ResolversTypes['DeactivateUserPayload'], ParentType, ContextType, RequireFields<MutationDeactivateUserArgs, 'input'>>;
  deleteEmailRecipient?: Resolver<ResolversTypes['DeleteEmailRecipientPayload'], ParentType, ContextType, RequireFields<MutationDeleteEmailRecipientArgs, 'input'>>;
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['LogoutPayload'], ParentType, ContextType>;
  markNotificationsRead?: Resolver<ResolversTypes['MarkNotificationsReadPayload'], ParentType, ContextType, RequireFields<MutationMarkNotificationsReadArgs, 'input'>>;
  noop?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requestPasswordReset?: Resolver<ResolversTypes['RequestPasswordResetPayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['ResetPasswordPayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  setOfficeUserActive?: Resolver<ResolversTypes['OfficeUserPayload'], ParentType, ContextType, RequireFields<MutationSetOfficeUserActiveArgs, 'input'>>;
  startHandover?: Resolver<Maybe<ResolversTypes['Handover']>, ParentType, ContextType, Partial<MutationStartHandoverArgs>>;
  submitSupportRequest?: Resolver<ResolversTypes['SubmitSupportRequestPayload'], ParentType, ContextType, RequireFields<MutationSubmitSupportRequestArgs, 'input'>>;
  unarchiveOffice?: Resolver<ResolversTypes['OfficePayload'], ParentType, ContextType, RequireFields<MutationUnarchiveOfficeArgs, 'input'>>;
  updateOffice?: Resolver<ResolversTypes['OfficePayload'], ParentType, ContextType, RequireFields<MutationUpdateOfficeArgs, 'input'>>;
  updateOfficeReport?: Resolver<ResolversTypes['OfficePayload'], ParentType, ContextType, RequireFields<MutationUpdateOfficeReportArgs, 'input'>>;
  updateOfficeUserPermission?: Resolver<ResolversTypes['OfficeUserPayload'], ParentType, ContextType, RequireFields<MutationUpdateOfficeUserPermissionArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['UpdateProfilePayload'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  updateUser?: Resolver<ResolversTypes['UpdateUserPayload'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'input'>>;
};

export type NavPermissionsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NavPermissions'] = ResolversParentTypes['NavPermissions']> = {
  adminAudience?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  adminTools?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  adminToolsNav?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  audience?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  campaigns?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  clients?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  globalReport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  offices?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  packages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  partnerLogs?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reports?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  users?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  view?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type NotificationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creatorInitials?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isClientUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type NotificationConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationConnection'] = ResolversParentTypes['NotificationConnection']> = {
  items?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type OfficeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Office'] = ResolversParentTypes['Office']> = {
  campaignCounts?: Resolver<Maybe<ResolversTypes['OfficeCampaignCounts']>, ParentType, ContextType>;
  capabilities?: Resolver<ResolversTypes['OfficeCapabilities'], ParentType, ContextType>;
  client?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType>;
  details?: Resolver<ResolversTypes['OfficeDetails'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentDetails?: Resolver<Maybe<ResolversTypes['OfficePaymentDetails']>, ParentType, ContextType>;
  paymentMethods?: Resolver<Maybe<ResolversTypes['PaymentMethods']>, ParentType, ContextType>;
  report?: Resolver<ResolversTypes['OfficeReport'], ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OfficeStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['OfficeUser']>, ParentType, ContextType>;
};

export type OfficeCampaignCountsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OfficeCampaignCounts'] = ResolversParentTypes['OfficeCampaignCounts']> = {
  active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  activeAgency?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  activeProperty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  agency?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  property?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OfficeCapabilitiesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OfficeCapabilities'] = ResolversParentTypes['OfficeCapabilities']> = {
  canArchive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canManageUsers?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canOpenCampaigns?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canUpdateCard?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canUpdateReport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OfficeConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OfficeConnection'] = ResolversParentTypes['OfficeConnection']> = {
  items?: Resolver<Array<ResolversTypes['Office']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type OfficeDetailsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OfficeDetails'] = ResolversParentTypes['OfficeDetails']> = {
  agentId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brandColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  destinationUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailOrders?: Resolver<ResolversTypes['OfficeEmailOrders'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['OfficeLogo']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organicSocialPosts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcodes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primaryContact?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  revId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secondaryColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OfficeEmailOrdersResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OfficeEmailOrders'] = ResolversParentTypes['OfficeEmailOrders']> = {
  recipients?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  weekday?: Resolver<ResolversTypes['OfficeWeekday'], ParentType, ContextType>;
};

export type OfficeListCapabilitiesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OfficeListCapabilities'] = ResolversParentTypes['OfficeListCapabilities']> = {
  canArchive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canCreate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canFilterByClient?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ownClient?: Resolver<Maybe<ResolversTypes['LookupItem']>, ParentType, ContextType>;
  showTabs?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OfficeLogoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OfficeLogo'] = ResolversParentTypes['OfficeLogo']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OfficePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OfficePayload'] = ResolversParentTypes['OfficePayload']> = {
  office?: Resolver<ResolversTypes['Office'], ParentType, ContextType>;
};

export type OfficePaymentDetailsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OfficePaymentDetails'] = ResolversParentTypes['OfficePaymentDetails']> = {
  clientTradingTerms?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethods?: Resolver<ResolversTypes['PaymentMethods'], ParentType, ContextType>;
};

export type OfficePermissionsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OfficePermissions'] = ResolversParentTypes['OfficePermissions']> = {
  canViewMediaOrders?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canViewPastOrders?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canViewPaymentDetails?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OfficeReportResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OfficeReport'] = ResolversParentTypes['OfficeReport']> = {
  interval?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastSent?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  monthday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recipients?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  recurrence?: Resolver<ResolversTypes['OfficeReportRecurrence'], ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  weekday?: Resolver<ResolversTypes['OfficeWeekday'], ParentType, ContextType>;
};

export type OfficeSummaryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OfficeSummary'] = ResolversParentTypes['OfficeSummary']> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OfficeUserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OfficeUser'] = ResolversParentTypes['OfficeUser']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canChange?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canViewMediaOrders?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canViewPastOrders?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canViewPaymentDetails?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  permissionUpdatable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  roleLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OfficeUserPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OfficeUserPayload'] = ResolversParentTypes['OfficeUserPayload']> = {
  user?: Resolver<ResolversTypes['OfficeUser'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PaymentMethodsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PaymentMethods'] = ResolversParentTypes['PaymentMethods']> = {
  agent?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  office?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  property?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
};

export type PersonNameResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PersonName'] = ResolversParentTypes['PersonName']> = {
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProfileResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = {
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passwordChangeable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['RoleLabel'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  assignableUserRoles?: Resolver<Array<ResolversTypes['UserRoleOption']>, ParentType, ContextType>;
  branding?: Resolver<Maybe<ResolversTypes['Branding']>, ParentType, ContextType, RequireFields<QueryBrandingArgs, 'host'>>;
  clientLookup?: Resolver<Array<ResolversTypes['LookupItem']>, ParentType, ContextType>;
  emailRecipientTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  emailRecipients?: Resolver<Array<ResolversTypes['EmailRecipient']>, ParentType, ContextType>;
  notificationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotificationConnection'], ParentType, ContextType, Partial<QueryNotificationsArgs>>;
  office?: Resolver<Maybe<ResolversTypes['Office']>, ParentType, ContextType, RequireFields<QueryOfficeArgs, 'id'>>;
  officeListCapabilities?: Resolver<ResolversTypes['OfficeListCapabilities'], ParentType, ContextType>;
  officeLookup?: Resolver<Array<ResolversTypes['LookupItem']>, ParentType, ContextType, Partial<QueryOfficeLookupArgs>>;
  offices?: Resolver<ResolversTypes['OfficeConnection'], ParentType, ContextType, RequireFields<QueryOfficesArgs, 'first' | 'status'>>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  packageLookup?: Resolver<Array<ResolversTypes['LookupItem']>, ParentType, ContextType>;
  sessionEnded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  topNotifications?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['AdminUser']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  userLookup?: Resolver<Array<ResolversTypes['LookupItem']>, ParentType, ContextType, Partial<QueryUserLookupArgs>>;
  userRoles?: Resolver<Array<ResolversTypes['UserRoleOption']>, ParentType, ContextType>;
  users?: Resolver<ResolversTypes['AdminUserConnection'], ParentType, ContextType, RequireFields<QueryUsersArgs, 'first'>>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type RequestPasswordResetPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RequestPasswordResetPayload'] = ResolversParentTypes['RequestPasswordResetPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ResetPasswordPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ResetPasswordPayload'] = ResolversParentTypes['ResetPasswordPayload']> = {
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RoleLabelResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RoleLabel'] = ResolversParentTypes['RoleLabel']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export type SubmitSupportRequestPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SubmitSupportRequestPayload'] = ResolversParentTypes['SubmitSupportRequestPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  notificationCount?: SubscriptionResolver<ResolversTypes['Int'], "notificationCount", ParentType, ContextType>;
};

export type UpdateProfilePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UpdateProfilePayload'] = ResolversParentTypes['UpdateProfilePayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
};

export type UpdateUserPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UpdateUserPayload'] = ResolversParentTypes['UpdateUserPayload']> = {
  user?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passwordChangeable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserOfficePermissionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserOfficePermission'] = ResolversParentTypes['UserOfficePermission']> = {
  canViewMediaOrders?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canViewPastOrders?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canViewPaymentDetails?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  office?: Resolver<ResolversTypes['LookupItem'], ParentType, ContextType>;
  permissionUpdatable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type UserRoleOptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserRoleOption'] = ResolversParentTypes['UserRoleOption']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export type ViewerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  adminTools?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  can?: Resolver<ResolversTypes['NavPermissions'], ParentType, ContextType>;
  client?: Resolver<Maybe<ResolversTypes['ClientSummary']>, ParentType, ContextType>;
  features?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  homeOfficeSlug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  homePath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  offices?: Resolver<Array<ResolversTypes['OfficeSummary']>, ParentType, ContextType>;
  permissions?: Resolver<ResolversTypes['OfficePermissions'], ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  roleLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type Resolvers<ContextType = Context> = {
  ActivateUserPayload?: ActivateUserPayloadResolvers<ContextType>;
  AddEmailRecipientPayload?: AddEmailRecipientPayloadResolvers<ContextType>;
  AdminUser?: AdminUserResolvers<ContextType>;
  AdminUserConnection?: AdminUserConnectionResolvers<ContextType>;
  ArchiveUserPayload?: ArchiveUserPayloadResolvers<ContextType>;
  Branding?: BrandingResolvers<ContextType>;
  ChangePasswordPayload?: ChangePasswordPayloadResolvers<ContextType>;
  Client?: ClientResolvers<ContextType>;
  ClientSummary?: ClientSummaryResolvers<ContextType>;
  CreateUserPayload?: CreateUserPayloadResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DeactivateUserPayload?: DeactivateUserPayloadResolvers<ContextType>;
  DeleteEmailRecipientPayload?: DeleteEmailRecipientPayloadResolvers<ContextType>;
  EmailRecipient?: EmailRecipientResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  Handover?: HandoverResolvers<ContextType>;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  LogoutPayload?: LogoutPayloadResolvers<ContextType>;
  LookupItem?: LookupItemResolvers<ContextType>;
  MarkNotificationsReadPayload?: MarkNotificationsReadPayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NavPermissions?: NavPermissionsResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationConnection?: NotificationConnectionResolvers<ContextType>;
  Office?: OfficeResolvers<ContextType>;
  OfficeCampaignCounts?: OfficeCampaignCountsResolvers<ContextType>;
  OfficeCapabilities?: OfficeCapabilitiesResolvers<ContextType>;
  OfficeConnection?: OfficeConnectionResolvers<ContextType>;
  OfficeDetails?: OfficeDetailsResolvers<ContextType>;
  OfficeEmailOrders?: OfficeEmailOrdersResolvers<ContextType>;
  OfficeListCapabilities?: OfficeListCapabilitiesResolvers<ContextType>;
  OfficeLogo?: OfficeLogoResolvers<ContextType>;
  OfficePayload?: OfficePayloadResolvers<ContextType>;
  OfficePaymentDetails?: OfficePaymentDetailsResolvers<ContextType>;
  OfficePermissions?: OfficePermissionsResolvers<ContextType>;
  OfficeReport?: OfficeReportResolvers<ContextType>;
  OfficeSummary?: OfficeSummaryResolvers<ContextType>;
  OfficeUser?: OfficeUserResolvers<ContextType>;
  OfficeUserPayload?: OfficeUserPayloadResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PaymentMethods?: PaymentMethodsResolvers<ContextType>;
  PersonName?: PersonNameResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RequestPasswordResetPayload?: RequestPasswordResetPayloadResolvers<ContextType>;
  ResetPasswordPayload?: ResetPasswordPayloadResolvers<ContextType>;
  RoleLabel?: RoleLabelResolvers<ContextType>;
  SubmitSupportRequestPayload?: SubmitSupportRequestPayloadResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  UpdateProfilePayload?: UpdateProfilePayloadResolvers<ContextType>;
  UpdateUserPayload?: UpdateUserPayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserOfficePermission?: UserOfficePermissionResolvers<ContextType>;
  UserRoleOption?: UserRoleOptionResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
};

