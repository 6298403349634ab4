import { screen, within } from '@testing-library/react';
import {
  PUBLIC_REPORT_SECTIONS,
  publicReportStatLabel,
  sectionTitle,
  STAT_KEYS,
  STAT_SECTIONS,
  statLabel,
  type CampaignStatsValues,
  type PublicReportStatKey,
} from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { formatStat } from '../../lib/stat-format.ts';
import { StatSections } from './stat-sections.tsx';

const stats = Object.fromEntries(STAT_KEYS.map((key, index) => [key, index * 1000])) as CampaignStatsValues;
stats.ctr = 1.5;

const boxesOf = (section: HTMLElement) =>
  within(section)
    .getAllByText(/./, { selector: 'p' })
    .map((p) => p.textContent);

describe('StatSections', () => {
  it('shows the four sections of the vocabulary with every stat, labelled and formatted for the surface', () => {
    renderWithProviders(
      <StatSections
        sections={STAT_SECTIONS}
        value={(key) => stats[key]}
        label={(key) => statLabel(key, 'dashboard')}
        title={(section) => sectionTitle(section, 'dashboard')}
        format={formatStat}
        display={{ kind: 'boxes', idPrefix: 'stats', cols: 4 }}
      />,
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Awareness', 'Interest and Engagement', 'Interest Indicators', 'Enquiry']);
    const interest = screen.getByRole('region', { name: 'Interest and Engagement' });
    expect(boxesOf(interest)).toEqual([
      'Clicks',
      '1,000',
      'Click-through rate',
      '1.50 %',
      'Social engagement',
      '3,000',
    ]);
    const indicators = screen.getByRole('region', { name: 'Interest Indicators' });
    expect(within(indicators).getByText('Live chat with a virtual property assistant')).toBeInTheDocument();
    // Zero is shown when zeros are not hidden (the dashboard shows every stat).
    expect(within(screen.getByRole('region', { name: 'Awareness' })).getByText('0')).toBeInTheDocument();
  });

  it('hides zero and missing boxes, and a section left with none (the public report)', () => {
    const report: Partial<Record<PublicReportStatKey, number>> = {
      impressions: 0,
      clicks: 4,
      interestAndEngagement: 9,
      socialEngagement: 0,
      enquiriesPhone: 2,
      // The compact report leaves the hidden boxes out altogether.
    };
    renderWithProviders(
      <StatSections
        sections={PUBLIC_REPORT_SECTIONS}
        value={(key) => report[key]}
        label={publicReportStatLabel}
        title={(section) => section.title}
        format={(_key, v) => String(v)}
        hideZero
        display={{ kind: 'boxes', idPrefix: 'card', cols: 3 }}
      />,
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Overview', 'Interest and Engagement', 'Enquiry']);
    expect(boxesOf(screen.getByRole('region', { name: 'Overview' }))).toEqual(['Clicks', '4']);
    expect(boxesOf(screen.getByRole('region', { name: 'Interest and Engagement' }))).toEqual([
      'Interest and engagement',
      '9',
    ]);
    expect(boxesOf(screen.getByRole('region', { name: 'Enquiry' }))).toEqual(['Phone enquiries', '2']);
  });

  it('draws a framed chart and table per section, or each section loading or failed', () => {
    const chart = (state: 'loading' | 'failed' | 'ready') =>
      renderWithProviders(
        <StatSections
          sections={STAT_SECTIONS}
          value={(key) => stats[key]}
          label={(key) => statLabel(key, 'globalReport')}
          title={(section) => sectionTitle(section, 'globalReport')}
          display={{ kind: 'chart', state, failedText: 'Not loaded.', tableHead: ['Measure', 'Value'] }}
        />,
      );
    const ready = chart('ready');
    const table = screen.getByRole('table', { name: 'Interest and Engagement' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['MeasureValue', 'Clicks1,000', 'Click-through rate (%)1.5', 'Social engagement3,000']);
    expect(screen.getByRole('table', { name: 'Enquiries' })).toBeInTheDocument();
    ready.unmount();
    chart('failed');
    expect(screen.getAllByText('Not loaded.')).toHaveLength(4);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("a rate among counts is a stat of its own above the chart, not a bar on the counts' axis; the table keeps it", () => {
    renderWithProviders(
      <StatSections
        sections={STAT_SECTIONS}
        value={(key) => stats[key]}
        label={(key) => statLabel(key, 'globalReport')}
        title={(section) => sectionTitle(section, 'globalReport')}
        isRate={(key) => key === 'ctr'}
        format={formatStat}
        display={{
          kind: 'chart',
          state: 'ready',
          failedText: 'x',
          tableHead: ['Measure', 'Value'],
          valueAxis: 'Count',
        }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Interest and Engagement' });
    expect(within(table).getByRole('row', { name: 'Click-through rate (%) 1.5' })).toBeInTheDocument();
    const stat = screen.getByText('1.50 %');
    expect(table).not.toContainElement(stat);
    expect(stat.previousElementSibling?.textContent).toBe('Click-through rate (%)');
  });
});
