/**
 * The packages area's download: the packages CSV export (`packages.csv`, saved as
 * "Packages Export.csv"), streamed from GET admin/packages/export.
 */
import { z } from 'zod';
import { packagePermissionsOf, roleFromCode, upstreamId } from '@portal/schema';
import { ForbiddenError } from '../../shared/errors.ts';
import { MAX_SEARCH_LENGTH } from '../../shared/lists.ts';
import type { SessionData } from '../../session/session-types.ts';
import { defineDownload, type DownloadRequest, type ModuleTransfers } from '../../shared/transfers/contract.ts';

const id = upstreamId;

/** The list's filters: the tab's status, the client filter and the search text. */
export const packagesCsvQuery = z.strictObject({
  status: z.enum(['PUBLISHED', 'ARCHIVED']).optional(),
  clientId: id.optional(),
  search: z.string().trim().max(MAX_SEARCH_LENGTH).optional(),
});
export type PackagesCsvQuery = z.infer<typeof packagesCsvQuery>;

/** The upstream export call for a valid query: exportPackages is required (spec section 6), and the Archived tab needs edit. */
export const packagesCsvRequest = (query: PackagesCsvQuery, viewer: SessionData): DownloadRequest => {
  const role = roleFromCode(viewer.user.role);
  const permissions = role ? packagePermissionsOf(role) : null;
  if (!permissions?.exportPackages) throw new ForbiddenError();
  if (query.status === 'ARCHIVED' && !permissions.edit) throw new ForbiddenError();
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status === 'ARCHIVED' ? 'archived' : 'published');
  if (query.clientId) params.set('filters[client]', query.clientId);
  if (query.search) params.set('filters[search]', query.search);
  return { path: 'admin/packages/export', params };
};

export const PACKAGES_CSV_FILE_NAME = 'Packages Export.csv';

/** The packages area's download. */
export const packageTransfers: ModuleTransfers = {
  downloads: [
    defineDownload({
      name: 'packages.csv',
      permission: 'packages',
      query: packagesCsvQuery,
      request: packagesCsvRequest,
      fileName: () => PACKAGES_CSV_FILE_NAME,
      contentType: 'text/csv; charset=utf-8',
    }),
  ],
};
