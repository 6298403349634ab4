import { many, one, type Store } from './database.ts';

export type OfficeAccess = {
  slug: string;
  canViewPastOrders: boolean;
  canViewMediaOrders: boolean;
  canViewPaymentDetails: boolean;
};

type OfficeAccessRow = { slug: string; past: number; media: number; payment: number };

export function findFirstOfficeAccess(store: Store, userId: number): OfficeAccess | undefined {
  const row = one<OfficeAccessRow>(
    store,
    `SELECT o.slug, p.can_view_past_orders AS past, p.can_view_media_orders AS media,
       p.can_view_payment_details AS payment
     FROM office_permissions p JOIN offices o ON o.id = p.office_id
     WHERE p.user_id = ? ORDER BY o.id LIMIT 1`,
    userId,
  );
  if (!row) return undefined;
  return {
    slug: row.slug,
    canViewPastOrders: row.past === 1,
    canViewMediaOrders: row.media === 1,
    canViewPaymentDetails: row.payment === 1,
  };
}

export type OfficeLookup = { id: number; displayName: string; slug: string };

/**
 * The offices a user may act for: every published office for platform staff, the client's offices
 * for client-level roles, and the offices of the user's permission records otherwise.
 */
export function listOfficesFor(
  store: Store,
  user: { id: number; role: string; clientId: number | null },
): OfficeLookup[] {
  const columns = 'o.id, o.display_name AS displayName, o.slug';
  if (user.role === 'ROLE_SUPER_ADMIN' || user.role === 'ROLE_ADMIN') {
    return many<OfficeLookup>(
      store,
      `SELECT ${columns} FROM offices o WHERE o.status = 'published' ORDER BY o.display_name COLLATE NOCASE`,
    );
  }
  if ((user.role === 'ROLE_CLIENT_ADMIN' || user.role === 'ROLE_CLIENT_USER') && user.clientId !== null) {
    return many<OfficeLookup>(
      store,
      `SELECT ${columns} FROM offices o WHERE o.client_id = ? AND o.status = 'published' ORDER BY o.display_name COLLATE NOCASE`,
      user.clientId,
    );
  }
  return many<OfficeLookup>(
    store,
    `SELECT ${columns} FROM office_permissions p JOIN offices o ON o.id = p.office_id
     WHERE p.user_id = ? AND o.status = 'published' ORDER BY o.display_name COLLATE NOCASE`,
    user.id,
  );
}

/**
 * Which offices a user may see through the office calls (`agencies`, `agencies/{id}/…`), whatever
 * their status: every office for platform staff, the client's offices for client-level roles, the
 * offices of the user's permission records otherwise. The same rule as `listOfficesFor`.
 */
export type OfficeScope =
  { kind: 'all' } | { kind: 'client'; clientId: number } | { kind: 'permissions'; userId: number };

export function officeScopeOf(user: { id: number; role: string; clientId: number | null }): OfficeScope {
  if (user.role === 'ROLE_SUPER_ADMIN' || user.role === 'ROLE_ADMIN') return { kind: 'all' };
  if ((user.role === 'ROLE_CLIENT_ADMIN' || user.role === 'ROLE_CLIENT_USER') && user.clientId !== null) {
    return { kind: 'client', clientId: user.clientId };
  }
  return { kind: 'permissions', userId: user.id };
}

export type OfficeStatus = 'published' | 'archived';
export type PaymentOption = 'credit-card' | 'trading-terms';

export type OfficeRow = {
  id: number;
  clientId: number | null;
  title: string;
  displayName: string;
  slug: string;
  status: OfficeStatus;
  logoId: number | null;
  logoLocation: string | null;
  propertyCampaignPaymentOption: PaymentOption | null;
  agentCampaignPaymentOption: PaymentOption | null;
  officeCampaignPaymentOption: PaymentOption | null;
};

/** A position in the office list's order: display name (without case), then id. */
export type OfficePosition = readonly [name: string, id: number];

export type OfficeListQuery = {
  status: OfficeStatus;
  clientId: number | null;
  search: string;
  after: OfficePosition | null;
  /** null for every office. */
  limit: number | null;
};

const scopeParams = (scope: OfficeScope): [string, number | null] =>
  scope.kind === 'all'
    ? ['all', null]
    : scope.kind === 'client'
      ? ['client', scope.clientId]
      : ['permissions', scope.userId];

const scopeCondition = `(?1 = 'all'
    OR (?1 = 'client' AND o.client_id = ?2)
    OR (?1 = 'permissions' AND o.id IN (SELECT p.office_id FROM office_permissions p WHERE p.user_id = ?2)))`;

const officeColumns = `o.id, o.client_id AS clientId, o.title, o.display_name AS displayName, o.slug, o.status,
    o.logo_id AS logoId, f.location AS logoLocation,
    o.property_campaign_payment_option AS propertyCampaignPaymentOption,
    o.agent_campaign_payment_option AS agentCampaignPaymentOption,
    o.office_campaign_payment_option AS officeCampaignPaymentOption`;

/** One page of the offices in `scope`, sorted by display name (case-insensitive), then id. */
export function listOffices(store: Store, scope: OfficeScope, query: OfficeListQuery): OfficeRow[] {
  const [kind, scopeId] = scopeParams(scope);
  return many<OfficeRow>(
    store,
    `SELECT ${officeColumns}
     FROM offices o LEFT JOIN files f ON f.id = o.logo_id
     WHERE ${scopeCondition}
       AND o.status = ?3
       AND (?4 IS NULL OR o.client_id = ?4)
       AND (?5 = '' OR instr(lower(o.display_name), lower(?5)) > 0 OR instr(lower(o.title), lower(?5)) > 0)
       AND (?6 IS NULL OR o.display_name > ?6 COLLATE NOCASE
         OR (o.display_name = ?6 COLLATE NOCASE AND o.id > ?7))
     ORDER BY o.display_name COLLATE NOCASE, o.id
     LIMIT ?8`,
    kind,
    scopeId,
    query.status,
    query.clientId,
    query.search,
    query.after?.[0] ?? null,
    query.after?.[1] ?? 0,
    query.limit ?? -1,
  );
}

/** The office with that id, provided it exists; `visible` says whether `scope` includes it. */
export function findOfficeInScope(
  store: Store,
  scope: OfficeScope,
  id: number,
): { id: number; visible: boolean } | undefined {
  const [kind, scopeId] = scopeParams(scope);
  const row = one<{ id: number; visible: number }>(
    store,
    `SELECT o.id, ${scopeCondition} AS visible FROM offices o WHERE o.id = ?3`,
    kind,
    scopeId,
    id,
  );
  return row && { id: row.id, visible: row.visible === 1 };
}

export type CampaignCounts = {
  activePropertyCampaignCount: number;
  activeAgencyCampaignCount: number;
  propertyCampaignCount: number;
  agencyCampaignCount: number;
};

/**
 * An office's ordered campaigns (every campaign but drafts): property campaigns are those of a
 * listing (property, property-extend), agency campaigns the others (agent, office); active means
 * in progress.
 */
export function countOfficeCampaigns(store: Store, officeId: number): CampaignCounts {
  const row = one<CampaignCounts>(
    store,
    `SELECT
       coalesce(sum(type IN ('property', 'property-extend') AND status = 'in-progress'), 0) AS activePropertyCampaignCount,
       coalesce(sum(type IN ('agent', 'office') AND status = 'in-progress'), 0) AS activeAgencyCampaignCount,
       coalesce(sum(type IN ('property', 'property-extend')), 0) AS propertyCampaignCount,
       coalesce(sum(type IN ('agent', 'office')), 0) AS agencyCampaignCount
     FROM campaigns WHERE office_id = ? AND publish_status <> 'draft'`,
    officeId,
  );
  return (
    row ?? {
      activePropertyCampaignCount: 0,
      activeAgencyCampaignCount: 0,
      propertyCampaignCount: 0,
      agencyCampaignCount: 0,
    }
  );
}
