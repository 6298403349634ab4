import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execute, parse as parseQuery } from 'graphql';
import { clientAccessOf, updateClientSchema } from '@portal/schema';
import { createSchema } from '../../schema.ts';
import { stubContext } from '../../testing/stub-context.ts';
import { json, stubUpstream } from '../../testing/stub-upstream.ts';
import { clientAdminDto } from '../../upstream/main/clients.ts';
import { assertWriteAllowed, includesFor, toClientBody } from './client-rules.ts';
import { paymentOffices, toDetails, toOfficeOption } from './client-views.ts';

const parse = (input: unknown) => updateClientSchema.parse(input);

describe('client tabs → the upstream ClientForm (only what was sent)', () => {
  it('Details: texts, domains, the whole billing address, the accounts e-mail and the conversion source', () => {
    const body = toClientBody(
      parse({
        id: '1',
        details: {
          title: 'Acme',
          accountEmail: '',
          authorizedDomains: 'a.example,*.b.example',
          billingAddress: { localityName: 'Sydney', administrativeAreaName: 'NSW' },
          accountsEmailRecipients: 'a@x.example',
          accountsEmailWeekday: 'WED',
          conversionSource: 'LOOPA',
        },
      }),
    );
    assert.deepEqual(body, {
      title: 'Acme',
      accountEmail: null,
      clientDomains: 'a.example, *.b.example',
      billingAddress: {
        buildingName: null,
        thoroughfareNumber: null,
        thoroughfareName: null,
        localityName: 'Sydney',
        postalCodeNumber: null,
        administrativeAreaName: 'NSW',
      },
      ordersReport: { recipients: 'a@x.example', recurrencePattern: { weekday: 'Wed' } },
      clientIntegration: { campaignStatSource: 'Loopa' },
    });
  });

  it('Display, Images, Integration and Payment Details land in their nested objects; null images clear, absent ones stay out', () => {
    const body = toClientBody(
      parse({
        id: '1',
        display: { showCampaignReportButton: false, showPropertyUrlField: true, showAgentLabel: true },
        images: { logoFileId: '12', faviconFileId: null },
        integration: { agent: { size970x250: 'https://x.example/a.png', size160x600: '' } },
        paymentDetails: { defaultMethods: { office: 'TRADING_TERMS' }, tradingTerms: 'Net 7' },
      }),
    );
    assert.deepEqual(body, {
      clientDisplayConfig: {
        showCampaignReportButton: false,
        showPropertyUrlField: true,
        imageLogo: 12,
        imageFavicon: null,
      },
      clientIntegration: { agentCreative970250: 'https://x.example/a.png', agentCreative160600: null },
      officeCampaignPaymentOption: 'trading-terms',
      tradingTerms: 'Net 7',
    });
    assert.deepEqual(toClientBody(parse({ id: '1' })), {});
  });
});

describe('what a client admin may write', () => {
  const ca = clientAccessOf('CLIENT_ADMIN');
  const staff = clientAccessOf('ADMIN');
  it('main fields, the open display flags and images: allowed', () => {
    assert.doesNotThrow(() =>
      assertWriteAllowed(
        ca,
        parse({
          id: '1',
          details: { title: 'A' },
          display: { showCampaignExportPdf: true, showPropertyUrlField: null },
          images: { logoFileId: '3' },
        }),
      ),
    );
  });
  it('the sub-domain, the restricted flags, Integration and Payment Details: FORBIDDEN (staff: allowed)', () => {
    for (const input of [
      { details: { title: 'A', subDomain: 'x' } },
      { display: { showAgentLandingPage: false } },
      { integration: {} },
      { paymentDetails: {} },
      { paymentDetails: { tradingTerms: null } },
    ]) {
      const v = parse({ id: '1', ...input });
      assert.throws(
        () => assertWriteAllowed(ca, v),
        (e: { extensions: { code: string } }) => e.extensions.code === 'FORBIDDEN',
        JSON.stringify(input),
      );
      assert.doesNotThrow(() => assertWriteAllowed(staff, v));
    }
  });
});

describe('reads', () => {
  it('the includes follow the selected tabs the viewer may see', () => {
    assert.deepEqual(includesFor(new Set(['id', 'title']), staff()), []);
    assert.deepEqual(includesFor(new Set(['details']), staff()).sort(), [
      'billingAddress',
      'clientIntegration',
      'ordersReport',
    ]);
    assert.deepEqual(includesFor(new Set(['paymentDetails', 'integration']), staff()).sort(), [
      'agencies',
      'clientIntegration',
    ]);
    assert.deepEqual(includesFor(new Set(['paymentDetails', 'integration']), clientAccessOf('AGENT_ADMIN')), []);
  });

  it('a recorded ClientAdmin answer maps to the Details and Payment Details tabs', () => {
    const dto = clientAdminDto.parse({
      id: 4,
      title: 'Acme Realty',
      subDomain: 'acme',
      status: 'published',
      propertyCampaignPaymentOption: 'trading-terms',
      agentCampaignPaymentOption: 'credit-card',
      officeCampaignPaymentOption: 'credit-card',
      product: 'Today',
      clientDomains: 'acme.example',
      tradingTerms: 'Net 30',
      billingAddress: null,
      clientIntegration: { campaignStatSource: 'Loopa', propertyCreative160600: 'https://x.example/p.png' },
      ordersReport: {
        recipients: 'a@acme.example',
        recurrencePattern: { weekday: 'Thu' },
        recurrenceRange: { start: null, end: { type: null, value: {} } },
      },
      agencies: {
        data: [
          {
            id: 9,
            title: 'Zeta',
            displayName: null,
            status: 'published',
            propertyCampaignPaymentOption: null,
            agentCampaignPaymentOption: 'trading-terms',
            officeCampaignPaymentOption: null,
            client: { id: 4 },
          },
          {
            id: 8,
            title: 'Old',
            displayName: 'Archived office',
            status: 'archived',
            propertyCampaignPaymentOption: null,
            agentCampaignPaymentOption: null,
            officeCampaignPaymentOption: null,
            client: { id: 4 },
          },
          {
            id: 7,
            title: 'A1',
            displayName: 'Alpha',
            status: 'published',
            propertyCampaignPaymentOption: 'credit-card',
            agentCampaignPaymentOption: null,
            officeCampaignPaymentOption: null,
            client: { id: 4 },
          },
        ],
      },
    });
    const details = toDetails(dto as Parameters<typeof toDetails>[0]);
    assert.equal(details.accountsEmailWeekday, 'THU');
    assert.equal(details.conversionSource, 'LOOPA');
    assert.equal(details.billingAddress.administrativeAreaName, null);
    assert.deepEqual(
      paymentOffices(dto as Parameters<typeof paymentOffices>[0]).map((o) => [
        o.displayName,
        o.paymentMethods.property,
        o.paymentMethods.agent,
      ]),
      [
        ['Alpha', 'CREDIT_CARD', 'CREDIT_CARD'],
        ['Zeta', 'TRADING_TERMS', 'TRADING_TERMS'],
      ],
    );
    assert.deepEqual(
      toOfficeOption('4', { id: '9', title: 'Z', displayName: null, clientId: '5', client: { title: 'Harbour' } }),
      {
        id: '4:9',
        officeId: '9',
        displayName: 'Z',
        attachment: 'OTHER_CLIENT',
        otherClientTitle: 'Harbour',
      },
    );
  });
});

describe('against an upstream that answers more than it should', () => {
  let stub: Awaited<ReturnType<typeof stubUpstream>>;
  const row = (id: number) => ({
    id,
    title: `Client ${id}`,
    subDomain: `c${id}`,
    status: 'published',
    propertyCampaignPaymentOption: 'credit-card',
    agentCampaignPaymentOption: 'credit-card',
    officeCampaignPaymentOption: 'credit-card',
  });
  before(async () => {
    stub = await stubUpstream(async (call, res) => {
      const url = new URL(call.url, 'http://stub');
      if (url.pathname === '/clients')
        return json(res, 200, { clients: [row(1), row(2), row(3)], meta: { cursor: { next: null } } });
      return json(res, 404, { message: 'Not found' });
    });
  });
  after(() => stub.close());

  const run = async (role: string, clientId: string | null) => {
    const ctx = stubContext(stub.url, { user: { id: '5', role, clientId } });
    return execute({ schema: createSchema(), document: parseQuery('{ clients { items { id } } }'), contextValue: ctx });
  };

  it("a client admin's list keeps only its own client, whatever the upstream answers; staff get every row", async () => {
    const own = await run('ROLE_CLIENT_ADMIN', '2');
    assert.equal(own.errors, undefined);
    assert.deepEqual(JSON.parse(JSON.stringify(own.data)), { clients: { items: [{ id: '2' }] } });
    const all = await run('ROLE_ADMIN', null);
    assert.equal((all.data as { clients: { items: unknown[] } }).clients.items.length, 3);
    const calls = stub.calls.length;
    const none = await run('ROLE_AGENT_ADMIN', null);
    assert.equal(none.errors?.[0]?.extensions.code, 'FORBIDDEN');
    assert.equal(stub.calls.length, calls, 'refused before any call');
  });
});

function staff() {
  return clientAccessOf('SUPER_ADMIN');
}
