import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sampleValue } from '../../bff/src/testing/prometheus-text.ts';
import { codeOf, fieldErrorsOf } from '../support/answers.ts';
import type { GraphQLResponse } from '../support/graphql-client.ts';
import { freePort, signIn, signedInClients } from '../support/helpers.ts';
import { sandboxControl } from '../support/sandbox-control.ts';
import { PASSWORD, startStack, type Stack } from '../support/stack.ts';

/**
 * Clients administration through the BFF against the sandbox (administration spec sections 2, 4,
 * 5, 6): the list and the client modal per role, every permission rule tried as an attacker would
 * (forged ids, another client's record, restricted fields, parallel bursts), the feature switch
 * (swallowed, logged and counted on failure) and the form's messages.
 */

const METRICS_TOKEN = 'clients-metrics-token-0123456789';

const LIST = `query ($status: ClientStatus, $search: String, $first: Int, $cursor: String) {
  clients(status: $status, search: $search, first: $first, cursor: $cursor) {
    items { id title subDomain status logoUrl product paymentMethods { property agent office } }
    pageInfo { nextCursor hasMore }
  }
}`;

const TABS = {
  details: `details { title product subDomain companyName abnNumber accountEmail vendorNumber workflowNumber
    billingAddress { buildingName thoroughfareNumber thoroughfareName localityName postalCodeNumber administrativeAreaName }
    emailFromName accountsEmailRecipients accountsEmailWeekday conversionSource authorizedDomains }`,
  display:
    'display { configEditable showCampaignReportButton showCampaignExportPdf showAgentCampaignAdTitle showAgentCampaignLabel showPropertyUrlField showAgentLandingPage }',
  images:
    'images { logo { fileId url } logoInverse { fileId url } adLogo { fileId } favicon { fileId } emailLogoTop { fileId } emailLogoBottom { fileId } landingPageCover { fileId url } }',
  offices: 'offices { id officeId displayName attachment otherClientTitle }',
  integration:
    'integration { property { size160x600 size300x600 size300x250 size970x250 } office { size160x600 } agent { size970x250 } }',
  paymentDetails:
    'paymentDetails { defaultMethods { property agent office } offices { id displayName paymentMethods { property agent office } } tradingTerms }',
  features: 'features { id key name description enabled }',
} as const;
type TabName = keyof typeof TABS;

const tabQuery = (tab: TabName) => `query ($id: ID!) { client(id: $id) { id title status ${TABS[tab]} } }`;

const UPDATE =
  'mutation ($input: UpdateClientInput!) { updateClient(input: $input) { client { id title subDomain details { title accountEmail accountsEmailRecipients authorizedDomains accountsEmailWeekday conversionSource billingAddress { localityName administrativeAreaName } } } } }';

type ClientRow = {
  id: string;
  title: string;
  subDomain: string | null;
  status: string;
  logoUrl: string | null;
  product: string | null;
  paymentMethods: Record<string, string | null>;
};

describe('clients administration through the BFF', () => {
  let stack: Stack;
  let control: ReturnType<typeof sandboxControl>;
  let acme: string;
  let harbour: string;

  const as = signedInClients(() => stack.url);
  const ok = async <T>(email: string, query: string, variables?: Record<string, unknown>) => {
    const res = await (await as(email)).gql<T>(query, variables);
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    return res.data!;
  };
  const admin = 'admin@sandbox.test';
  const clientAdmin = 'clientadmin@sandbox.test';
  const officeAdmin = 'officeadmin@sandbox.test';

  /** Runs `op` and answers the upstream calls it caused. */
  const upstreamCalls = async (op: () => Promise<unknown>) => {
    await control.clearCalls();
    await op();
    return (await control.calls()).map((c) => `${c.method} ${c.path}`);
  };

  /** A bearer token straight from the sandbox, for setting up rows the BFF has no call for. */
  const sandboxToken = async (email: string) => {
    const res = await fetch(`${stack.sandboxUrl}/api/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password: PASSWORD, function: 'login' }),
    });
    return ((await res.json()) as { token: string }).token;
  };

  before(async () => {
    stack = await startStack({ env: { METRICS_TOKEN } });
    control = sandboxControl(stack.sandboxUrl);
    const all = await ok<{ clients: { items: ClientRow[] } }>(admin, LIST, { first: 100 });
    acme = all.clients.items.find((c) => c.subDomain === 'acme')!.id;
    harbour = all.clients.items.find((c) => c.subDomain === 'harbour')!.id;
  });
  after(() => stack.close());

  describe('the list', () => {
    it('staff see every client, sorted by title, paged by 10, with the list columns; the Archived tab holds the archived ones', async () => {
      const first = await ok<{
        clients: { items: ClientRow[]; pageInfo: { nextCursor: string | null; hasMore: boolean } };
      }>(admin, LIST, {});
      assert.equal(first.clients.items.length, 10);
      assert.equal(first.clients.pageInfo.hasMore, true);
      const second = await ok<{ clients: { items: ClientRow[] } }>(admin, LIST, {
        cursor: first.clients.pageInfo.nextCursor,
      });
      const titles = [...first.clients.items, ...second.clients.items].map((c) => c.title);
      assert.deepEqual(
        titles,
        [...titles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
      );
      assert.ok(first.clients.items.every((c) => c.status === 'PUBLISHED'));
      const acmeRow = [...first.clients.items, ...second.clients.items].find((c) => c.id === acme)!;
      assert.match(acmeRow.logoUrl ?? '', /^\/storage\//);
      for (const m of Object.values(acmeRow.paymentMethods)) assert.ok(m === 'CREDIT_CARD' || m === 'TRADING_TERMS');
      const archived = await ok<{ clients: { items: ClientRow[] } }>(admin, LIST, { status: 'ARCHIVED' });
      assert.ok(archived.clients.items.length >= 1);
      assert.ok(archived.clients.items.every((c) => c.status === 'ARCHIVED'));
    });

    it('search matches part of the title or sub-domain', async () => {
      const found = await ok<{ clients: { items: ClientRow[] } }>(admin, LIST, { search: '  harb ' });
      assert.deepEqual(
        found.clients.items.map((c) => c.id),
        [harbour],
      );
    });

    it('a client admin and an office admin see only their own client; agents and client users are refused', async () => {
      for (const email of [clientAdmin, officeAdmin]) {
        const page = await ok<{ clients: { items: ClientRow[] } }>(email, LIST, { first: 100 });
        assert.deepEqual(
          page.clients.items.map((c) => c.id),
          [acme],
          email,
        );
      }
      for (const email of ['agent@sandbox.test', 'agent.media@sandbox.test']) {
        const res = await (await signIn(stack.url, email)).gql(LIST);
        assert.equal(codeOf(res), 'FORBIDDEN', email);
        assert.equal(res.data, null);
      }
    });

    it('a client reached through an office answers the same fields under the same rules', async () => {
      const res = await (
        await as(clientAdmin)
      ).gql<{
        offices: {
          items: {
            client: {
              id: string;
              logoUrl: string | null;
              product: string | null;
              details: { title: string } | null;
              integration: unknown;
            };
          }[];
        };
      }>(
        '{ offices(first: 1) { items { client { id logoUrl product details { title } integration { property { size160x600 } } } } } }',
      );
      const client = res.data!.offices.items[0]!.client;
      assert.equal(client.id, acme);
      assert.match(client.logoUrl ?? '', /^\/storage\//);
      assert.equal(client.details?.title, 'Acme Realty');
      assert.equal(client.integration, null);
      assert.deepEqual(
        res.errors?.map((e) => [e.extensions?.code, e.path?.slice(-1)[0]]),
        [['FORBIDDEN', 'integration']],
      );
    });

    it('crafted arguments are refused with the catalogue texts, before any upstream call', async () => {
      const b = await as(admin);
      for (const [variables, field] of [
        [{ first: 0 }, 'first'],
        [{ first: 101 }, 'first'],
        [{ search: 'x'.repeat(256) }, 'search'],
        [{ cursor: 'c'.repeat(1025) }, 'cursor'],
      ] as const) {
        let res: GraphQLResponse<unknown> | undefined;
        assert.deepEqual(await upstreamCalls(async () => (res = await b.gql(LIST, variables))), []);
        assert.equal(codeOf(res!), 'BAD_USER_INPUT');
        assert.equal(fieldErrorsOf(res!)?.[0]?.name, field);
      }
    });
  });

  describe('the client modal', () => {
    it('staff open any client and see every tab', async () => {
      for (const tab of Object.keys(TABS) as TabName[]) {
        const data = await ok<{ client: Record<string, unknown> | null }>(admin, tabQuery(tab), { id: harbour });
        assert.ok(data.client?.[tab], tab);
      }
      const display = (
        await ok<{ client: { display: Record<string, boolean | null> } }>(admin, tabQuery('display'), { id: acme })
      ).client.display;
      assert.equal(typeof display.showPropertyUrlField, 'boolean');
      assert.equal(typeof display.showAgentLandingPage, 'boolean');
      assert.equal(display.configEditable, true);
      const details = (
        await ok<{
          client: {
            details: { title: string; subDomain: string; accountsEmailWeekday: string; conversionSource: string };
          };
        }>(admin, tabQuery('details'), { id: acme })
      ).client.details;
      assert.equal(details.title, 'Acme Realty');
      assert.equal(details.subDomain, 'acme');
      assert.match(details.accountsEmailWeekday, /^(MON|TUE|WED|THU|FRI|SAT|SUN)$/);
      assert.match(details.conversionSource, /^(GA|LOOPA)$/);
      const features = (
        await ok<{ client: { features: { id: string; key: string }[] } }>(admin, tabQuery('features'), { id: acme })
      ).client.features;
      assert.ok(features.some((f) => f.key === 'audience' && f.id === `${acme}:audience`));
    });

    it('an unknown client is null; a malformed id is BAD_USER_INPUT before any upstream call', async () => {
      assert.equal((await ok<{ client: unknown }>(admin, tabQuery('details'), { id: '999999' })).client, null);
      const b = await as(admin);
      for (const id of ['../users', '1/agency/2', '1?include=agencies', '', 'x'.repeat(65)]) {
        let res: GraphQLResponse<unknown> | undefined;
        assert.deepEqual(await upstreamCalls(async () => (res = await b.gql(tabQuery('details'), { id }))), [], id);
        assert.equal(codeOf(res!), 'BAD_USER_INPUT', id);
      }
    });

    it("a client admin and an office admin never reach another client's record, whatever the id (no upstream call)", async () => {
      for (const email of [clientAdmin, officeAdmin]) {
        const b = await as(email);
        for (const id of [harbour, '1', '999999']) {
          if (id === acme) continue;
          let res: GraphQLResponse<{ client: unknown }> | undefined;
          assert.deepEqual(
            await upstreamCalls(async () => (res = await b.gql(tabQuery('details'), { id }))),
            [],
            `${email} ${id}`,
          );
          assert.equal(codeOf(res!), 'FORBIDDEN', `${email} ${id}`);
          assert.equal(res!.data?.client ?? null, null);
        }
      }
    });

    it('a client admin sees Details, Display (without the restricted flags), Images and Payment Details; Offices, Integration and Features are FORBIDDEN', async () => {
      for (const tab of ['details', 'images', 'paymentDetails'] as const) {
        const data = await ok<{ client: Record<string, unknown> }>(clientAdmin, tabQuery(tab), { id: acme });
        assert.ok(data.client[tab], tab);
      }
      const display = (
        await ok<{ client: { display: Record<string, boolean | null> } }>(clientAdmin, tabQuery('display'), {
          id: acme,
        })
      ).client.display;
      assert.equal(display.showPropertyUrlField, null);
      assert.equal(display.showAgentLandingPage, null);
      assert.equal(display.configEditable, false);
      assert.equal(typeof display.showCampaignReportButton, 'boolean');
      const b = await as(clientAdmin);
      for (const tab of ['offices', 'integration', 'features'] as const) {
        const res = await b.gql<{ client: Record<string, unknown> | null }>(tabQuery(tab), { id: acme });
        assert.equal(codeOf(res), 'FORBIDDEN', tab);
        assert.deepEqual(res.errors?.[0]?.path, ['client', tab]);
        assert.equal(res.data?.client?.[tab] ?? null, null, tab);
      }
    });

    it('an office admin sees Details, Display and Images only; Payment Details is FORBIDDEN', async () => {
      for (const tab of ['details', 'display', 'images'] as const) {
        const data = await ok<{ client: Record<string, unknown> }>(officeAdmin, tabQuery(tab), { id: acme });
        assert.ok(data.client[tab], tab);
      }
      const b = await as(officeAdmin);
      for (const tab of ['paymentDetails', 'offices', 'integration', 'features'] as const) {
        assert.equal(codeOf(await b.gql(tabQuery(tab), { id: acme })), 'FORBIDDEN', tab);
      }
    });

    it('the viewer rights follow the role table', async () => {
      const rights = `{ clientAccess { view add editMainFields editSubDomain archive editDisplayConfig changePaymentOptions editTradingTerms attachOffices editIntegration switchFeatures changeCard
        tabs { details display images offices integration paymentDetails features } } }`;
      type Access = { clientAccess: Record<string, boolean> & { tabs: Record<string, boolean> } };
      const staff = (await ok<Access>(admin, rights)).clientAccess;
      assert.ok(Object.entries(staff).every(([k, v]) => k === 'changeCard' || k === 'tabs' || v === true));
      assert.equal(staff.changeCard, false);
      assert.ok(Object.values(staff.tabs).every(Boolean));
      const ca = (await ok<Access>(clientAdmin, rights)).clientAccess;
      assert.deepEqual(
        {
          view: ca.view,
          add: ca.add,
          editMainFields: ca.editMainFields,
          editSubDomain: ca.editSubDomain,
          archive: ca.archive,
          editDisplayConfig: ca.editDisplayConfig,
          changeCard: ca.changeCard,
        },
        {
          view: true,
          add: false,
          editMainFields: true,
          editSubDomain: false,
          archive: false,
          editDisplayConfig: false,
          changeCard: true,
        },
      );
      assert.deepEqual(ca.tabs, {
        details: true,
        display: true,
        images: true,
        offices: false,
        integration: false,
        paymentDetails: true,
        features: false,
      });
      const oa = (await ok<Access>(officeAdmin, rights)).clientAccess;
      assert.equal(oa.editMainFields, false);
      assert.deepEqual(oa.tabs, {
        details: true,
        display: true,
        images: true,
        offices: false,
        integration: false,
        paymentDetails: false,
        features: false,
      });
      const viaClient = (
        await ok<{ client: { viewerCan: { editMainFields: boolean } } }>(
          clientAdmin,
          'query ($id: ID!) { client(id: $id) { viewerCan { editMainFields } } }',
          { id: acme },
        )
      ).client;
      assert.equal(viaClient.viewerCan.editMainFields, true);
      const agent = await signIn(stack.url, 'agent@sandbox.test');
      assert.equal((await agent.gql<Access>(rights)).data?.clientAccess.view, false);
    });
  });

  describe('saving', () => {
    it("a client admin saves its own client's Details, Display's open flags and Images; the values come back normalised", async () => {
      const data = await ok<{ updateClient: { client: { details: Record<string, unknown> } } }>(clientAdmin, UPDATE, {
        input: {
          id: acme,
          details: {
            title: 'Acme Realty',
            accountEmail: 'accounts@acme.example',
            accountsEmailRecipients: ' a@acme.example ,b@acme.example ',
            accountsEmailWeekday: 'FRI',
            conversionSource: 'LOOPA',
            authorizedDomains: 'acme.example, *.acme-realty.example',
            billingAddress: { localityName: 'Sydney', administrativeAreaName: 'NSW', postalCodeNumber: '2000' },
          },
          display: { showCampaignExportPdf: true },
        },
      });
      const d = data.updateClient.client.details;
      assert.equal(d.accountEmail, 'accounts@acme.example');
      assert.equal(d.accountsEmailRecipients, 'a@acme.example, b@acme.example');
      assert.equal(d.accountsEmailWeekday, 'FRI');
      assert.equal(d.conversionSource, 'LOOPA');
      assert.equal(d.authorizedDomains, 'acme.example, *.acme-realty.example');
      assert.deepEqual(d.billingAddress, { localityName: 'Sydney', administrativeAreaName: 'NSW' });
      const display = (
        await ok<{ client: { display: { showCampaignExportPdf: boolean } } }>(clientAdmin, tabQuery('display'), {
          id: acme,
        })
      ).client.display;
      assert.equal(display.showCampaignExportPdf, true);
    });

    it('a client admin setting a staff-only field is FORBIDDEN as a whole, before any upstream call, and nothing changes', async () => {
      const before = await ok<{ client: Record<string, unknown> }>(
        admin,
        `query ($id: ID!) { client(id: $id) { subDomain ${TABS.integration} ${TABS.paymentDetails} ${TABS.display} } }`,
        { id: acme },
      );
      const b = await as(clientAdmin);
      const attempts: Record<string, unknown>[] = [
        { details: { title: 'Acme Realty', subDomain: 'acme-hijack' } },
        { details: { title: 'Acme Realty', subDomain: 'acme' } },
        { display: { showPropertyUrlField: true } },
        { display: { showCampaignReportButton: true, showAgentLandingPage: false } },
        { integration: { property: { size160x600: 'https://ads.example/p.png' } } },
        { integration: {} },
        { paymentDetails: { defaultMethods: { property: 'TRADING_TERMS' } } },
        { paymentDetails: { tradingTerms: 'Net 7' } },
        { details: { title: 'Renamed' }, paymentDetails: { tradingTerms: 'Net 7' } },
      ];
      for (const attempt of attempts) {
        let res: GraphQLResponse<unknown> | undefined;
        assert.deepEqual(
          await upstreamCalls(async () => (res = await b.gql(UPDATE, { input: { id: acme, ...attempt } }))),
          [],
          JSON.stringify(attempt),
        );
        assert.equal(codeOf(res!), 'FORBIDDEN', JSON.stringify(attempt));
      }
      const after = await ok<{ client: Record<string, unknown> }>(
        admin,
        `query ($id: ID!) { client(id: $id) { subDomain ${TABS.integration} ${TABS.paymentDetails} ${TABS.display} } }`,
        { id: acme },
      );
      assert.deepEqual(after, before);
      assert.equal(
        (await ok<{ client: { title: string } }>(admin, tabQuery('details'), { id: acme })).client.title,
        'Acme Realty',
      );
    });

    it("another client's record is FORBIDDEN for a client admin (update, archive) and every write for an office admin, in parallel bursts, with no upstream call", async () => {
      const ca = await as(clientAdmin);
      const oa = await as(officeAdmin);
      const writes: (() => Promise<GraphQLResponse<unknown>>)[] = [];
      for (let i = 0; i < 15; i += 1) {
        writes.push(() => ca.gql(UPDATE, { input: { id: harbour, details: { title: `Owned ${i}` } } }));
        writes.push(() =>
          ca.gql('mutation ($id: ID!) { archiveClient(input: { id: $id }) { client { id } } }', { id: acme }),
        );
        writes.push(() => oa.gql(UPDATE, { input: { id: acme, details: { title: `Office ${i}` } } }));
        writes.push(() =>
          ca.gql(
            'mutation ($c: ID!) { attachOfficeToClient(input: { clientId: $c, officeId: "1" }) { office { id } } }',
            { c: acme },
          ),
        );
        writes.push(() =>
          ca.gql(
            'mutation { setOfficePaymentMethod(input: { officeId: "1", campaignType: PROPERTY, method: TRADING_TERMS }) { office { id } } }',
          ),
        );
        writes.push(() =>
          ca.gql(
            'mutation ($c: ID!) { setClientFeature(input: { clientId: $c, featureKey: "audience", enabled: false }) { applied } }',
            { c: acme },
          ),
        );
        writes.push(() =>
          ca.gql(
            'mutation { createClient(input: { details: { title: "Mine", subDomain: "mine" } }) { client { id } } }',
          ),
        );
      }
      let results: GraphQLResponse<unknown>[] = [];
      assert.deepEqual(await upstreamCalls(async () => (results = await Promise.all(writes.map((w) => w())))), []);
      assert.ok(
        results.every((r) => codeOf(r) === 'FORBIDDEN'),
        JSON.stringify(results.find((r) => codeOf(r) !== 'FORBIDDEN')),
      );
      const harbourTitle = (
        await ok<{ client: { title: string; status: string } }>(admin, tabQuery('details'), { id: harbour })
      ).client;
      assert.equal(harbourTitle.title, 'Harbour Property Group');
      assert.equal(
        (await ok<{ client: { status: string } }>(admin, tabQuery('details'), { id: acme })).client.status,
        'PUBLISHED',
      );
    });

    it('a parallel burst of valid saves by a client admin all succeed and leave one of the sent values', async () => {
      const b = await as(clientAdmin);
      const names = Array.from({ length: 12 }, (_, i) => `Burst sender ${i}`);
      const results = await Promise.all(
        names.map((name) =>
          b.gql(UPDATE, { input: { id: acme, details: { title: 'Acme Realty', emailFromName: name } } }),
        ),
      );
      assert.ok(
        results.every((r) => r.errors === undefined),
        JSON.stringify(results.find((r) => r.errors)),
      );
      const stored = (
        await ok<{ client: { details: { emailFromName: string } } }>(admin, tabQuery('details'), { id: acme })
      ).client.details.emailFromName;
      assert.ok(names.includes(stored));
    });

    it('the form rules answer the spec texts under the input names, before any upstream call', async () => {
      const b = await as(admin);
      const cases: [Record<string, unknown>, string, string][] = [
        [{ title: '   ' }, 'details.title', 'Organisation name is required'],
        [{ title: 'Acme Realty', accountEmail: 'not-an-email' }, 'details.accountEmail', 'Invalid Email'],
        [
          { title: 'Acme Realty', accountsEmailRecipients: 'a@acme.example, nope' },
          'details.accountsEmailRecipients',
          'Invalid Email List',
        ],
        [
          { title: 'Acme Realty', authorizedDomains: 'acme.example, http://x.example' },
          'details.authorizedDomains',
          'Invalid Domain',
        ],
        [{ title: 'Acme Realty', authorizedDomains: 'a.*.example' }, 'details.authorizedDomains', 'Invalid Domain'],
      ];
      for (const [details, name, message] of cases) {
        let res: GraphQLResponse<unknown> | undefined;
        assert.deepEqual(
          await upstreamCalls(async () => (res = await b.gql(UPDATE, { input: { id: acme, details } }))),
          [],
        );
        assert.equal(codeOf(res!), 'BAD_USER_INPUT');
        assert.deepEqual(fieldErrorsOf(res!), [{ name, messages: [message] }]);
        assert.equal(res!.errors?.[0]?.message, message);
      }
      const creative = await b.gql(UPDATE, {
        input: { id: acme, integration: { agent: { size300x250: 'http://ads.example/a.png' } } },
      });
      assert.equal(fieldErrorsOf(creative)?.[0]?.name, 'integration.agent.size300x250');
    });

    it("the upstream's field errors come back under the input's names (a sub-domain already used)", async () => {
      const res = await (
        await as(admin)
      ).gql(UPDATE, { input: { id: acme, details: { title: 'Acme Realty', subDomain: 'harbour' } } });
      assert.equal(codeOf(res), 'BAD_USER_INPUT');
      assert.equal(fieldErrorsOf(res)?.[0]?.name, 'details.subDomain');
    });

    it('staff create a client (published), edit its restricted parts, archive and unarchive it', async () => {
      const created = await ok<{ createClient: { client: { id: string; status: string; subDomain: string } } }>(
        admin,
        'mutation ($input: CreateClientInput!) { createClient(input: $input) { client { id status subDomain } } }',
        { input: { details: { title: 'Zephyr Test Homes', subDomain: 'Zephyr-Test' } } },
      );
      const id = created.createClient.client.id;
      assert.deepEqual(created.createClient.client, { id, status: 'PUBLISHED', subDomain: 'zephyr-test' });
      const missing = await (
        await as(admin)
      ).gql('mutation { createClient(input: { details: { title: "No Domain" } }) { client { id } } }');
      assert.equal(fieldErrorsOf(missing)?.[0]?.name, 'details.subDomain');
      await ok(admin, UPDATE, {
        input: {
          id,
          integration: { property: { size160x600: 'https://ads.example/p160.png' } },
          paymentDetails: { defaultMethods: { office: 'TRADING_TERMS' }, tradingTerms: 'Net 14' },
          display: { showPropertyUrlField: true },
        },
      });
      const read = await ok<{
        client: {
          integration: { property: { size160x600: string } };
          paymentDetails: { defaultMethods: { office: string }; tradingTerms: string };
          display: { showPropertyUrlField: boolean };
        };
      }>(admin, `query ($id: ID!) { client(id: $id) { ${TABS.integration} ${TABS.paymentDetails} ${TABS.display} } }`, {
        id,
      });
      assert.equal(read.client.integration.property.size160x600, 'https://ads.example/p160.png');
      assert.equal(read.client.paymentDetails.defaultMethods.office, 'TRADING_TERMS');
      assert.equal(read.client.paymentDetails.tradingTerms, 'Net 14');
      assert.equal(read.client.display.showPropertyUrlField, true);
      const archived = await ok<{ archiveClient: { client: { status: string } } }>(
        admin,
        'mutation ($id: ID!) { archiveClient(input: { id: $id }) { client { status } } }',
        { id },
      );
      assert.equal(archived.archiveClient.client.status, 'ARCHIVED');
      const list = await ok<{ clients: { items: ClientRow[] } }>(admin, LIST, {
        status: 'ARCHIVED',
        search: 'Zephyr Test',
      });
      assert.deepEqual(
        list.clients.items.map((c) => c.id),
        [id],
      );
      const back = await ok<{ unarchiveClient: { client: { status: string } } }>(
        admin,
        'mutation ($id: ID!) { unarchiveClient(input: { id: $id }) { client { status } } }',
        { id },
      );
      assert.equal(back.unarchiveClient.client.status, 'PUBLISHED');
    });

    it('the Images tab: an upload of each kind, then the save; the tab shows the stored images', async () => {
      const b = await as(clientAdmin);
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      );
      const upload = async (kind: string) => {
        const form = new FormData();
        form.append('file', new Blob([png], { type: 'image/png' }), 'logo.png');
        const res = await b.fetch(`/files?kind=${kind}`, {
          method: 'POST',
          body: form,
          headers: { 'apollo-require-preflight': '1' },
        });
        assert.equal(res.status, 201, kind);
        return ((await res.json()) as { id: string }).id;
      };
      const logo = await upload('clientLogo');
      const cover = await upload('clientLandingPageCover');
      await ok(clientAdmin, UPDATE, {
        input: { id: acme, images: { logoFileId: logo, landingPageCoverFileId: cover, emailLogoTopFileId: null } },
      });
      const images = (
        await ok<{
          client: {
            images: { logo: { fileId: string; url: string }; landingPageCover: { fileId: string }; emailLogoTop: null };
          };
        }>(clientAdmin, tabQuery('images'), { id: acme })
      ).client.images;
      assert.equal(images.logo.fileId, logo);
      assert.match(images.logo.url, /^\/storage\//);
      assert.equal(images.landingPageCover.fileId, cover);
      assert.equal(images.emailLogoTop, null);
      const oa = await as(officeAdmin);
      const form = new FormData();
      form.append('file', new Blob([png], { type: 'image/png' }), 'logo.png');
      assert.equal(
        (
          await oa.fetch('/files?kind=clientLogo', {
            method: 'POST',
            body: form,
            headers: { 'apollo-require-preflight': '1' },
          })
        ).status,
        403,
      );
    });
  });

  describe('offices, payment methods and features (staff)', () => {
    it("the Offices tab lists published offices with their standing; attaching an unattached office makes it the client's; another client's office is refused", async () => {
      const token = await sandboxToken(admin);
      const made = await fetch(`${stack.sandboxUrl}/api/agencies`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ displayName: 'Unattached Test Office' }),
      });
      assert.equal(made.status, 201);
      const officeId = String(((await made.json()) as { id: number }).id);
      type Option = {
        id: string;
        officeId: string;
        displayName: string;
        attachment: string;
        otherClientTitle: string | null;
      };
      const tab = async (search?: string) =>
        (
          await ok<{ client: { offices: Option[] } }>(
            admin,
            'query ($id: ID!, $s: String) { client(id: $id) { offices(search: $s) { id officeId displayName attachment otherClientTitle } } }',
            { id: acme, s: search },
          )
        ).client.offices;
      const all = await tab();
      assert.equal(all.find((o) => o.officeId === officeId)?.attachment, 'UNATTACHED');
      assert.ok(all.some((o) => o.attachment === 'ATTACHED'));
      const other = all.find((o) => o.attachment === 'OTHER_CLIENT')!;
      assert.ok(other.otherClientTitle);
      assert.deepEqual(
        (await tab('Unattached Test')).map((o) => o.officeId),
        [officeId],
      );
      const attached = await ok<{ attachOfficeToClient: { office: Option } }>(
        admin,
        'mutation ($c: ID!, $o: ID!) { attachOfficeToClient(input: { clientId: $c, officeId: $o }) { office { id officeId attachment } } }',
        { c: acme, o: officeId },
      );
      assert.deepEqual(attached.attachOfficeToClient.office, {
        id: `${acme}:${officeId}`,
        officeId,
        attachment: 'ATTACHED',
      });
      assert.equal((await tab('Unattached Test'))[0]?.attachment, 'ATTACHED');
      const refused = await (
        await as(admin)
      ).gql(
        'mutation ($c: ID!, $o: ID!) { attachOfficeToClient(input: { clientId: $c, officeId: $o }) { office { id } } }',
        { c: harbour, o: officeId },
      );
      assert.equal(codeOf(refused), 'BAD_USER_INPUT');
      assert.deepEqual(fieldErrorsOf(refused), [
        { name: 'officeId', messages: ['This office belongs to another client.'] },
      ]);
      const payment = (
        await ok<{ client: { paymentDetails: { offices: { id: string }[] } } }>(admin, tabQuery('paymentDetails'), {
          id: acme,
        })
      ).client.paymentDetails;
      assert.ok(payment.offices.some((o) => o.id === officeId));
    });

    it('a per-office payment method saves at once; the client admin sees it but may not change it', async () => {
      const payment = (
        await ok<{ client: { paymentDetails: { offices: { id: string; paymentMethods: Record<string, string> }[] } } }>(
          admin,
          tabQuery('paymentDetails'),
          { id: acme },
        )
      ).client.paymentDetails;
      const office = payment.offices[0]!;
      const next = office.paymentMethods.agent === 'CREDIT_CARD' ? 'TRADING_TERMS' : 'CREDIT_CARD';
      const saved = await ok<{
        setOfficePaymentMethod: { office: { id: string; paymentMethods: Record<string, string> } };
      }>(
        admin,
        'mutation ($o: ID!, $m: PaymentMethod!) { setOfficePaymentMethod(input: { officeId: $o, campaignType: AGENT, method: $m }) { office { id paymentMethods { property agent office } } } }',
        { o: office.id, m: next },
      );
      assert.equal(saved.setOfficePaymentMethod.office.paymentMethods.agent, next);
      assert.equal(saved.setOfficePaymentMethod.office.paymentMethods.property, office.paymentMethods.property);
      const seen = (
        await ok<{ client: { paymentDetails: { offices: { id: string; paymentMethods: Record<string, string> }[] } } }>(
          clientAdmin,
          tabQuery('paymentDetails'),
          { id: acme },
        )
      ).client.paymentDetails;
      assert.equal(seen.offices.find((o) => o.id === office.id)?.paymentMethods.agent, next);
    });

    it('Activate/Deactivate switches a feature; a failing switch is swallowed, logged and counted', async () => {
      const sw =
        'mutation ($c: ID!, $k: String!, $e: Boolean!) { setClientFeature(input: { clientId: $c, featureKey: $k, enabled: $e }) { applied feature { id key enabled } } }';
      const off = await ok<{ setClientFeature: { applied: boolean; feature: { id: string; enabled: boolean } } }>(
        admin,
        sw,
        { c: harbour, k: 'organic-social', e: false },
      );
      assert.deepEqual(off.setClientFeature, {
        applied: true,
        feature: { id: `${harbour}:organic-social`, key: 'organic-social', enabled: false },
      });
      const on = await ok<{ setClientFeature: { applied: boolean; feature: { enabled: boolean } } }>(admin, sw, {
        c: harbour,
        k: 'organic-social',
        e: true,
      });
      assert.equal(on.setClientFeature.feature.enabled, true);
      const features = (
        await ok<{ client: { features: { key: string; enabled: boolean }[] } }>(admin, tabQuery('features'), {
          id: harbour,
        })
      ).client.features;
      assert.equal(features.find((f) => f.key === 'organic-social')?.enabled, true);

      const scrape = async () =>
        (await fetch(`${stack.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
      const before = sampleValue(await scrape(), 'portal_client_feature_failures_total', { call: 'switch' });
      const from = stack.logs.length;
      const failed = await ok<{ setClientFeature: { applied: boolean; feature: unknown } }>(admin, sw, {
        c: harbour,
        k: 'no-such-feature',
        e: true,
      });
      assert.deepEqual(failed.setClientFeature, { applied: false, feature: null });
      const line = JSON.parse(await stack.logged('client feature call failed', from)) as {
        call: string;
        code: string;
        clientId: string;
      };
      assert.deepEqual([line.call, line.code, line.clientId], ['switch', 'NOT_FOUND', harbour]);
      const unknownClient = await ok<{ setClientFeature: { applied: boolean } }>(admin, sw, {
        c: '999999',
        k: 'audience',
        e: true,
      });
      assert.equal(unknownClient.setClientFeature.applied, false);
      assert.equal(sampleValue(await scrape(), 'portal_client_feature_failures_total', { call: 'switch' }), before + 2);
      const bad = await (await as(admin)).gql(sw, { c: harbour, k: '../../users', e: true });
      assert.equal(codeOf(bad), 'BAD_USER_INPUT');
    });
  });
});

describe('clients administration with the legacy dashboard API down', () => {
  let stack: Stack;
  before(async () => {
    // Nothing listens on a freshly freed port: every legacy API call fails to connect.
    stack = await startStack({
      env: { METRICS_TOKEN, DASHBOARD_API_URL: `http://127.0.0.1:${await freePort()}/dashboard-api` },
    });
  });
  after(() => stack.close());

  it('the Features tab reads null and the switch answers applied: false; both are logged and counted, the rest of the modal works', async () => {
    const b = await signIn(stack.url, 'admin@sandbox.test');
    const id = (await b.gql<{ clients: { items: { id: string }[] } }>('{ clients(search: "acme") { items { id } } }'))
      .data!.clients.items[0]!.id;
    const from = stack.logs.length;
    const read = await b.gql<{ client: { title: string; features: unknown } }>(
      'query ($id: ID!) { client(id: $id) { title features { key enabled } } }',
      { id },
    );
    assert.equal(read.errors, undefined, JSON.stringify(read.errors));
    assert.deepEqual(read.data!.client, { title: 'Acme Realty', features: null });
    const readLine = JSON.parse(await stack.logged('client feature call failed', from)) as {
      call: string;
      code: string;
    };
    assert.deepEqual([readLine.call, readLine.code], ['read', 'UPSTREAM_UNAVAILABLE']);
    const sw = await b.gql<{ setClientFeature: { applied: boolean; feature: unknown } }>(
      'mutation ($c: ID!) { setClientFeature(input: { clientId: $c, featureKey: "audience", enabled: false }) { applied feature { key } } }',
      { c: id },
    );
    assert.equal(sw.errors, undefined, JSON.stringify(sw.errors));
    assert.deepEqual(sw.data!.setClientFeature, { applied: false, feature: null });
    const metrics = await (
      await fetch(`${stack.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    assert.equal(sampleValue(metrics, 'portal_client_feature_failures_total', { call: 'read' }), 1);
    assert.equal(sampleValue(metrics, 'portal_client_feature_failures_total', { call: 'switch' }), 1);
    // The main API's tabs are unaffected.
    const details = await b.gql<{ client: { details: { title: string } } }>(
      'query ($id: ID!) { client(id: $id) { details { title } } }',
      { id },
    );
    assert.equal(details.data?.client.details.title, 'Acme Realty');
  });
});
