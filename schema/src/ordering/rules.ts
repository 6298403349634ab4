/**
 * Ordering's shared rules (ordering spec sections 2.2–2.5, 5, 8 and 9): the property / agent-extend
 * order form as one zod schema (the portal's form and the BFF's createPropertyCampaign validate with
 * it), the agent page URL rule, the GST computation, the side bar's items and the payment outcome
 * texts. Money is integer cents.
 */
import { ORDER_IMAGE_MAX_BYTES } from '../field-rules.ts';
import { orderingMessages } from '../messages.ts';
import { hostOfUrl, isAuthorisedDomain, isHttpsUrl } from '../validators.ts';
import { LEAD_AGENT_IMAGE_TYPES } from './constants.ts';

/* ---------------------------------------------------------------- messages (spec sections 5 and 8) */

/** The payment outcomes and their texts (spec section 8), verbatim. */
export const PAYMENT_OUTCOMES = [
  'PAID',
  'PLACED',
  'DECLINED',
  'INSUFFICIENT_FUNDS',
  'EXPIRED_CARD',
  'PARTNER_PRODUCT_FAILED',
] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

export const PAYMENT_SUCCESS_TEXT =
  'Thank you for your payment. Please check the Dashboard to view your upcoming campaign.';
/** The generic payment failure (spec section 8): a title and the sentence below it. */
export const PAYMENT_FAILED_TITLE = 'Payment unsuccessful';
export const PAYMENT_GENERIC_TEXT =
  'Sorry, we are unable to process your payment. Please check your card details or contact the payment provider';

export const paymentOutcomeText: Record<PaymentOutcome, string> = {
  PAID: PAYMENT_SUCCESS_TEXT,
  PLACED: PAYMENT_SUCCESS_TEXT,
  DECLINED: PAYMENT_GENERIC_TEXT,
  INSUFFICIENT_FUNDS: 'Your credit card has insufficient funds, please try again later',
  EXPIRED_CARD: 'Your credit card is expired, please update your card',
  PARTNER_PRODUCT_FAILED: 'We found an issue with the campaign package you are trying to book, please contact support',
};

/** The outcomes whose text the spec gives a title (section 8: only the generic failure has one). */
export const paymentOutcomeTitle: Partial<Record<PaymentOutcome, string>> = {
  DECLINED: PAYMENT_FAILED_TITLE,
};

/** The payment dialog's progress (spec section 4): 20 % at 0.25 s, 50 % at 2 s, then +1 %/s up to 95. */
export const PAYMENT_PROGRESS = { first: [250, 20], second: [2000, 50], stepMs: 1000, ceiling: 95 } as const;

/* ---------------------------------------------------------------- constants (spec section 9): constants.ts */

/** The five major listing portals whose pages are never an agent page. */
export const LISTING_PORTAL_DOMAINS = [
  'realestate.com.au',
  'domain.com.au',
  'allhomes.com.au',
  'realcommercial.com.au',
  'homely.com.au',
] as const;

/* ---------------------------------------------------------------- GST (spec section 9) */

export const GST_PERCENT = 10;

/**
 * The total of a price in integer cents: price × 1.1 when `includeGst`, else the price. Rounding:
 * half up to the whole cent (e.g. 1 cent → 1.1 → 1; 5 cents → 5.5 → 6), computed on integers so no
 * floating point error reaches the amount.
 */
export function totalWithGstCents(priceCents: number, includeGst: boolean): number {
  if (!Number.isSafeInteger(priceCents) || priceCents < 0) throw new RangeError('priceCents must be whole cents ≥ 0');
  return includeGst ? Math.floor((priceCents * (100 + GST_PERCENT) + 50) / 100) : priceCents;
}

/** The property and agent-extend flow's payment total: always price × 1.1 (spec section 9). */
export const propertyFlowTotalCents = (priceCents: number): number => totalWithGstCents(priceCents, true);

/**
 * The amount a campaign's payment charges, in cents, as the payer sees it in the dialog: property and
 * agent-extend campaigns always carry GST (the property flow's price × 1.1), agent and office campaigns
 * when the office includes GST (spec section 9). `campaignType` is the main API's campaign type.
 */
export function campaignAmountCents(priceCents: number, campaignType: string, includeGst: boolean): number {
  const propertyFlow = campaignType === 'property' || campaignType === 'property-extend';
  return propertyFlow ? propertyFlowTotalCents(priceCents) : totalWithGstCents(priceCents, includeGst);
}

/** Dollars on the wire (at most two decimals) to integer cents. */
export const centsOf = (dollars: number): number => Math.round(dollars * 100);

/* ---------------------------------------------------------------- the office side bar (spec 2.2) */

export type SideBarInput = {
  isAgentUser: boolean;
  canViewMediaOrders: boolean;
  canViewPastOrders: boolean;
};
export type SideBarItems = {
  propertyOrder: boolean;
  agentOrder: boolean;
  officeOrder: boolean;
  campaigns: boolean;
  backToOffices: boolean;
};

/** Every item for other roles; agents the order items by canViewMediaOrders, Campaigns by canViewPastOrders, never Office Order. */
export function sideBarItems({ isAgentUser, canViewMediaOrders, canViewPastOrders }: SideBarInput): SideBarItems {
  if (!isAgentUser)
    return { propertyOrder: true, agentOrder: true, officeOrder: true, campaigns: true, backToOffices: true };
  return {
    propertyOrder: canViewMediaOrders,
    agentOrder: canViewMediaOrders,
    officeOrder: false,
    campaigns: canViewPastOrders,
    backToOffices: false,
  };
}

/* ---------------------------------------------------------------- URL rules */

const parsesAsWebUrl = (text: string): boolean => {
  try {
    return /^https?:$/.test(new URL(text).protocol);
  } catch {
    return false;
  }
};

/**
 * A listing portal's page: its host is one of the five portals or a sub-domain of one (whatever the
 * port), or the URL contains a portal's domain anywhere (spec: "must not contain the domains").
 */
export const isListingPortalUrl = (text: string): boolean => {
  const host = hostOfUrl(text);
  const lower = text.toLowerCase();
  return LISTING_PORTAL_DOMAINS.some(
    (domain) => (host !== null && (host === domain || host.endsWith(`.${domain}`))) || lower.includes(domain),
  );
};

/**
 * An agent page URL's message, or null (spec section 5, Agent page URL): a valid https URL (the
 * destination URL rule), on no listing portal, inside the client's whitelist (`*.x`: sub-domains of x).
 */
export function agentPageUrlProblem(text: string, clientDomains: readonly string[]): string | null {
  const problem = agentPageUrlShapeProblem(text);
  if (problem) return problem;
  if (!isAuthorisedDomain(text.trim(), clientDomains)) return orderingMessages.agentPageUrlNotAuthorised;
  return null;
}

/** The agent page URL's rules that need no client (all but the whitelist): its message, or null. */
export function agentPageUrlShapeProblem(text: string): string | null {
  const value = text.trim();
  if (value === '') return orderingMessages.agentPageUrlRequired;
  if (!isHttpsUrl(value))
    return parsesAsWebUrl(value) ? orderingMessages.destinationUrlHttps : orderingMessages.agentPageUrlInvalid;
  if (isListingPortalUrl(value)) return orderingMessages.agentPageUrlNotAuthorised;
  return null;
}

/* ---------------------------------------------------------------- dates */

/** The day after a YYYY-MM-DD day (the earliest start of an order placed that day). */
export const dayAfter = (today: string): string =>
  new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/* ---------------------------------------------------------------- the property / agent-extend form */

export type PropertyOrderContext = {
  /** The order's kind: the package type chosen. */
  kind: 'PROPERTY' | 'AGENT_EXTEND';
  today: string;
  videoRequired: boolean;
  /** The client's sub-domain is one of those that need no video in the property flow. */
  videoOptional: boolean;
  showPropertyUrlField: boolean;
  showAgentLandingPage: boolean;
  clientDomains: readonly string[];
  /** The form already holds an image for the lead agent (their profile picture). */
  hasExistingAgentImage: boolean;
};

/** A lead agent image's message, or null: jpg or png, at most 1,024,000 bytes. */
export function leadAgentImageProblem(file: { type: string; size: number }): string | null {
  if (file.size > ORDER_IMAGE_MAX_BYTES) return orderingMessages.leadAgentImageTooLarge;
  if (!(LEAD_AGENT_IMAGE_TYPES as readonly string[]).includes(file.type))
    return 'Lead Agent Image must be a jpg or png';
  return null;
}
