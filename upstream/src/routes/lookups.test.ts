import assert from 'node:assert/strict';
import { DatabaseSync } from 'node:sqlite';
import { after, describe, test } from 'node:test';
import { dataPaths } from '../data-dir.ts';
import { startTestSandbox } from '../testing/sandbox-harness.ts';

const sandbox = await startTestSandbox();
after(() => sandbox.close());

type Lookup = { id: number; title: string };
type Lookups = { data: { lookups: Lookup[] } };

const tokens = new Map<string, string>();
async function lookups(path: string, username: string): Promise<{ status: number; lookups: Lookup[] }> {
  let token = tokens.get(username);
  if (!token) tokens.set(username, (token = (await sandbox.login(username)).token));
  const reply = await sandbox.call<Lookups>(`/api/lookups/${path}`, { token });
  return { status: reply.status, lookups: reply.status === 200 ? reply.body.data.lookups : [] };
}

function query<T>(sql: string): T[] {
  const db = new DatabaseSync(dataPaths(sandbox.dataDir).database, { readOnly: true });
  try {
    return db
      .prepare(sql)
      .all()
      .map((row) => ({ ...row })) as T[];
  } finally {
    db.close();
  }
}

const sortedByTitle = (items: Lookup[]) =>
  [...items].sort((a, b) => a.title.toLowerCase().localeCompare(b.title.toLowerCase()) || a.id - b.id);

describe('GET /api/lookups/clients', () => {
  test('staff get every published client, everyone else their own', async () => {
    assert.deepEqual((await lookups('clients', 'admin@sandbox.test')).lookups, [
      { id: 1, title: 'Acme Realty' },
      { id: 4, title: 'Bayside Realty' },
      { id: 5, title: 'Coastline Property' },
      { id: 6, title: 'Golden Wattle Estates' },
      { id: 2, title: 'Harbour Property Group' },
      { id: 7, title: 'Ironbark Real Estate' },
      { id: 8, title: 'Jacaranda Homes' },
      { id: 9, title: 'Kookaburra Property' },
      { id: 10, title: 'Lighthouse Realty' },
      { id: 11, title: 'Northern Rivers Estates' },
      { id: 3, title: 'Summit Estates' },
    ]);
    assert.deepEqual((await lookups('clients', 'clientadmin@sandbox.test')).lookups, [{ id: 1, title: 'Acme Realty' }]);
    assert.deepEqual((await lookups('clients', 'agent@sandbox.test')).lookups, [{ id: 1, title: 'Acme Realty' }]);
    assert.deepEqual((await lookups('clients', 'clientuser@sandbox.test')).lookups, [
      { id: 2, title: 'Harbour Property Group' },
    ]);
  });
});

describe('GET /api/lookups/agencies', () => {
  test('published offices in scope, titled by display name, sorted; filters[client] narrows', async () => {
    const all = (await lookups('agencies', 'admin@sandbox.test')).lookups;
    assert.equal(all.length, 28);
    assert.deepEqual(all, sortedByTitle(all));
    assert.ok(all.some((office) => office.id === 1 && office.title === 'Acme Realty Sydney CBD'));
    assert.ok(!all.some((office) => office.id === 17), 'archived offices are left out');
    const harbour = (await lookups('agencies?filters[client]=2', 'admin@sandbox.test')).lookups;
    assert.equal(harbour.length, 8);
    assert.ok(harbour.every((office) => office.title.startsWith('Harbour')));
    assert.equal((await lookups('agencies', 'clientadmin@sandbox.test')).lookups.length, 10);
    assert.deepEqual((await lookups('agencies?filters[client]=2', 'clientadmin@sandbox.test')).lookups, []);
    assert.deepEqual(
      (await lookups('agencies', 'officeadmin@sandbox.test')).lookups.map((office) => office.id).sort(),
      [1, 2],
    );
  });
});

describe('GET /api/lookups/packages', () => {
  test("published packages for staff; a client or office admin their own client's; 403 for everyone else", async () => {
    const packages = (await lookups('packages', 'superadmin@sandbox.test')).lookups;
    const expected = query<Lookup>("SELECT id, title FROM packages WHERE status = 'published'");
    assert.equal(packages.length, expected.length);
    assert.deepEqual(packages, sortedByTitle(expected));
    const own = query<Lookup>(
      "SELECT p.id, p.title FROM packages p WHERE p.status = 'published' AND (p.id IN (SELECT package_id FROM package_clients WHERE client_id = 1) OR p.id IN (SELECT po.package_id FROM package_offices po JOIN offices o ON o.id = po.office_id WHERE o.client_id = 1))",
    );
    assert.ok(own.length > 0 && own.length < expected.length);
    assert.deepEqual((await lookups('packages', 'clientadmin@sandbox.test')).lookups, sortedByTitle(own));
    assert.deepEqual((await lookups('packages', 'officeadmin@sandbox.test')).lookups, sortedByTitle(own));
    assert.equal((await lookups('packages?filters[client]=2', 'clientadmin@sandbox.test')).status, 403);
    assert.equal((await lookups('packages', 'agent@sandbox.test')).status, 403);
  });
});

describe('GET /api/lookups/users', () => {
  test('users in scope titled "First Last"; filters[client] narrows; agents 403', async () => {
    const acme = (await lookups('users', 'clientadmin@sandbox.test')).lookups;
    const expected = query<Lookup>(
      "SELECT id, first_name || ' ' || last_name AS title FROM users WHERE client_id = 1 AND archived_at IS NULL",
    );
    assert.deepEqual(acme, sortedByTitle(expected));
    assert.ok(acme.some((user) => user.id === 4 && user.title === 'Oliver Oakes'));
    const harbour = (await lookups('users?filters[client]=2', 'admin@sandbox.test')).lookups;
    assert.equal(harbour.length, query('SELECT id FROM users WHERE client_id = 2 AND archived_at IS NULL').length);
    assert.equal((await lookups('users', 'agent@sandbox.test')).status, 403);
  });

  test('malformed parameters answer 400; no token 401', async () => {
    const { token } = await sandbox.login('admin@sandbox.test');
    for (const path of [
      'users?filters[client]=x',
      'agencies?filters[client]=0',
      'clients?limit=10',
      'users?cursor=abc',
    ]) {
      assert.equal((await sandbox.call(`/api/lookups/${path}`, { token })).status, 400, path);
    }
    assert.equal((await sandbox.call('/api/lookups/clients')).status, 401);
  });
});
