import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { type Answer, codeOf, fieldErrorsOf, inDays, ok, overWs, PNG_1PX as png } from '../support/answers.ts';
import type { Browserish } from '../support/graphql-client.ts';
import { signedInClients } from '../support/helpers.ts';
import { sandboxControl } from '../support/sandbox-control.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { wsClient } from '../support/ws-client.ts';

/**
 * Who may use the agent and office order forms, over HTTP and over the WebSocket alike: the agent
 * form's Campaign created confirmation read back for a reload (`createdAgentCampaign`), and the forms'
 * data and mutations refused for an agent without media orders, an agent on the office form, a package
 * of another client and a forged agency — one request at a time and in parallel bursts, with no
 * campaign created by a refused request; and the property form's kept lead agent image (the viewer's
 * current image, sent as the existing one).
 */

const AGENT_PAGE = `query ($slug: String!) { agentOrderPage(slug: $slug) {
  office { id } packages { id videoRequired } agents { id name email phone imageId } showAdTitle paymentOption } }`;
const OFFICE_PAGE = `query ($slug: String!) { officeOrderPage(slug: $slug) { office { id } packages { id videoRequired } } }`;
const PROPERTY_PACKAGES = `query ($slug: String!) { propertyOrderPage(slug: $slug) { packages { id } } }`;
const CREATED = `query ($slug: String!, $campaignId: ID!) {
  createdAgentCampaign(slug: $slug, campaignId: $campaignId) { campaignId packageId awaitingPayment } }`;
const CREATE_AGENT = `mutation ($input: CreateAgentCampaignInput!) { createAgentCampaign(input: $input) { campaignId } }`;
const CREATE_OFFICE = `mutation ($input: CreateOfficeCampaignInput!) { createOfficeCampaign(input: $input) { campaignId } }`;
const PROPERTY_PAGE = `query ($slug: String!) { propertyOrderPage(slug: $slug) {
  office { id } packages { id type videoRequired } properties { id isOrderable } leadAgent { email imageId imageUrl } } }`;
const CREATE_PROPERTY = `mutation ($input: CreatePropertyCampaignInput!) { createPropertyCampaign(input: $input) { campaignId } }`;
const PAY = `mutation ($input: PayCampaignInput!) { payCampaign(input: $input) { outcome } }`;
const AMOUNT = `query ($id: ID!) { campaignPayment(campaignId: $id) { total } }`;

type AgentPage = {
  agentOrderPage: {
    office: { id: string };
    packages: { id: string; videoRequired: boolean }[];
    agents: { id: string; name: string; email: string; phone: string | null; imageId: string | null }[];
    showAdTitle: boolean;
    paymentOption: string;
  };
};
type OfficePage = { officeOrderPage: { office: { id: string }; packages: { id: string; videoRequired: boolean }[] } };

const SYDNEY = 'acme-sydney-cbd';
const PARRAMATTA = 'acme-parramatta';
const HARBOUR = 'harbour-manly';

/** An office order of the office's first package (forged requests are refused before their fields are checked). */
const officeOrder = (page: OfficePage['officeOrderPage']) => ({
  officeId: page.office.id,
  packageId: page.packages[0]!.id,
  subType: 'OfficeBranding',
  startDate: inDays(2),
  name: 'Brand',
  postcodes: '2000',
  destinationUrl: 'https://acme.example',
  videoUrl: 'https://video.example/brand.mp4',
});

describe('agent and office order forms: access over HTTP and WebSocket', () => {
  let stack: Stack;
  let control: ReturnType<typeof sandboxControl>;
  before(async () => {
    stack = await startStack();
    control = sandboxControl(stack.sandboxUrl);
  });
  after(() => stack.close());

  const as = signedInClients(() => stack.url);
  const uploaded = async (b: Browserish, kind: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'image.png');
    const res = await b.fetch(`/files?kind=${kind}`, {
      method: 'POST',
      body: form,
      headers: { 'apollo-require-preflight': '1' },
    });
    assert.equal(res.status, 201);
    return ((await res.json()) as { id: string }).id;
  };
  /** The campaigns created upstream while `op` ran (POST /campaigns calls). */
  const createsDuring = async (op: () => Promise<unknown>) => {
    await control.clearCalls();
    await op();
    return (await control.calls()).filter((c) => c.method === 'POST' && c.path.replace(/\?.*$/, '') === '/campaigns')
      .length;
  };
  /** A valid agent order of the office admin for Sydney (the fields only; images uploaded by `b`). */
  const agentOrder = async (b: Browserish) => {
    const page = (await ok<AgentPage>(b, AGENT_PAGE, { slug: SYDNEY })).agentOrderPage;
    const pkg = page.packages.find((p) => !p.videoRequired);
    const agent = page.agents.find((a) => a.imageId !== null);
    assert.ok(pkg && agent);
    return {
      page,
      input: {
        officeId: page.office.id,
        agentId: agent.id,
        packageId: pkg.id,
        startDate: inDays(2),
        name: agent.name,
        email: agent.email,
        phone: agent.phone ?? '0400 000 000',
        postcodes: '2000',
        propertyImageIds: [await uploaded(b, 'heroImage')],
        adTitle: page.showAdTitle ? 'Your local expert' : null,
        label: 'Just Listed',
      },
    };
  };

  it('the Campaign created confirmation reads back for a reload: its package, awaiting payment until paid', async () => {
    const b = await as('officeadmin@sandbox.test');
    const { page, input } = await agentOrder(b);
    const created = await ok<{ createAgentCampaign: { campaignId: string } }>(b, CREATE_AGENT, { input });
    const campaignId = created.createAgentCampaign.campaignId;
    assert.deepEqual((await ok(b, CREATED, { slug: SYDNEY, campaignId })) as unknown, {
      createdAgentCampaign: { campaignId, packageId: input.packageId, awaitingPayment: true },
    });
    const card = { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 1, cvc: '123' };
    const { total } = (await ok<{ campaignPayment: { total: number } }>(b, AMOUNT, { id: campaignId })).campaignPayment;
    const confirmed = { campaignId, confirmedAmountCents: total };
    await ok(b, PAY, { input: page.paymentOption === 'CREDIT_CARD' ? { ...confirmed, sandboxCard: card } : confirmed });
    assert.deepEqual((await ok(b, CREATED, { slug: SYDNEY, campaignId })) as unknown, {
      createdAgentCampaign: { campaignId, packageId: input.packageId, awaitingPayment: false },
    });

    // Asked through another office's form: not this form's campaign.
    assert.equal(codeOf(await b.gql(CREATED, { slug: PARRAMATTA, campaignId })), 'NOT_FOUND');
    // An office campaign is not an agent form's confirmation.
    const office = (await ok<OfficePage>(b, OFFICE_PAGE, { slug: SYDNEY })).officeOrderPage;
    const video = office.packages.find((p) => p.videoRequired);
    if (video) {
      const officeCampaign = await ok<{ createOfficeCampaign: { campaignId: string } }>(b, CREATE_OFFICE, {
        input: {
          officeId: office.office.id,
          packageId: video.id,
          subType: 'OfficeBranding',
          startDate: inDays(2),
          name: 'Brand film',
          postcodes: '2000',
          destinationUrl: 'https://acme.example',
          videoUrl: 'https://video.example/brand.mp4',
        },
      });
      const officeId = officeCampaign.createOfficeCampaign.campaignId;
      assert.equal(codeOf(await b.gql(CREATED, { slug: SYDNEY, campaignId: officeId })), 'NOT_FOUND');
    }
    // An agent of another office, a malformed id. (An agent without permissions and the client user
    // get no session at all: auth.test.ts.)
    const media = await as('agent.media@sandbox.test');
    assert.equal(codeOf(await media.gql(CREATED, { slug: SYDNEY, campaignId })), 'FORBIDDEN');
    // Through an office of another client: the main API does not let them read the office.
    assert.equal(codeOf(await b.gql(CREATED, { slug: HARBOUR, campaignId })), 'FORBIDDEN');
    assert.equal(codeOf(await b.gql(CREATED, { slug: SYDNEY, campaignId: '12 OR 1=1' })), 'BAD_USER_INPUT');
    assert.equal(codeOf(await b.gql(CREATED, { slug: SYDNEY, campaignId: '99999999' })), 'NOT_FOUND');
  });

  it('over the WebSocket: an agent of another office, an agent on the office form, another client’s package, a forged agency', async () => {
    const admin = await as('officeadmin@sandbox.test');
    const { page, input } = await agentOrder(admin);
    const office = (await ok<OfficePage>(admin, OFFICE_PAGE, { slug: SYDNEY })).officeOrderPage;
    const superAdmin = await as('superadmin@sandbox.test');
    const harbour = (await ok<OfficePage>(superAdmin, OFFICE_PAGE, { slug: HARBOUR })).officeOrderPage;
    const harbourAgent = (await ok<AgentPage>(superAdmin, AGENT_PAGE, { slug: HARBOUR })).agentOrderPage;
    const acme = new Set([...office.packages, ...page.packages].map((p) => p.id));
    // Packages of Harbour's forms (e.g. its own Prestige Showcase) that are none of Sydney's agent or office packages.
    const harbourOwn = (
      await ok<{ propertyOrderPage: { packages: { id: string }[] } }>(superAdmin, PROPERTY_PACKAGES, { slug: HARBOUR })
    ).propertyOrderPage.packages;
    const foreignPackage = [...harbour.packages, ...harbourAgent.packages, ...harbourOwn].find(
      (p) => !acme.has(p.id),
    )?.id;
    assert.ok(foreignPackage);

    const media = await as('agent.media@sandbox.test');
    const clients = {
      admin: wsClient(stack.url, { cookie: admin.cookieHeader }),
      media: wsClient(stack.url, { cookie: media.cookieHeader }),
    };
    const officeInput = officeOrder(office);
    try {
      const creates = await createsDuring(async () => {
        // An agent of another office: neither that office's form data nor an order for it.
        assert.equal(codeOf(await overWs(clients.media, AGENT_PAGE, { slug: SYDNEY })), 'FORBIDDEN');
        assert.equal(codeOf(await overWs(clients.media, CREATE_AGENT, { input })), 'FORBIDDEN');
        // An agent with media orders never reaches the office form.
        assert.equal(codeOf(await overWs(clients.media, OFFICE_PAGE, { slug: PARRAMATTA })), 'FORBIDDEN');
        assert.equal(codeOf(await overWs(clients.media, OFFICE_PAGE, { slug: SYDNEY })), 'FORBIDDEN');
        assert.equal(codeOf(await overWs(clients.media, CREATE_OFFICE, { input: officeInput })), 'FORBIDDEN');
        // A package of another client is refused as no package chosen, on both forms.
        const agentForeign = await overWs(clients.admin, CREATE_AGENT, {
          input: { ...input, packageId: foreignPackage },
        });
        assert.equal(codeOf(agentForeign), 'BAD_USER_INPUT');
        assert.equal(
          fieldErrorsOf(agentForeign).find((f) => f.name === 'packageId')?.messages[0],
          'Campaign Package is required',
        );
        const officeForeign = await overWs(clients.admin, CREATE_OFFICE, {
          input: { ...officeInput, packageId: foreignPackage },
        });
        assert.equal(codeOf(officeForeign), 'BAD_USER_INPUT');
        // A forged agency: the office admin names an office of another client.
        assert.equal(
          codeOf(
            await overWs(clients.admin, CREATE_AGENT, {
              input: { ...input, officeId: harbour.office.id, agentId: null },
            }),
          ),
          'FORBIDDEN',
        );
        assert.equal(codeOf(await overWs(clients.admin, AGENT_PAGE, { slug: HARBOUR })), 'FORBIDDEN');
        assert.equal(
          codeOf(
            await overWs(clients.admin, CREATE_OFFICE, { input: { ...officeInput, officeId: harbour.office.id } }),
          ),
          'FORBIDDEN',
        );
      });
      assert.equal(creates, 0);
    } finally {
      await Promise.all(Object.values(clients).map((client) => client.dispose()));
    }
  });

  it('a parallel burst of forged orders over HTTP and WebSocket is refused every time and creates nothing', async () => {
    const admin = await as('officeadmin@sandbox.test');
    const { input } = await agentOrder(admin);
    const office = (await ok<OfficePage>(admin, OFFICE_PAGE, { slug: SYDNEY })).officeOrderPage;
    const media = await as('agent.media@sandbox.test');
    const superAdmin = await as('superadmin@sandbox.test');
    const harbour = (await ok<OfficePage>(superAdmin, OFFICE_PAGE, { slug: HARBOUR })).officeOrderPage;
    const sockets = [media, admin, media].map((b) => wsClient(stack.url, { cookie: b.cookieHeader }));
    const officeInput = officeOrder(office);
    const forged = { ...input, officeId: harbour.office.id, agentId: null };
    try {
      const answers: Answer[] = [];
      const creates = await createsDuring(async () => {
        const burst = Array.from({ length: 8 }, (_, i) => [
          media.gql(CREATE_AGENT, { input }),
          media.gql(CREATE_OFFICE, { input: officeInput }),
          admin.gql(CREATE_AGENT, { input: forged }),
          overWs(sockets[i % 3]!, i % 3 === 1 ? CREATE_AGENT : CREATE_OFFICE, {
            input: i % 3 === 1 ? forged : officeInput,
          }),
        ]).flat();
        answers.push(...(await Promise.all(burst)));
      });
      assert.equal(answers.length, 32);
      for (const answer of answers) {
        assert.equal(answer.data ?? null, null);
        assert.equal(codeOf(answer), 'FORBIDDEN', JSON.stringify(answer));
      }
      assert.equal(creates, 0);
    } finally {
      await Promise.all(sockets.map((client) => client.dispose()));
    }
  });

  it('the property form keeps the viewer’s current image: read on the page, sent as the existing image, another’s refused', async () => {
    type PropertyPage = {
      propertyOrderPage: {
        office: { id: string };
        packages: { id: string; type: string; videoRequired: boolean }[];
        properties: { id: string; isOrderable: boolean }[];
        leadAgent: { email: string; imageId: string | null; imageUrl: string | null };
      };
    };
    const b = await as('officeadmin@sandbox.test');
    const page = (await ok<PropertyPage>(b, PROPERTY_PAGE, { slug: SYDNEY })).propertyOrderPage;
    const pkg = page.packages.find((p) => p.type === 'PROPERTY' && !p.videoRequired);
    const orderable = page.properties.filter((p) => p.isOrderable);
    assert.ok(pkg && orderable.length >= 3);
    const order = (propertyId: string, extra: Record<string, unknown>) => ({
      input: {
        officeId: page.office.id,
        packageId: pkg.id,
        propertyId,
        startDate: inDays(2),
        propertyUrl: 'https://acmerealty.example/listing/1',
        email: page.leadAgent.email,
        ...extra,
      },
    });
    // A new image, uploaded and sent with the order, becomes the viewer's current image.
    const fresh = await uploaded(b, 'leadAgentImage');
    await ok(b, CREATE_PROPERTY, order(orderable[0]!.id, { mainImageId: fresh, updateViewer: true }));
    const lead = (await ok<PropertyPage>(b, PROPERTY_PAGE, { slug: SYDNEY })).propertyOrderPage.leadAgent;
    assert.equal(lead.imageId, fresh);
    assert.match(lead.imageUrl ?? '', /\/storage\//);
    // The next order keeps it: sent as the existing image, nothing uploaded.
    const kept = await ok<{ createPropertyCampaign: { campaignId: string } }>(
      b,
      CREATE_PROPERTY,
      order(orderable[1]!.id, { mainImageId: lead.imageId, updateViewer: false }),
    );
    assert.ok(kept.createPropertyCampaign.campaignId);
    // Another user's upload is not the viewer's to keep.
    const other = await as('clientadmin@sandbox.test');
    const theirs = await uploaded(other, 'leadAgentImage');
    assert.equal(codeOf(await b.gql(CREATE_PROPERTY, order(orderable[2]!.id, { mainImageId: theirs }))), 'FORBIDDEN');
  });
});
