import { AUDIENCE_PAGE_SIZE, AUDIENCE_SCOPE_ENUM } from '@portal/schema';
import type { AudienceCampaignPageDto, AudienceDto, AudiencePageDto } from '../../upstream/main/audiences.ts';

/** What backs the Audience type (codegen mapper): the parsed AudienceView. */
export type AudienceModel = AudienceDto;

export const scopeOf = (a: AudienceDto) => AUDIENCE_SCOPE_ENUM[a.scope];

export const fullName = (p: { firstName: string; lastName: string }): string =>
  [p.firstName, p.lastName].filter(Boolean).join(' ');

const totalPages = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

/** A page of the upstream (page, limit, total) → AudiencePage. */
export const toAudiencePage = (page: AudiencePageDto) => ({
  items: page.data,
  page: page.meta.page,
  pageSize: page.meta.limit,
  totalCount: page.meta.total,
  totalPages: totalPages(page.meta.total, page.meta.limit),
});

export const toCampaignPage = (page: AudienceCampaignPageDto) => ({
  items: page.data,
  page: page.meta.page,
  pageSize: page.meta.limit,
  totalCount: page.meta.total,
  totalPages: totalPages(page.meta.total, page.meta.limit),
});

export const PAGE_SIZE = AUDIENCE_PAGE_SIZE;

/** What backs AudienceScopeChoices: the viewer's client; offices and agents are fetched when selected. */
export interface AudienceScopeChoicesModel {
  client: { id: string; title: string };
}
