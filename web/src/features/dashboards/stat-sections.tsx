import { sectionTitle, STAT_SECTIONS, statLabel, type CampaignStatsValues } from '@portal/schema';
import { StatSections as Sections } from '../../kit/stats/stat-sections.tsx';
import { formatStat } from '../../lib/stat-format.ts';

/**
 * The four stat sections of the spec (section 2.8), every stat shown, numbers formatted for people;
 * two boxes a row on a phone, four from the medium breakpoint.
 */
export function StatSections({ stats }: { stats: CampaignStatsValues }) {
  return (
    <Sections
      sections={STAT_SECTIONS}
      value={(key) => stats[key]}
      label={(key) => statLabel(key, 'dashboard')}
      title={(section) => sectionTitle(section, 'dashboard')}
      format={formatStat}
      display={{ kind: 'boxes', idPrefix: 'stats', cols: { base: 2, md: 4 } }}
    />
  );
}
