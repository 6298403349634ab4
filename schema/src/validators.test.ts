import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  dateRangeRequired,
  dropdownSelected,
  isEmail,
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
