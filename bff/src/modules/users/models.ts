import { ROLE_LABELS, roleFromCode, type Role } from '@portal/schema';
import { UpstreamContractError } from '../../shared/errors.ts';
import type { RoleOptionDto, UserDto } from '../../upstream/main/users.ts';

/** What backs the AdminUser type (codegen mapper): the parsed UserView with its role checked. */
export interface AdminUserModel {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  active: boolean;
  modified: string;
  mobile: string | null;
  destinationUrl: string | null;
  postcode: string | null;
  image: { id: string; location: string } | null;
  client: { id: string; title: string } | null;
  permissions: {
    id: string;
    office: { id: string; title: string };
    permissionUpdatable: boolean;
    canViewMediaOrders: boolean;
    canViewPastOrders: boolean;
    canViewPaymentDetails: boolean;
  }[];
}

const roleOfCode = (code: string): Role => {
  const role = roleFromCode(code);
  if (!role) throw new UpstreamContractError();
  return role;
};

/** UserView → AdminUser. The e-mail is the username where the two differ. */
export const toAdminUser = (u: UserDto): AdminUserModel => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email || u.username,
  role: roleOfCode(u.role),
  active: u.enabled,
  modified: u.updatedAt,
  mobile: u.mobile,
  destinationUrl: u.destinationUrl,
  postcode: u.postcode,
  image: u.imageOriginal,
  client: u.client,
  permissions: (u.permissions ?? []).map((p) => ({
    id: p.id,
    office: { id: p.agency, title: p.agencyName },
    permissionUpdatable: p.permissionUpdatable,
    canViewMediaOrders: p.canViewMediaOrders,
    canViewPastOrders: p.canViewPastOrders,
    canViewPaymentDetails: p.canViewPaymentDetails,
  })),
});

export const fullNameOf = (u: Pick<AdminUserModel, 'firstName' | 'lastName'>): string =>
  [u.firstName, u.lastName].filter(Boolean).join(' ');

export type OfficeScope = 'ALL_OFFICES' | 'CLIENT_OFFICES' | 'SELECTED_OFFICES';

/** The Office column (spec, user modal): admin rows All Offices, client admin rows the client's offices. */
export const officeScopeOf = (role: Role): OfficeScope =>
  role === 'SUPER_ADMIN' || role === 'ADMIN'
    ? 'ALL_OFFICES'
    : role === 'CLIENT_ADMIN'
      ? 'CLIENT_OFFICES'
      : 'SELECTED_OFFICES';

/** GET users/roles and users/client-roles entries → role options (labels as the catalogue has them). */
export const toRoleOption = (r: RoleOptionDto) => {
  const role = roleOfCode(r.value);
  return { role, label: ROLE_LABELS[role] };
};
