import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type RunningSandbox } from '../../upstream/src/app.ts';
import { silentLogger } from '../../upstream/src/logger.ts';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy.ts';
import { replaceBreakers } from '../../bff/src/upstream/http.ts';
import { Browserish } from '../support/graphql-client.ts';
import { PORTAL_DOCUMENTS, persistedBody, type PortalDocument } from '../support/portal-operations.ts';
import { ACCESS_KEY, PASSWORD, startStack, type Stack } from '../support/stack.ts';

/**
 * The shared pipeline (decision 024) answers every portal operation exactly as Apollo Server's own
 * pipeline does, on the real schema and resolvers, and calls the upstream exactly as often:
 * two BFFs against one sandbox, one answering through Apollo alone (`apolloReference`), one as it runs (graphql-js on
 * a document's first use, graphql-jit afterwards where compiling is safe). Each operation is sent
 * by its trusted id three times to each, alternately, with the upstream healthy, with every call
 * failing (500), with every answer breaking its contract (non-null fields failing), and with each
 * route the operation calls failing alone (partial data). Status, body and the calls that reached
 * the upstream (method and path, in any order) must be the same.
 */

/** Variables for each portal operation; a new document without an entry fails the test. */
const VARIABLES: Record<string, Record<string, unknown> | undefined> = {
  Branding: { host: 'acme.localhost' },
  SessionViewer: undefined,
  EmailRecipientTypes: undefined,
  EmailRecipients: undefined,
  TopNotifications: undefined,
  NotificationBellCount: undefined,
  NotificationsPage: { search: 'campaign' },
  PreferencesPage: undefined,
  DeleteEmailRecipient: { input: { id: '999999' } },
  AddEmailRecipient: { input: { email: 'equivalence@example.test', type: 'orders' } },
  MarkNotificationsRead: { input: { ids: ['1'] } },
  UpdateProfile: { input: { firstName: 'Ada', lastName: 'Admin', mobile: '0400000000' } },
  SubmitSupportRequest: {
    input: { name: 'Ada', email: 'admin@sandbox.test', officeId: '1', concern: 'Other', details: 'Equivalence check' },
  },
  StartHandover: { next: '/offices' },
  UsersViewer: undefined,
  UsersPage: { listed: true, withClients: true, withOffices: true, withRoles: true, first: 10, search: 'a' },
  UserModal: { id: '1', creating: false, editing: true, clientId: '1' },
  CreateUser: {
    input: {
      firstName: 'Eq',
      lastName: 'Check',
      email: 'equivalence.user@example.test',
      role: 'AGENT_USER',
      clientId: '1',
      officeIds: ['1'],
    },
  },
  UpdateUser: {
    input: { id: '1', firstName: 'Eq', lastName: 'Check', role: 'AGENT_USER', clientId: '1', officeIds: ['1'] },
  },
  ArchiveUser: { input: { id: '999999' } },
  ActivateUser: { input: { id: '999999' } },
  DeactivateUser: { input: { id: '999999' } },
  ChangePassword: {
    input: { currentPassword: 'not-the-password', newPassword: 'Another#2026x', confirmPassword: 'Another#2026x' },
  },
  RequestPasswordReset: { input: { email: 'nobody@sandbox.test' } },
  ResetPassword: { input: { token: 'not-a-token', password: 'Another#2026x', confirmPassword: 'Another#2026x' } },
  // Clients administration
  ClientsPage: { status: 'PUBLISHED', search: 'a', first: 10, cursor: null },
  ClientDetailsTab: { id: '1' },
  ClientDisplayTab: { id: '1' },
  ClientImagesTab: { id: '1' },
  ClientOfficesTab: { id: '1' },
  ClientIntegrationTab: { id: '1' },
  ClientPaymentTab: { id: '1' },
  ClientFeaturesTab: { id: '1' },
  CreateClient: { input: { details: { title: 'Equivalence Homes', subDomain: 'equivalence' } } },
  UpdateClientDetails: { input: { id: '1', details: { title: 'Acme Realty' } } },
  UpdateClientDisplay: { input: { id: '1' } },
  UpdateClientImages: { input: { id: '1' } },
  UpdateClientIntegration: { input: { id: '1' } },
  UpdateClientPayment: { input: { id: '1' } },
  ArchiveClient: { input: { id: '999999' } },
  UnarchiveClient: { input: { id: '999999' } },
  AttachOfficeToClient: { input: { clientId: '1', officeId: '999999' } },
  SetOfficePaymentMethod: { input: { officeId: '1', campaignType: 'PROPERTY', method: 'CREDIT_CARD' } },
  SetClientFeature: { input: { clientId: '1', featureKey: 'audience', enabled: true } },
  // Offices administration
  OfficesViewer: undefined,
  // Without the client picker's lookup: when it fails alone, graphql-js answers at once while the
  // list's count calls may still be on their way, so the calls seen would depend on timing.
  OfficesPage: {
    clientId: '1',
    cursor: null,
    first: 10,
    listed: true,
    search: null,
    status: 'PUBLISHED',
    withClients: false,
    withCounts: true,
  },
  OfficeModal: { id: '1' },
  OfficePaymentTab: { id: '1' },
  OfficeUsersTab: { id: '1' },
  OfficeReportTab: { id: '1' },
  CreateOffice: { input: { name: 'Equivalence Office' } },
  UpdateOffice: { input: { id: '999999', name: 'Equivalence Office' } },
  ArchiveOffice: { input: { id: '999999' } },
  UpdateOfficeReport: {
    input: {
      id: '999999',
      recurrence: 'WEEKLY',
      interval: 1,
      weekday: 'MON',
      monthday: 15,
      startDate: '2026-12-01',
      recipients: [],
    },
  },
  UpdateOfficeUserPermission: {
    input: {
      officeId: '1',
      permissionId: '999999',
      canViewMediaOrders: true,
      canViewPastOrders: true,
      canViewPaymentDetails: false,
    },
  },
  SetOfficeUserActive: { input: { officeId: '1', permissionId: '999999', active: false } },
  // Saved cards
  CardEntry: undefined,
  CreateSandboxCardToken: { card: { number: '4000000000000002', expMonth: 12, expYear: 2039, cvc: '123' } },
  SaveCard: { owner: { kind: 'OFFICE', id: '1' }, token: 'tok_not_a_token' },
  RemoveCard: { owner: { kind: 'OFFICE', id: '1' } },
  // Packages administration
  PackagesPage: {
    clientId: '1',
    cursor: null,
    first: 10,
    listed: true,
    search: null,
    status: 'PUBLISHED',
    withLookups: true,
  },
  PackageDetails: { id: '1' },
  PackageLinks: { id: '1' },
  CreatePackage: { input: { title: 'Equivalence Package', type: 'OFFICE' } },
  UpdatePackage: { input: { id: '999999', title: 'Equivalence Package', type: 'OFFICE' } },
  ArchivePackage: { input: { id: '999999' } },
  UnarchivePackage: { input: { id: '999999' } },
  SetPackageClientAttached: { input: { packageId: '999999', clientId: '1', attached: true } },
  SetPackageOfficeAttached: { input: { packageId: '999999', officeId: '1', attached: true } },
  // Audiences (the admin here has no audience feature: both pipelines refuse alike)
  AudiencesPage: { page: 1 },
  AudienceFormPage: { editing: true, id: '1' },
  DeleteAudience: { input: { id: '999999' } },
  OfficeArea: { slug: 'acme-sydney-cbd' },
  OfficeCampaignsPage: { slug: 'acme-sydney-cbd', search: 'a', first: 10, withOffice: true },
  PublishedCampaignsPage: { search: 'a', first: 12 },
  PropertyOrderPage: { slug: 'acme-sydney-cbd', search: 'a' },
  OrderProperty: { id: '999999' },
  CampaignPayment: { campaignId: '1' },
  // Ordering writes aimed at no campaign or office: both pipelines answer the same refusal, nothing is booked or paid.
  CreatePropertyCampaign: { input: { officeId: '999999' } },
  AttachCampaignVideo: { input: { campaignId: '999999', url: 'https://video.example/v.mp4' } },
  PayCampaign: { input: { campaignId: '999999' } },
  AdminAudiencesPage: { page: 1 },
  AdminAudienceCampaigns: { audienceId: '1', page: 1 },
  // Admin campaign tool and Signifi Logs: reads of campaign 1; writes aimed at no campaign (both refuse alike).
  AdminCampaign: { id: '1' },
  PartnerLogsPage: { campaignId: '1', clientId: null, page: 1, pageSize: 10 },
  AdjustAdminCampaignDates: {
    input: { campaignId: '999999', startDate: '2099-01-01', endDate: '2099-01-20', note: 'Equivalence.' },
  },
  ChangeAdminCampaignStatus: { input: { campaignId: '999999', status: 'BOOKED', note: 'Equivalence.' } },
  CallAdminCampaignPartner: { input: { campaignId: '999999', kind: 'PRODUCT', note: 'Equivalence.' } },
  FetchAdminCampaignPreview: { input: { campaignId: '999999' } },
  // Dashboards: a read of campaign 1's office; writes aimed at no campaign (both refuse alike).
  CampaignDashboard: { slug: 'acme-sydney-cbd', campaignId: '1' },
  FetchCampaignPreview: { campaignId: '999999' },
  CancelCampaign: { input: { campaignId: '999999', note: 'Equivalence.' } },
  // Agent and office order forms.
  AgentOrderPage: { slug: 'acme-sydney-cbd' },
  OfficeOrderPage: { slug: 'acme-sydney-cbd' },
  // The Campaign created confirmation of campaign 1 (not an agent campaign of the office: both refuse alike).
  CreatedAgentCampaign: { slug: 'acme-sydney-cbd', campaignId: '1' },
  CreateAgentCampaign: { input: { officeId: '999999' } },
  CreateOfficeCampaign: { input: { officeId: '999999' } },
  // Orders, finance and reports: reads of client 1; writes aimed at no campaign or order.
  OrdersViewer: {},
  OrdersPage: { filters: { clientId: '1' }, listed: true, officeClientId: '1', page: 1 },
  OrderOffices: { clientId: '1' },
  OrderNotes: { campaignId: '1' },
  AddOrderNote: { input: { campaignId: '999999', note: 'Equivalence.' } },
  UpdateOrderNote: { input: { campaignId: '999999', noteId: '999999', note: 'Equivalence.' } },
  MarkOrderFreeOfCharge: { input: { campaignId: '999999', text: 'Equivalence.' } },
  SetOrderInvoiced: { input: { orderId: '999999', invoiced: true } },
  OrderAdjustments: { campaignId: '1' },
  AddOrderAdjustment: {
    input: { campaignId: '999999', date: '2026-01-01', label: 'Revenue - ex. GST', amount: '1.00', remarks: null },
  },
  DeleteOrderAdjustment: { input: { campaignId: '999999', adjustmentId: '999999' } },
  ReportsViewer: {},
  ReportsPage: { clientId: '1', first: 10, listed: true, withClients: true },
  GlobalReportViewer: {},
  GlobalReportPage: {
    filters: { clientId: '1', from: '2026-01-01', to: '2026-01-31' },
    officeClientId: '1',
    run: true,
  },
  // Sent over the socket only; over HTTP both pipelines refuse it the same way.
  NotificationCountPushed: undefined,
};
/** Not sent here: they start or end the session the comparison runs in (auth.test.ts covers them). */
const SESSION_OPERATIONS = new Set(['Login', 'Logout']);
/** Mutations change the sandbox: they are compared only where every upstream call fails. */
const isReadOnly = (doc: PortalDocument) => doc.operation !== 'mutation';

interface Observed {
  status: number;
  body: unknown;
  calls: string[];
}

describe('one pipeline: every portal operation answers as Apollo Server does, with the same upstream calls', () => {
  let sandbox: RunningSandbox;
  let dataDir: string;
  let proxy: FaultProxy;
  let apollo: Stack;
  let pipeline: Stack;
  let viaApollo: Browserish;
  let viaPipeline: Browserish;

  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-equivalence-'));
    sandbox = await startSandbox({ port: 0, host: '127.0.0.1', dataDir, accessKey: ACCESS_KEY, logger: silentLogger });
    proxy = await startFaultProxy(sandbox.url);
    const env = { PUSH_SSE_URL: `${sandbox.url}/push/notifications-channel`, UPSTREAM_TIMEOUT_MS: '2000' };
    apollo = await startStack({ sandboxUrl: proxy.url, env, apolloReference: true });
    pipeline = await startStack({ sandboxUrl: proxy.url, env });
    // The breakers are per route (decision 079): which call opens one depends on the order each BFF
    // met its routes, not on the pipeline compared here, so neither BFF's breakers open in this file.
    for (const stack of [apollo, pipeline])
      for (const http of [stack.bff.services.mainHttp, stack.bff.services.dashboardHttp])
        replaceBreakers(http, { threshold: 1_000_000 });
    viaApollo = new Browserish(apollo.url);
    viaPipeline = new Browserish(pipeline.url);
    for (const b of [viaApollo, viaPipeline])
      assert.deepEqual((await b.login('admin@sandbox.test', PASSWORD)).errors, undefined);
  });

  after(async () => {
    await pipeline?.close();
    await apollo?.close();
    await proxy?.close();
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const send = async (browser: Browserish, doc: PortalDocument): Promise<Observed> => {
    const from = proxy.requests.length;
    const res = await browser.fetch('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json,application/json;q=0.9',
      },
      body: JSON.stringify(persistedBody(doc.name, VARIABLES[doc.name])),
    });
    const body = (await res.json()) as unknown;
    return {
      status: res.status,
      body,
      calls: proxy.requests
        .slice(from)
        .map((r) => `${r.method} ${r.path}`)
        .sort(),
    };
  };

  /** Three rounds, alternating, so that any cache of either BFF is as warm on both sides. */
  const compare = async (doc: PortalDocument, scenario: string) => {
    for (let round = 1; round <= 3; round++) {
      const a = await send(viaApollo, doc);
      const p = await send(viaPipeline, doc);
      assert.deepEqual(p, a, `${doc.name}, ${scenario}, round ${round}`);
    }
  };

  it('covers every document the portal sends', () => {
    const missing = PORTAL_DOCUMENTS.filter((d) => !SESSION_OPERATIONS.has(d.name) && !(d.name in VARIABLES)).map(
      (d) => d.name,
    );
    assert.deepEqual(missing, [], 'add variables for these operations');
  });

  it('healthy upstream: the same data and calls, each route failing alone: the same partial data and calls', async () => {
    for (const doc of PORTAL_DOCUMENTS.filter((d) => !SESSION_OPERATIONS.has(d.name) && isReadOnly(d))) {
      const from = proxy.requests.length;
      await compare(doc, 'healthy upstream');
      const routes = [...new Set(proxy.requests.slice(from).map((r) => `${r.method} ${r.path}`))];
      for (const route of routes) {
        const [method, path] = route.split(' ') as [string, string];
        const remove = proxy.add({
          method,
          path,
          fault: {
            kind: 'status',
            status: 500,
            body: '{"message":"down"}',
            headers: { 'content-type': 'application/json' },
          },
        });
        try {
          await compare(doc, `${route} failing alone`);
        } finally {
          remove();
        }
      }
    }
  });

  it('every upstream call failing (500), or answering what breaks its contract: the same errors, nulls and calls', async () => {
    const everything = /.*/;
    // Contract breaks first: 2xx answers do not open the breakers, which the 500s do (on both BFFs alike).
    for (const [scenario, fault] of [
      ['every answer breaking its contract', { kind: 'garbage', body: '{"unexpected":true}' }],
      [
        'every call 500',
        { kind: 'status', status: 500, body: '{"message":"down"}', headers: { 'content-type': 'application/json' } },
      ],
    ] as const) {
      const removers = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].map((method) =>
        proxy.add({ method, path: everything, fault }),
      );
      try {
        for (const doc of PORTAL_DOCUMENTS.filter((d) => !SESSION_OPERATIONS.has(d.name))) await compare(doc, scenario);
      } finally {
        for (const remove of removers) remove();
      }
    }
  });
});
