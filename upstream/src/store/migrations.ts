import type { DatabaseSync } from 'node:sqlite';
import { accountModel } from './migrations/0002-account-model.ts';
import { campaignModel } from './migrations/0003-campaign-model.ts';
import { notificationModel } from './migrations/0004-notification-model.ts';
import { paymentTokens } from './migrations/0005-payment-tokens.ts';
import { audienceContacts } from './migrations/0006-audience-contacts.ts';
import { ordering } from './migrations/0007-ordering.ts';
import { ordersPerformance } from './migrations/0008-orders-performance.ts';

const migrations: readonly string[] = [
  `
  CREATE TABLE roles (
    code TEXT PRIMARY KEY,
    label TEXT NOT NULL,
    admin_tool_access INTEGER NOT NULL DEFAULT 0 CHECK (admin_tool_access IN (0, 1))
  ) STRICT;

  CREATE TABLE clients (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    sub_domain TEXT NOT NULL COLLATE NOCASE UNIQUE,
    status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
    logo TEXT,
    logo_inverse TEXT,
    favicon TEXT,
    created_at INTEGER NOT NULL
  ) STRICT;

  CREATE TABLE offices (
    id INTEGER PRIMARY KEY,
    client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    title TEXT NOT NULL,
    display_name TEXT NOT NULL,
    slug TEXT NOT NULL COLLATE NOCASE UNIQUE,
    status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
    created_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX offices_client_id ON offices (client_id);

  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL DEFAULT '',
    username TEXT NOT NULL COLLATE NOCASE UNIQUE,
    mobile TEXT,
    role TEXT NOT NULL REFERENCES roles (code),
    client_id INTEGER REFERENCES clients (id) ON DELETE CASCADE,
    password_hash TEXT NOT NULL,
    password_changeable INTEGER NOT NULL DEFAULT 1 CHECK (password_changeable IN (0, 1)),
    enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
    created_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX users_client_id ON users (client_id);
  CREATE INDEX users_role ON users (role);

  CREATE TABLE office_permissions (
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    office_id INTEGER NOT NULL REFERENCES offices (id) ON DELETE CASCADE,
    can_view_media_orders INTEGER NOT NULL DEFAULT 0 CHECK (can_view_media_orders IN (0, 1)),
    can_view_past_orders INTEGER NOT NULL DEFAULT 0 CHECK (can_view_past_orders IN (0, 1)),
    can_view_payment_details INTEGER NOT NULL DEFAULT 0 CHECK (can_view_payment_details IN (0, 1)),
    PRIMARY KEY (user_id, office_id)
  ) STRICT, WITHOUT ROWID;
  CREATE INDEX office_permissions_office_id ON office_permissions (office_id);

  CREATE TABLE features (
    id INTEGER PRIMARY KEY,
    key TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT ''
  ) STRICT;

  CREATE TABLE client_features (
    client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    feature_id INTEGER NOT NULL REFERENCES features (id) ON DELETE CASCADE,
    enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
    PRIMARY KEY (client_id, feature_id)
  ) STRICT, WITHOUT ROWID;
  CREATE INDEX client_features_feature_id ON client_features (feature_id);

  CREATE TABLE access_tokens (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX access_tokens_user_id ON access_tokens (user_id);
  CREATE INDEX access_tokens_expires_at ON access_tokens (expires_at);

  CREATE TABLE refresh_tokens (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX refresh_tokens_user_id ON refresh_tokens (user_id);
  CREATE INDEX refresh_tokens_expires_at ON refresh_tokens (expires_at);

  CREATE TABLE reset_tokens (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL,
    used_at INTEGER,
    created_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX reset_tokens_user_id ON reset_tokens (user_id);

  CREATE TABLE outbox (
    id INTEGER PRIMARY KEY,
    to_address TEXT NOT NULL COLLATE NOCASE,
    subject TEXT NOT NULL,
    text TEXT NOT NULL,
    link TEXT,
    created_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX outbox_to_address ON outbox (to_address);
  `,
  accountModel,
  campaignModel,
  notificationModel,
  paymentTokens,
  audienceContacts,
  ordering,
  ordersPerformance,
];

export function migrate(db: DatabaseSync, target = migrations.length): void {
  const { user_version: current } = db.prepare('PRAGMA user_version').get() as { user_version: number };
  if (current >= target) return;
  const { foreign_keys: enforced } = db.prepare('PRAGMA foreign_keys').get() as { foreign_keys: number };
  db.exec('PRAGMA foreign_keys = OFF');
  try {
    for (let version = current; version < target; version += 1) applyMigration(db, version);
  } finally {
    db.exec(`PRAGMA foreign_keys = ${enforced}`);
  }
}

function applyMigration(db: DatabaseSync, version: number): void {
  db.exec('BEGIN');
  try {
    db.exec(migrations[version] ?? '');
    const broken = db.prepare('PRAGMA foreign_key_check').all();
    if (broken.length > 0) throw new Error(`migration ${version + 1} breaks foreign keys: ${JSON.stringify(broken)}`);
    db.exec(`PRAGMA user_version = ${version + 1}`);
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
