/** One line or bar series of a chart: its key in each row, its label and its colour. */
export interface ChartSeriesSpec {
  name: string;
  label: string;
  color: string;
  /** The right-hand axis, for a series of another scale (e.g. clicks beside impressions). */
  rightAxis?: boolean;
}

/** What a chart draws: rows keyed by `dataKey` (the x axis), one numeric value per series. */
export interface ChartSpec {
  kind: 'line' | 'bar';
  data: readonly Record<string, string | number>[];
  dataKey: string;
  /** The category axis's title (e.g. Date, Office); the value axes are titled with their series. */
  dataKeyLabel?: string;
  series: readonly ChartSeriesSpec[];
  /** The drawing's height in pixels. */
  height: number;
  /** How values read on the axis, in tooltips and in the table (numbers for people by default). */
  valueFormatter: (value: number) => string;
  /** Bars laid out horizontally (names on the y axis), for long names. */
  orientation?: 'horizontal' | 'vertical';
}
