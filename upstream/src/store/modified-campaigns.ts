import type { SQLInputValue } from 'node:sqlite';
import { many, one, type Store } from './database.ts';
import type { OrderScope } from './orders.ts';

/**
 * The campaigns whose dates or status staff changed (a date-change, status-change or cancel note),
 * newest change first: the reports page (decision 067).
 */

const LATEST_CHANGES = `(SELECT n.campaign_id, n.type AS kind, n.note, n.created_at AS at, n.created_by,
    ROW_NUMBER() OVER (PARTITION BY n.campaign_id ORDER BY n.created_at DESC, n.id DESC) AS rn
  FROM campaign_notes n WHERE n.type IN ('date-change', 'status-change', 'cancel')) m
  JOIN campaigns c ON c.id = m.campaign_id JOIN offices f ON f.id = c.office_id`;
const MODIFIED_COLUMNS = `c.id, c.display_name AS displayName, c.type, c.status, c.start_date AS startDate,
  c.end_date AS endDate, f.display_name AS officeName, f.slug AS officeSlug, m.kind, m.note, m.at,
  u.first_name AS first, u.last_name AS last`;

/** The reports' reach: the orders' scope, or an agent's offices where they may view past orders. */
export type ReportScope = OrderScope | { kind: 'pastOrders'; userId: number };

export type ModifiedFilters = {
  client: number | null;
  dateFrom: string | null;
  dateTo: string | null;
  searchText: string | null;
};

export type ModifiedRow = {
  id: number;
  displayName: string;
  type: string;
  status: string | null;
  startDate: string;
  endDate: string;
  officeName: string;
  officeSlug: string;
  kind: string;
  note: string;
  at: number;
  first: string | null;
  last: string | null;
};

const modifiedWhere = (scope: ReportScope, f: ModifiedFilters) => {
  const where = ['m.rn = 1'];
  const params: SQLInputValue[] = [];
  if (scope.kind === 'client') {
    where.push('f.client_id = ?');
    params.push(scope.clientId);
  } else if (scope.kind === 'offices') {
    where.push('c.office_id IN (SELECT office_id FROM office_permissions WHERE user_id = ?)');
    params.push(scope.userId);
  } else if (scope.kind === 'pastOrders') {
    where.push(
      'c.office_id IN (SELECT office_id FROM office_permissions WHERE user_id = ? AND can_view_past_orders = 1)',
    );
    params.push(scope.userId);
  }
  if (f.client !== null) {
    where.push('f.client_id = ?');
    params.push(f.client);
  }
  if (f.dateFrom) {
    where.push('m.at >= ?');
    params.push(Date.parse(`${f.dateFrom}T00:00:00Z`));
  }
  if (f.dateTo) {
    where.push('m.at < ?');
    params.push(Date.parse(`${f.dateTo}T00:00:00Z`) + 86_400_000);
  }
  if (f.searchText) {
    const like = `%${f.searchText.replace(/[\\%_]/g, (x) => `\\${x}`)}%`;
    where.push(`(c.display_name LIKE ? ESCAPE '\\' OR f.display_name LIKE ? ESCAPE '\\' OR CAST(c.id AS TEXT) = ?)`);
    params.push(like, like, f.searchText);
  }
  return { sql: `WHERE ${where.join(' AND ')}`, params };
};

/** One page of the modified campaigns and the count of all of them. */
export function listModifiedCampaigns(
  store: Store,
  scope: ReportScope,
  filters: ModifiedFilters,
  page: { limit: number; offset: number },
): { rows: ModifiedRow[]; total: number } {
  const { sql, params } = modifiedWhere(scope, filters);
  const rows = many<ModifiedRow>(
    store,
    `SELECT ${MODIFIED_COLUMNS} FROM ${LATEST_CHANGES} LEFT JOIN users u ON u.id = m.created_by
     ${sql} ORDER BY m.at DESC, c.id DESC LIMIT ? OFFSET ?`,
    ...params,
    page.limit,
    page.offset,
  );
  const total = one<{ n: number }>(store, `SELECT COUNT(*) AS n FROM ${LATEST_CHANGES} ${sql}`, ...params)?.n ?? 0;
  return { rows, total };
}

/** Every modified campaign, streamed (the CSV export). */
export function iterateModifiedCampaigns(
  store: Store,
  scope: ReportScope,
  filters: ModifiedFilters,
): Iterator<ModifiedRow> {
  const { sql, params } = modifiedWhere(scope, filters);
  return store
    .prepare(
      `SELECT ${MODIFIED_COLUMNS} FROM ${LATEST_CHANGES} LEFT JOIN users u ON u.id = m.created_by
       ${sql} ORDER BY m.at DESC, c.id DESC`,
    )
    .iterate(...params) as unknown as Iterator<ModifiedRow>;
}
