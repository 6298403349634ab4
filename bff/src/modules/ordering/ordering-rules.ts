import {
  agentPageUrlShapeProblem,
  isHttpsUrl,
  isStaff,
  navPermissions,
  officeSlug,
  orderingMessages,
  PAYMENT_OUTCOMES,
  type FieldErrors,
  type PaymentOutcome,
  type Role,
} from '@portal/schema';
import { z } from 'zod';
import type { Context } from '../../context.ts';
import type { SessionData } from '../../session/session-types.ts';
import { roleOf } from '../../session/viewer.ts';
import type { CampaignOfficeFacts } from '../../shared/campaign-access.ts';
import { BadUserInputError, ForbiddenError } from '../../shared/errors.ts';
import { idSchema, listArgs } from '../../shared/lists.ts';
import { validate } from '../../shared/validate.ts';
import type { OrderingOfficeDto, PayAnswer } from '../../upstream/main/ordering.ts';

/** Ordering's row-level rules: which office parts the viewer may use, prices, and argument shapes. */

export const viewerRole = (ctx: Context): Role => roleOf(ctx.requireSession());

/** Prices are hidden from agents (spec: viewPrices); everyone else who reaches an office sees them. */
export const mayViewPrices = (ctx: Context): boolean => viewerRole(ctx) !== 'AGENT_USER';

/** An agent needs canViewMediaOrders for the order form (FORBIDDEN otherwise). */
export function assertMayOrder(role: Role, office: OrderingOfficeDto): void {
  if (role === 'AGENT_USER' && !office.viewer.canViewMediaOrders) throw new ForbiddenError();
}

/** The facts of an office read that the campaign list's rule (shared/campaign-access.ts) checks. */
export const campaignOfficeOf = (office: OrderingOfficeDto): CampaignOfficeFacts => ({
  slug: office.slug.name,
  clientId: office.client?.id ?? null,
  viewerCanViewPastOrders: office.viewer.canViewPastOrders,
});

/** The audience select: accessAudienceFeatures (the client's audience feature, non-agent roles), admin or super admin. */
export const mayChooseAudience = (session: SessionData): boolean => {
  const role = roleOf(session);
  return isStaff(role) || navPermissions({ role, features: session.features, adminTools: session.adminTools }).audience;
};

/** An office slug in the shape the main API issues (`officeSlug`): anything else is BAD_USER_INPUT, never sent. */
export const slugArgs = z.object({ slug: officeSlug });
export const officeCampaignsArgs = z.object({ ...slugArgs.shape, ...listArgs() });
export const publishedCampaignsArgs = z.object(listArgs());
export const orderPageArgs = z.object({
  ...slugArgs.shape,
  search: z
    .string()
    .nullish()
    .transform((v) => v?.trim() || null)
    .refine((v) => v === null || v.length <= 255),
});
export const idArgs = z.object({ id: idSchema });
const chosenId = z.union([z.literal(''), idSchema]).nullish();
const orderInputIds = z.object({
  officeId: idSchema,
  packageId: chosenId,
  propertyId: chosenId,
  audienceId: chosenId,
  agentId: chosenId,
  mainImageId: chosenId,
});
/**
 * The office id of an order form's input once every id of the input is canonical (none chosen is
 * null or ''): BAD_USER_INPUT on the field otherwise, before the office is read or anything is sent.
 */
export const officeIdOf = (input: { officeId: string }): string => validate(orderInputIds, input).officeId;
export const createdCampaignArgs = z.object({ ...slugArgs.shape, campaignId: idSchema });

export const attachVideoInput = z.object({
  campaignId: idSchema,
  url: z
    .string()
    .trim()
    .min(1, { error: orderingMessages.videoUrlRequired })
    .refine(isHttpsUrl, { error: orderingMessages.videoUrlInvalid }),
});

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The URL rules of a create that need no office (spec section 5): any destination URL and video URL
 * a valid https URL, and an agent page URL (an agent-extend order with a URL source) on no listing
 * portal. Checked before any upstream call; the client's whitelist, which needs the office, is
 * checked with the rest of the form before `POST campaigns`.
 */
export function assertCreateUrls(input: {
  destinationUrl?: unknown;
  videoUrl?: unknown;
  agentUrlSource?: unknown;
}): void {
  const errors: FieldErrors = [];
  const destination = text(input.destinationUrl);
  const agentPage = input.agentUrlSource !== null && input.agentUrlSource !== undefined;
  const destinationProblem =
    destination === ''
      ? null
      : agentPage
        ? agentPageUrlShapeProblem(destination)
        : isHttpsUrl(destination)
          ? null
          : orderingMessages.destinationUrlHttps;
  if (destinationProblem) errors.push({ name: 'destinationUrl', messages: [destinationProblem] });
  const video = text(input.videoUrl);
  if (video !== '' && !isHttpsUrl(video))
    errors.push({ name: 'videoUrl', messages: [orderingMessages.videoUrlInvalid] });
  if (errors.length > 0) throw new BadUserInputError(errors);
}

const cardNumber = z.string().trim().min(1).max(40);
export const payInput = z
  .object({
    campaignId: idSchema,
    confirmedAmountCents: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullish(),
    savedCardId: idSchema.nullish(),
    token: z.string().trim().min(1).max(255).nullish(),
    sandboxCard: z
      .object({
        number: cardNumber,
        expMonth: z.number().int(),
        expYear: z.number().int(),
        cvc: z.string().trim().max(8),
      })
      .nullish(),
  })
  .refine((v) => [v.savedCardId, v.token, v.sandboxCard].filter((x) => x != null).length <= 1, {
    error: 'Choose one card',
    path: ['card'],
  });

export const validPayInput = (input: unknown) => validate(payInput, input);

/** The outcome of the pay call's answer (spec section 8). */
export function outcomeOf(answer: PayAnswer): PaymentOutcome {
  switch (answer.kind) {
    case 'paid':
      return answer.placed ? 'PLACED' : 'PAID';
    case 'already-paid':
      return 'PAID';
    case 'partner-product-failed':
      return 'PARTNER_PRODUCT_FAILED';
    case 'declined':
      if (answer.code === 'insufficient_funds') return 'INSUFFICIENT_FUNDS';
      if (answer.code === 'expired_card') return 'EXPIRED_CARD';
      return 'DECLINED';
  }
}

export const cardFieldError = (message: string) => new BadUserInputError([{ name: 'card', messages: [message] }]);

export { PAYMENT_OUTCOMES };

/**
 * attachCampaignVideo's rule: only the viewer's own campaign, while it is an unpaid draft (no status
 * yet: not paid, booked or finished). No role is excepted: the admin tool attaches no video (ordering
 * spec 2.12 and 7). FORBIDDEN otherwise.
 */
export function assertOwnUnpaidDraft(
  session: SessionData,
  campaign: { status: string | null; bookedBy: { id: string } | null },
): void {
  if (campaign.bookedBy?.id !== session.user.id || campaign.status !== null) throw new ForbiddenError();
}

/** Before any upstream call: whoever may order at all (an agent needs canViewMediaOrders; the office flag is the upstream's). */
export const mayOrderAtAll = (session: SessionData): boolean =>
  roleOf(session) !== 'AGENT_USER' || session.user.permissions.canViewMediaOrders;

export function assertMayOrderAtAll(session: SessionData): void {
  if (!mayOrderAtAll(session)) throw new ForbiddenError();
}
