import { z } from 'zod';
import { messages as m } from '@portal/schema';

/** Arguments the portal never sends wrong (a crafted request does): ids and page numbers. */
const id = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,64}$/, { error: m.invalidId });
const page = z
  .number()
  .int()
  .min(1, { error: m.invalidCursor })
  .max(100_000, { error: m.invalidCursor })
  .nullish()
  .transform((v) => v ?? 1);

export const pageArgs = z.object({ page });
export const audienceIdArgs = z.object({ id });
export const campaignsArgs = z.object({ audienceId: id, page });
export const deleteAudienceArgs = z.object({ input: z.object({ id }) });
