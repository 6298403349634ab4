import '@mantine/charts/styles.layer.css';
import { BarChart, LineChart } from '@mantine/charts';
import type { ChartSpec } from './chart-types.ts';

/**
 * The drawing of a chart (@mantine/charts over recharts). Loaded lazily by `Chart`, so the chart
 * library only reaches the pages that draw one (its own budget in web/bundle-budget.json). The
 * drawing is hidden from assistive technology (no keyboard layer either): a table beside it carries
 * the same numbers.
 */
export default function ChartCanvas({ kind, data, dataKey, series, height, valueFormatter, orientation }: ChartSpec) {
  const rightAxis = series.some((s) => s.rightAxis);
  const common = {
    h: height,
    data: data as Record<string, string | number>[],
    dataKey,
    series: series.map((s) => ({
      name: s.name,
      label: s.label,
      color: s.color,
      ...(s.rightAxis ? { yAxisId: 'right' } : {}),
    })),
    withRightYAxis: rightAxis,
    ...(rightAxis ? { rightYAxisProps: { width: 40 }, yAxisProps: { width: 56 } } : {}),
    valueFormatter,
    withLegend: series.length > 1,
    tickLine: 'x' as const,
    gridAxis: 'y' as const,
    // Nothing focusable inside the hidden picture: the table is the accessible form.
    accessibilityLayer: false,
  };
  return (
    <div aria-hidden="true">
      {kind === 'line' ? (
        <LineChart {...common} curveType="monotone" withDots={data.length <= 31} />
      ) : (
        <BarChart
          {...common}
          orientation={orientation}
          {...(orientation === 'vertical' ? { yAxisProps: { width: 160 } } : {})}
        />
      )}
    </div>
  );
}
