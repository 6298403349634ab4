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
export function listOfficesFor(store: Store, user: { id: number; role: string; clientId: number | null }): OfficeLookup[] {
  const columns = 'o.id, o.display_name AS displayName, o.slug';
  if (user.role === 'ROLE_SUPER_ADMIN' || user.role === 'ROLE_ADMIN') {
    return many<OfficeLookup>(store, `SELECT ${columns} FROM offices o WHERE o.status = 'published' ORDER BY o.display_name COLLATE NOCASE`);
  }
  if ((user.role === 'ROLE_CLIENT_ADMIN' || user.role === 'ROLE_CLIENT_USER') && user.clientId !== null) {
    return many<OfficeLookup>(store, `SELECT ${columns} FROM offices o WHERE o.client_id = ? AND o.status = 'published' ORDER BY o.display_name COLLATE NOCASE`, user.clientId);
  }
  return many<OfficeLookup>(
    store,
    `SELECT ${columns} FROM office_permissions p JOIN offices o ON o.id = p.office_id
     WHERE p.user_id = ? AND o.status = 'published' ORDER BY o.display_name COLLATE NOCASE`,
    user.id,
  );
}
