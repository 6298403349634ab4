/** One line or bar series of a chart: its key in each row, its label and its colour. */
export interface ChartSeriesSpec {
  name: string;
  label: string;
  color: string;
}

/** What a chart draws: rows keyed by `dataKey` (the x axis), one numeric value per series. */
export interface ChartSpec {
  kind: 'line' | 'bar';
  data: readonly Record<string, string | number>[];
  dataKey: string;
  series: readonly ChartSeriesSpec[];
  /** The drawing's height in pixels. */
  height: number;
  /** How values read on the axis, in tooltips and in the table (numbers for people by default). */
  valueFormatter: (value: number) => string;
}
