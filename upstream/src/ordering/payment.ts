import type { SandboxContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { isRecord, toId, validationFailed, type FormShape } from '../http/validation.ts';
import { orderCall, partnerCampaign, productCall, syncDailyStats, type PartnerCall } from '../partner/partner.ts';
import { declineError } from '../payments/payment-provider.ts';
import { findDefaultCard } from '../store/cards.ts';
import { countCharges, spendToken } from '../store/charges.ts';
import {
  findCampaign,
  findPlacedOrder,
  markCampaignBooked,
  settlePayment,
  type CampaignRow,
  type PaymentCharge,
} from '../store/ordering-campaigns.ts';
import {
  findOrderingOffice,
  findOrderingPackage,
  type OrderingOffice,
  type OrderingPackage,
} from '../store/ordering.ts';
import type { User } from '../store/users.ts';
import { campaignView, orderView } from './order-views.ts';
import { isoDay, orderTotal } from './order-rules.ts';

/**
 * Paying a campaign and booking it with the partner (ordering spec section 6), in named steps:
 * check the card field, place the partner product, charge and settle the order (one transaction),
 * book with the partner and sync its stats. At most one successful payment per campaign: a second
 * attempt on a placed order answers 409 with that order, and `payment_charges` refuses a second
 * successful charge.
 */

const cardShape = { card: null } satisfies FormShape;

const invalidCard = () => validationFailed(cardShape, [{ path: ['card'], message: 'This value is not valid.' }]);

export const alreadyPaid = (ctx: SandboxContext, campaignId: number) =>
  new HttpError(409, {
    message: 'This campaign has already been paid.',
    code: 'already_paid',
    data: { order: orderView(findCampaign(ctx.store, campaignId) as CampaignRow) },
  });

const partnerView = (call: PartnerCall | null) => call && { ok: call.ok, status: call.status, response: call.response };

/** A card order needs `card`; a trading-terms order takes none. */
function checkCardField(campaign: CampaignRow, card: unknown): void {
  if (campaign.paymentOption === 'credit-card' && (card === undefined || card === null || card === ''))
    throw validationFailed(cardShape, [{ path: ['card'], message: 'This value should not be blank.' }]);
  if (campaign.paymentOption === 'trading-terms' && card !== undefined && card !== null)
    throw validationFailed(cardShape, [{ path: ['card'], message: 'This value should be null.' }]);
}

/** The partner's product call when the campaign has no product yet; a failure answers 422 and nothing is charged. */
function placeProduct(ctx: SandboxContext, user: User, campaignId: number): PartnerCall | null {
  const booked = partnerCampaign(ctx.store, campaignId);
  if (!booked || booked.productResponse !== null) return null;
  const product = productCall(ctx.store, booked, { userId: user.id, now: ctx.now() });
  if (!product.ok) {
    throw new HttpError(422, {
      message: 'The partner could not place the campaign package.',
      code: 'partner_product_failed',
      partner: { product: partnerView(product) },
    });
  }
  return product;
}

/**
 * The charge of a card order: a one-time token (`tok_…`, spent here) or a saved default card of the
 * office or its client (declined when expired). A trading-terms order charges nothing.
 */
function resolveCharge(
  ctx: SandboxContext,
  user: User,
  order: { campaign: CampaignRow; office: OrderingOffice; card: unknown },
): PaymentCharge {
  const { campaign, office, card } = order;
  const none = { cardId: null, brand: null, last4: null, decline: null };
  if (campaign.paymentOption !== 'credit-card') return { ...none, message: null };
  let charge: Omit<PaymentCharge, 'message'>;
  if (typeof card === 'string' && card.startsWith('tok_')) {
    const spent = spendToken(ctx.store, user.id, card, ctx.now());
    if (!spent) throw invalidCard();
    charge = { cardId: null, brand: spent.brand, last4: spent.last4, decline: spent.decline };
  } else {
    const cardId = toId(isRecord(card) ? card.id : card);
    const saved =
      cardId === undefined ? undefined : findDefaultCard(ctx.store, cardId, office.id, office.client?.id ?? null);
    if (!saved) throw invalidCard();
    const date = new Date(ctx.now());
    const expired =
      saved.expYear < date.getUTCFullYear() ||
      (saved.expYear === date.getUTCFullYear() && saved.expMonth < date.getUTCMonth() + 1);
    charge = { cardId: saved.id, brand: saved.brand, last4: saved.last4, decline: expired ? 'expired_card' : null };
  }
  const message = charge.decline === null ? null : (declineError(charge.decline).body as { message: string }).message;
  return { ...charge, message };
}

/** Charges the order and writes it; a decline answers 402 with the card error and leaves the campaign payable. */
function chargeAndSettle(ctx: SandboxContext, user: User, campaign: CampaignRow, card: unknown): void {
  const office = findOrderingOffice(ctx.store, campaign.officeId) as OrderingOffice;
  const pkg = findOrderingPackage(ctx.store, campaign.packageId) as OrderingPackage;
  const payment = {
    campaignId: campaign.id,
    paymentOption: campaign.paymentOption,
    packagePrice: pkg.packagePrice,
    amount: orderTotal(pkg.packagePrice, campaign.type, office.includeGst),
    userId: user.id,
    now: ctx.now(),
  };
  const settled = settlePayment(ctx.store, payment, () => resolveCharge(ctx, user, { campaign, office, card }));
  if (settled === 'already-paid') throw alreadyPaid(ctx, campaign.id);
  if (settled.decline !== null) {
    const bodyOf = declineError(settled.decline).body as Record<string, unknown>;
    throw new HttpError(402, { ...bodyOf, code: 'payment_declined' });
  }
}

/** The partner's order call after payment; when it takes the order the campaign is booked and its stats synced. */
function bookWithPartner(ctx: SandboxContext, user: User, campaignId: number): PartnerCall | null {
  const afterPayment = partnerCampaign(ctx.store, campaignId);
  if (!afterPayment) return null;
  const order = orderCall(ctx.store, afterPayment, { userId: user.id, now: ctx.now() });
  if (order.ok) {
    markCampaignBooked(ctx.store, campaignId, ctx.now());
    syncDailyStats(ctx.store, campaignId, isoDay(ctx.now()));
  }
  return order;
}

/**
 * Pays a campaign the caller may order for and books it: the answer of `POST campaigns/{id}/order`.
 * A partner order failure leaves the campaign paid and awaiting the partner.
 */
export function payCampaign(ctx: SandboxContext, user: User, campaign: CampaignRow, body: Record<string, unknown>) {
  if (findPlacedOrder(ctx.store, campaign.id)) throw alreadyPaid(ctx, campaign.id);
  const card = body.card;
  checkCardField(campaign, card);
  const product = placeProduct(ctx, user, campaign.id);
  chargeAndSettle(ctx, user, campaign, card);
  const order = bookWithPartner(ctx, user, campaign.id);
  const paid = findCampaign(ctx.store, campaign.id) as CampaignRow;
  return {
    outcome: campaign.paymentOption === 'credit-card' ? 'paid' : 'placed',
    order: orderView(paid),
    campaign: campaignView(paid),
    charges: countCharges(ctx.store, campaign.id),
    partner: { product: partnerView(product), order: partnerView(order) },
  };
}
