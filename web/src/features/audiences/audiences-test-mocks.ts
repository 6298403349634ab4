import type { MockedResponse } from '@apollo/client/testing';
import {
  AdminAudienceCampaignsQuery,
  AdminAudiencesPageQuery,
  AudienceFormPageQuery,
  AudiencesPageQuery,
  DeleteAudienceMutation,
} from './queries.ts';

/** GraphQL answers for the audience screens' tests, recording the variables each operation was sent. */

type Variables = Record<string, unknown>;

const item = (id: string, title: string) => ({ __typename: 'LookupItem' as const, id, title });

export interface AudienceRow {
  id: string;
  name: string;
  scope?: 'CLIENT' | 'OFFICE' | 'AGENT';
  assignments?: [string, string][];
  creator?: string | null;
  mine?: boolean;
  campaigns?: number;
  deleted?: boolean;
  client?: string;
}

const SCOPE_DISPLAY = { CLIENT: 'Global', OFFICE: 'Office', AGENT: 'Agent' } as const;

export const audience = (a: AudienceRow) => ({
  __typename: 'Audience' as const,
  id: a.id,
  name: a.name,
  scope: a.scope ?? 'OFFICE',
  scopeDisplay: SCOPE_DISPLAY[a.scope ?? 'OFFICE'],
  assignments: (a.assignments ?? [['10', 'Acme North']]).map(([id, title]) => item(id, title)),
  createdBy:
    a.creator === null
      ? null
      : { __typename: 'AudienceCreator' as const, id: a.creator ?? 'cara', fullName: a.creator ?? 'Cara Client' },
  createdAt: '2026-11-20T09:30:00+11:00',
  campaignCount: a.campaigns ?? 0,
  viewerIsCreator: a.mine ?? false,
  deleted: a.deleted ?? false,
  client: item('1', a.client ?? 'Acme Realty'),
  contactCount: 512,
});

type Page = { items: ReturnType<typeof audience>[]; totalPages?: number };

const pageOf = (typename: string, items: unknown[], page: number, totalPages: number) => ({
  __typename: typename,
  items,
  page,
  pageSize: 15,
  totalCount: items.length,
  totalPages,
});

/** The AudiencesPage (or AdminAudiencesPage) query: `pages` answers by page number. */
const listMock = (
  query: typeof AudiencesPageQuery | typeof AdminAudiencesPageQuery,
  field: 'audiences' | 'adminAudiences',
  pages: Record<number, Page>,
  opts: { error?: Error } = {},
) => {
  const calls: Variables[] = [];
  const total = Math.max(1, ...Object.keys(pages).map(Number));
  const mock: MockedResponse = {
    request: { query, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    ...(opts.error
      ? { error: opts.error }
      : {
          result: (variables: Variables) => {
            calls.push(variables);
            const page = Number(variables['page']);
            const answer = pages[page] ?? { items: [] };
            return {
              data: { [field]: pageOf('AudiencePage', answer.items, page, answer.totalPages ?? total) },
            } as never;
          },
        }),
  };
  return { mock, calls };
};

export const audiencesPageMock = (pages: Record<number, Page>, opts: { error?: Error } = {}) =>
  listMock(AudiencesPageQuery, 'audiences', pages, opts);
export const adminAudiencesPageMock = (pages: Record<number, Page>) =>
  listMock(AdminAudiencesPageQuery, 'adminAudiences', pages);

export const campaignsMock = (
  byAudience: Record<string, Record<number, { id: string; displayName: string; type: string }[]>>,
) => {
  const calls: Variables[] = [];
  const mock: MockedResponse = {
    request: { query: AdminAudienceCampaignsQuery, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: Variables) => {
      calls.push(variables);
      const pages = byAudience[String(variables['audienceId'])] ?? {};
      const page = Number(variables['page']);
      const items = (pages[page] ?? []).map((c) => ({
        __typename: 'AudienceCampaign',
        ...c,
        createdAt: '2026-11-21T10:00:00+11:00',
      }));
      return {
        data: {
          adminAudienceCampaigns: pageOf('AudienceCampaignPage', items, page, Math.max(1, Object.keys(pages).length)),
        },
      } as never;
    },
  };
  return { mock, calls };
};

export const deleteMock = () => {
  const calls: Variables[] = [];
  const mock: MockedResponse = {
    request: { query: DeleteAudienceMutation, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: Variables) => {
      calls.push(variables);
      return {
        data: {
          deleteAudience: { __typename: 'DeleteAudiencePayload', id: (variables['input'] as { id: string }).id },
        },
      } as never;
    },
  };
  return { mock, calls };
};

export const CHOICES = {
  __typename: 'AudienceScopeChoices' as const,
  client: item('1', 'Acme Realty'),
  offices: [item('10', 'Acme North'), item('11', 'Acme South')],
  agents: [item('20', 'Alex Agent'), item('21', 'Bea Broker')],
};

/** The AudienceFormPage query: the audience (edit mode) and the scope choices. */
export const formPageMock = (edited: ReturnType<typeof audience> | null = null) => {
  const calls: Variables[] = [];
  const mock: MockedResponse = {
    request: { query: AudienceFormPageQuery, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: Variables) => {
      calls.push(variables);
      return {
        data: { ...(variables['editing'] ? { audience: edited } : {}), audienceScopeChoices: CHOICES },
      } as never;
    },
  };
  return { mock, calls };
};
