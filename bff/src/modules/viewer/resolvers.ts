import { ROLE_LABELS, landingPath, navPermissions } from '@portal/schema';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { UpstreamUnavailableError } from '../../shared/errors.ts';
import { permissionsOf, roleOf, viewerOf } from '../../session/viewer.ts';

export const viewerResolvers: Resolvers = {
  Query: {
    viewer: (_root, _args, ctx) => {
      if (ctx.sessionUnavailable) throw new UpstreamUnavailableError();
      return ctx.session && viewerOf(ctx.session);
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
      (await ctx.loaders.viewer.offices()).map((o) => ({ id: o.id, displayName: o.displayName, slug: o.slug })),
    permissions: (v) => permissionsOf(v),
    can: (v) =>
      navPermissions({
        role: roleOf(v),
        features: v.features,
        adminTools: v.adminTools,
        canViewPastOrders: permissionsOf(v).canViewPastOrders,
      }),
    features: (v) => [...v.features],
    adminTools: (v) => v.adminTools,
    homePath: (v) => landingPath(roleOf(v), permissionsOf(v), v.user.agency),
  },
};
