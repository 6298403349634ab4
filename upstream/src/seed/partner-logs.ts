import type { SeedCampaign } from './campaigns.ts';
import type { SeedContext } from './context.ts';
import { inserter } from './insert.ts';
import type { Random } from './random.ts';
import type { People } from './users.ts';

type LogType = 'product' | 'order' | 'preview' | 'status' | 'cancel' | 'dates';
type Entry = {
  campaignId: number;
  type: LogType;
  endpoint: string;
  request: unknown;
  response: unknown;
  status: number;
  at: number;
  manual: boolean;
};

const total = 1000;
const base = 'https://api.signifi.example/v2';
const failures = [
  [422, { Error: { Code: 'VALIDATION', Message: 'StartDate must be at least one day in the future' } }],
  [
    422,
    { Error: { Code: 'PRODUCT_UNAVAILABLE', Message: 'The requested product is not available for this publisher' } },
  ],
  [500, { Error: { Code: 'INTERNAL', Message: 'Upstream timeout' } }],
] as const;

function entriesFor(random: Random, campaign: SeedCampaign, bookedAt: number): Entry[] {
  const orderId = `SGF-O-${String(700_000 + campaign.id)}`;
  const publisherId = `PUB-${campaign.office.slug.split('-')[0]?.toUpperCase()}-${campaign.office.id}`;
  const outcome = (ok: number, response: unknown): Pick<Entry, 'status' | 'response'> => {
    if (!random.chance(0.08)) return { status: ok, response };
    const [status, failure] = random.pick(failures);
    return { status, response: failure };
  };
  const manual = random.chance(0.05);
  const entries: Entry[] = [
    {
      campaignId: campaign.id,
      type: 'product',
      endpoint: `${base}/products`,
      request: {
        ProductType: campaign.package.type,
        PublisherId: publisherId,
        CampaignId: campaign.id,
        Budget: campaign.budget / 100,
      },
      ...outcome(201, {
        Data: { PublisherId: publisherId, ProductType: campaign.package.type, CustomField7: `C${campaign.id}` },
      }),
      at: bookedAt + 30_000,
      manual,
    },
    {
      campaignId: campaign.id,
      type: 'order',
      endpoint: `${base}/orders`,
      request: { PublisherId: publisherId, CampaignId: campaign.id, PaymentMethod: campaign.paymentOption },
      ...outcome(201, { Data: { OrderId: orderId, Status: 'Booked' } }),
      at: bookedAt + 75_000,
      manual,
    },
  ];
  const extra = random.weighted<LogType | null>([
    ['preview', 4],
    ['status', 2],
    ['dates', 1],
    [campaign.status === 'cancelled' ? 'cancel' : null, 1],
    [null, 3],
  ]);
  if (extra) {
    entries.push({
      campaignId: campaign.id,
      type: extra,
      endpoint: extra === 'preview' ? `${base}/previews/${orderId}` : `${base}/orders/${orderId}/${extra}`,
      request: extra === 'preview' ? { OrderId: orderId } : { OrderId: orderId, Reason: `${extra} requested` },
      ...outcome(200, { Data: { OrderId: orderId, Status: extra === 'cancel' ? 'Cancelled' : 'Active' } }),
      at: bookedAt + random.int(1, 72) * 3_600_000,
      manual: false,
    });
  }
  return entries;
}

export function writePartnerLogs(ctx: SeedContext, people: People, campaigns: readonly SeedCampaign[]): void {
  const { store, calendar } = ctx;
  const random = ctx.random('partner-logs');
  const insertLog = inserter(store, 'partner_logs', [
    'campaign_id',
    'type',
    'endpoint',
    'request',
    'response',
    'status',
    'note',
    'created_by',
    'created_at',
    'updated_at',
  ]);
  const booked = campaigns.filter((campaign) => campaign.status !== null);
  const entries: Entry[] = [];
  for (const campaign of random.sample(booked, booked.length)) {
    if (entries.length >= total) break;
    if (campaign.bookedAt !== null) entries.push(...entriesFor(random, campaign, campaign.bookedAt));
  }
  const latest = calendar.today - 60_000;
  for (const entry of entries.slice(0, total).sort((a, b) => a.at - b.at || a.campaignId - b.campaignId)) {
    const at = Math.min(entry.at, latest);
    insertLog({
      campaign_id: entry.campaignId,
      type: entry.type,
      endpoint: entry.endpoint,
      request: JSON.stringify(entry.request),
      response: JSON.stringify(entry.response),
      status: entry.status,
      note: entry.manual ? 'Manually repeated after the partner timed out.' : null,
      created_by: entry.manual ? random.pick(people.platformStaff).id : null,
      created_at: at,
      updated_at: at,
    });
  }
}
