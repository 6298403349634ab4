import { messages as m, upstreamId } from '@portal/schema';
import { z } from 'zod';

/**
 * The arguments every list shares, as zod schemas with the catalogue's messages: resolvers parse
 * their arguments with `validate(schema, args)` (BAD_USER_INPUT with fieldErrors otherwise).
 */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const MAX_CURSOR_LENGTH = 1024;
export const MAX_SEARCH_LENGTH = 255;
export const MAX_FILTER_VALUES = 100;

/**
 * An upstream record id in its one canonical spelling (`upstreamId`, schema/src/ids.ts): digits, no
 * leading zero, within the safe integer range. Aliases ("05002", " 5002", "5002.0") are refused.
 */
export const idSchema = upstreamId;

/** An optional id: absent, null or '' is null. */
export const optionalId = z
  .union([z.literal(''), idSchema])
  .nullish()
  .transform((v) => v || null);

/** An optional list of ids (a multi-select filter): absent or null is []; duplicates dropped. */
export const idListFilter = z
  .array(idSchema)
  .max(MAX_FILTER_VALUES, { error: m.tooManyFilterValues })
  .nullish()
  .transform((v) => [...new Set(v ?? [])]);

/** An optional list of enum values (e.g. roles): absent or null is []; duplicates dropped. */
export const enumListFilter = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .array(z.enum(values, { error: message }))
    .max(MAX_FILTER_VALUES, { error: m.tooManyFilterValues })
    .nullish()
    .transform((v) => [...new Set(v ?? [])] as T[number][]);

/** A nullable field: absent is null. */
export const nullable = <S extends z.ZodType>(schema: S) => schema.nullish().transform((v) => v ?? null);

/** first (page size 1..100, 10 by default), cursor (≤ 1024 characters; '' is the first page), search (trimmed, ≤ 255; '' is none). */
export const listArgs = (defaultFirst = DEFAULT_PAGE_SIZE) => ({
  first: z
    .number({ error: m.pageSizeOutOfRange })
    .int({ error: m.pageSizeOutOfRange })
    .min(1, { error: m.pageSizeOutOfRange })
    .max(MAX_PAGE_SIZE, { error: m.pageSizeOutOfRange })
    .nullish()
    .transform((v) => v ?? defaultFirst),
  cursor: z
    .string()
    .max(MAX_CURSOR_LENGTH, { error: m.invalidCursor })
    .nullish()
    .transform((v) => v || null),
  search: z
    .string()
    .nullish()
    .transform((v) => v?.trim() || null)
    .refine((v) => v === null || v.length <= MAX_SEARCH_LENGTH, { error: m.searchTooLong }),
});

/** A page of an upstream cursor-paged list, as the cursor-page DTO helper answers it. */
export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** The GraphQL connection of a page: `{ items, pageInfo: { nextCursor, hasMore } }`. */
export const toConnection = <T, R = T>(page: CursorPage<T>, map?: (item: T) => R) => ({
  items: map ? page.items.map(map) : (page.items as unknown as R[]),
  pageInfo: { nextCursor: page.nextCursor, hasMore: page.nextCursor !== null },
});
