import { Table, VisuallyHidden } from '@mantine/core';
import { ChartDrawing } from '../../kit/charts/chart.tsx';
import { formatCount, formatDottedDay } from '../../lib/stat-format.ts';
import { texts as t } from './texts.ts';

export interface DailyChartProps {
  days: readonly { day: string; impressions: number; clicks: number }[];
}

/**
 * The days behind the totals: impressions and clicks per day as a line chart (hidden from screen
 * readers) and the same numbers as a table for them. Clicks have their own axis on the right; each
 * axis is titled with its series in the series' colour, the days (DD.MM.YYYY) along the bottom.
 */
export function DailyChart({ days }: DailyChartProps) {
  const data = days.map((d) => ({ day: formatDottedDay(d.day), impressions: d.impressions, clicks: d.clicks }));
  return (
    <>
      {/* The drawing (kit: lazy, aria-hidden, inert) is a picture of the table below. */}
      <ChartDrawing
        kind="line"
        height={260}
        data={data}
        dataKey="day"
        dataKeyLabel={t.day}
        valueFormatter={formatCount}
        series={[
          { name: 'impressions', label: t.stats.impressions, color: 'blue.7' },
          { name: 'clicks', label: t.stats.clicks, color: 'orange.8', rightAxis: true },
        ]}
      />
      <VisuallyHidden>
        <Table>
          <caption>{t.dailyTable}</caption>
          <thead>
            <tr>
              <th scope="col">{t.day}</th>
              <th scope="col">{t.stats.impressions}</th>
              <th scope="col">{t.stats.clicks}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{formatDottedDay(d.day)}</th>
                <td>{formatCount(d.impressions)}</td>
                <td>{formatCount(d.clicks)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </>
  );
}
