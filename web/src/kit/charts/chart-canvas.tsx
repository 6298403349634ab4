import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import type { ChartSpec } from './chart-types.ts';

/**
 * The drawing of a chart (@mantine/charts over recharts). Loaded lazily by `Chart`, so the chart
 * library only reaches the pages that draw one (its own budget in web/bundle-budget.json). The
 * drawing is hidden from assistive technology: `Chart`'s table carries the same numbers.
 */
export default function ChartCanvas({ kind, data, dataKey, series, height, valueFormatter }: ChartSpec) {
  const common = {
    h: height,
    data: data as Record<string, string | number>[],
    dataKey,
    series: series.map((s) => ({ name: s.name, label: s.label, color: s.color })),
    valueFormatter,
    withLegend: series.length > 1,
    tickLine: 'x' as const,
    gridAxis: 'y' as const,
  };
  return (
    <div aria-hidden="true">
      {kind === 'line' ? (
        <LineChart {...common} curveType="monotone" withDots={data.length <= 31} />
      ) : (
        <BarChart {...common} />
      )}
    </div>
  );
}
