import { after, afterEach, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { adminCampaignTexts } from '@portal/schema';
import { codeOf, ok } from '../support/answers.ts';
import type { GraphQLResponse } from '../support/graphql-client.ts';
import { signedInClients } from '../support/helpers.ts';
import { sandboxControl } from '../support/sandbox-control.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { wsClient } from '../support/ws-client.ts';

/**
 * The admin campaign tool and the partner logs through the BFF against the sandbox: who may call
 * them (a forged call by an office admin, a client admin or an agent is FORBIDDEN and reaches no
 * upstream), the bad inputs refused before anything is sent, the manual product then order booking
 * with its notes in the partner logs, the 207 warning, and a burst of parallel order calls that books
 * a campaign once.
 */

const CAMPAIGN = `query ($id: ID!) { adminCampaign(id: $id) { id type displayName officeName packageTitle startDate endDate
  propertyTitle bookedBy bookedAt status associatedCampaignId facebookPreview hasProductResponse hasOrderResponse paymentMethod } }`;
const LOGS = `query ($campaignId: ID, $clientId: ID, $page: Int, $pageSize: Int) {
  partnerLogs(campaignId: $campaignId, clientId: $clientId, page: $page, pageSize: $pageSize) {
    items { id clientTitle campaignId campaignTitle type loggedAt response } page pageSize totalCount totalPages } }`;
const DATES = `mutation ($input: AdjustAdminCampaignDatesInput!) { adjustAdminCampaignDates(input: $input) {
  message campaign { id startDate endDate } } }`;
const STATUS = `mutation ($input: ChangeAdminCampaignStatusInput!) { changeAdminCampaignStatus(input: $input) {
  message partnerIssue campaign { id status } } }`;
const PARTNER = `mutation ($input: CallAdminCampaignPartnerInput!) { callAdminCampaignPartner(input: $input) {
  succeeded message campaign { id status hasProductResponse hasOrderResponse paymentMethod } } }`;
const PREVIEW = `mutation ($input: FetchAdminCampaignPreviewInput!) { fetchAdminCampaignPreview(input: $input) { campaignId preview } }`;

type Campaign = {
  id: string;
  status: string | null;
  startDate: string;
  endDate: string;
  hasProductResponse: boolean;
  hasOrderResponse: boolean;
  paymentMethod: string | null;
};
type Log = { type: string; response: string; campaignId: string; campaignTitle: string };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('the admin campaign tool and the partner logs through the BFF', () => {
  let stack: Stack;
  let control: ReturnType<typeof sandboxControl>;
  let awaiting: { id: number }[];
  let cardPaid: { id: number };

  before(async () => {
    stack = await startStack();
    control = sandboxControl(stack.sandboxUrl);
    awaiting = (await (await fetch(`${stack.sandboxUrl}/sandbox/partner/awaiting`)).json()) as { id: number }[];
    [cardPaid] = (await (await fetch(`${stack.sandboxUrl}/sandbox/partner/awaiting?payment=credit-card`)).json()) as [
      { id: number },
    ];
    assert.ok(awaiting.length >= 4, 'the seed leaves trading-terms campaigns awaiting the partner');
  });
  after(() => stack.close());
  afterEach(() =>
    fetch(`${stack.sandboxUrl}/sandbox/partner/failures`, { method: 'DELETE' }).then((res) => res.body?.cancel()),
  );

  const as = signedInClients(() => stack.url);
  /** The upstream calls `op` caused (METHOD /path without the query). */
  const callsOf = async (op: () => Promise<unknown>) => {
    await control.clearCalls();
    await op();
    return (await control.calls()).map((c) => `${c.method} ${c.path.replace(/\?.*$/, '')}`).sort();
  };
  const partnerLogs = async (campaignId: number) =>
    (await (await fetch(`${stack.sandboxUrl}/sandbox/partner/logs?campaign=${campaignId}`)).json()) as {
      type: string;
      status: number;
    }[];

  it('an office admin, a client admin and an agent get FORBIDDEN for every field, and no upstream call is made', async () => {
    const id = String(awaiting[0]!.id);
    const forged: [string, Record<string, unknown>][] = [
      [CAMPAIGN, { id }],
      [LOGS, {}],
      [DATES, { input: { campaignId: id, startDate: day(1), endDate: day(5), note: 'x' } }],
      [STATUS, { input: { campaignId: id, status: 'CANCELLED', note: 'x' } }],
      [PARTNER, { input: { campaignId: id, kind: 'PRODUCT', note: 'x' } }],
      [PREVIEW, { input: { campaignId: id } }],
    ];
    for (const email of ['officeadmin@sandbox.test', 'clientadmin@sandbox.test', 'agent@sandbox.test']) {
      const b = await as(email);
      for (const [query, variables] of forged) {
        let res: GraphQLResponse<unknown> | undefined;
        assert.deepEqual(
          await callsOf(async () => (res = await b.gql(query, variables))),
          [],
          `${email}: ${query.slice(0, 40)}`,
        );
        assert.equal(codeOf(res!), 'FORBIDDEN', `${email}: ${query.slice(0, 40)}`);
      }
    }
    assert.deepEqual(await partnerLogs(awaiting[0]!.id), []);
  });

  it("over the WebSocket too, an office admin's forged status change and partner call are refused with no upstream call", async () => {
    const office = await as('officeadmin@sandbox.test');
    const client = wsClient(stack.url, { cookie: office.cookieHeader });
    const send = (query: string, variables: Record<string, unknown>) =>
      new Promise<{ data?: unknown; errors?: readonly { extensions?: Record<string, unknown> }[] }>((resolve) => {
        let answer: { data?: unknown; errors?: readonly { extensions?: Record<string, unknown> }[] } = {};
        client.subscribe(
          { query, variables },
          {
            next: (value) => (answer = value as typeof answer),
            error: (error) => resolve({ errors: Array.isArray(error) ? error : [{ extensions: { error } }] }),
            complete: () => resolve(answer),
          },
        );
      });
    const campaignId = String(awaiting[0]!.id);
    const answers: unknown[] = [];
    const calls = await callsOf(async () => {
      answers.push(await send(STATUS, { input: { campaignId, status: 'CANCELLED', note: 'Forged.' } }));
      answers.push(await send(PARTNER, { input: { campaignId, kind: 'PRODUCT', note: 'Forged.' } }));
    });
    assert.deepEqual(calls, []);
    for (const answer of answers as {
      data?: unknown;
      errors?: readonly { extensions?: Record<string, unknown> }[];
    }[]) {
      assert.ok(!answer.data, JSON.stringify(answer));
      assert.equal(answer.errors?.[0]?.extensions?.code, 'FORBIDDEN', JSON.stringify(answer));
    }
    await client.dispose();
    assert.deepEqual(await partnerLogs(awaiting[0]!.id), []);
  });

  it('finds a campaign by id; a missing id is null (not found); an id that is not a number is BAD_USER_INPUT', async () => {
    const admin = await as('admin@sandbox.test');
    const found = await ok<{ adminCampaign: Campaign }>(admin, CAMPAIGN, { id: String(awaiting[0]!.id) });
    assert.equal(found.adminCampaign.status, null);
    assert.equal(found.adminCampaign.paymentMethod, 'trading-terms');
    assert.equal(found.adminCampaign.hasProductResponse, false);
    assert.deepEqual(await ok(admin, CAMPAIGN, { id: '99999999' }), { adminCampaign: null });
    let res: GraphQLResponse<unknown> | undefined;
    assert.deepEqual(await callsOf(async () => (res = await admin.gql(CAMPAIGN, { id: '12abc' }))), []);
    assert.equal(codeOf(res!), 'BAD_USER_INPUT');
    const superAdmin = await as('superadmin@sandbox.test');
    assert.equal((await ok<{ adminCampaign: Campaign }>(superAdmin, CAMPAIGN, { id: '1' })).adminCampaign.id, '1');
  });

  it('dates outside the rules and a blank note are refused before any call; good dates are saved and reloaded', async () => {
    const admin = await as('admin@sandbox.test');
    const campaignId = String(awaiting[1]!.id);
    for (const [startDate, endDate, note] of [
      [day(-3), day(5), 'too early'],
      [day(2), day(2), 'end not after start'],
      [day(1), day(62), 'more than 60 days'],
      [day(1), day(5), '  '],
    ] as const) {
      let res: GraphQLResponse<unknown> | undefined;
      const calls = await callsOf(
        async () => (res = await admin.gql(DATES, { input: { campaignId, startDate, endDate, note } })),
      );
      assert.deepEqual(calls, [], note);
      assert.equal(codeOf(res!), 'BAD_USER_INPUT', note);
    }
    const saved = await ok<{ adjustAdminCampaignDates: { campaign: Campaign } }>(admin, DATES, {
      input: { campaignId, startDate: day(-2), endDate: day(58), note: 'Moved by the vendor.' },
    });
    assert.deepEqual(
      [saved.adjustAdminCampaignDates.campaign.startDate, saved.adjustAdminCampaignDates.campaign.endDate],
      [day(-2), day(58)],
    );
  });

  it('a status change needs a note and a changed status; 200 succeeds, a failing partner answers the 207 warning', async () => {
    const admin = await as('admin@sandbox.test');
    const campaignId = String(awaiting[2]!.id);
    let res: GraphQLResponse<unknown> | undefined;
    assert.deepEqual(
      await callsOf(async () => (res = await admin.gql(STATUS, { input: { campaignId, status: 'BOOKED', note: '' } }))),
      [],
    );
    assert.equal(codeOf(res!), 'BAD_USER_INPUT');
    // Book it by hand first, so the partner has an order to change.
    await ok(admin, PARTNER, { input: { campaignId, kind: 'PRODUCT', note: 'Product first.' } });
    await ok(admin, PARTNER, { input: { campaignId, kind: 'ORDER', note: 'Then the order.' } });
    const same = await admin.gql(STATUS, { input: { campaignId, status: 'BOOKED', note: 'Again.' } });
    assert.equal(codeOf(same), 'BAD_USER_INPUT');
    const changed = await ok<{
      changeAdminCampaignStatus: { message: string; partnerIssue: boolean; campaign: Campaign };
    }>(admin, STATUS, { input: { campaignId, status: 'IN_PROGRESS', note: 'Started early.' } });
    assert.deepEqual(
      [changed.changeAdminCampaignStatus.message, changed.changeAdminCampaignStatus.partnerIssue],
      [adminCampaignTexts.statusUpdated, false],
    );
    assert.equal(changed.changeAdminCampaignStatus.campaign.status, 'IN_PROGRESS');
    await fetch(`${stack.sandboxUrl}/sandbox/partner/failures`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderFails: true }),
    });
    const warned = await ok<{
      changeAdminCampaignStatus: { message: string; partnerIssue: boolean; campaign: Campaign };
    }>(admin, STATUS, { input: { campaignId, status: 'FINISHED', note: 'Ended by the vendor.' } });
    assert.deepEqual(
      [warned.changeAdminCampaignStatus.message, warned.changeAdminCampaignStatus.partnerIssue],
      [adminCampaignTexts.statusWarning, true],
    );
    assert.equal(warned.changeAdminCampaignStatus.campaign.status, 'FINISHED');
  });

  it('books by hand: the order before the product and a card-paid campaign are refused with nothing sent to the partner', async () => {
    const admin = await as('admin@sandbox.test');
    const id = awaiting[3]!.id;
    const campaignId = String(id);
    const early = await admin.gql(PARTNER, { input: { campaignId, kind: 'ORDER', note: 'Too early.' } });
    assert.equal(codeOf(early), 'BAD_USER_INPUT');
    const blank = await admin.gql(PARTNER, { input: { campaignId, kind: 'PRODUCT', note: ' ' } });
    assert.equal(codeOf(blank), 'BAD_USER_INPUT');
    assert.deepEqual(await partnerLogs(id), []);

    let card: GraphQLResponse<unknown> | undefined;
    const cardCalls = await callsOf(
      async () =>
        (card = await admin.gql(PARTNER, { input: { campaignId: String(cardPaid.id), kind: 'PRODUCT', note: 'x' } })),
    );
    assert.equal(codeOf(card!), 'BAD_USER_INPUT');
    assert.deepEqual(cardCalls, [`GET /dashboard-api/admin/campaigns/${cardPaid.id}/payment-method`]);
    assert.deepEqual(await partnerLogs(cardPaid.id), []);

    const product = await ok<{ callAdminCampaignPartner: { succeeded: boolean; message: string; campaign: Campaign } }>(
      admin,
      PARTNER,
      { input: { campaignId, kind: 'PRODUCT', note: 'Partner was down at booking.' } },
    );
    assert.deepEqual(
      [product.callAdminCampaignPartner.succeeded, product.callAdminCampaignPartner.message],
      [true, 'partner product call updated successfully'],
    );
    assert.equal(product.callAdminCampaignPartner.campaign.hasProductResponse, true);

    await fetch(`${stack.sandboxUrl}/sandbox/partner/failures`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderFails: true }),
    });
    const failed = await ok<{ callAdminCampaignPartner: { succeeded: boolean; message: string } }>(admin, PARTNER, {
      input: { campaignId, kind: 'ORDER', note: 'First try.' },
    });
    assert.deepEqual(
      [failed.callAdminCampaignPartner.succeeded, failed.callAdminCampaignPartner.message],
      [false, 'Failed to update partner order call.'],
    );
    await fetch(`${stack.sandboxUrl}/sandbox/partner/failures`, { method: 'DELETE' });

    // A burst of parallel order calls books the campaign once; the rest are refused (it has a status).
    const burst = await Promise.all(
      Array.from({ length: 8 }, () => admin.gql(PARTNER, { input: { campaignId, kind: 'ORDER', note: 'Burst.' } })),
    );
    const booked = burst.filter(
      (res) =>
        (res.data as { callAdminCampaignPartner?: { succeeded: boolean } } | null)?.callAdminCampaignPartner?.succeeded,
    );
    assert.equal(booked.length, 1);
    assert.ok(burst.filter((res) => res !== booked[0]).every((res) => codeOf(res) === 'BAD_USER_INPUT'));
    assert.deepEqual(
      (await partnerLogs(id)).map((log) => [log.type, log.status]),
      [
        ['product', 201],
        ['order', 500],
        ['order', 201],
      ],
    );

    const logs = await ok<{ partnerLogs: { items: Log[]; totalCount: number } }>(admin, LOGS, { campaignId });
    assert.equal(logs.partnerLogs.totalCount, 3);
    assert.deepEqual(
      logs.partnerLogs.items.map((log) => log.type),
      ['order', 'order', 'product'],
    );
    assert.match(logs.partnerLogs.items[0]!.response, /"OrderId": "SGF-O-/);
  });

  it('partner logs: page sizes 10 to 100 only (1000 is BAD_USER_INPUT, nothing sent), a client filter, a page', async () => {
    const admin = await as('superadmin@sandbox.test');
    let res: GraphQLResponse<unknown> | undefined;
    assert.deepEqual(await callsOf(async () => (res = await admin.gql(LOGS, { pageSize: 1000 }))), []);
    assert.equal(codeOf(res!), 'BAD_USER_INPUT');
    const page = await ok<{ partnerLogs: { items: Log[]; page: number; pageSize: number; totalPages: number } }>(
      admin,
      LOGS,
      { page: 2, pageSize: 20 },
    );
    assert.equal(page.partnerLogs.items.length, 20);
    assert.deepEqual([page.partnerLogs.page, page.partnerLogs.pageSize], [2, 20]);
    const acme = await ok<{ partnerLogs: { items: (Log & { clientTitle: string })[] } }>(admin, LOGS, {
      clientId: '1',
      pageSize: 50,
    });
    assert.ok(acme.partnerLogs.items.length > 0);
    assert.ok(acme.partnerLogs.items.every((log) => log.clientTitle === 'Acme Realty'));
  });

  it('the preview: markup for a booked campaign, null when none is available, an error when the partner fails', async () => {
    const admin = await as('admin@sandbox.test');
    const none = await ok<{ fetchAdminCampaignPreview: { preview: string | null } }>(admin, PREVIEW, {
      input: { campaignId: String(awaiting[0]!.id) },
    });
    assert.equal(none.fetchAdminCampaignPreview.preview, null);
    const shown = await ok<{ fetchAdminCampaignPreview: { preview: string | null } }>(admin, PREVIEW, {
      input: { campaignId: String(awaiting[2]!.id) },
    });
    assert.match(shown.fetchAdminCampaignPreview.preview ?? '', /^<iframe srcdoc=/);
    await fetch(`${stack.sandboxUrl}/sandbox/partner/failures`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ previewFails: true }),
    });
    const failed = await admin.gql(PREVIEW, { input: { campaignId: String(awaiting[2]!.id) } });
    assert.ok(failed.errors?.length);
  });
});
