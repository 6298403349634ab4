import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { CsvFormulaGuard, neutraliseCell, startsFormula } from './csv-formula.ts';

/** Runs CSV bytes through the guard in chunks of `size` bytes and answers the text sent. */
const guarded = (input: Buffer | string, size: number): string => {
  const guard = new CsvFormulaGuard();
  const bytes = Buffer.from(input);
  const out: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) out.push(...guard.push(bytes.subarray(at, at + size)));
  out.push(...guard.end());
  return Buffer.concat(out).toString();
};

/** Chunk sizes that put a boundary at every offset of short cells: 1 to 33 bytes, and the whole file. */
const SIZES = [...Array.from({ length: 33 }, (_, i) => i + 1), 64, 4096];

/** A small seeded generator: the same shapes on every run. */
const random = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed / 0x7fffffff;
};
const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)]!;

const PIECES = [
  '=',
  '+',
  '-',
  '@',
  '\t',
  '\r',
  '\n',
  '\r\n',
  ';',
  ',',
  '"',
  '""',
  "'",
  ' ',
  'Acme',
  'SUM(A1)',
  '1',
  '12.50',
  '-12.50',
  '+3',
  'é',
  '€',
  '\uFEFF',
  '=HYPERLINK("http://evil.test","x")',
];
const cell = (next: () => number): string => {
  const parts = Math.floor(next() * 5);
  let out = '';
  for (let i = 0; i < parts; i += 1) out += pick(next, PIECES);
  return out;
};

/** Every field quoted (RFC 4180), rows ending in CRLF or LF, an optional byte order mark first. */
const FIELD = String.raw`"(?:[^"]|"")*"`;
const ROW = `(?:${FIELD}(?:,${FIELD})*)?`;
const ALL_QUOTED = new RegExp(`^\uFEFF?${ROW}(?:\r?\n${ROW})*$`);

/** The value is a plain number, or none of its fragments starts a formula (at its start, after each `;`, tab, CR or LF). */
const assertNeutral = (value: string) => {
  if (!startsFormula(value) && /^[+-]/.test(value)) return;
  for (let i = 0; i < value.length; i += 1)
    if (i === 0 || /[;\t\r\n]/.test(value[i - 1]!))
      assert.ok(!/[=+\-@\t\r]/.test(value[i]!), `a formula at ${i} of ${JSON.stringify(value)}`);
};

describe('neutraliseCell', () => {
  it('puts a quote mark before every fragment that starts a formula, and keeps numbers', () => {
    assert.equal(neutraliseCell('Acme;=1+2;@SUM(A1)'), "Acme;'=1+2;'@SUM(A1)");
    assert.equal(neutraliseCell('\t=1'), "'\t'=1");
    assert.equal(neutraliseCell('\r'), "'\r");
    assert.equal(neutraliseCell('a\n-cmd|x'), "a\n'-cmd|x");
    for (const kept of ['-12.50', '+3', '42', 'plain', 'Revenue - ex. GST', "'=already", ''])
      assert.equal(neutraliseCell(kept), kept);
    // Inside a field a number-like fragment is no number: `+3\t--` is one cell to a `;` spreadsheet.
    assert.equal(neutraliseCell('a;-5;+1.25'), "a;'-5;'+1.25");
    assert.equal(neutraliseCell('+3\t--'), "'+3\t'--");
    assert.equal(neutraliseCell(`-${'1'.repeat(64)}`), `'-${'1'.repeat(64)}`);
    const next = random(3);
    for (let i = 0; i < 5000; i += 1) {
      const value = cell(next);
      const out = neutraliseCell(value);
      assertNeutral(out);
      assert.equal(out.replaceAll("'", ''), value.replaceAll("'", ''), 'only quote marks are added');
    }
  });
});

describe('CsvFormulaGuard', () => {
  it('re-writes generated files every field quoted and neutralised, whatever the input style and chunk boundaries', () => {
    const next = random(17);
    for (let file = 0; file < 40; file += 1) {
      const columns = 1 + Math.floor(next() * 4);
      const rows = Array.from({ length: 1 + Math.floor(next() * 6) }, () =>
        Array.from({ length: columns }, () => cell(next)),
      );
      // A row of one empty field is written as a blank line by some writers: not generated here.
      for (const row of rows) if (row.length === 1 && row[0] === '') row[0] = 'x';
      // A first field starting with U+FEFF is a byte order mark to every reader.
      if (rows[0]![0]!.startsWith('\uFEFF')) rows[0]![0] = `x${rows[0]![0]}`;
      const crlf = next() < 0.5;
      const bom = next() < 0.3;
      // Fields holding a CR or LF quoted, as RFC 4180 wants (csv-stringify quotes only the record delimiter).
      const input = stringify(rows, {
        record_delimiter: crlf ? 'windows' : 'unix',
        quoted: next() < 0.3,
        quoted_match: /[\r\n]/,
        bom,
      });
      const expected = rows.map((row) => row.map(neutraliseCell));
      for (const size of SIZES) {
        const out = guarded(input, size);
        assert.match(out, ALL_QUOTED, `every field quoted (${JSON.stringify(input)}, chunks of ${size})`);
        assert.equal(out.startsWith('\uFEFF'), bom, 'the byte order mark is kept');
        assert.deepEqual(parse(out, { bom: true, relax_column_count: true }), expected, `chunks of ${size}`);
        for (const row of parse(out, { bom: true }) as string[][]) for (const value of row) assertNeutral(value);
        if (size === 1) assert.equal(out.endsWith('\r\n'), crlf, 'rows end as they ended');
      }
    }
  });

  it('quotes an unquoted upstream file, neutralises the semicolon locales, keeps CRLF, a BOM and blank lines', () => {
    const input =
      '\uFEFFid,office,note,amount\r\n5001,Acme;=1+2;@SUM(A1),\t=1,-12.50\r\n\r\n5002,"=HYPERLINK(""a"",""b"")",,+3\r\n';
    const expected =
      '\uFEFF"id","office","note","amount"\r\n"5001","Acme;\'=1+2;\'@SUM(A1)","\'\t\'=1","-12.50"\r\n\r\n' +
      '"5002","\'=HYPERLINK(""a"",""b"")","","+3"\r\n';
    for (const size of SIZES) assert.equal(guarded(input, size), expected, `chunks of ${size}`);
    // LF rows, no final line end, a lone CR starting a field, a malformed quote.
    const lenient = 'a,b\n\rX,a"b\n"x"y,';
    for (const size of SIZES) assert.equal(guarded(lenient, size), '"a","b"\n"\'\rX","a""b"\n"xy",""');
  });

  it('holds no more than a number fragment: a huge cell streams out chunk by chunk', () => {
    const guard = new CsvFormulaGuard();
    const chunk = Buffer.alloc(64 * 1024, '7');
    const first = Buffer.concat([Buffer.from('"-'), chunk]);
    let sent = guard.push(first).reduce((n, b) => n + b.length, 0);
    assert.ok(sent >= first.length, 'the start of the cell went out at once');
    for (let i = 0; i < 100; i += 1) {
      const out = guard.push(Buffer.from(chunk.toString().replaceAll('7', i % 2 ? '"' : ';')));
      const length = out.reduce((n, b) => n + b.length, 0);
      assert.ok(length >= chunk.length && length <= 4 * chunk.length + 256, String(length));
      sent += length;
    }
    sent += guard.end().reduce((n, b) => n + b.length, 0);
    assert.ok(sent > 100 * chunk.length);
  });
});
