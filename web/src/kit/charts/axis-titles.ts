import type { ChartSpec } from './chart-types.ts';

export interface AxisTitle {
  text: string;
  /** The series' colour when the axis shows one series; null (the text colour) when it shows several. */
  color: string | null;
}

const titleOf = (series: ChartSpec['series']): AxisTitle | null =>
  series.length === 0
    ? null
    : { text: series.map((s) => s.label).join(' · '), color: series.length === 1 ? series[0]!.color : null };

/**
 * Which title goes on which axis: the left value axis names the series drawn against it, the right
 * one the series marked `rightAxis` (so a series is never named on the other's axis), the category
 * axis `dataKeyLabel`. Bars laid out vertically have their values along the bottom and the
 * categories on the left.
 */
export function axisTitles(spec: Pick<ChartSpec, 'kind' | 'orientation' | 'series' | 'dataKeyLabel'>): {
  x: AxisTitle | null;
  y: AxisTitle | null;
  right: AxisTitle | null;
} {
  const left = titleOf(spec.series.filter((s) => !s.rightAxis));
  const right = titleOf(spec.series.filter((s) => s.rightAxis));
  const category = spec.dataKeyLabel ? { text: spec.dataKeyLabel, color: null } : null;
  if (spec.kind === 'bar' && spec.orientation === 'vertical') return { x: left, y: category, right: null };
  return { x: category, y: left, right };
}
