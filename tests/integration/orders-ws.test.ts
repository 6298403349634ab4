import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Client } from 'graphql-ws';
import { codeOf, ok } from '../support/answers.ts';
import type { Browserish, GraphQLResponse } from '../support/graphql-client.ts';
import { signedInClients } from '../support/helpers.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { wsClient } from '../support/ws-client.ts';

/**
 * The orders area's refusals over graphql-ws as over HTTP: a client admin toggling invoiced on another
 * client's order, adding or editing a note, listing, adding or deleting adjustments, asking for
 * another client's orders or global report — each FORBIDDEN with nothing written, one at a time and
 * in a parallel burst. And the internal note update: staff only, a note of another campaign (a forged
 * campaign id) FORBIDDEN, an empty note BAD_USER_INPUT, nothing written by a refusal.
 */

const ORDERS = `query ($filters: OrderFiltersInput!) { orders(filters: $filters) {
  items { id campaignId invoiced noteCount adjustmentCount } totalCount } }`;
const NOTES = `query ($campaignId: ID!) { orderNotes(campaignId: $campaignId) { id note author createdAt } }`;
const ADD_NOTE = `mutation ($input: AddOrderNoteInput!) { addOrderNote(input: $input) { campaignId notes { id note author createdAt } } }`;
const UPDATE_NOTE = `mutation ($input: UpdateOrderNoteInput!) { updateOrderNote(input: $input) { campaignId notes { id note author createdAt } } }`;
const INVOICE = `mutation ($input: SetOrderInvoicedInput!) { setOrderInvoiced(input: $input) { orderId invoiced invoicedDate } }`;
const ADJUSTMENTS = `query ($campaignId: ID!) { orderAdjustments(campaignId: $campaignId) { id amount } }`;
const ADD_ADJUSTMENT = `mutation ($input: AddOrderAdjustmentInput!) { addOrderAdjustment(input: $input) { adjustment { id amount } } }`;
const DELETE_ADJUSTMENT = `mutation ($input: DeleteOrderAdjustmentInput!) { deleteOrderAdjustment(input: $input) { adjustmentId } }`;
const REPORT = `query ($filters: GlobalReportFiltersInput!) { globalReport(filters: $filters) {
  offices { id title campaignCount } stats { impressions } } }`;

type Answer = { data?: Record<string, unknown> | null; errors?: GraphQLResponse['errors'] };
type Order = { id: string; campaignId: string; invoiced: boolean | null; noteCount: number | null };
type OrdersAnswer = { orders: { items: Order[]; totalCount: number } };
type Note = { id: string; note: string; author: string | null; createdAt: string };

const ACME = '1';
const HARBOUR = '2';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** One operation over the socket, to its end: its one result (data and errors). */
const overSocket = (client: Client, query: string, variables: Record<string, unknown>) =>
  new Promise<Answer>((resolve, reject) => {
    let result: Answer | undefined;
    client.subscribe(
      { query, variables },
      {
        next: (v) => {
          result = v as Answer;
        },
        error: (error) => reject(error instanceof Error ? error : new Error(JSON.stringify(error))),
        complete: () => (result ? resolve(result) : reject(new Error('no result'))),
      },
    );
  });

describe('orders refusals over graphql-ws, and the internal note update', () => {
  let stack: Stack;
  let admin: Browserish;
  let clientAdmin: Browserish;
  let socket: Client;
  let acmeOrder: Order;
  let harbourOrder: Order;
  before(async () => {
    stack = await startStack();
    const as = signedInClients(() => stack.url);
    admin = await as('admin@sandbox.test');
    clientAdmin = await as('clientadmin@sandbox.test');
    socket = wsClient(stack.url, { cookie: clientAdmin.cookieHeader });
    acmeOrder = (await ok<OrdersAnswer>(admin, ORDERS, { filters: { clientId: ACME } })).orders.items[0]!;
    harbourOrder = (await ok<OrdersAnswer>(admin, ORDERS, { filters: { clientId: HARBOUR, invoiced: false } })).orders
      .items[0]!;
  });
  after(async () => {
    await socket?.dispose();
    await stack?.close();
  });

  const notesOf = async (campaignId: string) =>
    (await ok<{ orderNotes: Note[] }>(admin, NOTES, { campaignId })).orderNotes;
  const adjustmentsOf = async (campaignId: string) =>
    (await ok<{ orderAdjustments: { id: string; amount: number }[] }>(admin, ADJUSTMENTS, { campaignId }))
      .orderAdjustments;
  const invoicedOf = async (order: Order) =>
    (
      await ok<OrdersAnswer>(admin, ORDERS, { filters: { clientId: HARBOUR, search: order.campaignId } })
    ).orders.items.find((o) => o.id === order.id)!.invoiced;
  /** A note of `campaignId` for the tests to edit, added by an admin. */
  const aNote = async (campaignId: string, text: string) =>
    (
      await ok<{ addOrderNote: { notes: Note[] } }>(admin, ADD_NOTE, { input: { campaignId, note: text } })
    ).addOrderNote.notes.find((n) => n.note === text)!;

  /** The refused operations of a client admin, each with the forged or forbidden input. */
  const refusals = (note: Note, adjustmentId: string): [string, string, Record<string, unknown>][] => [
    [
      'invoice toggle on another client’s order',
      INVOICE,
      { input: { orderId: harbourOrder.id, campaignId: harbourOrder.campaignId, invoiced: true } },
    ],
    ['add note', ADD_NOTE, { input: { campaignId: acmeOrder.campaignId, note: 'Forged note' } }],
    [
      'update note',
      UPDATE_NOTE,
      { input: { campaignId: acmeOrder.campaignId, noteId: note.id, note: 'Overwritten by a client admin' } },
    ],
    ['adjustments list', ADJUSTMENTS, { campaignId: acmeOrder.campaignId }],
    [
      'add adjustment',
      ADD_ADJUSTMENT,
      { input: { campaignId: acmeOrder.campaignId, date: day(0), label: 'TTV - ex. GST', amount: '99.99' } },
    ],
    ['delete adjustment', DELETE_ADJUSTMENT, { input: { campaignId: acmeOrder.campaignId, adjustmentId } }],
    ['orders of a forged client id', ORDERS, { filters: { clientId: HARBOUR } }],
    ['global report of another client', REPORT, { filters: { clientId: HARBOUR, from: day(-5), to: day(0) } }],
  ];

  /** What the refusals could have written, read by an admin. */
  const written = async (note: Note) => ({
    invoiced: await invoicedOf(harbourOrder),
    notes: await notesOf(acmeOrder.campaignId),
    adjustments: await adjustmentsOf(acmeOrder.campaignId),
    note: (await notesOf(acmeOrder.campaignId)).find((n) => n.id === note.id)?.note,
  });

  it('refuses a client admin each of them over the socket (as over HTTP), writing nothing', async () => {
    const note = await aNote(acmeOrder.campaignId, 'Kept as written by staff (socket).');
    const adjustment = (
      await ok<{ addOrderAdjustment: { adjustment: { id: string } } }>(admin, ADD_ADJUSTMENT, {
        input: { campaignId: acmeOrder.campaignId, date: day(0), label: 'Revenue - ex. GST', amount: '5.00' },
      })
    ).addOrderAdjustment.adjustment;
    const before = await written(note);
    assert.equal(before.invoiced, false);
    for (const [what, query, variables] of refusals(note, adjustment.id)) {
      const viaSocket = await overSocket(socket, query, variables);
      assert.equal(codeOf(viaSocket), 'FORBIDDEN', `${what} over the socket: ${JSON.stringify(viaSocket)}`);
      assert.equal(JSON.stringify(viaSocket.data ?? null), 'null', `${what}: no data over the socket`);
      const viaHttp = await clientAdmin.gql(query, variables);
      assert.equal(codeOf(viaHttp), 'FORBIDDEN', `${what} over HTTP`);
    }
    assert.deepEqual(await written(note), before, 'nothing written');
    await ok(admin, DELETE_ADJUSTMENT, { input: { campaignId: acmeOrder.campaignId, adjustmentId: adjustment.id } });
  });

  it('lets none of 20 concurrent forged requests over the socket through', async () => {
    const note = await aNote(acmeOrder.campaignId, 'Kept as written by staff (burst).');
    const adjustment = (
      await ok<{ addOrderAdjustment: { adjustment: { id: string } } }>(admin, ADD_ADJUSTMENT, {
        input: { campaignId: acmeOrder.campaignId, date: day(0), label: 'Revenue - ex. GST', amount: '6.00' },
      })
    ).addOrderAdjustment.adjustment;
    const before = await written(note);
    const list = refusals(note, adjustment.id);
    // Four sockets of the client admin's, five requests each (a socket takes ten subscribes at once).
    const sockets = Array.from({ length: 4 }, () => wsClient(stack.url, { cookie: clientAdmin.cookieHeader }));
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const [what, query, variables] = list[i % list.length]!;
        return overSocket(sockets[i % sockets.length]!, query, variables).then((answer) => ({ what, answer }));
      }),
    ).finally(() => Promise.all(sockets.map((s) => s.dispose())));
    for (const { what, answer } of burst) {
      assert.equal(codeOf(answer), 'FORBIDDEN', `${what}: ${JSON.stringify(answer)}`);
      assert.equal(JSON.stringify(answer.data ?? null), 'null', `${what}: no data`);
    }
    assert.deepEqual(await written(note), before, 'nothing written');
    await ok(admin, DELETE_ADJUSTMENT, { input: { campaignId: acmeOrder.campaignId, adjustmentId: adjustment.id } });
  });

  it('staff edit an internal note: the text changes, its author and date stay', async () => {
    const note = await aNote(acmeOrder.campaignId, 'Called the office.');
    const count = (await notesOf(acmeOrder.campaignId)).length;
    const answer = await ok<{ updateOrderNote: { campaignId: string; notes: Note[] } }>(admin, UPDATE_NOTE, {
      input: { campaignId: acmeOrder.campaignId, noteId: note.id, note: '  Called the office twice.  ' },
    });
    assert.equal(answer.updateOrderNote.campaignId, acmeOrder.campaignId);
    assert.equal(answer.updateOrderNote.notes.length, count);
    const edited = answer.updateOrderNote.notes.find((n) => n.id === note.id)!;
    assert.equal(edited.note, 'Called the office twice.');
    assert.equal(edited.author, note.author);
    assert.equal(edited.createdAt, note.createdAt);
    // A super admin may too, over the socket.
    const superAdmin = await signedInClients(() => stack.url)('superadmin@sandbox.test');
    const staffSocket = wsClient(stack.url, { cookie: superAdmin.cookieHeader });
    try {
      const viaSocket = await overSocket(staffSocket, UPDATE_NOTE, {
        input: { campaignId: acmeOrder.campaignId, noteId: note.id, note: 'Called the office three times.' },
      });
      assert.equal(viaSocket.errors, undefined, JSON.stringify(viaSocket.errors));
    } finally {
      await staffSocket.dispose();
    }
    assert.equal(
      (await notesOf(acmeOrder.campaignId)).find((n) => n.id === note.id)!.note,
      'Called the office three times.',
    );
  });

  it('refuses an empty note, a note of another campaign (a forged campaign id) and a client admin, writing nothing', async () => {
    const note = await aNote(acmeOrder.campaignId, 'Invoice to follow.');
    const before = await notesOf(acmeOrder.campaignId);
    const otherBefore = await notesOf(harbourOrder.campaignId);
    const update = (b: Browserish, input: Record<string, unknown>) => b.gql(UPDATE_NOTE, { input });

    for (const text of ['', '   ']) {
      const res = await update(admin, { campaignId: acmeOrder.campaignId, noteId: note.id, note: text });
      assert.equal(codeOf(res), 'BAD_USER_INPUT', JSON.stringify(text));
      const fields = res.errors?.[0]?.extensions?.fieldErrors as { name: string; message: string }[];
      assert.deepEqual(
        fields.map((f) => f.name),
        ['note'],
      );
    }
    // The note of one campaign named with another campaign's id.
    const forged = await update(admin, { campaignId: harbourOrder.campaignId, noteId: note.id, note: 'Moved' });
    assert.equal(codeOf(forged), 'FORBIDDEN', JSON.stringify(forged.errors));
    const forgedSocket = await overSocket(socket, UPDATE_NOTE, {
      input: { campaignId: acmeOrder.campaignId, noteId: note.id, note: 'Client admin' },
    });
    assert.equal(codeOf(forgedSocket), 'FORBIDDEN');
    assert.equal(
      codeOf(await update(clientAdmin, { campaignId: acmeOrder.campaignId, noteId: note.id, note: 'Client admin' })),
      'FORBIDDEN',
    );
    // A note that does not exist is NOT_FOUND.
    const missing = await update(admin, { campaignId: acmeOrder.campaignId, noteId: '999999999', note: 'Nobody' });
    assert.equal(codeOf(missing), 'NOT_FOUND');
    assert.deepEqual(await notesOf(acmeOrder.campaignId), before, 'nothing written');
    assert.deepEqual(await notesOf(harbourOrder.campaignId), otherBefore, 'nothing written to the other campaign');
  });
});
