import { landingPath } from '@portal/schema';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { permissionsOf, roleOf } from '../../session/viewer.ts';
import { issueHandover } from './issue.ts';

export const handoverResolvers: Resolvers = {
  Mutation: {
    startHandover: (_root, { next }, ctx) => issueHandover(ctx, next),
  },
  LoginPayload: {
    handover: (payload, _args, ctx) => {
      const home = landingPath(roleOf(payload.viewer), permissionsOf(payload.viewer), payload.viewer.user.agency);
      // No home (no usable permission): the user stays on the login page with the spec's text.
      return home ? issueHandover(ctx, home) : null;
    },
  },
};
