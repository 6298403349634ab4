import type { Metric, Registry } from 'prom-client';

/**
 * Counters and histograms for the hot path. prom-client's own `inc(labels)` / `observe(labels)`
 * build a label hash string and validate the labels on every call; here a series is a small
 * integer key that the caller computes from its bounded label sets (an index into a known list),
 * so counting is a Map update and a histogram observation writes into a Float64Array made once per
 * series. Label objects are made only when Prometheus scrapes. Both register with a prom-client
 * Registry like its own metrics (same exposition, escaping and content type).
 */

type Labels = Record<string, string>;

interface ExportedValue {
  metricName?: string;
  labels: Labels;
  value: number;
}

interface Family {
  name: string;
  help: string;
  type: 'counter' | 'histogram';
  aggregator: 'sum';
  get(): Promise<{
    name: string;
    help: string;
    type: 'counter' | 'histogram';
    aggregator: 'sum';
    values: ExportedValue[];
  }>;
  reset(): void;
}

const register = (registry: Registry, family: Family) => registry.registerMetric(family as unknown as Metric);

export class KeyedCounter implements Family {
  readonly name: string;
  readonly help: string;
  readonly type = 'counter' as const;
  readonly aggregator = 'sum' as const;
  readonly #labelsOf: (key: number) => Labels;
  readonly #values = new Map<number, number>();

  constructor(registry: Registry, opts: { name: string; help: string; labelsOf: (key: number) => Labels }) {
    this.name = opts.name;
    this.help = opts.help;
    this.#labelsOf = opts.labelsOf;
    register(registry, this);
  }

  inc(key: number): void {
    this.#values.set(key, (this.#values.get(key) ?? 0) + 1);
  }

  /** The count of one series (tests, and callers that derive something from it). */
  value(key: number): number {
    return this.#values.get(key) ?? 0;
  }

  async get() {
    const values: ExportedValue[] = [];
    for (const [key, value] of [...this.#values].sort((a, b) => a[0] - b[0]))
      values.push({ labels: this.#labelsOf(key), value });
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  reset(): void {
    this.#values.clear();
  }
}

export class KeyedHistogram implements Family {
  readonly name: string;
  readonly help: string;
  readonly type = 'histogram' as const;
  readonly aggregator = 'sum' as const;
  readonly #labelsOf: (key: number) => Labels;
  readonly #bounds: Float64Array;
  /** Per series: a count per bucket (not cumulative), then the total count, then the sum. */
  readonly #series = new Map<number, Float64Array>();

  constructor(
    registry: Registry,
    opts: { name: string; help: string; buckets: readonly number[]; labelsOf: (key: number) => Labels },
  ) {
    this.name = opts.name;
    this.help = opts.help;
    this.#labelsOf = opts.labelsOf;
    this.#bounds = Float64Array.from([...opts.buckets].sort((a, b) => a - b));
    register(registry, this);
  }

  observe(key: number, value: number): void {
    const bounds = this.#bounds;
    const n = bounds.length;
    let slots = this.#series.get(key);
    if (slots === undefined) this.#series.set(key, (slots = new Float64Array(n + 2)));
    let i = 0;
    while (i < n && value > bounds[i]!) i++;
    if (i < n) slots[i]! += 1;
    slots[n]! += 1;
    slots[n + 1]! += value;
  }

  async get() {
    const values: ExportedValue[] = [];
    const n = this.#bounds.length;
    for (const [key, slots] of [...this.#series].sort((a, b) => a[0] - b[0])) {
      const labels = this.#labelsOf(key);
      let cumulative = 0;
      for (let i = 0; i < n; i++) {
        cumulative += slots[i]!;
        values.push({
          metricName: `${this.name}_bucket`,
          labels: { ...labels, le: String(this.#bounds[i]) },
          value: cumulative,
        });
      }
      values.push({ metricName: `${this.name}_bucket`, labels: { ...labels, le: '+Inf' }, value: slots[n]! });
      values.push({ metricName: `${this.name}_sum`, labels, value: slots[n + 1]! });
      values.push({ metricName: `${this.name}_count`, labels, value: slots[n]! });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  reset(): void {
    this.#series.clear();
  }
}
