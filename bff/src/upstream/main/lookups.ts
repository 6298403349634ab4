import { z } from 'zod';
import type { MainApi } from './client.ts';
import { officeLookupDto, type OfficeLookupDto } from './dto.ts';

/** The offices the signed-in user may act for (GET agencies/lookup). */
export const getOfficeLookup = (api: MainApi): Promise<OfficeLookupDto> =>
  api.call({ method: 'GET', url: 'agencies/lookup', schema: officeLookupDto });

export const lookupDto = z
  .object({
    data: z.object({
      lookups: z.array(z.object({ id: z.union([z.number(), z.string()]).transform(String), title: z.string() })),
    }),
  })
  .transform((v) => v.data.lookups);
export type LookupItemDto = z.infer<typeof lookupDto>[number];

/** The lookups of the main API (GET lookups/{kind}), in the caller's scope, sorted by title. */
export type LookupKind = 'clients' | 'agencies' | 'packages' | 'users';

export const getLookup = (api: MainApi, kind: LookupKind, clientId: string | null = null): Promise<LookupItemDto[]> => {
  const query = clientId ? `?${new URLSearchParams({ 'filters[client]': clientId })}` : '';
  return api.call({ method: 'GET', url: `lookups/${kind}${query}`, schema: lookupDto });
};
