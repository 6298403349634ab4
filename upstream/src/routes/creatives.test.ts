import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { startTestSandbox } from '../testing/sandbox-harness.ts';

const sandbox = await startTestSandbox();
after(() => sandbox.close());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const api = async <T = Json>(username: string, path: string, body?: unknown) =>
  body === undefined
    ? sandbox.call<T>(`/api${path}`, { token: await sandbox.tokenOf(username) })
    : sandbox.post<T>(`/api${path}`, body, { token: await sandbox.tokenOf(username) });

const officeAdmin = 'officeadmin@sandbox.test';
/** A 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const tomorrowPlus = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('the creative renderer', () => {
  test('the seeded creative URLs are this sandbox renderer, and each answers the ad at its size', async () => {
    const client = (await api('admin@sandbox.test', '/clients?include=clientIntegration&filters[search]=acme')).body
      .clients[0];
    const integration = client.clientIntegration as Record<string, string>;
    for (const kind of ['property', 'agent', 'office'])
      for (const size of ['160x600', '300x600', '300x250', '970x250']) {
        const url = integration[`${kind}Creative${size.replace('x', '')}`];
        assert.equal(url, `${sandbox.url}/creatives/${kind}/${size}`);
        const answer = await fetch(`${url}?headline=Hello&office=1`);
        assert.equal(answer.status, 200);
        const html = await answer.text();
        assert.match(html, new RegExp(`data-size="${size}"`));
        assert.match(html, /creative-ready/);
        assert.match(answer.headers.get('content-security-policy') ?? '', /default-src 'none'/);
      }
  });

  test('draft values are escaped, images only from the sandbox storage', async () => {
    const answer = await fetch(
      `${sandbox.url}/creatives/office/300x250?headline=${encodeURIComponent('<script>alert(1)</script>')}&image=${encodeURIComponent('https://evil.example/x.png')}&image=uploads/a.png`,
    );
    const html = await answer.text();
    assert.ok(!html.includes('<script>alert(1)'));
    assert.ok(html.includes('&lt;script&gt;alert(1)&lt;/script&gt;'));
    assert.ok(!html.includes('evil.example'));
    assert.ok(html.includes('src="/storage/uploads/a.png"'));
  });

  test('unknown kinds, sizes and campaigns answer 404', async () => {
    assert.equal((await fetch(`${sandbox.url}/creatives/banner/300x250`)).status, 404);
    assert.equal((await fetch(`${sandbox.url}/creatives/agent/728x90`)).status, 404);
    assert.equal((await fetch(`${sandbox.url}/creatives/agent/300x250?campaign=99999999`)).status, 404);
  });
});

describe('agent and office campaigns', () => {
  const officeOf = async () => {
    const office = (await api(officeAdmin, '/agencies/slug/acme-sydney-cbd?include=packages,client.packages')).body;
    const packages = [...(office.packages ?? []), ...(office.client?.packages ?? [])];
    return { office, packages };
  };

  test('an office campaign is created and its creative drawn from the store', async () => {
    const { office, packages } = await officeOf();
    const pkg = packages.find((p: Json) => p.type === 'office' && p.status === 'published' && !p.videoRequired);
    assert.ok(pkg, 'a published non-video office package');
    const refused = await api(officeAdmin, '/campaigns', {
      type: 'office',
      agency: office.id,
      package: pkg.id,
      startDate: tomorrowPlus(2),
      postcode: '2000,2001,2002,2003,2004',
      destinationUrl: 'http://acme.example',
      subType: 'OfficeBranding',
      label: 'Contact us',
      headline: 'x'.repeat(51),
      shortDescription: 'Copy',
    });
    assert.equal(refused.status, 422);
    const text = JSON.stringify(refused.body);
    for (const message of [
      'Maximum 4 Postcodes',
      'Destination URL must be a valid https url',
      'Headline must be at most 50 characters',
      'Key Image is required',
    ])
      assert.ok(text.includes(message), message);

    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'key.png');
    const upload = await fetch(`${sandbox.url}/api/files/temporary`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await sandbox.tokenOf(officeAdmin)}` },
      body: form,
    });
    assert.equal(upload.status, 201);
    const stored = (await upload.json()) as Json;
    const created = await api(officeAdmin, '/campaigns', {
      type: 'office',
      agency: office.id,
      package: pkg.id,
      startDate: tomorrowPlus(2),
      postcode: '2000, 2001',
      destinationUrl: 'https://acme.example/about',
      subType: 'OfficeRecruitment',
      label: 'Contact us',
      headline: 'Join <our> team',
      shortDescription: 'We are hiring agents',
      mainImageTempLocation: stored.location,
      name: 'Recruitment drive',
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const html = await (await fetch(`${sandbox.url}/creatives/office/970x250?campaign=${created.body.data.id}`)).text();
    assert.ok(html.includes('Join &lt;our&gt; team'));
    assert.ok(html.includes('We are hiring agents'));
    assert.ok(html.includes(`/storage/${stored.location}`));
    assert.ok(html.includes('Contact us'));
  });

  test('agents are offered only themselves; an agent never orders an office campaign', async () => {
    const agent = 'agent.media@sandbox.test';
    const office = (await api(agent, '/agencies/slug/acme-parramatta?include=packages')).body;
    const agents = (await api(agent, `/agencies/${office.id}/agents`)).body;
    assert.equal(agents.data.length, 1);
    assert.equal(agents.data[0].email, agent);
    const answer = await api(agent, '/campaigns', { type: 'office', agency: office.id });
    assert.equal(answer.status, 403);
  });

  test('an office admin is offered the office users and the client admins, by name', async () => {
    const { office } = await officeOf();
    const agents = (await api(officeAdmin, `/agencies/${office.id}/agents`)).body.data as Json[];
    const names = agents.map((a) => `${a.firstName} ${a.lastName}`.toLowerCase());
    assert.deepEqual(
      names,
      [...names].sort((a, b) => a.localeCompare(b)),
    );
    assert.ok(agents.some((a) => a.role === 'ROLE_CLIENT_ADMIN'));
  });
});
