import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { chainFilters, CsvColumnDrop, CsvHeaderTooLongError, isMoneyHeader } from './csv-columns.ts';
import { CsvFormulaGuard } from '../../http/transfers/csv-formula.ts';
import type { ChunkFilter } from './upstream-stream.ts';

/** Runs a CSV text through `filter` in chunks of `size` bytes and answers the text sent. */
const through = (filter: ChunkFilter, text: string, size: number): string => {
  const input = Buffer.from(text);
  const out: Buffer[] = [];
  for (let at = 0; at < input.length; at += size) out.push(...filter.push(input.subarray(at, at + size)));
  out.push(...filter.end());
  return Buffer.concat(out).toString();
};

describe('CsvColumnDrop', () => {
  const rows = [
    ['Budget spent ($)', 'Date', 'Note, with comma', 'Price', 'Clicks', 'Budget spent ($)'],
    ['12.50', '2026-01-05', 'say "hi",\nthen go', '900.00', '7', '1.00'],
    ['', '2026-01-06', '', '', '0', ''],
    ['3', '2026-01-07', '"quoted"', '5', '1', '2'],
  ];
  it('drops the columns the header names, whatever the chunk boundaries, line ends and quoting', () => {
    for (const delimiter of ['unix', 'windows'] as const) {
      const csv = stringify(rows, { record_delimiter: delimiter, quoted: delimiter === 'windows' });
      for (const size of [1, 2, 3, 5, 17, csv.length]) {
        const parsed = parse(through(new CsvColumnDrop(isMoneyHeader), csv, size)) as string[][];
        assert.deepEqual(
          parsed,
          rows.map((row) => [row[1], row[2], row[4]]),
          `${delimiter} ${size}`,
        );
      }
    }
  });

  it('keeps a file with no money column as it is, byte for byte', () => {
    const csv = stringify([
      ['Date', 'Clicks'],
      ['2026-01-05', '7'],
    ]);
    assert.equal(through(new CsvColumnDrop(isMoneyHeader), csv, 3), csv);
  });

  it('chained before the formula guard: the dropped column is gone and formulas are neutralised', () => {
    const csv = stringify([
      ['Name', 'Budget spent ($)'],
      ['=1+2', '10'],
    ]);
    const out = through(chainFilters(new CsvColumnDrop(isMoneyHeader), new CsvFormulaGuard()), csv, 2);
    assert.deepEqual(parse(out), [['Name'], ["'=1+2"]]);
  });

  it('refuses a header row past its bound (no file is sent on)', () => {
    const drop = new CsvColumnDrop(isMoneyHeader);
    assert.throws(() => {
      for (let i = 0; i < 100; i += 1) drop.push(Buffer.alloc(1024, 0x61));
    }, CsvHeaderTooLongError);
  });

  it('money headers: dollars, price, budget, amount, cost, spend, revenue, fee, TTV', () => {
    for (const h of [
      'Budget spent ($)',
      'Price',
      'Amount',
      'Total cost',
      'Spent',
      'Revenue - ex. GST',
      'TTV - ex. GST',
    ])
      assert.equal(isMoneyHeader(h), true, h);
    for (const h of ['Date', 'Impressions', 'CTR (%)', 'Clicks', 'Enquiry via email'])
      assert.equal(isMoneyHeader(h), false, h);
  });
});
