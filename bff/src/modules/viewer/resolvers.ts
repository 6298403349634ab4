import { ROLE_LABELS, landingPath, navPermissions, roleFromCode, type Role } from '@portal/schema';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { UpstreamContractError, UpstreamUnavailableError } from '../../shared/errors.ts';
import type { ViewerModel } from './viewer-model.ts';

const ALL_PERMISSIONS = { canViewPastOrders: true, canViewMediaOrders: true, canViewPaymentDetails: true };

export const roleOf = (viewer: ViewerModel): Role => {
  const role = roleFromCode(viewer.user.role);
  if (!role) throw new UpstreamContractError();
  return role;
};

/** Agent users carry per-office flags; every other role may see everything its role allows. */
export const permissionsOf = (viewer: ViewerModel) => (roleOf(viewer) === 'AGENT_USER' ? viewer.user.permissions : ALL_PERMISSIONS);

export const viewerResolvers: Resolvers = {
  Query: {
    viewer: (_root, _args, ctx) => {
      if (ctx.sessionUnavailable) throw new UpstreamUnavailableError();
      return ctx.session;
    },
    sessionEnded: (_root, _args, ctx) => ctx.hadCookie && !ctx.session && !ctx.sessionUnavailable,
  },
  Viewer: {
    user: (v) => ({
      id: v.user.id,
      firstName: v.user.firstName,
      lastName: v.user.lastName ?? '',
      username: v.user.username,
      mobile: v.user.mobile,
      passwordChangeable: v.user.passwordChangeable,
      enabled: v.user.enabled,
    }),
    role: (v) => roleOf(v),
    roleLabel: (v) => ROLE_LABELS[roleOf(v)],
    client: (v) => v.user.client,
    homeOfficeSlug: (v) => v.user.agency,
    offices: async (_v, _args, ctx) =>
      (await ctx.loaders.offices()).map((o) => ({ id: o.id, displayName: o.displayName, slug: o.slug })),
    permissions: (v) => permissionsOf(v),
    can: (v) => navPermissions({ role: roleOf(v), features: v.features, adminTools: v.adminTools }),
    features: (v) => v.features,
    adminTools: (v) => v.adminTools,
    homePath: (v) => landingPath(roleOf(v), permissionsOf(v), v.user.agency),
    profile: async (_v, _args, ctx) => {
      const p = await ctx.loaders.profile();
      const role = roleFromCode(p.role.value);
      if (!role) throw new UpstreamContractError();
      return { ...p, role: { name: p.role.name, value: role } };
    },
  },
};
