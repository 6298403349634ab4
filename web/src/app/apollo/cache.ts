import { InMemoryCache } from '@apollo/client';

export const createCache = (): InMemoryCache =>
  new InMemoryCache({
    typePolicies: {
      Viewer: { keyFields: [] },
      Branding: { keyFields: ['subDomain'] },
      NavPermissions: { merge: true },
      OfficePermissions: { merge: true },
    },
  });
