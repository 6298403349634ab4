import { flag } from '../store/database.ts';
import { dayMs } from './calendar.ts';
import type { SeedCampaign } from './campaigns.ts';
import type { SeedContext } from './context.ts';
import { inserter } from './insert.ts';
import type { Organisations } from './organisations.ts';

export type SeedOrder = { id: number; campaign: SeedCampaign; invoicedAt: number | null };

function firstOfNextMonth(time: number): number {
  const date = new Date(time);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1, 9);
}

export function writeOrders(
  ctx: SeedContext,
  organisations: Organisations,
  campaigns: readonly SeedCampaign[],
): SeedOrder[] {
  const { store, calendar } = ctx;
  const random = ctx.random('orders');
  const insertOrder = inserter(store, 'orders', [
    'campaign_id',
    'payment_option',
    'card_id',
    'package_price',
    'gst',
    'payment_status',
    'paid_at',
    'invoiced',
    'invoiced_at',
    'created_at',
  ]);
  const orders: SeedOrder[] = [];
  for (const campaign of campaigns) {
    const declined = campaign.publishStatus === 'draft';
    if (declined && random.chance(0.5)) continue;
    const byCard = campaign.paymentOption === 'credit-card';
    const orderedAt = campaign.bookedAt ?? campaign.createdAt + 5 * 60_000;
    const monthlyInvoice = firstOfNextMonth(orderedAt);
    const invoicedAt = declined
      ? null
      : byCard
        ? orderedAt < calendar.today - 3 * dayMs && random.chance(0.8)
          ? orderedAt + random.int(1, 3) * dayMs
          : null
        : monthlyInvoice < calendar.today && random.chance(0.95)
          ? monthlyInvoice
          : null;
    const paidAt = declined
      ? null
      : byCard
        ? orderedAt
        : invoicedAt !== null && invoicedAt + 14 * dayMs < calendar.today
          ? invoicedAt + random.int(3, 14) * dayMs
          : null;
    const card =
      organisations.cards.office.get(campaign.office.id) ?? organisations.cards.client.get(campaign.clientId);
    const id = insertOrder({
      campaign_id: campaign.id,
      payment_option: campaign.paymentOption,
      card_id: byCard ? (card ?? null) : null,
      package_price: campaign.package.packagePrice,
      gst: Math.round(campaign.package.packagePrice * 0.1),
      payment_status: declined ? 'declined' : paidAt === null ? 'pending' : 'paid',
      paid_at: paidAt,
      invoiced: flag(invoicedAt !== null),
      invoiced_at: invoicedAt,
      created_at: orderedAt,
    });
    orders.push({ id, campaign, invoicedAt });
  }
  return orders;
}
