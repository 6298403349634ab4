/**
 * Ordering's pure rules (ordering spec sections 2–5): the amount an order charges, the agent page
 * whitelist, the day arithmetic of start and end dates, and the text shapes the order forms accept.
 */

/** Money on the wire is dollars (two decimals at most), as the packages calls answer; cents inside. */
export const dollars = (cents: number) => cents / 100;

/**
 * The amount charged for an order, in cents: the package price plus 10 % GST, rounded half up to the
 * cent. Property and agent-extend orders always carry GST (the property flow passes price × 1.1);
 * agent and office orders carry it when the office includes GST.
 */
export function orderTotal(packagePrice: number, campaignType: string, includeGst: boolean): number {
  const withGst = campaignType === 'property' || campaignType === 'property-extend' || includeGst;
  return withGst ? Math.floor((packagePrice * 11 + 5) / 10) : packagePrice;
}

/** The five major listing portals whose pages are never an agent page. */
export const listingPortalDomains = [
  'realestate.com.au',
  'domain.com.au',
  'allhomes.com.au',
  'realcommercial.com.au',
  'homely.com.au',
] as const;

/** Sub-domains of clients whose property orders need no video even for a video package (comma list). */
const videoOptionalSubDomains = new Set(
  (process.env.SANDBOX_VIDEO_OPTIONAL_SUBDOMAINS ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean),
);

/** Whether a client's property orders may leave out the video a video package asks for. */
export const videoOptionalFor = (subDomain: string): boolean => videoOptionalSubDomains.has(subDomain.toLowerCase());

const hostMatches = (host: string, entry: string): boolean => {
  const rule = entry.trim().toLowerCase();
  if (rule === '') return false;
  if (rule.startsWith('*.')) {
    const base = rule.slice(2);
    return host === base || host.endsWith(`.${base}`);
  }
  return host === rule || host === `www.${rule}`;
};

const parseUrl = (text: string): URL | undefined => {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
};

export const agentPageMessage = "Error: Agent Page URL supplied is not housed within your agency's website.";

/** An agent page URL's problem, or null: valid URL, on no listing portal, inside the client's whitelist. */
export function agentPageProblem(text: string, clientDomains: string): string | null {
  if (text.trim() === '') return 'Agent Page URL is required';
  const url = parseUrl(text.trim());
  if (!url) return 'Agent Page URL is not valid';
  const host = url.hostname.toLowerCase();
  if (listingPortalDomains.some((domain) => host === domain || host.endsWith(`.${domain}`))) return agentPageMessage;
  const whitelist = clientDomains.split(',').filter((entry) => entry.trim() !== '');
  if (!whitelist.some((entry) => hostMatches(host, entry))) return agentPageMessage;
  return null;
}

export const dayMs = 86_400_000;
export const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
export const addDays = (day: string, days: number) => isoDay(Date.parse(`${day}T00:00:00Z`) + days * dayMs);

/** A form value as trimmed text ('' for anything else). */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
export const httpsPattern = /^https:\/\/[^\s/$.?#][^\s]*$/i;

/** Whether a form value was left out (absent, null or ''). */
export const isBlank = (value: unknown): boolean => value === undefined || value === null || value === '';
