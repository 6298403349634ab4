import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ViewerModel } from '../modules/viewer/models.ts';
import type { LoginPayloadModel } from '../modules/handover/models.ts';
import type { ProfileModel } from '../modules/profile/models.ts';
import type { ClientModel } from '../modules/clients/models.ts';
import type { OfficeModel, OfficeUserModel, OfficeListCapabilitiesModel } from '../modules/offices/models.ts';
import type { AdminUserModel } from '../modules/users/models.ts';
import type { PackageModel } from '../modules/packages/models.ts';
import type { AudienceModel, AudienceScopeChoicesModel } from '../modules/audiences/models.ts';
import type { OrderPackageModel, OfficeCampaignModel, OrderFormPackageModel, CampaignPaymentModel } from '../modules/ordering/models.ts';
import type { AdminCampaignModel } from '../modules/admin-campaigns/models.ts';
import type { OrderModel } from '../modules/orders/models.ts';
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

export type AddOrderAdjustmentInput = {
  /** Dollars as typed, at most two decimals (12.50, -3.25): read as text, stored in cents. */
  amount: Scalars['String']['input'];
  campaignId: Scalars['ID']['input'];
  date: Scalars['Date']['input'];
  /** Revenue - ex. GST or TTV - ex. GST. */
  label: Scalars['String']['input'];
  remarks?: InputMaybe<Scalars['String']['input']>;
};

export type AddOrderAdjustmentPayload = {
  __typename?: 'AddOrderAdjustmentPayload';
  adjustment: OrderAdjustment;
  campaignId: Scalars['ID']['output'];
};

export type AddOrderNoteInput = {
  campaignId: Scalars['ID']['input'];
  note: Scalars['String']['input'];
};

export type AddOrderNotePayload = {
  __typename?: 'AddOrderNotePayload';
  campaignId: Scalars['ID']['output'];
  notes: Array<OrderNote>;
};

export type AdjustAdminCampaignDatesInput = {
  campaignId: Scalars['ID']['input'];
  endDate: Scalars['String']['input'];
  note: Scalars['String']['input'];
  startDate: Scalars['String']['input'];
};

/**
 * The admin campaign tool (/admin-tools/campaign): a campaign as the admin tool reads it from the legacy
 * dashboard API. Every field of this file needs the admin-tool access flag and the admin or super admin role.
 */
export type AdminCampaign = {
  __typename?: 'AdminCampaign';
  /** null shows N/A. */
  associatedCampaignId: Maybe<Scalars['ID']['output']>;
  bookedAt: Maybe<Scalars['DateTime']['output']>;
  /** First and last name of who booked it. */
  bookedBy: Maybe<Scalars['String']['output']>;
  displayName: Scalars['String']['output'];
  endDate: Scalars['Date']['output'];
  /** The partner's preview markup (shown only in a sandboxed frame); null when none was fetched or none is available. */
  facebookPreview: Maybe<Scalars['String']['output']>;
  hasOrderResponse: Scalars['Boolean']['output'];
  /** Whether the partner's product call has answered (the order call needs it). */
  hasProductResponse: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  officeName: Scalars['String']['output'];
  packageTitle: Scalars['String']['output'];
  /** credit-card or trading-terms (GET admin/campaigns/{id}/payment-method): the partner calls panel is only for trading-terms. */
  paymentMethod: Maybe<Scalars['String']['output']>;
  /** The listing's title; null shows N/A. */
  propertyTitle: Maybe<Scalars['String']['output']>;
  startDate: Scalars['Date']['output'];
  /** The campaign's status, null when it has none (not booked with the partner). */
  status: Maybe<AdminCampaignStatus>;
  /** Property, Property Extend, Agent or Office. */
  type: Scalars['String']['output'];
};

/** The campaign as reloaded by its id after the change. */
export type AdminCampaignPayload = {
  __typename?: 'AdminCampaignPayload';
  campaign: AdminCampaign;
  message: Scalars['String']['output'];
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
  /**
   * Whether the viewer may change this user (save, Active switch, archive): staff any user; everyone
   * else only office admins and agents of their own client. Other rows (client admins, admins, super
   * admins) are read-only to them, and their writes are FORBIDDEN.
   */
  viewerCanEdit: Scalars['Boolean']['output'];
};

export type AdminUserConnection = {
  __typename?: 'AdminUserConnection';
  items: Array<AdminUser>;
  pageInfo: PageInfo;
};

/** Everything the agent order form needs, in one operation. */
export type AgentOrderPage = {
  __typename?: 'AgentOrderPage';
  /** Sorted by name ignoring case. */
  agents: Array<OrderAgent>;
  /** Null when the viewer may not choose an audience. */
  audiences: Maybe<Array<OrderAudience>>;
  creatives: CreativeUrls;
  office: OrderingOffice;
  /** Published agent packages, the office's and the client's merged without duplicates, by sortOrder. */
  packages: Array<OrderFormPackage>;
  /** The office's agent campaign payment option, else the client's. */
  paymentOption: PaymentMethod;
  savedCards: Array<SavedCard>;
  /** showAgentCampaignAdTitle: ad title and ad copy are shown (the ad title then required). */
  showAdTitle: Scalars['Boolean']['output'];
  /** showAgentCampaignLabel: the label choice is shown. */
  showLabel: Scalars['Boolean']['output'];
  tradingTerms: Maybe<Scalars['String']['output']>;
};

export type AgentUrlSource =
  | 'AGENT'
  | 'PROPERTY';

export type ArchiveClientInput = {
  id: Scalars['ID']['input'];
};

export type ArchiveClientPayload = {
  __typename?: 'ArchiveClientPayload';
  client: Client;
};

export type ArchivePackageInput = {
  id: Scalars['ID']['input'];
};

export type ArchivePackagePayload = {
  __typename?: 'ArchivePackagePayload';
  package: Package;
};

export type ArchiveUserInput = {
  id: Scalars['ID']['input'];
};

export type ArchiveUserPayload = {
  __typename?: 'ArchiveUserPayload';
  id: Scalars['ID']['output'];
};

export type AttachCampaignVideoInput = {
  campaignId: Scalars['ID']['input'];
  url: Scalars['String']['input'];
};

export type AttachCampaignVideoPayload = {
  __typename?: 'AttachCampaignVideoPayload';
  campaignId: Scalars['ID']['output'];
  videoUrl: Scalars['String']['output'];
};

export type AttachOfficeToClientInput = {
  clientId: Scalars['ID']['input'];
  officeId: Scalars['ID']['input'];
};

export type AttachOfficeToClientPayload = {
  __typename?: 'AttachOfficeToClientPayload';
  office: ClientOfficeOption;
};

export type Audience = {
  __typename?: 'Audience';
  /** The activity log, oldest first. */
  activityLogs: Array<AudienceActivity>;
  /**
   * What the audience is assigned to (the Assignments column and the form's scope selections): the
   * client for CLIENT, the offices for OFFICE, the agents ("First Last") for AGENT.
   */
  assignments: Array<LookupItem>;
  /** How many campaigns use the audience (the Campaigns column). */
  campaignCount: Scalars['Int']['output'];
  client: LookupItem;
  /** How many contacts of the last CSV were hashed and transferred to the ad platform. */
  contactCount: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Null when the creating user no longer exists. */
  createdBy: Maybe<AudienceCreator>;
  /** Soft-deleted (only the admin dashboard lists deleted audiences). */
  deleted: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** At most 30 characters; unique within the client among audiences not deleted. */
  name: Scalars['String']['output'];
  scope: AudienceScope;
  /** Global, Office or Agent (the Scope column). */
  scopeDisplay: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /**
   * Whether the signed-in user created the audience: only the creator may edit or delete it (the
   * list shows Edit and Delete disabled with a tooltip otherwise).
   */
  viewerIsCreator: Scalars['Boolean']['output'];
};

/** One entry of an audience's activity log (created, csv uploaded, transferred to platform, updated, deleted). */
export type AudienceActivity = {
  __typename?: 'AudienceActivity';
  action: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
};

/** A campaign that uses an audience (the admin dashboard's per-audience campaigns). */
export type AudienceCampaign = {
  __typename?: 'AudienceCampaign';
  createdAt: Scalars['DateTime']['output'];
  displayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** property, property-extend, agent or office. */
  type: Scalars['String']['output'];
};

export type AudienceCampaignPage = {
  __typename?: 'AudienceCampaignPage';
  items: Array<AudienceCampaign>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

/** Who created an audience. */
export type AudienceCreator = {
  __typename?: 'AudienceCreator';
  firstName: Scalars['String']['output'];
  /** First and last name (the Created By column). */
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
};

/** A page of audiences (remote paging by page number, 15 rows a page). */
export type AudiencePage = {
  __typename?: 'AudiencePage';
  items: Array<Audience>;
  /** The page answered, from 1. */
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
  /** At least 1. */
  totalPages: Scalars['Int']['output'];
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

/** What the audience form's scope selection offers, for the viewer's client. */
export type AudienceScopeChoices = {
  __typename?: 'AudienceScopeChoices';
  /** Agents for Agent scope ("First Last"), of the same offices. One upstream call (GET agents). */
  agents: Array<LookupItem>;
  /** The client Global scope assigns (the viewer's own client). */
  client: LookupItem;
  /** Offices for Office scope: a client admin's every published office, an office admin's own offices. One upstream call (GET lookups/agencies). */
  offices: Array<LookupItem>;
};

export type Branding = {
  __typename?: 'Branding';
  faviconUrl: Maybe<Scalars['String']['output']>;
  logoInverseUrl: Maybe<Scalars['String']['output']>;
  /** Served by the BFF under /storage/. */
  logoUrl: Maybe<Scalars['String']['output']>;
  subDomain: Scalars['String']['output'];
};

export type CallAdminCampaignPartnerInput = {
  campaignId: Scalars['ID']['input'];
  kind: PartnerCallKind;
  note: Scalars['String']['input'];
};

export type CallAdminCampaignPartnerPayload = {
  __typename?: 'CallAdminCampaignPartnerPayload';
  campaign: AdminCampaign;
  /** partner {kind} call updated successfully, or Failed to update partner {kind} call. */
  message: Scalars['String']['output'];
  /** Whether the partner accepted the call. */
  succeeded: Scalars['Boolean']['output'];
};

/**
 * Campaign dashboards (ordering spec sections 2.8, 3, 4, 6): the property, agent and office
 * campaign dashboards under /office/:agency, the social ad preview and the admins' cancel.
 *
 * Who may see what: a dashboard is reached by whoever may see the campaign's office (staff, the
 * client's users, the office's users; FORBIDDEN otherwise, NOT_FOUND for an unknown campaign or one
 * of another office than the slug). Prices resolve to null without viewPrices (agents). The product
 * ID, the product URL, the partner logs link and the XML download resolve to null / false for
 * everyone but admins and super admins. The audience name needs the client's audience feature and a
 * client or office admin (null otherwise).
 *
 * The public campaign report and both PDFs are not GraphQL: GET /public-report/:campaignId/:token
 * (JSON), /public-report/:campaignId/:token/pdf and GET /downloads/campaign-report.pdf?campaign=…
 * (decision 066).
 */
export type CampaignDashboard = {
  __typename?: 'CampaignDashboard';
  agentEmail: Maybe<Scalars['String']['output']>;
  agentName: Maybe<Scalars['String']['output']>;
  agentPhone: Maybe<Scalars['String']['output']>;
  /** The audience's name (needs the audience feature and a client or office admin). */
  audienceName: Maybe<Scalars['String']['output']>;
  /** Percent of the budget spent, one decimal. */
  budgetSpent: Scalars['Float']['output'];
  /** property, property-extend, agent or office. */
  campaignType: Scalars['String']['output'];
  /** Admins only: Booked or In Progress. */
  cancellable: Scalars['Boolean']['output'];
  /** Creative iframes: one per size key (160x600, 300x600, 300x250, 970x250). */
  creatives: Array<DashboardCreative>;
  /** The campaign's delivered days, oldest first. */
  daily: Array<DashboardDay>;
  /** Which dashboard shows it: PROPERTY (property and property extend), AGENT (any other) or OFFICE. */
  dashboard: DashboardKind;
  /** The ad's destination (View Ad Listing). */
  destinationUrl: Maybe<Scalars['String']['output']>;
  /** Days. */
  duration: Scalars['Int']['output'];
  endDate: Scalars['Date']['output'];
  id: Scalars['ID']['output'];
  imageUrl: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  officeName: Scalars['String']['output'];
  officeSlug: Scalars['String']['output'];
  packageTitle: Scalars['String']['output'];
  /** Admins only: whether the partner logs link shows. */
  partnerLogs: Scalars['Boolean']['output'];
  /** The partner preview iframe markup (sandboxed by the portal); null when none or N/A. */
  preview: Maybe<Scalars['String']['output']>;
  /** Whether the preview section shows (not for Finished campaigns). */
  previewShown: Scalars['Boolean']['output'];
  /** The campaign's price (retail price, cents) — null without viewPrices. */
  price: Maybe<Scalars['Int']['output']>;
  /** Whether the price includes GST (the office's includeGst). */
  priceIncludesGst: Scalars['Boolean']['output'];
  /**
   * Admins only: the partner's product ID (Data.PublisherId of its product answer, GET
   * campaigns/{id}/product, read for admins alone); null before the partner's product call.
   */
  productId: Maybe<Scalars['String']['output']>;
  /** Admins only: the listing's page (the product URL). */
  productUrl: Maybe<Scalars['String']['output']>;
  property: Maybe<DashboardProperty>;
  startDate: Scalars['Date']['output'];
  stats: CampaignStats;
  /** Booked, In Progress, Finished, Upcoming, Cancelled or Stopped; null before the partner booked it. */
  status: Maybe<Scalars['String']['output']>;
  /** Admins only: third-party data exists (Download XML). */
  thirdPartyXml: Scalars['Boolean']['output'];
};

/** The amount of a campaign's payment, in integer cents. */
export type CampaignPayment = {
  __typename?: 'CampaignPayment';
  campaignId: Scalars['ID']['output'];
  /** The GST charged (0 when none); null for agents. */
  gst: Maybe<Scalars['Int']['output']>;
  /** The campaign's package. */
  packageTitle: Scalars['String']['output'];
  /** The package price excluding GST; null for agents. */
  price: Maybe<Scalars['Int']['output']>;
  /** The amount charged: the value payCampaign's confirmedAmountCents must carry; null for agents. */
  total: Maybe<Scalars['Int']['output']>;
};

export type CampaignPreviewPayload = {
  __typename?: 'CampaignPreviewPayload';
  campaignId: Scalars['ID']['output'];
  /** The preview markup; null when the partner has none. */
  preview: Maybe<Scalars['String']['output']>;
};

/**
 * A campaign's or a report's stat numbers, by the contract's names (spec section 3, Stats (dashboard)
 * and Global stats; the four sections of 2.8 and 2.11): the dashboards and the global report. The
 * main API's names (adImpressions, gaiLeLiveChat, …) stay in the BFF; the stats vocabulary
 * (schema/src/stats.ts, decision 086) maps one to the other.
 */
export type CampaignStats = {
  __typename?: 'CampaignStats';
  clicks: Scalars['Int']['output'];
  /** Click-through rate in percent, two decimals. */
  ctr: Scalars['Float']['output'];
  enquiriesEmail: Scalars['Int']['output'];
  enquiriesForm: Scalars['Int']['output'];
  enquiriesPhone: Scalars['Int']['output'];
  enquiriesSocial: Scalars['Int']['output'];
  floorplanViews: Scalars['Int']['output'];
  imageViews: Scalars['Int']['output'];
  impressions: Scalars['Int']['output'];
  inspectionAuctionLocationViews: Scalars['Int']['output'];
  liveChats: Scalars['Int']['output'];
  socialEngagement: Scalars['Int']['output'];
  soiViews: Scalars['Int']['output'];
  videoViews: Scalars['Int']['output'];
};

export type CancelCampaignInput = {
  campaignId: Scalars['ID']['input'];
  /** Required. */
  note: Scalars['String']['input'];
};

export type CancelCampaignPayload = {
  __typename?: 'CancelCampaignPayload';
  campaignId: Scalars['ID']['output'];
  status: Scalars['String']['output'];
};

/** The card entry configuration (public by nature: a publishable key is meant for browsers). */
export type CardEntry = {
  __typename?: 'CardEntry';
  provider: CardProvider;
  /** The Stripe publishable key (pk_...); null with the sandbox provider. */
  publishableKey: Maybe<Scalars['String']['output']>;
};

export type CardOwnerInput = {
  /** The client's or the office's id. */
  id: Scalars['ID']['input'];
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
  campaignId: Scalars['ID']['input'];
  note: Scalars['String']['input'];
  status: AdminSettableStatus;
};

export type ChangeAdminCampaignStatusPayload = {
  __typename?: 'ChangeAdminCampaignStatusPayload';
  campaign: AdminCampaign;
  /** Campaign status updated successfully! or, when the partner call behind it failed (207), Warning: Campaign Updated With Issues. */
  message: Scalars['String']['output'];
  /** True when the status changed but the partner call behind it failed. */
  partnerIssue: Scalars['Boolean']['output'];
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
 * A client (an organisation that owns offices). The fields are grouped by the client modal's tabs so
 * that one query per visible tab selects only that tab's group (`details`, `display`, `images`,
 * `offices`, `integration`, `paymentDetails`, `features`); `id`, `title`, `status` and `viewerCan`
 * cost nothing extra. Upstream calls of `client(id)` by what is selected: the client itself is one
 * call (GET clients/{id}, with only the includes the selected groups need); `display` or `images`
 * add one (GET clients/{id}/display-config), `offices` one (GET agencies, all published offices),
 * `features` one (GET features/client/{id} on the legacy API). So: Details 1, Display 2, Images 2,
 * Offices 2, Integration 1, Payment Details 1, Features 2.
 */
export type Client = {
  __typename?: 'Client';
  /** Null when none is stored, or the viewer may not see it. */
  card: Maybe<SavedCard>;
  /** Details tab (everyone who may view). */
  details: Maybe<ClientDetails>;
  /** Display tab (everyone who may view). */
  display: Maybe<ClientDisplay>;
  /**
   * Features tab (super admin and admin; FORBIDDEN otherwise): every feature with this client's flag.
   * Null when the legacy API fails (the spec swallows feature errors; the BFF logs and counts them).
   */
  features: Maybe<Array<ClientFeature>>;
  id: Scalars['ID']['output'];
  /** Images tab (everyone who may view). */
  images: Maybe<ClientImages>;
  /** Integration tab (super admin and admin; FORBIDDEN otherwise). */
  integration: Maybe<ClientIntegration>;
  /** The list's logo, served by the BFF under /storage/; null when the client has none (show the placeholder). */
  logoUrl: Maybe<Scalars['String']['output']>;
  /**
   * Offices tab (super admin and admin; FORBIDDEN otherwise): every published office, sorted by name,
   * with whether it is this client's, another client's (shown checked and disabled) or attachable.
   * `search` matches part of the office's name (trimmed, at most 255).
   */
  offices: Maybe<Array<ClientOfficeOption>>;
  /** Payment Details tab (client admin, admin, super admin; FORBIDDEN otherwise). */
  paymentDetails: Maybe<ClientPaymentDetails>;
  /** The client's default payment methods, which its offices fall back to (the list's three payment columns). */
  paymentMethods: PaymentMethods;
  /** The list's Product column. */
  product: Maybe<Scalars['String']['output']>;
  status: ClientStatus;
  subDomain: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  /** What the viewer may do with this client (the same as `clientAccess`). */
  viewerCan: ClientAccess;
};


/**
 * A client (an organisation that owns offices). The fields are grouped by the client modal's tabs so
 * that one query per visible tab selects only that tab's group (`details`, `display`, `images`,
 * `offices`, `integration`, `paymentDetails`, `features`); `id`, `title`, `status` and `viewerCan`
 * cost nothing extra. Upstream calls of `client(id)` by what is selected: the client itself is one
 * call (GET clients/{id}, with only the includes the selected groups need); `display` or `images`
 * add one (GET clients/{id}/display-config), `offices` one (GET agencies, all published offices),
 * `features` one (GET features/client/{id} on the legacy API). So: Details 1, Display 2, Images 2,
 * Offices 2, Integration 1, Payment Details 1, Features 2.
 */
export type ClientOfficesArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};

/**
 * What the viewer may do in the clients area. It depends on the role only (a viewer other than super
 * admin and admin never reaches a client other than its own), so the modal can ask it before a client
 * exists (creating).
 */
export type ClientAccess = {
  __typename?: 'ClientAccess';
  /** The Add Client button (super admin, admin). */
  add: Scalars['Boolean']['output'];
  /** Archive and unarchive (super admin, admin). */
  archive: Scalars['Boolean']['output'];
  /** Attach offices on the Offices tab (super admin, admin). */
  attachOffices: Scalars['Boolean']['output'];
  /** Change the client's card (client admin only). */
  changeCard: Scalars['Boolean']['output'];
  /** Change the default and per-office payment methods (super admin, admin). */
  changePaymentOptions: Scalars['Boolean']['output'];
  /**
   * The display config is editable: showPropertyUrlField and showAgentLandingPage are shown and may
   * be changed (super admin, admin).
   */
  editDisplayConfig: Scalars['Boolean']['output'];
  /** Edit the creative URLs on the Integration tab (super admin, admin). */
  editIntegration: Scalars['Boolean']['output'];
  /** Save the Details, Display (the four open flags) and Images tabs (super admin, admin, client admin). */
  editMainFields: Scalars['Boolean']['output'];
  /** Change the sub-domain (super admin, admin). */
  editSubDomain: Scalars['Boolean']['output'];
  /** Edit the trading terms (super admin, admin). */
  editTradingTerms: Scalars['Boolean']['output'];
  /** Activate and deactivate features (super admin, admin). */
  switchFeatures: Scalars['Boolean']['output'];
  tabs: ClientTabs;
  /** The Clients list and the client modal (super admin, admin, client admin, office admin). */
  view: Scalars['Boolean']['output'];
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

export type ClientBillingAddress = {
  __typename?: 'ClientBillingAddress';
  /** State; null is the blank entry. */
  administrativeAreaName: Maybe<ClientAddressState>;
  /** Flat/Unit/Apt. */
  buildingName: Maybe<Scalars['String']['output']>;
  /** Suburb. */
  localityName: Maybe<Scalars['String']['output']>;
  /** Postcode (four digits). */
  postalCodeNumber: Maybe<Scalars['String']['output']>;
  thoroughfareName: Maybe<Scalars['String']['output']>;
  thoroughfareNumber: Maybe<Scalars['String']['output']>;
};

export type ClientBillingAddressInput = {
  administrativeAreaName?: InputMaybe<ClientAddressState>;
  buildingName?: InputMaybe<Scalars['String']['input']>;
  localityName?: InputMaybe<Scalars['String']['input']>;
  postalCodeNumber?: InputMaybe<Scalars['String']['input']>;
  thoroughfareName?: InputMaybe<Scalars['String']['input']>;
  thoroughfareNumber?: InputMaybe<Scalars['String']['input']>;
};

export type ClientConnection = {
  __typename?: 'ClientConnection';
  items: Array<Client>;
  pageInfo: PageInfo;
};

/** The conversion data source. */
export type ClientConversionSource =
  /** Google Analytics (GA upstream). */
  | 'GA'
  /** Loopa. */
  | 'LOOPA';

/** Creative URLs of one audience kind, one per size (https:// URLs, or null). */
export type ClientCreativeUrls = {
  __typename?: 'ClientCreativeUrls';
  size160x600: Maybe<Scalars['String']['output']>;
  size300x250: Maybe<Scalars['String']['output']>;
  size300x600: Maybe<Scalars['String']['output']>;
  size970x250: Maybe<Scalars['String']['output']>;
};

export type ClientCreativeUrlsInput = {
  size160x600?: InputMaybe<Scalars['String']['input']>;
  size300x250?: InputMaybe<Scalars['String']['input']>;
  size300x600?: InputMaybe<Scalars['String']['input']>;
  size970x250?: InputMaybe<Scalars['String']['input']>;
};

/** The Details tab. */
export type ClientDetails = {
  __typename?: 'ClientDetails';
  abnNumber: Maybe<Scalars['String']['output']>;
  accountEmail: Maybe<Scalars['String']['output']>;
  /** Accounts e-mail recipients, comma separated ('' for none). */
  accountsEmailRecipients: Scalars['String']['output'];
  /** The accounts e-mail's repeat day. */
  accountsEmailWeekday: ClientWeekday;
  /** Authorized domains, comma separated ('' for none); an entry may start with *. */
  authorizedDomains: Scalars['String']['output'];
  billingAddress: ClientBillingAddress;
  companyName: Maybe<Scalars['String']['output']>;
  /** Conversion data source. */
  conversionSource: ClientConversionSource;
  emailFromName: Maybe<Scalars['String']['output']>;
  product: Maybe<Scalars['String']['output']>;
  subDomain: Maybe<Scalars['String']['output']>;
  /** Organisation title. */
  title: Scalars['String']['output'];
  vendorNumber: Maybe<Scalars['String']['output']>;
  workflowNumber: Maybe<Scalars['String']['output']>;
};

/** The Details tab. Messages: Organisation name is required, Invalid Email, Invalid Email List, Invalid Domain. */
export type ClientDetailsInput = {
  abnNumber?: InputMaybe<Scalars['String']['input']>;
  accountEmail?: InputMaybe<Scalars['String']['input']>;
  /** Comma separated e-mails, white space ignored. */
  accountsEmailRecipients?: InputMaybe<Scalars['String']['input']>;
  accountsEmailWeekday?: InputMaybe<ClientWeekday>;
  /** Comma separated name.tld entries, each with an optional leading *. */
  authorizedDomains?: InputMaybe<Scalars['String']['input']>;
  /** Absent: unchanged; null: cleared; given: replaces the whole address. */
  billingAddress?: InputMaybe<ClientBillingAddressInput>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  conversionSource?: InputMaybe<ClientConversionSource>;
  emailFromName?: InputMaybe<Scalars['String']['input']>;
  product?: InputMaybe<Scalars['String']['input']>;
  /** Super admin and admin only; required on create. */
  subDomain?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
  vendorNumber?: InputMaybe<Scalars['String']['input']>;
  workflowNumber?: InputMaybe<Scalars['String']['input']>;
};

/** The Display tab's checkboxes. */
export type ClientDisplay = {
  __typename?: 'ClientDisplay';
  /**
   * Whether the display config is editable for the viewer (super admin, admin): then the tab shows
   * and saves showPropertyUrlField and showAgentLandingPage (the same as `viewerCan.editDisplayConfig`).
   */
  configEditable: Scalars['Boolean']['output'];
  showAgentCampaignAdTitle: Scalars['Boolean']['output'];
  showAgentCampaignLabel: Scalars['Boolean']['output'];
  /** Null unless the display config is editable for the viewer (`viewerCan.editDisplayConfig`). */
  showAgentLandingPage: Maybe<Scalars['Boolean']['output']>;
  showCampaignExportPdf: Scalars['Boolean']['output'];
  showCampaignReportButton: Scalars['Boolean']['output'];
  /** Null unless the display config is editable for the viewer (`viewerCan.editDisplayConfig`). */
  showPropertyUrlField: Maybe<Scalars['Boolean']['output']>;
};

export type ClientDisplayInput = {
  showAgentCampaignAdTitle?: InputMaybe<Scalars['Boolean']['input']>;
  showAgentCampaignLabel?: InputMaybe<Scalars['Boolean']['input']>;
  /** Super admin and admin only. */
  showAgentLandingPage?: InputMaybe<Scalars['Boolean']['input']>;
  showCampaignExportPdf?: InputMaybe<Scalars['Boolean']['input']>;
  showCampaignReportButton?: InputMaybe<Scalars['Boolean']['input']>;
  /** Super admin and admin only. */
  showPropertyUrlField?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A feature of the Features tab with this client's flag. */
export type ClientFeature = {
  __typename?: 'ClientFeature';
  description: Scalars['String']['output'];
  enabled: Scalars['Boolean']['output'];
  /** Unique per client and feature (`<clientId>:<key>`), so the cache keeps each client's flag apart. */
  id: Scalars['ID']['output'];
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** An uploaded image of the client. */
export type ClientImage = {
  __typename?: 'ClientImage';
  /** The file id, to send back unchanged (or replace) in updateClient. */
  fileId: Scalars['ID']['output'];
  /** Served by the BFF under /storage/; null when the file is not stored any more. */
  url: Maybe<Scalars['String']['output']>;
};

/**
 * The Images tab: null where no image is set. Uploads go to POST /files?kind=<kind> with the kinds
 * clientLogo, clientLogoInverse, clientAdLogo, clientFavicon, clientEmailLogoTop,
 * clientEmailLogoBottom, clientLandingPageCover (JPG, PNG, GIF or SVG; limits in
 * docs/decisions/029-client-images-and-feature-switch.md), then updateClient(images).
 */
export type ClientImages = {
  __typename?: 'ClientImages';
  adLogo: Maybe<ClientImage>;
  emailLogoBottom: Maybe<ClientImage>;
  emailLogoTop: Maybe<ClientImage>;
  favicon: Maybe<ClientImage>;
  landingPageCover: Maybe<ClientImage>;
  logo: Maybe<ClientImage>;
  /** Dashboard Logo (inverse). */
  logoInverse: Maybe<ClientImage>;
};

/**
 * File ids from POST /files (see ClientImages); absent: unchanged, null: removed. Each must be a file
 * the viewer uploaded or one of this client's current images: any other (another client's logo) is
 * FORBIDDEN before the save; only then is the client's display config read (one more upstream call).
 */
export type ClientImagesInput = {
  adLogoFileId?: InputMaybe<Scalars['ID']['input']>;
  emailLogoBottomFileId?: InputMaybe<Scalars['ID']['input']>;
  emailLogoTopFileId?: InputMaybe<Scalars['ID']['input']>;
  faviconFileId?: InputMaybe<Scalars['ID']['input']>;
  landingPageCoverFileId?: InputMaybe<Scalars['ID']['input']>;
  logoFileId?: InputMaybe<Scalars['ID']['input']>;
  logoInverseFileId?: InputMaybe<Scalars['ID']['input']>;
};

/** The Integration tab: twelve creative URLs. */
export type ClientIntegration = {
  __typename?: 'ClientIntegration';
  agent: ClientCreativeUrls;
  office: ClientCreativeUrls;
  property: ClientCreativeUrls;
};

/** Super admin and admin only. */
export type ClientIntegrationInput = {
  agent?: InputMaybe<ClientCreativeUrlsInput>;
  office?: InputMaybe<ClientCreativeUrlsInput>;
  property?: InputMaybe<ClientCreativeUrlsInput>;
};

/** Where an office of the Offices tab's checklist stands with regard to the client being viewed. */
export type ClientOfficeAttachment =
  /** The client's own office (checked). */
  | 'ATTACHED'
  /** Another client's office (checked and disabled). */
  | 'OTHER_CLIENT'
  /** An office without a client (unchecked; checking it attaches it). */
  | 'UNATTACHED';

/** An office of the Offices tab's checklist. */
export type ClientOfficeOption = {
  __typename?: 'ClientOfficeOption';
  attachment: ClientOfficeAttachment;
  /** The office's name (its agent ID when it has none). */
  displayName: Scalars['String']['output'];
  /** Unique per client and office (`<clientId>:<officeId>`): the same office reads differently per client. */
  id: Scalars['ID']['output'];
  officeId: Scalars['ID']['output'];
  /** The other client's title, for OTHER_CLIENT. */
  otherClientTitle: Maybe<Scalars['String']['output']>;
};

/** An office row of the Payment Details tab. */
export type ClientOfficePayment = {
  __typename?: 'ClientOfficePayment';
  displayName: Scalars['String']['output'];
  /** The office's id. */
  id: Scalars['ID']['output'];
  /** The office's payment method per campaign type, each falling back to the client's. */
  paymentMethods: PaymentMethods;
};

/**
 * The Payment Details tab. The client's card is `Client.card` (cards area); the tab's query selects
 * it beside this group.
 */
export type ClientPaymentDetails = {
  __typename?: 'ClientPaymentDetails';
  /** The default payment method per campaign type. */
  defaultMethods: PaymentMethods;
  /** The client's offices that are not archived, sorted by name, with their payment methods. */
  offices: Array<ClientOfficePayment>;
  tradingTerms: Maybe<Scalars['String']['output']>;
};

/** Super admin and admin only. */
export type ClientPaymentDetailsInput = {
  defaultMethods?: InputMaybe<ClientPaymentMethodsInput>;
  tradingTerms?: InputMaybe<Scalars['String']['input']>;
};

export type ClientPaymentMethodsInput = {
  agent?: InputMaybe<PaymentMethod>;
  office?: InputMaybe<PaymentMethod>;
  property?: InputMaybe<PaymentMethod>;
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

export type ClientSummary = {
  __typename?: 'ClientSummary';
  id: Scalars['ID']['output'];
  subDomain: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

/** Which tabs of the client modal the viewer sees. */
export type ClientTabs = {
  __typename?: 'ClientTabs';
  details: Scalars['Boolean']['output'];
  display: Scalars['Boolean']['output'];
  features: Scalars['Boolean']['output'];
  images: Scalars['Boolean']['output'];
  integration: Scalars['Boolean']['output'];
  offices: Scalars['Boolean']['output'];
  paymentDetails: Scalars['Boolean']['output'];
};

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
  adCopy?: InputMaybe<Scalars['String']['input']>;
  adTitle?: InputMaybe<Scalars['String']['input']>;
  additionalRecipients?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The chosen agent (one of agentOrderPage.agents); their profile follows what the form changed. */
  agentId?: InputMaybe<Scalars['ID']['input']>;
  audienceId?: InputMaybe<Scalars['ID']['input']>;
  destinationUrl?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  label?: InputMaybe<Scalars['String']['input']>;
  /** A new main image (an upload of the viewer); empty keeps the chosen agent's image. */
  mainImageId?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  officeId: Scalars['ID']['input'];
  packageId?: InputMaybe<Scalars['ID']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 4 postcodes, comma separated. */
  postcodes?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 4 property images (uploads of the viewer). */
  propertyImageIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  startDate?: InputMaybe<Scalars['String']['input']>;
  videoUrl?: InputMaybe<Scalars['String']['input']>;
};

export type CreateCampaignPayload = {
  __typename?: 'CreateCampaignPayload';
  campaignId: Scalars['ID']['output'];
};

export type CreateClientInput = {
  details: ClientDetailsInput;
};

export type CreateClientPayload = {
  __typename?: 'CreateClientPayload';
  client: Client;
};

export type CreateOfficeCampaignInput = {
  additionalRecipients?: InputMaybe<Array<Scalars['String']['input']>>;
  audienceId?: InputMaybe<Scalars['ID']['input']>;
  destinationUrl?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  headline?: InputMaybe<Scalars['String']['input']>;
  /** The CTA label (non-video packages). */
  label?: InputMaybe<Scalars['String']['input']>;
  /** The key image (an upload of the viewer; non-video packages). */
  mainImageId?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  officeId: Scalars['ID']['input'];
  packageId?: InputMaybe<Scalars['ID']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  postcodes?: InputMaybe<Scalars['String']['input']>;
  /** The ad copy. */
  shortDescription?: InputMaybe<Scalars['String']['input']>;
  startDate?: InputMaybe<Scalars['String']['input']>;
  /** OfficeBranding, OfficeRecruitment or PropertyManagement. */
  subType?: InputMaybe<Scalars['String']['input']>;
  videoUrl?: InputMaybe<Scalars['String']['input']>;
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

export type CreatePackageInput = {
  agentDuration?: InputMaybe<Scalars['Int']['input']>;
  agentPackageId?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  officeDuration?: InputMaybe<Scalars['Int']['input']>;
  officePackageId?: InputMaybe<Scalars['String']['input']>;
  packagePrice?: InputMaybe<Scalars['Float']['input']>;
  pmpRequired?: InputMaybe<Scalars['Boolean']['input']>;
  productionFee?: InputMaybe<Scalars['Float']['input']>;
  propertyDuration?: InputMaybe<Scalars['Int']['input']>;
  /** Only with changePackageId (FORBIDDEN otherwise); leave out to keep. */
  propertyPackageId?: InputMaybe<Scalars['String']['input']>;
  retailPrice?: InputMaybe<Scalars['Float']['input']>;
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
  title: Scalars['String']['input'];
  /** Only with changeTtbCharge (FORBIDDEN otherwise); leave out to keep. */
  ttbCharge?: InputMaybe<Scalars['Float']['input']>;
  type: PackageType;
  videoRequired?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CreatePackagePayload = {
  __typename?: 'CreatePackagePayload';
  package: Package;
};

export type CreatePropertyCampaignInput = {
  additionalRecipients?: InputMaybe<Array<Scalars['String']['input']>>;
  agentUrlSource?: InputMaybe<AgentUrlSource>;
  audienceId?: InputMaybe<Scalars['ID']['input']>;
  /** The agent page URL (agent extend). */
  destinationUrl?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  /** An uploaded lead agent image (files, sub-type agent-image). */
  mainImageId?: InputMaybe<Scalars['ID']['input']>;
  /** Lead agent (agent extend). */
  name?: InputMaybe<Scalars['String']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  officeId: Scalars['ID']['input'];
  organicPost?: InputMaybe<Scalars['Boolean']['input']>;
  packageId?: InputMaybe<Scalars['ID']['input']>;
  /** 0000 111 222, without +61. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Exactly one postcode of 4 characters (agent extend). */
  postcode?: InputMaybe<Scalars['String']['input']>;
  propertyId?: InputMaybe<Scalars['ID']['input']>;
  propertyUrl?: InputMaybe<Scalars['String']['input']>;
  /** At most 100 characters; the property heading when blank. */
  shortDesc?: InputMaybe<Scalars['String']['input']>;
  /** Tomorrow or later (YYYY-MM-DD). */
  startDate?: InputMaybe<Scalars['String']['input']>;
  /** Whether the lead agent is the viewer, whose phone and image the order updates when changed. */
  updateViewer?: InputMaybe<Scalars['Boolean']['input']>;
  videoUrl?: InputMaybe<Scalars['String']['input']>;
};

export type CreatePropertyCampaignPayload = {
  __typename?: 'CreatePropertyCampaignPayload';
  campaignId: Scalars['ID']['output'];
};

export type CreateUserInput = {
  clientId: Scalars['ID']['input'];
  destinationUrl?: InputMaybe<Scalars['String']['input']>;
  /** The e-mail address, also the username. */
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  /** A file id the viewer uploaded (POST /files?kind=userImage), or null; any other file is FORBIDDEN. */
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

/**
 * What the agent form's Campaign created confirmation shows for a created campaign (`?created=<id>`, so a
 * reload keeps the confirmation): its package (the payment dialog's price) and whether it still awaits payment.
 */
export type CreatedAgentCampaign = {
  __typename?: 'CreatedAgentCampaign';
  /** False once the campaign has been paid: the confirmation then offers no second payment. */
  awaitingPayment: Scalars['Boolean']['output'];
  campaignId: Scalars['ID']['output'];
  packageId: Scalars['ID']['output'];
};

/**
 * The agent and office order forms (ordering spec sections 2.6, 2.7, 3 to 5) and the creatives a person
 * previews before paying. Agents need canViewMediaOrders for the agent form and never reach the office
 * form (FORBIDDEN). Prices resolve to null for agents. Money is integer cents.
 */
export type CreativeKind =
  | 'AGENT'
  | 'OFFICE'
  | 'PROPERTY';

/**
 * The client's creative renderer URLs of one kind (the client's Integration settings), by size key.
 * The portal renders them only in sandboxed iframes; null when the client set none.
 */
export type CreativeUrls = {
  __typename?: 'CreativeUrls';
  size160x600: Maybe<Scalars['String']['output']>;
  size300x250: Maybe<Scalars['String']['output']>;
  size300x600: Maybe<Scalars['String']['output']>;
  size970x250: Maybe<Scalars['String']['output']>;
};

export type DashboardCreative = {
  __typename?: 'DashboardCreative';
  height: Scalars['Int']['output'];
  /** 160x600, 300x600, 300x250 or 970x250. */
  size: Scalars['String']['output'];
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type DashboardDay = {
  __typename?: 'DashboardDay';
  clicks: Scalars['Int']['output'];
  day: Scalars['Date']['output'];
  impressions: Scalars['Int']['output'];
};

export type DashboardKind =
  | 'AGENT'
  | 'OFFICE'
  | 'PROPERTY';

export type DashboardProperty = {
  __typename?: 'DashboardProperty';
  address: Scalars['String']['output'];
  baths: Maybe<Scalars['Int']['output']>;
  beds: Maybe<Scalars['Int']['output']>;
  carbays: Maybe<Scalars['Int']['output']>;
  displayPrice: Maybe<Scalars['String']['output']>;
  saleStatus: Scalars['String']['output'];
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

export type DeleteAudienceInput = {
  id: Scalars['ID']['input'];
};

export type DeleteAudiencePayload = {
  __typename?: 'DeleteAudiencePayload';
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

export type DeleteOrderAdjustmentInput = {
  adjustmentId: Scalars['ID']['input'];
  campaignId: Scalars['ID']['input'];
};

export type DeleteOrderAdjustmentPayload = {
  __typename?: 'DeleteOrderAdjustmentPayload';
  adjustmentId: Scalars['ID']['output'];
  campaignId: Scalars['ID']['output'];
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

export type FetchAdminCampaignPreviewInput = {
  campaignId: Scalars['ID']['input'];
};

export type FetchAdminCampaignPreviewPayload = {
  __typename?: 'FetchAdminCampaignPreviewPayload';
  campaignId: Scalars['ID']['output'];
  /** The preview markup; null when the partner has none (No Facebook Ad Preview available). */
  preview: Maybe<Scalars['String']['output']>;
};

/** The shape of one entry of `extensions.fieldErrors` on a BAD_USER_INPUT error. */
export type FieldError = {
  __typename?: 'FieldError';
  messages: Array<Scalars['String']['output']>;
  /** Field path, dot separated for nested fields (password.first). */
  name: Scalars['String']['output'];
};

/**
 * The global report. Each part is read with its own call; a part whose call fails is null (the
 * spec swallows stats errors; the portal shows that part as not loaded).
 */
export type GlobalReport = {
  __typename?: 'GlobalReport';
  offices: Maybe<Array<GlobalReportOfficeCount>>;
  packages: Maybe<Array<GlobalReportPackageCount>>;
  /** The stats summed over the report's range (spec section 3, Global stats). */
  stats: Maybe<CampaignStats>;
};

export type GlobalReportFiltersInput = {
  /** Staff choose a client (none: all clients); everyone else is held to their own. */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  from: Scalars['Date']['input'];
  officeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  statuses?: InputMaybe<Array<Scalars['String']['input']>>;
  to: Scalars['Date']['input'];
  types?: InputMaybe<Array<OrderType>>;
};

/**
 * An office of the global report and its campaigns. Offices and packages are types of their own: their
 * ids are from different tables and do meet (office 3 and package 3), and one shared type would be one
 * cached record for both.
 */
export type GlobalReportOfficeCount = {
  __typename?: 'GlobalReportOfficeCount';
  campaignCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

/** A package of the global report and its campaigns (see GlobalReportOfficeCount). */
export type GlobalReportPackageCount = {
  __typename?: 'GlobalReportPackageCount';
  campaignCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
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

export type MarkOrderFreeOfChargeInput = {
  campaignId: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};

export type MarkOrderFreeOfChargePayload = {
  __typename?: 'MarkOrderFreeOfChargePayload';
  campaignId: Scalars['ID']['output'];
  freeOfCharge: Scalars['String']['output'];
};

/** A campaign whose dates or status staff changed (the reports page; decision 067). */
export type ModifiedCampaign = {
  __typename?: 'ModifiedCampaign';
  /** date-change, status-change or cancel. */
  change: Scalars['String']['output'];
  endDate: Scalars['Date']['output'];
  /** The campaign's id. */
  id: Scalars['ID']['output'];
  modifiedAt: Scalars['DateTime']['output'];
  modifiedBy: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  note: Scalars['String']['output'];
  officeName: Scalars['String']['output'];
  officeSlug: Scalars['String']['output'];
  startDate: Scalars['Date']['output'];
  status: Maybe<Scalars['String']['output']>;
  type: Scalars['String']['output'];
};

export type ModifiedCampaignConnection = {
  __typename?: 'ModifiedCampaignConnection';
  items: Array<ModifiedCampaign>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Turns a user Active: the user is read, then saved with enabled = true. Two upstream calls. FORBIDDEN when `viewerCanEdit` is false. */
  activateUser: ActivateUserPayload;
  addEmailRecipient: AddEmailRecipientPayload;
  /** POST campaign-adjustments/{campaignId} (201). Super admin and admin. */
  addOrderAdjustment: AddOrderAdjustmentPayload;
  /** POST campaigns/{id}/add-note {note, type: internal}. Super admin and admin. */
  addOrderNote: AddOrderNotePayload;
  adjustAdminCampaignDates: AdminCampaignPayload;
  /** Archives a client (status archive). Super admin and admin only. One upstream call. */
  archiveClient: ArchiveClientPayload;
  /** Archive (super admin and admin only). One upstream call (POST agencies/{id} with status archive). */
  archiveOffice: OfficePayload;
  /**
   * Archive: refused (BAD_USER_INPUT) while a campaign using the package is in progress. Two
   * upstream calls (read with campaigns, then save with status archive).
   */
  archivePackage: ArchivePackagePayload;
  /**
   * Archives a user (never listed again). Super admin, admin and client admin only. One upstream
   * call for super admin and admin; a client admin first reads the user (another client's, or one
   * with `viewerCanEdit` false: FORBIDDEN).
   */
  archiveUser: ArchiveUserPayload;
  /** Attaches a video by its URL to a campaign being ordered. */
  attachCampaignVideo: AttachCampaignVideoPayload;
  /**
   * Offices tab: attaches an office without a client to the client (POST clients/{c}/agency/{o}).
   * Super admin and admin only. An office of another client: BAD_USER_INPUT. One upstream call.
   */
  attachOfficeToClient: AttachOfficeToClientPayload;
  callAdminCampaignPartner: CallAdminCampaignPartnerPayload;
  /** Admins: cancels a Booked or In Progress campaign with a note. */
  cancelCampaign: CancelCampaignPayload;
  changeAdminCampaignStatus: ChangeAdminCampaignStatusPayload;
  /** Changes the signed-in user's password; a wrong current password is BAD_USER_INPUT on currentPassword. */
  changePassword: ChangePasswordPayload;
  /** Creates an agent campaign (the form's rules: BAD_USER_INPUT per field), then updates the chosen agent's profile when it changed. */
  createAgentCampaign: CreateCampaignPayload;
  /**
   * The client modal's first Save (Details tab): creates the client, status published. Super admin and
   * admin only. `details.subDomain` is required. One upstream call (POST clients).
   */
  createClient: CreateClientPayload;
  /**
   * Create new office (status published): super admin, admin (any client; `clientId` may be
   * omitted for an office without a client) and client admins (their own client only). The Details
   * rules answer BAD_USER_INPUT with fieldErrors. One upstream call (POST agencies).
   */
  createOffice: OfficePayload;
  /** Creates an office campaign (FORBIDDEN for agents). */
  createOfficeCampaign: CreateCampaignPayload;
  /**
   * Create Package (status published). BAD_USER_INPUT with fieldErrors for the form's rules
   * (Package name is required, ...); the durations of other types are cleared. One upstream call.
   */
  createPackage: CreatePackagePayload;
  /** Creates a property or agent-extend campaign (validated with the form's rules: BAD_USER_INPUT per field). */
  createPropertyCampaign: CreatePropertyCampaignPayload;
  /**
   * Tokenises card data with the sandbox payment provider and answers a single-use token for
   * saveCard (usage SAVE: card changers only, as saveCard) or for payCampaign (usage PAYMENT: any
   * signed-in viewer; payCampaign checks the office and campaign). Only without a Stripe publishable key (FORBIDDEN otherwise). Declines are
   * BAD_USER_INPUT with the provider's message on the field `card`. A refused tokenisation is a
   * card attempt, as a declined payCampaign with a new card is (a token made is not one): 12 per
   * session and 20 per user in an hour, beyond which the answer is RATE_LIMITED (with
   * `retryAfterSeconds`) and the provider is not asked.
   */
  createSandboxCardToken: Scalars['String']['output'];
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
   * first read the user, and one of another client, or with `viewerCanEdit` false, is FORBIDDEN.
   */
  deactivateUser: DeactivateUserPayload;
  /**
   * Deletes an audience (soft delete; it stays on the admin dashboard). Only its creator may: anyone
   * else, or an id outside the viewer's reach, is FORBIDDEN; an unknown or already deleted id is
   * NOT_FOUND. The BFF reads the audience first (GET audience/{id}) and sends DELETE audience/{id}
   * only for the viewer's own: two upstream calls, one for a refusal.
   */
  deleteAudience: DeleteAudiencePayload;
  deleteEmailRecipient: DeleteEmailRecipientPayload;
  /** DELETE campaign-adjustments/{adjustmentId} (204). Super admin and admin. */
  deleteOrderAdjustment: DeleteOrderAdjustmentPayload;
  fetchAdminCampaignPreview: FetchAdminCampaignPreviewPayload;
  /** Asks the partner for the campaign's social ad preview (only when it has none or N/A). */
  fetchCampaignPreview: CampaignPreviewPayload;
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
  /** POST campaigns/{id}/update-status-label {statusLabel}. Super admin and admin. */
  markOrderFreeOfCharge: MarkOrderFreeOfChargePayload;
  /** Does nothing; present so every domain can extend Mutation. */
  noop: Scalars['Boolean']['output'];
  /**
   * Pays a campaign once: concurrent attempts for one campaign (double clicks, tabs, instances) share
   * one payment and all answer its outcome; a campaign already paid answers PAID.
   */
  payCampaign: PayCampaignPayload;
  /** Removes the owner's card (same rights as saveCard); false when it has none. */
  removeCard: Scalars['Boolean']['output'];
  requestPasswordReset: RequestPasswordResetPayload;
  resetPassword: ResetPasswordPayload;
  /**
   * Saves the card of a provider token as the owner's card (the previous one stops being listed).
   * Client card: client admins of that client only; office card: office admins of that office and
   * client admins of its client. A declined card or a spent token is BAD_USER_INPUT with the
   * provider's message on the field `card`; nothing is stored then.
   */
  saveCard: SavedCard;
  /**
   * Features tab: Activate/Deactivate. Super admin and admin only (FORBIDDEN otherwise, before any
   * call). An upstream failure is swallowed as the spec says (`applied: false`, `feature: null`),
   * logged and counted (portal_client_feature_failures_total). One upstream call.
   */
  setClientFeature: SetClientFeaturePayload;
  /**
   * Payment Details tab: one office's payment method for one campaign type, saved at once
   * (POST agencies/{id} with that one option). Super admin and admin only. One upstream call.
   */
  setOfficePaymentMethod: SetOfficePaymentMethodPayload;
  /**
   * The Users tab's Active toggle (spec section 4). On: the user is saved with this office as its
   * only permission and enabled, then permissionUpdatable is set (read office with permissions,
   * read user, POST users/{id}, POST permission: four upstream calls). Off:
   * permissionUpdatable and the three flags are cleared and saved, then the user is deactivated
   * (read office, POST permission, DELETE users/{id}: three calls).
   */
  setOfficeUserActive: OfficeUserPayload;
  /** POST orders/invoice/{id} {invoiced}. Super admin, admin, client admin, office admin (their own orders). */
  setOrderInvoiced: SetOrderInvoicedPayload;
  /** Attaches the package to a client, or detaches it. One upstream call. */
  setPackageClientAttached: SetPackageClientAttachedPayload;
  /** Attaches the package to an office, or detaches it. One upstream call. */
  setPackageOfficeAttached: SetPackageOfficeAttachedPayload;
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
  /** Publishes an archived client again. Super admin and admin only. One upstream call. */
  unarchiveClient: UnarchiveClientPayload;
  /** Un-archive (super admin and admin only): status back to published. One upstream call. */
  unarchiveOffice: OfficePayload;
  /** Un-archive: status published again. One upstream call. */
  unarchivePackage: UnarchivePackagePayload;
  /**
   * Saves the tabs given (each tab group absent = unchanged; inside a group a field left out keeps
   * its value, null or '' clears it). Super admin, admin and client admin (own client only). A client
   * admin setting `details.subDomain`, the restricted display flags, `integration` or
   * `paymentDetails` is FORBIDDEN before any upstream call. One upstream call (POST clients/{id},
   * merged upstream), plus GET clients/{id}/display-config when `display` or `images` is selected
   * in the answer.
   */
  updateClient: UpdateClientPayload;
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
  /**
   * The internal note update, POST campaigns/{id}/update-note {noteId, note, type: internal}: the note
   * keeps its author and date. Super admin and admin; a note of another campaign is FORBIDDEN.
   */
  updateOrderNote: UpdateOrderNotePayload;
  /** Save a package (the Details tab): the createPackage rules. One upstream call. */
  updatePackage: UpdatePackagePayload;
  /** Saves first name, last name and mobile (User settings); the session's name follows. */
  updateProfile: UpdateProfilePayload;
  /**
   * Edit user: the same rules as createUser; the e-mail cannot change. One upstream call for super
   * admin and admin; others first read the user, and one of another client, or a client admin, admin
   * or super admin (`viewerCanEdit` false), is FORBIDDEN.
   */
  updateUser: UpdateUserPayload;
};


export type MutationActivateUserArgs = {
  input: ActivateUserInput;
};


export type MutationAddEmailRecipientArgs = {
  input: AddEmailRecipientInput;
};


export type MutationAddOrderAdjustmentArgs = {
  input: AddOrderAdjustmentInput;
};


export type MutationAddOrderNoteArgs = {
  input: AddOrderNoteInput;
};


export type MutationAdjustAdminCampaignDatesArgs = {
  input: AdjustAdminCampaignDatesInput;
};


export type MutationArchiveClientArgs = {
  input: ArchiveClientInput;
};


export type MutationArchiveOfficeArgs = {
  input: OfficeIdInput;
};


export type MutationArchivePackageArgs = {
  input: ArchivePackageInput;
};


export type MutationArchiveUserArgs = {
  input: ArchiveUserInput;
};


export type MutationAttachCampaignVideoArgs = {
  input: AttachCampaignVideoInput;
};


export type MutationAttachOfficeToClientArgs = {
  input: AttachOfficeToClientInput;
};


export type MutationCallAdminCampaignPartnerArgs = {
  input: CallAdminCampaignPartnerInput;
};


export type MutationCancelCampaignArgs = {
  input: CancelCampaignInput;
};


export type MutationChangeAdminCampaignStatusArgs = {
  input: ChangeAdminCampaignStatusInput;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationCreateAgentCampaignArgs = {
  input: CreateAgentCampaignInput;
};


export type MutationCreateClientArgs = {
  input: CreateClientInput;
};


export type MutationCreateOfficeArgs = {
  input: CreateOfficeInput;
};


export type MutationCreateOfficeCampaignArgs = {
  input: CreateOfficeCampaignInput;
};


export type MutationCreatePackageArgs = {
  input: CreatePackageInput;
};


export type MutationCreatePropertyCampaignArgs = {
  input: CreatePropertyCampaignInput;
};


export type MutationCreateSandboxCardTokenArgs = {
  card: SandboxCardInput;
  usage?: InputMaybe<CardUsage>;
};


export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


export type MutationDeactivateUserArgs = {
  input: DeactivateUserInput;
};


export type MutationDeleteAudienceArgs = {
  input: DeleteAudienceInput;
};


export type MutationDeleteEmailRecipientArgs = {
  input: DeleteEmailRecipientInput;
};


export type MutationDeleteOrderAdjustmentArgs = {
  input: DeleteOrderAdjustmentInput;
};


export type MutationFetchAdminCampaignPreviewArgs = {
  input: FetchAdminCampaignPreviewInput;
};


export type MutationFetchCampaignPreviewArgs = {
  campaignId: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationMarkNotificationsReadArgs = {
  input: MarkNotificationsReadInput;
};


export type MutationMarkOrderFreeOfChargeArgs = {
  input: MarkOrderFreeOfChargeInput;
};


export type MutationPayCampaignArgs = {
  input: PayCampaignInput;
};


export type MutationRemoveCardArgs = {
  owner: CardOwnerInput;
};


export type MutationRequestPasswordResetArgs = {
  input: RequestPasswordResetInput;
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationSaveCardArgs = {
  owner: CardOwnerInput;
  token: Scalars['String']['input'];
};


export type MutationSetClientFeatureArgs = {
  input: SetClientFeatureInput;
};


export type MutationSetOfficePaymentMethodArgs = {
  input: SetOfficePaymentMethodInput;
};


export type MutationSetOfficeUserActiveArgs = {
  input: SetOfficeUserActiveInput;
};


export type MutationSetOrderInvoicedArgs = {
  input: SetOrderInvoicedInput;
};


export type MutationSetPackageClientAttachedArgs = {
  input: SetPackageClientAttachedInput;
};


export type MutationSetPackageOfficeAttachedArgs = {
  input: SetPackageOfficeAttachedInput;
};


export type MutationStartHandoverArgs = {
  next?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSubmitSupportRequestArgs = {
  input: SubmitSupportRequestInput;
};


export type MutationUnarchiveClientArgs = {
  input: UnarchiveClientInput;
};


export type MutationUnarchiveOfficeArgs = {
  input: OfficeIdInput;
};


export type MutationUnarchivePackageArgs = {
  input: UnarchivePackageInput;
};


export type MutationUpdateClientArgs = {
  input: UpdateClientInput;
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


export type MutationUpdateOrderNoteArgs = {
  input: UpdateOrderNoteInput;
};


export type MutationUpdatePackageArgs = {
  input: UpdatePackageInput;
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
  /** The office's own card. Null when none is stored, or the viewer may not change the office's card. */
  card: Maybe<SavedCard>;
  /** The client the office belongs to. */
  client: Maybe<Client>;
  /**
   * The card of the office's client, as the office's Payment Details tab shows it (read-only there).
   * Null when none is stored, or the viewer may not change the office's card.
   */
  clientCard: Maybe<SavedCard>;
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

/** One row of the office campaigns list. */
export type OfficeCampaign = {
  __typename?: 'OfficeCampaign';
  /** property, property-extend, agent or office. */
  campaignType: Scalars['String']['output'];
  endDate: Scalars['Date']['output'];
  /** The campaign's id (the dashboard's). */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  packageTitle: Scalars['String']['output'];
  /** Price: the order's total in cents, incl. GST when priceIncludesGst. Null for agents. */
  price: Maybe<Scalars['Int']['output']>;
  priceIncludesGst: Scalars['Boolean']['output'];
  startDate: Scalars['Date']['output'];
  /** The status badge: Booked, In Progress, Finished, Upcoming, Cancelled, Stopped or Pending. */
  status: Scalars['String']['output'];
};

export type OfficeCampaignConnection = {
  __typename?: 'OfficeCampaignConnection';
  items: Array<OfficeCampaign>;
  pageInfo: PageInfo;
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

/** Everything the office order form needs, in one operation (never for agents). */
export type OfficeOrderPage = {
  __typename?: 'OfficeOrderPage';
  audiences: Maybe<Array<OrderAudience>>;
  creatives: CreativeUrls;
  office: OrderingOffice;
  /** Published office packages, the office's and the client's merged without duplicates, by sortOrder. */
  packages: Array<OrderFormPackage>;
  /** The office's office campaign payment option, else the client's. */
  paymentOption: PaymentMethod;
  savedCards: Array<SavedCard>;
  tradingTerms: Maybe<Scalars['String']['output']>;
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

/** The side bar under /office/:agency: which items the viewer sees. */
export type OfficeSideBar = {
  __typename?: 'OfficeSideBar';
  agentOrder: Scalars['Boolean']['output'];
  /** BACK TO {client} OFFICES; hidden for agents. */
  backToOffices: Scalars['Boolean']['output'];
  campaigns: Scalars['Boolean']['output'];
  /** Never for agents. */
  officeOrder: Scalars['Boolean']['output'];
  propertyOrder: Scalars['Boolean']['output'];
};

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

export type Order = {
  __typename?: 'Order';
  /** Finance adjustments: how many and their sum in cents. Null without viewFinance. */
  adjustmentCount: Maybe<Scalars['Int']['output']>;
  adjustmentTotal: Maybe<Scalars['Int']['output']>;
  bookedAt: Maybe<Scalars['DateTime']['output']>;
  campaignId: Scalars['ID']['output'];
  endDate: Scalars['Date']['output'];
  /** The free-of-charge text (the campaign's status label). Null without viewFinance. */
  freeOfCharge: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Null without updateInvoice. */
  invoiced: Maybe<Scalars['Boolean']['output']>;
  invoicedDate: Maybe<Scalars['DateTime']['output']>;
  /** The campaign's display name (the Order column). */
  name: Scalars['String']['output'];
  /** Internal notes. Null without viewNotes. */
  noteCount: Maybe<Scalars['Int']['output']>;
  office: OrderOffice;
  /** The package price in cents, excl. GST. Null without viewPrices. */
  price: Maybe<Scalars['Int']['output']>;
  startDate: Scalars['Date']['output'];
  /** The display status (Booked, In Progress, …); null when the campaign has none yet. */
  status: Maybe<Scalars['String']['output']>;
  suburb: Maybe<Scalars['String']['output']>;
  type: OrderType;
  /** Agent, Office, Agent Extend or Property. */
  typeLabel: Scalars['String']['output'];
};

export type OrderAdjustment = {
  __typename?: 'OrderAdjustment';
  /** Cents; negative for a credit. */
  amount: Scalars['Int']['output'];
  date: Scalars['Date']['output'];
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  remarks: Maybe<Scalars['String']['output']>;
};

/** A person an agent campaign may be for: the office's permitted users and the client's admins (an agent: themself). */
export type OrderAgent = {
  __typename?: 'OrderAgent';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Their current image (kept unless a new one is chosen). */
  imageId: Maybe<Scalars['ID']['output']>;
  /** The image's storage location (the creative renderer's `image` parameter). */
  imageLocation: Maybe<Scalars['String']['output']>;
  imageUrl: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  phone: Maybe<Scalars['String']['output']>;
  postcode: Maybe<Scalars['String']['output']>;
};

export type OrderAudience = {
  __typename?: 'OrderAudience';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** The orders list's filters (spec section 7's filter fields). */
export type OrderFiltersInput = {
  /** Booking date range (inclusive). */
  bookedFrom?: InputMaybe<Scalars['Date']['input']>;
  bookedTo?: InputMaybe<Scalars['Date']['input']>;
  /** Staff choose a client (none: all clients); everyone else is held to their own. */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  invoiced?: InputMaybe<Scalars['Boolean']['input']>;
  officeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  packageIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  search?: InputMaybe<Scalars['String']['input']>;
  /** Start date range (inclusive). */
  startFrom?: InputMaybe<Scalars['Date']['input']>;
  startTo?: InputMaybe<Scalars['Date']['input']>;
  /** Campaign statuses as the filter ids: the mappedStatus of campaignStatuses, lowercased. */
  statuses?: InputMaybe<Array<Scalars['String']['input']>>;
  types?: InputMaybe<Array<OrderType>>;
};

/** An agent or office package of the order forms. */
export type OrderFormPackage = {
  __typename?: 'OrderFormPackage';
  description: Scalars['String']['output'];
  /** Days the campaign runs (agentDuration or officeDuration). */
  duration: Maybe<Scalars['Int']['output']>;
  /** Price: the GST added (price × 0.1 when the office includes GST, else 0). Null for agents. */
  gst: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  /** Price: the package price in cents, excl. GST. Null for agents. */
  price: Maybe<Scalars['Int']['output']>;
  sortOrder: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  /** Price: what the payment dialog charges. Null for agents. */
  total: Maybe<Scalars['Int']['output']>;
  videoRequired: Scalars['Boolean']['output'];
};

/** The lead agent's details the form starts from (the signed-in user). */
export type OrderLeadAgent = {
  __typename?: 'OrderLeadAgent';
  email: Scalars['String']['output'];
  /** The viewer's current image (imageOriginal), kept as the lead agent image unless a new one is chosen. */
  imageId: Maybe<Scalars['ID']['output']>;
  imageUrl: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  phone: Maybe<Scalars['String']['output']>;
  /** The viewer's postcode truncated to 4 characters (agent extend's one postcode); null when none. */
  postcode: Maybe<Scalars['String']['output']>;
};

export type OrderNote = {
  __typename?: 'OrderNote';
  /** The author's name; null when the author is gone. */
  author: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  note: Scalars['String']['output'];
};

export type OrderOffice = {
  __typename?: 'OrderOffice';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type OrderPackage = {
  __typename?: 'OrderPackage';
  description: Scalars['String']['output'];
  /** Days the campaign runs (propertyDuration). */
  duration: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  /** Price: the package price in cents, excl. GST. Null for agents. */
  price: Maybe<Scalars['Int']['output']>;
  sortOrder: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  /** Price: what the payment dialog charges (price × 1.1 in this flow), in cents. Null for agents. */
  total: Maybe<Scalars['Int']['output']>;
  type: OrderPackageType;
  videoRequired: Scalars['Boolean']['output'];
};

export type OrderPackageType =
  | 'AGENT_EXTEND'
  | 'PROPERTY';

/** What the viewer may do on the orders list and the global report (spec section 6). */
export type OrderPermissions = {
  __typename?: 'OrderPermissions';
  /** Whether the viewer chooses the client (staff); everyone else has theirs preselected. */
  choosesClient: Scalars['Boolean']['output'];
  exportCsv: Scalars['Boolean']['output'];
  /** Global report: Export CSV w/ Filters. */
  exportReport: Scalars['Boolean']['output'];
  /** The viewer's own client, preselected for everyone but staff. */
  ownClientId: Maybe<Scalars['ID']['output']>;
  updateInvoice: Scalars['Boolean']['output'];
  /** Order names link to the campaign's dashboard: super admin, admin and client admin. */
  viewCampaignLinks: Scalars['Boolean']['output'];
  viewClients: Scalars['Boolean']['output'];
  /** Free of charge and finance adjustments. */
  viewFinance: Scalars['Boolean']['output'];
  viewNotes: Scalars['Boolean']['output'];
  viewPrices: Scalars['Boolean']['output'];
};

export type OrderProperty = {
  __typename?: 'OrderProperty';
  baths: Maybe<Scalars['Int']['output']>;
  beds: Maybe<Scalars['Int']['output']>;
  carbays: Maybe<Scalars['Int']['output']>;
  displayPrice: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isOrderable: Scalars['Boolean']['output'];
  mainImageUrl: Maybe<Scalars['String']['output']>;
  saleStatus: Scalars['String']['output'];
  slug: Maybe<Scalars['String']['output']>;
  suburb: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type OrderPropertyDetail = {
  __typename?: 'OrderPropertyDetail';
  agents: Array<PropertyAgent>;
  description: Scalars['String']['output'];
  hasThirdPartyData: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  imageUrls: Array<Scalars['String']['output']>;
  /** Admins and super admins: the property's third-party data as JSON text; null for others or when none exists. */
  thirdPartyJson: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  url: Maybe<Scalars['String']['output']>;
};

export type OrderStatusOption = {
  __typename?: 'OrderStatusOption';
  /** The filter id: mappedStatus lowercased. */
  id: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

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

export type OrderingClient = {
  __typename?: 'OrderingClient';
  /** The client's domains whitelist for agent page URLs (`*.x` matches sub-domains of x). */
  domains: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  showAgentLandingPage: Scalars['Boolean']['output'];
  showPropertyUrlField: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  /** Whether property orders of this client need no video even for a video package (a configured sub-domain). */
  videoOptional: Scalars['Boolean']['output'];
};

/**
 * Ordering (ordering spec sections 2.2 to 2.5, 3 to 9): the office area, the property and
 * agent-extend order form, payment, and published campaigns.
 *
 * Who may do what: an office is reached by staff (every office), client-level users (their client's
 * offices) and office users (the offices of their permission records; another office is FORBIDDEN,
 * an unknown slug NOT_FOUND). Agents (ROLE_AGENT_USER) need canViewMediaOrders of the office for the
 * order form and canViewPastOrders for its campaigns list (FORBIDDEN otherwise).
 *
 * Prices never reach agents: every field marked "price" below resolves to null for an agent user
 * (spec: viewPrices), whatever the portal shows.
 *
 * Money is integer cents (Int). GST: a price's total is price × 1.1 when the office includes GST
 * (rounded half up to the cent); the property and agent-extend flow always pays price × 1.1.
 */
export type OrderingOffice = {
  __typename?: 'OrderingOffice';
  client: Maybe<OrderingClient>;
  displayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Whether the office's prices include GST (prices marked incl. or excl. GST). */
  includeGst: Scalars['Boolean']['output'];
  logoUrl: Maybe<Scalars['String']['output']>;
  organicCampaigns: Scalars['Boolean']['output'];
  /** The office side bar's items for the viewer. */
  sideBar: OfficeSideBar;
  slug: Scalars['String']['output'];
};

export type OrdersPage = {
  __typename?: 'OrdersPage';
  items: Array<Order>;
  /** Orders matching the filter (orders/row-count). */
  totalCount: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

export type Package = {
  __typename?: 'Package';
  agentDuration: Maybe<Scalars['Int']['output']>;
  agentPackageId: Maybe<Scalars['String']['output']>;
  /**
   * How many campaigns using the package are in progress (Archive is refused while any is). Read
   * with the package (include=campaigns) when the package query selects it: no extra call there;
   * one call per package elsewhere.
   */
  campaignsInProgress: Scalars['Int']['output'];
  /**
   * Every published client, with whether the package is attached (the Client / Offices tab). Read
   * with the package (include=clients,agencies) when the package query selects it.
   */
  clients: Array<PackageClientLink>;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  officeDuration: Maybe<Scalars['Int']['output']>;
  officePackageId: Maybe<Scalars['String']['output']>;
  /** Every published office, with its client and whether the package is attached. */
  offices: Array<PackageOfficeLink>;
  /** Client price, excluding GST. */
  packagePrice: Scalars['Float']['output'];
  pmpRequired: Scalars['Boolean']['output'];
  productionFee: Scalars['Float']['output'];
  /** Days; null for a type that does not use it. */
  propertyDuration: Maybe<Scalars['Int']['output']>;
  /** The partner's package ids; which apply depends on the type. */
  propertyPackageId: Maybe<Scalars['String']['output']>;
  /** Vendor price, excluding GST. */
  retailPrice: Scalars['Float']['output'];
  sortOrder: Scalars['Int']['output'];
  status: PackageStatus;
  title: Scalars['String']['output'];
  /** Null unless the viewer has changeTtbCharge. */
  ttbCharge: Maybe<Scalars['Float']['output']>;
  type: PackageType;
  /** Property, Agent Extend, Agent, Office. */
  typeLabel: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  videoRequired: Scalars['Boolean']['output'];
};

export type PackageClientLink = {
  __typename?: 'PackageClientLink';
  attached: Scalars['Boolean']['output'];
  /** The client's id. */
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

export type PackageConnection = {
  __typename?: 'PackageConnection';
  items: Array<Package>;
  pageInfo: PageInfo;
};

export type PackageOfficeLink = {
  __typename?: 'PackageOfficeLink';
  attached: Scalars['Boolean']['output'];
  clientId: Maybe<Scalars['ID']['output']>;
  /** The office's id. */
  id: Scalars['ID']['output'];
  /** The office's display name. */
  title: Scalars['String']['output'];
};

/** What the viewer may do with packages (spec section 6). */
export type PackagePermissions = {
  __typename?: 'PackagePermissions';
  changePackageId: Scalars['Boolean']['output'];
  changeTtbCharge: Scalars['Boolean']['output'];
  create: Scalars['Boolean']['output'];
  edit: Scalars['Boolean']['output'];
  exportPackages: Scalars['Boolean']['output'];
  view: Scalars['Boolean']['output'];
};

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

export type PageInfo = {
  __typename?: 'PageInfo';
  hasMore: Scalars['Boolean']['output'];
  /** Cursor of the next page; null when there is no next page. */
  nextCursor: Maybe<Scalars['String']['output']>;
};

export type PartnerCallKind =
  | 'ORDER'
  | 'PRODUCT';

/** One partner call (Signifi Logs). */
export type PartnerLog = {
  __typename?: 'PartnerLog';
  campaignId: Scalars['ID']['output'];
  /** The listing's title, else the campaign's name. */
  campaignTitle: Scalars['String']['output'];
  clientTitle: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  loggedAt: Scalars['DateTime']['output'];
  /** The partner's answer as indented JSON text; shown as inert text only. */
  response: Scalars['String']['output'];
  /** product, order, preview, status, cancel or dates. */
  type: Scalars['String']['output'];
};

/** A page of partner logs (Previous / Next, 10, 20, 50 or 100 a page). */
export type PartnerLogPage = {
  __typename?: 'PartnerLogPage';
  items: Array<PartnerLog>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
  /** At least 1. */
  totalPages: Scalars['Int']['output'];
};

/** How a campaign is paid: exactly one of the fields for credit card; none for trading terms. */
export type PayCampaignInput = {
  campaignId: Scalars['ID']['input'];
  /**
   * The total the payer confirmed, in integer cents: campaignPayment's `total` as the dialog showed it.
   * Required from viewers who see prices; payCampaign refuses (BAD_USER_INPUT on this field, before any
   * charge) when it is not the amount the campaign charges. Agents, who see no price, send null: they
   * confirm the campaign by its package (campaignPayment's packageTitle).
   */
  confirmedAmountCents?: InputMaybe<Scalars['Int']['input']>;
  /** The sandbox card field's data (only without a publishable key). */
  sandboxCard?: InputMaybe<SandboxCardInput>;
  /** A saved card of the office or its client. */
  savedCardId?: InputMaybe<Scalars['ID']['input']>;
  /** A token of the card provider's browser library. */
  token?: InputMaybe<Scalars['String']['input']>;
};

export type PayCampaignPayload = {
  __typename?: 'PayCampaignPayload';
  campaignId: Scalars['ID']['output'];
  /** The outcome's text (ordering spec section 8), the sentence under the title when there is one. */
  message: Scalars['String']['output'];
  outcome: PaymentOutcome;
  /** The outcome's title where the spec gives one (section 8: Payment unsuccessful for a generic decline), else null. */
  title: Maybe<Scalars['String']['output']>;
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

export type PaymentOutcome =
  | 'DECLINED'
  | 'EXPIRED_CARD'
  | 'INSUFFICIENT_FUNDS'
  /** Paid by card. */
  | 'PAID'
  | 'PARTNER_PRODUCT_FAILED'
  /** Placed on trading terms. */
  | 'PLACED';

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

export type PropertyAgent = {
  __typename?: 'PropertyAgent';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  imageUrl: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  phone: Maybe<Scalars['String']['output']>;
};

/** Everything the property order page needs, in one operation. */
export type PropertyOrderPage = {
  __typename?: 'PropertyOrderPage';
  /** Null when the viewer may not choose an audience (accessAudienceFeatures, admin or super admin). */
  audiences: Maybe<Array<OrderAudience>>;
  /** The client's property creative URLs (Preview Ad Creative; ordering-forms.graphql). */
  creatives: CreativeUrls;
  leadAgent: OrderLeadAgent;
  office: OrderingOffice;
  /** Property and agent-extend packages, published, office's and client's merged without duplicates, by sortOrder. */
  packages: Array<OrderPackage>;
  /** From the office's setting, else the client's. */
  paymentOption: PaymentMethod;
  /** Up to 5000 of the office's properties (an agent sees the last 7 days); `search` filters them. */
  properties: Array<OrderProperty>;
  /** The office's and its client's saved cards. */
  savedCards: Array<SavedCard>;
  /** The client's trading terms text, for trading-terms payment. */
  tradingTerms: Maybe<Scalars['String']['output']>;
};

/** A pod of the published campaigns list. */
export type PublishedCampaign = {
  __typename?: 'PublishedCampaign';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  officeDisplayName: Scalars['String']['output'];
  officeLogoUrl: Maybe<Scalars['String']['output']>;
  officeSlug: Scalars['String']['output'];
  propertyTitle: Maybe<Scalars['String']['output']>;
  /** PUBLISHED, ARCHIVED or DRAFT (styled differently). */
  publishStatus: Scalars['String']['output'];
};

export type PublishedCampaignConnection = {
  __typename?: 'PublishedCampaignConnection';
  items: Array<PublishedCampaign>;
  pageInfo: PageInfo;
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
  /**
   * The campaigns of one audience on the admin dashboard, newest first, 15 a page. Same access as
   * adminAudiences. One upstream call (GET admin/audience/{id}/campaigns).
   */
  adminAudienceCampaigns: AudienceCampaignPage;
  /**
   * The audience admin dashboard: every audience of every client, deleted ones included, newest
   * first, 15 a page. Super admin and admin with the audience feature. One upstream call (GET admin/audience).
   */
  adminAudiences: AudiencePage;
  /** A campaign by its id; null when there is none (Campaign could not be found.). BAD_USER_INPUT for an id that is not a number. */
  adminCampaign: Maybe<AdminCampaign>;
  /** The agent order form's data; agents need canViewMediaOrders. */
  agentOrderPage: AgentOrderPage;
  /** The roles the user modal may assign (GET users/client-roles): Office Admin and Agent. One upstream call. */
  assignableUserRoles: Array<UserRoleOption>;
  /**
   * One audience (the form's edit mode); null when unknown or deleted. Only the creator's own: another
   * client's or another creator's audience is FORBIDDEN, checked in the BFF on the record read. One
   * upstream call (GET audience/{id}).
   */
  audience: Maybe<Audience>;
  /** The audience form's scope choices. At most two upstream calls, made only for the fields selected. */
  audienceScopeChoices: AudienceScopeChoices;
  /**
   * The Audience list: the audiences the viewer may use (client admin: every audience of the client;
   * office admin and others: Global ones, those assigned to their offices or to agents of their
   * offices, and their own), newest first, 15 a page. `page` from 1; a page past the end answers
   * no items. One upstream call (GET audience).
   */
  audiences: AudiencePage;
  /**
   * White-label branding for the sub-domain of `host` (its first label). Null when the host has no
   * client sub-domain (localhost, an IP address, the staging host) or the client is unknown; the
   * portal then shows the product logo.
   */
  branding: Maybe<Branding>;
  /** A campaign's dashboard in the office of `slug`. */
  campaignDashboard: CampaignDashboard;
  /**
   * What the payment dialog shows of a campaign being paid, read from the campaign itself (its package
   * and that package's price, GST as spec section 9), never from the URL. Prices are null for agents.
   */
  campaignPayment: CampaignPayment;
  /** How the portal's card field tokenises cards; public. */
  cardEntry: CardEntry;
  /**
   * One client for the client modal; null when unknown. Another client than the viewer's own is
   * FORBIDDEN for everyone but super admin and admin. Upstream calls: see the Client type.
   */
  client: Maybe<Client>;
  /** What the viewer may do in the clients area (no upstream call); also before any client exists. */
  clientAccess: ClientAccess;
  /**
   * Published clients in the viewer's scope, sorted by title (GET lookups/clients): every client for
   * super admin and admin, the own client for everyone else. Needs the view permission. One upstream call.
   */
  clientLookup: Array<LookupItem>;
  /**
   * The Clients list (My Clients: PUBLISHED, Archived: ARCHIVED), sorted by title; needs the view
   * right (super admin, admin, client admin, office admin). Super admin and admin see every client;
   * everyone else only their own. `search` matches part of the title or sub-domain (trimmed, at most
   * 255); `first` is the page size, 1 to 100 (10 by default). One upstream call (GET clients).
   */
  clients: ClientConnection;
  /**
   * The confirmation of an agent campaign created on the office's agent form: the same access as
   * agentOrderPage; NOT_FOUND for a campaign of another office or kind.
   */
  createdAgentCampaign: CreatedAgentCampaign;
  /** Email recipient types from the server. Needs the admin-tools flag. */
  emailRecipientTypes: Array<Scalars['String']['output']>;
  /** All email recipients. Needs the admin-tools flag. */
  emailRecipients: Array<EmailRecipient>;
  /**
   * The global report: three upstream calls (global-reports/agencies, packages, stats) side by side.
   * A range needs from and to, at most today, at most 365 days for one client and 30 for all clients
   * (BAD_USER_INPUT "Invalid date range"). Needs the globalReport permission.
   */
  globalReport: GlobalReport;
  /**
   * The campaigns staff modified (GET campaign-modified-reports), ten at a time (Load more; the
   * cursor is opaque). Needs the reports permission.
   */
  modifiedCampaigns: ModifiedCampaignConnection;
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
  /** The office campaigns list (AgencyOrders): 10 a page, newest first; needs canViewPastOrders for agents. */
  officeCampaigns: OfficeCampaignConnection;
  /** The Offices list's capability flags. No upstream call (ownClient: one client lookup when selected). */
  officeListCapabilities: OfficeListCapabilities;
  /**
   * Published offices, sorted by title (GET lookups/agencies). Super admin and admin: all offices, or
   * those of `clientId`; everyone else: their own client's offices (another client's id is FORBIDDEN).
   * Needs the view permission. One upstream call.
   */
  officeLookup: Array<LookupItem>;
  /** The office order form's data; FORBIDDEN for agents. */
  officeOrderPage: OfficeOrderPage;
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
  /** A campaign's finance adjustments (GET campaign-adjustments/{id}). Super admin and admin. */
  orderAdjustments: Array<OrderAdjustment>;
  /** A campaign's internal notes (GET campaigns/{id}/notes). Super admin and admin. */
  orderNotes: Array<OrderNote>;
  /** What the viewer may do on orders. Needs the orders permission. No upstream call. */
  orderPermissions: OrderPermissions;
  /** A listing's detail for the order form. */
  orderProperty: OrderPropertyDetail;
  /** Campaign statuses for the status filter (GET campaigns/statuses). Needs the orders permission. */
  orderStatuses: Array<OrderStatusOption>;
  /** The office area of a slug: the office and the viewer's side bar. */
  orderingOffice: OrderingOffice;
  /**
   * One page of orders, newest campaign first, 10 a page (GET orders with page), and the count of
   * the filter (GET orders/row-count): two upstream calls.
   */
  orders: OrdersPage;
  /**
   * One package, null when unknown. The fields selected decide what is read in the ONE upstream
   * call (GET packages/{id} with include=campaigns for campaignsInProgress, clients,agencies for
   * clients or offices), so each tab of the modal costs one call.
   */
  package: Maybe<Package>;
  /**
   * Published packages, sorted by title (GET lookups/packages). Super admin and admin: every package, or
   * those linked to `clientId` (or its offices); client and office admins (the orders list's Packages
   * filter): their own client's, another client's id is FORBIDDEN; agents FORBIDDEN. One upstream call.
   */
  packageLookup: Array<LookupItem>;
  /** The viewer's rights on packages (no upstream call). */
  packagePermissions: PackagePermissions;
  /**
   * The Packages list, sorted by sort order, then title. `status` ARCHIVED is the Archived tab (it
   * needs edit). `clientId`: packages attached to the client or to one of its offices. `search`:
   * part of the title. `first` 1 to 100 (10 by default). One upstream call (GET packages).
   */
  packages: PackageConnection;
  /** The partner logs, newest first; pageSize 10, 20, 50 or 100 (default 10). Admin and super admin. */
  partnerLogs: PartnerLogPage;
  /** The property order page's data; needs canViewMediaOrders for agents. */
  propertyOrderPage: PropertyOrderPage;
  /**
   * The campaigns list's pods (campaignsList, spec 2.4): the campaigns the viewer reaches, published,
   * archived and draft (each pod carries its publishStatus), newest first; search by property title.
   */
  publishedCampaigns: PublishedCampaignConnection;
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
export type QueryAdminAudienceCampaignsArgs = {
  audienceId: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
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
export type QueryAdminAudiencesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
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
export type QueryAdminCampaignArgs = {
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
export type QueryAgentOrderPageArgs = {
  slug: Scalars['String']['input'];
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
export type QueryAudienceArgs = {
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
export type QueryAudiencesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
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
export type QueryCampaignDashboardArgs = {
  campaignId: Scalars['ID']['input'];
  slug: Scalars['String']['input'];
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
export type QueryCampaignPaymentArgs = {
  campaignId: Scalars['ID']['input'];
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
export type QueryClientArgs = {
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
export type QueryClientsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<ClientStatus>;
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
export type QueryCreatedAgentCampaignArgs = {
  campaignId: Scalars['ID']['input'];
  slug: Scalars['String']['input'];
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
export type QueryGlobalReportArgs = {
  filters: GlobalReportFiltersInput;
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
export type QueryModifiedCampaignsArgs = {
  clientId?: InputMaybe<Scalars['ID']['input']>;
  cursor?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['Date']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['Date']['input']>;
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
export type QueryOfficeCampaignsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  slug: Scalars['String']['input'];
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
export type QueryOfficeOrderPageArgs = {
  slug: Scalars['String']['input'];
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
export type QueryOrderAdjustmentsArgs = {
  campaignId: Scalars['ID']['input'];
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
export type QueryOrderNotesArgs = {
  campaignId: Scalars['ID']['input'];
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
export type QueryOrderPropertyArgs = {
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
export type QueryOrderingOfficeArgs = {
  slug: Scalars['String']['input'];
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
export type QueryOrdersArgs = {
  filters: OrderFiltersInput;
  page?: InputMaybe<Scalars['Int']['input']>;
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
export type QueryPackageArgs = {
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
export type QueryPackageLookupArgs = {
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
export type QueryPackagesArgs = {
  clientId?: InputMaybe<Scalars['ID']['input']>;
  cursor?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<PackageStatus>;
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
export type QueryPartnerLogsArgs = {
  campaignId?: InputMaybe<Scalars['ID']['input']>;
  clientId?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
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
export type QueryPropertyOrderPageArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  slug: Scalars['String']['input'];
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
export type QueryPublishedCampaignsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
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

/** What the sandbox card field sends to be tokenised (never stored or logged by the BFF). */
export type SandboxCardInput = {
  cvc: Scalars['String']['input'];
  expMonth: Scalars['Int']['input'];
  /** Two or four digits. */
  expYear: Scalars['Int']['input'];
  /** Digits, spaces allowed. */
  number: Scalars['String']['input'];
};

/**
 * Saved cards (administration spec: the Payment Details tabs of the client modal and the office
 * modal). Only a card's brand, last four digits and expiry ever reach the portal. Cards are entered
 * through the card payment provider's browser library (Stripe Elements when the BFF has a publishable
 * key), or, without one, through the sandbox card field, whose data the BFF tokenises with the
 * sandbox provider (`createSandboxCardToken`). The token is then saved with `saveCard`.
 *
 * Who may do what: the client card is read by client admins (their own client), admins and super
 * admins, and changed by client admins only (their own client). An office card is read and changed
 * by office admins (the offices they hold) and client admins (their client's offices). Another
 * owner's id is FORBIDDEN.
 */
export type SavedCard = {
  __typename?: 'SavedCard';
  /** Visa, MasterCard, American Express, ... */
  brand: Scalars['String']['output'];
  /** 1 to 12. */
  expMonth: Scalars['Int']['output'];
  /** Four digits. */
  expYear: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The card number's last four digits. */
  last4: Scalars['String']['output'];
};

export type SetClientFeatureInput = {
  clientId: Scalars['ID']['input'];
  enabled: Scalars['Boolean']['input'];
  /** The feature's key. */
  featureKey: Scalars['String']['input'];
};

export type SetClientFeaturePayload = {
  __typename?: 'SetClientFeaturePayload';
  /** False when the legacy API failed (swallowed, logged and counted). */
  applied: Scalars['Boolean']['output'];
  /** The feature as saved; null when not applied. */
  feature: Maybe<ClientFeature>;
};

export type SetOfficePaymentMethodInput = {
  campaignType: PaymentCampaignType;
  method: PaymentMethod;
  officeId: Scalars['ID']['input'];
};

export type SetOfficePaymentMethodPayload = {
  __typename?: 'SetOfficePaymentMethodPayload';
  office: ClientOfficePayment;
};

export type SetOfficeUserActiveInput = {
  active: Scalars['Boolean']['input'];
  officeId: Scalars['ID']['input'];
  permissionId: Scalars['ID']['input'];
};

export type SetOrderInvoicedInput = {
  /** The order's campaign: for everyone but staff the order is first found in the viewer's own orders by it. */
  campaignId: Scalars['ID']['input'];
  invoiced: Scalars['Boolean']['input'];
  orderId: Scalars['ID']['input'];
};

export type SetOrderInvoicedPayload = {
  __typename?: 'SetOrderInvoicedPayload';
  invoiced: Scalars['Boolean']['output'];
  invoicedDate: Maybe<Scalars['DateTime']['output']>;
  orderId: Scalars['ID']['output'];
};

export type SetPackageClientAttachedInput = {
  attached: Scalars['Boolean']['input'];
  clientId: Scalars['ID']['input'];
  packageId: Scalars['ID']['input'];
};

export type SetPackageClientAttachedPayload = {
  __typename?: 'SetPackageClientAttachedPayload';
  link: PackageClientLink;
  packageId: Scalars['ID']['output'];
};

export type SetPackageOfficeAttachedInput = {
  attached: Scalars['Boolean']['input'];
  officeId: Scalars['ID']['input'];
  packageId: Scalars['ID']['input'];
};

export type SetPackageOfficeAttachedPayload = {
  __typename?: 'SetPackageOfficeAttachedPayload';
  link: PackageOfficeLink;
  packageId: Scalars['ID']['output'];
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

export type UnarchiveClientInput = {
  id: Scalars['ID']['input'];
};

export type UnarchiveClientPayload = {
  __typename?: 'UnarchiveClientPayload';
  client: Client;
};

export type UnarchivePackageInput = {
  id: Scalars['ID']['input'];
};

export type UnarchivePackagePayload = {
  __typename?: 'UnarchivePackagePayload';
  package: Package;
};

export type UpdateClientInput = {
  details?: InputMaybe<ClientDetailsInput>;
  display?: InputMaybe<ClientDisplayInput>;
  id: Scalars['ID']['input'];
  images?: InputMaybe<ClientImagesInput>;
  integration?: InputMaybe<ClientIntegrationInput>;
  paymentDetails?: InputMaybe<ClientPaymentDetailsInput>;
};

export type UpdateClientPayload = {
  __typename?: 'UpdateClientPayload';
  client: Client;
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

export type UpdateOrderNoteInput = {
  campaignId: Scalars['ID']['input'];
  note: Scalars['String']['input'];
  /** One of the campaign's internal notes. */
  noteId: Scalars['ID']['input'];
};

export type UpdateOrderNotePayload = {
  __typename?: 'UpdateOrderNotePayload';
  campaignId: Scalars['ID']['output'];
  notes: Array<OrderNote>;
};

export type UpdatePackageInput = {
  agentDuration?: InputMaybe<Scalars['Int']['input']>;
  agentPackageId?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  officeDuration?: InputMaybe<Scalars['Int']['input']>;
  officePackageId?: InputMaybe<Scalars['String']['input']>;
  packagePrice?: InputMaybe<Scalars['Float']['input']>;
  pmpRequired?: InputMaybe<Scalars['Boolean']['input']>;
  productionFee?: InputMaybe<Scalars['Float']['input']>;
  propertyDuration?: InputMaybe<Scalars['Int']['input']>;
  propertyPackageId?: InputMaybe<Scalars['String']['input']>;
  retailPrice?: InputMaybe<Scalars['Float']['input']>;
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
  title: Scalars['String']['input'];
  ttbCharge?: InputMaybe<Scalars['Float']['input']>;
  type: PackageType;
  videoRequired?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UpdatePackagePayload = {
  __typename?: 'UpdatePackagePayload';
  package: Package;
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
  /**
   * A file id the viewer uploaded, or the user's current image sent back unchanged (staff: the user is
   * read for that check), or null; any other file is FORBIDDEN.
   */
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
  AddOrderAdjustmentInput: AddOrderAdjustmentInput;
  AddOrderAdjustmentPayload: ResolverTypeWrapper<AddOrderAdjustmentPayload>;
  AddOrderNoteInput: AddOrderNoteInput;
  AddOrderNotePayload: ResolverTypeWrapper<AddOrderNotePayload>;
  AdjustAdminCampaignDatesInput: AdjustAdminCampaignDatesInput;
  AdminCampaign: ResolverTypeWrapper<AdminCampaignModel>;
  AdminCampaignPayload: ResolverTypeWrapper<Omit<AdminCampaignPayload, 'campaign'> & { campaign: ResolversTypes['AdminCampaign'] }>;
  AdminCampaignStatus: AdminCampaignStatus;
  AdminSettableStatus: AdminSettableStatus;
  AdminUser: ResolverTypeWrapper<AdminUserModel>;
  AdminUserConnection: ResolverTypeWrapper<Omit<AdminUserConnection, 'items'> & { items: Array<ResolversTypes['AdminUser']> }>;
  AgentOrderPage: ResolverTypeWrapper<Omit<AgentOrderPage, 'packages'> & { packages: Array<ResolversTypes['OrderFormPackage']> }>;
  AgentUrlSource: AgentUrlSource;
  ArchiveClientInput: ArchiveClientInput;
  ArchiveClientPayload: ResolverTypeWrapper<Omit<ArchiveClientPayload, 'client'> & { client: ResolversTypes['Client'] }>;
  ArchivePackageInput: ArchivePackageInput;
  ArchivePackagePayload: ResolverTypeWrapper<Omit<ArchivePackagePayload, 'package'> & { package: ResolversTypes['Package'] }>;
  ArchiveUserInput: ArchiveUserInput;
  ArchiveUserPayload: ResolverTypeWrapper<ArchiveUserPayload>;
  AttachCampaignVideoInput: AttachCampaignVideoInput;
  AttachCampaignVideoPayload: ResolverTypeWrapper<AttachCampaignVideoPayload>;
  AttachOfficeToClientInput: AttachOfficeToClientInput;
  AttachOfficeToClientPayload: ResolverTypeWrapper<AttachOfficeToClientPayload>;
  Audience: ResolverTypeWrapper<AudienceModel>;
  AudienceActivity: ResolverTypeWrapper<AudienceActivity>;
  AudienceCampaign: ResolverTypeWrapper<AudienceCampaign>;
  AudienceCampaignPage: ResolverTypeWrapper<AudienceCampaignPage>;
  AudienceCreator: ResolverTypeWrapper<AudienceCreator>;
  AudiencePage: ResolverTypeWrapper<Omit<AudiencePage, 'items'> & { items: Array<ResolversTypes['Audience']> }>;
  AudienceScope: AudienceScope;
  AudienceScopeChoices: ResolverTypeWrapper<AudienceScopeChoicesModel>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Branding: ResolverTypeWrapper<Branding>;
  CallAdminCampaignPartnerInput: CallAdminCampaignPartnerInput;
  CallAdminCampaignPartnerPayload: ResolverTypeWrapper<Omit<CallAdminCampaignPartnerPayload, 'campaign'> & { campaign: ResolversTypes['AdminCampaign'] }>;
  CampaignDashboard: ResolverTypeWrapper<CampaignDashboard>;
  CampaignPayment: ResolverTypeWrapper<CampaignPaymentModel>;
  CampaignPreviewPayload: ResolverTypeWrapper<CampaignPreviewPayload>;
  CampaignStats: ResolverTypeWrapper<CampaignStats>;
  CancelCampaignInput: CancelCampaignInput;
  CancelCampaignPayload: ResolverTypeWrapper<CancelCampaignPayload>;
  CardEntry: ResolverTypeWrapper<CardEntry>;
  CardOwnerInput: CardOwnerInput;
  CardOwnerKind: CardOwnerKind;
  CardProvider: CardProvider;
  CardUsage: CardUsage;
  ChangeAdminCampaignStatusInput: ChangeAdminCampaignStatusInput;
  ChangeAdminCampaignStatusPayload: ResolverTypeWrapper<Omit<ChangeAdminCampaignStatusPayload, 'campaign'> & { campaign: ResolversTypes['AdminCampaign'] }>;
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordPayload: ResolverTypeWrapper<ChangePasswordPayload>;
  Client: ResolverTypeWrapper<ClientModel>;
  ClientAccess: ResolverTypeWrapper<ClientAccess>;
  ClientAddressState: ClientAddressState;
  ClientBillingAddress: ResolverTypeWrapper<ClientBillingAddress>;
  ClientBillingAddressInput: ClientBillingAddressInput;
  ClientConnection: ResolverTypeWrapper<Omit<ClientConnection, 'items'> & { items: Array<ResolversTypes['Client']> }>;
  ClientConversionSource: ClientConversionSource;
  ClientCreativeUrls: ResolverTypeWrapper<ClientCreativeUrls>;
  ClientCreativeUrlsInput: ClientCreativeUrlsInput;
  ClientDetails: ResolverTypeWrapper<ClientDetails>;
  ClientDetailsInput: ClientDetailsInput;
  ClientDisplay: ResolverTypeWrapper<ClientDisplay>;
  ClientDisplayInput: ClientDisplayInput;
  ClientFeature: ResolverTypeWrapper<ClientFeature>;
  ClientImage: ResolverTypeWrapper<ClientImage>;
  ClientImages: ResolverTypeWrapper<ClientImages>;
  ClientImagesInput: ClientImagesInput;
  ClientIntegration: ResolverTypeWrapper<ClientIntegration>;
  ClientIntegrationInput: ClientIntegrationInput;
  ClientOfficeAttachment: ClientOfficeAttachment;
  ClientOfficeOption: ResolverTypeWrapper<ClientOfficeOption>;
  ClientOfficePayment: ResolverTypeWrapper<ClientOfficePayment>;
  ClientPaymentDetails: ResolverTypeWrapper<ClientPaymentDetails>;
  ClientPaymentDetailsInput: ClientPaymentDetailsInput;
  ClientPaymentMethodsInput: ClientPaymentMethodsInput;
  ClientStatus: ClientStatus;
  ClientSummary: ResolverTypeWrapper<ClientSummary>;
  ClientTabs: ResolverTypeWrapper<ClientTabs>;
  ClientWeekday: ClientWeekday;
  CreateAgentCampaignInput: CreateAgentCampaignInput;
  CreateCampaignPayload: ResolverTypeWrapper<CreateCampaignPayload>;
  CreateClientInput: CreateClientInput;
  CreateClientPayload: ResolverTypeWrapper<Omit<CreateClientPayload, 'client'> & { client: ResolversTypes['Client'] }>;
  CreateOfficeCampaignInput: CreateOfficeCampaignInput;
  CreateOfficeInput: CreateOfficeInput;
  CreatePackageInput: CreatePackageInput;
  CreatePackagePayload: ResolverTypeWrapper<Omit<CreatePackagePayload, 'package'> & { package: ResolversTypes['Package'] }>;
  CreatePropertyCampaignInput: CreatePropertyCampaignInput;
  CreatePropertyCampaignPayload: ResolverTypeWrapper<CreatePropertyCampaignPayload>;
  CreateUserInput: CreateUserInput;
  CreateUserPayload: ResolverTypeWrapper<Omit<CreateUserPayload, 'user'> & { user: ResolversTypes['AdminUser'] }>;
  CreatedAgentCampaign: ResolverTypeWrapper<CreatedAgentCampaign>;
  CreativeKind: CreativeKind;
  CreativeUrls: ResolverTypeWrapper<CreativeUrls>;
  DashboardCreative: ResolverTypeWrapper<DashboardCreative>;
  DashboardDay: ResolverTypeWrapper<DashboardDay>;
  DashboardKind: DashboardKind;
  DashboardProperty: ResolverTypeWrapper<DashboardProperty>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeactivateUserInput: DeactivateUserInput;
  DeactivateUserPayload: ResolverTypeWrapper<DeactivateUserPayload>;
  DeleteAudienceInput: DeleteAudienceInput;
  DeleteAudiencePayload: ResolverTypeWrapper<DeleteAudiencePayload>;
  DeleteEmailRecipientInput: DeleteEmailRecipientInput;
  DeleteEmailRecipientPayload: ResolverTypeWrapper<DeleteEmailRecipientPayload>;
  DeleteOrderAdjustmentInput: DeleteOrderAdjustmentInput;
  DeleteOrderAdjustmentPayload: ResolverTypeWrapper<DeleteOrderAdjustmentPayload>;
  EmailRecipient: ResolverTypeWrapper<EmailRecipient>;
  FetchAdminCampaignPreviewInput: FetchAdminCampaignPreviewInput;
  FetchAdminCampaignPreviewPayload: ResolverTypeWrapper<FetchAdminCampaignPreviewPayload>;
  FieldError: ResolverTypeWrapper<FieldError>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GlobalReport: ResolverTypeWrapper<GlobalReport>;
  GlobalReportFiltersInput: GlobalReportFiltersInput;
  GlobalReportOfficeCount: ResolverTypeWrapper<GlobalReportOfficeCount>;
  GlobalReportPackageCount: ResolverTypeWrapper<GlobalReportPackageCount>;
  Handover: ResolverTypeWrapper<Handover>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LoginInput: LoginInput;
  LoginPayload: ResolverTypeWrapper<LoginPayloadModel>;
  LogoutPayload: ResolverTypeWrapper<LogoutPayload>;
  LookupItem: ResolverTypeWrapper<LookupItem>;
  MarkNotificationsReadInput: MarkNotificationsReadInput;
  MarkNotificationsReadPayload: ResolverTypeWrapper<MarkNotificationsReadPayload>;
  MarkOrderFreeOfChargeInput: MarkOrderFreeOfChargeInput;
  MarkOrderFreeOfChargePayload: ResolverTypeWrapper<MarkOrderFreeOfChargePayload>;
  ModifiedCampaign: ResolverTypeWrapper<ModifiedCampaign>;
  ModifiedCampaignConnection: ResolverTypeWrapper<ModifiedCampaignConnection>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NavPermissions: ResolverTypeWrapper<NavPermissions>;
  Notification: ResolverTypeWrapper<Notification>;
  NotificationConnection: ResolverTypeWrapper<NotificationConnection>;
  Office: ResolverTypeWrapper<OfficeModel>;
  OfficeCampaign: ResolverTypeWrapper<OfficeCampaignModel>;
  OfficeCampaignConnection: ResolverTypeWrapper<Omit<OfficeCampaignConnection, 'items'> & { items: Array<ResolversTypes['OfficeCampaign']> }>;
  OfficeCampaignCounts: ResolverTypeWrapper<OfficeCampaignCounts>;
  OfficeCapabilities: ResolverTypeWrapper<OfficeCapabilities>;
  OfficeConnection: ResolverTypeWrapper<Omit<OfficeConnection, 'items'> & { items: Array<ResolversTypes['Office']> }>;
  OfficeDetails: ResolverTypeWrapper<OfficeDetails>;
  OfficeEmailOrders: ResolverTypeWrapper<OfficeEmailOrders>;
  OfficeIdInput: OfficeIdInput;
  OfficeListCapabilities: ResolverTypeWrapper<OfficeListCapabilitiesModel>;
  OfficeLogo: ResolverTypeWrapper<OfficeLogo>;
  OfficeOrderPage: ResolverTypeWrapper<Omit<OfficeOrderPage, 'packages'> & { packages: Array<ResolversTypes['OrderFormPackage']> }>;
  OfficePayload: ResolverTypeWrapper<Omit<OfficePayload, 'office'> & { office: ResolversTypes['Office'] }>;
  OfficePaymentDetails: ResolverTypeWrapper<OfficePaymentDetails>;
  OfficePermissions: ResolverTypeWrapper<OfficePermissions>;
  OfficeReport: ResolverTypeWrapper<OfficeReport>;
  OfficeReportRecurrence: OfficeReportRecurrence;
  OfficeSideBar: ResolverTypeWrapper<OfficeSideBar>;
  OfficeStatus: OfficeStatus;
  OfficeSummary: ResolverTypeWrapper<OfficeSummary>;
  OfficeUser: ResolverTypeWrapper<OfficeUserModel>;
  OfficeUserPayload: ResolverTypeWrapper<Omit<OfficeUserPayload, 'user'> & { user: ResolversTypes['OfficeUser'] }>;
  OfficeWeekday: OfficeWeekday;
  Order: ResolverTypeWrapper<OrderModel>;
  OrderAdjustment: ResolverTypeWrapper<OrderAdjustment>;
  OrderAgent: ResolverTypeWrapper<OrderAgent>;
  OrderAudience: ResolverTypeWrapper<OrderAudience>;
  OrderFiltersInput: OrderFiltersInput;
  OrderFormPackage: ResolverTypeWrapper<OrderFormPackageModel>;
  OrderLeadAgent: ResolverTypeWrapper<OrderLeadAgent>;
  OrderNote: ResolverTypeWrapper<OrderNote>;
  OrderOffice: ResolverTypeWrapper<OrderOffice>;
  OrderPackage: ResolverTypeWrapper<OrderPackageModel>;
  OrderPackageType: OrderPackageType;
  OrderPermissions: ResolverTypeWrapper<OrderPermissions>;
  OrderProperty: ResolverTypeWrapper<OrderProperty>;
  OrderPropertyDetail: ResolverTypeWrapper<OrderPropertyDetail>;
  OrderStatusOption: ResolverTypeWrapper<OrderStatusOption>;
  OrderType: OrderType;
  OrderingClient: ResolverTypeWrapper<OrderingClient>;
  OrderingOffice: ResolverTypeWrapper<OrderingOffice>;
  OrdersPage: ResolverTypeWrapper<Omit<OrdersPage, 'items'> & { items: Array<ResolversTypes['Order']> }>;
  Package: ResolverTypeWrapper<PackageModel>;
  PackageClientLink: ResolverTypeWrapper<PackageClientLink>;
  PackageConnection: ResolverTypeWrapper<Omit<PackageConnection, 'items'> & { items: Array<ResolversTypes['Package']> }>;
  PackageOfficeLink: ResolverTypeWrapper<PackageOfficeLink>;
  PackagePermissions: ResolverTypeWrapper<PackagePermissions>;
  PackageStatus: PackageStatus;
  PackageType: PackageType;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PartnerCallKind: PartnerCallKind;
  PartnerLog: ResolverTypeWrapper<PartnerLog>;
  PartnerLogPage: ResolverTypeWrapper<PartnerLogPage>;
  PayCampaignInput: PayCampaignInput;
  PayCampaignPayload: ResolverTypeWrapper<PayCampaignPayload>;
  PaymentCampaignType: PaymentCampaignType;
  PaymentMethod: PaymentMethod;
  PaymentMethods: ResolverTypeWrapper<PaymentMethods>;
  PaymentOutcome: PaymentOutcome;
  PersonName: ResolverTypeWrapper<PersonName>;
  Profile: ResolverTypeWrapper<ProfileModel>;
  PropertyAgent: ResolverTypeWrapper<PropertyAgent>;
  PropertyOrderPage: ResolverTypeWrapper<Omit<PropertyOrderPage, 'packages'> & { packages: Array<ResolversTypes['OrderPackage']> }>;
  PublishedCampaign: ResolverTypeWrapper<PublishedCampaign>;
  PublishedCampaignConnection: ResolverTypeWrapper<PublishedCampaignConnection>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: ResolverTypeWrapper<RequestPasswordResetPayload>;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResolverTypeWrapper<ResetPasswordPayload>;
  Role: Role;
  RoleLabel: ResolverTypeWrapper<RoleLabel>;
  SandboxCardInput: SandboxCardInput;
  SavedCard: ResolverTypeWrapper<SavedCard>;
  SetClientFeatureInput: SetClientFeatureInput;
  SetClientFeaturePayload: ResolverTypeWrapper<SetClientFeaturePayload>;
  SetOfficePaymentMethodInput: SetOfficePaymentMethodInput;
  SetOfficePaymentMethodPayload: ResolverTypeWrapper<SetOfficePaymentMethodPayload>;
  SetOfficeUserActiveInput: SetOfficeUserActiveInput;
  SetOrderInvoicedInput: SetOrderInvoicedInput;
  SetOrderInvoicedPayload: ResolverTypeWrapper<SetOrderInvoicedPayload>;
  SetPackageClientAttachedInput: SetPackageClientAttachedInput;
  SetPackageClientAttachedPayload: ResolverTypeWrapper<SetPackageClientAttachedPayload>;
  SetPackageOfficeAttachedInput: SetPackageOfficeAttachedInput;
  SetPackageOfficeAttachedPayload: ResolverTypeWrapper<SetPackageOfficeAttachedPayload>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubmitSupportRequestInput: SubmitSupportRequestInput;
  SubmitSupportRequestPayload: ResolverTypeWrapper<SubmitSupportRequestPayload>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  UnarchiveClientInput: UnarchiveClientInput;
  UnarchiveClientPayload: ResolverTypeWrapper<Omit<UnarchiveClientPayload, 'client'> & { client: ResolversTypes['Client'] }>;
  UnarchivePackageInput: UnarchivePackageInput;
  UnarchivePackagePayload: ResolverTypeWrapper<Omit<UnarchivePackagePayload, 'package'> & { package: ResolversTypes['Package'] }>;
  UpdateClientInput: UpdateClientInput;
  UpdateClientPayload: ResolverTypeWrapper<Omit<UpdateClientPayload, 'client'> & { client: ResolversTypes['Client'] }>;
  UpdateOfficeInput: UpdateOfficeInput;
  UpdateOfficeReportInput: UpdateOfficeReportInput;
  UpdateOfficeUserPermissionInput: UpdateOfficeUserPermissionInput;
  UpdateOrderNoteInput: UpdateOrderNoteInput;
  UpdateOrderNotePayload: ResolverTypeWrapper<UpdateOrderNotePayload>;
  UpdatePackageInput: UpdatePackageInput;
  UpdatePackagePayload: ResolverTypeWrapper<Omit<UpdatePackagePayload, 'package'> & { package: ResolversTypes['Package'] }>;
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
  AddOrderAdjustmentInput: AddOrderAdjustmentInput;
  AddOrderAdjustmentPayload: AddOrderAdjustmentPayload;
  AddOrderNoteInput: AddOrderNoteInput;
  AddOrderNotePayload: AddOrderNotePayload;
  AdjustAdminCampaignDatesInput: AdjustAdminCampaignDatesInput;
  AdminCampaign: AdminCampaignModel;
  AdminCampaignPayload: Omit<AdminCampaignPayload, 'campaign'> & { campaign: ResolversParentTypes['AdminCampaign'] };
  AdminUser: AdminUserModel;
  AdminUserConnection: Omit<AdminUserConnection, 'items'> & { items: Array<ResolversParentTypes['AdminUser']> };
  AgentOrderPage: Omit<AgentOrderPage, 'packages'> & { packages: Array<ResolversParentTypes['OrderFormPackage']> };
  ArchiveClientInput: ArchiveClientInput;
  ArchiveClientPayload: Omit<ArchiveClientPayload, 'client'> & { client: ResolversParentTypes['Client'] };
  ArchivePackageInput: ArchivePackageInput;
  ArchivePackagePayload: Omit<ArchivePackagePayload, 'package'> & { package: ResolversParentTypes['Package'] };
  ArchiveUserInput: ArchiveUserInput;
  ArchiveUserPayload: ArchiveUserPayload;
  AttachCampaignVideoInput: AttachCampaignVideoInput;
  AttachCampaignVideoPayload: AttachCampaignVideoPayload;
  AttachOfficeToClientInput: AttachOfficeToClientInput;
  AttachOfficeToClientPayload: AttachOfficeToClientPayload;
  Audience: AudienceModel;
  AudienceActivity: AudienceActivity;
  AudienceCampaign: AudienceCampaign;
  AudienceCampaignPage: AudienceCampaignPage;
  AudienceCreator: AudienceCreator;
  AudiencePage: Omit<AudiencePage, 'items'> & { items: Array<ResolversParentTypes['Audience']> };
  AudienceScopeChoices: AudienceScopeChoicesModel;
  Boolean: Scalars['Boolean']['output'];
  Branding: Branding;
  CallAdminCampaignPartnerInput: CallAdminCampaignPartnerInput;
  CallAdminCampaignPartnerPayload: Omit<CallAdminCampaignPartnerPayload, 'campaign'> & { campaign: ResolversParentTypes['AdminCampaign'] };
  CampaignDashboard: CampaignDashboard;
  CampaignPayment: CampaignPaymentModel;
  CampaignPreviewPayload: CampaignPreviewPayload;
  CampaignStats: CampaignStats;
  CancelCampaignInput: CancelCampaignInput;
  CancelCampaignPayload: CancelCampaignPayload;
  CardEntry: CardEntry;
  CardOwnerInput: CardOwnerInput;
  ChangeAdminCampaignStatusInput: ChangeAdminCampaignStatusInput;
  ChangeAdminCampaignStatusPayload: Omit<ChangeAdminCampaignStatusPayload, 'campaign'> & { campaign: ResolversParentTypes['AdminCampaign'] };
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordPayload: ChangePasswordPayload;
  Client: ClientModel;
  ClientAccess: ClientAccess;
  ClientBillingAddress: ClientBillingAddress;
  ClientBillingAddressInput: ClientBillingAddressInput;
  ClientConnection: Omit<ClientConnection, 'items'> & { items: Array<ResolversParentTypes['Client']> };
  ClientCreativeUrls: ClientCreativeUrls;
  ClientCreativeUrlsInput: ClientCreativeUrlsInput;
  ClientDetails: ClientDetails;
  ClientDetailsInput: ClientDetailsInput;
  ClientDisplay: ClientDisplay;
  ClientDisplayInput: ClientDisplayInput;
  ClientFeature: ClientFeature;
  ClientImage: ClientImage;
  ClientImages: ClientImages;
  ClientImagesInput: ClientImagesInput;
  ClientIntegration: ClientIntegration;
  ClientIntegrationInput: ClientIntegrationInput;
  ClientOfficeOption: ClientOfficeOption;
  ClientOfficePayment: ClientOfficePayment;
  ClientPaymentDetails: ClientPaymentDetails;
  ClientPaymentDetailsInput: ClientPaymentDetailsInput;
  ClientPaymentMethodsInput: ClientPaymentMethodsInput;
  ClientSummary: ClientSummary;
  ClientTabs: ClientTabs;
  CreateAgentCampaignInput: CreateAgentCampaignInput;
  CreateCampaignPayload: CreateCampaignPayload;
  CreateClientInput: CreateClientInput;
  CreateClientPayload: Omit<CreateClientPayload, 'client'> & { client: ResolversParentTypes['Client'] };
  CreateOfficeCampaignInput: CreateOfficeCampaignInput;
  CreateOfficeInput: CreateOfficeInput;
  CreatePackageInput: CreatePackageInput;
  CreatePackagePayload: Omit<CreatePackagePayload, 'package'> & { package: ResolversParentTypes['Package'] };
  CreatePropertyCampaignInput: CreatePropertyCampaignInput;
  CreatePropertyCampaignPayload: CreatePropertyCampaignPayload;
  CreateUserInput: CreateUserInput;
  CreateUserPayload: Omit<CreateUserPayload, 'user'> & { user: ResolversParentTypes['AdminUser'] };
  CreatedAgentCampaign: CreatedAgentCampaign;
  CreativeUrls: CreativeUrls;
  DashboardCreative: DashboardCreative;
  DashboardDay: DashboardDay;
  DashboardProperty: DashboardProperty;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DeactivateUserInput: DeactivateUserInput;
  DeactivateUserPayload: DeactivateUserPayload;
  DeleteAudienceInput: DeleteAudienceInput;
  DeleteAudiencePayload: DeleteAudiencePayload;
  DeleteEmailRecipientInput: DeleteEmailRecipientInput;
  DeleteEmailRecipientPayload: DeleteEmailRecipientPayload;
  DeleteOrderAdjustmentInput: DeleteOrderAdjustmentInput;
  DeleteOrderAdjustmentPayload: DeleteOrderAdjustmentPayload;
  EmailRecipient: EmailRecipient;
  FetchAdminCampaignPreviewInput: FetchAdminCampaignPreviewInput;
  FetchAdminCampaignPreviewPayload: FetchAdminCampaignPreviewPayload;
  FieldError: FieldError;
  Float: Scalars['Float']['output'];
  GlobalReport: GlobalReport;
  GlobalReportFiltersInput: GlobalReportFiltersInput;
  GlobalReportOfficeCount: GlobalReportOfficeCount;
  GlobalReportPackageCount: GlobalReportPackageCount;
  Handover: Handover;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LoginInput: LoginInput;
  LoginPayload: LoginPayloadModel;
  LogoutPayload: LogoutPayload;
  LookupItem: LookupItem;
  MarkNotificationsReadInput: MarkNotificationsReadInput;
  MarkNotificationsReadPayload: MarkNotificationsReadPayload;
  MarkOrderFreeOfChargeInput: MarkOrderFreeOfChargeInput;
  MarkOrderFreeOfChargePayload: MarkOrderFreeOfChargePayload;
  ModifiedCampaign: ModifiedCampaign;
  ModifiedCampaignConnection: ModifiedCampaignConnection;
  Mutation: Record<PropertyKey, never>;
  NavPermissions: NavPermissions;
  Notification: Notification;
  NotificationConnection: NotificationConnection;
  Office: OfficeModel;
  OfficeCampaign: OfficeCampaignModel;
  OfficeCampaignConnection: Omit<OfficeCampaignConnection, 'items'> & { items: Array<ResolversParentTypes['OfficeCampaign']> };
  OfficeCampaignCounts: OfficeCampaignCounts;
  OfficeCapabilities: OfficeCapabilities;
  OfficeConnection: Omit<OfficeConnection, 'items'> & { items: Array<ResolversParentTypes['Office']> };
  OfficeDetails: OfficeDetails;
  OfficeEmailOrders: OfficeEmailOrders;
  OfficeIdInput: OfficeIdInput;
  OfficeListCapabilities: OfficeListCapabilitiesModel;
  OfficeLogo: OfficeLogo;
  OfficeOrderPage: Omit<OfficeOrderPage, 'packages'> & { packages: Array<ResolversParentTypes['OrderFormPackage']> };
  OfficePayload: Omit<OfficePayload, 'office'> & { office: ResolversParentTypes['Office'] };
  OfficePaymentDetails: OfficePaymentDetails;
  OfficePermissions: OfficePermissions;
  OfficeReport: OfficeReport;
  OfficeSideBar: OfficeSideBar;
  OfficeSummary: OfficeSummary;
  OfficeUser: OfficeUserModel;
  OfficeUserPayload: Omit<OfficeUserPayload, 'user'> & { user: ResolversParentTypes['OfficeUser'] };
  Order: OrderModel;
  OrderAdjustment: OrderAdjustment;
  OrderAgent: OrderAgent;
  OrderAudience: OrderAudience;
  OrderFiltersInput: OrderFiltersInput;
  OrderFormPackage: OrderFormPackageModel;
  OrderLeadAgent: OrderLeadAgent;
  OrderNote: OrderNote;
  OrderOffice: OrderOffice;
  OrderPackage: OrderPackageModel;
  OrderPermissions: OrderPermissions;
  OrderProperty: OrderProperty;
  OrderPropertyDetail: OrderPropertyDetail;
  OrderStatusOption: OrderStatusOption;
  OrderingClient: OrderingClient;
  OrderingOffice: OrderingOffice;
  OrdersPage: Omit<OrdersPage, 'items'> & { items: Array<ResolversParentTypes['Order']> };
  Package: PackageModel;
  PackageClientLink: PackageClientLink;
  PackageConnection: Omit<PackageConnection, 'items'> & { items: Array<ResolversParentTypes['Package']> };
  PackageOfficeLink: PackageOfficeLink;
  PackagePermissions: PackagePermissions;
  PageInfo: PageInfo;
  PartnerLog: PartnerLog;
  PartnerLogPage: PartnerLogPage;
  PayCampaignInput: PayCampaignInput;
  PayCampaignPayload: PayCampaignPayload;
  PaymentMethods: PaymentMethods;
  PersonName: PersonName;
  Profile: ProfileModel;
  PropertyAgent: PropertyAgent;
  PropertyOrderPage: Omit<PropertyOrderPage, 'packages'> & { packages: Array<ResolversParentTypes['OrderPackage']> };
  PublishedCampaign: PublishedCampaign;
  PublishedCampaignConnection: PublishedCampaignConnection;
  Query: Record<PropertyKey, never>;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: RequestPasswordResetPayload;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResetPasswordPayload;
  RoleLabel: RoleLabel;
  SandboxCardInput: SandboxCardInput;
  SavedCard: SavedCard;
  SetClientFeatureInput: SetClientFeatureInput;
  SetClientFeaturePayload: SetClientFeaturePayload;
  SetOfficePaymentMethodInput: SetOfficePaymentMethodInput;
  SetOfficePaymentMethodPayload: SetOfficePaymentMethodPayload;
  SetOfficeUserActiveInput: SetOfficeUserActiveInput;
  SetOrderInvoicedInput: SetOrderInvoicedInput;
  SetOrderInvoicedPayload: SetOrderInvoicedPayload;
  SetPackageClientAttachedInput: SetPackageClientAttachedInput;
  SetPackageClientAttachedPayload: SetPackageClientAttachedPayload;
  SetPackageOfficeAttachedInput: SetPackageOfficeAttachedInput;
  SetPackageOfficeAttachedPayload: SetPackageOfficeAttachedPayload;
  String: Scalars['String']['output'];
  SubmitSupportRequestInput: SubmitSupportRequestInput;
  SubmitSupportRequestPayload: SubmitSupportRequestPayload;
  Subscription: Record<PropertyKey, never>;
  UnarchiveClientInput: UnarchiveClientInput;
  UnarchiveClientPayload: Omit<UnarchiveClientPayload, 'client'> & { client: ResolversParentTypes['Client'] };
  UnarchivePackageInput: UnarchivePackageInput;
  UnarchivePackagePayload: Omit<UnarchivePackagePayload, 'package'> & { package: ResolversParentTypes['Package'] };
  UpdateClientInput: UpdateClientInput;
  UpdateClientPayload: Omit<UpdateClientPayload, 'client'> & { client: ResolversParentTypes['Client'] };
  UpdateOfficeInput: UpdateOfficeInput;
  UpdateOfficeReportInput: UpdateOfficeReportInput;
  UpdateOfficeUserPermissionInput: UpdateOfficeUserPermissionInput;
  UpdateOrderNoteInput: UpdateOrderNoteInput;
  UpdateOrderNotePayload: UpdateOrderNotePayload;
  UpdatePackageInput: UpdatePackageInput;
  UpdatePackagePayload: Omit<UpdatePackagePayload, 'package'> & { package: ResolversParentTypes['Package'] };
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

export type AddOrderAdjustmentPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AddOrderAdjustmentPayload'] = ResolversParentTypes['AddOrderAdjustmentPayload']> = {
  adjustment?: Resolver<ResolversTypes['OrderAdjustment'], ParentType, ContextType>;
  campaignId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type AddOrderNotePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AddOrderNotePayload'] = ResolversParentTypes['AddOrderNotePayload']> = {
  campaignId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['OrderNote']>, ParentType, ContextType>;
};

export type AdminCampaignResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminCampaign'] = ResolversParentTypes['AdminCampaign']> = {
  associatedCampaignId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  bookedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  bookedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  facebookPreview?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasOrderResponse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasProductResponse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  officeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packageTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  propertyTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['AdminCampaignStatus']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminCampaignPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminCampaignPayload'] = ResolversParentTypes['AdminCampaignPayload']> = {
  campaign?: Resolver<ResolversTypes['AdminCampaign'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  viewerCanEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AdminUserConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminUserConnection'] = ResolversParentTypes['AdminUserConnection']> = {
  items?: Resolver<Array<ResolversTypes['AdminUser']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type AgentOrderPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AgentOrderPage'] = ResolversParentTypes['AgentOrderPage']> = {
  agents?: Resolver<Array<ResolversTypes['OrderAgent']>, ParentType, ContextType>;
  audiences?: Resolver<Maybe<Array<ResolversTypes['OrderAudience']>>, ParentType, ContextType>;
  creatives?: Resolver<ResolversTypes['CreativeUrls'], ParentType, ContextType>;
  office?: Resolver<ResolversTypes['OrderingOffice'], ParentType, ContextType>;
  packages?: Resolver<Array<ResolversTypes['OrderFormPackage']>, ParentType, ContextType>;
  paymentOption?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  savedCards?: Resolver<Array<ResolversTypes['SavedCard']>, ParentType, ContextType>;
  showAdTitle?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showLabel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tradingTerms?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ArchiveClientPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ArchiveClientPayload'] = ResolversParentTypes['ArchiveClientPayload']> = {
  client?: Resolver<ResolversTypes['Client'], ParentType, ContextType>;
};

export type ArchivePackagePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ArchivePackagePayload'] = ResolversParentTypes['ArchivePackagePayload']> = {
  package?: Resolver<ResolversTypes['Package'], ParentType, ContextType>;
};

export type ArchiveUserPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ArchiveUserPayload'] = ResolversParentTypes['ArchiveUserPayload']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type AttachCampaignVideoPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AttachCampaignVideoPayload'] = ResolversParentTypes['AttachCampaignVideoPayload']> = {
  campaignId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  videoUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AttachOfficeToClientPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AttachOfficeToClientPayload'] = ResolversParentTypes['AttachOfficeToClientPayload']> = {
  office?: Resolver<ResolversTypes['ClientOfficeOption'], ParentType, ContextType>;
};

export type AudienceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Audience'] = ResolversParentTypes['Audience']> = {
  activityLogs?: Resolver<Array<ResolversTypes['AudienceActivity']>, ParentType, ContextType>;
  assignments?: Resolver<Array<ResolversTypes['LookupItem']>, ParentType, ContextType>;
  campaignCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  client?: Resolver<ResolversTypes['LookupItem'], ParentType, ContextType>;
  contactCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['AudienceCreator']>, ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['AudienceScope'], ParentType, ContextType>;
  scopeDisplay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  viewerIsCreator?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AudienceActivityResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AudienceActivity'] = ResolversParentTypes['AudienceActivity']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type AudienceCampaignResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AudienceCampaign'] = ResolversParentTypes['AudienceCampaign']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AudienceCampaignPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AudienceCampaignPage'] = ResolversParentTypes['AudienceCampaignPage']> = {
  items?: Resolver<Array<ResolversTypes['AudienceCampaign']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AudienceCreatorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AudienceCreator'] = ResolversParentTypes['AudienceCreator']> = {
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AudiencePageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AudiencePage'] = ResolversParentTypes['AudiencePage']> = {
  items?: Resolver<Array<ResolversTypes['Audience']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AudienceScopeChoicesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AudienceScopeChoices'] = ResolversParentTypes['AudienceScopeChoices']> = {
  agents?: Resolver<Array<ResolversTypes['LookupItem']>, ParentType, ContextType>;
  client?: Resolver<ResolversTypes['LookupItem'], ParentType, ContextType>;
  offices?: Resolver<Array<ResolversTypes['LookupItem']>, ParentType, ContextType>;
};

export type BrandingResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Branding'] = ResolversParentTypes['Branding']> = {
  faviconUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logoInverseUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subDomain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CallAdminCampaignPartnerPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CallAdminCampaignPartnerPayload'] = ResolversParentTypes['CallAdminCampaignPartnerPayload']> = {
  campaign?: Resolver<ResolversTypes['AdminCampaign'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  succeeded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CampaignDashboardResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CampaignDashboard'] = ResolversParentTypes['CampaignDashboard']> = {
  agentEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  agentName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  agentPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  audienceName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  budgetSpent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  campaignType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cancellable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  creatives?: Resolver<Array<ResolversTypes['DashboardCreative']>, ParentType, ContextType>;
  daily?: Resolver<Array<ResolversTypes['DashboardDay']>, ParentType, ContextType>;
  dashboard?: Resolver<ResolversTypes['DashboardKind'], ParentType, ContextType>;
  destinationUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  officeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  officeSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packageTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partnerLogs?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  preview?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  previewShown?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  priceIncludesGst?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  property?: Resolver<Maybe<ResolversTypes['DashboardProperty']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  stats?: Resolver<ResolversTypes['CampaignStats'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  thirdPartyXml?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CampaignPaymentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CampaignPayment'] = ResolversParentTypes['CampaignPayment']> = {
  campaignId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  gst?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  packageTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CampaignPreviewPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CampaignPreviewPayload'] = ResolversParentTypes['CampaignPreviewPayload']> = {
  campaignId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  preview?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CampaignStatsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CampaignStats'] = ResolversParentTypes['CampaignStats']> = {
  clicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ctr?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  enquiriesEmail?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enquiriesForm?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enquiriesPhone?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enquiriesSocial?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  floorplanViews?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageViews?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  impressions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inspectionAuctionLocationViews?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  liveChats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  socialEngagement?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  soiViews?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  videoViews?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CancelCampaignPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CancelCampaignPayload'] = ResolversParentTypes['CancelCampaignPayload']> = {
  campaignId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CardEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CardEntry'] = ResolversParentTypes['CardEntry']> = {
  provider?: Resolver<ResolversTypes['CardProvider'], ParentType, ContextType>;
  publishableKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ChangeAdminCampaignStatusPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChangeAdminCampaignStatusPayload'] = ResolversParentTypes['ChangeAdminCampaignStatusPayload']> = {
  campaign?: Resolver<ResolversTypes['AdminCampaign'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partnerIssue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ChangePasswordPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChangePasswordPayload'] = ResolversParentTypes['ChangePasswordPayload']> = {
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ClientResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Client'] = ResolversParentTypes['Client']> = {
  card?: Resolver<Maybe<ResolversTypes['SavedCard']>, ParentType, ContextType>;
  details?: Resolver<Maybe<ResolversTypes['ClientDetails']>, ParentType, ContextType>;
  display?: Resolver<Maybe<ResolversTypes['ClientDisplay']>, ParentType, ContextType>;
  features?: Resolver<Maybe<Array<ResolversTypes['ClientFeature']>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Maybe<ResolversTypes['ClientImages']>, ParentType, ContextType>;
  integration?: Resolver<Maybe<ResolversTypes['ClientIntegration']>, ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  offices?: Resolver<Maybe<Array<ResolversTypes['ClientOfficeOption']>>, ParentType, ContextType, Partial<ClientOfficesArgs>>;
  paymentDetails?: Resolver<Maybe<ResolversTypes['ClientPaymentDetails']>, ParentType, ContextType>;
  paymentMethods?: Resolver<ResolversTypes['PaymentMethods'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ClientStatus'], ParentType, ContextType>;
  subDomain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerCan?: Resolver<ResolversTypes['ClientAccess'], ParentType, ContextType>;
};

export type ClientAccessResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClientAccess'] = ResolversParentTypes['ClientAccess']> = {
  add?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  archive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  attachOffices?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  changeCard?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  changePaymentOptions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  editDisplayConfig?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  editIntegration?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  editMainFields?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  editSubDomain?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  editTradingTerms?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  switchFeatures?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tabs?: Resolver<ResolversTypes['ClientTabs'], ParentType, ContextType>;
  view?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ClientBillingAddressResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClientBillingAddress'] = ResolversParentTypes['ClientBillingAddress']> = {
  administrativeAreaName?: Resolver<Maybe<ResolversTypes['ClientAddressState']>, ParentType, ContextType>;
  buildingName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  localityName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCodeNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  thoroughfareName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  thoroughfareNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ClientConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClientConnection'] = ResolversParentTypes['ClientConnection']> = {
  items?: Resolver<Array<ResolversTypes['Client']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ClientCreativeUrlsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClientCreativeUrls'] = ResolversParentTypes['ClientCreativeUrls']> = {
  size160x600?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  size300x250?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  size300x600?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  size970x250?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ClientDetailsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClientDetails'] = ResolversParentTypes['ClientDetails']> = {
  abnNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  accountEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  accountsEmailRecipients?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountsEmailWeekday?: Resolver<ResolversTypes['ClientWeekday'], ParentType, ContextType>;
  authorizedDomains?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  billingAddress?: Resolver<ResolversTypes['ClientBillingAddress'], ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  conversionSource?: Resolver<ResolversTypes['ClientConversionSource'], ParentType, ContextType>;
  emailFromName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subDomain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vendorNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  workflowNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ClientDisplayResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClientDisplay'] = ResolversParentTypes['ClientDisplay']> = {
  configEditable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showAgentCampaignAdTitle?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showAgentCampaignLabel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showAgentLandingPage?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  showCampaignExportPdf?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showCampaignReportButton?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showPropertyUrlField?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type ClientFeatureResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClientFeature'] = ResolversParentTypes['ClientFeature']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClientImageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClientImage'] = ResolversParentTypes['ClientImage']> = {
  fileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ClientImagesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClientImages'] = ResolversParentTypes['ClientImages']> = {
  adLogo?: Resolver<Maybe<ResolversTypes['ClientImage']>, ParentType, ContextType>;
  emailLogoBottom?: Resolver<Maybe<ResolversTypes['ClientImage']>, ParentType, ContextType>;
  emailLogoTop?: Resolver<Maybe<ResolversTypes['ClientImage']>, ParentType, ContextType>;
  favicon?: Resolver<Maybe<ResolversTypes['ClientImage']>, ParentType, ContextType>;
  landingPageCover?: Resolver<Maybe<ResolversTypes['ClientImage']>, ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['ClientImage']>, ParentType, ContextType>;
  logoInverse?: Resolver<Maybe<ResolversTypes['ClientImage']>, ParentType, ContextType>;
};

export type ClientIntegrationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClientIntegration'] = ResolversParentTypes['ClientIntegration']> = {
  agent?: Resolver<ResolversTypes['ClientCreativeUrls'], ParentType, ContextType>;
  office?: Resolver<ResolversTypes['ClientCreativeUrls'], ParentType, ContextType>;
  property?: Resolver<ResolversTypes['ClientCreativeUrls'], ParentType, ContextType>;
};

export type ClientOfficeOptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClientOfficeOption'] = ResolversParentTypes['ClientOfficeOption']> = {
  attachment?: Resolver<ResolversTypes['ClientOfficeAttachment'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  officeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  otherClientTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ClientOfficePaymentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClientOfficePayment'] = ResolversParentTypes['ClientOfficePayment']> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentMethods?: Resolver<ResolversTypes['PaymentMethods'], ParentType, ContextType>;
};

export type ClientPaymentDetailsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClientPaymentDetails'] = ResolversParentTypes['ClientPaymentDetails']> = {
  defaultMethods?: Resolver<ResolversTypes['PaymentMethods'], ParentType, ContextType>;
  offices?: Resolver<Array<ResolversTypes['ClientOfficePayment']>, ParentType, ContextType>;
  tradingTerms?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ClientSummaryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClientSummary'] = ResolversParentTypes['ClientSummary']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subDomain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClientTabsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClientTabs'] = ResolversParentTypes['ClientTabs']> = {
  details?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  display?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  features?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  images?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  integration?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  offices?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paymentDetails?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CreateCampaignPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CreateCampaignPayload'] = ResolversParentTypes['CreateCampaignPayload']> = {
  campaignId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CreateClientPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CreateClientPayload'] = ResolversParentTypes['CreateClientPayload']> = {
  client?: Resolver<ResolversTypes['Client'], ParentType, ContextType>;
};

export type CreatePackagePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CreatePackagePayload'] = ResolversParentTypes['CreatePackagePayload']> = {
  package?: Resolver<ResolversTypes['Package'], ParentType, ContextType>;
};

export type CreatePropertyCampaignPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CreatePropertyCampaignPayload'] = ResolversParentTypes['CreatePropertyCampaignPayload']> = {
  campaignId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CreateUserPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CreateUserPayload'] = ResolversParentTypes['CreateUserPayload']> = {
  user?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType>;
};

export type CreatedAgentCampaignResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CreatedAgentCampaign'] = ResolversParentTypes['CreatedAgentCampaign']> = {
  awaitingPayment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  campaignId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  packageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CreativeUrlsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CreativeUrls'] = ResolversParentTypes['CreativeUrls']> = {
  size160x600?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  size300x250?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  size300x600?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  size970x250?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DashboardCreativeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DashboardCreative'] = ResolversParentTypes['DashboardCreative']> = {
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DashboardDayResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DashboardDay'] = ResolversParentTypes['DashboardDay']> = {
  clicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  impressions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DashboardPropertyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DashboardProperty'] = ResolversParentTypes['DashboardProperty']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  baths?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  beds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  carbays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  displayPrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  saleStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type DeleteAudiencePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteAudiencePayload'] = ResolversParentTypes['DeleteAudiencePayload']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DeleteEmailRecipientPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteEmailRecipientPayload'] = ResolversParentTypes['DeleteEmailRecipientPayload']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeleteOrderAdjustmentPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteOrderAdjustmentPayload'] = ResolversParentTypes['DeleteOrderAdjustmentPayload']> = {
  adjustmentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  campaignId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type EmailRecipientResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EmailRecipient'] = ResolversParentTypes['EmailRecipient']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['PersonName']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FetchAdminCampaignPreviewPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FetchAdminCampaignPreviewPayload'] = ResolversParentTypes['FetchAdminCampaignPreviewPayload']> = {
  campaignId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  preview?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FieldErrorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = {
  messages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GlobalReportResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GlobalReport'] = ResolversParentTypes['GlobalReport']> = {
  offices?: Resolver<Maybe<Array<ResolversTypes['GlobalReportOfficeCount']>>, ParentType, ContextType>;
  packages?: Resolver<Maybe<Array<ResolversTypes['GlobalReportPackageCount']>>, ParentType, ContextType>;
  stats?: Resolver<Maybe<ResolversTypes['CampaignStats']>, ParentType, ContextType>;
};

export type GlobalReportOfficeCountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GlobalReportOfficeCount'] = ResolversParentTypes['GlobalReportOfficeCount']> = {
  campaignCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GlobalReportPackageCountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GlobalReportPackageCount'] = ResolversParentTypes['GlobalReportPackageCount']> = {
  campaignCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type MarkOrderFreeOfChargePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MarkOrderFreeOfChargePayload'] = ResolversParentTypes['MarkOrderFreeOfChargePayload']> = {
  campaignId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  freeOfCharge?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ModifiedCampaignResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ModifiedCampaign'] = ResolversParentTypes['ModifiedCampaign']> = {
  change?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  modifiedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  modifiedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  officeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  officeSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ModifiedCampaignConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ModifiedCampaignConnection'] = ResolversParentTypes['ModifiedCampaignConnection']> = {
  items?: Resolver<Array<ResolversTypes['ModifiedCampaign']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  activateUser?: Resolver<ResolversTypes['ActivateUserPayload'], ParentType, ContextType, RequireFields<MutationActivateUserArgs, 'input'>>;
  addEmailRecipient?: Resolver<ResolversTypes['AddEmailRecipientPayload'], ParentType, ContextType, RequireFields<MutationAddEmailRecipientArgs, 'input'>>;
  addOrderAdjustment?: Resolver<ResolversTypes['AddOrderAdjustmentPayload'], ParentType, ContextType, RequireFields<MutationAddOrderAdjustmentArgs, 'input'>>;
  addOrderNote?: Resolver<ResolversTypes['AddOrderNotePayload'], ParentType, ContextType, RequireFields<MutationAddOrderNoteArgs, 'input'>>;
  adjustAdminCampaignDates?: Resolver<ResolversTypes['AdminCampaignPayload'], ParentType, ContextType, RequireFields<MutationAdjustAdminCampaignDatesArgs, 'input'>>;
  archiveClient?: Resolver<ResolversTypes['ArchiveClientPayload'], ParentType, ContextType, RequireFields<MutationArchiveClientArgs, 'input'>>;
  archiveOffice?: Resolver<ResolversTypes['OfficePayload'], ParentType, ContextType, RequireFields<MutationArchiveOfficeArgs, 'input'>>;
  archivePackage?: Resolver<ResolversTypes['ArchivePackagePayload'], ParentType, ContextType, RequireFields<MutationArchivePackageArgs, 'input'>>;
  archiveUser?: Resolver<ResolversTypes['ArchiveUserPayload'], ParentType, ContextType, RequireFields<MutationArchiveUserArgs, 'input'>>;
  attachCampaignVideo?: Resolver<ResolversTypes['AttachCampaignVideoPayload'], ParentType, ContextType, RequireFields<MutationAttachCampaignVideoArgs, 'input'>>;
  attachOfficeToClient?: Resolver<ResolversTypes['AttachOfficeToClientPayload'], ParentType, ContextType, RequireFields<MutationAttachOfficeToClientArgs, 'input'>>;
  callAdminCampaignPartner?: Resolver<ResolversTypes['CallAdminCampaignPartnerPayload'], ParentType, ContextType, RequireFields<MutationCallAdminCampaignPartnerArgs, 'input'>>;
  cancelCampaign?: Resolver<ResolversTypes['CancelCampaignPayload'], ParentType, ContextType, RequireFields<MutationCancelCampaignArgs, 'input'>>;
  changeAdminCampaignStatus?: Resolver<ResolversTypes['ChangeAdminCampaignStatusPayload'], ParentType, ContextType, RequireFields<MutationChangeAdminCampaignStatusArgs, 'input'>>;
  changePassword?: Resolver<ResolversTypes['ChangePasswordPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  createAgentCampaign?: Resolver<ResolversTypes['CreateCampaignPayload'], ParentType, ContextType, RequireFields<MutationCreateAgentCampaignArgs, 'input'>>;
  createClient?: Resolver<ResolversTypes['CreateClientPayload'], ParentType, ContextType, RequireFields<MutationCreateClientArgs, 'input'>>;
  createOffice?: Resolver<ResolversTypes['OfficePayload'], ParentType, ContextType, RequireFields<MutationCreateOfficeArgs, 'input'>>;
  createOfficeCampaign?: Resolver<ResolversTypes['CreateCampaignPayload'], ParentType, ContextType, RequireFields<MutationCreateOfficeCampaignArgs, 'input'>>;
  createPackage?: Resolver<ResolversTypes['CreatePackagePayload'], ParentType, ContextType, RequireFields<MutationCreatePackageArgs, 'input'>>;
  createPropertyCampaign?: Resolver<ResolversTypes['CreatePropertyCampaignPayload'], ParentType, ContextType, RequireFields<MutationCreatePropertyCampaignArgs, 'input'>>;
  createSandboxCardToken?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationCreateSandboxCardTokenArgs, 'card' | 'usage'>>;
  createUser?: Resolver<ResolversTypes['CreateUserPayload'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  deactivateUser?: Resolver<ResolversTypes['DeactivateUserPayload'], ParentType, ContextType, RequireFields<MutationDeactivateUserArgs, 'input'>>;
  deleteAudience?: Resolver<ResolversTypes['DeleteAudiencePayload'], ParentType, ContextType, RequireFields<MutationDeleteAudienceArgs, 'input'>>;
  deleteEmailRecipient?: Resolver<ResolversTypes['DeleteEmailRecipientPayload'], ParentType, ContextType, RequireFields<MutationDeleteEmailRecipientArgs, 'input'>>;
  deleteOrderAdjustment?: Resolver<ResolversTypes['DeleteOrderAdjustmentPayload'], ParentType, ContextType, RequireFields<MutationDeleteOrderAdjustmentArgs, 'input'>>;
  fetchAdminCampaignPreview?: Resolver<ResolversTypes['FetchAdminCampaignPreviewPayload'], ParentType, ContextType, RequireFields<MutationFetchAdminCampaignPreviewArgs, 'input'>>;
  fetchCampaignPreview?: Resolver<ResolversTypes['CampaignPreviewPayload'], ParentType, ContextType, RequireFields<MutationFetchCampaignPreviewArgs, 'campaignId'>>;
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['LogoutPayload'], ParentType, ContextType>;
  markNotificationsRead?: Resolver<ResolversTypes['MarkNotificationsReadPayload'], ParentType, ContextType, RequireFields<MutationMarkNotificationsReadArgs, 'input'>>;
  markOrderFreeOfCharge?: Resolver<ResolversTypes['MarkOrderFreeOfChargePayload'], ParentType, ContextType, RequireFields<MutationMarkOrderFreeOfChargeArgs, 'input'>>;
  noop?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  payCampaign?: Resolver<ResolversTypes['PayCampaignPayload'], ParentType, ContextType, RequireFields<MutationPayCampaignArgs, 'input'>>;
  removeCard?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveCardArgs, 'owner'>>;
  requestPasswordReset?: Resolver<ResolversTypes['RequestPasswordResetPayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['ResetPasswordPayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  saveCard?: Resolver<ResolversTypes['SavedCard'], ParentType, ContextType, RequireFields<MutationSaveCardArgs, 'owner' | 'token'>>;
  setClientFeature?: Resolver<ResolversTypes['SetClientFeaturePayload'], ParentType, ContextType, RequireFields<MutationSetClientFeatureArgs, 'input'>>;
  setOfficePaymentMethod?: Resolver<ResolversTypes['SetOfficePaymentMethodPayload'], ParentType, ContextType, RequireFields<MutationSetOfficePaymentMethodArgs, 'input'>>;
  setOfficeUserActive?: Resolver<ResolversTypes['OfficeUserPayload'], ParentType, ContextType, RequireFields<MutationSetOfficeUserActiveArgs, 'input'>>;
  setOrderInvoiced?: Resolver<ResolversTypes['SetOrderInvoicedPayload'], ParentType, ContextType, RequireFields<MutationSetOrderInvoicedArgs, 'input'>>;
  setPackageClientAttached?: Resolver<ResolversTypes['SetPackageClientAttachedPayload'], ParentType, ContextType, RequireFields<MutationSetPackageClientAttachedArgs, 'input'>>;
  setPackageOfficeAttached?: Resolver<ResolversTypes['SetPackageOfficeAttachedPayload'], ParentType, ContextType, RequireFields<MutationSetPackageOfficeAttachedArgs, 'input'>>;
  startHandover?: Resolver<Maybe<ResolversTypes['Handover']>, ParentType, ContextType, Partial<MutationStartHandoverArgs>>;
  submitSupportRequest?: Resolver<ResolversTypes['SubmitSupportRequestPayload'], ParentType, ContextType, RequireFields<MutationSubmitSupportRequestArgs, 'input'>>;
  unarchiveClient?: Resolver<ResolversTypes['UnarchiveClientPayload'], ParentType, ContextType, RequireFields<MutationUnarchiveClientArgs, 'input'>>;
  unarchiveOffice?: Resolver<ResolversTypes['OfficePayload'], ParentType, ContextType, RequireFields<MutationUnarchiveOfficeArgs, 'input'>>;
  unarchivePackage?: Resolver<ResolversTypes['UnarchivePackagePayload'], ParentType, ContextType, RequireFields<MutationUnarchivePackageArgs, 'input'>>;
  updateClient?: Resolver<ResolversTypes['UpdateClientPayload'], ParentType, ContextType, RequireFields<MutationUpdateClientArgs, 'input'>>;
  updateOffice?: Resolver<ResolversTypes['OfficePayload'], ParentType, ContextType, RequireFields<MutationUpdateOfficeArgs, 'input'>>;
  updateOfficeReport?: Resolver<ResolversTypes['OfficePayload'], ParentType, ContextType, RequireFields<MutationUpdateOfficeReportArgs, 'input'>>;
  updateOfficeUserPermission?: Resolver<ResolversTypes['OfficeUserPayload'], ParentType, ContextType, RequireFields<MutationUpdateOfficeUserPermissionArgs, 'input'>>;
  updateOrderNote?: Resolver<ResolversTypes['UpdateOrderNotePayload'], ParentType, ContextType, RequireFields<MutationUpdateOrderNoteArgs, 'input'>>;
  updatePackage?: Resolver<ResolversTypes['UpdatePackagePayload'], ParentType, ContextType, RequireFields<MutationUpdatePackageArgs, 'input'>>;
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
  card?: Resolver<Maybe<ResolversTypes['SavedCard']>, ParentType, ContextType>;
  client?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType>;
  clientCard?: Resolver<Maybe<ResolversTypes['SavedCard']>, ParentType, ContextType>;
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

export type OfficeCampaignResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OfficeCampaign'] = ResolversParentTypes['OfficeCampaign']> = {
  campaignType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packageTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  priceIncludesGst?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OfficeCampaignConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OfficeCampaignConnection'] = ResolversParentTypes['OfficeCampaignConnection']> = {
  items?: Resolver<Array<ResolversTypes['OfficeCampaign']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
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

export type OfficeOrderPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OfficeOrderPage'] = ResolversParentTypes['OfficeOrderPage']> = {
  audiences?: Resolver<Maybe<Array<ResolversTypes['OrderAudience']>>, ParentType, ContextType>;
  creatives?: Resolver<ResolversTypes['CreativeUrls'], ParentType, ContextType>;
  office?: Resolver<ResolversTypes['OrderingOffice'], ParentType, ContextType>;
  packages?: Resolver<Array<ResolversTypes['OrderFormPackage']>, ParentType, ContextType>;
  paymentOption?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  savedCards?: Resolver<Array<ResolversTypes['SavedCard']>, ParentType, ContextType>;
  tradingTerms?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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

export type OfficeSideBarResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OfficeSideBar'] = ResolversParentTypes['OfficeSideBar']> = {
  agentOrder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  backToOffices?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  campaigns?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  officeOrder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  propertyOrder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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

export type OrderResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  adjustmentCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  adjustmentTotal?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  bookedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  campaignId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  freeOfCharge?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiced?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  invoicedDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  noteCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  office?: Resolver<ResolversTypes['OrderOffice'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  suburb?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['OrderType'], ParentType, ContextType>;
  typeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderAdjustmentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderAdjustment'] = ResolversParentTypes['OrderAdjustment']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remarks?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderAgentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderAgent'] = ResolversParentTypes['OrderAgent']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  imageLocation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderAudienceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderAudience'] = ResolversParentTypes['OrderAudience']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderFormPackageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderFormPackage'] = ResolversParentTypes['OrderFormPackage']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duration?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  gst?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  videoRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OrderLeadAgentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderLeadAgent'] = ResolversParentTypes['OrderLeadAgent']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imageId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderNoteResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderNote'] = ResolversParentTypes['OrderNote']> = {
  author?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderOfficeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderOffice'] = ResolversParentTypes['OrderOffice']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderPackageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderPackage'] = ResolversParentTypes['OrderPackage']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duration?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['OrderPackageType'], ParentType, ContextType>;
  videoRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OrderPermissionsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderPermissions'] = ResolversParentTypes['OrderPermissions']> = {
  choosesClient?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  exportCsv?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  exportReport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ownClientId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  updateInvoice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewCampaignLinks?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewClients?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewFinance?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewNotes?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewPrices?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OrderPropertyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderProperty'] = ResolversParentTypes['OrderProperty']> = {
  baths?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  beds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  carbays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  displayPrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isOrderable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mainImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  saleStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  suburb?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderPropertyDetailResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderPropertyDetail'] = ResolversParentTypes['OrderPropertyDetail']> = {
  agents?: Resolver<Array<ResolversTypes['PropertyAgent']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasThirdPartyData?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrls?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  thirdPartyJson?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderStatusOptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderStatusOption'] = ResolversParentTypes['OrderStatusOption']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderingClientResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderingClient'] = ResolversParentTypes['OrderingClient']> = {
  domains?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  showAgentLandingPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showPropertyUrlField?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  videoOptional?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OrderingOfficeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderingOffice'] = ResolversParentTypes['OrderingOffice']> = {
  client?: Resolver<Maybe<ResolversTypes['OrderingClient']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  includeGst?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organicCampaigns?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sideBar?: Resolver<ResolversTypes['OfficeSideBar'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrdersPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrdersPage'] = ResolversParentTypes['OrdersPage']> = {
  items?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PackageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Package'] = ResolversParentTypes['Package']> = {
  agentDuration?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  agentPackageId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  campaignsInProgress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clients?: Resolver<Array<ResolversTypes['PackageClientLink']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  officeDuration?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  officePackageId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  offices?: Resolver<Array<ResolversTypes['PackageOfficeLink']>, ParentType, ContextType>;
  packagePrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  pmpRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  productionFee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  propertyDuration?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  propertyPackageId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  retailPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PackageStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ttbCharge?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PackageType'], ParentType, ContextType>;
  typeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  videoRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PackageClientLinkResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PackageClientLink'] = ResolversParentTypes['PackageClientLink']> = {
  attached?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PackageConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PackageConnection'] = ResolversParentTypes['PackageConnection']> = {
  items?: Resolver<Array<ResolversTypes['Package']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type PackageOfficeLinkResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PackageOfficeLink'] = ResolversParentTypes['PackageOfficeLink']> = {
  attached?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  clientId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PackagePermissionsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PackagePermissions'] = ResolversParentTypes['PackagePermissions']> = {
  changePackageId?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  changeTtbCharge?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  create?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  edit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  exportPackages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  view?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PartnerLogResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PartnerLog'] = ResolversParentTypes['PartnerLog']> = {
  campaignId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  campaignTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  loggedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  response?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PartnerLogPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PartnerLogPage'] = ResolversParentTypes['PartnerLogPage']> = {
  items?: Resolver<Array<ResolversTypes['PartnerLog']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PayCampaignPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PayCampaignPayload'] = ResolversParentTypes['PayCampaignPayload']> = {
  campaignId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['PaymentOutcome'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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

export type PropertyAgentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PropertyAgent'] = ResolversParentTypes['PropertyAgent']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PropertyOrderPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PropertyOrderPage'] = ResolversParentTypes['PropertyOrderPage']> = {
  audiences?: Resolver<Maybe<Array<ResolversTypes['OrderAudience']>>, ParentType, ContextType>;
  creatives?: Resolver<ResolversTypes['CreativeUrls'], ParentType, ContextType>;
  leadAgent?: Resolver<ResolversTypes['OrderLeadAgent'], ParentType, ContextType>;
  office?: Resolver<ResolversTypes['OrderingOffice'], ParentType, ContextType>;
  packages?: Resolver<Array<ResolversTypes['OrderPackage']>, ParentType, ContextType>;
  paymentOption?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  properties?: Resolver<Array<ResolversTypes['OrderProperty']>, ParentType, ContextType>;
  savedCards?: Resolver<Array<ResolversTypes['SavedCard']>, ParentType, ContextType>;
  tradingTerms?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PublishedCampaignResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PublishedCampaign'] = ResolversParentTypes['PublishedCampaign']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  officeDisplayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  officeLogoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  officeSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  propertyTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publishStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublishedCampaignConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PublishedCampaignConnection'] = ResolversParentTypes['PublishedCampaignConnection']> = {
  items?: Resolver<Array<ResolversTypes['PublishedCampaign']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  adminAudienceCampaigns?: Resolver<ResolversTypes['AudienceCampaignPage'], ParentType, ContextType, RequireFields<QueryAdminAudienceCampaignsArgs, 'audienceId' | 'page'>>;
  adminAudiences?: Resolver<ResolversTypes['AudiencePage'], ParentType, ContextType, RequireFields<QueryAdminAudiencesArgs, 'page'>>;
  adminCampaign?: Resolver<Maybe<ResolversTypes['AdminCampaign']>, ParentType, ContextType, RequireFields<QueryAdminCampaignArgs, 'id'>>;
  agentOrderPage?: Resolver<ResolversTypes['AgentOrderPage'], ParentType, ContextType, RequireFields<QueryAgentOrderPageArgs, 'slug'>>;
  assignableUserRoles?: Resolver<Array<ResolversTypes['UserRoleOption']>, ParentType, ContextType>;
  audience?: Resolver<Maybe<ResolversTypes['Audience']>, ParentType, ContextType, RequireFields<QueryAudienceArgs, 'id'>>;
  audienceScopeChoices?: Resolver<ResolversTypes['AudienceScopeChoices'], ParentType, ContextType>;
  audiences?: Resolver<ResolversTypes['AudiencePage'], ParentType, ContextType, RequireFields<QueryAudiencesArgs, 'page'>>;
  branding?: Resolver<Maybe<ResolversTypes['Branding']>, ParentType, ContextType, RequireFields<QueryBrandingArgs, 'host'>>;
  campaignDashboard?: Resolver<ResolversTypes['CampaignDashboard'], ParentType, ContextType, RequireFields<QueryCampaignDashboardArgs, 'campaignId' | 'slug'>>;
  campaignPayment?: Resolver<ResolversTypes['CampaignPayment'], ParentType, ContextType, RequireFields<QueryCampaignPaymentArgs, 'campaignId'>>;
  cardEntry?: Resolver<ResolversTypes['CardEntry'], ParentType, ContextType>;
  client?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType, RequireFields<QueryClientArgs, 'id'>>;
  clientAccess?: Resolver<ResolversTypes['ClientAccess'], ParentType, ContextType>;
  clientLookup?: Resolver<Array<ResolversTypes['LookupItem']>, ParentType, ContextType>;
  clients?: Resolver<ResolversTypes['ClientConnection'], ParentType, ContextType, RequireFields<QueryClientsArgs, 'first' | 'status'>>;
  createdAgentCampaign?: Resolver<ResolversTypes['CreatedAgentCampaign'], ParentType, ContextType, RequireFields<QueryCreatedAgentCampaignArgs, 'campaignId' | 'slug'>>;
  emailRecipientTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  emailRecipients?: Resolver<Array<ResolversTypes['EmailRecipient']>, ParentType, ContextType>;
  globalReport?: Resolver<ResolversTypes['GlobalReport'], ParentType, ContextType, RequireFields<QueryGlobalReportArgs, 'filters'>>;
  modifiedCampaigns?: Resolver<ResolversTypes['ModifiedCampaignConnection'], ParentType, ContextType, RequireFields<QueryModifiedCampaignsArgs, 'first'>>;
  notificationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotificationConnection'], ParentType, ContextType, Partial<QueryNotificationsArgs>>;
  office?: Resolver<Maybe<ResolversTypes['Office']>, ParentType, ContextType, RequireFields<QueryOfficeArgs, 'id'>>;
  officeCampaigns?: Resolver<ResolversTypes['OfficeCampaignConnection'], ParentType, ContextType, RequireFields<QueryOfficeCampaignsArgs, 'slug'>>;
  officeListCapabilities?: Resolver<ResolversTypes['OfficeListCapabilities'], ParentType, ContextType>;
  officeLookup?: Resolver<Array<ResolversTypes['LookupItem']>, ParentType, ContextType, Partial<QueryOfficeLookupArgs>>;
  officeOrderPage?: Resolver<ResolversTypes['OfficeOrderPage'], ParentType, ContextType, RequireFields<QueryOfficeOrderPageArgs, 'slug'>>;
  offices?: Resolver<ResolversTypes['OfficeConnection'], ParentType, ContextType, RequireFields<QueryOfficesArgs, 'first' | 'status'>>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orderAdjustments?: Resolver<Array<ResolversTypes['OrderAdjustment']>, ParentType, ContextType, RequireFields<QueryOrderAdjustmentsArgs, 'campaignId'>>;
  orderNotes?: Resolver<Array<ResolversTypes['OrderNote']>, ParentType, ContextType, RequireFields<QueryOrderNotesArgs, 'campaignId'>>;
  orderPermissions?: Resolver<ResolversTypes['OrderPermissions'], ParentType, ContextType>;
  orderProperty?: Resolver<ResolversTypes['OrderPropertyDetail'], ParentType, ContextType, RequireFields<QueryOrderPropertyArgs, 'id'>>;
  orderStatuses?: Resolver<Array<ResolversTypes['OrderStatusOption']>, ParentType, ContextType>;
  orderingOffice?: Resolver<ResolversTypes['OrderingOffice'], ParentType, ContextType, RequireFields<QueryOrderingOfficeArgs, 'slug'>>;
  orders?: Resolver<ResolversTypes['OrdersPage'], ParentType, ContextType, RequireFields<QueryOrdersArgs, 'filters' | 'page'>>;
  package?: Resolver<Maybe<ResolversTypes['Package']>, ParentType, ContextType, RequireFields<QueryPackageArgs, 'id'>>;
  packageLookup?: Resolver<Array<ResolversTypes['LookupItem']>, ParentType, ContextType, Partial<QueryPackageLookupArgs>>;
  packagePermissions?: Resolver<ResolversTypes['PackagePermissions'], ParentType, ContextType>;
  packages?: Resolver<ResolversTypes['PackageConnection'], ParentType, ContextType, RequireFields<QueryPackagesArgs, 'first' | 'status'>>;
  partnerLogs?: Resolver<ResolversTypes['PartnerLogPage'], ParentType, ContextType, RequireFields<QueryPartnerLogsArgs, 'page' | 'pageSize'>>;
  propertyOrderPage?: Resolver<ResolversTypes['PropertyOrderPage'], ParentType, ContextType, RequireFields<QueryPropertyOrderPageArgs, 'slug'>>;
  publishedCampaigns?: Resolver<ResolversTypes['PublishedCampaignConnection'], ParentType, ContextType, Partial<QueryPublishedCampaignsArgs>>;
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

export type SavedCardResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SavedCard'] = ResolversParentTypes['SavedCard']> = {
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last4?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SetClientFeaturePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SetClientFeaturePayload'] = ResolversParentTypes['SetClientFeaturePayload']> = {
  applied?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  feature?: Resolver<Maybe<ResolversTypes['ClientFeature']>, ParentType, ContextType>;
};

export type SetOfficePaymentMethodPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SetOfficePaymentMethodPayload'] = ResolversParentTypes['SetOfficePaymentMethodPayload']> = {
  office?: Resolver<ResolversTypes['ClientOfficePayment'], ParentType, ContextType>;
};

export type SetOrderInvoicedPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SetOrderInvoicedPayload'] = ResolversParentTypes['SetOrderInvoicedPayload']> = {
  invoiced?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  invoicedDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SetPackageClientAttachedPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SetPackageClientAttachedPayload'] = ResolversParentTypes['SetPackageClientAttachedPayload']> = {
  link?: Resolver<ResolversTypes['PackageClientLink'], ParentType, ContextType>;
  packageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SetPackageOfficeAttachedPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SetPackageOfficeAttachedPayload'] = ResolversParentTypes['SetPackageOfficeAttachedPayload']> = {
  link?: Resolver<ResolversTypes['PackageOfficeLink'], ParentType, ContextType>;
  packageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SubmitSupportRequestPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SubmitSupportRequestPayload'] = ResolversParentTypes['SubmitSupportRequestPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  notificationCount?: SubscriptionResolver<ResolversTypes['Int'], "notificationCount", ParentType, ContextType>;
};

export type UnarchiveClientPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UnarchiveClientPayload'] = ResolversParentTypes['UnarchiveClientPayload']> = {
  client?: Resolver<ResolversTypes['Client'], ParentType, ContextType>;
};

export type UnarchivePackagePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UnarchivePackagePayload'] = ResolversParentTypes['UnarchivePackagePayload']> = {
  package?: Resolver<ResolversTypes['Package'], ParentType, ContextType>;
};

export type UpdateClientPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UpdateClientPayload'] = ResolversParentTypes['UpdateClientPayload']> = {
  client?: Resolver<ResolversTypes['Client'], ParentType, ContextType>;
};

export type UpdateOrderNotePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UpdateOrderNotePayload'] = ResolversParentTypes['UpdateOrderNotePayload']> = {
  campaignId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['OrderNote']>, ParentType, ContextType>;
};

export type UpdatePackagePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UpdatePackagePayload'] = ResolversParentTypes['UpdatePackagePayload']> = {
  package?: Resolver<ResolversTypes['Package'], ParentType, ContextType>;
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
  AddOrderAdjustmentPayload?: AddOrderAdjustmentPayloadResolvers<ContextType>;
  AddOrderNotePayload?: AddOrderNotePayloadResolvers<ContextType>;
  AdminCampaign?: AdminCampaignResolvers<ContextType>;
  AdminCampaignPayload?: AdminCampaignPayloadResolvers<ContextType>;
  AdminUser?: AdminUserResolvers<ContextType>;
  AdminUserConnection?: AdminUserConnectionResolvers<ContextType>;
  AgentOrderPage?: AgentOrderPageResolvers<ContextType>;
  ArchiveClientPayload?: ArchiveClientPayloadResolvers<ContextType>;
  ArchivePackagePayload?: ArchivePackagePayloadResolvers<ContextType>;
  ArchiveUserPayload?: ArchiveUserPayloadResolvers<ContextType>;
  AttachCampaignVideoPayload?: AttachCampaignVideoPayloadResolvers<ContextType>;
  AttachOfficeToClientPayload?: AttachOfficeToClientPayloadResolvers<ContextType>;
  Audience?: AudienceResolvers<ContextType>;
  AudienceActivity?: AudienceActivityResolvers<ContextType>;
  AudienceCampaign?: AudienceCampaignResolvers<ContextType>;
  AudienceCampaignPage?: AudienceCampaignPageResolvers<ContextType>;
  AudienceCreator?: AudienceCreatorResolvers<ContextType>;
  AudiencePage?: AudiencePageResolvers<ContextType>;
  AudienceScopeChoices?: AudienceScopeChoicesResolvers<ContextType>;
  Branding?: BrandingResolvers<ContextType>;
  CallAdminCampaignPartnerPayload?: CallAdminCampaignPartnerPayloadResolvers<ContextType>;
  CampaignDashboard?: CampaignDashboardResolvers<ContextType>;
  CampaignPayment?: CampaignPaymentResolvers<ContextType>;
  CampaignPreviewPayload?: CampaignPreviewPayloadResolvers<ContextType>;
  CampaignStats?: CampaignStatsResolvers<ContextType>;
  CancelCampaignPayload?: CancelCampaignPayloadResolvers<ContextType>;
  CardEntry?: CardEntryResolvers<ContextType>;
  ChangeAdminCampaignStatusPayload?: ChangeAdminCampaignStatusPayloadResolvers<ContextType>;
  ChangePasswordPayload?: ChangePasswordPayloadResolvers<ContextType>;
  Client?: ClientResolvers<ContextType>;
  ClientAccess?: ClientAccessResolvers<ContextType>;
  ClientBillingAddress?: ClientBillingAddressResolvers<ContextType>;
  ClientConnection?: ClientConnectionResolvers<ContextType>;
  ClientCreativeUrls?: ClientCreativeUrlsResolvers<ContextType>;
  ClientDetails?: ClientDetailsResolvers<ContextType>;
  ClientDisplay?: ClientDisplayResolvers<ContextType>;
  ClientFeature?: ClientFeatureResolvers<ContextType>;
  ClientImage?: ClientImageResolvers<ContextType>;
  ClientImages?: ClientImagesResolvers<ContextType>;
  ClientIntegration?: ClientIntegrationResolvers<ContextType>;
  ClientOfficeOption?: ClientOfficeOptionResolvers<ContextType>;
  ClientOfficePayment?: ClientOfficePaymentResolvers<ContextType>;
  ClientPaymentDetails?: ClientPaymentDetailsResolvers<ContextType>;
  ClientSummary?: ClientSummaryResolvers<ContextType>;
  ClientTabs?: ClientTabsResolvers<ContextType>;
  CreateCampaignPayload?: CreateCampaignPayloadResolvers<ContextType>;
  CreateClientPayload?: CreateClientPayloadResolvers<ContextType>;
  CreatePackagePayload?: CreatePackagePayloadResolvers<ContextType>;
  CreatePropertyCampaignPayload?: CreatePropertyCampaignPayloadResolvers<ContextType>;
  CreateUserPayload?: CreateUserPayloadResolvers<ContextType>;
  CreatedAgentCampaign?: CreatedAgentCampaignResolvers<ContextType>;
  CreativeUrls?: CreativeUrlsResolvers<ContextType>;
  DashboardCreative?: DashboardCreativeResolvers<ContextType>;
  DashboardDay?: DashboardDayResolvers<ContextType>;
  DashboardProperty?: DashboardPropertyResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DeactivateUserPayload?: DeactivateUserPayloadResolvers<ContextType>;
  DeleteAudiencePayload?: DeleteAudiencePayloadResolvers<ContextType>;
  DeleteEmailRecipientPayload?: DeleteEmailRecipientPayloadResolvers<ContextType>;
  DeleteOrderAdjustmentPayload?: DeleteOrderAdjustmentPayloadResolvers<ContextType>;
  EmailRecipient?: EmailRecipientResolvers<ContextType>;
  FetchAdminCampaignPreviewPayload?: FetchAdminCampaignPreviewPayloadResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  GlobalReport?: GlobalReportResolvers<ContextType>;
  GlobalReportOfficeCount?: GlobalReportOfficeCountResolvers<ContextType>;
  GlobalReportPackageCount?: GlobalReportPackageCountResolvers<ContextType>;
  Handover?: HandoverResolvers<ContextType>;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  LogoutPayload?: LogoutPayloadResolvers<ContextType>;
  LookupItem?: LookupItemResolvers<ContextType>;
  MarkNotificationsReadPayload?: MarkNotificationsReadPayloadResolvers<ContextType>;
  MarkOrderFreeOfChargePayload?: MarkOrderFreeOfChargePayloadResolvers<ContextType>;
  ModifiedCampaign?: ModifiedCampaignResolvers<ContextType>;
  ModifiedCampaignConnection?: ModifiedCampaignConnectionResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NavPermissions?: NavPermissionsResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationConnection?: NotificationConnectionResolvers<ContextType>;
  Office?: OfficeResolvers<ContextType>;
  OfficeCampaign?: OfficeCampaignResolvers<ContextType>;
  OfficeCampaignConnection?: OfficeCampaignConnectionResolvers<ContextType>;
  OfficeCampaignCounts?: OfficeCampaignCountsResolvers<ContextType>;
  OfficeCapabilities?: OfficeCapabilitiesResolvers<ContextType>;
  OfficeConnection?: OfficeConnectionResolvers<ContextType>;
  OfficeDetails?: OfficeDetailsResolvers<ContextType>;
  OfficeEmailOrders?: OfficeEmailOrdersResolvers<ContextType>;
  OfficeListCapabilities?: OfficeListCapabilitiesResolvers<ContextType>;
  OfficeLogo?: OfficeLogoResolvers<ContextType>;
  OfficeOrderPage?: OfficeOrderPageResolvers<ContextType>;
  OfficePayload?: OfficePayloadResolvers<ContextType>;
  OfficePaymentDetails?: OfficePaymentDetailsResolvers<ContextType>;
  OfficePermissions?: OfficePermissionsResolvers<ContextType>;
  OfficeReport?: OfficeReportResolvers<ContextType>;
  OfficeSideBar?: OfficeSideBarResolvers<ContextType>;
  OfficeSummary?: OfficeSummaryResolvers<ContextType>;
  OfficeUser?: OfficeUserResolvers<ContextType>;
  OfficeUserPayload?: OfficeUserPayloadResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderAdjustment?: OrderAdjustmentResolvers<ContextType>;
  OrderAgent?: OrderAgentResolvers<ContextType>;
  OrderAudience?: OrderAudienceResolvers<ContextType>;
  OrderFormPackage?: OrderFormPackageResolvers<ContextType>;
  OrderLeadAgent?: OrderLeadAgentResolvers<ContextType>;
  OrderNote?: OrderNoteResolvers<ContextType>;
  OrderOffice?: OrderOfficeResolvers<ContextType>;
  OrderPackage?: OrderPackageResolvers<ContextType>;
  OrderPermissions?: OrderPermissionsResolvers<ContextType>;
  OrderProperty?: OrderPropertyResolvers<ContextType>;
  OrderPropertyDetail?: OrderPropertyDetailResolvers<ContextType>;
  OrderStatusOption?: OrderStatusOptionResolvers<ContextType>;
  OrderingClient?: OrderingClientResolvers<ContextType>;
  OrderingOffice?: OrderingOfficeResolvers<ContextType>;
  OrdersPage?: OrdersPageResolvers<ContextType>;
  Package?: PackageResolvers<ContextType>;
  PackageClientLink?: PackageClientLinkResolvers<ContextType>;
  PackageConnection?: PackageConnectionResolvers<ContextType>;
  PackageOfficeLink?: PackageOfficeLinkResolvers<ContextType>;
  PackagePermissions?: PackagePermissionsResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PartnerLog?: PartnerLogResolvers<ContextType>;
  PartnerLogPage?: PartnerLogPageResolvers<ContextType>;
  PayCampaignPayload?: PayCampaignPayloadResolvers<ContextType>;
  PaymentMethods?: PaymentMethodsResolvers<ContextType>;
  PersonName?: PersonNameResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  PropertyAgent?: PropertyAgentResolvers<ContextType>;
  PropertyOrderPage?: PropertyOrderPageResolvers<ContextType>;
  PublishedCampaign?: PublishedCampaignResolvers<ContextType>;
  PublishedCampaignConnection?: PublishedCampaignConnectionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RequestPasswordResetPayload?: RequestPasswordResetPayloadResolvers<ContextType>;
  ResetPasswordPayload?: ResetPasswordPayloadResolvers<ContextType>;
  RoleLabel?: RoleLabelResolvers<ContextType>;
  SavedCard?: SavedCardResolvers<ContextType>;
  SetClientFeaturePayload?: SetClientFeaturePayloadResolvers<ContextType>;
  SetOfficePaymentMethodPayload?: SetOfficePaymentMethodPayloadResolvers<ContextType>;
  SetOrderInvoicedPayload?: SetOrderInvoicedPayloadResolvers<ContextType>;
  SetPackageClientAttachedPayload?: SetPackageClientAttachedPayloadResolvers<ContextType>;
  SetPackageOfficeAttachedPayload?: SetPackageOfficeAttachedPayloadResolvers<ContextType>;
  SubmitSupportRequestPayload?: SubmitSupportRequestPayloadResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  UnarchiveClientPayload?: UnarchiveClientPayloadResolvers<ContextType>;
  UnarchivePackagePayload?: UnarchivePackagePayloadResolvers<ContextType>;
  UpdateClientPayload?: UpdateClientPayloadResolvers<ContextType>;
  UpdateOrderNotePayload?: UpdateOrderNotePayloadResolvers<ContextType>;
  UpdatePackagePayload?: UpdatePackagePayloadResolvers<ContextType>;
  UpdateProfilePayload?: UpdateProfilePayloadResolvers<ContextType>;
  UpdateUserPayload?: UpdateUserPayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserOfficePermission?: UserOfficePermissionResolvers<ContextType>;
  UserRoleOption?: UserRoleOptionResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
};

