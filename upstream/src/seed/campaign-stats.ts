import type { SeedCampaign } from './campaigns.ts';
import { dailyColumns } from '../store/campaign-report.ts';
import { rollUpAllStatsSql } from '../store/stat-rollup.ts';
import type { SeedContext } from './context.ts';

const columns = ['campaign_id', 'day', ...dailyColumns];
const costPerThousandCents = 900;

export function writeCampaignStats(ctx: SeedContext, campaigns: readonly SeedCampaign[]): void {
  const { store, calendar } = ctx;
  const random = ctx.random('campaign-stats');
  const statement = store.prepare(
    `INSERT INTO campaign_daily_stats (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
  );
  const upTo = (limit: number) => random.int(0, Math.max(0, Math.round(limit)));
  const sometimes = (probability: number) => (random.chance(probability) ? random.int(1, 2) : 0);

  for (const campaign of campaigns) {
    const lastDay = Math.min(campaign.deliveryEndOffset, 0);
    if (campaign.status === null || campaign.startOffset >= lastDay) continue;
    const duration = campaign.endOffset - campaign.startOffset;
    const dailyBudget = campaign.budget / duration;
    const baseImpressions = (dailyBudget / costPerThousandCents) * 1000;
    const clickRate = 0.006 + random.next() * 0.014;
    const listing = campaign.type === 'property' || campaign.type === 'property-extend';
    const video = campaign.package.videoRequired;
    let spent = 0;
    for (let offset = campaign.startOffset; offset < lastDay; offset += 1) {
      const ramp = offset - campaign.startOffset < 2 ? 0.6 : 1;
      const pace = ramp * (0.75 + random.next() * 0.5);
      const impressions = Math.round(baseImpressions * pace);
      const budgetSpent = Math.min(Math.round(dailyBudget * pace), campaign.budget - spent);
      spent += budgetSpent;
      statement.run(
        campaign.id,
        calendar.date(offset),
        impressions,
        Math.round(impressions * clickRate * (0.8 + random.next() * 0.4)),
        Math.round(impressions * (0.004 + random.next() * 0.008)),
        listing ? upTo(impressions / 400) : 0,
        upTo(impressions / (listing ? 150 : 400)),
        video ? upTo(impressions / 60) : 0,
        listing ? upTo(impressions / 500) : 0,
        sometimes(0.06),
        listing ? upTo(impressions / 700) : 0,
        sometimes(0.15),
        sometimes(0.12),
        sometimes(0.08),
        sometimes(0.06),
        budgetSpent,
      );
    }
  }
  // The global report's monthly roll-up of the rows just written (decision 071).
  store.exec(rollUpAllStatsSql);
}
