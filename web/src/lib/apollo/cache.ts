import { InMemoryCache, type FieldPolicy } from '@apollo/client';

interface Connection {
  items: readonly unknown[];
  pageInfo: unknown;
}

/**
 * A cursor-paged connection (`items` + `pageInfo`) kept as one growing list per `keyArgs`: a call
 * without a cursor starts the list again, a call with one (Load more) appends its page.
 */
const cursorConnection = (keyArgs: string[]): FieldPolicy<Connection> => ({
  keyArgs,
  merge(existing, incoming, { args }) {
    if (!existing || !args?.['cursor']) return incoming;
    return { ...incoming, items: [...existing.items, ...incoming.items] };
  },
});

export const createCache = (): InMemoryCache =>
  new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          notifications: cursorConnection(['search']),
          users: cursorConnection(['clientId', 'officeIds', 'roles', 'status', 'search']),
          clients: cursorConnection(['status', 'search']),
          packages: cursorConnection(['status', 'clientId', 'search']),
          offices: cursorConnection(['status', 'clientId', 'search']),
          officeCampaigns: cursorConnection(['slug', 'search']),
          publishedCampaigns: cursorConnection(['search']),
          modifiedCampaigns: cursorConnection(['clientId', 'from', 'to', 'search']),
        },
      },
      Viewer: { keyFields: [] },
      // Lookup entries of different kinds (clients, offices, users) share ids: never normalised.
      LookupItem: { keyFields: false },
      // A package's link rows are per package (the same client's flag differs from package to package).
      PackageClientLink: { keyFields: false },
      PackageOfficeLink: { keyFields: false },
      // An order form's package rows are per office: the same client package costs GST at one office
      // and none at another, so one cached record per package id would show one office's total on
      // the other's form.
      OrderFormPackage: { keyFields: false },
      Branding: { keyFields: ['subDomain'] },
      NavPermissions: { merge: true },
      OfficePermissions: { merge: true },
    },
  });
