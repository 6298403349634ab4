import { dayMs, isoDate } from './calendar.ts';
import type { SeedCampaign } from './campaigns.ts';
import { CREATIVE_SIZE_KEYS, type CreativeKind } from '@portal/schema';
import { creativeUrl } from './clients.ts';
import type { SeedContext } from './context.ts';
import { inserter } from './insert.ts';
import type { Organisations } from './organisations.ts';
import type { SeedProperty } from './properties.ts';
import type { People } from './users.ts';

const internalNotes = [
  'Vendor asked to move the start date; confirmed with the office.',
  'Creative refreshed with the new hero image.',
  'Client requested an extra report recipient.',
  'Checked budget pacing with the partner; on track.',
  'Agent called about enquiries; walked them through the dashboard.',
  'Invoice query resolved with accounts.',
  'Listing price updated on the ad copy.',
];
const adjustmentRemarks = [
  'Partial refund for late start',
  'Bonus media credit',
  'Rebate agreed with client',
  'Pricing correction',
];

const kindOf = (campaign: SeedCampaign): CreativeKind =>
  campaign.type === 'office' ? 'office' : campaign.type === 'agent' ? 'agent' : 'property';

export function writeCampaignExtras(
  ctx: SeedContext,
  organisations: Organisations,
  people: People,
  properties: readonly SeedProperty[],
  campaigns: readonly SeedCampaign[],
): void {
  const { store, calendar } = ctx;
  const random = ctx.random('campaign-extras');
  const insertCreative = inserter(store, 'campaign_creatives', ['campaign_id', 'size', 'url']);
  const insertImage = inserter(store, 'campaign_images', ['campaign_id', 'position', 'file_id']);
  const insertNote = inserter(store, 'campaign_notes', ['campaign_id', 'type', 'note', 'created_by', 'created_at']);
  const insertAdjustment = inserter(store, 'campaign_adjustments', [
    'campaign_id',
    'adjustment_date',
    'label',
    'amount',
    'remarks',
    'created_by',
    'created_at',
  ]);
  const imagesByOffice = new Map<number, number[]>();
  for (const property of properties) {
    const images = imagesByOffice.get(property.officeId) ?? [];
    images.push(...property.imageIds.slice(0, 1));
    imagesByOffice.set(property.officeId, images);
  }
  const staff = people.platformStaff;
  const latest = calendar.today - dayMs;

  for (const campaign of campaigns) {
    const client = organisations.clientOf(campaign.office);
    if (campaign.status !== null) {
      for (const size of CREATIVE_SIZE_KEYS) {
        insertCreative({
          campaign_id: campaign.id,
          size,
          url: `${creativeUrl(client, kindOf(campaign), size)}?campaign=${campaign.id}`,
        });
      }
    }
    if (campaign.type === 'agent') {
      random.sample(imagesByOffice.get(campaign.office.id) ?? [], random.int(1, 4)).forEach((fileId, position) => {
        insertImage({ campaign_id: campaign.id, position, file_id: fileId });
      });
    }
    const noteAt = (offsetDays: number) =>
      Math.min(campaign.createdAt + offsetDays * dayMs + random.int(30, 600) * 60_000, latest);
    if (random.chance(0.1)) {
      for (let count = random.int(1, 3); count > 0; count -= 1) {
        insertNote({
          campaign_id: campaign.id,
          type: 'internal',
          note: random.pick(internalNotes),
          created_by: random.pick(staff).id,
          created_at: noteAt(random.int(0, 20)),
        });
      }
    }
    if (campaign.status === 'cancelled' || campaign.status === 'stopped') {
      insertNote({
        campaign_id: campaign.id,
        type: campaign.status === 'cancelled' ? 'cancel' : 'status-change',
        note:
          campaign.status === 'cancelled'
            ? 'Property sold before the campaign finished.'
            : 'Paused at the vendor’s request.',
        created_by: random.pick(staff).id,
        created_at: calendar.at(Math.min(campaign.deliveryEndOffset, -1), random.int(480, 1000)),
      });
    }
    if (campaign.status === 'finished' && random.chance(0.06)) {
      for (let count = random.int(1, 2); count > 0; count -= 1) {
        const at = calendar.at(Math.min(campaign.endOffset + random.int(1, 20), -1), random.int(480, 1000));
        insertAdjustment({
          campaign_id: campaign.id,
          adjustment_date: isoDate(at),
          label: random.pick(['Revenue - ex. GST', 'TTV - ex. GST']),
          amount: random.pick([-1, 1]) * random.int(20, 400) * 100,
          remarks: random.chance(0.7) ? random.pick(adjustmentRemarks) : null,
          created_by: random.pick(staff).id,
          created_at: at,
        });
      }
    }
  }
}
