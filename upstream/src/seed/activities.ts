import { flag } from '../store/database.ts';
import { dayMs } from './calendar.ts';
import type { CampaignType, SeedCampaign } from './campaigns.ts';
import type { SeedContext } from './context.ts';
import { inserter } from './insert.ts';
import type { Organisations } from './organisations.ts';
import type { SeedOrder } from './orders.ts';
import type { People, SeedPerson } from './users.ts';

type Draft = {
  at: number;
  message: string;
  createdBy: SeedPerson | null;
  campaignId: number | null;
  recipients: Set<number>;
};

const total = 500;
const windowDays = 120;
const keyUsers = [1, 2, 3, 4];
const unreadPerKeyUser = 4;
const typeLabels: Record<CampaignType, string> = {
  property: 'a property',
  'property-extend': 'an agent extend',
  agent: 'an agent',
  office: 'an office',
};

export function writeActivities(
  ctx: SeedContext,
  organisations: Organisations,
  people: People,
  campaigns: readonly SeedCampaign[],
  orders: readonly SeedOrder[],
): void {
  const { store, calendar } = ctx;
  const random = ctx.random('activities');
  const from = calendar.at(-windowDays);
  const until = calendar.today - 60_000;
  const drafts: Draft[] = [];
  const staff = () => [1, 2, ...random.sample(people.platformStaff, 1).map((user) => user.id)];
  const officeTeam = (campaign: SeedCampaign) => [
    ...people.officeAdminsOf(campaign.office.id).map((user) => user.id),
    ...people.clientAdminsOf(campaign.clientId).map((user) => user.id),
  ];
  const add = (
    at: number,
    message: string,
    createdBy: SeedPerson | null,
    campaignId: number | null,
    recipients: number[],
  ) => {
    if (at < from || at > until) return;
    const unique = new Set(recipients.filter((id) => id !== createdBy?.id));
    if (unique.size > 0) drafts.push({ at, message, createdBy, campaignId, recipients: unique });
  };
  const morning = (offset: number) => calendar.at(offset, random.int(420, 600));

  for (const campaign of campaigns) {
    if (campaign.bookedAt === null || campaign.endOffset < -windowDays) continue;
    const name = campaign.displayName;
    const bookedBy = campaign.bookedBy;
    add(
      campaign.bookedAt,
      `${bookedBy.firstName} ${bookedBy.lastName} booked ${typeLabels[campaign.type]} campaign for ${name}.`,
      bookedBy,
      campaign.id,
      [...officeTeam(campaign), ...(random.chance(0.3) ? staff() : [])],
    );
    const started = campaign.status !== null && campaign.status !== 'booked' && campaign.status !== 'upcoming';
    if (started && campaign.deliveryEndOffset > campaign.startOffset) {
      add(morning(campaign.startOffset), `Campaign #${campaign.id} for ${name} is now live.`, null, campaign.id, [
        bookedBy.id,
        ...people.officeAdminsOf(campaign.office.id).map((user) => user.id),
      ]);
    }
    if (campaign.status === 'finished') {
      add(
        morning(campaign.endOffset),
        `Campaign #${campaign.id} for ${name} has finished. The final report is ready.`,
        null,
        campaign.id,
        [bookedBy.id, ...officeTeam(campaign)],
      );
    }
    if (campaign.status === 'cancelled') {
      const canceller = random.pick(people.platformStaff);
      add(
        morning(Math.min(campaign.deliveryEndOffset, -1)),
        `Campaign #${campaign.id} for ${name} was cancelled.`,
        canceller,
        campaign.id,
        [bookedBy.id, ...officeTeam(campaign), ...staff()],
      );
    }
  }
  for (const order of orders) {
    if (order.invoicedAt === null) continue;
    const { campaign } = order;
    add(order.invoicedAt, `Invoice issued for order #${order.id} (${campaign.displayName}).`, null, campaign.id, [
      ...people.clientAdminsOf(campaign.clientId).map((user) => user.id),
      ...(campaign.paymentOption === 'trading-terms' ? staff() : []),
    ]);
  }
  for (const office of organisations.offices) {
    if (office.status !== 'published') continue;
    for (let offset = -windowDays + random.int(0, 6); offset < 0; offset += 7) {
      const admins = people.officeAdminsOf(office.id).map((user) => user.id);
      add(
        morning(offset),
        `The automated campaign report for ${organisations.officeName(office)} was sent.`,
        null,
        null,
        admins,
      );
    }
  }

  const chosen = random.sample(drafts, total).sort((a, b) => a.at - b.at);
  const insertActivity = inserter(store, 'activities', [
    'message',
    'created_by',
    'is_client_user',
    'campaign_id',
    'created_at',
  ]);
  const insertRecipient = inserter(store, 'activity_recipients', ['user_id', 'activity_id', 'read_at']);
  const forcedUnread = new Map<Draft, number[]>();
  for (const userId of keyUsers) {
    for (const draft of chosen.filter((candidate) => candidate.recipients.has(userId)).slice(-unreadPerKeyUser)) {
      forcedUnread.set(draft, [...(forcedUnread.get(draft) ?? []), userId]);
    }
  }
  for (const draft of chosen) {
    const activityId = insertActivity({
      message: draft.message,
      created_by: draft.createdBy?.id ?? null,
      is_client_user: flag(draft.createdBy !== null && draft.createdBy.clientId !== null),
      campaign_id: draft.campaignId,
      created_at: draft.at,
    });
    const recent = draft.at > calendar.today - 3 * dayMs;
    for (const userId of [...draft.recipients].sort((a, b) => a - b)) {
      const unread = forcedUnread.get(draft)?.includes(userId) === true || random.chance(recent ? 0.7 : 0.08);
      insertRecipient({
        user_id: userId,
        activity_id: activityId,
        read_at: unread ? null : Math.min(draft.at + random.int(5, 2880) * 60_000, until),
      });
    }
  }
}
