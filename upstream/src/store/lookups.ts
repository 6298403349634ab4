import { many, type Store } from './database.ts';
import type { OfficeScope } from './offices.ts';
import type { UserScope } from './user-admin.ts';

/** `{id, title}` pairs for pickers, sorted by title (case-insensitive), then id. */
export type Lookup = { id: number; title: string };

/** Published clients: every one (`clientId` null) or that one. */
export function clientLookups(store: Store, clientId: number | null): Lookup[] {
  return many<Lookup>(
    store,
    `SELECT id, title FROM clients WHERE status = 'published' AND (?1 IS NULL OR id = ?1) ORDER BY title COLLATE NOCASE, id`,
    clientId,
  );
}

/** Published offices in the scope, optionally of one client; the title is the display name. */
export function officeLookups(store: Store, scope: OfficeScope, clientId: number | null): Lookup[] {
  const [kind, scopeId] =
    scope.kind === 'all'
      ? ['all', null]
      : scope.kind === 'client'
        ? ['client', scope.clientId]
        : ['permissions', scope.userId];
  return many<Lookup>(
    store,
    `SELECT o.id, coalesce(nullif(o.display_name, ''), o.title) AS title FROM offices o
     WHERE o.status = 'published'
       AND (?1 = 'all' OR (?1 = 'client' AND o.client_id = ?2)
         OR (?1 = 'permissions' AND o.id IN (SELECT p.office_id FROM office_permissions p WHERE p.user_id = ?2)))
       AND (?3 IS NULL OR o.client_id = ?3)
     ORDER BY 2 COLLATE NOCASE, o.id`,
    kind,
    scopeId,
    clientId,
  );
}

/** Published packages: every one (`clientId` null), or those linked to the client or one of its offices. */
export function packageLookups(store: Store, clientId: number | null): Lookup[] {
  return many<Lookup>(
    store,
    `SELECT p.id, p.title FROM packages p WHERE p.status = 'published'
       AND (?1 IS NULL OR p.id IN (SELECT pc.package_id FROM package_clients pc WHERE pc.client_id = ?1)
         OR p.id IN (SELECT po.package_id FROM package_offices po JOIN offices o ON o.id = po.office_id WHERE o.client_id = ?1))
     ORDER BY p.title COLLATE NOCASE, p.id`,
    clientId,
  );
}

/** Users in the scope (never archived ones), optionally of one client; the title is "First Last". */
export function userLookups(store: Store, scope: UserScope, clientId: number | null): Lookup[] {
  const [kind, scopeId] =
    scope.kind === 'all'
      ? ['all', null]
      : scope.kind === 'client'
        ? ['client', scope.clientId]
        : ['offices', scope.userId];
  return many<Lookup>(
    store,
    `SELECT u.id, trim(u.first_name || ' ' || u.last_name) AS title FROM users u
     WHERE u.archived_at IS NULL
       AND (?1 = 'all' OR (?1 = 'client' AND u.client_id = ?2)
         OR (?1 = 'offices' AND u.id IN (
           SELECT p.user_id FROM office_permissions p
           WHERE p.office_id IN (SELECT q.office_id FROM office_permissions q WHERE q.user_id = ?2))))
       AND (?3 IS NULL OR u.client_id = ?3)
     ORDER BY 2 COLLATE NOCASE, u.id`,
    kind,
    scopeId,
    clientId,
  );
}
