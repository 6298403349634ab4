import assert from 'node:assert/strict';
import { test } from 'node:test';
import { many, openStore, tableNames, type Store } from './database.ts';
import { restoreSnapshot, takeSnapshot } from './snapshot.ts';

function contents(store: Store): Record<string, unknown[]> {
  return Object.fromEntries(
    tableNames(store).map((table) => [table, many(store, `SELECT * FROM "${table}" ORDER BY 1, 2`)]),
  );
}

test('restoring a snapshot undoes inserts, updates and cascading deletes', () => {
  const store = openStore(':memory:');
  store.exec(`
    INSERT INTO roles (code, label) VALUES ('ROLE_ADMIN', 'Admin');
    INSERT INTO clients (id, title, sub_domain, created_at, updated_at) VALUES (1, 'Acme', 'acme', 1, 1);
    INSERT INTO offices (id, client_id, title, display_name, slug, created_at, updated_at) VALUES (1, 1, 'CBD', 'Acme CBD', 'acme-cbd', 1, 1);
    INSERT INTO users (id, first_name, username, role, client_id, password_hash, created_at) VALUES (1, 'Ada', 'ada@x.test', 'ROLE_ADMIN', 1, 'h', 1);
    INSERT INTO office_permissions (office_id, user_id) VALUES (1, 1);
    INSERT INTO activities (id, message, created_at) VALUES (1, 'Hello', 1);
    INSERT INTO activity_recipients (user_id, activity_id) VALUES (1, 1);
  `);
  takeSnapshot(store, 7);
  const seeded = contents(store);

  store.exec(`
    UPDATE activity_recipients SET read_at = 5;
    INSERT INTO outbox (to_address, subject, text, created_at) VALUES ('a@x.test', 's', 't', 2);
    DELETE FROM clients;
  `);
  assert.notDeepEqual(contents(store), seeded);
  assert.equal(restoreSnapshot(store, 8), false);
  assert.equal(restoreSnapshot(store, 7), true);
  assert.deepEqual(contents(store), seeded);
  assert.deepEqual(many(store, 'PRAGMA foreign_key_check'), []);

  store.exec("UPDATE users SET first_name = 'Changed'");
  assert.equal(restoreSnapshot(store, 7), true);
  assert.deepEqual(contents(store), seeded);
  store.close();
});
