import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from 'csv-parse/sync';
import { neutraliseCell } from '../../bff/src/http/transfers/csv-formula.ts';
import { ok } from '../support/answers.ts';
import { signedInClients } from '../support/helpers.ts';
import { startStack, type Stack } from '../support/stack.ts';

/**
 * Spreadsheet formulas in the exports (issue 31, finding 9; decision 075): an office named
 * `Acme;=1+2;@SUM(A1)` (a formula to Excel in German, French or Dutch, which splits on `;`), an
 * order marked free of charge with `\t=1`, and a user with both names, exported through the BFF:
 * every field is quoted, and no cell, nor any piece of the file between `;`, tabs and line ends,
 * starts a formula.
 */

const SEMICOLON = 'Acme;=1+2;@SUM(A1)';
const TAB = '\t=1';
const ACME = '1';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const ORDERS = `query ($filters: OrderFiltersInput!) { orders(filters: $filters) { items { id campaignId office { id } } totalCount } }`;
const UPDATE_OFFICE = `mutation ($input: UpdateOfficeInput!) { updateOffice(input: $input) { office { id details { name } } } }`;
const FREE = `mutation ($input: MarkOrderFreeOfChargeInput!) { markOrderFreeOfCharge(input: $input) { freeOfCharge } }`;
const CREATE_USER = `mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id } } }`;

const FIELD = String.raw`"(?:[^"]|"")*"`;
const ROW = `${FIELD}(?:,${FIELD})*`;
const ALL_QUOTED = new RegExp(`^\uFEFF?${ROW}(?:\r?\n${ROW})*\r?\n?$`);

/** Every field quoted, and no piece of the file a spreadsheet could read as a cell starts a formula. */
const assertSafe = (text: string) => {
  assert.match(text, ALL_QUOTED, 'every field is quoted');
  for (const piece of text.split(/[;\t\r\n]/))
    assert.doesNotMatch(piece, /^[=+\-@]/, `a formula in ${JSON.stringify(piece)}`);
};

describe('CSV exports: every field quoted, formulas neutralised in every locale', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(() => stack.close());
  const as = signedInClients(() => stack.url);

  it('the orders export with an office named Acme;=1+2;@SUM(A1) and a free-of-charge text \\t=1', async () => {
    const admin = await as('admin@sandbox.test');
    const range = { clientId: ACME, bookedFrom: day(-400), bookedTo: day(0) };
    const order = (
      await ok<{ orders: { items: { campaignId: string; office: { id: string } }[] } }>(admin, ORDERS, {
        filters: range,
      })
    ).orders.items[0]!;
    const renamed = await ok<{ updateOffice: { office: { details: { name: string } } } }>(admin, UPDATE_OFFICE, {
      input: { id: order.office.id, name: SEMICOLON },
    });
    assert.equal(renamed.updateOffice.office.details.name, SEMICOLON);
    const free = await ok<{ markOrderFreeOfCharge: { freeOfCharge: string } }>(admin, FREE, {
      input: { campaignId: order.campaignId, text: TAB },
    });
    const filters = { ...range, officeIds: [order.office.id] };
    const res = await admin.fetch(`/downloads/orders.csv?${new URLSearchParams({ filters: JSON.stringify(filters) })}`);
    assert.equal(res.status, 200);
    const text = await res.text();
    assertSafe(text);
    const rows = parse(text, { columns: true, bom: true }) as Record<string, string>[];
    const row = rows.find((r) => r['Campaign ID'] === order.campaignId)!;
    assert.ok(row, text.slice(0, 500));
    assert.equal(row['Office'], "Acme;'=1+2;'@SUM(A1)");
    assert.equal(row['Free of Charge'], neutraliseCell(free.markOrderFreeOfCharge.freeOfCharge));
    assert.match(row['Free of Charge']!, /^'/);
    // Money stays a number (quoted): a spreadsheet still reads it as one.
    for (const r of rows) assert.match(r['Price']!, /^-?\d+\.\d{2}$/);
  });

  it('the users export with a user named Acme;=1+2;@SUM(A1) \\t=1', async () => {
    const admin = await as('admin@sandbox.test');
    const offices = (
      await ok<{ officeLookup: { id: string }[] }>(admin, `query ($c: ID) { officeLookup(clientId: $c) { id } }`, {
        c: ACME,
      })
    ).officeLookup;
    await ok(admin, CREATE_USER, {
      input: {
        firstName: SEMICOLON,
        lastName: `x${TAB}`,
        email: 'semicolon.user@sandbox.test',
        role: 'AGENT_USER',
        clientId: ACME,
        officeIds: [offices[0]!.id],
      },
    });
    const res = await admin.fetch(`/downloads/users.csv?clientId=${ACME}&search=semicolon.user`);
    assert.equal(res.status, 200);
    const text = await res.text();
    assertSafe(text);
    const rows = parse(text, { columns: true, bom: true }) as Record<string, string>[];
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!['First Name'], "Acme;'=1+2;'@SUM(A1)");
    assert.equal(rows[0]!['Last Name'], "x\t'=1");
  });
});
