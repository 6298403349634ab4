/**
 * Roles, the navigation permission table and the landing rules of the platform specification,
 * as pure functions shared by the BFF (which enforces them) and the portal.
 */

export const ROLES = ['SUPER_ADMIN', 'ADMIN', 'CLIENT_ADMIN', 'AGENT_ADMIN', 'AGENT_USER', 'CLIENT_USER'] as const;
export type Role = (typeof ROLES)[number];

/** Upstream role codes are the same names with a ROLE_ prefix. */
export const roleFromCode = (code: string): Role | null => {
  const name = code.startsWith('ROLE_') ? code.slice(5) : code;
  return (ROLES as readonly string[]).includes(name) ? (name as Role) : null;
};
export const roleToCode = (role: Role): string => `ROLE_${role}`;

export const ROLE_LABELS: Record<Role, string> = {
  SUPER_ADMIN: 'Super Admin',
  ADMIN: 'Today Admin',
  CLIENT_ADMIN: 'Client Admin',
  AGENT_ADMIN: 'Office Admin',
  AGENT_USER: 'Agent',
  CLIENT_USER: 'Client User',
};

export type Permission =
  | 'view'
  | 'offices'
  | 'clients'
  | 'users'
  | 'packages'
  | 'campaigns'
  | 'notifications'
  | 'orders'
  | 'reports'
  | 'globalReport'
  | 'partnerLogs';

const STAFF: readonly Role[] = ['SUPER_ADMIN', 'ADMIN'];
const ADMINS: readonly Role[] = ['SUPER_ADMIN', 'ADMIN', 'CLIENT_ADMIN', 'AGENT_ADMIN'];

/** The role table of the platform specification, section 6. */
export const PERMISSION_TABLE: Record<Permission, readonly Role[]> = {
  view: [...ADMINS, 'AGENT_USER'],
  offices: ADMINS,
  clients: ['SUPER_ADMIN', 'ADMIN', 'CLIENT_ADMIN'],
  users: ADMINS,
  packages: STAFF,
  campaigns: ['AGENT_USER'],
  notifications: ADMINS,
  orders: ADMINS,
  // The platform route table: /reports is for anyone signed in (agents by their past-orders flag, navPermissions).
  reports: [...ADMINS, 'AGENT_USER'],
  globalReport: STAFF,
  partnerLogs: STAFF,
};

export const hasPermission = (role: Role, permission: Permission): boolean =>
  PERMISSION_TABLE[permission].includes(role);

export const isAdminType = (role: Role): boolean => ADMINS.includes(role);
export const isStaff = (role: Role): boolean => STAFF.includes(role);

export interface AccessInput {
  role: Role;
  features: readonly string[];
  adminTools: boolean;
  /** The agent's canViewPastOrders flag on its office (reports follow the campaign list's rule); ignored for other roles. */
  canViewPastOrders?: boolean;
}

export type NavPermissions = Record<Permission, boolean> & {
  audience: boolean;
  adminAudience: boolean;
  adminTools: boolean;
  adminToolsNav: boolean;
};

export const AUDIENCE_FEATURE = 'audience';

export const navPermissions = ({ role, features, adminTools, canViewPastOrders }: AccessInput): NavPermissions => {
  const table = Object.fromEntries(
    (Object.keys(PERMISSION_TABLE) as Permission[]).map((p) => [p, hasPermission(role, p)]),
  ) as Record<Permission, boolean>;
  const audienceOn = features.includes(AUDIENCE_FEATURE);
  return {
    ...table,
    reports: mayViewReports(role, { canViewPastOrders: canViewPastOrders ?? false }),
    audience: audienceOn && !isStaff(role) && role !== 'AGENT_USER',
    adminAudience: audienceOn && isStaff(role),
    adminTools,
    adminToolsNav: adminTools && isStaff(role),
  };
};

export interface OfficePermissionFlags {
  canViewPastOrders: boolean;
  canViewMediaOrders: boolean;
  canViewPaymentDetails: boolean;
}

/**
 * Where a user lands after sign-in: admin-type roles → /offices; past orders → the office's
 * campaigns; media orders → the office's property order page (the side bar's first item, the order
 * most offices place; Agent Order is one click away; decision 057); otherwise null (no usable
 * permission). Decided from the session alone: sign-in asks upstream nothing more.
 */
export const landingPath = (
  role: Role,
  permissions: OfficePermissionFlags,
  officeSlug: string | null,
): string | null => {
  // A role without the basic view permission (the client user) has no page: it may not sign in.
  if (!hasPermission(role, 'view')) return null;
  if (isAdminType(role)) return '/offices';
  if (!officeSlug) return null;
  const office = encodeURIComponent(officeSlug);
  if (permissions.canViewPastOrders) return `/office/${office}/campaigns`;
  if (permissions.canViewMediaOrders) return `/office/${office}/property-campaigns/order`;
  return null;
};

/**
 * The campaign list and the dashboards (ordering spec sections 2.1 and 6: super admin, admin,
 * client admin, office admin, and agents by their canViewPastOrders flag), decided from the role
 * and the flags alone; which offices the viewer reaches is the office scope, checked apart.
 */
export const mayViewCampaigns = (role: Role, permissions: Pick<OfficePermissionFlags, 'canViewPastOrders'>): boolean =>
  isAdminType(role) || (role === 'AGENT_USER' && permissions.canViewPastOrders);

/**
 * The reports page (/reports, "logged in" in the platform route table; decision 088): every role that
 * may sign in, each on the campaigns it may open — staff every client's, client and office admins
 * their own client's, an agent their own office's when they may view past orders (the campaign
 * list's rule). An agent without past orders sees no campaign list, so no report of one either.
 */
export const mayViewReports = (role: Role, permissions: Pick<OfficePermissionFlags, 'canViewPastOrders'>): boolean =>
  hasPermission(role, 'reports') && mayViewCampaigns(role, permissions);

/**
 * The client host rule: the first label of the host must be the user's client sub-domain, except
 * on localhost, IP addresses and the configured staging host. Returns the host to move to, or null.
 */
export const clientHostRedirect = (
  host: string,
  subDomain: string | null | undefined,
  stagingHost?: string | null,
): string | null => {
  if (!subDomain) return null;
  const bare = host.replace(/:\d+$/, '');
  if (bare === 'localhost' || bare === stagingHost || /^[\d.]+$/.test(bare) || bare.startsWith('[')) return null;
  const labels = host.split('.');
  if (labels[0] === subDomain) return null;
  // acme.localhost → harbour.localhost; portal.example.com → acme.portal.example.com is not
  // assumed: the first label is replaced, as the specification says.
  if (labels.length === 1) return null;
  return [subDomain, ...labels.slice(1)].join('.');
};

/** The client sub-domain named by a host (its first label), or null for hosts without one. */
export const subDomainOfHost = (host: string, stagingHost?: string | null): string | null => {
  const bare = host.replace(/:\d+$/, '').toLowerCase();
  if (bare === 'localhost' || bare === stagingHost || /^[\d.]+$/.test(bare) || bare.startsWith('[')) return null;
  const labels = bare.split('.');
  if (labels.length < 2) return null;
  return /^[a-z0-9-]+$/.test(labels[0]!) ? labels[0]! : null;
};
