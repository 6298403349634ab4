/** Reading Prometheus exposition text in tests. */

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

export const parseSamples = (text: string): Sample[] =>
  text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const m = LINE.exec(line);
      if (!m) throw new Error(`not a sample line: ${line}`);
      const labels: Record<string, string> = {};
      for (const [, key, value] of (m[2] ?? '').matchAll(LABEL))
        labels[key!] = value!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
      return { name: m[1]!, labels, value: Number(m[3]) };
    });

/** The samples of one metric name whose labels include `labels`. */
export const samplesOf = (text: string, name: string, labels: Record<string, string> = {}): Sample[] =>
  parseSamples(text).filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));

/** The value of the one sample matching; throws when there is none or more than one. */
export const sampleValue = (text: string, name: string, labels: Record<string, string> = {}): number => {
  const found = samplesOf(text, name, labels);
  if (found.length !== 1)
    throw new Error(
      `expected one sample of ${name} ${JSON.stringify(labels)}, found ${found.length}:\n${found.map((s) => JSON.stringify(s)).join('\n')}`,
    );
  return found[0]!.value;
};

/** The value of the matching sample, 0 when there is none. */
export const sampleValueOr0 = (text: string, name: string, labels: Record<string, string> = {}): number => {
  const found = samplesOf(text, name, labels);
  return found.length ? sampleValue(text, name, labels) : 0;
};
