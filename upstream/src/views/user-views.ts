import type { Store } from '../store/database.ts';
import { findClientById } from '../store/clients.ts';
import { findFirstOfficeAccess } from '../store/offices.ts';
import type { PermissionRecord, UserRecord } from '../store/user-admin.ts';
import type { User } from '../store/users.ts';

export function sessionUserView(store: Store, user: User) {
  const office = findFirstOfficeAccess(store, user.id);
  const client = user.clientId === null ? undefined : findClientById(store, user.clientId);
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    mobile: user.mobile,
    role: user.role,
    clientId: user.clientId,
    agency: office?.slug ?? null,
    permissions: {
      canViewPastOrders: office?.canViewPastOrders ?? false,
      canViewMediaOrders: office?.canViewMediaOrders ?? false,
      canViewPaymentDetails: office?.canViewPaymentDetails ?? false,
    },
    passwordChangeable: user.passwordChangeable,
    enabled: user.enabled,
    client: client ? { id: client.id, title: client.title, subDomain: client.subDomain } : null,
  };
}

export function profileView(user: User) {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    mobile: user.mobile,
    postcode: user.postcode,
    imageOriginal:
      user.imageId === null || user.imageLocation === null ? null : { id: user.imageId, location: user.imageLocation },
    role: { name: user.roleLabel, value: user.role },
    passwordChangeable: user.passwordChangeable,
    enabled: user.enabled,
    clientId: user.clientId,
  };
}

/** A timestamp (epoch ms) as ISO 8601 with an explicit offset, e.g. `2026-11-21T07:52:00+00:00`. */
export const isoWithOffset = (time: number): string => new Date(time).toISOString().replace(/\.\d{3}Z$/, '+00:00');

export function permissionView(permission: PermissionRecord) {
  return {
    id: permission.id,
    agency: permission.officeId,
    agencyName: permission.officeName,
    user: permission.userId,
    permissionUpdatable: permission.permissionUpdatable,
    canViewMediaOrders: permission.canViewMediaOrders,
    canViewPastOrders: permission.canViewPastOrders,
    canViewPaymentDetails: permission.canViewPaymentDetails,
  };
}

/** A user of the users administration (`users`, `users/{id}`); permissions only when given. */
export function userAdminView(user: UserRecord, permissions?: readonly PermissionRecord[]) {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.username,
    username: user.username,
    role: user.role,
    roleLabel: user.roleLabel,
    mobile: user.mobile,
    destinationUrl: user.destinationUrl,
    postcode: user.postcode,
    enabled: user.enabled,
    imageOriginal:
      user.imageId === null || user.imageLocation === null ? null : { id: user.imageId, location: user.imageLocation },
    client: user.clientId === null ? null : { id: user.clientId, title: user.clientTitle ?? '' },
    updatedAt: isoWithOffset(user.updatedAt),
    ...(permissions ? { permissions: { data: permissions.map(permissionView) } } : {}),
  };
}
