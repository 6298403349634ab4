import type { ContactHashes } from '../audiences/contacts.ts';
import { flag, insert, many, one, run, transaction, type Store } from './database.ts';
import { officeScopeOf, type OfficeScope } from './offices.ts';

/**
 * Audiences and their hashed customer lists. Who reaches an audience: staff every one; a client
 * admin or client user every audience of their client; an office admin or agent the client's
 * Global audiences, those assigned to one of their offices or to an agent of one of their offices,
 * and those they created.
 */

export type AudienceScope = 'client' | 'agency' | 'agent';
export type Caller = { id: number; role: string; clientId: number | null };

export type AudienceRow = {
  id: number;
  name: string;
  scope: AudienceScope;
  clientId: number;
  clientTitle: string;
  contactCount: number;
  createdBy: number | null;
  creatorFirstName: string | null;
  creatorLastName: string | null;
  deleted: number;
  createdAt: number;
  updatedAt: number;
  campaignCount: number;
};

export type Assignment = { id: number; name: string };
export type ActivityLog = { action: string; createdAt: number; matchedCount: number | null };

const isStaffRole = (role: string) => role === 'ROLE_SUPER_ADMIN' || role === 'ROLE_ADMIN';
const wholeClient = (role: string) => role === 'ROLE_CLIENT_ADMIN' || role === 'ROLE_CLIENT_USER';

const selectAudience = `
  SELECT a.id, a.name, a.scope, a.client_id AS clientId, c.title AS clientTitle, a.contact_count AS contactCount,
    a.created_by AS createdBy, u.first_name AS creatorFirstName, u.last_name AS creatorLastName, a.deleted,
    a.created_at AS createdAt, a.updated_at AS updatedAt,
    (SELECT count(*) FROM campaigns k WHERE k.audience_id = a.id) AS campaignCount
  FROM audiences a JOIN clients c ON c.id = a.client_id LEFT JOIN users u ON u.id = a.created_by`;

/** `?1` kind (all, client, offices), `?2` client id, `?3` user id. */
const reach = `(?1 = 'all' OR (a.client_id = ?2 AND (?1 = 'client' OR a.scope = 'client' OR a.created_by = ?3
  OR EXISTS (SELECT 1 FROM audience_assignments aa JOIN office_permissions p ON p.office_id = aa.office_id
             WHERE aa.audience_id = a.id AND p.user_id = ?3)
  OR EXISTS (SELECT 1 FROM audience_assignments aa JOIN office_permissions p ON p.user_id = aa.user_id
             JOIN office_permissions mine ON mine.office_id = p.office_id
             WHERE aa.audience_id = a.id AND mine.user_id = ?3))))`;

const reachParams = (caller: Caller): [string, number | null, number] => [
  isStaffRole(caller.role) ? 'all' : wholeClient(caller.role) ? 'client' : 'offices',
  caller.clientId,
  caller.id,
];

export type Page<T> = { rows: T[]; total: number };

/** The audience list: audiences in reach that are not deleted, newest first. */
export function listAudiences(store: Store, caller: Caller, page: number, limit: number): Page<AudienceRow> {
  const params = reachParams(caller);
  const total = one<{ n: number }>(
    store,
    `SELECT count(*) AS n FROM audiences a WHERE a.deleted = 0 AND ${reach}`,
    ...params,
  )!.n;
  const rows = many<AudienceRow>(
    store,
    `${selectAudience} WHERE a.deleted = 0 AND ${reach} ORDER BY a.created_at DESC, a.id DESC LIMIT ?4 OFFSET ?5`,
    ...params,
    limit,
    (page - 1) * limit,
  );
  return { rows, total };
}

/** The admin dashboard: every audience, deleted ones included, newest first. */
export function listAllAudiences(store: Store, page: number, limit: number): Page<AudienceRow> {
  const total = one<{ n: number }>(store, 'SELECT count(*) AS n FROM audiences')!.n;
  const rows = many<AudienceRow>(
    store,
    `${selectAudience} ORDER BY a.created_at DESC, a.id DESC LIMIT ? OFFSET ?`,
    limit,
    (page - 1) * limit,
  );
  return { rows, total };
}

export function findAudience(store: Store, id: number): AudienceRow | undefined {
  return one<AudienceRow>(store, `${selectAudience} WHERE a.id = ?`, id);
}

export function inReach(store: Store, caller: Caller, id: number): boolean {
  return one(store, `SELECT 1 FROM audiences a WHERE a.id = ?4 AND ${reach}`, ...reachParams(caller), id) !== undefined;
}

/** Audiences a campaign for this agent or office may target (GET audience/scoped). */
export function scopedAudiences(
  store: Store,
  clientId: number,
  agentId: number | null,
  officeId: number | null,
): AudienceRow[] {
  return many<AudienceRow>(
    store,
    `${selectAudience} WHERE a.deleted = 0 AND a.client_id = ?1 AND (a.scope = 'client'
       OR EXISTS (SELECT 1 FROM audience_assignments aa WHERE aa.audience_id = a.id AND ((?2 IS NOT NULL AND aa.user_id = ?2) OR (?3 IS NOT NULL AND aa.office_id = ?3))))
     ORDER BY a.name COLLATE NOCASE, a.id`,
    clientId,
    agentId,
    officeId,
  );
}

export function assignmentsOf(store: Store, ids: readonly number[]): Map<number, Assignment[]> {
  const byAudience = new Map<number, Assignment[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byAudience;
  const rows = many<Assignment & { audienceId: number }>(
    store,
    `SELECT aa.audience_id AS audienceId, coalesce(c.id, o.id, u.id) AS id,
       coalesce(c.title, coalesce(nullif(o.display_name, ''), o.title), trim(u.first_name || ' ' || u.last_name)) AS name
     FROM audience_assignments aa LEFT JOIN clients c ON c.id = aa.client_id LEFT JOIN offices o ON o.id = aa.office_id
       LEFT JOIN users u ON u.id = aa.user_id
     WHERE aa.audience_id IN (SELECT value FROM json_each(?)) ORDER BY aa.id`,
    JSON.stringify(ids),
  );
  for (const { audienceId, ...assignment } of rows) byAudience.get(audienceId)?.push(assignment);
  return byAudience;
}

export function activityOf(store: Store, ids: readonly number[]): Map<number, ActivityLog[]> {
  const byAudience = new Map<number, ActivityLog[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byAudience;
  const rows = many<ActivityLog & { audienceId: number }>(
    store,
    `SELECT audience_id AS audienceId, action, created_at AS createdAt, matched_count AS matchedCount FROM audience_activity_logs
     WHERE audience_id IN (SELECT value FROM json_each(?)) ORDER BY created_at, id`,
    JSON.stringify(ids),
  );
  for (const { audienceId, ...log } of rows) byAudience.get(audienceId)?.push(log);
  return byAudience;
}

export type AudienceCampaignRow = { id: number; displayName: string; type: string; createdAt: number };

export function audienceCampaigns(
  store: Store,
  audienceId: number,
  page: number,
  limit: number,
): Page<AudienceCampaignRow> {
  const total = one<{ n: number }>(store, 'SELECT count(*) AS n FROM campaigns WHERE audience_id = ?', audienceId)!.n;
  const rows = many<AudienceCampaignRow>(
    store,
    `SELECT id, display_name AS displayName, type, created_at AS createdAt FROM campaigns WHERE audience_id = ?
     ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    audienceId,
    limit,
    (page - 1) * limit,
  );
  return { rows, total };
}

/** Whether another live audience of the client has this name (case-insensitive). */
export function nameTaken(store: Store, clientId: number, name: string, exceptId: number | null): boolean {
  return (
    one(
      store,
      'SELECT 1 FROM audiences WHERE client_id = ? AND deleted = 0 AND name = ? COLLATE NOCASE AND id IS NOT ?',
      clientId,
      name,
      exceptId,
    ) !== undefined
  );
}

/** Published offices of the client the caller may assign (client admins every one, office admins theirs). */
export function assignableOffices(store: Store, caller: Caller, clientId: number): Assignment[] {
  const scope: OfficeScope = officeScopeOf(caller);
  const [kind, scopeId] =
    scope.kind === 'all'
      ? ['all', null]
      : scope.kind === 'client'
        ? ['client', scope.clientId]
        : ['permissions', scope.userId];
  return many<Assignment>(
    store,
    `SELECT o.id, coalesce(nullif(o.display_name, ''), o.title) AS name FROM offices o
     WHERE o.status = 'published' AND o.client_id = ?3
       AND (?1 = 'all' OR (?1 = 'client' AND o.client_id = ?2)
         OR (?1 = 'permissions' AND o.id IN (SELECT p.office_id FROM office_permissions p WHERE p.user_id = ?2)))
     ORDER BY 2 COLLATE NOCASE, o.id`,
    kind,
    scopeId,
    clientId,
  );
}

/** Enabled agents with a permission on one of those offices ("First Last"), optionally of some offices only. */
export function assignableAgents(
  store: Store,
  caller: Caller,
  clientId: number,
  officeIds: readonly number[] | null,
): Assignment[] {
  const offices = assignableOffices(store, caller, clientId)
    .map((office) => office.id)
    .filter((id) => officeIds === null || officeIds.includes(id));
  return many<Assignment>(
    store,
    `SELECT DISTINCT u.id, trim(u.first_name || ' ' || u.last_name) AS name FROM users u
     JOIN office_permissions p ON p.user_id = u.id
     WHERE u.role = 'ROLE_AGENT_USER' AND u.enabled = 1 AND u.archived_at IS NULL AND u.client_id = ?
       AND p.office_id IN (SELECT value FROM json_each(?))
     ORDER BY 2 COLLATE NOCASE, u.id`,
    clientId,
    JSON.stringify(offices),
  );
}

export type AudienceWrite = {
  name?: string;
  scope?: AudienceScope;
  clientId: number;
  /** Office or agent ids (ignored for Global scope). */
  uuids?: number[];
  contacts?: ContactHashes[];
};

const insertContacts = (store: Store, audienceId: number, contacts: readonly ContactHashes[]) => {
  const statement = store.prepare(
    'INSERT INTO audience_contacts (audience_id, email_sha256, phone_sha256, first_name_sha256, last_name_sha256) VALUES (?, ?, ?, ?, ?)',
  );
  for (const c of contacts) statement.run(audienceId, c.email, c.phone, c.firstName, c.lastName);
};

const writeAssignments = (
  store: Store,
  audienceId: number,
  scope: AudienceScope,
  clientId: number,
  uuids: readonly number[],
) => {
  run(store, 'DELETE FROM audience_assignments WHERE audience_id = ?', audienceId);
  if (scope === 'client') {
    insert(store, 'INSERT INTO audience_assignments (audience_id, client_id) VALUES (?, ?)', audienceId, clientId);
    return;
  }
  const column = scope === 'agency' ? 'office_id' : 'user_id';
  for (const id of uuids)
    insert(store, `INSERT INTO audience_assignments (audience_id, ${column}) VALUES (?, ?)`, audienceId, id);
};

const log = (
  store: Store,
  audienceId: number,
  action: string,
  userId: number | null,
  at: number,
  matchedCount: number | null = null,
) =>
  insert(
    store,
    'INSERT INTO audience_activity_logs (audience_id, action, user_id, created_at, matched_count) VALUES (?, ?, ?, ?, ?)',
    audienceId,
    action,
    userId,
    at,
    matchedCount,
  );

/** The hashed list is handed to the ad platform; the log keeps how many contacts it matched. */
const transfer = (store: Store, audienceId: number, userId: number, contacts: readonly ContactHashes[], at: number) => {
  run(store, 'DELETE FROM audience_contacts WHERE audience_id = ?', audienceId);
  insertContacts(store, audienceId, contacts);
  run(store, 'UPDATE audiences SET contact_count = ? WHERE id = ?', contacts.length, audienceId);
  log(store, audienceId, 'csv uploaded', userId, at);
  log(store, audienceId, 'transferred to platform', null, at, contacts.length);
};

/** One transaction: the audience, its assignments, its hashed contacts and its log, or nothing. */
export function createAudience(store: Store, caller: Caller, write: Required<AudienceWrite>, at: number): number {
  return transaction(store, () => {
    const id = insert(
      store,
      `INSERT INTO audiences (name, scope, client_id, contact_count, platform_audience_id, created_by, deleted, created_at, updated_at)
       VALUES (?, ?, ?, 0, ?, ?, ?, ?, ?)`,
      write.name,
      write.scope,
      write.clientId,
      `2385${String(at).slice(-9)}${String(caller.id).padStart(4, '0')}`,
      caller.id,
      flag(false),
      at,
      at,
    );
    writeAssignments(store, id, write.scope, write.clientId, write.uuids);
    log(store, id, 'created', caller.id, at);
    transfer(store, id, caller.id, write.contacts, at);
    return id;
  });
}

/** PATCH semantics: what is given changes; one transaction. */
export function updateAudience(store: Store, caller: Caller, id: number, write: AudienceWrite, at: number): void {
  transaction(store, () => {
    if (write.name !== undefined) run(store, 'UPDATE audiences SET name = ? WHERE id = ?', write.name, id);
    if (write.scope !== undefined) {
      run(store, 'UPDATE audiences SET scope = ? WHERE id = ?', write.scope, id);
      writeAssignments(store, id, write.scope, write.clientId, write.uuids ?? []);
    }
    if (write.contacts !== undefined) transfer(store, id, caller.id, write.contacts, at);
    run(store, 'UPDATE audiences SET updated_at = ? WHERE id = ?', at, id);
    log(store, id, 'updated', caller.id, at);
  });
}

/** Soft delete: the audience stays for the admin dashboard; its hashed list is dropped. */
export function deleteAudience(store: Store, caller: Caller, id: number, at: number): boolean {
  return transaction(store, () => {
    const changed = run(store, 'UPDATE audiences SET deleted = 1, updated_at = ? WHERE id = ? AND deleted = 0', at, id);
    if (changed === 0) return false;
    run(store, 'DELETE FROM audience_contacts WHERE audience_id = ?', id);
    log(store, id, 'deleted', caller.id, at);
    return true;
  });
}
