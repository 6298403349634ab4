import { rmSync } from 'node:fs';
import { writeBranding } from './branding.ts';
import { seedPasswordHash } from './passwords.ts';
import { clientFeatures, clients, features, offices, roles, seededAt, users } from './seed-data.ts';
import { flag, insert, replaceContents, transaction, type Store } from './store/database.ts';

function insertRows(store: Store, storageDir: string): void {
  for (const role of roles) {
    insert(
      store,
      'INSERT INTO roles (code, label, admin_tool_access) VALUES (?, ?, ?)',
      role.code,
      role.label,
      flag(role.adminToolAccess),
    );
  }
  for (const client of clients) {
    const branding = writeBranding(storageDir, client);
    insert(
      store,
      `INSERT INTO clients (id, title, sub_domain, status, logo, logo_inverse, favicon, created_at)
       VALUES (?, ?, ?, 'active', ?, ?, ?, ?)`,
      client.id,
      client.title,
      client.subDomain,
      branding.logo,
      branding.logoInverse,
      branding.favicon,
      seededAt,
    );
  }
  const officeIds = new Map<string, number>();
  for (const office of offices) {
    const client = clients.find((candidate) => candidate.id === office.clientId);
    insert(
      store,
      `INSERT INTO offices (id, client_id, title, display_name, slug, status, created_at)
       VALUES (?, ?, ?, ?, ?, 'active', ?)`,
      office.id,
      office.clientId,
      office.title,
      `${client?.title ?? ''} ${office.title}`.trim(),
      office.slug,
      seededAt,
    );
    officeIds.set(office.slug, office.id);
  }
  const passwordHash = seedPasswordHash();
  for (const user of users) {
    insert(
      store,
      `INSERT INTO users (id, first_name, last_name, username, mobile, role, client_id, password_hash,
         password_changeable, enabled, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?)`,
      user.id,
      user.firstName,
      user.lastName,
      user.username,
      user.mobile,
      user.role,
      user.clientId,
      passwordHash,
      flag(user.passwordChangeable),
      seededAt,
    );
    for (const grant of user.offices) {
      insert(
        store,
        `INSERT INTO office_permissions (user_id, office_id, can_view_media_orders, can_view_past_orders,
           can_view_payment_details) VALUES (?, ?, ?, ?, ?)`,
        user.id,
        officeIds.get(grant.slug) ?? null,
        flag(grant.canViewMediaOrders),
        flag(grant.canViewPastOrders),
        flag(grant.canViewPaymentDetails),
      );
    }
  }
  for (const feature of features) {
    insert(
      store,
      'INSERT INTO features (id, key, name, description) VALUES (?, ?, ?, ?)',
      feature.id,
      feature.key,
      feature.name,
      feature.description,
    );
  }
  for (const setting of clientFeatures) {
    const feature = features.find((candidate) => candidate.key === setting.featureKey);
    insert(
      store,
      'INSERT INTO client_features (client_id, feature_id, enabled) VALUES (?, ?, ?)',
      setting.clientId,
      feature?.id ?? null,
      flag(setting.enabled),
    );
  }
}

export function seed(store: Store, storageDir: string): void {
  transaction(store, () => insertRows(store, storageDir));
}

export function reseed(store: Store, storageDir: string): void {
  rmSync(storageDir, { recursive: true, force: true });
  replaceContents(store, () => insertRows(store, storageDir));
}
