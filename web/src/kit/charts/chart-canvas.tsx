import '@mantine/charts/styles.layer.css';
// The legend's keys are Mantine colour swatches, whose styles the signed-in shell loads
// (mantine-signed-in.css): without them the legend shows names only.
import { BarChart, LineChart } from '@mantine/charts';
import { getThemeColor, useMantineTheme } from '@mantine/core';
import { axisTitles, type AxisTitle } from './axis-titles.ts';
import type { ChartSpec } from './chart-types.ts';

/**
 * The drawing of a chart (@mantine/charts over recharts). Loaded lazily by `Chart`, so the chart
 * library only reaches the pages that draw one (its own budget in web/bundle-budget.json). The
 * drawing is hidden from assistive technology (no keyboard layer either): a table beside it carries
 * the same numbers. Each value axis is titled with the series it shows, in their colour when it
 * shows one series (axis-titles.ts); the legend carries a coloured key per series.
 */
export default function ChartCanvas(spec: ChartSpec) {
  const { kind, data, dataKey, series, height, valueFormatter, orientation } = spec;
  const theme = useMantineTheme();
  const titles = axisTitles(spec);
  const colour = (c: string | null) => (c ? getThemeColor(c, theme) : 'currentColor');
  const label = (title: AxisTitle | null, side: 'left' | 'right' | 'bottom') =>
    title
      ? {
          value: title.text,
          angle: side === 'bottom' ? 0 : side === 'left' ? -90 : 90,
          position:
            side === 'bottom'
              ? ('insideBottom' as const)
              : side === 'left'
                ? ('insideLeft' as const)
                : ('insideRight' as const),
          offset: side === 'bottom' ? -4 : 0,
          style: { textAnchor: 'middle' as const, fill: colour(title.color), fontSize: 12, fontWeight: 600 },
        }
      : undefined;
  const tick = (title: { color: string | null } | null, dx: number) => ({
    transform: `translate(${dx}, 0)`,
    fontSize: 12,
    fill: colour(title?.color ?? null),
  });
  const rightAxis = series.some((s) => s.rightAxis);
  const vertical = kind === 'bar' && orientation === 'vertical';
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
    xAxisProps: { label: label(titles.x, 'bottom'), height: titles.x ? 44 : undefined },
    yAxisProps: {
      width: vertical ? 160 : rightAxis ? 72 : 64,
      label: label(titles.y, 'left'),
      ...(vertical ? {} : { tick: tick(titles.y, -10) }),
    },
    ...(rightAxis
      ? { rightYAxisProps: { width: 64, label: label(titles.right, 'right'), tick: tick(titles.right, 10) } }
      : {}),
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
        <BarChart {...common} orientation={orientation} />
      )}
    </div>
  );
}
