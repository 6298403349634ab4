import '@mantine/charts/styles.layer.css';
import { LineChart } from '@mantine/charts';
import { Table, VisuallyHidden } from '@mantine/core';
import { formatCount, formatDay } from '../../lib/stat-format.ts';
import { texts as t } from './texts.ts';

export interface DailyChartProps {
  days: readonly { day: string; impressions: number; clicks: number }[];
}

/**
 * The days behind the totals: impressions and clicks per day as a line chart (hidden from screen
 * readers) and the same numbers as a table for them. Clicks have their own axis on the right.
 */
export default function DailyChart({ days }: DailyChartProps) {
  const data = days.map((d) => ({ day: formatDay(d.day), impressions: d.impressions, clicks: d.clicks }));
  return (
    <>
      {/* The chart is a picture of the table below: out of the accessibility tree and the tab order. */}
      <div aria-hidden="true" inert>
        <LineChart
          h={260}
          data={data}
          dataKey="day"
          withRightYAxis
          rightYAxisProps={{ width: 40 }}
          yAxisProps={{ width: 56 }}
          valueFormatter={formatCount}
          withLegend
          curveType="monotone"
          withDots={data.length <= 31}
          series={[
            { name: 'impressions', label: t.stats.impressions, color: 'blue.7' },
            { name: 'clicks', label: t.stats.clicks, color: 'orange.8', yAxisId: 'right' },
          ]}
        />
      </div>
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
                <th scope="row">{formatDay(d.day)}</th>
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
