import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { seed } from './seed.ts';
import { users as fixedUsers } from './seed/data/accounts.ts';
import { many, one, openStore, tableNames, type Store } from './store/database.ts';

const now = Date.UTC(2026, 10, 22, 4, 41);
const dirs: string[] = [];

function seedFresh(): { store: Store; storageDir: string; ms: number } {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-seed-'));
  dirs.push(dir);
  const store = openStore(join(dir, 'sandbox.db'));
  const storageDir = join(dir, 'storage');
  const started = performance.now();
  seed(store, storageDir, now);
  return { store, storageDir, ms: performance.now() - started };
}

function digests(store: Store): Record<string, string> {
  const digest = (table: string) => {
    const rows = many(store, `SELECT * FROM "${table}"`).map((row) => JSON.stringify(row));
    return createHash('sha256').update(rows.sort().join('\n')).digest('hex');
  };
  return Object.fromEntries(tableNames(store).map((table) => [table, digest(table)]));
}

function files(storageDir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(storageDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return [relative(storageDir, path), createHash('sha256').update(readFileSync(path)).digest('hex')];
      }),
  );
}

const count = (store: Store, sql: string) => one<{ n: number }>(store, `SELECT count(*) AS n FROM ${sql}`)?.n;

describe('seed', () => {
  let first: ReturnType<typeof seedFresh>;
  before(() => {
    first = seedFresh();
  });
  after(() => {
    first.store.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  test('builds in under 15 seconds', () => {
    assert.ok(first.ms < 15_000, `seeding took ${Math.round(first.ms)} ms`);
  });

  test('two fresh seeds with the same clock give identical tables and files', () => {
    const second = seedFresh();
    assert.deepEqual(digests(second.store), digests(first.store));
    assert.deepEqual(files(second.storageDir), files(first.storageDir));
    second.store.close();
  });

  test('has the documented sizes', () => {
    const { store } = first;
    const sizes = Object.fromEntries(
      [
        'clients',
        'offices',
        'users',
        'packages',
        'properties',
        'campaigns',
        'activities',
        'audiences',
        'partner_logs',
        'email_recipients',
      ].map((table) => [table, count(store, table)]),
    );
    assert.deepEqual(sizes, {
      clients: 12,
      offices: 30,
      users: 155,
      packages: 25,
      properties: 3000,
      campaigns: 5000,
      activities: 500,
      audiences: 43,
      partner_logs: 1000,
      email_recipients: 8,
    });
    assert.ok((count(store, 'orders') ?? 0) > 4900);
    assert.deepEqual(
      many<{ role: string }>(store, 'SELECT DISTINCT role FROM users ORDER BY role').map((row) => row.role),
      [
        'ROLE_ADMIN',
        'ROLE_AGENT_ADMIN',
        'ROLE_AGENT_USER',
        'ROLE_CLIENT_ADMIN',
        'ROLE_CLIENT_USER',
        'ROLE_SUPER_ADMIN',
      ],
    );
    assert.deepEqual(
      many<{ status: string }>(
        store,
        "SELECT DISTINCT coalesce(status, 'none') AS status FROM campaigns ORDER BY 1",
      ).map((row) => row.status),
      ['booked', 'cancelled', 'finished', 'in-progress', 'none', 'stopped', 'upcoming'],
    );
  });

  test('spreads campaigns over the 18 months before the clock, ids in booking order', () => {
    const range = one<{ first: number; last: number; unordered: number }>(
      first.store,
      `SELECT min(created_at) AS first, max(created_at) AS last,
         (SELECT count(*) FROM campaigns a JOIN campaigns b ON b.id = a.id + 1 WHERE b.created_at < a.created_at) AS unordered
       FROM campaigns`,
    );
    const days = (time: number) => (now - time) / 86_400_000;
    assert.ok(range && days(range.first) > 540 && days(range.first) < 549, 'oldest campaign about 18 months back');
    assert.ok(range && range.last < now && days(range.last) < 2, 'newest campaign from yesterday');
    assert.equal(range?.unordered, 0);
  });

  test('keeps the fixed accounts, offices and permissions', () => {
    const { store } = first;
    for (const user of fixedUsers) {
      const row = one<{ username: string; role: string; client_id: number | null; mobile: string | null }>(
        store,
        'SELECT username, role, client_id, mobile FROM users WHERE id = ?',
        user.id,
      );
      assert.deepEqual(
        { ...row },
        { username: user.username, role: user.role, client_id: user.clientId, mobile: user.mobile },
      );
      const grants = many<{ slug: string }>(
        store,
        'SELECT o.slug FROM office_permissions p JOIN offices o ON o.id = p.office_id WHERE p.user_id = ? ORDER BY o.slug',
        user.id,
      ).map((grant) => grant.slug);
      assert.deepEqual(grants, user.offices.map((grant) => grant.slug).sort(), user.username);
    }
    assert.deepEqual(
      many<{ slug: string }>(store, 'SELECT slug FROM offices WHERE id <= 10 ORDER BY id').map((row) => row.slug),
      [
        'acme-sydney-cbd',
        'acme-parramatta',
        'acme-bondi',
        'acme-chatswood',
        'harbour-manly',
        'harbour-mosman',
        'harbour-neutral-bay',
        'summit-katoomba',
        'summit-leura',
        'summit-blackheath',
      ],
    );
  });

  test('gives the demo accounts several unread notifications', () => {
    for (const username of [
      'superadmin@sandbox.test',
      'admin@sandbox.test',
      'clientadmin@sandbox.test',
      'officeadmin@sandbox.test',
    ]) {
      const unread = count(
        first.store,
        `activity_recipients r JOIN users u ON u.id = r.user_id WHERE u.username = '${username}' AND r.read_at IS NULL`,
      );
      const total = count(
        first.store,
        `activity_recipients r JOIN users u ON u.id = r.user_id WHERE u.username = '${username}'`,
      );
      assert.ok((unread ?? 0) >= 3, `${username} has ${unread} unread`);
      assert.ok((total ?? 0) >= 20, `${username} has ${total} notifications`);
    }
  });

  test('never dates anything after the clock', () => {
    const latest = one<{ at: number }>(
      first.store,
      `SELECT max(at) AS at FROM (
         SELECT max(created_at) AS at FROM activities UNION ALL SELECT max(read_at) FROM activity_recipients
         UNION ALL SELECT max(created_at) FROM partner_logs UNION ALL SELECT max(paid_at) FROM orders
         UNION ALL SELECT max(invoiced_at) FROM orders UNION ALL SELECT max(created_at) FROM campaign_notes)`,
    );
    assert.ok(latest && latest.at <= now);
  });
});
