/** Tables on stdout and the targets each scenario is judged against. */

export interface Check {
  target: string;
  measured: string;
  /** null when the target could not be measured (the output says why). */
  pass: boolean | null;
  note?: string;
}

export interface ScenarioReport {
  name: string;
  /** Tables of measurements, printed in order. */
  tables: { title: string; headers: string[]; rows: (string | number)[][] }[];
  checks: Check[];
  notes: string[];
  /** Everything measured, for the JSON file. */
  data: Record<string, unknown>;
}

export const newReport = (name: string): ScenarioReport => ({ name, tables: [], checks: [], notes: [], data: {} });

export const fmt = (n: number, digits = 2): string => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
export const ms = (n: number): string => `${fmt(n, 2)} ms`;
export const signedMs = (n: number): string => `${n >= 0 ? '+' : '-'}${fmt(Math.abs(n), 2)} ms`;
export const int = (n: number): string => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : 'n/a');
export const ratio = (n: number): string => `${fmt(n, 2)}x`;
export const kib = (bytes: number): string => `${fmt(bytes / 1024, 1)} KiB`;

export const printTable = (title: string, headers: string[], rows: (string | number)[][]): void => {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) =>
    `  ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')}`;
  process.stdout.write(`\n ${title}\n`);
  process.stdout.write(`${line(headers)}\n`);
  process.stdout.write(`  ${widths.map((w) => '-'.repeat(w)).join('  ')}\n`);
  for (const r of cells.slice(1)) process.stdout.write(`${line(r)}\n`);
};

export const verdict = (pass: boolean | null): string => (pass === null ? 'NOT MEASURED' : pass ? 'PASS' : 'MISS');

export const printReport = (report: ScenarioReport): void => {
  process.stdout.write(`\n== ${report.name} ==\n`);
  for (const t of report.tables) printTable(t.title, t.headers, t.rows);
  if (report.checks.length) {
    printTable(
      'targets',
      ['target', 'measured', 'result'],
      report.checks.map((c) => [c.target, c.measured + (c.note ? ` (${c.note})` : ''), verdict(c.pass)]),
    );
  }
  for (const n of report.notes) process.stdout.write(`  note: ${n}\n`);
};

export const progress = (text: string): void => {
  process.stderr.write(`  … ${text}\n`);
};
