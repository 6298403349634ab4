/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ActivateUserInput = {
  id: string | number;
};

export type AddEmailRecipientInput = {
  email: string;
  type: string;
};

export type AddOrderAdjustmentInput = {
  /** Dollars as typed, at most two decimals (12.50, -3.25): read as text, stored in cents. */
  amount: string;
  campaignId: string | number;
  date: string;
  /** Revenue - ex. GST or TTV - ex. GST. */
  label: string;
  remarks?: string | null | undefined;
};

export type AddOrderNoteInput = {
  campaignId: string | number;
  note: string;
};

export type AdjustAdminCampaignDatesInput = {
  campaignId: string | number;
  endDate: string;
  note: string;
  startDate: string;
};

export type AdminCampaignStatus =
  | 'BOOKED'
  | 'CANCELLED'
  | 'FINISHED'
  | 'IN_PROGRESS'
  | 'STOPPED'
  | 'UPCOMING';

/** The statuses an admin may set by hand. */
export type AdminSettableStatus =
  | 'BOOKED'
  | 'CANCELLED'
  | 'FINISHED'
  | 'IN_PROGRESS';

export type AgentUrlSource =
  | 'AGENT'
  | 'PROPERTY';

export type ArchiveClientInput = {
  id: string | number;
};

export type ArchivePackageInput = {
  id: string | number;
};

export type ArchiveUserInput = {
  id: string | number;
};

export type AttachCampaignVideoInput = {
  campaignId: string | number;
  url: string;
};

export type AttachOfficeToClientInput = {
  clientId: string | number;
  officeId: string | number;
};

/**
 * Customer-list audiences (administration spec: the Audience list, the audience form and the audience
 * admin dashboard). The audience list, one audience, deleteAudience and the scope choices need the
 * audience feature: a role that is neither super admin, admin nor agent user, whose client has the
 * stored audience feature flag on (`Viewer.can.audience`). The admin dashboard fields need
 * `Viewer.can.adminAudience` (super admin or admin with the audience feature flag on). Everything else
 * answers FORBIDDEN.
 *
 * Creating and editing an audience are multipart uploads over HTTP, not GraphQL (the CSV streams
 * through the BFF to the upstream): `POST /audiences/validate-csv`, `POST /audiences`,
 * `POST /audiences/{id}`; the CSV template is `GET /downloads/audience-template.csv`. Global scope
 * sends `clientId` = `audienceScopeChoices.client.id` (another client's id is FORBIDDEN); Office and
 * Agent scope send the chosen `offices` / `agents` ids as repeated `uuids`. Field texts are those of
 * `schema/src/audiences.ts`; the upstream's CSV refusals come back on `csv`, row problems as a 422
 * whose message starts with `Row` plus `report` (see docs/upstream-api.md, audiences).
 * The upstream stores only SHA-256 hashes of the normalised contacts, never the file or its rows.
 */
export type AudienceScope =
  /** Agent: the selected agents (upstream scope `agent`). */
  | 'AGENT'
  /** Global: every office of the client (upstream scope `client`). */
  | 'CLIENT'
  /** Office: the selected offices (upstream scope `agency`). */
  | 'OFFICE';

export type CallAdminCampaignPartnerInput = {
  campaignId: string | number;
  kind: PartnerCallKind;
  note: string;
};

export type CancelCampaignInput = {
  campaignId: string | number;
  /** Required. */
  note: string;
};

export type CardOwnerInput = {
  /** The client's or the office's id. */
  id: string | number;
  kind: CardOwnerKind;
};

/** Whose card a card mutation is about. */
export type CardOwnerKind =
  | 'CLIENT'
  | 'OFFICE';

/** Which card field the portal shows. */
export type CardProvider =
  /** The sandbox card field, tokenised through `createSandboxCardToken`. */
  | 'SANDBOX'
  /** Stripe Elements with `publishableKey`. */
  | 'STRIPE';

/**
 * What a sandbox token is for: SAVE (the Payment Details tabs; a decline card is refused at once, as
 * when a card is attached) or PAYMENT (the order's payment dialog; a decline card tokenises and is
 * declined at the charge with its reason, as the public test cards behave).
 */
export type CardUsage =
  | 'PAYMENT'
  | 'SAVE';

export type ChangeAdminCampaignStatusInput = {
  campaignId: string | number;
  note: string;
  status: AdminSettableStatus;
};

export type ChangePasswordInput = {
  confirmPassword: string;
  currentPassword: string;
  newPassword: string;
};

/** The State select of the billing address: the eight Australian states and territories (blank is null). */
export type ClientAddressState =
  | 'ACT'
  | 'NSW'
  | 'NT'
  | 'QLD'
  | 'SA'
  | 'TAS'
  | 'VIC'
  | 'WA';

export type ClientBillingAddressInput = {
  administrativeAreaName?: ClientAddressState | null | undefined;
  buildingName?: string | null | undefined;
  localityName?: string | null | undefined;
  postalCodeNumber?: string | null | undefined;
  thoroughfareName?: string | null | undefined;
  thoroughfareNumber?: string | null | undefined;
};

/** The conversion data source. */
export type ClientConversionSource =
  /** Google Analytics (GA upstream). */
  | 'GA'
  /** Loopa. */
  | 'LOOPA';

export type ClientCreativeUrlsInput = {
  size160x600?: string | null | undefined;
  size300x250?: string | null | undefined;
  size300x600?: string | null | undefined;
  size970x250?: string | null | undefined;
};

/** The Details tab. Messages: Organisation name is required, Invalid Email, Invalid Email List, Invalid Domain. */
export type ClientDetailsInput = {
  abnNumber?: string | null | undefined;
  accountEmail?: string | null | undefined;
  /** Comma separated e-mails, white space ignored. */
  accountsEmailRecipients?: string | null | undefined;
  accountsEmailWeekday?: ClientWeekday | null | undefined;
  /** Comma separated name.tld entries, each with an optional leading *. */
  authorizedDomains?: string | null | undefined;
  /** Absent: unchanged; null: cleared; given: replaces the whole address. */
  billingAddress?: ClientBillingAddressInput | null | undefined;
  companyName?: string | null | undefined;
  conversionSource?: ClientConversionSource | null | undefined;
  emailFromName?: string | null | undefined;
  product?: string | null | undefined;
  /** Super admin and admin only; required on create. */
  subDomain?: string | null | undefined;
  title: string;
  vendorNumber?: string | null | undefined;
  workflowNumber?: string | null | undefined;
};

export type ClientDisplayInput = {
  showAgentCampaignAdTitle?: boolean | null | undefined;
  showAgentCampaignLabel?: boolean | null | undefined;
  /** Super admin and admin only. */
  showAgentLandingPage?: boolean | null | undefined;
  showCampaignExportPdf?: boolean | null | undefined;
  showCampaignReportButton?: boolean | null | undefined;
  /** Super admin and admin only. */
  showPropertyUrlField?: boolean | null | undefined;
};

/**
 * File ids from POST /files (see ClientImages); absent: unchanged, null: removed. Each must be a file
 * the viewer uploaded or one of this client's current images: any other (another client's logo) is
 * FORBIDDEN before the save; only then is the client's display config read (one more upstream call).
 */
export type ClientImagesInput = {
  adLogoFileId?: string | number | null | undefined;
  emailLogoBottomFileId?: string | number | null | undefined;
  emailLogoTopFileId?: string | number | null | undefined;
  faviconFileId?: string | number | null | undefined;
  landingPageCoverFileId?: string | number | null | undefined;
  logoFileId?: string | number | null | undefined;
  logoInverseFileId?: string | number | null | undefined;
};

/** Super admin and admin only. */
export type ClientIntegrationInput = {
  agent?: ClientCreativeUrlsInput | null | undefined;
  office?: ClientCreativeUrlsInput | null | undefined;
  property?: ClientCreativeUrlsInput | null | undefined;
};

/** Where an office of the Offices tab's checklist stands with regard to the client being viewed. */
export type ClientOfficeAttachment =
  /** The client's own office (checked). */
  | 'ATTACHED'
  /** Another client's office (checked and disabled). */
  | 'OTHER_CLIENT'
  /** An office without a client (unchecked; checking it attaches it). */
  | 'UNATTACHED';

/** Super admin and admin only. */
export type ClientPaymentDetailsInput = {
  defaultMethods?: ClientPaymentMethodsInput | null | undefined;
  tradingTerms?: string | null | undefined;
};

export type ClientPaymentMethodsInput = {
  agent?: PaymentMethod | null | undefined;
  office?: PaymentMethod | null | undefined;
  property?: PaymentMethod | null | undefined;
};

/**
 * Clients administration (administration spec: the Clients list and the client modal). Who may do
 * what is the spec's role table, enforced by the BFF before any upstream call:
 * - view (list, `client`): super admin, admin, client admin, office admin. Super admin and admin
 *   reach every client; everyone else only their own (another client's id is FORBIDDEN).
 * - edit main fields (Details, Display's four open flags, Images): super admin, admin, client admin.
 * - add, archive, sub-domain, Offices tab, Integration tab, payment options, trading terms, the two
 *   restricted display flags, Features tab: super admin and admin only. A mutation of anyone else
 *   that sets any of these is FORBIDDEN as a whole (never partly applied, never silently dropped).
 * - Payment Details tab: client admin, admin, super admin.
 * A tab field a role may not see answers FORBIDDEN (its value null); `Client.viewerCan` and
 * `clientAccess` say beforehand which tabs and actions the viewer has.
 */
export type ClientStatus =
  | 'ARCHIVED'
  | 'PUBLISHED';

/** The accounts e-mail's repeat day (the weekday radio, Mon to Sun). */
export type ClientWeekday =
  | 'FRI'
  | 'MON'
  | 'SAT'
  | 'SUN'
  | 'THU'
  | 'TUE'
  | 'WED';

export type CreateAgentCampaignInput = {
  adCopy?: string | null | undefined;
  adTitle?: string | null | undefined;
  additionalRecipients?: Array<string> | null | undefined;
  /** The chosen agent (one of agentOrderPage.agents); their profile follows what the form changed. */
  agentId?: string | number | null | undefined;
  audienceId?: string | number | null | undefined;
  destinationUrl?: string | null | undefined;
  email?: string | null | undefined;
  label?: string | null | undefined;
  /** A new main image (an upload of the viewer); empty keeps the chosen agent's image. */
  mainImageId?: string | number | null | undefined;
  name?: string | null | undefined;
  officeId: string | number;
  packageId?: string | number | null | undefined;
  phone?: string | null | undefined;
  /** 1 to 4 postcodes, comma separated. */
  postcodes?: string | null | undefined;
  /** 1 to 4 property images (uploads of the viewer). */
  propertyImageIds?: Array<string | number> | null | undefined;
  startDate?: string | null | undefined;
  videoUrl?: string | null | undefined;
};

export type CreateClientInput = {
  details: ClientDetailsInput;
};

export type CreateOfficeCampaignInput = {
  additionalRecipients?: Array<string> | null | undefined;
  audienceId?: string | number | null | undefined;
  destinationUrl?: string | null | undefined;
  email?: string | null | undefined;
  headline?: string | null | undefined;
  /** The CTA label (non-video packages). */
  label?: string | null | undefined;
  /** The key image (an upload of the viewer; non-video packages). */
  mainImageId?: string | number | null | undefined;
  name?: string | null | undefined;
  officeId: string | number;
  packageId?: string | number | null | undefined;
  phone?: string | null | undefined;
  postcodes?: string | null | undefined;
  /** The ad copy. */
  shortDescription?: string | null | undefined;
  startDate?: string | null | undefined;
  /** OfficeBranding, OfficeRecruitment or PropertyManagement. */
  subType?: string | null | undefined;
  videoUrl?: string | null | undefined;
};

/** The Details tab's fields (shared by createOffice and updateOffice). */
export type CreateOfficeInput = {
  brandColor?: string | null | undefined;
  /** Super admin and admin: any published client or none; client admins: their own (default). */
  clientId?: string | number | null | undefined;
  destinationUrl?: string | null | undefined;
  email?: string | null | undefined;
  emailOrdersRecipients?: Array<string> | null | undefined;
  emailOrdersWeekday?: OfficeWeekday | null | undefined;
  name: string;
  organicSocialPosts?: boolean | null | undefined;
  phone?: string | null | undefined;
  postcodes?: string | null | undefined;
  primaryContact?: string | null | undefined;
  revId?: string | null | undefined;
  secondaryColor?: string | null | undefined;
};

export type CreatePackageInput = {
  agentDuration?: number | null | undefined;
  agentPackageId?: string | null | undefined;
  description?: string | null | undefined;
  officeDuration?: number | null | undefined;
  officePackageId?: string | null | undefined;
  packagePrice?: number | null | undefined;
  pmpRequired?: boolean | null | undefined;
  productionFee?: number | null | undefined;
  propertyDuration?: number | null | undefined;
  /** Only with changePackageId (FORBIDDEN otherwise); leave out to keep. */
  propertyPackageId?: string | null | undefined;
  retailPrice?: number | null | undefined;
  sortOrder?: number | null | undefined;
  title: string;
  /** Only with changeTtbCharge (FORBIDDEN otherwise); leave out to keep. */
  ttbCharge?: number | null | undefined;
  type: PackageType;
  videoRequired?: boolean | null | undefined;
};

export type CreatePropertyCampaignInput = {
  additionalRecipients?: Array<string> | null | undefined;
  agentUrlSource?: AgentUrlSource | null | undefined;
  audienceId?: string | number | null | undefined;
  /** The agent page URL (agent extend). */
  destinationUrl?: string | null | undefined;
  email?: string | null | undefined;
  /** An uploaded lead agent image (files, sub-type agent-image). */
  mainImageId?: string | number | null | undefined;
  /** Lead agent (agent extend). */
  name?: string | null | undefined;
  note?: string | null | undefined;
  officeId: string | number;
  organicPost?: boolean | null | undefined;
  packageId?: string | number | null | undefined;
  /** 0000 111 222, without +61. */
  phone?: string | null | undefined;
  /** Exactly one postcode of 4 characters (agent extend). */
  postcode?: string | null | undefined;
  propertyId?: string | number | null | undefined;
  propertyUrl?: string | null | undefined;
  /** At most 100 characters; the property heading when blank. */
  shortDesc?: string | null | undefined;
  /** Tomorrow or later (YYYY-MM-DD). */
  startDate?: string | null | undefined;
  /** Whether the lead agent is the viewer, whose phone and image the order updates when changed. */
  updateViewer?: boolean | null | undefined;
  videoUrl?: string | null | undefined;
};

export type CreateUserInput = {
  clientId: string | number;
  destinationUrl?: string | null | undefined;
  /** The e-mail address, also the username. */
  email: string;
  firstName: string;
  /** A file id the viewer uploaded (POST /files?kind=userImage), or null; any other file is FORBIDDEN. */
  imageFileId?: string | number | null | undefined;
  lastName: string;
  mobile?: string | null | undefined;
  /** An agent exactly one office, an office admin at least one. */
  officeIds: Array<string | number>;
  postcode?: string | null | undefined;
  /** AGENT_ADMIN (Office Admin) or AGENT_USER (Agent). */
  role: Role;
};

export type DashboardKind =
  | 'AGENT'
  | 'OFFICE'
  | 'PROPERTY';

export type DeactivateUserInput = {
  id: string | number;
};

export type DeleteAudienceInput = {
  id: string | number;
};

export type DeleteEmailRecipientInput = {
  id: string | number;
};

export type DeleteOrderAdjustmentInput = {
  adjustmentId: string | number;
  campaignId: string | number;
};

export type FetchAdminCampaignPreviewInput = {
  campaignId: string | number;
};

export type GlobalReportFiltersInput = {
  /** Staff choose a client (none: all clients); everyone else is held to their own. */
  clientId?: string | number | null | undefined;
  from: string;
  officeIds?: Array<string | number> | null | undefined;
  statuses?: Array<string> | null | undefined;
  to: string;
  types?: Array<OrderType> | null | undefined;
};

export type LoginInput = {
  email: string;
  password: string;
};

export type MarkNotificationsReadInput = {
  ids?: Array<string | number> | null | undefined;
};

export type MarkOrderFreeOfChargeInput = {
  campaignId: string | number;
  text: string;
};

export type OfficeIdInput = {
  id: string | number;
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

/** Mon to Sun (the Email Orders and Campaign Report weekday radios). */
export type OfficeWeekday =
  | 'FRI'
  | 'MON'
  | 'SAT'
  | 'SUN'
  | 'THU'
  | 'TUE'
  | 'WED';

/** The orders list's filters (spec section 7's filter fields). */
export type OrderFiltersInput = {
  /** Booking date range (inclusive). */
  bookedFrom?: string | null | undefined;
  bookedTo?: string | null | undefined;
  /** Staff choose a client (none: all clients); everyone else is held to their own. */
  clientId?: string | number | null | undefined;
  invoiced?: boolean | null | undefined;
  officeIds?: Array<string | number> | null | undefined;
  packageIds?: Array<string | number> | null | undefined;
  search?: string | null | undefined;
  /** Start date range (inclusive). */
  startFrom?: string | null | undefined;
  startTo?: string | null | undefined;
  /** Campaign statuses as the filter ids: the mappedStatus of campaignStatuses, lowercased. */
  statuses?: Array<string> | null | undefined;
  types?: Array<OrderType> | null | undefined;
};

export type OrderPackageType =
  | 'AGENT_EXTEND'
  | 'PROPERTY';

/**
 * Orders and finance, the reports page and the global report (ordering spec 2.10, 2.11, 3 to 9).
 * The orders permission (super admin, admin, client admin, office admin) reads orders; what a row
 * shows depends on the role (spec section 6, `OrderPermissions`): a field the role may not see
 * resolves to null and a mutation it may not call is FORBIDDEN. Client and office admins are held to
 * their own client: another client's id is FORBIDDEN, never narrowed. Money is integer cents.
 */
export type OrderType =
  | 'AGENT'
  | 'AGENT_EXTEND'
  | 'OFFICE'
  | 'PROPERTY';

export type PackageStatus =
  | 'ARCHIVED'
  | 'PUBLISHED';

/**
 * Packages administration (administration spec: the Packages list and the package modal). Every
 * field needs the packages permission (super admin and admin). Writing a package id field needs
 * changePackageId and writing the TTB charge needs changeTtbCharge: a mutation that sets one without
 * the right is FORBIDDEN (never silently dropped); without changeTtbCharge `ttbCharge` reads null.
 * Prices are AUD excluding GST, in dollars and cents.
 */
export type PackageType =
  | 'AGENT'
  | 'AGENT_EXTEND'
  | 'OFFICE'
  | 'PROPERTY';

export type PartnerCallKind =
  | 'ORDER'
  | 'PRODUCT';

/** How a campaign is paid: exactly one of the fields for credit card; none for trading terms. */
export type PayCampaignInput = {
  campaignId: string | number;
  /**
   * The total the payer confirmed, in integer cents: campaignPayment's `total` as the dialog showed it.
   * Required from viewers who see prices; payCampaign refuses (BAD_USER_INPUT on this field, before any
   * charge) when it is not the amount the campaign charges. Agents, who see no price, send null: they
   * confirm the campaign by its package (campaignPayment's packageTitle).
   */
  confirmedAmountCents?: number | null | undefined;
  /** The sandbox card field's data (only without a publishable key). */
  sandboxCard?: SandboxCardInput | null | undefined;
  /** A saved card of the office or its client. */
  savedCardId?: string | number | null | undefined;
  /** A token of the card provider's browser library. */
  token?: string | null | undefined;
};

/** The campaign types a payment method is chosen for. */
export type PaymentCampaignType =
  | 'AGENT'
  | 'OFFICE'
  | 'PROPERTY';

/** How a campaign is paid. */
export type PaymentMethod =
  /** Shown as Credit Card (credit-card upstream). */
  | 'CREDIT_CARD'
  /** Shown as Trading Terms (trading-terms upstream). */
  | 'TRADING_TERMS';

export type PaymentOutcome =
  | 'DECLINED'
  | 'EXPIRED_CARD'
  | 'INSUFFICIENT_FUNDS'
  /** Paid by card. */
  | 'PAID'
  | 'PARTNER_PRODUCT_FAILED'
  /** Placed on trading terms. */
  | 'PLACED';

export type RequestPasswordResetInput = {
  email: string;
};

export type ResetPasswordInput = {
  confirmPassword: string;
  password: string;
  token: string;
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

/** What the sandbox card field sends to be tokenised (never stored or logged by the BFF). */
export type SandboxCardInput = {
  cvc: string;
  expMonth: number;
  /** Two or four digits. */
  expYear: number;
  /** Digits, spaces allowed. */
  number: string;
};

export type SetClientFeatureInput = {
  clientId: string | number;
  enabled: boolean;
  /** The feature's key. */
  featureKey: string;
};

export type SetOfficePaymentMethodInput = {
  campaignType: PaymentCampaignType;
  method: PaymentMethod;
  officeId: string | number;
};

export type SetOfficeUserActiveInput = {
  active: boolean;
  officeId: string | number;
  permissionId: string | number;
};

export type SetOrderInvoicedInput = {
  /** The order's campaign: for everyone but staff the order is first found in the viewer's own orders by it. */
  campaignId: string | number;
  invoiced: boolean;
  orderId: string | number;
};

export type SetPackageClientAttachedInput = {
  attached: boolean;
  clientId: string | number;
  packageId: string | number;
};

export type SetPackageOfficeAttachedInput = {
  attached: boolean;
  officeId: string | number;
  packageId: string | number;
};

export type SubmitSupportRequestInput = {
  concern: string;
  details: string;
  email: string;
  name: string;
  officeId: string | number;
};

export type UnarchiveClientInput = {
  id: string | number;
};

export type UnarchivePackageInput = {
  id: string | number;
};

export type UpdateClientInput = {
  details?: ClientDetailsInput | null | undefined;
  display?: ClientDisplayInput | null | undefined;
  id: string | number;
  images?: ClientImagesInput | null | undefined;
  integration?: ClientIntegrationInput | null | undefined;
  paymentDetails?: ClientPaymentDetailsInput | null | undefined;
};

export type UpdateOfficeInput = {
  brandColor?: string | null | undefined;
  destinationUrl?: string | null | undefined;
  email?: string | null | undefined;
  emailOrdersRecipients?: Array<string> | null | undefined;
  emailOrdersWeekday?: OfficeWeekday | null | undefined;
  id: string | number;
  name: string;
  organicSocialPosts?: boolean | null | undefined;
  phone?: string | null | undefined;
  postcodes?: string | null | undefined;
  primaryContact?: string | null | undefined;
  revId?: string | null | undefined;
  secondaryColor?: string | null | undefined;
};

export type UpdateOfficeReportInput = {
  id: string | number;
  interval: number;
  monthday: number;
  recipients: Array<string>;
  recurrence: OfficeReportRecurrence;
  /** YYYY-MM-DD. */
  startDate: string;
  weekday: OfficeWeekday;
};

export type UpdateOfficeUserPermissionInput = {
  canViewMediaOrders: boolean;
  canViewPastOrders: boolean;
  canViewPaymentDetails: boolean;
  officeId: string | number;
  permissionId: string | number;
};

export type UpdateOrderNoteInput = {
  campaignId: string | number;
  note: string;
  /** One of the campaign's internal notes. */
  noteId: string | number;
};

export type UpdatePackageInput = {
  agentDuration?: number | null | undefined;
  agentPackageId?: string | null | undefined;
  description?: string | null | undefined;
  id: string | number;
  officeDuration?: number | null | undefined;
  officePackageId?: string | null | undefined;
  packagePrice?: number | null | undefined;
  pmpRequired?: boolean | null | undefined;
  productionFee?: number | null | undefined;
  propertyDuration?: number | null | undefined;
  propertyPackageId?: string | null | undefined;
  retailPrice?: number | null | undefined;
  sortOrder?: number | null | undefined;
  title: string;
  ttbCharge?: number | null | undefined;
  type: PackageType;
  videoRequired?: boolean | null | undefined;
};

export type UpdateProfileInput = {
  firstName: string;
  lastName?: string | null | undefined;
  mobile?: string | null | undefined;
};

export type UpdateUserInput = {
  clientId: string | number;
  destinationUrl?: string | null | undefined;
  firstName: string;
  id: string | number;
  /**
   * A file id the viewer uploaded, or the user's current image sent back unchanged (staff: the user is
   * read for that check), or null; any other file is FORBIDDEN.
   */
  imageFileId?: string | number | null | undefined;
  lastName: string;
  mobile?: string | null | undefined;
  officeIds: Array<string | number>;
  postcode?: string | null | undefined;
  role: Role;
};

/** Which offices a user acts for: the list's Office column. */
export type UserOfficeScope =
  /** Super admin and admin rows: every office (the column shows All Offices). */
  | 'ALL_OFFICES'
  /** Client admin rows: every office of the user's client (`offices` lists them). */
  | 'CLIENT_OFFICES'
  /** Office admins and agents: the offices they hold a permission on (`offices`). */
  | 'SELECTED_OFFICES';

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

export type BrandingQueryVariables = Exact<{
  host: string;
}>;


export type BrandingQuery = { branding: { __typename: 'Branding', subDomain: string, logoUrl: string | null, logoInverseUrl: string | null, faviconUrl: string | null } | null };

export type StartHandoverMutationVariables = Exact<{
  next?: string | null | undefined;
}>;


export type StartHandoverMutation = { startHandover: { __typename: 'Handover', url: string } | null };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { __typename: 'LogoutPayload', ok: boolean } };

export type SessionViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionViewerQuery = { sessionEnded: boolean, viewer: (
    { __typename: 'Viewer', role: Role, homePath: string | null, client: { __typename: 'ClientSummary', id: string, subDomain: string | null } | null, can: { __typename: 'NavPermissions', view: boolean, clients: boolean, offices: boolean, users: boolean, packages: boolean, campaigns: boolean, notifications: boolean, orders: boolean, reports: boolean, globalReport: boolean, partnerLogs: boolean, audience: boolean, adminAudience: boolean, adminTools: boolean, adminToolsNav: boolean } }
    & { ' $fragmentRefs'?: { 'Header_ViewerFragment': Header_ViewerFragment;'PrimaryNav_ViewerFragment': PrimaryNav_ViewerFragment;'SupportForm_ViewerFragment': SupportForm_ViewerFragment } }
  ) | null };

export type AdminCampaignFieldsFragment = { __typename: 'AdminCampaign', id: string, type: string, displayName: string, officeName: string, packageTitle: string, startDate: string, endDate: string, propertyTitle: string | null, bookedBy: string | null, bookedAt: string | null, status: AdminCampaignStatus | null, associatedCampaignId: string | null, facebookPreview: string | null, hasProductResponse: boolean, hasOrderResponse: boolean, paymentMethod: string | null } & { ' $fragmentName'?: 'AdminCampaignFieldsFragment' };

export type AdminCampaignQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminCampaignQuery = { adminCampaign: (
    { __typename: 'AdminCampaign', id: string }
    & { ' $fragmentRefs'?: { 'AdminCampaignFieldsFragment': AdminCampaignFieldsFragment } }
  ) | null };

export type AdjustAdminCampaignDatesMutationVariables = Exact<{
  input: AdjustAdminCampaignDatesInput;
}>;


export type AdjustAdminCampaignDatesMutation = { adjustAdminCampaignDates: { __typename: 'AdminCampaignPayload', message: string, campaign: (
      { __typename: 'AdminCampaign', id: string }
      & { ' $fragmentRefs'?: { 'AdminCampaignFieldsFragment': AdminCampaignFieldsFragment } }
    ) } };

export type ChangeAdminCampaignStatusMutationVariables = Exact<{
  input: ChangeAdminCampaignStatusInput;
}>;


export type ChangeAdminCampaignStatusMutation = { changeAdminCampaignStatus: { __typename: 'ChangeAdminCampaignStatusPayload', message: string, partnerIssue: boolean, campaign: (
      { __typename: 'AdminCampaign', id: string }
      & { ' $fragmentRefs'?: { 'AdminCampaignFieldsFragment': AdminCampaignFieldsFragment } }
    ) } };

export type CallAdminCampaignPartnerMutationVariables = Exact<{
  input: CallAdminCampaignPartnerInput;
}>;


export type CallAdminCampaignPartnerMutation = { callAdminCampaignPartner: { __typename: 'CallAdminCampaignPartnerPayload', succeeded: boolean, message: string, campaign: (
      { __typename: 'AdminCampaign', id: string }
      & { ' $fragmentRefs'?: { 'AdminCampaignFieldsFragment': AdminCampaignFieldsFragment } }
    ) } };

export type FetchAdminCampaignPreviewMutationVariables = Exact<{
  input: FetchAdminCampaignPreviewInput;
}>;


export type FetchAdminCampaignPreviewMutation = { fetchAdminCampaignPreview: { __typename: 'FetchAdminCampaignPreviewPayload', campaignId: string, preview: string | null } };

export type DeleteEmailRecipientMutationVariables = Exact<{
  input: DeleteEmailRecipientInput;
}>;


export type DeleteEmailRecipientMutation = { deleteEmailRecipient: { __typename: 'DeleteEmailRecipientPayload', id: string } };

export type AddEmailRecipientMutationVariables = Exact<{
  input: AddEmailRecipientInput;
}>;


export type AddEmailRecipientMutation = { addEmailRecipient: { __typename: 'AddEmailRecipientPayload', recipient: { __typename: 'EmailRecipient', id: string } } };

export type EmailRecipientRow_RecipientFragment = { __typename: 'EmailRecipient', id: string, email: string, type: string, createdAt: string, createdBy: { __typename: 'PersonName', firstName: string, lastName: string } | null } & { ' $fragmentName'?: 'EmailRecipientRow_RecipientFragment' };

export type EmailRecipientTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type EmailRecipientTypesQuery = { emailRecipientTypes: Array<string> };

export type EmailRecipientsQueryVariables = Exact<{ [key: string]: never; }>;


export type EmailRecipientsQuery = { emailRecipients: Array<(
    { __typename: 'EmailRecipient', id: string }
    & { ' $fragmentRefs'?: { 'EmailRecipientRow_RecipientFragment': EmailRecipientRow_RecipientFragment } }
  )> };

export type AdminAudiencesTable_AudienceFragment = { __typename: 'Audience', id: string, name: string, scopeDisplay: string, createdAt: string, deleted: boolean, campaignCount: number, client: { __typename: 'LookupItem', id: string, title: string }, assignments: Array<{ __typename: 'LookupItem', id: string, title: string }>, createdBy: { __typename: 'AudienceCreator', id: string, fullName: string } | null } & { ' $fragmentName'?: 'AdminAudiencesTable_AudienceFragment' };

export type AudiencesTable_AudienceFragment = { __typename: 'Audience', id: string, name: string, scopeDisplay: string, createdAt: string, campaignCount: number, viewerIsCreator: boolean, assignments: Array<{ __typename: 'LookupItem', id: string, title: string }>, createdBy: { __typename: 'AudienceCreator', id: string, fullName: string } | null } & { ' $fragmentName'?: 'AudiencesTable_AudienceFragment' };

export type AudiencesPageQueryVariables = Exact<{
  page: number;
}>;


export type AudiencesPageQuery = { audiences: { __typename: 'AudiencePage', page: number, totalPages: number, totalCount: number, items: Array<(
      { __typename: 'Audience', id: string }
      & { ' $fragmentRefs'?: { 'AudiencesTable_AudienceFragment': AudiencesTable_AudienceFragment } }
    )> } };

export type DeleteAudienceMutationVariables = Exact<{
  input: DeleteAudienceInput;
}>;


export type DeleteAudienceMutation = { deleteAudience: { __typename: 'DeleteAudiencePayload', id: string } };

export type AudienceFormPageQueryVariables = Exact<{
  id: string | number;
  editing: boolean;
}>;


export type AudienceFormPageQuery = { audience?: { __typename: 'Audience', id: string, name: string, scope: AudienceScope, contactCount: number, viewerIsCreator: boolean, assignments: Array<{ __typename: 'LookupItem', id: string, title: string }>, client: { __typename: 'LookupItem', id: string, title: string } } | null, audienceScopeChoices: { __typename: 'AudienceScopeChoices', client: { __typename: 'LookupItem', id: string, title: string }, offices: Array<{ __typename: 'LookupItem', id: string, title: string }>, agents: Array<{ __typename: 'LookupItem', id: string, title: string }> } };

export type AdminAudiencesPageQueryVariables = Exact<{
  page: number;
}>;


export type AdminAudiencesPageQuery = { adminAudiences: { __typename: 'AudiencePage', page: number, totalPages: number, totalCount: number, items: Array<(
      { __typename: 'Audience', id: string }
      & { ' $fragmentRefs'?: { 'AdminAudiencesTable_AudienceFragment': AdminAudiencesTable_AudienceFragment } }
    )> } };

export type AdminAudienceCampaignsQueryVariables = Exact<{
  audienceId: string | number;
  page: number;
}>;


export type AdminAudienceCampaignsQuery = { adminAudienceCampaigns: { __typename: 'AudienceCampaignPage', page: number, totalPages: number, totalCount: number, items: Array<{ __typename: 'AudienceCampaign', id: string, displayName: string, type: string, createdAt: string }> } };

export type RequestPasswordResetMutationVariables = Exact<{
  input: RequestPasswordResetInput;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: { __typename: 'RequestPasswordResetPayload', message: string } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { __typename: 'LoginPayload', viewer: { __typename: 'Viewer', homePath: string | null }, handover: { __typename: 'Handover', url: string } | null } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { __typename: 'ResetPasswordPayload', ok: boolean } };

export type SavedCardFieldsFragment = { __typename: 'SavedCard', id: string, brand: string, last4: string, expMonth: number, expYear: number } & { ' $fragmentName'?: 'SavedCardFieldsFragment' };

export type CardEntryQueryVariables = Exact<{ [key: string]: never; }>;


export type CardEntryQuery = { cardEntry: { __typename: 'CardEntry', provider: CardProvider, publishableKey: string | null } };

export type CreateSandboxCardTokenMutationVariables = Exact<{
  card: SandboxCardInput;
  usage?: CardUsage | null | undefined;
}>;


export type CreateSandboxCardTokenMutation = { createSandboxCardToken: string };

export type SaveCardMutationVariables = Exact<{
  owner: CardOwnerInput;
  token: string;
}>;


export type SaveCardMutation = { saveCard: (
    { __typename: 'SavedCard' }
    & { ' $fragmentRefs'?: { 'SavedCardFieldsFragment': SavedCardFieldsFragment } }
  ) };

export type RemoveCardMutationVariables = Exact<{
  owner: CardOwnerInput;
}>;


export type RemoveCardMutation = { removeCard: boolean };

export type ClientsTable_ClientFragment = { __typename: 'Client', id: string, title: string, product: string | null, logoUrl: string | null, status: ClientStatus, paymentMethods: { __typename: 'PaymentMethods', property: PaymentMethod | null, agent: PaymentMethod | null, office: PaymentMethod | null } } & { ' $fragmentName'?: 'ClientsTable_ClientFragment' };

export type ClientAccessFieldsFragment = { __typename: 'ClientAccess', add: boolean, editMainFields: boolean, editSubDomain: boolean, archive: boolean, editDisplayConfig: boolean, changePaymentOptions: boolean, editTradingTerms: boolean, attachOffices: boolean, editIntegration: boolean, switchFeatures: boolean, changeCard: boolean, tabs: { __typename: 'ClientTabs', details: boolean, display: boolean, images: boolean, offices: boolean, integration: boolean, paymentDetails: boolean, features: boolean } } & { ' $fragmentName'?: 'ClientAccessFieldsFragment' };

export type ClientsPageQueryVariables = Exact<{
  status: ClientStatus;
  search?: string | null | undefined;
  first?: number | null | undefined;
  cursor?: string | null | undefined;
}>;


export type ClientsPageQuery = { clientAccess: (
    { __typename: 'ClientAccess' }
    & { ' $fragmentRefs'?: { 'ClientAccessFieldsFragment': ClientAccessFieldsFragment } }
  ), clients: { __typename: 'ClientConnection', items: Array<(
      { __typename: 'Client', id: string }
      & { ' $fragmentRefs'?: { 'ClientsTable_ClientFragment': ClientsTable_ClientFragment } }
    )>, pageInfo: { __typename: 'PageInfo', nextCursor: string | null, hasMore: boolean } } };

export type ClientDetailsTabQueryVariables = Exact<{
  id: string | number;
}>;


export type ClientDetailsTabQuery = { client: { __typename: 'Client', id: string, title: string, status: ClientStatus, details: (
      { __typename: 'ClientDetails' }
      & { ' $fragmentRefs'?: { 'ClientDetailsFieldsFragment': ClientDetailsFieldsFragment } }
    ) | null } | null };

export type ClientDetailsFieldsFragment = { __typename: 'ClientDetails', title: string, product: string | null, subDomain: string | null, companyName: string | null, abnNumber: string | null, accountEmail: string | null, vendorNumber: string | null, workflowNumber: string | null, emailFromName: string | null, accountsEmailRecipients: string, accountsEmailWeekday: ClientWeekday, conversionSource: ClientConversionSource, authorizedDomains: string, billingAddress: { __typename: 'ClientBillingAddress', buildingName: string | null, thoroughfareNumber: string | null, thoroughfareName: string | null, localityName: string | null, postalCodeNumber: string | null, administrativeAreaName: ClientAddressState | null } } & { ' $fragmentName'?: 'ClientDetailsFieldsFragment' };

export type ClientDisplayTabQueryVariables = Exact<{
  id: string | number;
}>;


export type ClientDisplayTabQuery = { client: { __typename: 'Client', id: string, status: ClientStatus, display: (
      { __typename: 'ClientDisplay' }
      & { ' $fragmentRefs'?: { 'ClientDisplayFieldsFragment': ClientDisplayFieldsFragment } }
    ) | null } | null };

export type ClientDisplayFieldsFragment = { __typename: 'ClientDisplay', configEditable: boolean, showCampaignReportButton: boolean, showCampaignExportPdf: boolean, showAgentCampaignAdTitle: boolean, showAgentCampaignLabel: boolean, showPropertyUrlField: boolean | null, showAgentLandingPage: boolean | null } & { ' $fragmentName'?: 'ClientDisplayFieldsFragment' };

export type ClientImagesTabQueryVariables = Exact<{
  id: string | number;
}>;


export type ClientImagesTabQuery = { client: { __typename: 'Client', id: string, status: ClientStatus, images: (
      { __typename: 'ClientImages' }
      & { ' $fragmentRefs'?: { 'ClientImagesFieldsFragment': ClientImagesFieldsFragment } }
    ) | null } | null };

export type ClientImagesFieldsFragment = { __typename: 'ClientImages', logo: { __typename: 'ClientImage', fileId: string, url: string | null } | null, logoInverse: { __typename: 'ClientImage', fileId: string, url: string | null } | null, adLogo: { __typename: 'ClientImage', fileId: string, url: string | null } | null, favicon: { __typename: 'ClientImage', fileId: string, url: string | null } | null, emailLogoTop: { __typename: 'ClientImage', fileId: string, url: string | null } | null, emailLogoBottom: { __typename: 'ClientImage', fileId: string, url: string | null } | null, landingPageCover: { __typename: 'ClientImage', fileId: string, url: string | null } | null } & { ' $fragmentName'?: 'ClientImagesFieldsFragment' };

export type ClientOfficesTabQueryVariables = Exact<{
  id: string | number;
}>;


export type ClientOfficesTabQuery = { client: { __typename: 'Client', id: string, status: ClientStatus, offices: Array<{ __typename: 'ClientOfficeOption', id: string, officeId: string, displayName: string, attachment: ClientOfficeAttachment, otherClientTitle: string | null }> | null } | null };

export type ClientIntegrationTabQueryVariables = Exact<{
  id: string | number;
}>;


export type ClientIntegrationTabQuery = { client: { __typename: 'Client', id: string, status: ClientStatus, integration: (
      { __typename: 'ClientIntegration' }
      & { ' $fragmentRefs'?: { 'ClientIntegrationFieldsFragment': ClientIntegrationFieldsFragment } }
    ) | null } | null };

export type ClientIntegrationFieldsFragment = { __typename: 'ClientIntegration', property: { __typename: 'ClientCreativeUrls', size160x600: string | null, size300x600: string | null, size300x250: string | null, size970x250: string | null }, office: { __typename: 'ClientCreativeUrls', size160x600: string | null, size300x600: string | null, size300x250: string | null, size970x250: string | null }, agent: { __typename: 'ClientCreativeUrls', size160x600: string | null, size300x600: string | null, size300x250: string | null, size970x250: string | null } } & { ' $fragmentName'?: 'ClientIntegrationFieldsFragment' };

export type ClientPaymentTabQueryVariables = Exact<{
  id: string | number;
}>;


export type ClientPaymentTabQuery = { client: { __typename: 'Client', id: string, status: ClientStatus, paymentDetails: (
      { __typename: 'ClientPaymentDetails' }
      & { ' $fragmentRefs'?: { 'ClientPaymentFieldsFragment': ClientPaymentFieldsFragment } }
    ) | null, card: (
      { __typename: 'SavedCard' }
      & { ' $fragmentRefs'?: { 'SavedCardFieldsFragment': SavedCardFieldsFragment } }
    ) | null } | null };

export type ClientPaymentFieldsFragment = { __typename: 'ClientPaymentDetails', tradingTerms: string | null, defaultMethods: { __typename: 'PaymentMethods', property: PaymentMethod | null, agent: PaymentMethod | null, office: PaymentMethod | null }, offices: Array<{ __typename: 'ClientOfficePayment', id: string, displayName: string, paymentMethods: { __typename: 'PaymentMethods', property: PaymentMethod | null, agent: PaymentMethod | null, office: PaymentMethod | null } }> } & { ' $fragmentName'?: 'ClientPaymentFieldsFragment' };

export type ClientFeaturesTabQueryVariables = Exact<{
  id: string | number;
}>;


export type ClientFeaturesTabQuery = { client: { __typename: 'Client', id: string, status: ClientStatus, features: Array<{ __typename: 'ClientFeature', id: string, key: string, name: string, description: string, enabled: boolean }> | null } | null };

export type CreateClientMutationVariables = Exact<{
  input: CreateClientInput;
}>;


export type CreateClientMutation = { createClient: { __typename: 'CreateClientPayload', client: (
      { __typename: 'Client', id: string, title: string, status: ClientStatus, details: (
        { __typename: 'ClientDetails' }
        & { ' $fragmentRefs'?: { 'ClientDetailsFieldsFragment': ClientDetailsFieldsFragment } }
      ) | null }
      & { ' $fragmentRefs'?: { 'ClientsTable_ClientFragment': ClientsTable_ClientFragment } }
    ) } };

export type UpdateClientDetailsMutationVariables = Exact<{
  input: UpdateClientInput;
}>;


export type UpdateClientDetailsMutation = { updateClient: { __typename: 'UpdateClientPayload', client: (
      { __typename: 'Client', id: string, title: string, details: (
        { __typename: 'ClientDetails' }
        & { ' $fragmentRefs'?: { 'ClientDetailsFieldsFragment': ClientDetailsFieldsFragment } }
      ) | null }
      & { ' $fragmentRefs'?: { 'ClientsTable_ClientFragment': ClientsTable_ClientFragment } }
    ) } };

export type UpdateClientDisplayMutationVariables = Exact<{
  input: UpdateClientInput;
}>;


export type UpdateClientDisplayMutation = { updateClient: { __typename: 'UpdateClientPayload', client: { __typename: 'Client', id: string, display: (
        { __typename: 'ClientDisplay' }
        & { ' $fragmentRefs'?: { 'ClientDisplayFieldsFragment': ClientDisplayFieldsFragment } }
      ) | null } } };

export type UpdateClientImagesMutationVariables = Exact<{
  input: UpdateClientInput;
}>;


export type UpdateClientImagesMutation = { updateClient: { __typename: 'UpdateClientPayload', client: { __typename: 'Client', id: string, logoUrl: string | null, images: (
        { __typename: 'ClientImages' }
        & { ' $fragmentRefs'?: { 'ClientImagesFieldsFragment': ClientImagesFieldsFragment } }
      ) | null } } };

export type UpdateClientIntegrationMutationVariables = Exact<{
  input: UpdateClientInput;
}>;


export type UpdateClientIntegrationMutation = { updateClient: { __typename: 'UpdateClientPayload', client: { __typename: 'Client', id: string, integration: (
        { __typename: 'ClientIntegration' }
        & { ' $fragmentRefs'?: { 'ClientIntegrationFieldsFragment': ClientIntegrationFieldsFragment } }
      ) | null } } };

export type UpdateClientPaymentMutationVariables = Exact<{
  input: UpdateClientInput;
}>;


export type UpdateClientPaymentMutation = { updateClient: { __typename: 'UpdateClientPayload', client: { __typename: 'Client', id: string, paymentMethods: { __typename: 'PaymentMethods', property: PaymentMethod | null, agent: PaymentMethod | null, office: PaymentMethod | null }, paymentDetails: (
        { __typename: 'ClientPaymentDetails' }
        & { ' $fragmentRefs'?: { 'ClientPaymentFieldsFragment': ClientPaymentFieldsFragment } }
      ) | null } } };

export type ArchiveClientMutationVariables = Exact<{
  input: ArchiveClientInput;
}>;


export type ArchiveClientMutation = { archiveClient: { __typename: 'ArchiveClientPayload', client: { __typename: 'Client', id: string, status: ClientStatus } } };

export type UnarchiveClientMutationVariables = Exact<{
  input: UnarchiveClientInput;
}>;


export type UnarchiveClientMutation = { unarchiveClient: { __typename: 'UnarchiveClientPayload', client: { __typename: 'Client', id: string, status: ClientStatus } } };

export type AttachOfficeToClientMutationVariables = Exact<{
  input: AttachOfficeToClientInput;
}>;


export type AttachOfficeToClientMutation = { attachOfficeToClient: { __typename: 'AttachOfficeToClientPayload', office: { __typename: 'ClientOfficeOption', id: string, officeId: string, displayName: string, attachment: ClientOfficeAttachment, otherClientTitle: string | null } } };

export type SetOfficePaymentMethodMutationVariables = Exact<{
  input: SetOfficePaymentMethodInput;
}>;


export type SetOfficePaymentMethodMutation = { setOfficePaymentMethod: { __typename: 'SetOfficePaymentMethodPayload', office: { __typename: 'ClientOfficePayment', id: string, displayName: string, paymentMethods: { __typename: 'PaymentMethods', property: PaymentMethod | null, agent: PaymentMethod | null, office: PaymentMethod | null } } } };

export type SetClientFeatureMutationVariables = Exact<{
  input: SetClientFeatureInput;
}>;


export type SetClientFeatureMutation = { setClientFeature: { __typename: 'SetClientFeaturePayload', applied: boolean, feature: { __typename: 'ClientFeature', id: string, key: string, name: string, description: string, enabled: boolean } | null } };

export type CampaignDashboardQueryVariables = Exact<{
  slug: string;
  campaignId: string | number;
}>;


export type CampaignDashboardQuery = { campaignDashboard: { __typename: 'CampaignDashboard', id: string, campaignType: string, dashboard: DashboardKind, name: string, status: string | null, startDate: string, endDate: string, duration: number, packageTitle: string, officeSlug: string, officeName: string, price: number | null, priceIncludesGst: boolean, budgetSpent: number, imageUrl: string | null, destinationUrl: string | null, agentName: string | null, agentEmail: string | null, agentPhone: string | null, audienceName: string | null, productId: string | null, productUrl: string | null, partnerLogs: boolean, thirdPartyXml: boolean, cancellable: boolean, preview: string | null, previewShown: boolean, property: { __typename: 'DashboardProperty', address: string, displayPrice: string | null, beds: number | null, baths: number | null, carbays: number | null, saleStatus: string } | null, creatives: Array<{ __typename: 'DashboardCreative', size: string, width: number, height: number, url: string }>, stats: (
      { __typename: 'CampaignStats' }
      & { ' $fragmentRefs'?: { 'CampaignStatsFieldsFragment': CampaignStatsFieldsFragment } }
    ), daily: Array<{ __typename: 'DashboardDay', day: string, impressions: number, clicks: number }> } };

export type FetchCampaignPreviewMutationVariables = Exact<{
  campaignId: string | number;
}>;


export type FetchCampaignPreviewMutation = { fetchCampaignPreview: { __typename: 'CampaignPreviewPayload', campaignId: string, preview: string | null } };

export type CancelCampaignMutationVariables = Exact<{
  input: CancelCampaignInput;
}>;


export type CancelCampaignMutation = { cancelCampaign: { __typename: 'CancelCampaignPayload', campaignId: string, status: string } };

export type GlobalReportPageQueryVariables = Exact<{
  filters: GlobalReportFiltersInput;
  run: boolean;
  officeClientId?: string | number | null | undefined;
}>;


export type GlobalReportPageQuery = { orderPermissions: { __typename: 'OrderPermissions', exportReport: boolean, choosesClient: boolean, ownClientId: string | null }, clientLookup: Array<{ __typename: 'LookupItem', id: string, title: string }>, officeLookup: Array<{ __typename: 'LookupItem', id: string, title: string }>, orderStatuses: Array<{ __typename: 'OrderStatusOption', id: string, title: string }>, globalReport?: { __typename: 'GlobalReport', offices: Array<{ __typename: 'GlobalReportOfficeCount', id: string, title: string, campaignCount: number }> | null, packages: Array<{ __typename: 'GlobalReportPackageCount', id: string, title: string, campaignCount: number }> | null, stats: (
      { __typename: 'CampaignStats' }
      & { ' $fragmentRefs'?: { 'CampaignStatsFieldsFragment': CampaignStatsFieldsFragment } }
    ) | null } };

export type GlobalReportViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type GlobalReportViewerQuery = { viewer: { __typename: 'Viewer', role: Role } | null };

export type TopNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type TopNotificationsQuery = { topNotifications: Array<(
    { __typename: 'Notification', id: string }
    & { ' $fragmentRefs'?: { 'NotificationItem_NotificationFragment': NotificationItem_NotificationFragment } }
  )> };

export type NotificationBellCountQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationBellCountQuery = { notificationCount: number };

export type NotificationCountPushedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NotificationCountPushedSubscription = { notificationCount: number };

export type NotificationItem_NotificationFragment = { __typename: 'Notification', id: string, message: string, createdAt: string, creatorInitials: string | null } & { ' $fragmentName'?: 'NotificationItem_NotificationFragment' };

export type NotificationsPageQueryVariables = Exact<{
  search?: string | null | undefined;
  cursor?: string | null | undefined;
}>;


export type NotificationsPageQuery = { notifications: { __typename: 'NotificationConnection', items: Array<(
      { __typename: 'Notification', id: string, read: boolean }
      & { ' $fragmentRefs'?: { 'NotificationItem_NotificationFragment': NotificationItem_NotificationFragment } }
    )>, pageInfo: { __typename: 'PageInfo', nextCursor: string | null } } };

export type MarkNotificationsReadMutationVariables = Exact<{
  input: MarkNotificationsReadInput;
}>;


export type MarkNotificationsReadMutation = { markNotificationsRead: { __typename: 'MarkNotificationsReadPayload', unreadCount: number } };

export type OfficeAreaQueryVariables = Exact<{
  slug: string;
}>;


export type OfficeAreaQuery = { orderingOffice: { __typename: 'OrderingOffice', id: string, slug: string, displayName: string, sideBar: { __typename: 'OfficeSideBar', propertyOrder: boolean, agentOrder: boolean, officeOrder: boolean, campaigns: boolean, backToOffices: boolean } } };

export type OfficeCampaignsPageQueryVariables = Exact<{
  slug: string;
  search?: string | null | undefined;
  first?: number | null | undefined;
  cursor?: string | null | undefined;
  withOffice: boolean;
}>;


export type OfficeCampaignsPageQuery = { orderingOffice?: { __typename: 'OrderingOffice', id: string, displayName: string, client: { __typename: 'OrderingClient', id: string, title: string } | null, sideBar: { __typename: 'OfficeSideBar', propertyOrder: boolean, agentOrder: boolean, officeOrder: boolean, campaigns: boolean, backToOffices: boolean } }, officeCampaigns: { __typename: 'OfficeCampaignConnection', items: Array<{ __typename: 'OfficeCampaign', id: string, name: string, campaignType: string, status: string, price: number | null, priceIncludesGst: boolean }>, pageInfo: { __typename: 'PageInfo', nextCursor: string | null, hasMore: boolean } } };

export type PublishedCampaignsPageQueryVariables = Exact<{
  search?: string | null | undefined;
  first?: number | null | undefined;
  cursor?: string | null | undefined;
}>;


export type PublishedCampaignsPageQuery = { publishedCampaigns: { __typename: 'PublishedCampaignConnection', items: Array<{ __typename: 'PublishedCampaign', id: string, propertyTitle: string | null, name: string, officeSlug: string, officeDisplayName: string, officeLogoUrl: string | null, publishStatus: string }>, pageInfo: { __typename: 'PageInfo', nextCursor: string | null, hasMore: boolean } } };

export type OfficeDetails_DetailsFragment = { __typename: 'OfficeDetails', name: string, agentId: string, primaryContact: string | null, email: string | null, phone: string | null, postcodes: string | null, destinationUrl: string | null, revId: string | null, brandColor: string | null, secondaryColor: string | null, organicSocialPosts: boolean, logo: { __typename: 'OfficeLogo', id: string, url: string } | null } & { ' $fragmentName'?: 'OfficeDetails_DetailsFragment' };

export type OfficeReport_ReportFragment = { __typename: 'OfficeReport', recurrence: OfficeReportRecurrence, interval: number, weekday: OfficeWeekday, monthday: number, startDate: string | null, recipients: Array<string>, lastSent: string | null } & { ' $fragmentName'?: 'OfficeReport_ReportFragment' };

export type OfficeUsersTable_UserFragment = { __typename: 'OfficeUser', permissionId: string, userId: string, name: string, username: string, role: Role, roleLabel: string, active: boolean, permissionUpdatable: boolean, canViewMediaOrders: boolean, canViewPastOrders: boolean, canViewPaymentDetails: boolean, locked: boolean, canChange: boolean } & { ' $fragmentName'?: 'OfficeUsersTable_UserFragment' };

export type OfficesTable_OfficeFragment = { __typename: 'Office', id: string, displayName: string, logoUrl: string | null, status: OfficeStatus, slug: string | null, capabilities: { __typename: 'OfficeCapabilities', canOpenCampaigns: boolean }, paymentMethods: { __typename: 'PaymentMethods', property: PaymentMethod | null } | null, campaignCounts?: { __typename: 'OfficeCampaignCounts', active: number, total: number } | null } & { ' $fragmentName'?: 'OfficesTable_OfficeFragment' };

export type OfficesViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type OfficesViewerQuery = { viewer: { __typename: 'Viewer', role: Role, client: { __typename: 'ClientSummary', id: string, title: string } | null } | null };

export type OfficesPageQueryVariables = Exact<{
  status: OfficeStatus;
  clientId?: string | number | null | undefined;
  search?: string | null | undefined;
  first?: number | null | undefined;
  cursor?: string | null | undefined;
  listed: boolean;
  withClients: boolean;
  withCounts: boolean;
}>;


export type OfficesPageQuery = { clientLookup?: Array<{ __typename: 'LookupItem', id: string, title: string }>, offices?: { __typename: 'OfficeConnection', items: Array<(
      { __typename: 'Office', id: string }
      & { ' $fragmentRefs'?: { 'OfficesTable_OfficeFragment': OfficesTable_OfficeFragment } }
    )>, pageInfo: { __typename: 'PageInfo', nextCursor: string | null, hasMore: boolean } } };

export type OfficeModalQueryVariables = Exact<{
  id: string | number;
}>;


export type OfficeModalQuery = { office: { __typename: 'Office', id: string, displayName: string, status: OfficeStatus, client: { __typename: 'Client', id: string } | null, capabilities: { __typename: 'OfficeCapabilities', canEdit: boolean, canArchive: boolean, canUpdateCard: boolean, canUpdateReport: boolean, canManageUsers: boolean }, details: (
      { __typename: 'OfficeDetails' }
      & { ' $fragmentRefs'?: { 'OfficeDetails_DetailsFragment': OfficeDetails_DetailsFragment } }
    ) } | null };

export type OfficePaymentTabQueryVariables = Exact<{
  id: string | number;
}>;


export type OfficePaymentTabQuery = { office: { __typename: 'Office', id: string, card: { __typename: 'SavedCard', id: string, brand: string, last4: string, expMonth: number, expYear: number } | null, clientCard: { __typename: 'SavedCard', id: string, brand: string, last4: string, expMonth: number, expYear: number } | null, paymentDetails: { __typename: 'OfficePaymentDetails', clientTradingTerms: string | null, paymentMethods: { __typename: 'PaymentMethods', property: PaymentMethod | null, agent: PaymentMethod | null, office: PaymentMethod | null } } | null, client: { __typename: 'Client', id: string } | null } | null };

export type OfficeUsersTabQueryVariables = Exact<{
  id: string | number;
}>;


export type OfficeUsersTabQuery = { office: { __typename: 'Office', id: string, client: { __typename: 'Client', id: string } | null, users: Array<(
      { __typename: 'OfficeUser' }
      & { ' $fragmentRefs'?: { 'OfficeUsersTable_UserFragment': OfficeUsersTable_UserFragment } }
    )> } | null };

export type OfficeReportTabQueryVariables = Exact<{
  id: string | number;
}>;


export type OfficeReportTabQuery = { office: { __typename: 'Office', id: string, report: (
      { __typename: 'OfficeReport' }
      & { ' $fragmentRefs'?: { 'OfficeReport_ReportFragment': OfficeReport_ReportFragment } }
    ) } | null };

export type CreateOfficeMutationVariables = Exact<{
  input: CreateOfficeInput;
}>;


export type CreateOfficeMutation = { createOffice: { __typename: 'OfficePayload', office: { __typename: 'Office', id: string, displayName: string } } };

export type UpdateOfficeMutationVariables = Exact<{
  input: UpdateOfficeInput;
}>;


export type UpdateOfficeMutation = { updateOffice: { __typename: 'OfficePayload', office: { __typename: 'Office', id: string, displayName: string, details: (
        { __typename: 'OfficeDetails' }
        & { ' $fragmentRefs'?: { 'OfficeDetails_DetailsFragment': OfficeDetails_DetailsFragment } }
      ) } } };

export type ArchiveOfficeMutationVariables = Exact<{
  input: OfficeIdInput;
}>;


export type ArchiveOfficeMutation = { archiveOffice: { __typename: 'OfficePayload', office: { __typename: 'Office', id: string, status: OfficeStatus } } };

export type UpdateOfficeReportMutationVariables = Exact<{
  input: UpdateOfficeReportInput;
}>;


export type UpdateOfficeReportMutation = { updateOfficeReport: { __typename: 'OfficePayload', office: { __typename: 'Office', id: string, report: (
        { __typename: 'OfficeReport' }
        & { ' $fragmentRefs'?: { 'OfficeReport_ReportFragment': OfficeReport_ReportFragment } }
      ) } } };

export type UpdateOfficeUserPermissionMutationVariables = Exact<{
  input: UpdateOfficeUserPermissionInput;
}>;


export type UpdateOfficeUserPermissionMutation = { updateOfficeUserPermission: { __typename: 'OfficeUserPayload', user: (
      { __typename: 'OfficeUser' }
      & { ' $fragmentRefs'?: { 'OfficeUsersTable_UserFragment': OfficeUsersTable_UserFragment } }
    ) } };

export type SetOfficeUserActiveMutationVariables = Exact<{
  input: SetOfficeUserActiveInput;
}>;


export type SetOfficeUserActiveMutation = { setOfficeUserActive: { __typename: 'OfficeUserPayload', user: (
      { __typename: 'OfficeUser' }
      & { ' $fragmentRefs'?: { 'OfficeUsersTable_UserFragment': OfficeUsersTable_UserFragment } }
    ) } };

export type PropertyOrderPageQueryVariables = Exact<{
  slug: string;
  search?: string | null | undefined;
}>;


export type PropertyOrderPageQuery = { propertyOrderPage: { __typename: 'PropertyOrderPage', paymentOption: PaymentMethod, tradingTerms: string | null, office: { __typename: 'OrderingOffice', id: string, slug: string, displayName: string, includeGst: boolean, organicCampaigns: boolean, sideBar: { __typename: 'OfficeSideBar', backToOffices: boolean }, client: { __typename: 'OrderingClient', id: string, title: string, showPropertyUrlField: boolean, showAgentLandingPage: boolean, domains: Array<string>, videoOptional: boolean } | null }, packages: Array<{ __typename: 'OrderPackage', id: string, title: string, type: OrderPackageType, description: string, sortOrder: number, videoRequired: boolean, duration: number | null, price: number | null, total: number | null }>, audiences: Array<{ __typename: 'OrderAudience', id: string, name: string }> | null, properties: Array<{ __typename: 'OrderProperty', id: string, title: string, suburb: string | null, mainImageUrl: string | null, isOrderable: boolean }>, savedCards: Array<{ __typename: 'SavedCard', id: string, brand: string, last4: string, expMonth: number, expYear: number }>, leadAgent: { __typename: 'OrderLeadAgent', name: string, email: string, phone: string | null, postcode: string | null, imageId: string | null, imageUrl: string | null }, creatives: { __typename: 'CreativeUrls', size160x600: string | null, size300x600: string | null, size300x250: string | null, size970x250: string | null } } };

export type OrderPropertyQueryVariables = Exact<{
  id: string | number;
}>;


export type OrderPropertyQuery = { orderProperty: { __typename: 'OrderPropertyDetail', id: string, title: string, description: string, url: string | null, imageUrls: Array<string>, thirdPartyJson: string | null, hasThirdPartyData: boolean } };

export type CreatePropertyCampaignMutationVariables = Exact<{
  input: CreatePropertyCampaignInput;
}>;


export type CreatePropertyCampaignMutation = { createPropertyCampaign: { __typename: 'CreatePropertyCampaignPayload', campaignId: string } };

export type AttachCampaignVideoMutationVariables = Exact<{
  input: AttachCampaignVideoInput;
}>;


export type AttachCampaignVideoMutation = { attachCampaignVideo: { __typename: 'AttachCampaignVideoPayload', campaignId: string, videoUrl: string } };

export type CampaignPaymentQueryVariables = Exact<{
  campaignId: string | number;
}>;


export type CampaignPaymentQuery = { campaignPayment: { __typename: 'CampaignPayment', campaignId: string, packageTitle: string, price: number | null, gst: number | null, total: number | null } };

export type PayCampaignMutationVariables = Exact<{
  input: PayCampaignInput;
}>;


export type PayCampaignMutation = { payCampaign: { __typename: 'PayCampaignPayload', campaignId: string, outcome: PaymentOutcome, title: string | null, message: string } };

export type AgentOrderPageQueryVariables = Exact<{
  slug: string;
}>;


export type AgentOrderPageQuery = { agentOrderPage: { __typename: 'AgentOrderPage', showAdTitle: boolean, showLabel: boolean, paymentOption: PaymentMethod, tradingTerms: string | null, office: { __typename: 'OrderingOffice', id: string, slug: string, displayName: string, includeGst: boolean, sideBar: { __typename: 'OfficeSideBar', backToOffices: boolean }, client: { __typename: 'OrderingClient', id: string, title: string } | null }, packages: Array<{ __typename: 'OrderFormPackage', id: string, title: string, description: string, videoRequired: boolean, duration: number | null, price: number | null, gst: number | null, total: number | null }>, audiences: Array<{ __typename: 'OrderAudience', id: string, name: string }> | null, agents: Array<{ __typename: 'OrderAgent', id: string, name: string, email: string, phone: string | null, postcode: string | null, imageId: string | null, imageUrl: string | null, imageLocation: string | null }>, creatives: { __typename: 'CreativeUrls', size160x600: string | null, size300x600: string | null, size300x250: string | null, size970x250: string | null }, savedCards: Array<{ __typename: 'SavedCard', id: string, brand: string, last4: string, expMonth: number, expYear: number }> } };

export type OfficeOrderPageQueryVariables = Exact<{
  slug: string;
}>;


export type OfficeOrderPageQuery = { officeOrderPage: { __typename: 'OfficeOrderPage', paymentOption: PaymentMethod, tradingTerms: string | null, office: { __typename: 'OrderingOffice', id: string, slug: string, displayName: string, includeGst: boolean, sideBar: { __typename: 'OfficeSideBar', backToOffices: boolean }, client: { __typename: 'OrderingClient', id: string, title: string } | null }, packages: Array<{ __typename: 'OrderFormPackage', id: string, title: string, description: string, videoRequired: boolean, duration: number | null, price: number | null, gst: number | null, total: number | null }>, audiences: Array<{ __typename: 'OrderAudience', id: string, name: string }> | null, creatives: { __typename: 'CreativeUrls', size160x600: string | null, size300x600: string | null, size300x250: string | null, size970x250: string | null }, savedCards: Array<{ __typename: 'SavedCard', id: string, brand: string, last4: string, expMonth: number, expYear: number }> } };

export type CreatedAgentCampaignQueryVariables = Exact<{
  slug: string;
  campaignId: string | number;
}>;


export type CreatedAgentCampaignQuery = { createdAgentCampaign: { __typename: 'CreatedAgentCampaign', campaignId: string, packageId: string, awaitingPayment: boolean } };

export type CreateAgentCampaignMutationVariables = Exact<{
  input: CreateAgentCampaignInput;
}>;


export type CreateAgentCampaignMutation = { createAgentCampaign: { __typename: 'CreateCampaignPayload', campaignId: string } };

export type CreateOfficeCampaignMutationVariables = Exact<{
  input: CreateOfficeCampaignInput;
}>;


export type CreateOfficeCampaignMutation = { createOfficeCampaign: { __typename: 'CreateCampaignPayload', campaignId: string } };

export type OrdersViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type OrdersViewerQuery = { viewer: { __typename: 'Viewer', role: Role, client: { __typename: 'ClientSummary', id: string } | null } | null };

export type OrdersPageQueryVariables = Exact<{
  filters: OrderFiltersInput;
  page: number;
  listed: boolean;
  officeClientId?: string | number | null | undefined;
}>;


export type OrdersPageQuery = { orderPermissions: { __typename: 'OrderPermissions', viewNotes: boolean, viewClients: boolean, viewCampaignLinks: boolean, viewPrices: boolean, exportCsv: boolean, updateInvoice: boolean, viewFinance: boolean, choosesClient: boolean, ownClientId: string | null }, clientLookup: Array<{ __typename: 'LookupItem', id: string, title: string }>, officeLookup: Array<{ __typename: 'LookupItem', id: string, title: string }>, packageLookup: Array<{ __typename: 'LookupItem', id: string, title: string }>, orderStatuses: Array<{ __typename: 'OrderStatusOption', id: string, title: string }>, orders?: { __typename: 'OrdersPage', totalCount: number, totalPages: number, items: Array<(
      { __typename: 'Order' }
      & { ' $fragmentRefs'?: { 'OrderRow_OrderFragment': OrderRow_OrderFragment } }
    )> } };

export type OrderRow_OrderFragment = { __typename: 'Order', id: string, campaignId: string, name: string, type: OrderType, typeLabel: string, suburb: string | null, startDate: string, endDate: string, bookedAt: string | null, status: string | null, price: number | null, noteCount: number | null, freeOfCharge: string | null, invoiced: boolean | null, invoicedDate: string | null, adjustmentCount: number | null, adjustmentTotal: number | null, office: { __typename: 'OrderOffice', id: string, name: string, slug: string } } & { ' $fragmentName'?: 'OrderRow_OrderFragment' };

export type OrderOfficesQueryVariables = Exact<{
  clientId?: string | number | null | undefined;
}>;


export type OrderOfficesQuery = { officeLookup: Array<{ __typename: 'LookupItem', id: string, title: string }> };

export type OrderNotesQueryVariables = Exact<{
  campaignId: string | number;
}>;


export type OrderNotesQuery = { orderNotes: Array<{ __typename: 'OrderNote', id: string, note: string, createdAt: string, author: string | null }> };

export type AddOrderNoteMutationVariables = Exact<{
  input: AddOrderNoteInput;
}>;


export type AddOrderNoteMutation = { addOrderNote: { __typename: 'AddOrderNotePayload', campaignId: string, notes: Array<{ __typename: 'OrderNote', id: string, note: string, createdAt: string, author: string | null }> } };

export type UpdateOrderNoteMutationVariables = Exact<{
  input: UpdateOrderNoteInput;
}>;


export type UpdateOrderNoteMutation = { updateOrderNote: { __typename: 'UpdateOrderNotePayload', campaignId: string, notes: Array<{ __typename: 'OrderNote', id: string, note: string, createdAt: string, author: string | null }> } };

export type MarkOrderFreeOfChargeMutationVariables = Exact<{
  input: MarkOrderFreeOfChargeInput;
}>;


export type MarkOrderFreeOfChargeMutation = { markOrderFreeOfCharge: { __typename: 'MarkOrderFreeOfChargePayload', campaignId: string, freeOfCharge: string } };

export type SetOrderInvoicedMutationVariables = Exact<{
  input: SetOrderInvoicedInput;
}>;


export type SetOrderInvoicedMutation = { setOrderInvoiced: { __typename: 'SetOrderInvoicedPayload', orderId: string, invoiced: boolean, invoicedDate: string | null } };

export type OrderAdjustmentsQueryVariables = Exact<{
  campaignId: string | number;
}>;


export type OrderAdjustmentsQuery = { orderAdjustments: Array<{ __typename: 'OrderAdjustment', id: string, date: string, label: string, amount: number, remarks: string | null }> };

export type AddOrderAdjustmentMutationVariables = Exact<{
  input: AddOrderAdjustmentInput;
}>;


export type AddOrderAdjustmentMutation = { addOrderAdjustment: { __typename: 'AddOrderAdjustmentPayload', campaignId: string, adjustment: { __typename: 'OrderAdjustment', id: string, date: string, label: string, amount: number, remarks: string | null } } };

export type DeleteOrderAdjustmentMutationVariables = Exact<{
  input: DeleteOrderAdjustmentInput;
}>;


export type DeleteOrderAdjustmentMutation = { deleteOrderAdjustment: { __typename: 'DeleteOrderAdjustmentPayload', campaignId: string, adjustmentId: string } };

export type PackagesTable_PackageFragment = { __typename: 'Package', id: string, title: string, type: PackageType, typeLabel: string, status: PackageStatus, sortOrder: number, retailPrice: number, packagePrice: number, propertyDuration: number | null, agentDuration: number | null, officeDuration: number | null } & { ' $fragmentName'?: 'PackagesTable_PackageFragment' };

export type PackagesPageQueryVariables = Exact<{
  status?: PackageStatus | null | undefined;
  clientId?: string | number | null | undefined;
  search?: string | null | undefined;
  first?: number | null | undefined;
  cursor?: string | null | undefined;
  listed: boolean;
  withLookups: boolean;
}>;


export type PackagesPageQuery = { packagePermissions?: { __typename: 'PackagePermissions', view: boolean, create: boolean, edit: boolean, changePackageId: boolean, changeTtbCharge: boolean, exportPackages: boolean }, clientLookup?: Array<{ __typename: 'LookupItem', id: string, title: string }>, packages?: { __typename: 'PackageConnection', items: Array<(
      { __typename: 'Package', id: string }
      & { ' $fragmentRefs'?: { 'PackagesTable_PackageFragment': PackagesTable_PackageFragment } }
    )>, pageInfo: { __typename: 'PageInfo', nextCursor: string | null, hasMore: boolean } } };

export type PackageDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type PackageDetailsQuery = { package: { __typename: 'Package', id: string, title: string, type: PackageType, description: string, status: PackageStatus, sortOrder: number, propertyPackageId: string | null, agentPackageId: string | null, officePackageId: string | null, propertyDuration: number | null, agentDuration: number | null, officeDuration: number | null, retailPrice: number, packagePrice: number, productionFee: number, ttbCharge: number | null, videoRequired: boolean, pmpRequired: boolean, campaignsInProgress: number } | null };

export type PackageLinksQueryVariables = Exact<{
  id: string | number;
}>;


export type PackageLinksQuery = { package: { __typename: 'Package', id: string, clients: Array<{ __typename: 'PackageClientLink', id: string, title: string, attached: boolean }>, offices: Array<{ __typename: 'PackageOfficeLink', id: string, title: string, clientId: string | null, attached: boolean }> } | null };

export type CreatePackageMutationVariables = Exact<{
  input: CreatePackageInput;
}>;


export type CreatePackageMutation = { createPackage: { __typename: 'CreatePackagePayload', package: (
      { __typename: 'Package', id: string }
      & { ' $fragmentRefs'?: { 'PackagesTable_PackageFragment': PackagesTable_PackageFragment } }
    ) } };

export type UpdatePackageMutationVariables = Exact<{
  input: UpdatePackageInput;
}>;


export type UpdatePackageMutation = { updatePackage: { __typename: 'UpdatePackagePayload', package: (
      { __typename: 'Package', id: string, description: string, propertyPackageId: string | null, agentPackageId: string | null, officePackageId: string | null, productionFee: number, ttbCharge: number | null, videoRequired: boolean, pmpRequired: boolean }
      & { ' $fragmentRefs'?: { 'PackagesTable_PackageFragment': PackagesTable_PackageFragment } }
    ) } };

export type ArchivePackageMutationVariables = Exact<{
  input: ArchivePackageInput;
}>;


export type ArchivePackageMutation = { archivePackage: { __typename: 'ArchivePackagePayload', package: { __typename: 'Package', id: string, status: PackageStatus } } };

export type UnarchivePackageMutationVariables = Exact<{
  input: UnarchivePackageInput;
}>;


export type UnarchivePackageMutation = { unarchivePackage: { __typename: 'UnarchivePackagePayload', package: { __typename: 'Package', id: string, status: PackageStatus } } };

export type SetPackageClientAttachedMutationVariables = Exact<{
  input: SetPackageClientAttachedInput;
}>;


export type SetPackageClientAttachedMutation = { setPackageClientAttached: { __typename: 'SetPackageClientAttachedPayload', packageId: string, link: { __typename: 'PackageClientLink', id: string, title: string, attached: boolean } } };

export type SetPackageOfficeAttachedMutationVariables = Exact<{
  input: SetPackageOfficeAttachedInput;
}>;


export type SetPackageOfficeAttachedMutation = { setPackageOfficeAttached: { __typename: 'SetPackageOfficeAttachedPayload', packageId: string, link: { __typename: 'PackageOfficeLink', id: string, title: string, clientId: string | null, attached: boolean } } };

export type PartnerLogsPageQueryVariables = Exact<{
  campaignId?: string | number | null | undefined;
  clientId?: string | number | null | undefined;
  page: number;
  pageSize: number;
}>;


export type PartnerLogsPageQuery = { clientLookup: Array<{ __typename: 'LookupItem', id: string, title: string }>, partnerLogs: { __typename: 'PartnerLogPage', page: number, pageSize: number, totalCount: number, totalPages: number, items: Array<{ __typename: 'PartnerLog', id: string, clientTitle: string | null, campaignId: string, campaignTitle: string, type: string, loggedAt: string, response: string }> } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: { __typename: 'ChangePasswordPayload', ok: boolean } };

export type ProfileForm_ProfileFragment = { __typename: 'Profile', id: string, username: string, firstName: string, lastName: string, mobile: string | null, role: { __typename: 'RoleLabel', name: string } } & { ' $fragmentName'?: 'ProfileForm_ProfileFragment' };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { __typename: 'UpdateProfilePayload', profile: (
      { __typename: 'Profile', id: string }
      & { ' $fragmentRefs'?: { 'ProfileForm_ProfileFragment': ProfileForm_ProfileFragment } }
    ) } };

export type PreferencesPageQueryVariables = Exact<{ [key: string]: never; }>;


export type PreferencesPageQuery = { viewer: { __typename: 'Viewer', profile: (
      { __typename: 'Profile', id: string, passwordChangeable: boolean }
      & { ' $fragmentRefs'?: { 'ProfileForm_ProfileFragment': ProfileForm_ProfileFragment } }
    ) } | null };

export type ReportsViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ReportsViewerQuery = { viewer: { __typename: 'Viewer', role: Role, client: { __typename: 'ClientSummary', id: string } | null } | null };

export type ReportsPageQueryVariables = Exact<{
  clientId?: string | number | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  search?: string | null | undefined;
  first?: number | null | undefined;
  cursor?: string | null | undefined;
  listed: boolean;
  withClients: boolean;
}>;


export type ReportsPageQuery = { clientLookup?: Array<{ __typename: 'LookupItem', id: string, title: string }>, modifiedCampaigns?: { __typename: 'ModifiedCampaignConnection', totalCount: number, items: Array<{ __typename: 'ModifiedCampaign', id: string, name: string, officeName: string, officeSlug: string, type: string, status: string | null, startDate: string, endDate: string, change: string, note: string, modifiedAt: string, modifiedBy: string | null }>, pageInfo: { __typename: 'PageInfo', nextCursor: string | null, hasMore: boolean } } };

export type Header_ViewerFragment = (
  { __typename: 'Viewer' }
  & { ' $fragmentRefs'?: { 'PrimaryNav_ViewerFragment': PrimaryNav_ViewerFragment;'UserMenu_ViewerFragment': UserMenu_ViewerFragment } }
) & { ' $fragmentName'?: 'Header_ViewerFragment' };

export type PrimaryNav_ViewerFragment = { __typename: 'Viewer', can: { __typename: 'NavPermissions', clients: boolean, offices: boolean, users: boolean, packages: boolean, orders: boolean, reports: boolean, globalReport: boolean, audience: boolean, adminAudience: boolean, adminToolsNav: boolean } } & { ' $fragmentName'?: 'PrimaryNav_ViewerFragment' };

export type UserMenu_ViewerFragment = { __typename: 'Viewer', user: { __typename: 'User', id: string, firstName: string } } & { ' $fragmentName'?: 'UserMenu_ViewerFragment' };

export type SupportForm_ViewerFragment = { __typename: 'Viewer', user: { __typename: 'User', id: string, firstName: string, lastName: string, username: string }, offices: Array<{ __typename: 'OfficeSummary', id: string, displayName: string }> } & { ' $fragmentName'?: 'SupportForm_ViewerFragment' };

export type SubmitSupportRequestMutationVariables = Exact<{
  input: SubmitSupportRequestInput;
}>;


export type SubmitSupportRequestMutation = { submitSupportRequest: { __typename: 'SubmitSupportRequestPayload', title: string, message: string } };

export type UsersViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type UsersViewerQuery = { viewer: { __typename: 'Viewer', role: Role, client: { __typename: 'ClientSummary', id: string } | null } | null };

export type UsersPageQueryVariables = Exact<{
  clientId?: string | number | null | undefined;
  officeIds?: Array<string | number> | string | number | null | undefined;
  roles?: Array<Role> | Role | null | undefined;
  status?: UserStatus | null | undefined;
  search?: string | null | undefined;
  first?: number | null | undefined;
  cursor?: string | null | undefined;
  listed: boolean;
  withClients: boolean;
  withOffices: boolean;
  withRoles: boolean;
}>;


export type UsersPageQuery = { clientLookup?: Array<{ __typename: 'LookupItem', id: string, title: string }>, officeLookup?: Array<{ __typename: 'LookupItem', id: string, title: string }>, userRoles?: Array<{ __typename: 'UserRoleOption', role: Role, label: string }>, users?: { __typename: 'AdminUserConnection', items: Array<(
      { __typename: 'AdminUser', id: string }
      & { ' $fragmentRefs'?: { 'UsersTable_UserFragment': UsersTable_UserFragment } }
    )>, pageInfo: { __typename: 'PageInfo', nextCursor: string | null, hasMore: boolean } } };

export type UserModalQueryVariables = Exact<{
  id: string | number;
  editing: boolean;
  clientId?: string | number | null | undefined;
  creating: boolean;
}>;


export type UserModalQuery = { user?: { __typename: 'AdminUser', id: string, firstName: string, lastName: string, email: string, role: Role, roleLabel: string, active: boolean, viewerCanEdit: boolean, mobile: string | null, destinationUrl: string | null, postcode: string | null, imageUrl: string | null, imageFileId: string | null, officeScope: UserOfficeScope, client: { __typename: 'LookupItem', id: string, title: string } | null, offices: Array<{ __typename: 'LookupItem', id: string, title: string }>, permissions: Array<{ __typename: 'UserOfficePermission', id: string, office: { __typename: 'LookupItem', id: string, title: string } }>, clientOffices: Array<{ __typename: 'LookupItem', id: string, title: string }> } | null, officeLookup?: Array<{ __typename: 'LookupItem', id: string, title: string }>, assignableUserRoles: Array<{ __typename: 'UserRoleOption', role: Role, label: string }> };

export type CreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type CreateUserMutation = { createUser: { __typename: 'CreateUserPayload', user: (
      { __typename: 'AdminUser', id: string }
      & { ' $fragmentRefs'?: { 'UsersTable_UserFragment': UsersTable_UserFragment } }
    ) } };

export type UpdateUserMutationVariables = Exact<{
  input: UpdateUserInput;
}>;


export type UpdateUserMutation = { updateUser: { __typename: 'UpdateUserPayload', user: (
      { __typename: 'AdminUser', id: string, firstName: string, lastName: string, mobile: string | null, destinationUrl: string | null, postcode: string | null, imageUrl: string | null, imageFileId: string | null, permissions: Array<{ __typename: 'UserOfficePermission', id: string, office: { __typename: 'LookupItem', id: string, title: string } }> }
      & { ' $fragmentRefs'?: { 'UsersTable_UserFragment': UsersTable_UserFragment } }
    ) } };

export type ArchiveUserMutationVariables = Exact<{
  input: ArchiveUserInput;
}>;


export type ArchiveUserMutation = { archiveUser: { __typename: 'ArchiveUserPayload', id: string } };

export type ActivateUserMutationVariables = Exact<{
  input: ActivateUserInput;
}>;


export type ActivateUserMutation = { activateUser: { __typename: 'ActivateUserPayload', user: { __typename: 'AdminUser', id: string, active: boolean, modified: string } } };

export type DeactivateUserMutationVariables = Exact<{
  input: DeactivateUserInput;
}>;


export type DeactivateUserMutation = { deactivateUser: { __typename: 'DeactivateUserPayload', id: string, active: boolean } };

export type UsersTable_UserFragment = { __typename: 'AdminUser', id: string, fullName: string, email: string, officeScope: UserOfficeScope, modified: string, roleLabel: string, active: boolean, viewerCanEdit: boolean, offices: Array<{ __typename: 'LookupItem', id: string, title: string }> } & { ' $fragmentName'?: 'UsersTable_UserFragment' };

export type CampaignStatsFieldsFragment = { __typename: 'CampaignStats', impressions: number, clicks: number, ctr: number, socialEngagement: number, soiViews: number, imageViews: number, videoViews: number, floorplanViews: number, liveChats: number, inspectionAuctionLocationViews: number, enquiriesSocial: number, enquiriesForm: number, enquiriesPhone: number, enquiriesEmail: number } & { ' $fragmentName'?: 'CampaignStatsFieldsFragment' };

export const AdminCampaignFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCampaignFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCampaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"officeName"}},{"kind":"Field","name":{"kind":"Name","value":"packageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"propertyTitle"}},{"kind":"Field","name":{"kind":"Name","value":"bookedBy"}},{"kind":"Field","name":{"kind":"Name","value":"bookedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"associatedCampaignId"}},{"kind":"Field","name":{"kind":"Name","value":"facebookPreview"}},{"kind":"Field","name":{"kind":"Name","value":"hasProductResponse"}},{"kind":"Field","name":{"kind":"Name","value":"hasOrderResponse"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AdminCampaignFieldsFragment, unknown>;
export const EmailRecipientRow_RecipientFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailRecipientRow_recipient"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailRecipient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<EmailRecipientRow_RecipientFragment, unknown>;
export const AdminAudiencesTable_AudienceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAudiencesTable_audience"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audience"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scopeDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"assignments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"campaignCount"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AdminAudiencesTable_AudienceFragment, unknown>;
export const AudiencesTable_AudienceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudiencesTable_audience"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audience"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopeDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"assignments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"campaignCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsCreator"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AudiencesTable_AudienceFragment, unknown>;
export const SavedCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"expMonth"}},{"kind":"Field","name":{"kind":"Name","value":"expYear"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<SavedCardFieldsFragment, unknown>;
export const ClientsTable_ClientFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientsTable_client"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"}},{"kind":"Field","name":{"kind":"Name","value":"agent"}},{"kind":"Field","name":{"kind":"Name","value":"office"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ClientsTable_ClientFragment, unknown>;
export const ClientAccessFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientAccessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientAccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"add"}},{"kind":"Field","name":{"kind":"Name","value":"editMainFields"}},{"kind":"Field","name":{"kind":"Name","value":"editSubDomain"}},{"kind":"Field","name":{"kind":"Name","value":"archive"}},{"kind":"Field","name":{"kind":"Name","value":"editDisplayConfig"}},{"kind":"Field","name":{"kind":"Name","value":"changePaymentOptions"}},{"kind":"Field","name":{"kind":"Name","value":"editTradingTerms"}},{"kind":"Field","name":{"kind":"Name","value":"attachOffices"}},{"kind":"Field","name":{"kind":"Name","value":"editIntegration"}},{"kind":"Field","name":{"kind":"Name","value":"switchFeatures"}},{"kind":"Field","name":{"kind":"Name","value":"changeCard"}},{"kind":"Field","name":{"kind":"Name","value":"tabs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"display"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"offices"}},{"kind":"Field","name":{"kind":"Name","value":"integration"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDetails"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ClientAccessFieldsFragment, unknown>;
export const ClientDetailsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"subDomain"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"abnNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountEmail"}},{"kind":"Field","name":{"kind":"Name","value":"vendorNumber"}},{"kind":"Field","name":{"kind":"Name","value":"workflowNumber"}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buildingName"}},{"kind":"Field","name":{"kind":"Name","value":"thoroughfareNumber"}},{"kind":"Field","name":{"kind":"Name","value":"thoroughfareName"}},{"kind":"Field","name":{"kind":"Name","value":"localityName"}},{"kind":"Field","name":{"kind":"Name","value":"postalCodeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"administrativeAreaName"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emailFromName"}},{"kind":"Field","name":{"kind":"Name","value":"accountsEmailRecipients"}},{"kind":"Field","name":{"kind":"Name","value":"accountsEmailWeekday"}},{"kind":"Field","name":{"kind":"Name","value":"conversionSource"}},{"kind":"Field","name":{"kind":"Name","value":"authorizedDomains"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ClientDetailsFieldsFragment, unknown>;
export const ClientDisplayFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientDisplayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientDisplay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configEditable"}},{"kind":"Field","name":{"kind":"Name","value":"showCampaignReportButton"}},{"kind":"Field","name":{"kind":"Name","value":"showCampaignExportPdf"}},{"kind":"Field","name":{"kind":"Name","value":"showAgentCampaignAdTitle"}},{"kind":"Field","name":{"kind":"Name","value":"showAgentCampaignLabel"}},{"kind":"Field","name":{"kind":"Name","value":"showPropertyUrlField"}},{"kind":"Field","name":{"kind":"Name","value":"showAgentLandingPage"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ClientDisplayFieldsFragment, unknown>;
export const ClientImagesFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientImagesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientImages"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logoInverse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adLogo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"favicon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emailLogoTop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emailLogoBottom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"landingPageCover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ClientImagesFieldsFragment, unknown>;
export const ClientIntegrationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientIntegrationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientIntegration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size160x600"}},{"kind":"Field","name":{"kind":"Name","value":"size300x600"}},{"kind":"Field","name":{"kind":"Name","value":"size300x250"}},{"kind":"Field","name":{"kind":"Name","value":"size970x250"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"office"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size160x600"}},{"kind":"Field","name":{"kind":"Name","value":"size300x600"}},{"kind":"Field","name":{"kind":"Name","value":"size300x250"}},{"kind":"Field","name":{"kind":"Name","value":"size970x250"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size160x600"}},{"kind":"Field","name":{"kind":"Name","value":"size300x600"}},{"kind":"Field","name":{"kind":"Name","value":"size300x250"}},{"kind":"Field","name":{"kind":"Name","value":"size970x250"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ClientIntegrationFieldsFragment, unknown>;
export const ClientPaymentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientPaymentDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"}},{"kind":"Field","name":{"kind":"Name","value":"agent"}},{"kind":"Field","name":{"kind":"Name","value":"office"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"}},{"kind":"Field","name":{"kind":"Name","value":"agent"}},{"kind":"Field","name":{"kind":"Name","value":"office"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tradingTerms"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ClientPaymentFieldsFragment, unknown>;
export const NotificationItem_NotificationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem_notification"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"creatorInitials"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<NotificationItem_NotificationFragment, unknown>;
export const OfficeDetails_DetailsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfficeDetails_details"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OfficeDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"agentId"}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"primaryContact"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"postcodes"}},{"kind":"Field","name":{"kind":"Name","value":"destinationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"revId"}},{"kind":"Field","name":{"kind":"Name","value":"brandColor"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"organicSocialPosts"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<OfficeDetails_DetailsFragment, unknown>;
export const OfficeReport_ReportFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfficeReport_report"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OfficeReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recurrence"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"monthday"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"lastSent"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<OfficeReport_ReportFragment, unknown>;
export const OfficeUsersTable_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfficeUsersTable_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OfficeUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permissionId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"permissionUpdatable"}},{"kind":"Field","name":{"kind":"Name","value":"canViewMediaOrders"}},{"kind":"Field","name":{"kind":"Name","value":"canViewPastOrders"}},{"kind":"Field","name":{"kind":"Name","value":"canViewPaymentDetails"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"canChange"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<OfficeUsersTable_UserFragment, unknown>;
export const OfficesTable_OfficeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfficesTable_office"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Office"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canOpenCampaigns"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"campaignCounts"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withCounts"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<OfficesTable_OfficeFragment, unknown>;
export const OrderRow_OrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRow_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"office"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"suburb"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"bookedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"noteCount"}},{"kind":"Field","name":{"kind":"Name","value":"freeOfCharge"}},{"kind":"Field","name":{"kind":"Name","value":"invoiced"}},{"kind":"Field","name":{"kind":"Name","value":"invoicedDate"}},{"kind":"Field","name":{"kind":"Name","value":"adjustmentCount"}},{"kind":"Field","name":{"kind":"Name","value":"adjustmentTotal"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<OrderRow_OrderFragment, unknown>;
export const PackagesTable_PackageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackagesTable_package"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Package"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"retailPrice"}},{"kind":"Field","name":{"kind":"Name","value":"packagePrice"}},{"kind":"Field","name":{"kind":"Name","value":"propertyDuration"}},{"kind":"Field","name":{"kind":"Name","value":"agentDuration"}},{"kind":"Field","name":{"kind":"Name","value":"officeDuration"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<PackagesTable_PackageFragment, unknown>;
export const ProfileForm_ProfileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileForm_profile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ProfileForm_ProfileFragment, unknown>;
export const PrimaryNav_ViewerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrimaryNav_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clients"}},{"kind":"Field","name":{"kind":"Name","value":"offices"}},{"kind":"Field","name":{"kind":"Name","value":"users"}},{"kind":"Field","name":{"kind":"Name","value":"packages"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"reports"}},{"kind":"Field","name":{"kind":"Name","value":"globalReport"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"adminAudience"}},{"kind":"Field","name":{"kind":"Name","value":"adminToolsNav"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<PrimaryNav_ViewerFragment, unknown>;
export const UserMenu_ViewerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserMenu_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<UserMenu_ViewerFragment, unknown>;
export const Header_ViewerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Header_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrimaryNav_viewer"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserMenu_viewer"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrimaryNav_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clients"}},{"kind":"Field","name":{"kind":"Name","value":"offices"}},{"kind":"Field","name":{"kind":"Name","value":"users"}},{"kind":"Field","name":{"kind":"Name","value":"packages"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"reports"}},{"kind":"Field","name":{"kind":"Name","value":"globalReport"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"adminAudience"}},{"kind":"Field","name":{"kind":"Name","value":"adminToolsNav"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserMenu_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<Header_ViewerFragment, unknown>;
export const SupportForm_ViewerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupportForm_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<SupportForm_ViewerFragment, unknown>;
export const UsersTable_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersTable_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"officeScope"}},{"kind":"Field","name":{"kind":"Name","value":"offices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modified"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<UsersTable_UserFragment, unknown>;
export const CampaignStatsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignStatsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignStats"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"impressions"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"ctr"}},{"kind":"Field","name":{"kind":"Name","value":"socialEngagement"}},{"kind":"Field","name":{"kind":"Name","value":"soiViews"}},{"kind":"Field","name":{"kind":"Name","value":"imageViews"}},{"kind":"Field","name":{"kind":"Name","value":"videoViews"}},{"kind":"Field","name":{"kind":"Name","value":"floorplanViews"}},{"kind":"Field","name":{"kind":"Name","value":"liveChats"}},{"kind":"Field","name":{"kind":"Name","value":"inspectionAuctionLocationViews"}},{"kind":"Field","name":{"kind":"Name","value":"enquiriesSocial"}},{"kind":"Field","name":{"kind":"Name","value":"enquiriesForm"}},{"kind":"Field","name":{"kind":"Name","value":"enquiriesPhone"}},{"kind":"Field","name":{"kind":"Name","value":"enquiriesEmail"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<CampaignStatsFieldsFragment, unknown>;
export const BrandingDocument = {"__meta__":{"hash":"sha256:7250c69369c46dd71594730b844c6de4fc6a51b03952b14d3837f26e4d017607"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Branding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"host"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branding"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"host"},"value":{"kind":"Variable","name":{"kind":"Name","value":"host"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subDomain"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"logoInverseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"faviconUrl"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<BrandingQuery, BrandingQueryVariables>;
export const StartHandoverDocument = {"__meta__":{"hash":"sha256:7b5b16dfe8ac8726a739c2ce2393d83a05a01ceb6c389e707b2eec088d0d5eac"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartHandover"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"next"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startHandover"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"next"},"value":{"kind":"Variable","name":{"kind":"Name","value":"next"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<StartHandoverMutation, StartHandoverMutationVariables>;
export const LogoutDocument = {"__meta__":{"hash":"sha256:a51ed6d549efc8a571e6ea8530948a234d05b6daf2b35b0ef0ad89a22b28d9b5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const SessionViewerDocument = {"__meta__":{"hash":"sha256:4da04c8f4e349300ca06f1d00f1333a78582d1ec72ae42d9009db55a84a71297"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionEnded"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"homePath"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subDomain"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"clients"}},{"kind":"Field","name":{"kind":"Name","value":"offices"}},{"kind":"Field","name":{"kind":"Name","value":"users"}},{"kind":"Field","name":{"kind":"Name","value":"packages"}},{"kind":"Field","name":{"kind":"Name","value":"campaigns"}},{"kind":"Field","name":{"kind":"Name","value":"notifications"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"reports"}},{"kind":"Field","name":{"kind":"Name","value":"globalReport"}},{"kind":"Field","name":{"kind":"Name","value":"partnerLogs"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"adminAudience"}},{"kind":"Field","name":{"kind":"Name","value":"adminTools"}},{"kind":"Field","name":{"kind":"Name","value":"adminToolsNav"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Header_viewer"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrimaryNav_viewer"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupportForm_viewer"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrimaryNav_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clients"}},{"kind":"Field","name":{"kind":"Name","value":"offices"}},{"kind":"Field","name":{"kind":"Name","value":"users"}},{"kind":"Field","name":{"kind":"Name","value":"packages"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"reports"}},{"kind":"Field","name":{"kind":"Name","value":"globalReport"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"adminAudience"}},{"kind":"Field","name":{"kind":"Name","value":"adminToolsNav"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserMenu_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Header_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrimaryNav_viewer"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserMenu_viewer"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupportForm_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<SessionViewerQuery, SessionViewerQueryVariables>;
export const AdminCampaignDocument = {"__meta__":{"hash":"sha256:d1f190a8a8a69f5f8f611702ad485dbcc85388c706125112e09fac89b3d0c49d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCampaignFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCampaignFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCampaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"officeName"}},{"kind":"Field","name":{"kind":"Name","value":"packageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"propertyTitle"}},{"kind":"Field","name":{"kind":"Name","value":"bookedBy"}},{"kind":"Field","name":{"kind":"Name","value":"bookedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"associatedCampaignId"}},{"kind":"Field","name":{"kind":"Name","value":"facebookPreview"}},{"kind":"Field","name":{"kind":"Name","value":"hasProductResponse"}},{"kind":"Field","name":{"kind":"Name","value":"hasOrderResponse"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AdminCampaignQuery, AdminCampaignQueryVariables>;
export const AdjustAdminCampaignDatesDocument = {"__meta__":{"hash":"sha256:48c6f50db76aaa4cb751745a23e326be70b2fe420697203af89bc80de9b127f5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdjustAdminCampaignDates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdjustAdminCampaignDatesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adjustAdminCampaignDates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCampaignFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCampaignFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCampaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"officeName"}},{"kind":"Field","name":{"kind":"Name","value":"packageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"propertyTitle"}},{"kind":"Field","name":{"kind":"Name","value":"bookedBy"}},{"kind":"Field","name":{"kind":"Name","value":"bookedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"associatedCampaignId"}},{"kind":"Field","name":{"kind":"Name","value":"facebookPreview"}},{"kind":"Field","name":{"kind":"Name","value":"hasProductResponse"}},{"kind":"Field","name":{"kind":"Name","value":"hasOrderResponse"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AdjustAdminCampaignDatesMutation, AdjustAdminCampaignDatesMutationVariables>;
export const ChangeAdminCampaignStatusDocument = {"__meta__":{"hash":"sha256:d6b4edb75c9c5f3d74575d455101348d9b1c289871ddec1f3a526f78b30c3064"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeAdminCampaignStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeAdminCampaignStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeAdminCampaignStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"partnerIssue"}},{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCampaignFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCampaignFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCampaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"officeName"}},{"kind":"Field","name":{"kind":"Name","value":"packageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"propertyTitle"}},{"kind":"Field","name":{"kind":"Name","value":"bookedBy"}},{"kind":"Field","name":{"kind":"Name","value":"bookedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"associatedCampaignId"}},{"kind":"Field","name":{"kind":"Name","value":"facebookPreview"}},{"kind":"Field","name":{"kind":"Name","value":"hasProductResponse"}},{"kind":"Field","name":{"kind":"Name","value":"hasOrderResponse"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ChangeAdminCampaignStatusMutation, ChangeAdminCampaignStatusMutationVariables>;
export const CallAdminCampaignPartnerDocument = {"__meta__":{"hash":"sha256:b2cfd167d7f08e754bf95db8e90a3fd79306a69784c9e3920fa16dc6490b937f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CallAdminCampaignPartner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CallAdminCampaignPartnerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callAdminCampaignPartner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCampaignFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCampaignFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCampaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"officeName"}},{"kind":"Field","name":{"kind":"Name","value":"packageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"propertyTitle"}},{"kind":"Field","name":{"kind":"Name","value":"bookedBy"}},{"kind":"Field","name":{"kind":"Name","value":"bookedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"associatedCampaignId"}},{"kind":"Field","name":{"kind":"Name","value":"facebookPreview"}},{"kind":"Field","name":{"kind":"Name","value":"hasProductResponse"}},{"kind":"Field","name":{"kind":"Name","value":"hasOrderResponse"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<CallAdminCampaignPartnerMutation, CallAdminCampaignPartnerMutationVariables>;
export const FetchAdminCampaignPreviewDocument = {"__meta__":{"hash":"sha256:96c7673c1e8bcbb7a1052f129d2a664e28f23b0e6d62787461bac3de64a8630f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FetchAdminCampaignPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FetchAdminCampaignPreviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fetchAdminCampaignPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"preview"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<FetchAdminCampaignPreviewMutation, FetchAdminCampaignPreviewMutationVariables>;
export const DeleteEmailRecipientDocument = {"__meta__":{"hash":"sha256:4cf1e73bfd70f461ad6978cf628a6e89ffc1c571a419a6816b807b67bd13f6fa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteEmailRecipient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteEmailRecipientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEmailRecipient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<DeleteEmailRecipientMutation, DeleteEmailRecipientMutationVariables>;
export const AddEmailRecipientDocument = {"__meta__":{"hash":"sha256:d3b7a434df6e3c9db4b4017e26abae7975396af4228a0f43aa9b99973ab19b9e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddEmailRecipient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddEmailRecipientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addEmailRecipient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<AddEmailRecipientMutation, AddEmailRecipientMutationVariables>;
export const EmailRecipientTypesDocument = {"__meta__":{"hash":"sha256:dd20974731c35146243b762a8d8c985d1e7b5faa49be9140b6ad25f805d244e5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmailRecipientTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailRecipientTypes"}}]}}]} as unknown as DocumentNode<EmailRecipientTypesQuery, EmailRecipientTypesQueryVariables>;
export const EmailRecipientsDocument = {"__meta__":{"hash":"sha256:f149c5c82ec808acea769747a145d3e940c6541ca971a7d49c5fd83a49b9a838"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmailRecipients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailRecipients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmailRecipientRow_recipient"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailRecipientRow_recipient"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailRecipient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<EmailRecipientsQuery, EmailRecipientsQueryVariables>;
export const AudiencesPageDocument = {"__meta__":{"hash":"sha256:53db372bd5592dd36c94ba452d6c7fa16a1840474503f419ec3666f04778b10e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AudiencesPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audiences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudiencesTable_audience"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudiencesTable_audience"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audience"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopeDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"assignments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"campaignCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsCreator"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AudiencesPageQuery, AudiencesPageQueryVariables>;
export const DeleteAudienceDocument = {"__meta__":{"hash":"sha256:b7e93fe9dfd4ea9b323251257b6d807411e1189aa87994321b2e5af7037f3c74"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAudience"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteAudienceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAudience"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<DeleteAudienceMutation, DeleteAudienceMutationVariables>;
export const AudienceFormPageDocument = {"__meta__":{"hash":"sha256:b218dedb17b1f950a9a371f37246ea771def67fd12e93f406b389e1c36770c7e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AudienceFormPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"editing"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audience"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"editing"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"assignments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsCreator"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audienceScopeChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<AudienceFormPageQuery, AudienceFormPageQueryVariables>;
export const AdminAudiencesPageDocument = {"__meta__":{"hash":"sha256:5c68cc4ed7af5ef511507de0feae40694908462161c28143df514759889d29b9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAudiencesPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAudiences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAudiencesTable_audience"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAudiencesTable_audience"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audience"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scopeDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"assignments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"campaignCount"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AdminAudiencesPageQuery, AdminAudiencesPageQueryVariables>;
export const AdminAudienceCampaignsDocument = {"__meta__":{"hash":"sha256:9212b8010f4ad1678d75381d45bd7c71d228aee63e9922ac1f15ea5209d6bd96"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAudienceCampaigns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"audienceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAudienceCampaigns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"audienceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"audienceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<AdminAudienceCampaignsQuery, AdminAudienceCampaignsQueryVariables>;
export const RequestPasswordResetDocument = {"__meta__":{"hash":"sha256:e8b0ee804ff1b647c279c336cd0d79133144e2de31c5d051204aa650727ea2e4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestPasswordResetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const LoginDocument = {"__meta__":{"hash":"sha256:e34079d54d76d5848fa90f21dd0ef556decd50a8abc25f6af46a5b819a94dbbd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homePath"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"handover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const ResetPasswordDocument = {"__meta__":{"hash":"sha256:b212114e6968f3d41e2b69e8cfdfa2a175389d8760755c85f51bc7ab82558c68"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const CardEntryDocument = {"__meta__":{"hash":"sha256:4c259de5879c1ab5370768267dadba0a21c9ed7cc82f9bfbe5ecc7cfa6e87d44"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CardEntry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardEntry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"publishableKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<CardEntryQuery, CardEntryQueryVariables>;
export const CreateSandboxCardTokenDocument = {"__meta__":{"hash":"sha256:1d007b29992da9cc7fab072e796257313d3eff55399d676f9cf369e1ee720fb5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSandboxCardToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"card"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SandboxCardInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"usage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CardUsage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSandboxCardToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"card"},"value":{"kind":"Variable","name":{"kind":"Name","value":"card"}}},{"kind":"Argument","name":{"kind":"Name","value":"usage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"usage"}}}]}]}}]} as unknown as DocumentNode<CreateSandboxCardTokenMutation, CreateSandboxCardTokenMutationVariables>;
export const SaveCardDocument = {"__meta__":{"hash":"sha256:60a3c5bf8b16371256924382b58cc82572fb319abace5fbf5f0d341c94f83a9b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CardOwnerInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"expMonth"}},{"kind":"Field","name":{"kind":"Name","value":"expYear"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<SaveCardMutation, SaveCardMutationVariables>;
export const RemoveCardDocument = {"__meta__":{"hash":"sha256:e314621156c761e448155570fccdbff8ed020f5e093622bde73bcf6a198d3f66"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CardOwnerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}}]}]}}]} as unknown as DocumentNode<RemoveCardMutation, RemoveCardMutationVariables>;
export const ClientsPageDocument = {"__meta__":{"hash":"sha256:115fe90837ef0aa7835b7eefbfd990e8ecee498cd6cdb69275640b91f070e58f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClientStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientAccessFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientsTable_client"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientAccessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientAccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"add"}},{"kind":"Field","name":{"kind":"Name","value":"editMainFields"}},{"kind":"Field","name":{"kind":"Name","value":"editSubDomain"}},{"kind":"Field","name":{"kind":"Name","value":"archive"}},{"kind":"Field","name":{"kind":"Name","value":"editDisplayConfig"}},{"kind":"Field","name":{"kind":"Name","value":"changePaymentOptions"}},{"kind":"Field","name":{"kind":"Name","value":"editTradingTerms"}},{"kind":"Field","name":{"kind":"Name","value":"attachOffices"}},{"kind":"Field","name":{"kind":"Name","value":"editIntegration"}},{"kind":"Field","name":{"kind":"Name","value":"switchFeatures"}},{"kind":"Field","name":{"kind":"Name","value":"changeCard"}},{"kind":"Field","name":{"kind":"Name","value":"tabs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"display"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"offices"}},{"kind":"Field","name":{"kind":"Name","value":"integration"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDetails"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientsTable_client"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"}},{"kind":"Field","name":{"kind":"Name","value":"agent"}},{"kind":"Field","name":{"kind":"Name","value":"office"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ClientsPageQuery, ClientsPageQueryVariables>;
export const ClientDetailsTabDocument = {"__meta__":{"hash":"sha256:fb5cc6574b0f5ce22af0e04a9d8dc2faeedb58f61a4220c3887ca85703b6bf83"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientDetailsTab"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientDetailsFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"subDomain"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"abnNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountEmail"}},{"kind":"Field","name":{"kind":"Name","value":"vendorNumber"}},{"kind":"Field","name":{"kind":"Name","value":"workflowNumber"}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buildingName"}},{"kind":"Field","name":{"kind":"Name","value":"thoroughfareNumber"}},{"kind":"Field","name":{"kind":"Name","value":"thoroughfareName"}},{"kind":"Field","name":{"kind":"Name","value":"localityName"}},{"kind":"Field","name":{"kind":"Name","value":"postalCodeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"administrativeAreaName"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emailFromName"}},{"kind":"Field","name":{"kind":"Name","value":"accountsEmailRecipients"}},{"kind":"Field","name":{"kind":"Name","value":"accountsEmailWeekday"}},{"kind":"Field","name":{"kind":"Name","value":"conversionSource"}},{"kind":"Field","name":{"kind":"Name","value":"authorizedDomains"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ClientDetailsTabQuery, ClientDetailsTabQueryVariables>;
export const ClientDisplayTabDocument = {"__meta__":{"hash":"sha256:7ed8c53f48e19741526975be9db30a1e8b610d6907e4ee8558e2b19f875e1bf2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientDisplayTab"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"display"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientDisplayFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientDisplayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientDisplay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configEditable"}},{"kind":"Field","name":{"kind":"Name","value":"showCampaignReportButton"}},{"kind":"Field","name":{"kind":"Name","value":"showCampaignExportPdf"}},{"kind":"Field","name":{"kind":"Name","value":"showAgentCampaignAdTitle"}},{"kind":"Field","name":{"kind":"Name","value":"showAgentCampaignLabel"}},{"kind":"Field","name":{"kind":"Name","value":"showPropertyUrlField"}},{"kind":"Field","name":{"kind":"Name","value":"showAgentLandingPage"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ClientDisplayTabQuery, ClientDisplayTabQueryVariables>;
export const ClientImagesTabDocument = {"__meta__":{"hash":"sha256:52b2c51f943f2b75c3e1f1ff7dba0208e56fa9998b29ba1e29f301c6a8c9bb1f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientImagesTab"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientImagesFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientImagesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientImages"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logoInverse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adLogo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"favicon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emailLogoTop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emailLogoBottom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"landingPageCover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ClientImagesTabQuery, ClientImagesTabQueryVariables>;
export const ClientOfficesTabDocument = {"__meta__":{"hash":"sha256:82c6ba9f893731fca9bd289a8758b84b85c144b3de8fb8122ea882e8295d0767"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientOfficesTab"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"offices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"officeId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"attachment"}},{"kind":"Field","name":{"kind":"Name","value":"otherClientTitle"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<ClientOfficesTabQuery, ClientOfficesTabQueryVariables>;
export const ClientIntegrationTabDocument = {"__meta__":{"hash":"sha256:06802b9b0f0c79535c7d6943aef27cec4db98d88e9a74c78ca643fde96584e73"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientIntegrationTab"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"integration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientIntegrationFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientIntegrationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientIntegration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size160x600"}},{"kind":"Field","name":{"kind":"Name","value":"size300x600"}},{"kind":"Field","name":{"kind":"Name","value":"size300x250"}},{"kind":"Field","name":{"kind":"Name","value":"size970x250"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"office"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size160x600"}},{"kind":"Field","name":{"kind":"Name","value":"size300x600"}},{"kind":"Field","name":{"kind":"Name","value":"size300x250"}},{"kind":"Field","name":{"kind":"Name","value":"size970x250"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size160x600"}},{"kind":"Field","name":{"kind":"Name","value":"size300x600"}},{"kind":"Field","name":{"kind":"Name","value":"size300x250"}},{"kind":"Field","name":{"kind":"Name","value":"size970x250"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ClientIntegrationTabQuery, ClientIntegrationTabQueryVariables>;
export const ClientPaymentTabDocument = {"__meta__":{"hash":"sha256:8248b504d6e4550051f044fecd4889105643467b03e2c928279e3afb87ffb54b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientPaymentTab"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientPaymentFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"card"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientPaymentDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"}},{"kind":"Field","name":{"kind":"Name","value":"agent"}},{"kind":"Field","name":{"kind":"Name","value":"office"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"}},{"kind":"Field","name":{"kind":"Name","value":"agent"}},{"kind":"Field","name":{"kind":"Name","value":"office"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tradingTerms"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"expMonth"}},{"kind":"Field","name":{"kind":"Name","value":"expYear"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ClientPaymentTabQuery, ClientPaymentTabQueryVariables>;
export const ClientFeaturesTabDocument = {"__meta__":{"hash":"sha256:c1ecce216b1817ae6800cb1e17b5e92aa911111c4d14d5d9b264b6d3a4171101"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientFeaturesTab"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<ClientFeaturesTabQuery, ClientFeaturesTabQueryVariables>;
export const CreateClientDocument = {"__meta__":{"hash":"sha256:123fdfa978609a6776a1d2836f2793e1bd5f096e2d0c707dcf409d2bee8619ee"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientDetailsFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientsTable_client"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"subDomain"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"abnNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountEmail"}},{"kind":"Field","name":{"kind":"Name","value":"vendorNumber"}},{"kind":"Field","name":{"kind":"Name","value":"workflowNumber"}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buildingName"}},{"kind":"Field","name":{"kind":"Name","value":"thoroughfareNumber"}},{"kind":"Field","name":{"kind":"Name","value":"thoroughfareName"}},{"kind":"Field","name":{"kind":"Name","value":"localityName"}},{"kind":"Field","name":{"kind":"Name","value":"postalCodeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"administrativeAreaName"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emailFromName"}},{"kind":"Field","name":{"kind":"Name","value":"accountsEmailRecipients"}},{"kind":"Field","name":{"kind":"Name","value":"accountsEmailWeekday"}},{"kind":"Field","name":{"kind":"Name","value":"conversionSource"}},{"kind":"Field","name":{"kind":"Name","value":"authorizedDomains"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientsTable_client"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"}},{"kind":"Field","name":{"kind":"Name","value":"agent"}},{"kind":"Field","name":{"kind":"Name","value":"office"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<CreateClientMutation, CreateClientMutationVariables>;
export const UpdateClientDetailsDocument = {"__meta__":{"hash":"sha256:4cb2406a8c4424fec16e22fe86e01c9f2e452561e074ccb88d49d52a23060480"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateClientDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientDetailsFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientsTable_client"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"subDomain"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"abnNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountEmail"}},{"kind":"Field","name":{"kind":"Name","value":"vendorNumber"}},{"kind":"Field","name":{"kind":"Name","value":"workflowNumber"}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buildingName"}},{"kind":"Field","name":{"kind":"Name","value":"thoroughfareNumber"}},{"kind":"Field","name":{"kind":"Name","value":"thoroughfareName"}},{"kind":"Field","name":{"kind":"Name","value":"localityName"}},{"kind":"Field","name":{"kind":"Name","value":"postalCodeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"administrativeAreaName"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emailFromName"}},{"kind":"Field","name":{"kind":"Name","value":"accountsEmailRecipients"}},{"kind":"Field","name":{"kind":"Name","value":"accountsEmailWeekday"}},{"kind":"Field","name":{"kind":"Name","value":"conversionSource"}},{"kind":"Field","name":{"kind":"Name","value":"authorizedDomains"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientsTable_client"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"}},{"kind":"Field","name":{"kind":"Name","value":"agent"}},{"kind":"Field","name":{"kind":"Name","value":"office"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<UpdateClientDetailsMutation, UpdateClientDetailsMutationVariables>;
export const UpdateClientDisplayDocument = {"__meta__":{"hash":"sha256:bf01bf018217ea50155b1938ca991695bac6e06e8e0096a1361e611a11c1dcb2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateClientDisplay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"display"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientDisplayFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientDisplayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientDisplay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configEditable"}},{"kind":"Field","name":{"kind":"Name","value":"showCampaignReportButton"}},{"kind":"Field","name":{"kind":"Name","value":"showCampaignExportPdf"}},{"kind":"Field","name":{"kind":"Name","value":"showAgentCampaignAdTitle"}},{"kind":"Field","name":{"kind":"Name","value":"showAgentCampaignLabel"}},{"kind":"Field","name":{"kind":"Name","value":"showPropertyUrlField"}},{"kind":"Field","name":{"kind":"Name","value":"showAgentLandingPage"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<UpdateClientDisplayMutation, UpdateClientDisplayMutationVariables>;
export const UpdateClientImagesDocument = {"__meta__":{"hash":"sha256:209201697067df8a2d692ed0a5ea943a64216fc86e10cd9ef1ba6dabc317a852"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateClientImages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientImagesFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientImagesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientImages"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logoInverse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adLogo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"favicon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emailLogoTop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emailLogoBottom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"landingPageCover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<UpdateClientImagesMutation, UpdateClientImagesMutationVariables>;
export const UpdateClientIntegrationDocument = {"__meta__":{"hash":"sha256:d870cfe5d8a02c407fe08bf95053938c2c8c90501d08ba60c5240778b00eaa40"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateClientIntegration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"integration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientIntegrationFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientIntegrationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientIntegration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size160x600"}},{"kind":"Field","name":{"kind":"Name","value":"size300x600"}},{"kind":"Field","name":{"kind":"Name","value":"size300x250"}},{"kind":"Field","name":{"kind":"Name","value":"size970x250"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"office"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size160x600"}},{"kind":"Field","name":{"kind":"Name","value":"size300x600"}},{"kind":"Field","name":{"kind":"Name","value":"size300x250"}},{"kind":"Field","name":{"kind":"Name","value":"size970x250"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size160x600"}},{"kind":"Field","name":{"kind":"Name","value":"size300x600"}},{"kind":"Field","name":{"kind":"Name","value":"size300x250"}},{"kind":"Field","name":{"kind":"Name","value":"size970x250"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<UpdateClientIntegrationMutation, UpdateClientIntegrationMutationVariables>;
export const UpdateClientPaymentDocument = {"__meta__":{"hash":"sha256:30a4c027a7ad048cd5acd89e880e6dcd3de7e5b4c24f7111ff3d28d0a418fb85"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateClientPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"}},{"kind":"Field","name":{"kind":"Name","value":"agent"}},{"kind":"Field","name":{"kind":"Name","value":"office"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientPaymentFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientPaymentDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"}},{"kind":"Field","name":{"kind":"Name","value":"agent"}},{"kind":"Field","name":{"kind":"Name","value":"office"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"}},{"kind":"Field","name":{"kind":"Name","value":"agent"}},{"kind":"Field","name":{"kind":"Name","value":"office"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tradingTerms"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<UpdateClientPaymentMutation, UpdateClientPaymentMutationVariables>;
export const ArchiveClientDocument = {"__meta__":{"hash":"sha256:5bbe3073746e4e15420ca3cd1adfbf996bb2c799e19d3481c039bea414171cc4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchiveClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ArchiveClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<ArchiveClientMutation, ArchiveClientMutationVariables>;
export const UnarchiveClientDocument = {"__meta__":{"hash":"sha256:d788118974440f47446035f5e2a1f2d11be7d17b4699b69f93c8fe2ee77fb135"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnarchiveClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnarchiveClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unarchiveClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<UnarchiveClientMutation, UnarchiveClientMutationVariables>;
export const AttachOfficeToClientDocument = {"__meta__":{"hash":"sha256:cd1e6c9ac35990fce0d189048003ea4ce142a9fe5e46f57dbf4aef556a42e69f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AttachOfficeToClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AttachOfficeToClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachOfficeToClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"office"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"officeId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"attachment"}},{"kind":"Field","name":{"kind":"Name","value":"otherClientTitle"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<AttachOfficeToClientMutation, AttachOfficeToClientMutationVariables>;
export const SetOfficePaymentMethodDocument = {"__meta__":{"hash":"sha256:8e7ef82762a3cacda1ed50a3730ab59bcc96561cf707c4982b460e4dc81d945f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetOfficePaymentMethod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetOfficePaymentMethodInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setOfficePaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"office"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"}},{"kind":"Field","name":{"kind":"Name","value":"agent"}},{"kind":"Field","name":{"kind":"Name","value":"office"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<SetOfficePaymentMethodMutation, SetOfficePaymentMethodMutationVariables>;
export const SetClientFeatureDocument = {"__meta__":{"hash":"sha256:7267d54ee0b6a67d3929cb67f89a46c3cc43bb46a25b83d6bf0aa496146c2bf9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetClientFeature"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetClientFeatureInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setClientFeature"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applied"}},{"kind":"Field","name":{"kind":"Name","value":"feature"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<SetClientFeatureMutation, SetClientFeatureMutationVariables>;
export const CampaignDashboardDocument = {"__meta__":{"hash":"sha256:bdae82a71f53d46f3a899c0451514cff1fe380fd319841ac4318d98cf593ebf9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"campaignType"}},{"kind":"Field","name":{"kind":"Name","value":"dashboard"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"packageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"officeSlug"}},{"kind":"Field","name":{"kind":"Name","value":"officeName"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceIncludesGst"}},{"kind":"Field","name":{"kind":"Name","value":"budgetSpent"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"destinationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"agentName"}},{"kind":"Field","name":{"kind":"Name","value":"agentEmail"}},{"kind":"Field","name":{"kind":"Name","value":"agentPhone"}},{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"displayPrice"}},{"kind":"Field","name":{"kind":"Name","value":"beds"}},{"kind":"Field","name":{"kind":"Name","value":"baths"}},{"kind":"Field","name":{"kind":"Name","value":"carbays"}},{"kind":"Field","name":{"kind":"Name","value":"saleStatus"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audienceName"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productUrl"}},{"kind":"Field","name":{"kind":"Name","value":"partnerLogs"}},{"kind":"Field","name":{"kind":"Name","value":"thirdPartyXml"}},{"kind":"Field","name":{"kind":"Name","value":"cancellable"}},{"kind":"Field","name":{"kind":"Name","value":"creatives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preview"}},{"kind":"Field","name":{"kind":"Name","value":"previewShown"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignStatsFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"daily"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"impressions"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignStatsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignStats"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"impressions"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"ctr"}},{"kind":"Field","name":{"kind":"Name","value":"socialEngagement"}},{"kind":"Field","name":{"kind":"Name","value":"soiViews"}},{"kind":"Field","name":{"kind":"Name","value":"imageViews"}},{"kind":"Field","name":{"kind":"Name","value":"videoViews"}},{"kind":"Field","name":{"kind":"Name","value":"floorplanViews"}},{"kind":"Field","name":{"kind":"Name","value":"liveChats"}},{"kind":"Field","name":{"kind":"Name","value":"inspectionAuctionLocationViews"}},{"kind":"Field","name":{"kind":"Name","value":"enquiriesSocial"}},{"kind":"Field","name":{"kind":"Name","value":"enquiriesForm"}},{"kind":"Field","name":{"kind":"Name","value":"enquiriesPhone"}},{"kind":"Field","name":{"kind":"Name","value":"enquiriesEmail"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<CampaignDashboardQuery, CampaignDashboardQueryVariables>;
export const FetchCampaignPreviewDocument = {"__meta__":{"hash":"sha256:48fc4c9fc87f054c87aabaf2c944e3c739aee19a6cd699377aa1b49fcc248739"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FetchCampaignPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fetchCampaignPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"preview"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<FetchCampaignPreviewMutation, FetchCampaignPreviewMutationVariables>;
export const CancelCampaignDocument = {"__meta__":{"hash":"sha256:d1a6f4833c98817c088e999d49cbbbad5d07225bc8fea17f35eb254c02926fb4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelCampaignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<CancelCampaignMutation, CancelCampaignMutationVariables>;
export const GlobalReportPageDocument = {"__meta__":{"hash":"sha256:0a7abc2d88f803e367d9f5b8ab0ea78bdff55be127460cdb4670fca56f038c6c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GlobalReportPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GlobalReportFiltersInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"run"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"officeClientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderPermissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportReport"}},{"kind":"Field","name":{"kind":"Name","value":"choosesClient"}},{"kind":"Field","name":{"kind":"Name","value":"ownClientId"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientLookup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"officeLookup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"officeClientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"globalReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"run"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"campaignCount"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"packages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"campaignCount"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignStatsFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignStatsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignStats"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"impressions"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"ctr"}},{"kind":"Field","name":{"kind":"Name","value":"socialEngagement"}},{"kind":"Field","name":{"kind":"Name","value":"soiViews"}},{"kind":"Field","name":{"kind":"Name","value":"imageViews"}},{"kind":"Field","name":{"kind":"Name","value":"videoViews"}},{"kind":"Field","name":{"kind":"Name","value":"floorplanViews"}},{"kind":"Field","name":{"kind":"Name","value":"liveChats"}},{"kind":"Field","name":{"kind":"Name","value":"inspectionAuctionLocationViews"}},{"kind":"Field","name":{"kind":"Name","value":"enquiriesSocial"}},{"kind":"Field","name":{"kind":"Name","value":"enquiriesForm"}},{"kind":"Field","name":{"kind":"Name","value":"enquiriesPhone"}},{"kind":"Field","name":{"kind":"Name","value":"enquiriesEmail"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<GlobalReportPageQuery, GlobalReportPageQueryVariables>;
export const GlobalReportViewerDocument = {"__meta__":{"hash":"sha256:435b489420ca253fbe1918ba4b0bac2ba1cf5b7106dbddef94fb78fe853e51ce"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GlobalReportViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<GlobalReportViewerQuery, GlobalReportViewerQueryVariables>;
export const TopNotificationsDocument = {"__meta__":{"hash":"sha256:bfa8809d69c53efedf0f212b21b8aa05319d25bd8a87b86b8d9fbb0613e4e13f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TopNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationItem_notification"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem_notification"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"creatorInitials"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<TopNotificationsQuery, TopNotificationsQueryVariables>;
export const NotificationBellCountDocument = {"__meta__":{"hash":"sha256:15a22e142182edd2d273d5c800c1f8d6cb5aae2f2fe4bfc5fbd492c30d6bb4ad"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationBellCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationCount"}}]}}]} as unknown as DocumentNode<NotificationBellCountQuery, NotificationBellCountQueryVariables>;
export const NotificationCountPushedDocument = {"__meta__":{"hash":"sha256:65f1d26fa11d3fca792f087453332b404ec7f60d48162342d000e9b96d3cd623"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NotificationCountPushed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationCount"}}]}}]} as unknown as DocumentNode<NotificationCountPushedSubscription, NotificationCountPushedSubscriptionVariables>;
export const NotificationsPageDocument = {"__meta__":{"hash":"sha256:4f62a3e33cdd425addb3c6d43fa54d738c21ffce2e283cae306966bbdc15d969"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationItem_notification"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem_notification"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"creatorInitials"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<NotificationsPageQuery, NotificationsPageQueryVariables>;
export const MarkNotificationsReadDocument = {"__meta__":{"hash":"sha256:6649ee282e563c9f5280708e5a8f18aa345239eae8acaad7018da74a3b12d05b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNotificationsRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkNotificationsReadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationsRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>;
export const OfficeAreaDocument = {"__meta__":{"hash":"sha256:3c3db58f0ced6c95b4de9c7d4d76410f35070928bee03452dee3d7eade7c59ce"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfficeArea"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderingOffice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"sideBar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyOrder"}},{"kind":"Field","name":{"kind":"Name","value":"agentOrder"}},{"kind":"Field","name":{"kind":"Name","value":"officeOrder"}},{"kind":"Field","name":{"kind":"Name","value":"campaigns"}},{"kind":"Field","name":{"kind":"Name","value":"backToOffices"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<OfficeAreaQuery, OfficeAreaQueryVariables>;
export const OfficeCampaignsPageDocument = {"__meta__":{"hash":"sha256:e67d43c99c7ccc95a0b3a7e7e102f84b2c04997fe243a54ed625c7fed95d34bd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfficeCampaignsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withOffice"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderingOffice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withOffice"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sideBar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyOrder"}},{"kind":"Field","name":{"kind":"Name","value":"agentOrder"}},{"kind":"Field","name":{"kind":"Name","value":"officeOrder"}},{"kind":"Field","name":{"kind":"Name","value":"campaigns"}},{"kind":"Field","name":{"kind":"Name","value":"backToOffices"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"officeCampaigns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"campaignType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceIncludesGst"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<OfficeCampaignsPageQuery, OfficeCampaignsPageQueryVariables>;
export const PublishedCampaignsPageDocument = {"__meta__":{"hash":"sha256:942fd52fbe09e347dce7dd643dac0b7f08293952e00b5e22e1d9a2597d868aec"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublishedCampaignsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishedCampaigns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"propertyTitle"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"officeSlug"}},{"kind":"Field","name":{"kind":"Name","value":"officeDisplayName"}},{"kind":"Field","name":{"kind":"Name","value":"officeLogoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"publishStatus"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<PublishedCampaignsPageQuery, PublishedCampaignsPageQueryVariables>;
export const OfficesViewerDocument = {"__meta__":{"hash":"sha256:9fe050954b0246abe63437e15e7334b481a469ca6951d1cb4442c26dbc9bc59f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfficesViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<OfficesViewerQuery, OfficesViewerQueryVariables>;
export const OfficesPageDocument = {"__meta__":{"hash":"sha256:e84be2111e177fc800fd2f5a2da167d8bc424fc027f357bdbf090865634200c6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfficesPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OfficeStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listed"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withClients"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withCounts"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientLookup"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withClients"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listed"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfficesTable_office"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfficesTable_office"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Office"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canOpenCampaigns"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"campaignCounts"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withCounts"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<OfficesPageQuery, OfficesPageQueryVariables>;
export const OfficeModalDocument = {"__meta__":{"hash":"sha256:f533beb958c0949f7a824a6b6586a077be8ab95001258009d316bfcde53bcd0b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfficeModal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"office"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canArchive"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdateCard"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdateReport"}},{"kind":"Field","name":{"kind":"Name","value":"canManageUsers"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfficeDetails_details"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfficeDetails_details"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OfficeDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"agentId"}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"primaryContact"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"postcodes"}},{"kind":"Field","name":{"kind":"Name","value":"destinationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"revId"}},{"kind":"Field","name":{"kind":"Name","value":"brandColor"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"organicSocialPosts"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<OfficeModalQuery, OfficeModalQueryVariables>;
export const OfficePaymentTabDocument = {"__meta__":{"hash":"sha256:0ea69395988efb947608833319ed6de76d286a06d343bacf75ecb589efaf77e2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfficePaymentTab"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"office"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"card"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"expMonth"}},{"kind":"Field","name":{"kind":"Name","value":"expYear"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientCard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"expMonth"}},{"kind":"Field","name":{"kind":"Name","value":"expYear"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"}},{"kind":"Field","name":{"kind":"Name","value":"agent"}},{"kind":"Field","name":{"kind":"Name","value":"office"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientTradingTerms"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<OfficePaymentTabQuery, OfficePaymentTabQueryVariables>;
export const OfficeUsersTabDocument = {"__meta__":{"hash":"sha256:ea26c7c8f9f31c51924b1c02065dbb221716cd0a70e09154421e589ec5c96fd9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfficeUsersTab"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"office"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfficeUsersTable_user"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfficeUsersTable_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OfficeUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permissionId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"permissionUpdatable"}},{"kind":"Field","name":{"kind":"Name","value":"canViewMediaOrders"}},{"kind":"Field","name":{"kind":"Name","value":"canViewPastOrders"}},{"kind":"Field","name":{"kind":"Name","value":"canViewPaymentDetails"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"canChange"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<OfficeUsersTabQuery, OfficeUsersTabQueryVariables>;
export const OfficeReportTabDocument = {"__meta__":{"hash":"sha256:1828877e77e3f0da7177f7da9f48cd3e8e0969470384c7e321cff22d84568c96"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfficeReportTab"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"office"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfficeReport_report"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfficeReport_report"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OfficeReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recurrence"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"monthday"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"lastSent"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<OfficeReportTabQuery, OfficeReportTabQueryVariables>;
export const CreateOfficeDocument = {"__meta__":{"hash":"sha256:872ea5f365d6cd90e950f1ddb8416c12fbc45cffcc3dd926ba6da115e66104e5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOffice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOfficeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOffice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"office"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<CreateOfficeMutation, CreateOfficeMutationVariables>;
export const UpdateOfficeDocument = {"__meta__":{"hash":"sha256:723642aa087800fc4b70c08641dd7eaf663c551d6c675fe9dd9fb5c9065f2473"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOffice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateOfficeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOffice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"office"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfficeDetails_details"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfficeDetails_details"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OfficeDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"agentId"}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"primaryContact"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"postcodes"}},{"kind":"Field","name":{"kind":"Name","value":"destinationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"revId"}},{"kind":"Field","name":{"kind":"Name","value":"brandColor"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"organicSocialPosts"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<UpdateOfficeMutation, UpdateOfficeMutationVariables>;
export const ArchiveOfficeDocument = {"__meta__":{"hash":"sha256:3dd47fe24a8418840e5d2c1ca32dec96d3f686b036387897f7c949277a2ccaac"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchiveOffice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OfficeIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveOffice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"office"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<ArchiveOfficeMutation, ArchiveOfficeMutationVariables>;
export const UpdateOfficeReportDocument = {"__meta__":{"hash":"sha256:8f9037e0760c5be16654faecc03df70131f838b0f03e17d83862d19e8a3419f7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOfficeReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateOfficeReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOfficeReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"office"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfficeReport_report"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfficeReport_report"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OfficeReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recurrence"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"monthday"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"lastSent"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<UpdateOfficeReportMutation, UpdateOfficeReportMutationVariables>;
export const UpdateOfficeUserPermissionDocument = {"__meta__":{"hash":"sha256:7c5d1a94667c47b03ac6838bfc3f546f875a410ffaea9785a41f1d132f40e152"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOfficeUserPermission"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateOfficeUserPermissionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOfficeUserPermission"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfficeUsersTable_user"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfficeUsersTable_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OfficeUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permissionId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"permissionUpdatable"}},{"kind":"Field","name":{"kind":"Name","value":"canViewMediaOrders"}},{"kind":"Field","name":{"kind":"Name","value":"canViewPastOrders"}},{"kind":"Field","name":{"kind":"Name","value":"canViewPaymentDetails"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"canChange"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<UpdateOfficeUserPermissionMutation, UpdateOfficeUserPermissionMutationVariables>;
export const SetOfficeUserActiveDocument = {"__meta__":{"hash":"sha256:2469dede484eb79602515c73053e1402036d91a73476b7e73350d6742e52ed27"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetOfficeUserActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetOfficeUserActiveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setOfficeUserActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfficeUsersTable_user"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfficeUsersTable_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OfficeUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permissionId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"permissionUpdatable"}},{"kind":"Field","name":{"kind":"Name","value":"canViewMediaOrders"}},{"kind":"Field","name":{"kind":"Name","value":"canViewPastOrders"}},{"kind":"Field","name":{"kind":"Name","value":"canViewPaymentDetails"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"canChange"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<SetOfficeUserActiveMutation, SetOfficeUserActiveMutationVariables>;
export const PropertyOrderPageDocument = {"__meta__":{"hash":"sha256:524abed2c125e57e7547c5288ca056a434f0150d390f252d5233ac8add637ebd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PropertyOrderPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyOrderPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"office"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"includeGst"}},{"kind":"Field","name":{"kind":"Name","value":"organicCampaigns"}},{"kind":"Field","name":{"kind":"Name","value":"sideBar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backToOffices"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"showPropertyUrlField"}},{"kind":"Field","name":{"kind":"Name","value":"showAgentLandingPage"}},{"kind":"Field","name":{"kind":"Name","value":"domains"}},{"kind":"Field","name":{"kind":"Name","value":"videoOptional"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"packages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"videoRequired"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audiences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"suburb"}},{"kind":"Field","name":{"kind":"Name","value":"mainImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isOrderable"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"savedCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"expMonth"}},{"kind":"Field","name":{"kind":"Name","value":"expYear"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentOption"}},{"kind":"Field","name":{"kind":"Name","value":"tradingTerms"}},{"kind":"Field","name":{"kind":"Name","value":"leadAgent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creatives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size160x600"}},{"kind":"Field","name":{"kind":"Name","value":"size300x600"}},{"kind":"Field","name":{"kind":"Name","value":"size300x250"}},{"kind":"Field","name":{"kind":"Name","value":"size970x250"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<PropertyOrderPageQuery, PropertyOrderPageQueryVariables>;
export const OrderPropertyDocument = {"__meta__":{"hash":"sha256:2c4b156c059c76340f13e9fee04d717832cdd5979d2ceb6f2b11c7eaa016b722"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderProperty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}},{"kind":"Field","name":{"kind":"Name","value":"thirdPartyJson"}},{"kind":"Field","name":{"kind":"Name","value":"hasThirdPartyData"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<OrderPropertyQuery, OrderPropertyQueryVariables>;
export const CreatePropertyCampaignDocument = {"__meta__":{"hash":"sha256:54da047edabeca9c57217119cb7845b36e4932db5d23ee6b2ec2d9eb1a5b43b4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePropertyCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePropertyCampaignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPropertyCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<CreatePropertyCampaignMutation, CreatePropertyCampaignMutationVariables>;
export const AttachCampaignVideoDocument = {"__meta__":{"hash":"sha256:77592e94daa25284663da4ddb227c0197148bdfbaa6980c754226ef8b4b00dc1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AttachCampaignVideo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AttachCampaignVideoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachCampaignVideo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<AttachCampaignVideoMutation, AttachCampaignVideoMutationVariables>;
export const CampaignPaymentDocument = {"__meta__":{"hash":"sha256:091d15665a3c0308d50d3ab8dc1ccc7db7cfc0335afd70f52de6ebaef513bdfc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"packageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"gst"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<CampaignPaymentQuery, CampaignPaymentQueryVariables>;
export const PayCampaignDocument = {"__meta__":{"hash":"sha256:403c3892f225bbf2c4901df34a4a358b8c718e6e75e73809b17a01ad1f05b74b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PayCampaignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<PayCampaignMutation, PayCampaignMutationVariables>;
export const AgentOrderPageDocument = {"__meta__":{"hash":"sha256:06e6325deb275deb8f93a9750e2466db77c44aa06dd883c133491868ec4175b7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgentOrderPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agentOrderPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"office"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"includeGst"}},{"kind":"Field","name":{"kind":"Name","value":"sideBar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backToOffices"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"packages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"videoRequired"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"gst"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audiences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageLocation"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"showAdTitle"}},{"kind":"Field","name":{"kind":"Name","value":"showLabel"}},{"kind":"Field","name":{"kind":"Name","value":"creatives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size160x600"}},{"kind":"Field","name":{"kind":"Name","value":"size300x600"}},{"kind":"Field","name":{"kind":"Name","value":"size300x250"}},{"kind":"Field","name":{"kind":"Name","value":"size970x250"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"savedCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"expMonth"}},{"kind":"Field","name":{"kind":"Name","value":"expYear"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentOption"}},{"kind":"Field","name":{"kind":"Name","value":"tradingTerms"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<AgentOrderPageQuery, AgentOrderPageQueryVariables>;
export const OfficeOrderPageDocument = {"__meta__":{"hash":"sha256:672a0a3a8365fb2488b697419e3a32a0131c1981d7516c6e9fe198a4166f77e8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfficeOrderPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"officeOrderPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"office"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"includeGst"}},{"kind":"Field","name":{"kind":"Name","value":"sideBar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backToOffices"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"packages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"videoRequired"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"gst"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audiences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creatives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size160x600"}},{"kind":"Field","name":{"kind":"Name","value":"size300x600"}},{"kind":"Field","name":{"kind":"Name","value":"size300x250"}},{"kind":"Field","name":{"kind":"Name","value":"size970x250"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"savedCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"expMonth"}},{"kind":"Field","name":{"kind":"Name","value":"expYear"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentOption"}},{"kind":"Field","name":{"kind":"Name","value":"tradingTerms"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<OfficeOrderPageQuery, OfficeOrderPageQueryVariables>;
export const CreatedAgentCampaignDocument = {"__meta__":{"hash":"sha256:4c3878be845617af6ce0d73f22f3cb836c77976199c293d03be784edfe0b2fb7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CreatedAgentCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createdAgentCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingPayment"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<CreatedAgentCampaignQuery, CreatedAgentCampaignQueryVariables>;
export const CreateAgentCampaignDocument = {"__meta__":{"hash":"sha256:5e8ec1b89cf9927aeb3c4fdb119d31d5f84fe743275f66aa2ab11c7fce550e18"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAgentCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAgentCampaignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAgentCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<CreateAgentCampaignMutation, CreateAgentCampaignMutationVariables>;
export const CreateOfficeCampaignDocument = {"__meta__":{"hash":"sha256:0f3c941f2251bed528ffdaf0ff09c6b0459f60a9810adfa2a08f401fcf7d86d1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOfficeCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOfficeCampaignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOfficeCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<CreateOfficeCampaignMutation, CreateOfficeCampaignMutationVariables>;
export const OrdersViewerDocument = {"__meta__":{"hash":"sha256:13751e9294319ab86aa29f8e5df16a3b7d9229f3ac8402b5a0bc3d8c590c7222"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrdersViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<OrdersViewerQuery, OrdersViewerQueryVariables>;
export const OrdersPageDocument = {"__meta__":{"hash":"sha256:40d3ec808ddc65d76ea445265d5cf9e7e3ecff1f885ba4faecc5d125de8c440c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrdersPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderFiltersInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listed"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"officeClientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderPermissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewNotes"}},{"kind":"Field","name":{"kind":"Name","value":"viewClients"}},{"kind":"Field","name":{"kind":"Name","value":"viewCampaignLinks"}},{"kind":"Field","name":{"kind":"Name","value":"viewPrices"}},{"kind":"Field","name":{"kind":"Name","value":"exportCsv"}},{"kind":"Field","name":{"kind":"Name","value":"updateInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"viewFinance"}},{"kind":"Field","name":{"kind":"Name","value":"choosesClient"}},{"kind":"Field","name":{"kind":"Name","value":"ownClientId"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientLookup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"officeLookup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"officeClientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"packageLookup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listed"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderRow_order"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRow_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"office"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"suburb"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"bookedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"noteCount"}},{"kind":"Field","name":{"kind":"Name","value":"freeOfCharge"}},{"kind":"Field","name":{"kind":"Name","value":"invoiced"}},{"kind":"Field","name":{"kind":"Name","value":"invoicedDate"}},{"kind":"Field","name":{"kind":"Name","value":"adjustmentCount"}},{"kind":"Field","name":{"kind":"Name","value":"adjustmentTotal"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<OrdersPageQuery, OrdersPageQueryVariables>;
export const OrderOfficesDocument = {"__meta__":{"hash":"sha256:95414dce99aee55107f69dd6e89472ee046661b8537f54f0e51af2d14594ed55"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderOffices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"officeLookup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<OrderOfficesQuery, OrderOfficesQueryVariables>;
export const OrderNotesDocument = {"__meta__":{"hash":"sha256:135e288ed9a687fc28f2798a2f66fad197f3f4b4e5a95fe6126b9e9035979e62"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderNotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<OrderNotesQuery, OrderNotesQueryVariables>;
export const AddOrderNoteDocument = {"__meta__":{"hash":"sha256:e4962df6b0c8f2eb4bc76a8be8352ad55cb06d7544b2c7b33ce5129007d4d234"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddOrderNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddOrderNoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addOrderNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<AddOrderNoteMutation, AddOrderNoteMutationVariables>;
export const UpdateOrderNoteDocument = {"__meta__":{"hash":"sha256:1530d0d53358ed489b94756cb9b374528bf36e37b8103a5c37ac96093dfbe6cf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOrderNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateOrderNoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOrderNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<UpdateOrderNoteMutation, UpdateOrderNoteMutationVariables>;
export const MarkOrderFreeOfChargeDocument = {"__meta__":{"hash":"sha256:6d1c69a41eebd638ae1bce44b7c33b58b03f268fd22d4e401dda1d22bed50e86"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkOrderFreeOfCharge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkOrderFreeOfChargeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markOrderFreeOfCharge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"freeOfCharge"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<MarkOrderFreeOfChargeMutation, MarkOrderFreeOfChargeMutationVariables>;
export const SetOrderInvoicedDocument = {"__meta__":{"hash":"sha256:285f64feac84fe5b1db4b15973d020616aed650d3b58649d7d4675dae316f518"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetOrderInvoiced"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetOrderInvoicedInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setOrderInvoiced"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiced"}},{"kind":"Field","name":{"kind":"Name","value":"invoicedDate"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<SetOrderInvoicedMutation, SetOrderInvoicedMutationVariables>;
export const OrderAdjustmentsDocument = {"__meta__":{"hash":"sha256:50c55e0ac737a49718b071363c76b046a5ed8270ef17bd2695fdca2118669e33"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderAdjustments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderAdjustments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<OrderAdjustmentsQuery, OrderAdjustmentsQueryVariables>;
export const AddOrderAdjustmentDocument = {"__meta__":{"hash":"sha256:4ee435577b1d1ea23d0eaaef297008efec56b34820c7dbdf3da8100076367b70"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddOrderAdjustment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddOrderAdjustmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addOrderAdjustment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"adjustment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<AddOrderAdjustmentMutation, AddOrderAdjustmentMutationVariables>;
export const DeleteOrderAdjustmentDocument = {"__meta__":{"hash":"sha256:5da022c0e331270d690a64a7822985378fbba214e6c8651fef2bc79d8c273444"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteOrderAdjustment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteOrderAdjustmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteOrderAdjustment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"adjustmentId"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<DeleteOrderAdjustmentMutation, DeleteOrderAdjustmentMutationVariables>;
export const PackagesPageDocument = {"__meta__":{"hash":"sha256:bac510a80b953d493098b140192597ceea0e3f3c7f7737ad16e0b347d5525ef1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PackagesPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PackageStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listed"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withLookups"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packagePermissions"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withLookups"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"create"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"changePackageId"}},{"kind":"Field","name":{"kind":"Name","value":"changeTtbCharge"}},{"kind":"Field","name":{"kind":"Name","value":"exportPackages"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientLookup"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withLookups"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"packages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listed"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PackagesTable_package"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackagesTable_package"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Package"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"retailPrice"}},{"kind":"Field","name":{"kind":"Name","value":"packagePrice"}},{"kind":"Field","name":{"kind":"Name","value":"propertyDuration"}},{"kind":"Field","name":{"kind":"Name","value":"agentDuration"}},{"kind":"Field","name":{"kind":"Name","value":"officeDuration"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<PackagesPageQuery, PackagesPageQueryVariables>;
export const PackageDetailsDocument = {"__meta__":{"hash":"sha256:c8f05f11c62c6ae308a19904c14e8123bc1b25c70e85913508995e5bb6e5611d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PackageDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"propertyPackageId"}},{"kind":"Field","name":{"kind":"Name","value":"agentPackageId"}},{"kind":"Field","name":{"kind":"Name","value":"officePackageId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyDuration"}},{"kind":"Field","name":{"kind":"Name","value":"agentDuration"}},{"kind":"Field","name":{"kind":"Name","value":"officeDuration"}},{"kind":"Field","name":{"kind":"Name","value":"retailPrice"}},{"kind":"Field","name":{"kind":"Name","value":"packagePrice"}},{"kind":"Field","name":{"kind":"Name","value":"productionFee"}},{"kind":"Field","name":{"kind":"Name","value":"ttbCharge"}},{"kind":"Field","name":{"kind":"Name","value":"videoRequired"}},{"kind":"Field","name":{"kind":"Name","value":"pmpRequired"}},{"kind":"Field","name":{"kind":"Name","value":"campaignsInProgress"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<PackageDetailsQuery, PackageDetailsQueryVariables>;
export const PackageLinksDocument = {"__meta__":{"hash":"sha256:078807a4f001ad7dfef280d0b9aa249fb1f653fbb6fe63bf85ba8dd6ed967fd9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PackageLinks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"attached"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"attached"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<PackageLinksQuery, PackageLinksQueryVariables>;
export const CreatePackageDocument = {"__meta__":{"hash":"sha256:3457dea08243deed776ab32b1a0b8dd42b6afc87aaa074599d0ca5cfb54a9f73"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePackageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPackage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PackagesTable_package"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackagesTable_package"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Package"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"retailPrice"}},{"kind":"Field","name":{"kind":"Name","value":"packagePrice"}},{"kind":"Field","name":{"kind":"Name","value":"propertyDuration"}},{"kind":"Field","name":{"kind":"Name","value":"agentDuration"}},{"kind":"Field","name":{"kind":"Name","value":"officeDuration"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<CreatePackageMutation, CreatePackageMutationVariables>;
export const UpdatePackageDocument = {"__meta__":{"hash":"sha256:925ce43306a8277115856f9441ed04bdbe760491d8989d712c6aa07b19bb3d9b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePackageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePackage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"propertyPackageId"}},{"kind":"Field","name":{"kind":"Name","value":"agentPackageId"}},{"kind":"Field","name":{"kind":"Name","value":"officePackageId"}},{"kind":"Field","name":{"kind":"Name","value":"productionFee"}},{"kind":"Field","name":{"kind":"Name","value":"ttbCharge"}},{"kind":"Field","name":{"kind":"Name","value":"videoRequired"}},{"kind":"Field","name":{"kind":"Name","value":"pmpRequired"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PackagesTable_package"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackagesTable_package"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Package"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"retailPrice"}},{"kind":"Field","name":{"kind":"Name","value":"packagePrice"}},{"kind":"Field","name":{"kind":"Name","value":"propertyDuration"}},{"kind":"Field","name":{"kind":"Name","value":"agentDuration"}},{"kind":"Field","name":{"kind":"Name","value":"officeDuration"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<UpdatePackageMutation, UpdatePackageMutationVariables>;
export const ArchivePackageDocument = {"__meta__":{"hash":"sha256:424a08b35b357c5306b0feb5560ec68ba0c2de859a574775cab67858349326d3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchivePackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ArchivePackageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archivePackage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<ArchivePackageMutation, ArchivePackageMutationVariables>;
export const UnarchivePackageDocument = {"__meta__":{"hash":"sha256:4b2e2120cd1bdccef3548c682e4a7385b08bfc784cef0318ece4e429f0ce808c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnarchivePackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnarchivePackageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unarchivePackage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<UnarchivePackageMutation, UnarchivePackageMutationVariables>;
export const SetPackageClientAttachedDocument = {"__meta__":{"hash":"sha256:4858e7b1c3078966dc4f37575691c43d4fc279b639604667f009083347b34fe8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPackageClientAttached"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetPackageClientAttachedInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPackageClientAttached"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"attached"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<SetPackageClientAttachedMutation, SetPackageClientAttachedMutationVariables>;
export const SetPackageOfficeAttachedDocument = {"__meta__":{"hash":"sha256:28cb5bb8643e39433c9c48b0fcf10a8cfb2c4767b18496e4420271b2f2329dc2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPackageOfficeAttached"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetPackageOfficeAttachedInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPackageOfficeAttached"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"attached"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<SetPackageOfficeAttachedMutation, SetPackageOfficeAttachedMutationVariables>;
export const PartnerLogsPageDocument = {"__meta__":{"hash":"sha256:7e570b04d472ca24dcce9a021832b583ad757abe2adc3656182a950810eac43d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartnerLogsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientLookup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"partnerLogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientTitle"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"campaignTitle"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"loggedAt"}},{"kind":"Field","name":{"kind":"Name","value":"response"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<PartnerLogsPageQuery, PartnerLogsPageQueryVariables>;
export const ChangePasswordDocument = {"__meta__":{"hash":"sha256:63f239ec6817fa799ea4cb13c77c958e34c11b88355950104a390028f18f548f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const UpdateProfileDocument = {"__meta__":{"hash":"sha256:c5495f2a2cb2f835fc7a1cfc0ba80d120a7926c892152ad432ee23d03798d171"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileForm_profile"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileForm_profile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const PreferencesPageDocument = {"__meta__":{"hash":"sha256:bcacd896d5c13c1f4cee4c14871d85836bfadd1b6b51dacab585138899e1e7d2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PreferencesPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"passwordChangeable"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileForm_profile"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileForm_profile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<PreferencesPageQuery, PreferencesPageQueryVariables>;
export const ReportsViewerDocument = {"__meta__":{"hash":"sha256:8cca266edb23d75785374b22577fcc93e26806cb225ccee09f56294773b2886f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportsViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<ReportsViewerQuery, ReportsViewerQueryVariables>;
export const ReportsPageDocument = {"__meta__":{"hash":"sha256:e8bed3daf70d05eb351e7387c2d7f671f83709635c3fe3426c95e853579b1e38"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listed"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withClients"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientLookup"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withClients"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modifiedCampaigns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listed"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"officeName"}},{"kind":"Field","name":{"kind":"Name","value":"officeSlug"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<ReportsPageQuery, ReportsPageQueryVariables>;
export const SubmitSupportRequestDocument = {"__meta__":{"hash":"sha256:e2c63fa816b4aaf2b827e57ac131fce8043e27ee24459f9490e3e8b12c4ddc44"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitSupportRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitSupportRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitSupportRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<SubmitSupportRequestMutation, SubmitSupportRequestMutationVariables>;
export const UsersViewerDocument = {"__meta__":{"hash":"sha256:3df810e11fa69ac4475bfdcd3a22e29537293ce6427a3e776e09329306e476f2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UsersViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<UsersViewerQuery, UsersViewerQueryVariables>;
export const UsersPageDocument = {"__meta__":{"hash":"sha256:20c58577a5ce7e3e2de9a917fe19239432517af93571035d2fe614c1bcdc2909"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UsersPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"officeIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roles"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listed"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withClients"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withOffices"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withRoles"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientLookup"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withClients"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"officeLookup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withOffices"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userRoles"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withRoles"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"officeIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"officeIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"roles"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roles"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listed"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsersTable_user"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersTable_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"officeScope"}},{"kind":"Field","name":{"kind":"Name","value":"offices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modified"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<UsersPageQuery, UsersPageQueryVariables>;
export const UserModalDocument = {"__meta__":{"hash":"sha256:8d8fe7ade5233a6e94c301bcd71abe11c3b81bf0aa7645994bfdf1127f7416d6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserModal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"editing"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"creating"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"editing"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"destinationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageFileId"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"officeScope"}},{"kind":"Field","name":{"kind":"Name","value":"offices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"office"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientOffices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"officeLookup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"creating"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignableUserRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<UserModalQuery, UserModalQueryVariables>;
export const CreateUserDocument = {"__meta__":{"hash":"sha256:b8e9feea8b67da587ccab11396d4619570b1f4108fc8dc982df1fd28e5e2c49f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsersTable_user"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersTable_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"officeScope"}},{"kind":"Field","name":{"kind":"Name","value":"offices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modified"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<CreateUserMutation, CreateUserMutationVariables>;
export const UpdateUserDocument = {"__meta__":{"hash":"sha256:99bb24aad5fef5e94bff727a506bd216b4a831def19141e4df6f365f5db59800"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"destinationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageFileId"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"office"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsersTable_user"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersTable_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"officeScope"}},{"kind":"Field","name":{"kind":"Name","value":"offices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modified"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const ArchiveUserDocument = {"__meta__":{"hash":"sha256:e2b3224824e5648241eac3e6984a438bb2f7b464e9348a2fb638690bece8955f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchiveUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ArchiveUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<ArchiveUserMutation, ArchiveUserMutationVariables>;
export const ActivateUserDocument = {"__meta__":{"hash":"sha256:e21f9d142e633044b738738135cf2eb2823c831ac97a210a1d04cc6185830856"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ActivateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"modified"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<ActivateUserMutation, ActivateUserMutationVariables>;
export const DeactivateUserDocument = {"__meta__":{"hash":"sha256:32dd8ec7b4adc55fc8bd2c2ac37af666d81ff8234bde5dc1332d98dd8abefcca"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeactivateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeactivateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<DeactivateUserMutation, DeactivateUserMutationVariables>;