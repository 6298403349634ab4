import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { Chart, formatChartNumber } from './chart.tsx';
import { chartTexts } from './texts.ts';

const days = [
  { day: '2026-11-01', impressions: 12034, clicks: 41 },
  { day: '2026-11-02', impressions: 9876.5, clicks: 0 },
];
const series = [
  { name: 'impressions', label: 'Impressions', color: 'blue.6' },
  { name: 'clicks', label: 'Clicks', color: 'teal.6' },
];

describe('Chart', () => {
  it('carries the same numbers in a table named by its caption, for people and screen readers', () => {
    renderWithProviders(<Chart title="Daily results" data={days} dataKey="day" dataKeyLabel="Day" series={series} />);
    const table = screen.getByRole('table', { name: 'Daily results' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'DayImpressionsClicks',
      '2026-11-0112,03441',
      '2026-11-029,876.50',
    ]);
    expect(screen.getByRole('figure', { name: 'Daily results' })).toContainElement(table);
  });

  it('"Show the numbers" shows the table and says so; the formatter reads the values', async () => {
    const { user } = renderWithProviders(
      <Chart
        title="Spend"
        kind="bar"
        data={[{ office: 'Bondi', cents: 1250 }]}
        dataKey="office"
        dataKeyLabel="Office"
        series={[{ name: 'cents', label: 'Spent', color: 'grape.6' }]}
        valueFormatter={(c) => `$${(c / 100).toFixed(2)}`}
        formatKey={(o) => `Office ${o}`}
      />,
    );
    const toggle = screen.getByRole('button', { name: chartTexts.showNumbers });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: chartTexts.hideNumbers })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('row', { name: 'Office Bondi $12.50' })).toBeVisible();
  });

  it('formats numbers for people', () => {
    expect(formatChartNumber(1234567.891)).toBe('1,234,567.89');
  });
});
