import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { messages } from '@portal/schema';
import { codeOf, fieldErrorsOf } from '../support/answers.ts';
import { signedInClients } from '../support/helpers.ts';
import { sandboxControl } from '../support/sandbox-control.ts';
import { PASSWORD, startStack, type Stack } from '../support/stack.ts';

/**
 * The office modal through the BFF against the sandbox (administration spec sections 2, 4, 5, 6;
 * decision 031), as an attacker would try it: forged ids, another client's office, an office an
 * office admin does not hold, locked rows, parallel bursts, and the logo upload's refusals.
 */

type Row = {
  permissionId: string;
  userId: string;
  name: string;
  username: string;
  role: string;
  active: boolean;
  permissionUpdatable: boolean;
  canViewMediaOrders: boolean;
  canViewPastOrders: boolean;
  canViewPaymentDetails: boolean;
  locked: boolean;
  canChange: boolean;
};
type OfficeData = {
  id: string;
  status: string;
  details: {
    name: string;
    agentId: string;
    logo: { id: string; url: string } | null;
    primaryContact: string | null;
    email: string | null;
    phone: string | null;
    postcodes: string | null;
    destinationUrl: string | null;
    revId: string | null;
    brandColor: string | null;
    secondaryColor: string | null;
    organicSocialPosts: boolean;
    emailOrders: { recipients: string[]; weekday: string };
  };
  paymentDetails: {
    paymentMethods: { property: string | null; agent: string | null; office: string | null };
    clientTradingTerms: string | null;
  } | null;
  users: Row[];
  report: {
    recurrence: string;
    interval: number;
    weekday: string;
    monthday: number;
    startDate: string | null;
    recipients: string[];
    lastSent: string | null;
  };
  capabilities: {
    canEdit: boolean;
    canArchive: boolean;
    canUpdateCard: boolean;
    canUpdateReport: boolean;
    canManageUsers: boolean;
    canOpenCampaigns: boolean;
  };
};

const DETAILS =
  'details { name agentId logo { id url } primaryContact email phone postcodes destinationUrl revId brandColor secondaryColor organicSocialPosts emailOrders { recipients weekday } }';
const ROW =
  'permissionId userId name username role active permissionUpdatable canViewMediaOrders canViewPastOrders canViewPaymentDetails locked canChange';
const ALL_TABS = `query Office($id: ID!) { office(id: $id) { id status ${DETAILS}
  paymentDetails { paymentMethods { property agent office } clientTradingTerms }
  users { ${ROW} }
  report { recurrence interval weekday monthday startDate recipients lastSent }
  capabilities { canEdit canArchive canUpdateCard canUpdateReport canManageUsers canOpenCampaigns } } }`;
const CREATE = `mutation ($input: CreateOfficeInput!) { createOffice(input: $input) { office { id status client { id } ${DETAILS} } } }`;
const UPDATE = `mutation ($input: UpdateOfficeInput!) { updateOffice(input: $input) { office { id ${DETAILS} } } }`;
const ARCHIVE = 'mutation ($id: ID!) { archiveOffice(input: { id: $id }) { office { id status } } }';
const UNARCHIVE = 'mutation ($id: ID!) { unarchiveOffice(input: { id: $id }) { office { id status } } }';
const REPORT =
  'mutation ($input: UpdateOfficeReportInput!) { updateOfficeReport(input: $input) { office { id report { recurrence interval weekday monthday startDate recipients } } } }';
const PERMISSION = `mutation ($input: UpdateOfficeUserPermissionInput!) { updateOfficeUserPermission(input: $input) { user { ${ROW} } } }`;
const ACTIVE = `mutation ($input: SetOfficeUserActiveInput!) { setOfficeUserActive(input: $input) { user { ${ROW} } } }`;
const LIST_CAPS =
  '{ officeListCapabilities { canFilterByClient showTabs canArchive canEdit canCreate ownClient { id title } } }';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f1b7e20000000049454e44ae426082',
  'hex',
);

describe('offices administration through the BFF', () => {
  let stack: Stack;
  const as = signedInClients(() => stack.url);
  /** Offices by slug (found through the admin's list). */
  const ids = new Map<string, string>();
  const id = (slug: string) => {
    const found = ids.get(slug);
    assert.ok(found, slug);
    return found;
  };

  before(async () => {
    stack = await startStack();
    const admin = await as('admin@sandbox.test');
    const res = await admin.gql<{ offices: { items: { id: string; slug: string }[] } }>(
      '{ offices(first: 100) { items { id slug } } }',
    );
    for (const o of res.data!.offices.items) ids.set(o.slug, o.id);
    const archived = await admin.gql<{ offices: { items: { id: string; slug: string }[] } }>(
      '{ offices(first: 100, status: ARCHIVED) { items { id slug } } }',
    );
    for (const o of archived.data!.offices.items) ids.set(o.slug, o.id);
  });
  after(() => stack.close());

  /** The sandbox's own answer, read with the admin's token (to check what was stored). */
  const upstream = async <T>(path: string): Promise<T> => {
    const { token } = (await (
      await fetch(`${stack.sandboxUrl}/api/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin@sandbox.test', password: PASSWORD }),
      })
    ).json()) as { token: string };
    return (await (
      await fetch(`${stack.sandboxUrl}/api/${path}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as T;
  };

  const office = async (email: string, officeId: string) => {
    const res = await (await as(email)).gql<{ office: OfficeData | null }>(ALL_TABS, { id: officeId });
    assert.equal(res.errors, undefined, `${email}: ${JSON.stringify(res.errors)}`);
    return res.data!.office;
  };

  it('list capabilities per role: All Clients and Archived for staff, fixed client for the others', async () => {
    const caps = async (email: string) =>
      (await (await as(email)).gql<{ officeListCapabilities: Record<string, unknown> }>(LIST_CAPS)).data!
        .officeListCapabilities;
    assert.deepEqual(await caps('admin@sandbox.test'), {
      canFilterByClient: true,
      showTabs: true,
      canArchive: true,
      canEdit: true,
      canCreate: true,
      ownClient: null,
    });
    assert.deepEqual(await caps('clientadmin@sandbox.test'), {
      canFilterByClient: false,
      showTabs: true,
      canArchive: false,
      canEdit: true,
      canCreate: true,
      ownClient: { id: '1', title: 'Acme Realty' },
    });
    assert.deepEqual(await caps('officeadmin@sandbox.test'), {
      canFilterByClient: false,
      showTabs: true,
      canArchive: false,
      canEdit: true,
      canCreate: false,
      ownClient: { id: '1', title: 'Acme Realty' },
    });
    assert.equal(codeOf(await (await as('agent@sandbox.test')).gql(LIST_CAPS)), 'FORBIDDEN');
  });

  it('office(id) for staff: every tab but Payment Details (only office and client admins update the card)', async () => {
    const o = (await office('admin@sandbox.test', id('acme-sydney-cbd')))!;
    assert.equal(o.details.agentId, 'Sydney CBD');
    assert.equal(o.details.name, 'Acme Realty Sydney CBD');
    assert.match(o.details.logo?.url ?? '', /^\/storage\//);
    assert.equal(o.paymentDetails, null);
    assert.deepEqual(o.capabilities, {
      canEdit: true,
      canArchive: true,
      canUpdateCard: false,
      canUpdateReport: true,
      canManageUsers: true,
      canOpenCampaigns: true,
    });
    assert.ok(o.users.length >= 3);
    const names = o.users.map((u) => u.name.toLowerCase());
    assert.deepEqual(names, [...names].sort(), 'sorted by name, case-insensitive');
    assert.ok(o.users.every((u) => u.locked === (u.role === 'AGENT_ADMIN') && u.canChange));
    assert.ok(['DAILY', 'WEEKLY', 'MONTHLY'].includes(o.report.recurrence));
    assert.ok(o.report.interval >= 1 && o.report.monthday >= 1 && o.report.monthday <= 31);
    assert.equal(await office('admin@sandbox.test', '999999'), null, 'an unknown office is null');
  });

  it("client admin: its own client's offices with Payment Details (trading terms); another client's office is FORBIDDEN", async () => {
    const o = (await office('clientadmin@sandbox.test', id('acme-bondi')))!;
    assert.ok(o.paymentDetails);
    const client = await upstream<{ tradingTerms: string | null }>('clients/1');
    assert.equal(o.paymentDetails.clientTradingTerms, client.tradingTerms);
    assert.equal(o.capabilities.canArchive, false);
    assert.equal(o.capabilities.canUpdateCard, true);
    const b = await as('clientadmin@sandbox.test');
    for (const slug of [
      'harbour-cammeray',
      [...ids.keys()].find((s) => s.startsWith('harbour-') && s !== 'harbour-cammeray')!,
    ]) {
      const res = await b.gql(ALL_TABS, { id: id(slug) });
      assert.equal(codeOf(res), 'FORBIDDEN', slug);
      assert.equal((res.data as { office: unknown } | null)?.office ?? null, null);
    }
  });

  it('office admin: only the offices it holds; agent-admin rows locked for it', async () => {
    const o = (await office('officeadmin@sandbox.test', id('acme-sydney-cbd')))!;
    assert.ok(o.users.some((u) => u.username === 'officeadmin@sandbox.test'));
    for (const u of o.users) assert.equal(u.canChange, u.role !== 'AGENT_ADMIN', u.username);
    const b = await as('officeadmin@sandbox.test');
    assert.equal(codeOf(await b.gql(ALL_TABS, { id: id('acme-bondi') })), 'FORBIDDEN', 'same client, not held');
    assert.equal(codeOf(await b.gql(ALL_TABS, { id: id('harbour-cammeray') })), 'FORBIDDEN', 'another client');
    for (const forged of ['../1', '1 OR 1=1', ''])
      assert.equal(codeOf(await b.gql(ALL_TABS, { id: forged })), 'BAD_USER_INPUT', forged);
    assert.equal(
      codeOf(await (await as('agent@sandbox.test')).gql(ALL_TABS, { id: id('acme-sydney-cbd') })),
      'FORBIDDEN',
    );
  });

  it('createOffice: staff for any client, a client admin for its own only; office admins cannot; name required', async () => {
    const admin = await as('admin@sandbox.test');
    const created = await admin.gql<{
      createOffice: { office: { id: string; status: string; client: { id: string }; details: OfficeData['details'] } };
    }>(CREATE, {
      input: {
        clientId: '2',
        name: 'Harbour Test Office',
        email: 'office@harbour.example',
        postcodes: '2000, 2010',
        emailOrdersRecipients: ['a@harbour.example'],
        emailOrdersWeekday: 'WED',
        brandColor: '#112233',
      },
    });
    assert.equal(created.errors, undefined, JSON.stringify(created.errors));
    const c = created.data!.createOffice.office;
    assert.equal(c.status, 'PUBLISHED');
    assert.equal(c.client.id, '2');
    assert.deepEqual(
      [c.details.name, c.details.postcodes, c.details.brandColor, c.details.emailOrders.weekday],
      ['Harbour Test Office', '2000,2010', '#112233', 'WED'],
    );
    assert.deepEqual(c.details.emailOrders.recipients, ['a@harbour.example']);

    const clientAdmin = await as('clientadmin@sandbox.test');
    assert.equal(codeOf(await clientAdmin.gql(CREATE, { input: { clientId: '2', name: 'Forged' } })), 'FORBIDDEN');
    const own = await clientAdmin.gql<{ createOffice: { office: { client: { id: string } } } }>(CREATE, {
      input: { name: 'Acme Test Office' },
    });
    assert.equal(own.errors, undefined, JSON.stringify(own.errors));
    assert.equal(own.data!.createOffice.office.client.id, '1');
    assert.equal(
      codeOf(await (await as('officeadmin@sandbox.test')).gql(CREATE, { input: { name: 'Nope' } })),
      'FORBIDDEN',
    );

    const blank = await admin.gql(CREATE, {
      input: { name: '  ', email: 'nope', emailOrdersRecipients: ['ok@x.example', 'bad'] },
    });
    assert.equal(codeOf(blank), 'BAD_USER_INPUT');
    assert.deepEqual(Object.fromEntries(fieldErrorsOf(blank)!.map((f) => [f.name, f.messages])), {
      name: [messages.organisationNameRequired],
      email: [messages.invalidEmail],
      emailOrdersRecipients: [messages.invalidEmailList],
    });
  });

  it("updateOffice: saves the Details tab, keeps what it leaves out; another client's office or one not held is FORBIDDEN and unchanged", async () => {
    const officeId = id('acme-parramatta');
    const before = (await office('admin@sandbox.test', officeId))!;
    const b = await as('officeadmin@sandbox.test');
    const saved = await b.gql<{ updateOffice: { office: { details: OfficeData['details'] } } }>(UPDATE, {
      input: {
        id: officeId,
        name: 'Acme Parramatta Renamed',
        phone: '02 9999 0000',
        organicSocialPosts: true,
        revId: null,
      },
    });
    assert.equal(saved.errors, undefined, JSON.stringify(saved.errors));
    const d = saved.data!.updateOffice.office.details;
    assert.equal(d.name, 'Acme Parramatta Renamed');
    assert.equal(d.phone, '02 9999 0000');
    assert.equal(d.organicSocialPosts, true);
    assert.equal(d.revId, null, 'null clears');
    assert.equal(d.agentId, before.details.agentId, 'the agentID is read-only');
    assert.equal(d.email, before.details.email, 'left out: kept');
    assert.deepEqual(d.emailOrders, before.details.emailOrders, 'left out: kept');

    const harbour = id('harbour-cammeray');
    const harbourBefore = (await office('admin@sandbox.test', harbour))!.details.name;
    assert.equal(
      codeOf(await (await as('clientadmin@sandbox.test')).gql(UPDATE, { input: { id: harbour, name: 'Taken' } })),
      'FORBIDDEN',
    );
    assert.equal(codeOf(await b.gql(UPDATE, { input: { id: id('acme-bondi'), name: 'Taken' } })), 'FORBIDDEN');
    assert.equal((await office('admin@sandbox.test', harbour))!.details.name, harbourBefore);
    assert.equal(
      codeOf(await (await as('admin@sandbox.test')).gql(UPDATE, { input: { id: '999999', name: 'Ghost' } })),
      'NOT_FOUND',
    );
    const invalid = await b.gql(UPDATE, {
      input: { id: officeId, name: 'X', postcodes: '20000', brandColor: 'red', destinationUrl: 'javascript:alert(1)' },
    });
    assert.deepEqual(
      fieldErrorsOf(invalid)!
        .map((f) => f.name)
        .sort(),
      ['brandColor', 'destinationUrl', 'postcodes'],
    );
  });

  it('archive and un-archive: super admin and admin only; archived offices cannot open campaigns', async () => {
    const officeId = id('acme-cronulla');
    for (const email of ['clientadmin@sandbox.test', 'officeadmin@sandbox.test']) {
      assert.equal(codeOf(await (await as(email)).gql(ARCHIVE, { id: officeId })), 'FORBIDDEN', email);
      assert.equal(codeOf(await (await as(email)).gql(UNARCHIVE, { id: officeId })), 'FORBIDDEN', email);
    }
    const admin = await as('superadmin@sandbox.test');
    const archived = await admin.gql<{ archiveOffice: { office: { status: string } } }>(ARCHIVE, { id: officeId });
    assert.equal(archived.data?.archiveOffice.office.status, 'ARCHIVED', JSON.stringify(archived.errors));
    assert.equal((await office('superadmin@sandbox.test', officeId))!.capabilities.canOpenCampaigns, false);
    const restored = await admin.gql<{ unarchiveOffice: { office: { status: string } } }>(UNARCHIVE, { id: officeId });
    assert.equal(restored.data?.unarchiveOffice.office.status, 'PUBLISHED');
  });

  it('updateOfficeReport: the schedule rules (interval at least 1, monthday 1 to 31, Invalid Email List), saved and read back', async () => {
    const officeId = id('acme-sydney-cbd');
    const b = await as('officeadmin@sandbox.test');
    const base = {
      id: officeId,
      recurrence: 'MONTHLY',
      interval: 2,
      weekday: 'FRI',
      monthday: 31,
      startDate: '2026-12-01',
      recipients: [' one@acme.example ', 'two@acme.example', ''],
    };
    const saved = await b.gql<{ updateOfficeReport: { office: { report: OfficeData['report'] } } }>(REPORT, {
      input: base,
    });
    assert.equal(saved.errors, undefined, JSON.stringify(saved.errors));
    assert.deepEqual(saved.data!.updateOfficeReport.office.report, {
      recurrence: 'MONTHLY',
      interval: 2,
      weekday: 'FRI',
      monthday: 31,
      startDate: '2026-12-01',
      recipients: ['one@acme.example', 'two@acme.example'],
    });
    assert.deepEqual((await office('admin@sandbox.test', officeId))!.report.recipients, [
      'one@acme.example',
      'two@acme.example',
    ]);
    const refused = await b.gql(REPORT, {
      input: { ...base, interval: 0, monthday: 32, startDate: '2026-02-30', recipients: ['nope'] },
    });
    assert.deepEqual(Object.fromEntries(fieldErrorsOf(refused)!.map((f) => [f.name, f.messages])), {
      interval: [messages.officeReportIntervalMinimum],
      monthday: [messages.officeReportMonthdayRange],
      startDate: [messages.officeReportStartInvalid],
      recipients: [messages.invalidEmailList],
    });
    assert.equal(
      codeOf(
        await (await as('clientadmin@sandbox.test')).gql(REPORT, { input: { ...base, id: id('harbour-cammeray') } }),
      ),
      'FORBIDDEN',
    );
  });

  it('the Users tab checkboxes: rows of the office only; office admins cannot change office admin rows; a parallel burst ends consistent', async () => {
    const officeId = id('acme-sydney-cbd');
    const rows = (await office('admin@sandbox.test', officeId))!.users;
    const agentRow = rows.find((r) => r.role === 'AGENT_USER')!;
    const adminRow = rows.find((r) => r.role === 'AGENT_ADMIN')!;
    const b = await as('officeadmin@sandbox.test');
    const flags = { canViewMediaOrders: true, canViewPastOrders: false, canViewPaymentDetails: true };
    const changed = await b.gql<{ updateOfficeUserPermission: { user: Row } }>(PERMISSION, {
      input: { officeId, permissionId: agentRow.permissionId, ...flags },
    });
    assert.equal(changed.errors, undefined, JSON.stringify(changed.errors));
    assert.deepEqual(
      (({ canViewMediaOrders, canViewPastOrders, canViewPaymentDetails }) => ({
        canViewMediaOrders,
        canViewPastOrders,
        canViewPaymentDetails,
      }))(changed.data!.updateOfficeUserPermission.user),
      flags,
    );
    assert.equal(
      codeOf(await b.gql(PERMISSION, { input: { officeId, permissionId: adminRow.permissionId, ...flags } })),
      'FORBIDDEN',
    );
    // A row of another office named with this office, and this office's row with an office it does not hold.
    const bondiRow = (await office('admin@sandbox.test', id('acme-bondi')))!.users[0]!;
    assert.equal(
      codeOf(await b.gql(PERMISSION, { input: { officeId, permissionId: bondiRow.permissionId, ...flags } })),
      'NOT_FOUND',
    );
    assert.equal(
      codeOf(
        await b.gql(PERMISSION, {
          input: { officeId: id('acme-bondi'), permissionId: bondiRow.permissionId, ...flags },
        }),
      ),
      'FORBIDDEN',
    );
    assert.equal(
      codeOf(
        await (
          await as('clientadmin@sandbox.test')
        ).gql(PERMISSION, {
          input: { officeId: id('harbour-cammeray'), permissionId: agentRow.permissionId, ...flags },
        }),
      ),
      'FORBIDDEN',
    );
    // Staff and client admins may change an office admin's row.
    const byClientAdmin = await (
      await as('clientadmin@sandbox.test')
    ).gql(PERMISSION, {
      input: {
        officeId,
        permissionId: adminRow.permissionId,
        canViewMediaOrders: adminRow.canViewMediaOrders,
        canViewPastOrders: adminRow.canViewPastOrders,
        canViewPaymentDetails: adminRow.canViewPaymentDetails,
      },
    });
    assert.equal(byClientAdmin.errors, undefined, JSON.stringify(byClientAdmin.errors));

    const settings = Array.from({ length: 8 }, (_, i) => ({
      canViewMediaOrders: i % 2 === 0,
      canViewPastOrders: i % 3 === 0,
      canViewPaymentDetails: i % 4 === 0,
    }));
    const burst = await Promise.all(
      settings.map((s) => b.gql(PERMISSION, { input: { officeId, permissionId: agentRow.permissionId, ...s } })),
    );
    assert.ok(
      burst.every((r) => r.errors === undefined),
      JSON.stringify(burst.map((r) => r.errors)),
    );
    const final = (await office('admin@sandbox.test', officeId))!.users.find(
      (r) => r.permissionId === agentRow.permissionId,
    )!;
    assert.ok(
      settings.some(
        (s) =>
          s.canViewMediaOrders === final.canViewMediaOrders &&
          s.canViewPastOrders === final.canViewPastOrders &&
          s.canViewPaymentDetails === final.canViewPaymentDetails,
      ),
      "one of the burst's settings, never a mix",
    );
  });

  it('the Active toggle end to end: off clears the row and deactivates the user; on enables it with this office as its only permission', async () => {
    const officeId = id('acme-sydney-cbd');
    type UserView = {
      enabled: boolean;
      permissions: {
        data: {
          agency: number;
          permissionUpdatable: boolean;
          canViewMediaOrders: boolean;
          canViewPastOrders: boolean;
          canViewPaymentDetails: boolean;
        }[];
      };
    };
    const rows = (await office('admin@sandbox.test', officeId))!.users;
    // An agent holding more than one office shows the "only permission" rule; any agent otherwise.
    let row = rows.find((r) => r.role === 'AGENT_USER' && r.active)!;
    for (const r of rows.filter((x) => x.role === 'AGENT_USER')) {
      if ((await upstream<UserView>(`users/${r.userId}?include=permissions`)).permissions.data.length > 1) row = r;
    }
    const b = await as('officeadmin@sandbox.test');
    const off = await b.gql<{ setOfficeUserActive: { user: Row } }>(ACTIVE, {
      input: { officeId, permissionId: row.permissionId, active: false },
    });
    assert.equal(off.errors, undefined, JSON.stringify(off.errors));
    const offRow = off.data!.setOfficeUserActive.user;
    assert.deepEqual(
      [
        offRow.active,
        offRow.permissionUpdatable,
        offRow.canViewMediaOrders,
        offRow.canViewPastOrders,
        offRow.canViewPaymentDetails,
      ],
      [false, false, false, false, false],
    );
    const stored = await upstream<UserView>(`users/${row.userId}?include=permissions`);
    assert.equal(stored.enabled, false);
    const here = stored.permissions.data.find((p) => String(p.agency) === officeId)!;
    assert.deepEqual(
      [here.permissionUpdatable, here.canViewMediaOrders, here.canViewPastOrders, here.canViewPaymentDetails],
      [false, false, false, false],
    );

    const on = await b.gql<{ setOfficeUserActive: { user: Row } }>(ACTIVE, {
      input: { officeId, permissionId: row.permissionId, active: true },
    });
    assert.equal(on.errors, undefined, JSON.stringify(on.errors));
    assert.equal(on.data!.setOfficeUserActive.user.active, true);
    assert.equal(on.data!.setOfficeUserActive.user.permissionUpdatable, true);
    const enabled = await upstream<UserView>(`users/${row.userId}?include=permissions`);
    assert.equal(enabled.enabled, true);
    assert.deepEqual(
      enabled.permissions.data.map((p) => String(p.agency)),
      [officeId],
      'this office is the only permission',
    );
    assert.equal(enabled.permissions.data[0]!.permissionUpdatable, true);

    const adminRow = rows.find((r) => r.role === 'AGENT_ADMIN')!;
    assert.equal(
      codeOf(await b.gql(ACTIVE, { input: { officeId, permissionId: adminRow.permissionId, active: false } })),
      'FORBIDDEN',
    );
    assert.equal(
      (await upstream<UserView>(`users/${adminRow.userId}?include=permissions`)).enabled,
      adminRow.active,
      'a refused toggle changes nothing',
    );
    assert.equal(
      codeOf(
        await (
          await as('clientadmin@sandbox.test')
        ).gql(ACTIVE, { input: { officeId: id('harbour-cammeray'), permissionId: row.permissionId, active: false } }),
      ),
      'FORBIDDEN',
    );
  });

  it('a parallel burst of Active toggles on one row ends in one whole state, never a mix', async () => {
    const officeId = id('acme-parramatta');
    type UserView = {
      enabled: boolean;
      permissions: {
        data: {
          agency: number;
          permissionUpdatable: boolean;
          canViewMediaOrders: boolean;
          canViewPastOrders: boolean;
          canViewPaymentDetails: boolean;
        }[];
      };
    };
    const row = (await office('admin@sandbox.test', officeId))!.users.find((r) => r.role === 'AGENT_USER')!;
    const b = await as('clientadmin@sandbox.test');
    const toggles = Array.from({ length: 8 }, (_, i) => i % 2 === 0);
    const answers = await Promise.all(
      toggles.map((active) =>
        b.gql<{ setOfficeUserActive: { user: Row } }>(ACTIVE, {
          input: { officeId, permissionId: row.permissionId, active },
        }),
      ),
    );
    assert.ok(
      answers.every((a) => a.errors === undefined),
      JSON.stringify(answers.map((a) => a.errors)),
    );
    const stored = await upstream<UserView>(`users/${row.userId}?include=permissions`);
    const here = stored.permissions.data.find((p) => String(p.agency) === officeId)!;
    if (stored.enabled) {
      assert.equal(here.permissionUpdatable, true);
      assert.deepEqual(
        stored.permissions.data.map((p) => String(p.agency)),
        [officeId],
      );
    } else {
      assert.deepEqual(
        [here.permissionUpdatable, here.canViewMediaOrders, here.canViewPastOrders, here.canViewPaymentDetails],
        [false, false, false, false],
      );
    }
  });

  describe('the office logo upload (POST /files?kind=officeLogo&officeId=...)', () => {
    const upload = async (email: string, query: string, file: { name: string; type: string; data: Buffer }) => {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
      const res = await (
        await as(email)
      ).fetch(`/files?kind=officeLogo${query}`, {
        method: 'POST',
        headers: { 'apollo-require-preflight': 'true' },
        body: form,
      });
      return {
        status: res.status,
        body: (await res.json()) as { id?: string; url?: string; error?: { code: string; message: string } },
      };
    };
    const png = { name: 'logo.png', type: 'image/png', data: PNG };

    it('stores the logo of an office the viewer may change, and the office shows it', async () => {
      const officeId = id('acme-parramatta');
      const answer = await upload('officeadmin@sandbox.test', `&officeId=${officeId}`, png);
      assert.equal(answer.status, 201, JSON.stringify(answer.body));
      const logo = (await office('officeadmin@sandbox.test', officeId))!.details.logo;
      assert.deepEqual(logo, { id: answer.body.id, url: answer.body.url });
    });

    it("refuses before forwarding: no office, a forged id, another client's office, an office not held, a role without offices", async () => {
      const control = sandboxControl(stack.sandboxUrl);
      const refusals: [string, string, number][] = [
        ['clientadmin@sandbox.test', '', 400],
        ['clientadmin@sandbox.test', '&officeId=..%2F1', 400],
        ['clientadmin@sandbox.test', `&officeId=${id('harbour-cammeray')}`, 403],
        ['officeadmin@sandbox.test', `&officeId=${id('acme-bondi')}`, 403],
        ['agent@sandbox.test', `&officeId=${id('acme-sydney-cbd')}`, 403],
      ];
      for (const [email, query, status] of refusals) {
        await control.clearCalls();
        const answer = await upload(email, query, png);
        assert.equal(answer.status, status, `${email} ${query}: ${JSON.stringify(answer.body)}`);
        const calls = await control.calls();
        assert.ok(
          !calls.some((c) => c.method === 'POST'),
          `${email} ${query}: nothing forwarded (${calls.map((c) => `${c.method} ${c.path}`).join(', ')})`,
        );
      }
      const missing = await upload('clientadmin@sandbox.test', '', png);
      assert.equal(missing.body.error?.message, messages.officeLogoNeedsOffice);
    });

    it('refuses a file that is not what its name says, or not an image, and one over 5 MB', async () => {
      const officeId = id('acme-parramatta');
      const renamed = await upload('clientadmin@sandbox.test', `&officeId=${officeId}`, {
        name: 'logo.gif',
        type: 'image/gif',
        data: PNG,
      });
      assert.equal(renamed.status, 415);
      assert.equal(renamed.body.error?.message, messages.officeLogoType);
      const text = await upload('clientadmin@sandbox.test', `&officeId=${officeId}`, {
        name: 'logo.png',
        type: 'image/png',
        data: Buffer.from('not an image'),
      });
      assert.equal(text.status, 415);
      const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1)]);
      const tooLarge = await upload('clientadmin@sandbox.test', `&officeId=${officeId}`, {
        name: 'big.png',
        type: 'image/png',
        data: big,
      });
      assert.equal(tooLarge.status, 413);
      assert.equal(tooLarge.body.error?.message, messages.officeLogoTooLarge);
    });
  });
});
