import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  dateRangeRequired,
  domainList,
  dropdownSelected,
  formatCents,
  formatKilobytes,
  isAuthorisedDomain,
  isEmail,
  isHttpsUrl,
  listItems,
  matches,
  maxListLen,
  passwordStrength,
  phoneFormat,
} from './validators.ts';

const table = <A extends unknown[]>(name: string, fn: (...args: A) => boolean, rows: [A, boolean][]) =>
  describe(name, () => {
    for (const [args, expected] of rows) {
      it(`${JSON.stringify(args)} → ${expected}`, () => assert.equal(fn(...args), expected));
    }
  });

table('matches', matches, [
  [['secret', 'secret'], true],
  [['secret', ''], true],
  [['secret', null], true],
  [['secret', undefined], true],
  [['secret', 'Secret'], false],
  [['', 'x'], false],
]);

table('dateRangeRequired', dateRangeRequired, [
  [['2026-01-01', 0], true],
  [[['2026-01-01', '2026-01-31'], 0], true],
  [[null, 0], false],
  [['', 0], false],
  [[[], 0], false],
  [[null, 1], true],
  [[undefined, 3], true],
]);

table('passwordStrength', passwordStrength, [
  [['Abcdefg1'], true],
  [['Abcdefg!'], true],
  [['Abc defg'], true],
  [['Abcdef1'], false],
  [['abcdefg1'], false],
  [['ABCDEFG1'], false],
  [['Abcdefgh'], false],
  [['Abcdefg_'], false],
  [['.Abcdefg1'], false],
  [['\nAbcdefg1'], false],
  [['Sandbox#2026'], true],
]);

table('phoneFormat', phoneFormat, [
  [['0412345678'], true],
  [['041234567'], true],
  [['04123456'], false],
  [[''], false],
]);

table('dropdownSelected', dropdownSelected, [
  [['acme'], true],
  [['0'], true],
  [[''], false],
  [[null], false],
  [[undefined], false],
]);

table('maxListLen', maxListLen, [
  [['2000,2010,2020,2030', 4], true],
  [['2000,2010,2020,2030,2040', 4], false],
  [['', 4], true],
  [['   ', 4], true],
  [[null, 4], true],
  [['2000', 1], true],
  [['2000,2010', 1], false],
  [[['2000', '2010', '2020', '2030'], 4], true],
  [[['2000', '2010', '2020', '2030', '2040'], 4], false],
  [[[], 4], true],
]);

table('isHttpsUrl', isHttpsUrl, [
  [['https://acme.test/listing/1'], true],
  [['HTTPS://acme.test'], true],
  [['http://acme.test'], false],
  [['acme.test'], false],
  [['https://'], false],
  [['https:// acme'], false],
  [[''], false],
  [['ftp://acme.test'], false],
]);

table('isAuthorisedDomain', isAuthorisedDomain, [
  [['https://acme.test/agents/ann', 'acme.test'], true],
  [['https://www.acme.test/agents/ann', 'acme.test'], false],
  [['https://www.acme.test/agents/ann', '*.acme.test'], true],
  [['https://a.b.acme.test/', '*.acme.test'], true],
  [['https://acme.test/', '*.acme.test'], false],
  [['https://notacme.test/', '*.acme.test'], false],
  [['https://evilacme.test/', 'acme.test, *.acme.test'], false],
  [['https://Harbour.TEST/x', 'acme.test , harbour.test'], true],
  [['https://harbour.test/x', ['acme.test', ' Harbour.test ']], true],
  [['https://harbour.test/x', ''], false],
  [['not a url', 'acme.test'], false],
]);

table('isEmail', isEmail, [
  [['agent@sandbox.test'], true],
  [['first.last+tag@mail.example.com.au'], true],
  [['agent@sandbox'], false],
  [['agent sandbox.test'], false],
  [['@sandbox.test'], false],
  [['agent@@sandbox.test'], false],
  [[''], false],
]);

describe('domainList and listItems', () => {
  it('split comma lists, trim and drop blanks', () => {
    assert.deepEqual(domainList(' Acme.test, ,*.harbour.test '), ['acme.test', '*.harbour.test']);
    assert.deepEqual(domainList(null), []);
    assert.deepEqual(listItems('2000, 2010,,'), ['2000', '2010']);
    assert.deepEqual(listItems([' 3000 ', '']), ['3000']);
  });
});

describe('formatKilobytes (bytes divided by 1000, rounded)', () => {
  it('rounds to whole kilobytes', () => {
    assert.equal(formatKilobytes(1024000), '1024 KB');
    assert.equal(formatKilobytes(1499), '1 KB');
    assert.equal(formatKilobytes(1500), '2 KB');
    assert.equal(formatKilobytes(0), '0 KB');
  });
});

describe('formatCents (integer cents as dollars)', () => {
  it('two decimals with thousands separators', () => {
    assert.equal(formatCents(129995), '$1,299.95');
    assert.equal(formatCents(5), '$0.05');
    assert.equal(formatCents(123456789), '$1,234,567.89');
    assert.equal(formatCents(-2500), '-$25.00');
  });
  it('the whole-number form rounds to the dollar', () => {
    assert.equal(formatCents(129995, { whole: true }), '$1,300');
    assert.equal(formatCents(129949, { whole: true }), '$1,299');
    assert.equal(formatCents(150, { whole: true }), '$2');
    assert.equal(formatCents(100000000, { whole: true }), '$1,000,000');
  });
  it('refuses amounts that are not whole cents', () => {
    assert.throws(() => formatCents(12.5), RangeError);
  });
});
