import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { csvText, neutraliseCell } from './csv.ts';

describe('the sandbox CSV writer', () => {
  it('quotes every field, the header and empty ones too, and neutralises formulas in every locale', () => {
    assert.equal(
      csvText(['id', 'office', 'note', 'amount', 'empty'], [[5001, 'Acme;=1+2;@SUM(A1)', '\t=1', '-12.50', null]]),
      `"id","office","note","amount","empty"\n"5001","Acme;'=1+2;'@SUM(A1)","'\t'=1","-12.50",""\n`,
    );
    assert.equal(
      csvText([{ key: 'name', header: 'Name' }], [{ name: '=HYPERLINK("x")' }]),
      `"Name"\n"'=HYPERLINK(""x"")"\n`,
    );
  });

  it('keeps a plain number, neutralises a number-like fragment inside a field', () => {
    for (const kept of ['-12.50', '+3', 'plain', 'Revenue - ex. GST', '']) assert.equal(neutraliseCell(kept), kept);
    assert.equal(neutraliseCell('a;-5'), "a;'-5");
    assert.equal(neutraliseCell('note\n-cmd|x'), "note\n'-cmd|x");
    assert.equal(neutraliseCell('\r'), "'\r");
  });
});
