import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';

/** A bar chart (a picture for sighted readers; the table beside it holds the same numbers for everyone). */
export function Bars({ data, label }: { data: { name: string; value: number }[]; label: string }) {
  return (
    <div aria-hidden="true">
      <BarChart
        h={Math.max(160, Math.min(data.length, 12) * 28)}
        data={data.slice(0, 12)}
        dataKey="name"
        orientation="vertical"
        yAxisProps={{ width: 160 }}
        series={[{ name: 'value', label, color: 'blue.6' }]}
        withTooltip={false}
        // No keyboard layer: the picture is hidden from assistive technology, the table holds its numbers.
        barChartProps={{ accessibilityLayer: false }}
      />
    </div>
  );
}
