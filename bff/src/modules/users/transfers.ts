/**
 * The users area's uploads and downloads: the agent image (`userImage`) and the users CSV export
 * (`users.csv`), declared by the users module (index.ts).
 */
import { z } from 'zod';
import {
  USER_FILTER_ROLES,
  USER_IMAGE_MAX_BYTES,
  isStaff,
  messages,
  roleFromCode,
  roleToCode,
  upstreamId,
} from '@portal/schema';
import { scopedClientId } from '../../shared/access.ts';
import { MAX_SEARCH_LENGTH } from '../../shared/lists.ts';
import { ForbiddenError } from '../../shared/errors.ts';
import type { SessionData } from '../../session/session-types.ts';
import { defineDownload, type DownloadRequest, type ModuleTransfers } from '../../shared/transfers/contract.ts';

/** The users CSV export's row limit (the upstream's default and maximum). */
export const USERS_CSV_LIMIT = 5000;

const id = upstreamId;
/** A query key that may be repeated: one value or several, at most 100. */
const many = <T extends z.ZodType<string>>(item: T) =>
  z
    .union([item, z.array(item).max(100)])
    .optional()
    .transform((v): z.infer<T>[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]));

export const usersCsvQuery = z.strictObject({
  clientId: id.optional(),
  officeIds: many(id),
  roles: many(z.enum(USER_FILTER_ROLES)),
  status: z.enum(['ACTIVE', 'INACTIVE']).optional(),
  search: z.string().trim().max(MAX_SEARCH_LENGTH).optional(),
});
export type UsersCsvQuery = z.infer<typeof usersCsvQuery>;

/**
 * The upstream export call for a valid query, under the users list's rules: a non-staff viewer is
 * held to its own client (none: FORBIDDEN) and may not filter by Today Admin.
 */
export const usersCsvRequest = (query: UsersCsvQuery, viewer: SessionData): DownloadRequest => {
  const role = roleFromCode(viewer.user.role);
  if (!role) throw new ForbiddenError();
  if (query.roles.includes('ADMIN') && !isStaff(role)) throw new ForbiddenError();
  const clientId = scopedClientId(role, viewer.user.clientId, query.clientId ?? null);
  const params = new URLSearchParams();
  if (clientId !== null) params.set('filters[client]', clientId);
  if (query.officeIds.length) params.set('filters[agency]', query.officeIds.join(','));
  if (query.roles.length) params.set('filters[role]', query.roles.map(roleToCode).join(','));
  if (query.status) params.set('filters[enabled]', query.status === 'ACTIVE' ? '1' : '0');
  if (query.search) params.set('filters[search]', query.search);
  params.set('limit', String(USERS_CSV_LIMIT));
  return { path: 'users/export/csv', params };
};

/** YYYY-MM-DD of `now` in Sydney, where the platform's offices are (docs/decisions/014). */
const SYDNEY_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Australia/Sydney',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const sydneyDate = (now: Date): string => SYDNEY_DATE.format(now);

export const usersCsvFileName = (now: Date): string => `Users_CSV_${sydneyDate(now)}.csv`;

/** The users area's upload kind and download. */
export const userTransfers: ModuleTransfers = {
  uploads: [
    {
      kind: 'userImage',
      permission: 'users',
      maxBytes: USER_IMAGE_MAX_BYTES,
      tooLargeMessage: messages.agentImageTooLarge,
      types: ['jpg', 'png', 'gif', 'svg'],
      typeMessage: messages.agentImageType,
      upstream: { path: 'files', field: 'image', subType: 'agent original' },
    },
  ],
  downloads: [
    defineDownload({
      name: 'users.csv',
      permission: 'users',
      query: usersCsvQuery,
      request: usersCsvRequest,
      fileName: usersCsvFileName,
      contentType: 'text/csv; charset=utf-8',
    }),
  ],
};
