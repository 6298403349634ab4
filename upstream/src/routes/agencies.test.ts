import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { DatabaseSync } from 'node:sqlite';
import { dataPaths } from '../data-dir.ts';
import { startTestSandbox } from '../testing/sandbox-harness.ts';

const sandbox = await startTestSandbox();
after(() => sandbox.close());

const lookup = async (username: string) => {
  const { token } = await sandbox.login(username);
  const reply = await sandbox.call('/api/agencies/lookup', { token });
  assert.equal(reply.status, 200);
  return (reply.body as { data: { lookups: { id: number; displayName: string; slug: string }[] } }).data.lookups;
};

test('an office admin sees the offices of their permission records', async () => {
  const slugs = (await lookup('officeadmin@sandbox.test')).map((o) => o.slug).sort();
  assert.deepEqual(slugs, ['acme-parramatta', 'acme-sydney-cbd']);
});

test('an agent sees their one office', async () => {
  assert.deepEqual(
    (await lookup('agent@sandbox.test')).map((o) => o.slug),
    ['acme-sydney-cbd'],
  );
});

test('a client admin sees every office of the client, platform staff every office', async () => {
  const acme = await lookup('clientadmin@sandbox.test');
  assert.ok(acme.length >= 3 && acme.every((o) => o.slug.startsWith('acme-')));
  const all = await lookup('admin@sandbox.test');
  assert.ok(all.length > acme.length);
  assert.ok(all.some((o) => o.slug.startsWith('harbour-')));
});

test('the lookup needs a bearer token', async () => {
  assert.equal((await sandbox.call('/api/agencies/lookup')).status, 401);
});

type Agency = {
  id: number;
  title: string;
  displayName: string;
  status: string;
  slug: { name: string };
  imageLogo: { id: number; location: string } | null;
  propertyCampaignPaymentOption: string | null;
  agentCampaignPaymentOption: string | null;
  officeCampaignPaymentOption: string | null;
  client: { id: number; title?: string; subDomain?: string; status?: string; propertyCampaignPaymentOption?: string };
};
type AgencyPage = { agencies: Agency[]; meta: { cursor: { next: { cursor: string } | null } } };

const agencies = async (username: string, query = '') => {
  const reply = await sandbox.call<AgencyPage>(`/api/agencies${query ? `?${query}` : ''}`, {
    token: await sandbox.tokenOf(username),
  });
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  return reply.body;
};

/** Every page of a query, following meta.cursor.next.cursor. */
const allPages = async (username: string, query: string) => {
  const seen: Agency[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: AgencyPage = await agencies(
      username,
      `${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    seen.push(...page.agencies);
    cursor = page.meta.cursor.next?.cursor ?? null;
    pages += 1;
  } while (cursor && pages < 20);
  return { seen, pages };
};

const byName = (a: Agency, b: Agency) =>
  a.displayName.toLowerCase().localeCompare(b.displayName.toLowerCase()) || a.id - b.id;

test('GET agencies: 10 published offices per page, sorted by name, the next cursor until the last page', async () => {
  const first = await agencies('admin@sandbox.test');
  assert.equal(first.agencies.length, 10);
  assert.ok(first.meta.cursor.next?.cursor);
  assert.ok(first.agencies.every((a) => a.status === 'published'));
  const { seen, pages } = await allPages('admin@sandbox.test', 'limit=10');
  assert.equal(pages, 3);
  assert.equal(seen.length, 28, 'every published office of the three clients');
  assert.equal(new Set(seen.map((a) => a.id)).size, 28);
  assert.deepEqual(seen, [...seen].sort(byName));
  const everything = await agencies('admin@sandbox.test', 'limit=-1');
  assert.deepEqual(
    everything.agencies.map((a) => a.id),
    seen.map((a) => a.id),
  );
  assert.equal(everything.meta.cursor.next, null);
});

test('GET agencies: an office answers its fields; the client is {id} unless include=client embeds it', async () => {
  const plain = (await agencies('admin@sandbox.test', 'filters[search]=sydney%20cbd')).agencies;
  assert.equal(plain.length, 1);
  const office = plain[0]!;
  assert.equal(office.slug.name, 'acme-sydney-cbd');
  assert.equal(office.title, 'Sydney CBD');
  assert.equal(office.displayName, 'Acme Realty Sydney CBD');
  assert.match(office.imageLogo?.location ?? '', /^clients\/acme\//);
  assert.deepEqual(office.client, { id: 1 });
  const included = (await agencies('admin@sandbox.test', 'filters[search]=sydney%20cbd&include=client')).agencies[0]!;
  assert.deepEqual(included.client, {
    id: 1,
    title: 'Acme Realty',
    subDomain: 'acme',
    status: 'published',
    propertyCampaignPaymentOption: 'credit-card',
    agentCampaignPaymentOption: 'credit-card',
    officeCampaignPaymentOption: 'trading-terms',
  });
});

test('GET agencies: filters by client and by name, and lists archived offices by status', async () => {
  const harbour = (await agencies('admin@sandbox.test', 'filters[client]=2&limit=-1')).agencies;
  assert.equal(harbour.length, 8);
  assert.ok(harbour.every((a) => a.client.id === 2 && a.slug.name.startsWith('harbour-')));
  const search = (await agencies('admin@sandbox.test', 'filters[search]=%20BONDI%20&limit=-1')).agencies;
  assert.deepEqual(
    search.map((a) => a.slug.name),
    ['acme-bondi'],
  );
  const archived = (await agencies('admin@sandbox.test', 'status=archived&limit=-1')).agencies;
  assert.deepEqual(archived.map((a) => a.slug.name).sort(), ['acme-balmain', 'harbour-cammeray']);
  assert.deepEqual((await agencies('admin@sandbox.test', 'filters[client]=99')).agencies, []);
});

test("GET agencies: client roles see their client's offices, office admins their permitted offices", async () => {
  const acme = (await agencies('clientadmin@sandbox.test', 'limit=-1')).agencies;
  assert.equal(acme.length, 10);
  assert.ok(acme.every((a) => a.client.id === 1));
  assert.deepEqual(
    (await agencies('clientadmin@sandbox.test', 'filters[client]=2')).agencies,
    [],
    "another client's filter finds nothing",
  );
  assert.deepEqual(
    (await agencies('clientadmin@sandbox.test', 'status=archived')).agencies.map((a) => a.slug.name),
    ['acme-balmain'],
  );
  const harbour = (await agencies('clientuser@sandbox.test', 'limit=-1')).agencies;
  assert.equal(harbour.length, 8);
  const own = (await agencies('officeadmin@sandbox.test', 'limit=-1')).agencies;
  assert.deepEqual(own.map((a) => a.slug.name).sort(), ['acme-parramatta', 'acme-sydney-cbd']);
  assert.deepEqual((await agencies('officeadmin@sandbox.test', 'status=archived')).agencies, []);
  assert.deepEqual(
    (await agencies('agent@sandbox.test')).agencies.map((a) => a.slug.name),
    ['acme-sydney-cbd'],
  );
});

test('GET agencies: bad parameters answer 400; no token 401', async () => {
  const token = await sandbox.tokenOf('admin@sandbox.test');
  for (const query of [
    'status=draft',
    'limit=0',
    'limit=-2',
    'limit=ten',
    'cursor=not-a-cursor',
    'filters[client]=acme',
    'limit=1&limit=2',
  ]) {
    const reply = await sandbox.call<{ message: string }>(`/api/agencies?${query}`, { token });
    assert.equal(reply.status, 400, query);
    assert.equal(typeof reply.body.message, 'string');
  }
  assert.equal((await sandbox.call('/api/agencies')).status, 401);
});

type Counts = {
  activePropertyCampaignCount: number;
  activeAgencyCampaignCount: number;
  propertyCampaignCount: number;
  agencyCampaignCount: number;
};

test('GET agencies/{id}/campaign/count: property and agency campaigns, active and all, over every office add up to the ordered campaigns', async () => {
  const token = await sandbox.tokenOf('admin@sandbox.test');
  const offices = [
    ...(await agencies('admin@sandbox.test', 'limit=-1')).agencies,
    ...(await agencies('admin@sandbox.test', 'status=archived&limit=-1')).agencies,
  ];
  assert.equal(offices.length, 30);
  const sum = { active: 0, total: 0 };
  for (const office of offices) {
    const reply = await sandbox.call<Counts>(`/api/agencies/${office.id}/campaign/count`, { token });
    assert.equal(reply.status, 200);
    const c = reply.body;
    assert.deepEqual(Object.keys(c).sort(), [
      'activeAgencyCampaignCount',
      'activePropertyCampaignCount',
      'agencyCampaignCount',
      'propertyCampaignCount',
    ]);
    assert.ok(
      c.activePropertyCampaignCount <= c.propertyCampaignCount && c.activeAgencyCampaignCount <= c.agencyCampaignCount,
    );
    sum.active += c.activePropertyCampaignCount + c.activeAgencyCampaignCount;
    sum.total += c.propertyCampaignCount + c.agencyCampaignCount;
  }
  const db = new DatabaseSync(dataPaths(sandbox.dataDir).database, { readOnly: true });
  try {
    const expected = db
      .prepare(
        "SELECT count(*) AS total, sum(status = 'in-progress') AS active FROM campaigns WHERE publish_status <> 'draft'",
      )
      .get() as { total: number; active: number };
    assert.deepEqual(sum, { active: expected.active, total: expected.total });
    assert.ok(expected.total > 4000 && expected.active > 0);
  } finally {
    db.close();
  }
});

test("GET agencies/{id}/campaign/count: an office outside the caller's scope 403, an unknown one 404, no token 401", async () => {
  const officeAdmin = await sandbox.tokenOf('officeadmin@sandbox.test');
  assert.equal((await sandbox.call('/api/agencies/1/campaign/count', { token: officeAdmin })).status, 200);
  assert.equal(
    (await sandbox.call('/api/agencies/3/campaign/count', { token: officeAdmin })).status,
    403,
    'an Acme office without a permission record',
  );
  const clientAdmin = await sandbox.tokenOf('clientadmin@sandbox.test');
  assert.equal(
    (await sandbox.call('/api/agencies/17/campaign/count', { token: clientAdmin })).status,
    200,
    'own archived office',
  );
  const denied = await sandbox.call<{ message: string }>('/api/agencies/5/campaign/count', { token: clientAdmin });
  assert.deepEqual([denied.status, denied.body], [403, { message: 'Access denied.' }]);
  for (const id of ['9999', 'abc', '0']) {
    const missing = await sandbox.call<{ message: string }>(`/api/agencies/${id}/campaign/count`, {
      token: clientAdmin,
    });
    assert.deepEqual([missing.status, missing.body], [404, { message: 'Not found' }], id);
  }
  assert.equal((await sandbox.call('/api/agencies/1/campaign/count')).status, 401);
});
