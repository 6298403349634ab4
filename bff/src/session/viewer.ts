import { landingPath, roleFromCode, type OfficePermissionFlags, type Role } from '@portal/schema';
import { UpstreamContractError } from '../shared/errors.ts';
import type { SessionData } from './session-types.ts';

/**
 * What resolvers may know of the signed-in user: the session without its tokens. The Viewer
 * GraphQL type is backed by this projection, so no resolver ever receives a bearer or refresh token.
 */
export interface ViewerModel {
  readonly user: SessionData['user'];
  readonly adminTools: boolean;
  readonly features: readonly string[];
}

/** The token-free projection of a session (a new object: never the session itself). */
export const viewerOf = (session: SessionData): ViewerModel => ({
  user: session.user,
  adminTools: session.adminTools,
  features: session.features,
});

/** The role of a session or viewer; a role code the BFF does not know breaks the upstream contract. */
export const roleOf = (viewer: Pick<ViewerModel, 'user'>): Role => {
  const role = roleFromCode(viewer.user.role);
  if (!role) throw new UpstreamContractError();
  return role;
};

const ALL_PERMISSIONS: OfficePermissionFlags = {
  canViewPastOrders: true,
  canViewMediaOrders: true,
  canViewPaymentDetails: true,
};

/** Agent users carry per-office flags; every other role may see everything its role allows. */
export const permissionsOf = (viewer: Pick<ViewerModel, 'user'>): OfficePermissionFlags =>
  roleOf(viewer) === 'AGENT_USER' ? viewer.user.permissions : ALL_PERMISSIONS;

/**
 * Where the user of a session (or of a sign-in's answer) lands; null when the role and flags leave
 * no page (platform spec, Login step 4): such a user gets no session at all, and a stored session
 * of one is not honoured (context.ts).
 */
export const homePathOf = (viewer: Pick<ViewerModel, 'user'>): string | null => {
  const role = roleFromCode(viewer.user.role);
  if (!role) return null;
  return landingPath(role, role === 'AGENT_USER' ? viewer.user.permissions : ALL_PERMISSIONS, viewer.user.agency);
};
