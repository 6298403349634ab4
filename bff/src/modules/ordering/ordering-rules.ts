import { isStaff, navPermissions, PAYMENT_OUTCOMES, type PaymentOutcome, type Role } from '@portal/schema';
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

export const slugArgs = z.object({ slug: z.string().trim().min(1).max(190) });
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
export const createdCampaignArgs = z.object({ ...slugArgs.shape, campaignId: idSchema });

export const attachVideoInput = z.object({
  campaignId: idSchema,
  url: z.string().trim().min(1, { error: 'Video URL is required' }).max(2048),
});

const cardNumber = z.string().trim().min(1).max(40);
export const payInput = z
  .object({
    campaignId: idSchema,
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
