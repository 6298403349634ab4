import type { MockedResponse } from '@apollo/client/testing';
import type { Role } from '@portal/schema';
import {
  OfficeModalQuery,
  OfficePaymentTabQuery,
  OfficeReportTabQuery,
  OfficesPageQuery,
  OfficesViewerQuery,
  OfficeUsersTabQuery,
} from './queries.ts';

/** GraphQL answers for the offices screens' tests, recording the variables each operation was sent. */

type Variables = Record<string, unknown>;

export const STAFF_ROLES: readonly Role[] = ['SUPER_ADMIN', 'ADMIN'];

export const viewerMock = (
  role: Role,
  client: { id: string; title: string } | null = STAFF_ROLES.includes(role) ? null : { id: '1', title: 'Acme Realty' },
): MockedResponse => ({
  request: { query: OfficesViewerQuery },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      viewer: { __typename: 'Viewer', role, client: client ? { __typename: 'ClientSummary', ...client } : null },
    },
  },
});

export const CLIENTS = [
  { __typename: 'LookupItem', id: '1', title: 'Acme Realty' },
  { __typename: 'LookupItem', id: '2', title: 'Harbour Property Group' },
];

export interface OfficeRowInput {
  id: string;
  name: string;
  status?: 'PUBLISHED' | 'ARCHIVED';
  payment?: 'CREDIT_CARD' | 'TRADING_TERMS' | null;
  counts?: { active: number; total: number } | null;
  logoUrl?: string | null;
  slug?: string | null;
}

export const officeRow = (o: OfficeRowInput) => ({
  __typename: 'Office' as const,
  id: o.id,
  displayName: o.name,
  logoUrl: o.logoUrl ?? null,
  status: o.status ?? 'PUBLISHED',
  slug: o.slug === undefined ? o.name.toLowerCase().replace(/\W+/g, '-') : o.slug,
  capabilities: { __typename: 'OfficeCapabilities', canOpenCampaigns: (o.status ?? 'PUBLISHED') === 'PUBLISHED' },
  paymentMethods: { __typename: 'PaymentMethods', property: o.payment === undefined ? 'CREDIT_CARD' : o.payment },
  campaignCounts:
    o.counts === undefined
      ? { __typename: 'OfficeCampaignCounts', active: 2, total: 7 }
      : o.counts && { __typename: 'OfficeCampaignCounts', ...o.counts },
});

/** The OfficesPage query for any variables: `pages` answers by cursor (null: the first page). */
export const officesPageMock = (
  opts: { pages?: Record<string, { items: ReturnType<typeof officeRow>[]; next: string | null }> } = {},
) => {
  const calls: Variables[] = [];
  const pages = opts.pages ?? { first: { items: [], next: null } };
  const mock: MockedResponse = {
    request: { query: OfficesPageQuery, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: Variables) => {
      calls.push(variables);
      const page = pages[(variables['cursor'] as string | null) ?? 'first'] ?? { items: [], next: null };
      const items = page.items.map((item) => {
        if (variables['withCounts']) return item;
        const { campaignCounts: _c, ...rest } = item;
        return rest;
      });
      return {
        data: {
          ...(variables['withClients'] ? { clientLookup: CLIENTS } : {}),
          ...(variables['listed']
            ? {
                offices: {
                  __typename: 'OfficeConnection',
                  items,
                  pageInfo: { __typename: 'PageInfo', nextCursor: page.next, hasMore: page.next !== null },
                },
              }
            : {}),
        },
      };
    },
  };
  return { mock, calls };
};

export interface Capabilities {
  canEdit?: boolean;
  canArchive?: boolean;
  canUpdateCard?: boolean;
  canUpdateReport?: boolean;
  canManageUsers?: boolean;
}

export const modalOffice = (
  id: string,
  name: string,
  caps: Capabilities = {},
  status: 'PUBLISHED' | 'ARCHIVED' = 'PUBLISHED',
) => ({
  __typename: 'Office',
  id,
  displayName: name,
  status,
  client: { __typename: 'Client', id: '1' },
  capabilities: {
    __typename: 'OfficeCapabilities',
    canEdit: caps.canEdit ?? true,
    canArchive: caps.canArchive ?? false,
    canUpdateCard: caps.canUpdateCard ?? false,
    canUpdateReport: caps.canUpdateReport ?? true,
    canManageUsers: caps.canManageUsers ?? true,
  },
  details: {
    __typename: 'OfficeDetails',
    name,
    agentId: `AG-${id}`,
    logo: null,
    primaryContact: 'Pat Lee',
    email: 'north@acme.test',
    phone: '0299990000',
    postcodes: '2000',
    destinationUrl: null,
    revId: null,
    brandColor: '#112233',
    secondaryColor: null,
    organicSocialPosts: false,
  },
});

export const officeModalMock = (office: ReturnType<typeof modalOffice> | null, opts: { error?: Error } = {}) => {
  const calls: Variables[] = [];
  const mock: MockedResponse = {
    request: { query: OfficeModalQuery, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    ...(opts.error
      ? { error: opts.error }
      : {
          result: (variables: Variables) => {
            calls.push(variables);
            return { data: { office } };
          },
        }),
  };
  return { mock, calls };
};

export interface UserRowInput {
  permissionId: string;
  name: string;
  role?: Role;
  active?: boolean;
  locked?: boolean;
  canChange?: boolean;
  media?: boolean;
  past?: boolean;
  payment?: boolean;
}

export const officeUser = (u: UserRowInput) => ({
  __typename: 'OfficeUser',
  permissionId: u.permissionId,
  userId: `u${u.permissionId}`,
  name: u.name,
  username: `${u.name.split(' ')[0]!.toLowerCase()}@acme.test`,
  role: u.role ?? 'AGENT_USER',
  roleLabel: (u.role ?? 'AGENT_USER') === 'AGENT_ADMIN' ? 'Office Admin' : 'Agent',
  active: u.active ?? true,
  permissionUpdatable: u.active ?? true,
  canViewMediaOrders: u.media ?? false,
  canViewPastOrders: u.past ?? false,
  canViewPaymentDetails: u.payment ?? false,
  locked: u.locked ?? false,
  canChange: u.canChange ?? true,
});

export const usersTabMock = (officeId: string, users: ReturnType<typeof officeUser>[]) => {
  const calls: Variables[] = [];
  const mock: MockedResponse = {
    request: { query: OfficeUsersTabQuery, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: Variables) => {
      calls.push(variables);
      return {
        data: { office: { __typename: 'Office', id: officeId, client: { __typename: 'Client', id: '1' }, users } },
      };
    },
  };
  return { mock, calls };
};

export const paymentTabMock = (
  officeId: string,
  methods: { property?: string | null; agent?: string | null; office?: string | null },
  terms: string | null = null,
) => {
  const calls: Variables[] = [];
  const mock: MockedResponse = {
    request: { query: OfficePaymentTabQuery, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: Variables) => {
      calls.push(variables);
      return {
        data: {
          office: {
            __typename: 'Office',
            id: officeId,
            paymentDetails: {
              __typename: 'OfficePaymentDetails',
              paymentMethods: {
                __typename: 'PaymentMethods',
                property: methods.property ?? null,
                agent: methods.agent ?? null,
                office: methods.office ?? null,
              },
              clientTradingTerms: terms,
            },
            client: { __typename: 'Client', id: '1' },
          },
        },
      };
    },
  };
  return { mock, calls };
};

export const reportTabMock = (
  officeId: string,
  report: Partial<{
    recurrence: string;
    interval: number;
    weekday: string;
    monthday: number;
    startDate: string | null;
    recipients: string[];
    lastSent: string | null;
  }> = {},
) => {
  const calls: Variables[] = [];
  const mock: MockedResponse = {
    request: { query: OfficeReportTabQuery, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: Variables) => {
      calls.push(variables);
      return {
        data: {
          office: {
            __typename: 'Office',
            id: officeId,
            report: {
              __typename: 'OfficeReport',
              recurrence: 'WEEKLY',
              interval: 1,
              weekday: 'MON',
              monthday: 15,
              startDate: null,
              recipients: [],
              lastSent: null,
              ...report,
            },
          },
        },
      };
    },
  };
  return { mock, calls };
};

export { mutationMock } from '../../test/mutation-mock.ts';
