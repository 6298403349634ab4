import type { Store } from './store/database.ts';
import { findClientById } from './store/clients.ts';
import { findFirstOfficeAccess } from './store/offices.ts';
import type { User } from './store/users.ts';

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
    role: { name: user.roleLabel, value: user.role },
    passwordChangeable: user.passwordChangeable,
    enabled: user.enabled,
    clientId: user.clientId,
  };
}
