import type { MockedResponse } from '@apollo/client/testing';
import type { Role } from '@portal/schema';
import {
  ClientDetailsTabQuery,
  ClientDisplayTabQuery,
  ClientFeaturesTabQuery,
  ClientImagesTabQuery,
  ClientIntegrationTabQuery,
  ClientOfficesTabQuery,
  ClientPaymentTabQuery,
  ClientsPageQuery,
} from './queries.ts';

/** GraphQL answers for the clients screens' tests, recording the variables each operation was sent. */

type Variables = Record<string, unknown>;

/** The rights the BFF answers per role (its clientAccess). */
export const accessFor = (role: Role) => {
  const staff = role === 'SUPER_ADMIN' || role === 'ADMIN';
  const editor = staff || role === 'CLIENT_ADMIN';
  return {
    __typename: 'ClientAccess',
    add: staff,
    editMainFields: editor,
    editSubDomain: staff,
    archive: staff,
    editDisplayConfig: staff,
    changePaymentOptions: staff,
    editTradingTerms: staff,
    attachOffices: staff,
    editIntegration: staff,
    switchFeatures: staff,
    changeCard: role === 'CLIENT_ADMIN',
    tabs: {
      __typename: 'ClientTabs',
      details: true,
      display: true,
      images: true,
      offices: staff,
      integration: staff,
      paymentDetails: editor,
      features: staff,
    },
  };
};

type Method = 'CREDIT_CARD' | 'TRADING_TERMS' | null;

export const clientRow = (r: {
  id: string;
  title: string;
  product?: string | null;
  logoUrl?: string | null;
  status?: 'PUBLISHED' | 'ARCHIVED';
  methods?: [Method, Method, Method];
}) => ({
  __typename: 'Client' as const,
  id: r.id,
  title: r.title,
  product: r.product ?? 'Realty',
  logoUrl: r.logoUrl ?? null,
  status: r.status ?? 'PUBLISHED',
  paymentMethods: {
    __typename: 'PaymentMethods',
    property: r.methods?.[0] ?? 'CREDIT_CARD',
    agent: r.methods?.[1] ?? 'TRADING_TERMS',
    office: r.methods?.[2] ?? 'CREDIT_CARD',
  },
});

/**
 * The ClientsPage query for any variables: `pages` answers by cursor (null: the first page) for the
 * status asked. Every request's variables land in `calls`.
 */
export const clientsPageMock = (
  opts: {
    role?: Role;
    pages?: Record<string, { items: ReturnType<typeof clientRow>[]; next: string | null }>;
    archived?: ReturnType<typeof clientRow>[];
    error?: Error;
  } = {},
) => {
  const calls: Variables[] = [];
  const pages = opts.pages ?? { first: { items: [], next: null } };
  const mock: MockedResponse = {
    request: { query: ClientsPageQuery, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    ...(opts.error
      ? { error: opts.error }
      : {
          result: (variables: Variables) => {
            calls.push(variables);
            const page =
              variables['status'] === 'ARCHIVED'
                ? { items: opts.archived ?? [], next: null }
                : (pages[(variables['cursor'] as string | null) ?? 'first'] ?? { items: [], next: null });
            return {
              data: {
                clientAccess: accessFor(opts.role ?? 'ADMIN'),
                clients: {
                  __typename: 'ClientConnection',
                  items: page.items,
                  pageInfo: { __typename: 'PageInfo', nextCursor: page.next, hasMore: page.next !== null },
                },
              },
            };
          },
        }),
  };
  return { mock, calls };
};

const clientOf = (id: string, fields: Record<string, unknown>) => ({ __typename: 'Client', id, ...fields });

export const details = (over: Record<string, unknown> = {}) => ({
  __typename: 'ClientDetails',
  title: 'Acme Realty',
  product: 'Realty',
  subDomain: 'acme',
  companyName: 'Acme Pty Ltd',
  abnNumber: '11 222 333 444',
  accountEmail: 'accounts@acme.test',
  vendorNumber: 'V1',
  workflowNumber: 'W1',
  billingAddress: {
    __typename: 'ClientBillingAddress',
    buildingName: null,
    thoroughfareNumber: '1',
    thoroughfareName: 'George St',
    localityName: 'Sydney',
    postalCodeNumber: '2000',
    administrativeAreaName: 'NSW',
  },
  emailFromName: 'Acme',
  accountsEmailRecipients: 'a@acme.test',
  accountsEmailWeekday: 'MON',
  conversionSource: 'GA',
  authorizedDomains: 'acme.test',
  ...over,
});

/** One answer for every tab query of client `id` (each query selects only its own group). */
export const tabMocks = (
  id: string,
  opts: {
    offices?: unknown[];
    paymentOffices?: unknown[];
    features?: unknown[];
    configEditable?: boolean;
    status?: 'PUBLISHED' | 'ARCHIVED';
  } = {},
) => {
  const calls: { name: string; variables: Variables }[] = [];
  const answer = (
    name: string,
    query: MockedResponse['request']['query'],
    fields: Record<string, unknown>,
  ): MockedResponse => ({
    request: { query, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: Variables) => {
      calls.push({ name, variables });
      return { data: { client: clientOf(id, { status: opts.status ?? 'PUBLISHED', ...fields }) } };
    },
  });
  const creatives = {
    __typename: 'ClientCreativeUrls',
    size160x600: null,
    size300x600: null,
    size300x250: null,
    size970x250: null,
  };
  const methods = {
    __typename: 'PaymentMethods',
    property: 'CREDIT_CARD',
    agent: 'CREDIT_CARD',
    office: 'TRADING_TERMS',
  };
  const mocks = [
    answer('details', ClientDetailsTabQuery, { title: 'Acme Realty', details: details() }),
    answer('display', ClientDisplayTabQuery, {
      display: {
        __typename: 'ClientDisplay',
        configEditable: opts.configEditable ?? true,
        showCampaignReportButton: true,
        showCampaignExportPdf: false,
        showAgentCampaignAdTitle: true,
        showAgentCampaignLabel: false,
        showPropertyUrlField: null,
        showAgentLandingPage: null,
      },
    }),
    answer('images', ClientImagesTabQuery, {
      images: {
        __typename: 'ClientImages',
        logo: null,
        logoInverse: null,
        adLogo: null,
        favicon: null,
        emailLogoTop: null,
        emailLogoBottom: null,
        landingPageCover: null,
      },
    }),
    answer('offices', ClientOfficesTabQuery, { offices: opts.offices ?? [] }),
    answer('integration', ClientIntegrationTabQuery, {
      integration: { __typename: 'ClientIntegration', property: creatives, office: creatives, agent: creatives },
    }),
    answer('payment', ClientPaymentTabQuery, {
      paymentDetails: {
        __typename: 'ClientPaymentDetails',
        defaultMethods: methods,
        offices: opts.paymentOffices ?? [],
        tradingTerms: '30 days',
      },
      card: null,
    }),
    answer('features', ClientFeaturesTabQuery, { features: opts.features ?? [] }),
  ];
  return { mocks, calls };
};

export { mutationMock } from '../../test/mutation-mock.ts';
