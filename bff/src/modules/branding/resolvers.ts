import { subDomainOfHost } from '@portal/schema';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { NotFoundError } from '../../shared/errors.ts';
import { storageUrl } from '../../shared/storage-url.ts';
import { getBranding } from '../../upstream/main/clients.ts';

export const brandingResolvers: Resolvers = {
  Query: {
    branding: async (_root, { host }, ctx) => {
      const subDomain = subDomainOfHost(host, ctx.services.config.stagingHost);
      if (!subDomain) return null;
      try {
        const b = await getBranding(ctx.main, subDomain);
        return {
          subDomain,
          logoUrl: storageUrl(b.logo),
          logoInverseUrl: storageUrl(b.logoInverse),
          faviconUrl: storageUrl(b.favicon),
        };
      } catch (err) {
        if (err instanceof NotFoundError) return null;
        throw err;
      }
    },
  },
};
