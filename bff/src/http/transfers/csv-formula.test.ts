import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { CsvFormulaGuard, neutraliseCell } from './csv-formula.ts';

/** Runs a CSV text through the guard in chunks of `size` bytes and answers the text sent. */
const guarded = (text: string, size: number): string => {
  const guard = new CsvFormulaGuard();
  const input = Buffer.from(text);
  const out: Buffer[] = [];
  for (let at = 0; at < input.length; at += size) out.push(...guard.push(input.subarray(at, at + size)));
  out.push(...guard.end());
  return Buffer.concat(out).toString();
};

const dangerous = ['=HYPERLINK("http://evil.test","x")', '+1+2', '-2+3', '@SUM(A1)', '\tTAB', '\rCR', '=1,2', 'a"b'];
const safe = ['plain', '-12.50', '+3', '42', '', 'Revenue - ex. GST', "'=already"];

describe('CsvFormulaGuard', () => {
  it('neutralises every formula cell and nothing else, whatever the chunk boundaries', () => {
    const rows = [
      ['Name', 'Amount', 'Note'],
      ...dangerous.map((cell, i) => [cell, safe[i % safe.length]!, cell]),
      ...safe.map((cell) => [cell, cell, 'x']),
    ];
    const csv = stringify(rows, { record_delimiter: 'windows' });
    const expected = rows.map((row) => row.map(neutraliseCell));
    for (const size of [1, 2, 3, 7, 64, csv.length]) {
      const parsed = parse(guarded(csv, size), { relax_column_count: true }) as string[][];
      assert.deepEqual(parsed, expected, `chunks of ${size}`);
    }
  });

  it('leaves a file without formulas byte for byte, as the chunks it was given', () => {
    const csv = stringify([
      ['a', 'b'],
      ['-1.5', 'x y'],
    ]);
    const guard = new CsvFormulaGuard();
    const chunk = Buffer.from(csv);
    const out = guard.push(chunk);
    assert.equal(out.length, 1);
    assert.equal(out[0]!.buffer, chunk.buffer);
    assert.deepEqual(guard.end(), []);
  });

  it('neutralises the users export name =HYPERLINK(...) in an unquoted and a quoted cell', () => {
    assert.equal(
      guarded('id,name\n1,=HYPERLINK(x)\n2,"=HYPERLINK(""a"",""b"")"\n', 5),
      `id,name\n1,'=HYPERLINK(x)\n2,"'=HYPERLINK(""a"",""b"")"\n`,
    );
  });
});
