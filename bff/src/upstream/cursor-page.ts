import { z } from 'zod';
import type { CursorPage } from '../shared/lists.ts';

const meta = z
  .object({
    cursor: z
      .object({
        next: z
          .object({ cursor: z.union([z.string(), z.number()]).nullable().optional() })
          .nullable()
          .optional(),
      })
      .nullable()
      .optional(),
  })
  .nullable()
  .optional();

/**
 * The DTO of an upstream cursor-paged list, `{ <key>: [...], meta: { cursor: { next: { cursor } | null } } }`
 * (GET agencies, GET users, ...), parsed into `{ items, nextCursor }` (null: no next page).
 */
export const cursorPageDto = <K extends string, S extends z.ZodType>(key: K, item: S) =>
  z.object({ [key]: z.array(item), meta }).transform((page): CursorPage<z.output<S>> => {
    const body = page as unknown as Record<K, z.output<S>[]> & { meta: z.output<typeof meta> };
    const next = body.meta?.cursor?.next?.cursor;
    return { items: body[key], nextCursor: next === null || next === undefined || next === '' ? null : String(next) };
  });

/** Query parameters of a cursor-paged list call: limit, and the cursor when past the first page. */
export const pageParams = (limit: number, cursor: string | null): URLSearchParams => {
  const q = new URLSearchParams({ limit: String(limit) });
  if (cursor) q.set('cursor', cursor);
  return q;
};
