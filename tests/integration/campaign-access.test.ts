import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { orderingMessages } from '@portal/schema';
import { type Answer, codeOf, fieldErrorsOf, inDays, overWs } from '../support/answers.ts';
import { signedInClients } from '../support/helpers.ts';
import { sandboxControl } from '../support/sandbox-control.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { wsClient } from '../support/ws-client.ts';

/**
 * The campaign list's rule holds for everything it leads to (issue 31, findings 2, 3, 6 and 7): a
 * dashboard, its PDF, its daily CSV and its preview are refused to agents without "view past orders"
 * and to agents of another office before any upstream call, and answered NOT_FOUND alike for an
 * unknown campaign and another client's; an agent's daily CSV carries no money; destination URLs are
 * held to the https, listing-portal and whitelist rules before `POST campaigns`; a video attaches only
 * to the viewer's own unpaid draft. Over HTTP and the WebSocket, one at a time and in bursts of 20,
 * with the sandbox's call log read after every refusal.
 */

const DASHBOARD = `query ($slug: String!, $campaignId: ID!) { campaignDashboard(slug: $slug, campaignId: $campaignId) {
  id name agentName agentPhone price } }`;
const CAMPAIGNS = `query ($slug: String!, $cursor: String) { officeCampaigns(slug: $slug, first: 100, cursor: $cursor) {
  items { id status } pageInfo { nextCursor } } }`;
const PREVIEW = `mutation ($id: ID!) { fetchCampaignPreview(campaignId: $id) { campaignId preview } }`;
const OFFICE = `query ($slug: String!) { orderingOffice(slug: $slug) { client { showAgentLandingPage domains } } }`;
const ORDER_PAGE = `query ($slug: String!) { propertyOrderPage(slug: $slug) {
  office { id } packages { id type videoRequired } properties { id isOrderable } } }`;
const CREATE = `mutation ($input: CreatePropertyCampaignInput!) { createPropertyCampaign(input: $input) { campaignId } }`;
const CREATE_OFFICE = `mutation ($input: CreateOfficeCampaignInput!) { createOfficeCampaign(input: $input) { campaignId } }`;
const VIDEO = `mutation ($input: AttachCampaignVideoInput!) { attachCampaignVideo(input: $input) { campaignId videoUrl } }`;

const SYDNEY = 'acme-sydney-cbd';
const PARRAMATTA = 'acme-parramatta';
const HARBOUR = 'harbour-manly';

describe('the campaign list rule, money in downloads, destination URLs and video attach (issue 31)', () => {
  let stack: Stack;
  let control: ReturnType<typeof sandboxControl>;
  const rows = new Map<string, { id: string; status: string | null }[]>();
  const as = signedInClients(() => stack.url);

  before(async () => {
    stack = await startStack();
    control = sandboxControl(stack.sandboxUrl);
    const admin = await as('superadmin@sandbox.test');
    for (const slug of [SYDNEY, PARRAMATTA, HARBOUR]) {
      const res = await admin.gql<{ officeCampaigns: { items: { id: string; status: string | null }[] } }>(CAMPAIGNS, {
        slug,
      });
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      rows.set(slug, res.data!.officeCampaigns.items);
    }
  });
  after(() => stack.close());

  const live = (slug: string) => rows.get(slug)!.find((r) => r.status === 'In Progress') ?? rows.get(slug)![0]!;
  /** The upstream calls made while `op` ran. */
  const callsDuring = async (op: () => Promise<unknown>) => {
    await control.clearCalls();
    await op();
    return (await control.calls()).map((c) => `${c.method} ${c.path.replace(/\?.*$/, '')}`);
  };

  describe('finding 2: dashboards, their PDF, daily CSV and preview follow the campaign list', () => {
    it('an agent without "view past orders" is refused everything, before any upstream call (HTTP, WebSocket, bursts of 20)', async () => {
      const media = await as('agent.media@sandbox.test');
      const socket = wsClient(stack.url, { cookie: media.cookieHeader });
      const own = live(PARRAMATTA).id;
      const other = live(SYDNEY).id;
      try {
        const answers: Answer[] = [];
        const statuses: number[] = [];
        const calls = await callsDuring(async () => {
          for (const [slug, id] of [
            [PARRAMATTA, own],
            [SYDNEY, other],
          ] as const) {
            answers.push(await media.gql(DASHBOARD, { slug, campaignId: id }));
            answers.push(await overWs(socket, DASHBOARD, { slug, campaignId: id }));
            answers.push(await media.gql(PREVIEW, { id }));
            answers.push(await overWs(socket, PREVIEW, { id }));
            for (const file of ['campaign-report.pdf', 'campaign-daily.csv'])
              statuses.push((await media.fetch(`/downloads/${file}?campaign=${id}`)).status);
          }
          const burst = await Promise.all(
            Array.from({ length: 20 }, (_, i) =>
              i % 2 === 0
                ? media.gql(DASHBOARD, { slug: PARRAMATTA, campaignId: own })
                : overWs(socket, DASHBOARD, { slug: SYDNEY, campaignId: other }),
            ),
          );
          answers.push(...burst);
          statuses.push(
            ...(await Promise.all(
              Array.from({ length: 20 }, () =>
                media.fetch(`/downloads/campaign-daily.csv?campaign=${own}`).then((r) => r.status),
              ),
            )),
          );
        });
        for (const answer of answers) {
          assert.equal(codeOf(answer), 'FORBIDDEN', JSON.stringify(answer));
          assert.equal(answer.data?.['campaignDashboard' as never] ?? null, null);
        }
        assert.ok(
          statuses.every((s) => s === 403),
          JSON.stringify(statuses),
        );
        assert.deepEqual(calls, []);
      } finally {
        await socket.dispose();
      }
    });

    it("an agent with past orders: their own office only; another office's campaign refused with no upstream call", async () => {
      const agent = await as('agent@sandbox.test');
      const parramatta = live(PARRAMATTA).id;
      const calls = await callsDuring(async () => {
        assert.equal(codeOf(await agent.gql(DASHBOARD, { slug: PARRAMATTA, campaignId: parramatta })), 'FORBIDDEN');
      });
      assert.deepEqual(calls, []);
      // Through their own office's route, or by id alone: the campaign is read, and is not theirs to see.
      assert.equal(codeOf(await agent.gql(DASHBOARD, { slug: SYDNEY, campaignId: parramatta })), 'NOT_FOUND');
      assert.equal(codeOf(await agent.gql(PREVIEW, { id: parramatta })), 'NOT_FOUND');
      for (const file of ['campaign-report.pdf', 'campaign-daily.csv']) {
        const downloadCalls = await callsDuring(async () => {
          assert.equal((await agent.fetch(`/downloads/${file}?campaign=${parramatta}`)).status, 404);
        });
        assert.ok(!downloadCalls.some((c) => /pdf-report|stats/.test(c)), downloadCalls.join());
      }
      // Allowed: their own office's dashboard, without the price.
      const own = await agent.gql<{ campaignDashboard: { id: string; price: number | null } }>(DASHBOARD, {
        slug: SYDNEY,
        campaignId: live(SYDNEY).id,
      });
      assert.equal(own.errors, undefined, JSON.stringify(own.errors));
      assert.equal(own.data!.campaignDashboard.price, null);
    });

    it("another client's campaign answers NOT_FOUND exactly as an unknown one, and no stats or file is asked for", async () => {
      const clientAdmin = await as('clientadmin@sandbox.test');
      const officeAdmin = await as('officeadmin@sandbox.test');
      const harbour = live(HARBOUR).id;
      for (const b of [clientAdmin, officeAdmin]) {
        const calls = await callsDuring(async () => {
          for (const id of [harbour, '999999999']) {
            assert.equal(codeOf(await b.gql(DASHBOARD, { slug: SYDNEY, campaignId: id })), 'NOT_FOUND');
            assert.equal(codeOf(await b.gql(DASHBOARD, { slug: HARBOUR, campaignId: id })), 'NOT_FOUND');
            assert.equal(codeOf(await b.gql(PREVIEW, { id })), 'NOT_FOUND');
            for (const file of ['campaign-report.pdf', 'campaign-daily.csv'])
              assert.equal((await b.fetch(`/downloads/${file}?campaign=${id}`)).status, 404);
          }
        });
        assert.ok(
          calls.every((c) => /^GET \/api\/campaigns\/\d+$/.test(c)),
          `only the campaign read: ${calls.join()}`,
        );
      }
      // Allowed: the office admin's own office, its PDF.
      const pdf = await officeAdmin.fetch(`/downloads/campaign-report.pdf?campaign=${live(SYDNEY).id}`);
      assert.equal(pdf.status, 200);
    });
  });

  describe('finding 3: an agent gets no money in a download', () => {
    it("the agent's daily CSV has no money column; an admin's has Budget spent ($); rows stay aligned", async () => {
      const id = live(SYDNEY).id;
      const read = async (email: string) => {
        const res = await (await as(email)).fetch(`/downloads/campaign-daily.csv?campaign=${id}`);
        assert.equal(res.status, 200);
        return (await res.text()).trim().split(/\r?\n/);
      };
      const admin = await read('admin@sandbox.test');
      assert.match(admin[0]!, /Budget spent \(\$\)/);
      const agent = await read('agent@sandbox.test');
      assert.doesNotMatch(agent.join('\n'), /Budget|\$/);
      assert.equal(agent.length, admin.length);
      const width = agent[0]!.split(',').length;
      assert.equal(width, admin[0]!.split(',').length - 1);
      for (const line of agent) assert.equal(line.split(',').length, width, line);
    });
  });

  describe('finding 6: destination URLs are validated in the BFF', () => {
    const badUrls = [
      'javascript:alert(document.cookie)',
      'JaVaScRiPt:alert(1)//https://x',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'http://www.acmerealty.example/agent',
      'https://www.acmerealty.example@evil.example/agent',
      'https://user:pw@www.acmerealty.example/agent',
      'https://www.realestate.com.au/agent/1',
      'https://agents.DOMAIN.com.au:8443/x',
      'https://www.acmerealty.example/?from=allhomes.com.au',
      'https:// www.acmerealty.example/agent',
      `https://www.acmerealty.example/${'a'.repeat(2100)}`,
      'vbscript:msgbox(1)',
      '',
    ];

    it('every source of an agent-extend order: refused BAD_USER_INPUT, no POST campaigns (HTTP, WebSocket, burst of 20)', async () => {
      const b = await as('superadmin@sandbox.test');
      const offices = await b.gql<{ viewer: { offices: { slug: string }[] } }>('{ viewer { offices { slug } } }');
      type Page = {
        propertyOrderPage: {
          office: { id: string };
          packages: { id: string; type: string; videoRequired: boolean }[];
          properties: { id: string; isOrderable: boolean }[];
        };
      };
      let target: { page: Page['propertyOrderPage']; domains: string[] } | null = null;
      for (const { slug } of offices.data!.viewer.offices) {
        const office = await b.gql<{
          orderingOffice: { client: { showAgentLandingPage: boolean; domains: string[] } };
        }>(OFFICE, { slug });
        if (!office.data?.orderingOffice.client?.showAgentLandingPage) continue;
        const page = (await b.gql<Page>(ORDER_PAGE, { slug })).data!.propertyOrderPage;
        if (page.packages.some((p) => p.type === 'AGENT_EXTEND' && !p.videoRequired)) {
          target = { page, domains: office.data.orderingOffice.client.domains };
          break;
        }
      }
      assert.ok(target, 'an office offering agent extend with the agent landing page');
      const form = new FormData();
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      );
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'agent.png');
      const stored = await b.fetch('/files?kind=leadAgentImage', {
        method: 'POST',
        body: form,
        headers: { 'apollo-require-preflight': '1' },
      });
      assert.equal(stored.status, 201);
      const mainImageId = ((await stored.json()) as { id: string }).id;
      const input = (destinationUrl: string, agentUrlSource: 'AGENT' | 'PROPERTY') => ({
        mainImageId,
        officeId: target.page.office.id,
        packageId: target.page.packages.find((p) => p.type === 'AGENT_EXTEND' && !p.videoRequired)!.id,
        propertyId: target.page.properties.find((p) => p.isOrderable)!.id,
        startDate: inDays(1),
        name: 'Lead Agent',
        email: 'lead@example.com',
        phone: '0400 111 222',
        postcode: '2000',
        agentUrlSource,
        destinationUrl,
      });
      const socket = wsClient(stack.url, { cookie: b.cookieHeader });
      const domain = target.domains.find((d) => !d.startsWith('*.'))!;
      // Outside the whitelist: looks like the client's domain, is not.
      const outside = [
        `https://${domain}.evil.example/a`,
        `https://evil${domain}/a`,
        `https://${domain}@evil.example/`,
      ];
      try {
        const answers: Answer[] = [];
        const calls = await callsDuring(async () => {
          for (const url of [...badUrls, ...outside]) {
            for (const source of ['AGENT', 'PROPERTY'] as const) {
              if (source === 'PROPERTY' && url === '') continue; // the listing's URL is used: allowed
              answers.push(await b.gql(CREATE, { input: input(url, source) }));
            }
            answers.push(await overWs(socket, CREATE, { input: input(url, 'AGENT') }));
          }
          answers.push(
            ...(await Promise.all(
              Array.from({ length: 20 }, (_, i) =>
                i % 2
                  ? b.gql(CREATE, { input: input(badUrls[i % badUrls.length]!, 'AGENT') })
                  : overWs(socket, CREATE, { input: input(outside[i % outside.length]!, 'PROPERTY') }),
              ),
            )),
          );
        });
        for (const answer of answers) {
          assert.equal(codeOf(answer), 'BAD_USER_INPUT', JSON.stringify(answer));
          assert.ok(
            fieldErrorsOf(answer).some((f) => f.name === 'destinationUrl'),
            JSON.stringify(answer.errors),
          );
        }
        assert.ok(!calls.includes('POST /api/campaigns'), calls.join());
      } finally {
        await socket.dispose();
      }
      // A scheme, http, user info or a portal costs the upstream nothing at all.
      const none = await callsDuring(() => b.gql(CREATE, { input: input('http://www.acmerealty.example/', 'AGENT') }));
      assert.deepEqual(none, []);
      // Allowed: inside the whitelist, with either source.
      const okAgent = await b.gql(CREATE, { input: input(`https://www.${domain}/agents/lead`, 'AGENT') });
      assert.equal(okAgent.errors, undefined, JSON.stringify(okAgent.errors));
      const okProperty = await b.gql(CREATE, { input: input('', 'PROPERTY') });
      assert.equal(okProperty.errors, undefined, JSON.stringify(okProperty.errors));
    });

    it('the office form: an http, javascript: or user-info destination is refused before any upstream call', async () => {
      const b = await as('officeadmin@sandbox.test');
      for (const destinationUrl of [
        'http://acme.example',
        'javascript:alert(1)',
        'https://acme.example@evil.example',
      ]) {
        const calls = await callsDuring(async () => {
          const res = await b.gql(CREATE_OFFICE, {
            input: { officeId: '1', packageId: '1', subType: 'OfficeBranding', destinationUrl, postcodes: '2000' },
          });
          assert.equal(codeOf(res), 'BAD_USER_INPUT');
          assert.deepEqual(fieldErrorsOf(res), [
            { name: 'destinationUrl', messages: [orderingMessages.destinationUrlHttps] },
          ]);
        });
        assert.deepEqual(calls, []);
      }
    });
  });

  describe("finding 7: a video attaches only to the viewer's own unpaid draft", () => {
    it("another's, a paid and a finished campaign are refused with no url-media call; http refused; the own draft works", async () => {
      const officeAdmin = await as('officeadmin@sandbox.test');
      const agent = await as('agent@sandbox.test');
      const admin = await as('admin@sandbox.test');
      const page = (
        await officeAdmin.gql<{
          propertyOrderPage: {
            office: { id: string };
            packages: { id: string; type: string; videoRequired: boolean }[];
            properties: { id: string; isOrderable: boolean }[];
          };
        }>(ORDER_PAGE, { slug: SYDNEY })
      ).data!.propertyOrderPage;
      const created = await officeAdmin.gql<{ createPropertyCampaign: { campaignId: string } }>(CREATE, {
        input: {
          officeId: page.office.id,
          packageId: page.packages.find((p) => p.type === 'PROPERTY' && !p.videoRequired)!.id,
          propertyId: page.properties.filter((p) => p.isOrderable)[3]!.id,
          startDate: inDays(1),
          propertyUrl: 'https://acmerealty.example/listing/9',
        },
      });
      assert.equal(created.errors, undefined, JSON.stringify(created.errors));
      const draft = created.data!.createPropertyCampaign.campaignId;
      const paid = rows.get(SYDNEY)!.find((r) => r.status === 'Booked' || r.status === 'In Progress')!.id;
      const finished = rows.get(SYDNEY)!.find((r) => r.status === 'Finished')?.id ?? paid;
      const socket = wsClient(stack.url, { cookie: agent.cookieHeader });
      const url = 'https://video.example/forged.mp4';
      try {
        const answers: Answer[] = [];
        const calls = await callsDuring(async () => {
          for (const id of [draft, paid, finished]) {
            answers.push(await agent.gql(VIDEO, { input: { campaignId: id, url } }));
            answers.push(await overWs(socket, VIDEO, { input: { campaignId: id, url } }));
            answers.push(await admin.gql(VIDEO, { input: { campaignId: id, url } }));
          }
          // The author's own paid and finished campaigns are no drafts either.
          answers.push(await officeAdmin.gql(VIDEO, { input: { campaignId: paid, url } }));
          answers.push(
            ...(await Promise.all(
              Array.from({ length: 20 }, (_, i) =>
                i % 2
                  ? agent.gql(VIDEO, { input: { campaignId: draft, url } })
                  : overWs(socket, VIDEO, { input: { campaignId: draft, url } }),
              ),
            )),
          );
        });
        for (const answer of answers)
          assert.ok(['FORBIDDEN', 'NOT_FOUND'].includes(String(codeOf(answer))), JSON.stringify(answer));
        assert.ok(!calls.some((c) => c.endsWith('/url-media')), calls.join());
      } finally {
        await socket.dispose();
      }
      for (const bad of ['http://video.example/a.mp4', 'javascript:alert(1)', 'https://a@evil.example/v.mp4']) {
        const calls = await callsDuring(async () => {
          assert.equal(
            codeOf(await officeAdmin.gql(VIDEO, { input: { campaignId: draft, url: bad } })),
            'BAD_USER_INPUT',
          );
        });
        assert.deepEqual(calls, []);
      }
      const attached = await officeAdmin.gql<{ attachCampaignVideo: { videoUrl: string } }>(VIDEO, {
        input: { campaignId: draft, url: 'https://video.example/tour.mp4' },
      });
      assert.equal(attached.errors, undefined, JSON.stringify(attached.errors));
      assert.equal(attached.data!.attachCampaignVideo.videoUrl, 'https://video.example/tour.mp4');
    });
  });
});
