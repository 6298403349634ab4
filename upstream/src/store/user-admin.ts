import type { SQLInputValue } from 'node:sqlite';
import { flag, insert, many, one, run, transaction, type Store } from './database.ts';

/**
 * The users administration: who may see which users, the users list and export, and writing users
 * with their office permissions. Archived users are never read here.
 */

/** Whose users a caller may see and edit; null means none (agents, client users). */
export type UserScope = { kind: 'all' } | { kind: 'client'; clientId: number } | { kind: 'offices'; userId: number };

export type Caller = { id: number; role: string; clientId: number | null };

export const isStaff = (role: string): boolean => role === 'ROLE_SUPER_ADMIN' || role === 'ROLE_ADMIN';

export function userScopeOf(caller: Caller): UserScope | null {
  if (isStaff(caller.role)) return { kind: 'all' };
  if (caller.role === 'ROLE_CLIENT_ADMIN' && caller.clientId !== null)
    return { kind: 'client', clientId: caller.clientId };
  if (caller.role === 'ROLE_AGENT_ADMIN') return { kind: 'offices', userId: caller.id };
  return null;
}

const scopeParams = (scope: UserScope): [string, number | null] =>
  scope.kind === 'all'
    ? ['all', null]
    : scope.kind === 'client'
      ? ['client', scope.clientId]
      : ['offices', scope.userId];

/** `?1` kind, `?2` client or user id. */
const scopeCondition = `(?1 = 'all'
    OR (?1 = 'client' AND u.client_id = ?2)
    OR (?1 = 'offices' AND u.id IN (
      SELECT p.user_id FROM office_permissions p
      WHERE p.user_id IS NOT NULL AND p.office_id IN (SELECT q.office_id FROM office_permissions q WHERE q.user_id = ?2))))`;

export type UserFilters = {
  clientId: number | null;
  officeIds: readonly number[] | null;
  roles: readonly string[] | null;
  enabled: boolean | null;
  search: string;
};

/** `?3`..`?7`: client, office ids (JSON), roles (JSON), enabled, search. */
const filterCondition = `(?3 IS NULL OR u.client_id = ?3)
    AND (?4 IS NULL OR u.id IN (SELECT p.user_id FROM office_permissions p WHERE p.office_id IN (SELECT value FROM json_each(?4))))
    AND (?5 IS NULL OR u.role IN (SELECT value FROM json_each(?5)))
    AND (?6 IS NULL OR u.enabled = ?6)
    AND (?7 = '' OR instr(lower(u.first_name), lower(?7)) > 0 OR instr(lower(u.last_name), lower(?7)) > 0
      OR instr(lower(u.first_name || ' ' || u.last_name), lower(?7)) > 0 OR instr(lower(u.username), lower(?7)) > 0)`;

const listParams = (scope: UserScope, filters: UserFilters): SQLInputValue[] => [
  ...scopeParams(scope),
  filters.clientId,
  filters.officeIds === null ? null : JSON.stringify(filters.officeIds),
  filters.roles === null ? null : JSON.stringify(filters.roles),
  filters.enabled === null ? null : flag(filters.enabled),
  filters.search,
];

export type UserRecord = {
  id: number;
  firstName: string;
  lastName: string;
  username: string;
  mobile: string | null;
  role: string;
  roleLabel: string;
  destinationUrl: string | null;
  postcode: string | null;
  enabled: boolean;
  imageId: number | null;
  imageLocation: string | null;
  clientId: number | null;
  clientTitle: string | null;
  updatedAt: number;
};

type UserRecordRow = Omit<UserRecord, 'enabled'> & { enabled: number };

const recordColumns = `u.id, u.first_name AS firstName, u.last_name AS lastName, u.username, u.mobile, u.role,
    r.label AS roleLabel, u.destination_url AS destinationUrl, u.postcode, u.enabled,
    u.image_original_id AS imageId, f.location AS imageLocation, u.client_id AS clientId, c.title AS clientTitle,
    u.updated_at AS updatedAt`;

const recordFrom = `users u JOIN roles r ON r.code = u.role
    LEFT JOIN files f ON f.id = u.image_original_id
    LEFT JOIN clients c ON c.id = u.client_id`;

const toRecord = (row: UserRecordRow): UserRecord => ({ ...row, enabled: row.enabled === 1 });

/** A position in the users order: last name, first name (both without case), id. */
export type UserPosition = readonly [lastName: string, firstName: string, id: number];

/** One page of the users in scope matching the filters, ordered by last name, first name, id. */
export function listUsers(
  store: Store,
  scope: UserScope,
  filters: UserFilters,
  after: UserPosition | null,
  limit: number | null,
): UserRecord[] {
  return many<UserRecordRow>(
    store,
    `SELECT ${recordColumns} FROM ${recordFrom}
     WHERE u.archived_at IS NULL AND ${scopeCondition} AND ${filterCondition}
       AND (?8 IS NULL OR (u.last_name COLLATE NOCASE, u.first_name COLLATE NOCASE, u.id) > (?8, ?9, ?10))
     ORDER BY u.last_name COLLATE NOCASE, u.first_name COLLATE NOCASE, u.id
     LIMIT ?11`,
    ...listParams(scope, filters),
    after?.[0] ?? null,
    after?.[1] ?? '',
    after?.[2] ?? 0,
    limit ?? -1,
  ).map(toRecord);
}

export type UserExportRow = {
  id: number;
  firstName: string;
  lastName: string;
  username: string;
  roleLabel: string;
  offices: string | null;
  clientTitle: string | null;
  enabled: number;
  updatedAt: number;
};

/**
 * The export rows of the users in scope matching the filters, in list order, read one at a time
 * from the database (a statement of its own, so concurrent exports never share a cursor).
 */
export function* exportUsers(
  store: Store,
  scope: UserScope,
  filters: UserFilters,
  limit: number,
): Generator<UserExportRow> {
  const statement = store.prepare(
    `SELECT u.id, u.first_name AS firstName, u.last_name AS lastName, u.username, r.label AS roleLabel,
       (SELECT group_concat(coalesce(nullif(o.display_name, ''), o.title), '; ' ORDER BY coalesce(nullif(o.display_name, ''), o.title) COLLATE NOCASE)
        FROM office_permissions p JOIN offices o ON o.id = p.office_id WHERE p.user_id = u.id) AS offices,
       c.title AS clientTitle, u.enabled, u.updated_at AS updatedAt
     FROM users u JOIN roles r ON r.code = u.role LEFT JOIN clients c ON c.id = u.client_id
     WHERE u.archived_at IS NULL AND ${scopeCondition} AND ${filterCondition}
     ORDER BY u.last_name COLLATE NOCASE, u.first_name COLLATE NOCASE, u.id
     LIMIT ?8`,
  );
  yield* statement.iterate(...listParams(scope, filters), limit) as IterableIterator<UserExportRow>;
}

/** The user with that id unless archived; `visible` says whether `scope` includes them. */
export function findUserRecord(
  store: Store,
  scope: UserScope,
  id: number,
): (UserRecord & { visible: boolean }) | undefined {
  const row = one<UserRecordRow & { visible: number }>(
    store,
    `SELECT ${recordColumns}, ${scopeCondition} AS visible FROM ${recordFrom} WHERE u.id = ?3 AND u.archived_at IS NULL`,
    ...scopeParams(scope),
    id,
  );
  return row && { ...toRecord(row), visible: row.visible === 1 };
}

export type PermissionRecord = {
  id: number;
  officeId: number;
  officeName: string;
  userId: number | null;
  permissionUpdatable: boolean;
  canViewMediaOrders: boolean;
  canViewPastOrders: boolean;
  canViewPaymentDetails: boolean;
};

type PermissionRow = Omit<
  PermissionRecord,
  'permissionUpdatable' | 'canViewMediaOrders' | 'canViewPastOrders' | 'canViewPaymentDetails'
> & {
  permissionUpdatable: number;
  canViewMediaOrders: number;
  canViewPastOrders: number;
  canViewPaymentDetails: number;
};

/** The office permissions of those users, by user, each list sorted by office name. */
export function findPermissions(store: Store, userIds: readonly number[]): Map<number, PermissionRecord[]> {
  const rows = many<PermissionRow>(
    store,
    `SELECT p.id, p.office_id AS officeId, coalesce(nullif(o.display_name, ''), o.title) AS officeName, p.user_id AS userId,
       p.permission_updatable AS permissionUpdatable, p.can_view_media_orders AS canViewMediaOrders,
       p.can_view_past_orders AS canViewPastOrders, p.can_view_payment_details AS canViewPaymentDetails
     FROM office_permissions p JOIN offices o ON o.id = p.office_id
     WHERE p.user_id IN (SELECT value FROM json_each(?))
     ORDER BY coalesce(nullif(o.display_name, ''), o.title) COLLATE NOCASE, o.id`,
    JSON.stringify(userIds),
  );
  const byUser = new Map<number, PermissionRecord[]>(userIds.map((id) => [id, []]));
  for (const row of rows) {
    byUser.get(row.userId ?? 0)?.push({
      ...row,
      permissionUpdatable: row.permissionUpdatable === 1,
      canViewMediaOrders: row.canViewMediaOrders === 1,
      canViewPastOrders: row.canViewPastOrders === 1,
      canViewPaymentDetails: row.canViewPaymentDetails === 1,
    });
  }
  return byUser;
}

export type OfficeFacts = { id: number; clientId: number | null; status: string };

/** The offices with those ids that exist. */
export function findOffices(store: Store, ids: readonly number[]): Map<number, OfficeFacts> {
  const rows = many<OfficeFacts>(
    store,
    'SELECT id, client_id AS clientId, status FROM offices WHERE id IN (SELECT value FROM json_each(?))',
    JSON.stringify(ids),
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** The ids of the offices the user holds a permission on. */
export function officeIdsOf(store: Store, userId: number): number[] {
  return many<{ id: number }>(
    store,
    'SELECT office_id AS id FROM office_permissions WHERE user_id = ? ORDER BY office_id',
    userId,
  ).map((row) => row.id);
}

export const usernameTaken = (store: Store, username: string): boolean =>
  one(store, 'SELECT 1 FROM users WHERE username = ?', username) !== undefined;

export const fileExists = (store: Store, id: number): boolean =>
  one(store, 'SELECT 1 FROM files WHERE id = ?', id) !== undefined;

export const publishedClientExists = (store: Store, id: number): boolean =>
  one(store, "SELECT 1 FROM clients WHERE id = ? AND status = 'published'", id) !== undefined;

export type UserFields = {
  firstName: string;
  lastName: string;
  mobile: string | null;
  role: string;
  clientId: number;
  imageId: number | null;
  destinationUrl: string | null;
  postcode: string | null;
};

/** View flags of a new permission: agents start without them, office admins with all three. */
const newPermissionFlags = (role: string) => flag(role !== 'ROLE_AGENT_USER');

function addPermissions(store: Store, userId: number, role: string, officeIds: readonly number[]): void {
  const flags = newPermissionFlags(role);
  for (const officeId of officeIds) {
    insert(
      store,
      `INSERT INTO office_permissions (office_id, user_id, permission_updatable, can_view_media_orders, can_view_past_orders, can_view_payment_details)
       VALUES (?, ?, 1, ?, ?, ?)`,
      officeId,
      userId,
      flags,
      flags,
      flags,
    );
  }
}

/** Creates a disabled user with a permission on each office; answers the new id. */
export function createUser(
  store: Store,
  fields: UserFields & { username: string; passwordHash: string },
  officeIds: readonly number[],
  now: number,
): number {
  return transaction(store, () => {
    const id = insert(
      store,
      `INSERT INTO users (first_name, last_name, username, mobile, role, client_id, password_hash, password_changeable, enabled,
         destination_url, image_original_id, postcode, archived_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 1, 0, ?, ?, ?, NULL, ?, ?)`,
      fields.firstName,
      fields.lastName,
      fields.username,
      fields.mobile,
      fields.role,
      fields.clientId,
      fields.passwordHash,
      fields.destinationUrl,
      fields.imageId,
      fields.postcode,
      now,
      now,
    );
    addPermissions(store, id, fields.role, officeIds);
    return id;
  });
}

/**
 * Updates a user and sets their offices to `officeIds`: permissions of offices that stay keep their
 * flags, new offices get fresh ones, the others are removed. `enabled` null leaves it as it is.
 */
export function updateUser(
  store: Store,
  id: number,
  fields: UserFields,
  officeIds: readonly number[],
  enabled: boolean | null,
  now: number,
): void {
  transaction(store, () => {
    run(
      store,
      `UPDATE users SET first_name = ?, last_name = ?, mobile = ?, role = ?, client_id = ?, destination_url = ?,
         image_original_id = ?, postcode = ?, enabled = coalesce(?, enabled), updated_at = ?
       WHERE id = ?`,
      fields.firstName,
      fields.lastName,
      fields.mobile,
      fields.role,
      fields.clientId,
      fields.destinationUrl,
      fields.imageId,
      fields.postcode,
      enabled === null ? null : flag(enabled),
      now,
      id,
    );
    const current = new Set(officeIdsOf(store, id));
    const wanted = new Set(officeIds);
    for (const officeId of current) {
      if (!wanted.has(officeId))
        run(store, 'DELETE FROM office_permissions WHERE user_id = ? AND office_id = ?', id, officeId);
    }
    addPermissions(
      store,
      id,
      fields.role,
      officeIds.filter((officeId) => !current.has(officeId)),
    );
  });
}

export function deactivateUser(store: Store, id: number, now: number): void {
  run(store, 'UPDATE users SET enabled = 0, updated_at = ? WHERE id = ?', now, id);
}

/** Archives a user: disabled, never listed or found again. */
export function archiveUser(store: Store, id: number, now: number): void {
  run(store, 'UPDATE users SET enabled = 0, archived_at = ?, updated_at = ? WHERE id = ?', now, now, id);
}

/** `{name: label, value: code}` of those roles, in the order given. */
export function roleOptions(store: Store, codes: readonly string[]): { name: string; value: string }[] {
  const labels = new Map(
    many<{ code: string; label: string }>(store, 'SELECT code, label FROM roles').map((row) => [row.code, row.label]),
  );
  return codes.flatMap((code) => {
    const label = labels.get(code);
    return label === undefined ? [] : [{ name: label, value: code }];
  });
}
