import { flag, insert, many, one, run, transaction, type Store } from './database.ts';
import type { OfficeScope } from './offices.ts';

/** The packages administration: the package list (and an office's packages), one package, writes, links and the export. */

export const packageTypes = ['office', 'agent', 'agent-extend', 'property'] as const;
export type PackageType = (typeof packageTypes)[number];
export type PackageStatus = 'published' | 'archived';

/** Everything the package modal's Details tab edits, as stored (money in cents). */
export type PackageDocument = {
  title: string;
  type: PackageType;
  description: string;
  status: PackageStatus;
  sortOrder: number;
  propertyPackageId: string | null;
  agentPackageId: string | null;
  officePackageId: string | null;
  propertyDuration: number | null;
  agentDuration: number | null;
  officeDuration: number | null;
  retailPrice: number;
  packagePrice: number;
  productionFee: number;
  ttbCharge: number;
  videoRequired: boolean;
  pmpRequired: boolean;
};

export type PackageRecord = PackageDocument & { id: number; createdAt: number; updatedAt: number };

const columns = `p.id, p.title, p.type, p.description, p.status, p.sort_order AS sortOrder,
  p.property_package_id AS propertyPackageId, p.agent_package_id AS agentPackageId, p.office_package_id AS officePackageId,
  p.property_duration AS propertyDuration, p.agent_duration AS agentDuration, p.office_duration AS officeDuration,
  p.retail_price AS retailPrice, p.package_price AS packagePrice, p.production_fee AS productionFee, p.ttb_charge AS ttbCharge,
  p.video_required AS videoRequired, p.pmp_required AS pmpRequired, p.created_at AS createdAt, p.updated_at AS updatedAt`;

type PackageRow = Omit<PackageRecord, 'videoRequired' | 'pmpRequired'> & { videoRequired: number; pmpRequired: number };

const toRecord = (row: PackageRow): PackageRecord => ({
  ...row,
  videoRequired: row.videoRequired === 1,
  pmpRequired: row.pmpRequired === 1,
});

/** Which durations a type uses: property and agent extend the property one, agent and agent extend the agent one, office the office one. */
export const usesDuration = (type: PackageType) => ({
  property: type === 'property' || type === 'agent-extend',
  agent: type === 'agent' || type === 'agent-extend',
  office: type === 'office',
});

/**
 * Who sees which packages: staff every package; everyone else the published packages linked to
 * their client or to one of the offices of their scope.
 */
export type PackageScope = { kind: 'all' } | { kind: 'linked'; clientId: number | null; offices: OfficeScope };

export type PackageListQuery = {
  /** null: both (the export). */
  status: PackageStatus | null;
  /** Packages linked to the client, or to one of the client's offices. */
  clientId: number | null;
  /** Packages offered to the office: linked to it, or to its client. */
  officeId: number | null;
  types: readonly PackageType[] | null;
  search: string;
  after: readonly [number, string, number] | null;
  limit: number | null;
};

const linkedToClient = `(p.id IN (SELECT pc.package_id FROM package_clients pc WHERE pc.client_id = ?)
  OR p.id IN (SELECT po.package_id FROM package_offices po JOIN offices o ON o.id = po.office_id WHERE o.client_id = ?))`;
const linkedToOffice = `(p.id IN (SELECT po.package_id FROM package_offices po WHERE po.office_id = ?)
  OR p.id IN (SELECT pc.package_id FROM package_clients pc JOIN offices o ON o.client_id = pc.client_id WHERE o.id = ?))`;

function whereOf(
  scope: PackageScope,
  query: Omit<PackageListQuery, 'after' | 'limit'>,
): { sql: string; params: (string | number | null)[] } {
  const parts: string[] = [];
  const params: (string | number | null)[] = [];
  if (scope.kind === 'linked') {
    parts.push("p.status = 'published'");
    const visible: string[] = [];
    if (scope.clientId !== null) {
      visible.push(linkedToClient);
      params.push(scope.clientId, scope.clientId);
    }
    if (scope.offices.kind === 'permissions') {
      visible.push(
        `p.id IN (SELECT po.package_id FROM package_offices po JOIN office_permissions op ON op.office_id = po.office_id WHERE op.user_id = ?)`,
      );
      params.push(scope.offices.userId);
    }
    parts.push(visible.length > 0 ? `(${visible.join(' OR ')})` : '0');
  }
  if (query.status !== null) {
    parts.push('p.status = ?');
    params.push(query.status);
  }
  if (query.clientId !== null) {
    parts.push(linkedToClient);
    params.push(query.clientId, query.clientId);
  }
  if (query.officeId !== null) {
    parts.push(linkedToOffice);
    params.push(query.officeId, query.officeId);
  }
  if (query.types !== null && query.types.length > 0) {
    parts.push(`p.type IN (${query.types.map(() => '?').join(', ')})`);
    params.push(...query.types);
  }
  if (query.search !== '') {
    parts.push('instr(lower(p.title), lower(?)) > 0');
    params.push(query.search);
  }
  return { sql: parts.length > 0 ? `WHERE ${parts.join(' AND ')}` : '', params };
}

/** One page of packages, sorted by sort order, then title (case-insensitive), then id. */
export function listPackages(store: Store, scope: PackageScope, query: PackageListQuery): PackageRecord[] {
  const where = whereOf(scope, query);
  const after = query.after
    ? `${where.sql === '' ? 'WHERE' : ' AND'} (p.sort_order > ? OR (p.sort_order = ? AND (p.title > ? COLLATE NOCASE OR (p.title = ? COLLATE NOCASE AND p.id > ?))))`
    : '';
  const afterParams = query.after
    ? [query.after[0], query.after[0], query.after[1], query.after[1], query.after[2]]
    : [];
  return many<PackageRow>(
    store,
    `SELECT ${columns} FROM packages p ${where.sql}${after} ORDER BY p.sort_order, p.title COLLATE NOCASE, p.id LIMIT ?`,
    ...where.params,
    ...afterParams,
    query.limit ?? -1,
  ).map(toRecord);
}

/** A new package before its form is applied: published, every field empty. */
export const blankPackage = (): PackageDocument => ({
  title: '',
  type: 'property',
  description: '',
  status: 'published',
  sortOrder: 0,
  propertyPackageId: null,
  agentPackageId: null,
  officePackageId: null,
  propertyDuration: null,
  agentDuration: null,
  officeDuration: null,
  retailPrice: 0,
  packagePrice: 0,
  productionFee: 0,
  ttbCharge: 0,
  videoRequired: false,
  pmpRequired: false,
});

export function findPackage(store: Store, id: number): PackageRecord | undefined {
  const row = one<PackageRow>(store, `SELECT ${columns} FROM packages p WHERE p.id = ?`, id);
  return row ? toRecord(row) : undefined;
}

/** Whether the package is visible in `scope` (staff: any). */
export function packageVisible(store: Store, scope: PackageScope, id: number): boolean {
  const where = whereOf(scope, { status: null, clientId: null, officeId: null, types: null, search: '' });
  return (
    one(
      store,
      `SELECT 1 FROM packages p ${where.sql}${where.sql === '' ? 'WHERE' : ' AND'} p.id = ?`,
      ...where.params,
      id,
    ) !== undefined
  );
}

export type PackageRelation = { id: number; title: string; attached: boolean };
export type OfficeRelation = PackageRelation & { clientId: number | null };

/** Every published client, with whether the package is linked to it (the Client / Offices tab). */
export function packageClients(store: Store, packageId: number): PackageRelation[] {
  return many<{ id: number; title: string; attached: number }>(
    store,
    `SELECT c.id, c.title, EXISTS (SELECT 1 FROM package_clients pc WHERE pc.package_id = ? AND pc.client_id = c.id) AS attached
     FROM clients c WHERE c.status = 'published' ORDER BY c.title COLLATE NOCASE, c.id`,
    packageId,
  ).map((row) => ({ id: row.id, title: row.title, attached: row.attached === 1 }));
}

/** Every published office (title: the display name), with its client and whether the package is linked to it. */
export function packageOffices(store: Store, packageId: number): OfficeRelation[] {
  return many<{ id: number; title: string; clientId: number | null; attached: number }>(
    store,
    `SELECT o.id, coalesce(nullif(o.display_name, ''), o.title) AS title, o.client_id AS clientId,
       EXISTS (SELECT 1 FROM package_offices po WHERE po.package_id = ? AND po.office_id = o.id) AS attached
     FROM offices o WHERE o.status = 'published' ORDER BY 2 COLLATE NOCASE, o.id`,
    packageId,
  ).map((row) => ({ id: row.id, title: row.title, clientId: row.clientId, attached: row.attached === 1 }));
}

/** How many campaigns use the package, and how many of them are in progress. */
export function packageCampaigns(store: Store, packageId: number): { total: number; inProgress: number } {
  const row = one<{ total: number; inProgress: number | null }>(
    store,
    `SELECT count(*) AS total, sum(status = 'in-progress') AS inProgress FROM campaigns WHERE package_id = ?`,
    packageId,
  );
  return { total: row?.total ?? 0, inProgress: row?.inProgress ?? 0 };
}

/** Stores a package: updates `id` when given, inserts one otherwise; answers its id. */
export function savePackage(store: Store, id: number | null, doc: PackageDocument, now: number): number {
  const values = [
    doc.title,
    doc.type,
    doc.description,
    doc.status,
    doc.sortOrder,
    doc.propertyPackageId,
    doc.agentPackageId,
    doc.officePackageId,
    doc.propertyDuration,
    doc.agentDuration,
    doc.officeDuration,
    doc.retailPrice,
    doc.packagePrice,
    doc.productionFee,
    doc.ttbCharge,
    flag(doc.videoRequired),
    flag(doc.pmpRequired),
  ];
  if (id === null) {
    return insert(
      store,
      `INSERT INTO packages (title, type, description, status, sort_order, property_package_id, agent_package_id, office_package_id,
         property_duration, agent_duration, office_duration, retail_price, package_price, production_fee, ttb_charge,
         video_required, pmp_required, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ...values,
      now,
      now,
    );
  }
  run(
    store,
    `UPDATE packages SET title = ?, type = ?, description = ?, status = ?, sort_order = ?, property_package_id = ?, agent_package_id = ?,
       office_package_id = ?, property_duration = ?, agent_duration = ?, office_duration = ?, retail_price = ?, package_price = ?,
       production_fee = ?, ttb_charge = ?, video_required = ?, pmp_required = ?, updated_at = ?
     WHERE id = ?`,
    ...values,
    now,
    id,
  );
  return id;
}

/** Links or unlinks a package and a client or an office (idempotent); touches the package. */
export function setPackageLink(
  store: Store,
  owner: 'client' | 'office',
  packageId: number,
  ownerId: number,
  attached: boolean,
  now: number,
): void {
  return transaction(store, () => writePackageLink(store, owner, packageId, ownerId, attached, now));
}

function writePackageLink(
  store: Store,
  owner: 'client' | 'office',
  packageId: number,
  ownerId: number,
  attached: boolean,
  now: number,
): void {
  const table = owner === 'client' ? 'package_clients' : 'package_offices';
  const column = owner === 'client' ? 'client_id' : 'office_id';
  const changed = attached
    ? run(store, `INSERT OR IGNORE INTO ${table} (package_id, ${column}) VALUES (?, ?)`, packageId, ownerId)
    : run(store, `DELETE FROM ${table} WHERE package_id = ? AND ${column} = ?`, packageId, ownerId);
  if (changed > 0) run(store, 'UPDATE packages SET updated_at = ? WHERE id = ?', now, packageId);
}

export type PackageExportRow = PackageRecord & { clients: string | null; offices: string | null };

/** The export's rows in list order, read one at a time (never the whole table in memory). */
export function* exportPackages(
  store: Store,
  query: Omit<PackageListQuery, 'after' | 'limit'>,
): Generator<PackageExportRow> {
  const where = whereOf({ kind: 'all' }, query);
  const statement = store.prepare(
    `SELECT ${columns},
       (SELECT group_concat(title, '; ') FROM (SELECT c.title FROM package_clients pc JOIN clients c ON c.id = pc.client_id
          WHERE pc.package_id = p.id ORDER BY c.title COLLATE NOCASE)) AS clients,
       (SELECT group_concat(title, '; ') FROM (SELECT coalesce(nullif(o.display_name, ''), o.title) AS title FROM package_offices po
          JOIN offices o ON o.id = po.office_id WHERE po.package_id = p.id ORDER BY 1 COLLATE NOCASE)) AS offices
     FROM packages p ${where.sql} ORDER BY p.status DESC, p.sort_order, p.title COLLATE NOCASE, p.id`,
  );
  for (const row of statement.iterate(...where.params) as IterableIterator<
    PackageRow & { clients: string | null; offices: string | null }
  >) {
    yield { ...toRecord(row), clients: row.clients, offices: row.offices };
  }
}
