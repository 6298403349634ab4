import { isStaff, type Role } from '@portal/schema';
import { z } from 'zod';
import { scopedClientId } from '../../shared/access.ts';
import { ForbiddenError } from '../../shared/errors.ts';
import { listArgs, optionalId } from '../../shared/lists.ts';
import { validate } from '../../shared/validate.ts';
import type { AgencyListQuery } from '../../upstream/main/agencies.ts';

/** The arguments of Query.offices. */
export const officeListArgs = z.object({
  status: z
    .enum(['PUBLISHED', 'ARCHIVED'])
    .nullish()
    .transform((v) => v ?? 'PUBLISHED'),
  clientId: optionalId,
  ...listArgs(),
});
export type OfficeListArgs = z.input<typeof officeListArgs>;

/**
 * The Offices list's rules (administration spec, sections 2 and 6), before any upstream call:
 * only super admin and admin filter by client and see archived offices; everyone else is held to
 * their own client. Answers the upstream query, without its includes.
 */
export const officeListQuery = (
  role: Role,
  ownClientId: string | null,
  args: OfficeListArgs,
): Omit<AgencyListQuery, 'includeClient'> => {
  const a = validate(officeListArgs, args);
  if (a.status === 'ARCHIVED' && !isStaff(role)) throw new ForbiddenError();
  const clientId = scopedClientId(role, ownClientId, a.clientId);
  return {
    status: a.status === 'ARCHIVED' ? 'archived' : 'published',
    clientId,
    search: a.search,
    limit: a.first,
    cursor: a.cursor,
  };
};
