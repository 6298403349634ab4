import { accessDenied } from '../http/errors.ts';
import type { Store } from '../store/database.ts';
import { holdsOffice } from '../store/office-admin.ts';
import type { User } from '../store/users.ts';

/**
 * Who may use the clients and offices administration, as the real API decides: platform staff
 * (super admin, admin) everything; a client admin its client and the client's offices; an office
 * admin its offices (and may read its client); everyone else (agents, client users) 403.
 */
export type AdminCaller =
  | { kind: 'staff'; user: User }
  | { kind: 'client'; user: User; clientId: number }
  | { kind: 'office'; user: User; clientId: number | null };

export function adminCaller(user: User): AdminCaller {
  if (user.role === 'ROLE_SUPER_ADMIN' || user.role === 'ROLE_ADMIN') return { kind: 'staff', user };
  if (user.role === 'ROLE_CLIENT_ADMIN' && user.clientId !== null)
    return { kind: 'client', user, clientId: user.clientId };
  if (user.role === 'ROLE_AGENT_ADMIN') return { kind: 'office', user, clientId: user.clientId };
  throw accessDenied();
}

export const isStaffCaller = (caller: AdminCaller): boolean => caller.kind === 'staff';

/** Reading a client: staff any, client and office admins their own. */
export const mayReadClient = (caller: AdminCaller, clientId: number): boolean =>
  caller.kind === 'staff' || caller.clientId === clientId;

/** Changing a client (its details, its card): staff any, a client admin its own. */
export const mayWriteClient = (caller: AdminCaller, clientId: number): boolean =>
  caller.kind === 'staff' || (caller.kind === 'client' && caller.clientId === clientId);

/** Reading or changing an office: staff any, a client admin its client's, an office admin those of its permission records. */
export function mayManageOffice(
  store: Store,
  caller: AdminCaller,
  office: { id: number; clientId: number | null },
): boolean {
  if (caller.kind === 'staff') return true;
  if (caller.kind === 'client') return office.clientId === caller.clientId;
  return holdsOffice(store, caller.user.id, office.id);
}
