import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { orderFormMessages, paymentOutcomeText } from '@portal/schema';
import { codeOf, fieldErrorsOf, inDays, ok, PNG_1PX as png, WEBP_1PX as webp } from '../support/answers.ts';
import type { Browserish } from '../support/graphql-client.ts';
import { signedInClients } from '../support/helpers.ts';
import { startStack, type Stack } from '../support/stack.ts';

/**
 * The agent and office order forms through the BFF against the sandbox: each form's data, who may
 * reach them (agents: the agent form with media orders only, never the office form, never a price),
 * the forms' rules on forged requests (the spec's messages), a booking of each kind paid once, the
 * creative URLs pointing at the sandbox's renderer, and the content security policy's frame-src.
 */

const AGENT_PAGE = `query ($slug: String!) { agentOrderPage(slug: $slug) {
  office { id displayName sideBar { officeOrder backToOffices } }
  packages { id title videoRequired duration price gst total }
  audiences { id name }
  agents { id name email phone postcode imageId imageUrl imageLocation }
  showAdTitle showLabel
  creatives { size160x600 size300x600 size300x250 size970x250 }
  savedCards { id } paymentOption tradingTerms } }`;
const OFFICE_PAGE = `query ($slug: String!) { officeOrderPage(slug: $slug) {
  office { id displayName includeGst }
  packages { id title videoRequired duration price gst total }
  creatives { size160x600 size300x600 size300x250 size970x250 }
  savedCards { id } paymentOption tradingTerms } }`;
const CREATE_AGENT = `mutation ($input: CreateAgentCampaignInput!) { createAgentCampaign(input: $input) { campaignId } }`;
const CREATE_OFFICE = `mutation ($input: CreateOfficeCampaignInput!) { createOfficeCampaign(input: $input) { campaignId } }`;
const PAY = `mutation ($input: PayCampaignInput!) { payCampaign(input: $input) { campaignId outcome message } }`;
const AMOUNT = `query ($id: ID!) { campaignPayment(campaignId: $id) { total } }`;

type Package = { id: string; videoRequired: boolean; price: number | null; gst: number | null; total: number | null };
type Agent = { id: string; name: string; email: string; phone: string | null; imageId: string | null };
type AgentPage = {
  agentOrderPage: {
    office: { id: string };
    packages: Package[];
    agents: Agent[];
    showAdTitle: boolean;
    creatives: Record<string, string | null>;
    paymentOption: string;
  };
};
type OfficePage = {
  officeOrderPage: {
    office: { id: string; includeGst: boolean };
    packages: Package[];
    creatives: Record<string, string | null>;
  };
};

const SYDNEY = 'acme-sydney-cbd';
const PARRAMATTA = 'acme-parramatta';

describe('agent and office order forms through the BFF', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(() => stack.close());

  const as = signedInClients(() => stack.url);
  const upload = async (
    b: Browserish,
    kind: string,
    bytes: Uint8Array<ArrayBuffer> = new Uint8Array(png),
    file = { name: 'image.png', type: 'image/png' },
  ) => {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: file.type }), file.name);
    return b.fetch(`/files?kind=${kind}`, { method: 'POST', body: form, headers: { 'apollo-require-preflight': '1' } });
  };
  const uploaded = async (b: Browserish, kind: string) => {
    const res = await upload(b, kind);
    assert.equal(res.status, 201);
    return ((await res.json()) as { id: string }).id;
  };

  it('the agent form: agents by name, the client admins among them, creatives on the sandbox renderer, prices with GST', async () => {
    const b = await as('officeadmin@sandbox.test');
    const page = (await ok<AgentPage>(b, AGENT_PAGE, { slug: SYDNEY })).agentOrderPage;
    const names = page.agents.map((a) => a.name.toLowerCase());
    assert.deepEqual(
      names,
      [...names].sort((x, y) => x.localeCompare(y)),
    );
    assert.ok(page.agents.some((a) => a.email === 'clientadmin@sandbox.test'));
    assert.ok(page.packages.length > 0);
    for (const pkg of page.packages) assert.equal(pkg.total, (pkg.price ?? 0) + (pkg.gst ?? 0));
    assert.equal(page.creatives.size300x250, `${stack.sandboxUrl}/creatives/agent/300x250`);
    const policy = (await fetch(`${stack.url}/`)).headers.get('content-security-policy') ?? '';
    assert.match(policy, new RegExp(`frame-src ${new URL(stack.sandboxUrl).origin.replace(/[.]/g, '\\.')};`));
  });

  it('an agent with media orders: the agent form with only themself and no price; never the office form', async () => {
    const agent = await as('agent.media@sandbox.test');
    const page = (await ok<AgentPage>(agent, AGENT_PAGE, { slug: PARRAMATTA })).agentOrderPage;
    assert.deepEqual(
      page.agents.map((a) => a.email),
      ['agent.media@sandbox.test'],
    );
    assert.ok(page.packages.every((p) => p.price === null && p.gst === null && p.total === null));
    assert.equal(codeOf(await agent.gql(OFFICE_PAGE, { slug: PARRAMATTA })), 'FORBIDDEN');
    assert.equal(
      codeOf(await agent.gql(CREATE_OFFICE, { input: { officeId: page.office.id, packageId: '1' } })),
      'FORBIDDEN',
    );
    // Another office's agent form: out of the agent's reach.
    const media = await as('agent.media@sandbox.test');
    assert.equal(codeOf(await media.gql(AGENT_PAGE, { slug: SYDNEY })), 'FORBIDDEN');
  });

  it('forged office orders are refused with the spec messages; a package of another client is refused', async () => {
    const b = await as('clientadmin@sandbox.test');
    const page = (await ok<OfficePage>(b, OFFICE_PAGE, { slug: SYDNEY })).officeOrderPage;
    const pkg = page.packages.find((p) => !p.videoRequired);
    assert.ok(pkg);
    const res = await b.gql(CREATE_OFFICE, {
      input: {
        officeId: page.office.id,
        packageId: pkg.id,
        subType: 'OfficeBranding',
        startDate: inDays(2),
        postcodes: '2000,2001,2002,2003,2004',
        destinationUrl: 'https://acme.example',
        label: 'Contact us',
        headline: 'x'.repeat(51),
        shortDescription: 'Copy',
      },
    });
    assert.equal(codeOf(res), 'BAD_USER_INPUT');
    const messages = Object.fromEntries(fieldErrorsOf(res).map((f) => [f.name, f.messages[0]]));
    assert.equal(messages.postcodes, 'Maximum 4 Postcodes');
    assert.equal(messages.headline, 'Headline must be at most 50 characters');
    // A URL that is no https URL is refused on its own, before the office is read (decision 078).
    const http = await b.gql(CREATE_OFFICE, {
      input: {
        officeId: page.office.id,
        packageId: pkg.id,
        subType: 'OfficeBranding',
        destinationUrl: 'http://acme.example',
      },
    });
    assert.deepEqual(fieldErrorsOf(http), [
      { name: 'destinationUrl', messages: ['Destination URL must be a valid https url'] },
    ]);
    assert.equal(messages.mainImageId, 'Key Image is required');

    const harbour = await as('superadmin@sandbox.test');
    const other = await harbour.gql<OfficePage>(OFFICE_PAGE, { slug: 'harbour-north-sydney' });
    const acmeIds = new Set(page.packages.map((p) => p.id));
    const foreign = other.data?.officeOrderPage.packages.find((p) => !acmeIds.has(p.id))?.id ?? '999999';
    const refused = await b.gql(CREATE_OFFICE, {
      input: { officeId: page.office.id, packageId: foreign, subType: 'OfficeBranding' },
    });
    assert.equal(codeOf(refused), 'BAD_USER_INPUT');
    assert.equal(
      fieldErrorsOf(refused).find((f) => f.name === 'packageId')?.messages[0],
      'Campaign Package is required',
    );
  });

  it('forged agent orders: a fifth image, a 36-character ad title, an image of another user', async () => {
    const b = await as('officeadmin@sandbox.test');
    const page = (await ok<AgentPage>(b, AGENT_PAGE, { slug: SYDNEY })).agentOrderPage;
    const pkg = page.packages[0];
    assert.ok(pkg);
    const images = await Promise.all([1, 2, 3, 4, 5].map(() => uploaded(b, 'heroImage')));
    const input = {
      officeId: page.office.id,
      packageId: pkg.id,
      startDate: inDays(3),
      name: 'Ann Agent',
      email: 'ann@acme.example',
      phone: '0400 111 222',
      postcodes: '2000',
      mainImageId: images[0],
      propertyImageIds: images,
      adTitle: 'x'.repeat(36),
    };
    const res = await b.gql(CREATE_AGENT, { input });
    assert.equal(codeOf(res), 'BAD_USER_INPUT');
    const messages = Object.fromEntries(fieldErrorsOf(res).map((f) => [f.name, f.messages[0]]));
    assert.equal(messages.propertyImageIds, orderFormMessages.heroImagesMaximum);
    assert.equal(messages.adTitle, 'Ad title must be at most 35 characters');
    const tooLarge = await upload(b, 'heroImage', new Uint8Array([...png, ...new Uint8Array(1_024_001)]));
    assert.equal(tooLarge.status, 413);
    // Another user's upload is not the viewer's to use.
    const other = await as('clientadmin@sandbox.test');
    const theirs = await uploaded(other, 'heroImage');
    const forged = await b.gql(CREATE_AGENT, {
      input: { ...input, adTitle: 'Your local expert', propertyImageIds: [theirs] },
    });
    assert.equal(codeOf(forged), 'FORBIDDEN');
  });

  it('an agent campaign and an office campaign are booked and paid once each', async () => {
    const b = await as('clientadmin@sandbox.test');
    const page = (await ok<AgentPage>(b, AGENT_PAGE, { slug: SYDNEY })).agentOrderPage;
    const pkg = page.packages.find((p) => !p.videoRequired) ?? page.packages[0];
    const agent = page.agents.find((a) => a.imageId !== null) ?? page.agents[0];
    assert.ok(pkg && agent);
    const heroes = [await uploaded(b, 'heroImage'), await uploaded(b, 'heroImage')];
    const created = await ok<{ createAgentCampaign: { campaignId: string } }>(b, CREATE_AGENT, {
      input: {
        officeId: page.office.id,
        agentId: agent.id,
        packageId: pkg.id,
        startDate: inDays(2),
        name: agent.name,
        email: agent.email,
        phone: agent.phone ?? '0400 000 000',
        postcodes: '2000, 2010',
        destinationUrl: 'https://acme.example/agents/ann',
        videoUrl: pkg.videoRequired ? 'https://video.example/v.mp4' : null,
        mainImageId: agent.imageId ? null : await uploaded(b, 'agentMainImage'),
        propertyImageIds: heroes,
        adTitle: page.showAdTitle ? 'Your local expert' : null,
        label: 'Just Listed',
      },
    });
    const campaignId = created.createAgentCampaign.campaignId;
    const html = await (await fetch(`${stack.sandboxUrl}/creatives/agent/300x600?campaign=${campaignId}`)).text();
    assert.ok(html.includes(agent.name));
    const card = { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 1, cvc: '123' };
    const { total } = (await ok<{ campaignPayment: { total: number } }>(b, AMOUNT, { id: campaignId })).campaignPayment;
    const confirmed = { campaignId, confirmedAmountCents: total };
    const paid = await Promise.all(
      [1, 2, 3].map(() =>
        ok<{ payCampaign: { outcome: string; message: string } }>(b, PAY, {
          input: page.paymentOption === 'CREDIT_CARD' ? { ...confirmed, sandboxCard: card } : confirmed,
        }),
      ),
    );
    for (const p of paid) assert.equal(p.payCampaign.message, paymentOutcomeText.PAID);
    const charges = (await (
      await fetch(`${stack.sandboxUrl}/sandbox/payments/charges?campaign=${campaignId}`)
    ).json()) as { status: string }[];
    assert.equal(charges.filter((c) => c.status === 'succeeded').length, page.paymentOption === 'CREDIT_CARD' ? 1 : 0);

    const office = (await ok<OfficePage>(b, OFFICE_PAGE, { slug: SYDNEY })).officeOrderPage;
    const video = office.packages.find((p) => p.videoRequired);
    const plain = office.packages.find((p) => !p.videoRequired);
    assert.ok(plain);
    const officeCampaign = await ok<{ createOfficeCampaign: { campaignId: string } }>(b, CREATE_OFFICE, {
      input: {
        officeId: office.office.id,
        packageId: plain.id,
        subType: 'OfficeRecruitment',
        startDate: inDays(2),
        name: 'Join us',
        postcodes: '2000',
        destinationUrl: 'https://acme.example/careers',
        label: 'Get in touch',
        headline: 'We are hiring',
        shortDescription: 'Grow your career with Acme',
        mainImageId: await uploaded(b, 'officeKeyImage'),
      },
    });
    assert.ok(officeCampaign.createOfficeCampaign.campaignId);
    if (video) {
      const res = await b.gql(CREATE_OFFICE, {
        input: {
          officeId: office.office.id,
          packageId: video.id,
          subType: 'OfficeBranding',
          startDate: inDays(2),
          name: 'Brand film',
          postcodes: '2000',
          destinationUrl: 'https://acme.example',
        },
      });
      assert.equal(fieldErrorsOf(res).find((f) => f.name === 'videoUrl')?.messages[0], 'Video URL is required');
    }
  });

  it('the agent image and the key image accept a WebP, as their help texts say, through to the sandbox', async () => {
    const b = await as('clientadmin@sandbox.test');
    const webpFile = { name: 'headshot.webp', type: 'image/webp' };
    const stored: Record<string, { id: string; url: string }> = {};
    for (const kind of ['agentMainImage', 'officeKeyImage', 'heroImage']) {
      const res = await upload(b, kind, new Uint8Array(webp), webpFile);
      assert.equal(res.status, 201, `${kind}: ${await res.clone().text()}`);
      stored[kind] = (await res.json()) as { id: string; url: string };
      // The sandbox keeps the bytes as a WebP image.
      const served = await b.fetch(stored[kind].url);
      assert.equal(served.headers.get('content-type'), 'image/webp');
      assert.deepEqual(Buffer.from(await served.arrayBuffer()), webp);
    }
    const page = (await ok<AgentPage>(b, AGENT_PAGE, { slug: SYDNEY })).agentOrderPage;
    const pkg = page.packages.find((p) => !p.videoRequired);
    assert.ok(pkg);
    const agentCampaign = await ok<{ createAgentCampaign: { campaignId: string } }>(b, CREATE_AGENT, {
      input: {
        officeId: page.office.id,
        packageId: pkg.id,
        startDate: inDays(2),
        name: 'Wendy Webp',
        email: 'wendy.webp@acme.example',
        phone: '0400 000 000',
        postcodes: '2000',
        mainImageId: stored['agentMainImage']!.id,
        propertyImageIds: [stored['heroImage']!.id],
        adTitle: page.showAdTitle ? 'Your local expert' : null,
      },
    });
    assert.ok(agentCampaign.createAgentCampaign.campaignId);
    const office = (await ok<OfficePage>(b, OFFICE_PAGE, { slug: SYDNEY })).officeOrderPage;
    const plain = office.packages.find((p) => !p.videoRequired);
    assert.ok(plain);
    const officeCampaign = await ok<{ createOfficeCampaign: { campaignId: string } }>(b, CREATE_OFFICE, {
      input: {
        officeId: office.office.id,
        packageId: plain.id,
        subType: 'OfficeBranding',
        startDate: inDays(2),
        name: 'Acme',
        postcodes: '2000',
        destinationUrl: 'https://acme.example',
        label: 'Contact us',
        headline: 'Your local agency',
        shortDescription: 'Talk to us',
        mainImageId: stored['officeKeyImage']!.id,
      },
    });
    assert.ok(officeCampaign.createOfficeCampaign.campaignId);
    // A WebP that claims to be a PNG is still refused (the bytes decide, and the name must agree).
    const lying = await upload(b, 'officeKeyImage', new Uint8Array(webp), { name: 'key.png', type: 'image/png' });
    assert.equal(lying.status, 415);
  });
});
