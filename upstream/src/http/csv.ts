import { pipeline } from 'node:stream/promises';
import { stringify, type ColumnOption, type Options, type Stringifier } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';
import type { Response } from 'express';

/**
 * The sandbox's one CSV writer: every export (orders, partner orders, modified campaigns, users,
 * packages, the global report, a campaign's daily stats, the audience template) is written by
 * csv-stringify with the same options: a header row, every field quoted (RFC 4180, `"` doubled;
 * empty fields too), and every string neutralised against spreadsheet formulas (`neutraliseCell`).
 * The BFF applies the same rule to every CSV it streams, whatever the upstream wrote
 * (bff/src/http/transfers/csv-formula.ts; decisions 069 and 075).
 */

const NUMBER = /^[+-]\d+(\.\d+)?$/;
const MAX_NUMBER_LENGTH = 64;
const FRAGMENT = /[;\t\r\n]/;
const FORMULA_START = /[=+\-@\t\r]/;

/**
 * A string cell neutralised: a plain number (`-12.50`) as it is; else `'` before the start of the
 * value and of each fragment after `;` (Excel in German, French or Dutch splits on it), a tab, a CR
 * or a LF that starts with `=`, `+`, `-`, `@`, a tab or a CR.
 */
export const neutraliseCell = (value: string): string => {
  if (NUMBER.test(value) && value.length <= MAX_NUMBER_LENGTH) return value;
  let out = '';
  let start = true;
  for (const c of value) {
    if (start && FORMULA_START.test(c)) out += "'";
    out += c;
    start = FRAGMENT.test(c);
  }
  return out;
};

export type CsvColumns = readonly string[] | readonly ColumnOption[];

const options = (columns: CsvColumns): Options => ({
  header: true,
  columns: [...columns] as Options['columns'],
  quoted: true,
  quoted_empty: true,
  cast: { string: neutraliseCell },
});

/** A stream writing records (arrays in column order, or objects by column key) as CSV. */
export const csvWriter = (columns: CsvColumns): Stringifier => stringify(options(columns));

/** A whole small CSV file at once (the audience template). */
export const csvText = (columns: CsvColumns, records: readonly unknown[]): string =>
  stringifySync([...records] as unknown[][], options(columns));

/**
 * Streams `records` as an attachment named `fileName` (or, with null, with only the content
 * type). When the client goes away or a record fails, `release` runs (it closes the database
 * iterator the records come from) and the response ends without its terminating chunk.
 */
export const sendCsv = async (
  res: Response,
  fileName: string | null,
  columns: CsvColumns,
  records: Iterable<unknown>,
  release?: () => void,
): Promise<void> => {
  res.set({
    'Content-Type': 'text/csv; charset=utf-8',
    ...(fileName === null ? {} : { 'Content-Disposition': `attachment; filename="${fileName}"` }),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  try {
    await pipeline(records, csvWriter(columns), res);
  } catch (error) {
    release?.();
    if (!res.destroyed) res.destroy(error instanceof Error ? error : undefined);
  }
};
