import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from 'csv-parse/sync';
import { print } from 'graphql';
import { OrdersPageDocument } from '../../web/src/__generated__/graphql.ts';
import { codeOf, ok } from '../support/answers.ts';
import type { Browserish } from '../support/graphql-client.ts';
import { signedInClients } from '../support/helpers.ts';
import { startStack, type Stack } from '../support/stack.ts';

/**
 * Orders and finance through the BFF against the sandbox over HTTP: the filtered page and its total,
 * every role's columns (whole answers scanned for what a role may not see), forged client ids and
 * another client's order, the finance inputs' refusals with nothing written, two staff toggling
 * invoiced at once, the CSV export of exactly the filter, and the global report's range rule.
 */

const ORDERS_PAGE = print(OrdersPageDocument);
const ORDERS = `query ($filters: OrderFiltersInput!, $page: Int) { orders(filters: $filters, page: $page) {
  items { id campaignId name office { id name slug } type status startDate bookedAt price noteCount freeOfCharge invoiced invoicedDate adjustmentCount adjustmentTotal }
  totalCount totalPages } }`;
const NOTES = `query ($campaignId: ID!) { orderNotes(campaignId: $campaignId) { id note author createdAt } }`;
const ADD_NOTE = `mutation ($input: AddOrderNoteInput!) { addOrderNote(input: $input) { campaignId notes { id note author } } }`;
const FREE = `mutation ($input: MarkOrderFreeOfChargeInput!) { markOrderFreeOfCharge(input: $input) { campaignId freeOfCharge } }`;
const INVOICE = `mutation ($input: SetOrderInvoicedInput!) { setOrderInvoiced(input: $input) { orderId invoiced invoicedDate } }`;
const ADJUSTMENTS = `query ($campaignId: ID!) { orderAdjustments(campaignId: $campaignId) { id date label amount remarks } }`;
const ADD_ADJUSTMENT = `mutation ($input: AddOrderAdjustmentInput!) { addOrderAdjustment(input: $input) { adjustment { id amount label date remarks } } }`;
const DELETE_ADJUSTMENT = `mutation ($input: DeleteOrderAdjustmentInput!) { deleteOrderAdjustment(input: $input) { adjustmentId } }`;
const REPORT = `query ($filters: GlobalReportFiltersInput!) { globalReport(filters: $filters) {
  offices { id title campaignCount } packages { id title campaignCount } stats { impressions clicks ctr enquiriesForm } } }`;
const CREATE_USER = `mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id } } }`;
const LOOKUPS = `query ($clientId: ID) { officeLookup(clientId: $clientId) { id title } clientLookup { id title } }`;

type Order = {
  id: string;
  campaignId: string;
  name: string;
  office: { id: string; name: string };
  status: string | null;
  bookedAt: string | null;
  price: number | null;
  noteCount: number | null;
  freeOfCharge: string | null;
  invoiced: boolean | null;
  invoicedDate: string | null;
  adjustmentCount: number | null;
  adjustmentTotal: number | null;
};
type OrdersAnswer = { orders: { items: Order[]; totalCount: number; totalPages: number } };

const ACME = '1';
const HARBOUR = '2';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('orders and finance through the BFF', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(() => stack.close());

  const as = signedInClients(() => stack.url);
  const acmeOffices = async (b: Browserish) =>
    (await ok<{ officeLookup: { id: string; title: string }[] }>(b, LOOKUPS, { clientId: ACME })).officeLookup;

  it('filters by client, two offices, a status and a booking range; the total and the pages agree', async () => {
    const admin = await as('admin@sandbox.test');
    const offices = (await acmeOffices(admin)).slice(0, 2).map((o) => o.id);
    const filters = {
      clientId: ACME,
      officeIds: offices,
      statuses: ['finished'],
      bookedFrom: day(-400),
      bookedTo: day(0),
    };
    const first = await ok<OrdersAnswer>(admin, ORDERS, { filters, page: 1 });
    const { totalCount, totalPages } = first.orders;
    assert.ok(totalCount > 10, `a filter of more than one page (${totalCount})`);
    assert.equal(totalPages, Math.ceil(totalCount / 10));
    const seen = new Set<string>();
    for (let page = 1; page <= totalPages; page += 1) {
      const { items } = (await ok<OrdersAnswer>(admin, ORDERS, { filters, page })).orders;
      assert.equal(items.length, page < totalPages ? 10 : totalCount - 10 * (totalPages - 1));
      for (const o of items) {
        assert.ok(offices.includes(o.office.id));
        assert.equal(o.status, 'Finished');
        seen.add(o.id);
      }
    }
    assert.equal(seen.size, totalCount, 'every order once over the pages');
    // A start after the end is refused before any call.
    const bad = await admin.gql(ORDERS, { filters: { ...filters, bookedFrom: day(0), bookedTo: day(-1) } });
    assert.equal(codeOf(bad), 'BAD_USER_INPUT');
  });

  it("shows each role only its columns and its client's orders; forged ids are FORBIDDEN", async () => {
    const clientAdmin = await as('clientadmin@sandbox.test');
    const mine = await ok<OrdersAnswer>(clientAdmin, ORDERS, { filters: {} });
    assert.ok(mine.orders.items.length > 0);
    const acme = new Set((await acmeOffices(await as('admin@sandbox.test'))).map((o) => o.id));
    for (const o of mine.orders.items) {
      assert.ok(acme.has(o.office.id), 'only Acme orders');
      assert.equal(o.noteCount, null);
      assert.equal(o.freeOfCharge, null);
      assert.equal(o.adjustmentCount, null);
      assert.equal(o.adjustmentTotal, null);
      assert.equal(typeof o.price, 'number');
      assert.equal(typeof o.invoiced, 'boolean');
    }
    assert.equal(codeOf(await clientAdmin.gql(ORDERS, { filters: { clientId: HARBOUR } })), 'FORBIDDEN');
    const campaignId = mine.orders.items[0]!.campaignId;
    for (const [query, variables] of [
      [NOTES, { campaignId }],
      [ADJUSTMENTS, { campaignId }],
      [ADD_NOTE, { input: { campaignId, note: 'x' } }],
      [FREE, { input: { campaignId, text: 'x' } }],
      [ADD_ADJUSTMENT, { input: { campaignId, date: day(0), label: 'TTV - ex. GST', amount: '1.00' } }],
    ] as const) {
      assert.equal(codeOf(await clientAdmin.gql(query, variables)), 'FORBIDDEN', query);
    }
    // The whole page's answer holds no note, free-of-charge or adjustment data.
    const page = await clientAdmin.gql(ORDERS_PAGE, {
      filters: {},
      page: 1,
      listed: true,
      officeClientId: null,
    });
    assert.equal(page.errors, undefined, JSON.stringify(page.errors));
    const text = JSON.stringify(page.data);
    assert.doesNotMatch(text, /"(noteCount|freeOfCharge|adjustmentCount|adjustmentTotal)":(?!null)/);

    const officeAdmin = await as('officeadmin@sandbox.test');
    const theirs = await ok<OrdersAnswer>(officeAdmin, ORDERS, { filters: {} });
    for (const o of theirs.orders.items) {
      assert.equal(o.price, null, 'no prices for office admins');
      assert.equal(typeof o.invoiced, 'boolean');
    }
    const agent = await as('agent@sandbox.test');
    assert.equal(codeOf(await agent.gql(ORDERS, { filters: {} })), 'FORBIDDEN');

    // Another client's order: the invoice toggle is refused and nothing is written.
    const admin = await as('admin@sandbox.test');
    const harbour = (await ok<OrdersAnswer>(admin, ORDERS, { filters: { clientId: HARBOUR, invoiced: false } })).orders
      .items[0]!;
    // Found nowhere in the client admin's own orders: NOT_FOUND, nothing written.
    assert.equal(
      codeOf(
        await clientAdmin.gql(INVOICE, {
          input: { orderId: harbour.id, campaignId: harbour.campaignId, invoiced: true },
        }),
      ),
      'FORBIDDEN',
    );
    const after = (
      await ok<OrdersAnswer>(admin, ORDERS, { filters: { clientId: HARBOUR, search: harbour.campaignId } })
    ).orders.items[0]!;
    assert.equal(after.invoiced, false);
  });

  it('adds and lists notes, marks free of charge, and refuses an empty note', async () => {
    const admin = await as('admin@sandbox.test');
    const order = (await ok<OrdersAnswer>(admin, ORDERS, { filters: { clientId: ACME } })).orders.items[0]!;
    const empty = await admin.gql(ADD_NOTE, { input: { campaignId: order.campaignId, note: '   ' } });
    assert.equal(codeOf(empty), 'BAD_USER_INPUT');
    const before = await ok<{ orderNotes: unknown[] }>(admin, NOTES, { campaignId: order.campaignId });
    const added = await ok<{ addOrderNote: { notes: { note: string; author: string }[] } }>(admin, ADD_NOTE, {
      input: { campaignId: order.campaignId, note: 'Called the office about the invoice.' },
    });
    assert.equal(added.addOrderNote.notes.length, before.orderNotes.length + 1);
    assert.equal(added.addOrderNote.notes[0]!.note, 'Called the office about the invoice.');
    assert.ok(added.addOrderNote.notes[0]!.author);
    const free = await ok<{ markOrderFreeOfCharge: { freeOfCharge: string } }>(admin, FREE, {
      input: { campaignId: order.campaignId, text: 'Goodwill: late start' },
    });
    assert.equal(free.markOrderFreeOfCharge.freeOfCharge, 'Goodwill: late start');
    const row = (await ok<OrdersAnswer>(admin, ORDERS, { filters: { clientId: ACME, search: order.campaignId } }))
      .orders.items[0]!;
    assert.equal(row.freeOfCharge, 'Goodwill: late start');
    assert.equal(row.noteCount, before.orderNotes.length + 1);
  });

  it('records adjustments in cents, refuses 12.345 and abc writing nothing, and deletes', async () => {
    const admin = await as('admin@sandbox.test');
    const order = (await ok<OrdersAnswer>(admin, ORDERS, { filters: { clientId: HARBOUR } })).orders.items[0]!;
    const campaignId = order.campaignId;
    const count = async () =>
      (await ok<{ orderAdjustments: { amount: number }[] }>(admin, ADJUSTMENTS, { campaignId })).orderAdjustments;
    const before = await count();
    for (const amount of ['12.345', 'abc', '', '1e3']) {
      const res = await admin.gql(ADD_ADJUSTMENT, {
        input: { campaignId, date: day(0), label: 'Revenue - ex. GST', amount },
      });
      assert.equal(codeOf(res), 'BAD_USER_INPUT', amount);
      const fields = res.errors?.[0]?.extensions?.fieldErrors as { name: string }[];
      assert.deepEqual(
        fields.map((f) => f.name),
        ['amount'],
      );
    }
    const badLabel = await admin.gql(ADD_ADJUSTMENT, {
      input: { campaignId, date: day(0), label: 'Other', amount: '1' },
    });
    assert.equal(codeOf(badLabel), 'BAD_USER_INPUT');
    assert.equal((await count()).length, before.length, 'nothing written');
    const a = await ok<{ addOrderAdjustment: { adjustment: { id: string; amount: number } } }>(admin, ADD_ADJUSTMENT, {
      input: { campaignId, date: day(0), label: 'Revenue - ex. GST', amount: '0.10', remarks: 'Rebate' },
    });
    const b = await ok<{ addOrderAdjustment: { adjustment: { id: string; amount: number } } }>(admin, ADD_ADJUSTMENT, {
      input: { campaignId, date: day(0), label: 'TTV - ex. GST', amount: '-0.30' },
    });
    assert.equal(a.addOrderAdjustment.adjustment.amount, 10);
    assert.equal(b.addOrderAdjustment.adjustment.amount, -30);
    const row = (await ok<OrdersAnswer>(admin, ORDERS, { filters: { clientId: HARBOUR, search: campaignId } })).orders
      .items[0]!;
    const sum = before.reduce((s, x) => s + x.amount, 0);
    assert.equal(row.adjustmentTotal, sum - 20, 'summed in cents: 0.10 - 0.30 is exactly -0.20');
    assert.equal(row.adjustmentCount, before.length + 2);
    await ok(admin, DELETE_ADJUSTMENT, { input: { campaignId, adjustmentId: a.addOrderAdjustment.adjustment.id } });
    await ok(admin, DELETE_ADJUSTMENT, { input: { campaignId, adjustmentId: b.addOrderAdjustment.adjustment.id } });
    assert.equal((await count()).length, before.length);
  });

  it('two staff toggling invoiced on one order at once end in one consistent state', async () => {
    const [one, two] = await Promise.all([as('admin@sandbox.test'), as('superadmin@sandbox.test')]);
    const order = (await ok<OrdersAnswer>(one, ORDERS, { filters: { clientId: ACME, invoiced: false } })).orders
      .items[0]!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        ok<{ setOrderInvoiced: { invoiced: boolean; invoicedDate: string | null } }>(i % 2 ? one : two, INVOICE, {
          input: { orderId: order.id, campaignId: order.campaignId, invoiced: i % 3 !== 0 },
        }),
      ),
    );
    for (const { setOrderInvoiced: a } of answers) assert.equal(a.invoiced, a.invoicedDate !== null);
    const row = (await ok<OrdersAnswer>(one, ORDERS, { filters: { clientId: ACME, search: order.campaignId } })).orders
      .items[0]!;
    assert.equal(row.invoiced, row.invoicedDate !== null, 'invoiced and its date agree');
    const set = await ok<{ setOrderInvoiced: { invoiced: boolean; invoicedDate: string } }>(one, INVOICE, {
      input: { orderId: order.id, campaignId: order.campaignId, invoiced: true },
    });
    assert.equal(set.setOrderInvoiced.invoiced, true);
    assert.ok(set.setOrderInvoiced.invoicedDate);
  });

  it("exports exactly the filter's orders (every page) as Orders Export - {date}.csv, neutralised", async () => {
    const admin = await as('admin@sandbox.test');
    const filters = { clientId: ACME, statuses: ['finished', 'in progress'], bookedFrom: day(-200), bookedTo: day(0) };
    const { totalCount } = (await ok<OrdersAnswer>(admin, ORDERS, { filters })).orders;
    const res = await admin.fetch(`/downloads/orders.csv?${new URLSearchParams({ filters: JSON.stringify(filters) })}`);
    assert.equal(res.status, 200);
    assert.match(
      res.headers.get('content-disposition') ?? '',
      /^attachment; filename="Orders Export - \d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parse(await res.text(), { columns: true }) as Record<string, string>[];
    assert.equal(rows.length, totalCount);
    for (const row of rows) assert.match(row['Status']!, /^(Finished|In Progress)$/);
    // A client admin may export its own client only; an office admin not at all.
    const clientAdmin = await as('clientadmin@sandbox.test');
    const forged = { clientId: HARBOUR };
    assert.equal(
      (await clientAdmin.fetch(`/downloads/orders.csv?${new URLSearchParams({ filters: JSON.stringify(forged) })}`))
        .status,
      403,
    );
    const officeAdmin = await as('officeadmin@sandbox.test');
    assert.equal((await officeAdmin.fetch(`/downloads/orders.csv?filters=%7B%7D`)).status, 403);
    assert.equal((await admin.fetch(`/downloads/orders.csv?filters=nope`)).status, 400);
  });

  it('a user named =HYPERLINK(...) comes out neutralised in the users export', async () => {
    const admin = await as('admin@sandbox.test');
    const offices = await acmeOffices(admin);
    const name = '=HYPERLINK("http://evil.test","click")';
    await ok(admin, CREATE_USER, {
      input: {
        firstName: name,
        lastName: '@SUM(1+1)',
        email: 'formula.user@sandbox.test',
        role: 'AGENT_USER',
        clientId: ACME,
        officeIds: [offices[0]!.id],
      },
    });
    const res = await admin.fetch(`/downloads/users.csv?clientId=${ACME}&search=formula.user`);
    assert.equal(res.status, 200);
    const text = await res.text();
    const rows = parse(text, { columns: true }) as Record<string, string>[];
    assert.equal(rows.length, 1);
    const cells = Object.values(rows[0]!);
    assert.ok(cells.includes(`'${name}`), text);
    assert.ok(cells.includes(`'@SUM(1+1)`), text);
    for (const cell of cells) assert.doesNotMatch(cell, /^[=+@\t\r]/);
  });

  it('the global report refuses a 366-day range and 31 days for all clients, and answers a valid one', async () => {
    const admin = await as('admin@sandbox.test');
    const refused = async (filters: Record<string, unknown>) => {
      const res = await admin.gql(REPORT, { filters });
      assert.equal(codeOf(res), 'BAD_USER_INPUT', JSON.stringify(filters));
      assert.equal(res.errors?.[0]?.message, 'Invalid date range');
    };
    await refused({ clientId: ACME, from: day(-365), to: day(0) });
    await refused({ from: day(-30), to: day(0) });
    await refused({ clientId: ACME, from: day(-5), to: day(1) });
    await refused({ clientId: ACME, from: day(0), to: day(-1) });
    const report = await ok<{
      globalReport: {
        offices: { campaignCount: number }[];
        packages: { campaignCount: number }[];
        stats: { impressions: number; clicks: number; ctr: number };
      };
    }>(admin, REPORT, { filters: { clientId: ACME, from: day(-364), to: day(0) } });
    const { offices, packages, stats } = report.globalReport;
    const total = (list: { campaignCount: number }[]) => list.reduce((s, x) => s + x.campaignCount, 0);
    assert.ok(total(offices) > 0);
    assert.equal(total(offices), total(packages), 'the same campaigns counted per office and per package');
    assert.ok(stats.impressions > stats.clicks);
    assert.equal(stats.ctr, Math.round((stats.clicks * 10_000) / stats.impressions) / 100);
    await ok(admin, REPORT, { filters: { from: day(-29), to: day(0) } });
    const clientAdmin = await as('clientadmin@sandbox.test');
    assert.equal(
      codeOf(await clientAdmin.gql(REPORT, { filters: { clientId: ACME, from: day(-5), to: day(0) } })),
      'FORBIDDEN',
    );
  });
});
