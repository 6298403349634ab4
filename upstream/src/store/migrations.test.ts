import assert from 'node:assert/strict';
import { DatabaseSync } from 'node:sqlite';
import { test } from 'node:test';
import { migrate } from './migrations.ts';

test('the account-model migration keeps v1 rows and maps active/inactive to published/archived', () => {
  const db = new DatabaseSync(':memory:', { enableForeignKeyConstraints: true });
  migrate(db, 1);
  db.exec(`
    INSERT INTO roles (code, label) VALUES ('ROLE_AGENT_USER', 'Agent');
    INSERT INTO clients (id, title, sub_domain, status, created_at) VALUES (1, 'Acme', 'acme', 'active', 10), (2, 'Old', 'old', 'inactive', 20);
    INSERT INTO offices (id, client_id, title, display_name, slug, status, created_at)
      VALUES (1, 1, 'CBD', 'Acme CBD', 'acme-cbd', 'active', 30), (2, 2, 'Gone', 'Old Gone', 'old-gone', 'inactive', 40);
    INSERT INTO users (id, first_name, username, role, client_id, password_hash, created_at)
      VALUES (5, 'Amelia', 'agent@sandbox.test', 'ROLE_AGENT_USER', 1, 'x', 50);
    INSERT INTO office_permissions (user_id, office_id, can_view_media_orders, can_view_past_orders) VALUES (5, 1, 1, 0);
  `);

  migrate(db);

  const rows = (sql: string) =>
    db
      .prepare(sql)
      .all()
      .map((row) => ({ ...row }));
  assert.deepEqual(rows('SELECT id, status, updated_at FROM clients ORDER BY id'), [
    { id: 1, status: 'published', updated_at: 10 },
    { id: 2, status: 'archived', updated_at: 20 },
  ]);
  assert.deepEqual(rows('SELECT id, client_id, slug, status FROM offices ORDER BY id'), [
    { id: 1, client_id: 1, slug: 'acme-cbd', status: 'published' },
    { id: 2, client_id: 2, slug: 'old-gone', status: 'archived' },
  ]);
  assert.deepEqual(
    rows(`SELECT user_id, office_id, permission_updatable, can_view_media_orders, can_view_past_orders,
      can_view_payment_details FROM office_permissions`),
    [
      {
        user_id: 5,
        office_id: 1,
        permission_updatable: 1,
        can_view_media_orders: 1,
        can_view_past_orders: 0,
        can_view_payment_details: 0,
      },
    ],
  );
  assert.deepEqual(rows('SELECT id, updated_at, archived_at FROM users'), [
    { id: 5, updated_at: 50, archived_at: null },
  ]);
  assert.deepEqual(rows('PRAGMA foreign_key_check'), []);
  assert.equal((db.prepare('PRAGMA foreign_keys').get() as { foreign_keys: number }).foreign_keys, 1);
  assert.throws(() => db.exec("UPDATE offices SET status = 'active' WHERE id = 1"), /CHECK constraint failed/);
  db.close();
});
