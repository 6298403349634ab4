import { isStaff, type Role } from '@portal/schema';
import { BadUserInputError, ForbiddenError } from '../../shared/errors.ts';
import type { AgencyListQuery } from '../../upstream/main/agencies.ts';

export const OFFICE_PAGE_SIZE = 10;
export const OFFICE_MAX_PAGE_SIZE = 100;

export interface OfficeListArgs {
  status?: 'PUBLISHED' | 'ARCHIVED' | null;
  clientId?: string | null;
  search?: string | null;
  first?: number | null;
  cursor?: string | null;
}

/**
 * The Offices list's rules (administration spec, sections 2 and 6), before any upstream call:
 * only super admin and admin filter by client and see archived offices; everyone else is held to
 * their own client. Answers the upstream query, without its includes.
 */
export const officeListQuery = (role: Role, ownClientId: string | null, args: OfficeListArgs): Omit<AgencyListQuery, 'includeClient'> => {
  const first = args.first ?? OFFICE_PAGE_SIZE;
  if (!Number.isInteger(first) || first < 1 || first > OFFICE_MAX_PAGE_SIZE) {
    throw new BadUserInputError([{ name: 'first', messages: [`first must be between 1 and ${OFFICE_MAX_PAGE_SIZE}`] }]);
  }
  const search = args.search?.trim() || null;
  if (search && search.length > 255) throw new BadUserInputError([{ name: 'search', messages: ['search must be at most 255 characters'] }]);
  const cursor = args.cursor || null;
  if (cursor && cursor.length > 1024) throw new BadUserInputError([{ name: 'cursor', messages: ['Invalid cursor'] }]);
  const requested = args.clientId || null;
  if (requested && !/^[A-Za-z0-9-]{1,64}$/.test(requested)) throw new BadUserInputError([{ name: 'clientId', messages: ['Invalid client id'] }]);

  const staff = isStaff(role);
  if (args.status === 'ARCHIVED' && !staff) throw new ForbiddenError();
  let clientId: string | null;
  if (staff) clientId = requested;
  else {
    if (!ownClientId || (requested && requested !== ownClientId)) throw new ForbiddenError();
    clientId = ownClientId;
  }
  return { status: args.status === 'ARCHIVED' ? 'archived' : 'published', clientId, search, limit: first, cursor };
};
