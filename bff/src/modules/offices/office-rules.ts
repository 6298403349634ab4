import {
  isStaff,
  roleFromCode,
  ROLE_LABELS,
  type CreateOfficeData,
  type OfficeReportData,
  type OfficeWeekday,
  type Role,
  type UpdateOfficeData,
} from '@portal/schema';
import { scopedClientId } from '../../shared/access.ts';
import { ForbiddenError, UpstreamContractError } from '../../shared/errors.ts';
import {
  UPSTREAM_WEEKDAYS,
  type AgencyBody,
  type AgencyDetailDto,
  type AgencyInclude,
  type OfficePermissionDto,
} from '../../upstream/main/agencies.ts';
import type { UserBody, UserDto } from '../../upstream/main/users.ts';
import type { OfficeUserModel } from './models.ts';

/**
 * The offices administration rules (administration spec sections 2, 4, 5, 6; decision 031) as
 * plain functions, applied before any upstream write. `role`, `viewerId` and `ownClientId` are
 * the viewer's.
 */

export interface OfficeViewer {
  role: Role;
  userId: string;
  clientId: string | null;
}

/** The spec's role table for offices (section 6). */
const EDIT: readonly Role[] = ['SUPER_ADMIN', 'ADMIN', 'AGENT_ADMIN', 'CLIENT_ADMIN'];
const UPDATE_CARD: readonly Role[] = ['AGENT_ADMIN', 'CLIENT_ADMIN'];
const CREATE: readonly Role[] = ['SUPER_ADMIN', 'ADMIN', 'CLIENT_ADMIN'];

export const mayEditOffices = (role: Role): boolean => EDIT.includes(role);
export const mayUpdateOfficeCard = (role: Role): boolean => UPDATE_CARD.includes(role);
export const mayArchiveOffices = (role: Role): boolean => isStaff(role);

/** The Offices list screen's flags. */
export const officeListCapabilities = (role: Role) => ({
  canFilterByClient: isStaff(role),
  showTabs: mayEditOffices(role),
  canArchive: mayArchiveOffices(role),
  canEdit: mayEditOffices(role),
  canCreate: CREATE.includes(role),
});

/** What a viewer may do with one office (already known to be within its reach). */
export const officeCapabilities = (role: Role, office: { status: 'published' | 'archived' }) => ({
  canEdit: mayEditOffices(role),
  canArchive: mayArchiveOffices(role),
  canUpdateCard: mayUpdateOfficeCard(role),
  canUpdateReport: mayEditOffices(role),
  canManageUsers: mayEditOffices(role),
  canOpenCampaigns: office.status === 'published',
});

/**
 * The upstream read of an office for a viewer: the parts the selected tabs need, plus, for an
 * office admin, the permission records that prove it holds the office.
 */
export const officeIncludes = (role: Role, tabs: ReadonlySet<string>): Set<AgencyInclude> => {
  const include = new Set<AgencyInclude>();
  if (tabs.has('details')) include.add('ordersReport');
  if (tabs.has('paymentDetails') && mayUpdateOfficeCard(role)) include.add('client');
  if (tabs.has('users') || role === 'AGENT_ADMIN') include.add('permissions');
  if (tabs.has('report')) include.add('automateReport');
  return include;
};

/**
 * An office is within reach of staff always; of a client admin when it is of its client; of an
 * office admin when it is of its client and it holds a permission record on it (the read must
 * include permissions). Otherwise FORBIDDEN.
 */
export const assertOfficeInScope = (
  viewer: OfficeViewer,
  office: Pick<AgencyDetailDto, 'clientId' | 'permissions'>,
): void => {
  if (isStaff(viewer.role)) return;
  if (!viewer.clientId || office.clientId !== viewer.clientId) throw new ForbiddenError();
  if (viewer.role === 'CLIENT_ADMIN') return;
  if (viewer.role !== 'AGENT_ADMIN') throw new ForbiddenError();
  if (!office.permissions?.some((p) => p.user === viewer.userId)) throw new ForbiddenError();
};

/** The client a new office belongs to: staff any or none; a client admin its own (another: FORBIDDEN). */
export const newOfficeClient = (viewer: OfficeViewer, requested: string | null): string | null => {
  if (viewer.role !== 'CLIENT_ADMIN' && !isStaff(viewer.role)) throw new ForbiddenError();
  return scopedClientId(viewer.role, viewer.clientId, requested);
};

const toUpstreamWeekday = (w: OfficeWeekday): string =>
  UPSTREAM_WEEKDAYS[['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'].indexOf(w)]!;
export const fromUpstreamWeekday = (w: (typeof UPSTREAM_WEEKDAYS)[number]): OfficeWeekday =>
  w.toUpperCase() as OfficeWeekday;

/** Numeric ids go upstream as numbers (the main API's ids), anything else as given. */
export const upstreamId = (id: string): string | number => (/^\d{1,15}$/.test(id) ? Number(id) : id);

/**
 * The Details tab → the office body. Fields left out of the input stay out of the body, so the
 * upstream keeps them (decision 027); null clears. The agentID (title) is read-only: never sent.
 */
export const toDetailsBody = (v: CreateOfficeData | UpdateOfficeData): AgencyBody => {
  const body: AgencyBody = {
    displayName: v.name,
    primaryContact: v.primaryContact,
    email: v.email,
    phone: v.phone,
    postcode: v.postcodes,
    destinationUrl: v.destinationUrl,
    revId: v.revId,
    backgroundColor: v.brandColor,
    secondaryColor: v.secondaryColor,
    organicCampaigns: v.organicSocialPosts,
  };
  if (v.emailOrdersRecipients !== undefined || v.emailOrdersWeekday !== undefined) {
    body.ordersReport = {
      ...(v.emailOrdersRecipients !== undefined ? { recipients: v.emailOrdersRecipients.join(', ') } : {}),
      ...(v.emailOrdersWeekday !== undefined
        ? { recurrencePattern: { weekday: toUpstreamWeekday(v.emailOrdersWeekday) } }
        : {}),
    };
  }
  return body;
};

export const toCreateBody = (v: CreateOfficeData, clientId: string | null): AgencyBody => ({
  ...toDetailsBody(v),
  ...(clientId !== null ? { client: upstreamId(clientId) } : {}),
});

/** The Campaign Report tab → the office body (only automateReport: everything else is kept). */
export const toReportBody = (v: OfficeReportData): AgencyBody => ({
  automateReport: {
    recurrencePattern: {
      type: v.recurrence.toLowerCase(),
      interval: v.interval,
      weekday: toUpstreamWeekday(v.weekday),
      monthday: v.monthday,
    },
    recurrenceRange: { start: v.startDate },
    recipients: v.recipients.join(', '),
  },
});

/** Whether the viewer may change a row of the Users tab: office admins never an office admin's row. */
export const mayChangeOfficeUser = (viewerRole: Role, rowRole: Role): boolean =>
  mayEditOffices(viewerRole) && !(viewerRole === 'AGENT_ADMIN' && rowRole === 'AGENT_ADMIN');

/** A permission record with its user → a Users tab row; null for a record without a user. */
export const toOfficeUser = (viewerRole: Role, p: OfficePermissionDto): OfficeUserModel | null => {
  const u = p.userDetails;
  if (!u || p.user === null) return null;
  const role = roleFromCode(u.role);
  if (!role) throw new UpstreamContractError();
  return {
    permissionId: p.id,
    userId: u.id,
    name: [u.firstName, u.lastName].filter(Boolean).join(' '),
    username: u.username,
    role,
    roleLabel: u.roleLabel || ROLE_LABELS[role],
    active: u.enabled,
    permissionUpdatable: p.permissionUpdatable,
    canViewMediaOrders: p.canViewMediaOrders,
    canViewPastOrders: p.canViewPastOrders,
    canViewPaymentDetails: p.canViewPaymentDetails,
    locked: role === 'AGENT_ADMIN',
    canChange: mayChangeOfficeUser(viewerRole, role),
  };
};

/** The Users tab: rows with a user, sorted by name case-insensitively (then by record id). */
export const officeUsersOf = (viewerRole: Role, permissions: readonly OfficePermissionDto[]): OfficeUserModel[] =>
  permissions
    .map((p) => toOfficeUser(viewerRole, p))
    .filter((u): u is OfficeUserModel => u !== null)
    .sort((a, b) => {
      const x = a.name.toLowerCase();
      const y = b.name.toLowerCase();
      return x < y
        ? -1
        : x > y
          ? 1
          : Number(a.permissionId) - Number(b.permissionId) || a.permissionId.localeCompare(b.permissionId);
    });

/** Active on (spec section 4): the user saved unchanged but enabled, with this office as its only permission. */
export const toActiveOnBody = (u: UserDto, officeId: string): UserBody => ({
  firstName: u.firstName,
  lastName: u.lastName,
  mobile: u.mobile,
  role: u.role,
  enabled: true,
  selectedPermissions: [upstreamId(officeId)],
  client: u.client ? upstreamId(u.client.id) : null,
  imageOriginal: u.imageOriginal ? upstreamId(u.imageOriginal.id) : null,
  destinationUrl: u.destinationUrl,
  postcode: u.postcode,
});
