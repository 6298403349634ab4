import { z } from 'zod';
import type { MainApi } from './client.ts';
import { noContent } from './dto.ts';

const activityDto = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  activity: z.object({
    message: z.string(),
    createdAt: z.string(),
    isClientUser: z.boolean().default(false),
    context: z.object({ byUserInitials: z.string().nullable().optional() }).nullable().optional(),
  }),
  read: z.boolean().default(false),
});
export type ActivityDto = z.infer<typeof activityDto>;

export const activityPageDto = z.object({
  activities: z.array(activityDto),
  meta: z.object({
    cursor: z.object({
      next: z
        .union([z.string(), z.number()])
        .nullable()
        .optional()
        .transform((v) => (v === null || v === undefined || v === '' ? null : String(v))),
    }),
  }),
});
export type ActivityPageDto = z.infer<typeof activityPageDto>;

export const NOTIFICATION_PAGE_SIZE = 10;

export const listActivities = (
  api: MainApi,
  opts: { cursor?: string | null; search?: string | null },
): Promise<ActivityPageDto> => {
  const query = new URLSearchParams({ limit: String(NOTIFICATION_PAGE_SIZE) });
  if (opts.cursor) query.set('cursor', opts.cursor);
  if (opts.search) query.set('search', opts.search);
  return api.call({ method: 'GET', url: `activities?${query}`, schema: activityPageDto });
};

/** GET activities/count. */
export const activityCountDto = z.object({ total: z.number().int().nonnegative() });
/** GET activities/top. */
export const topActivitiesDto = z.object({ activities: z.array(activityDto) });

export const countUnreadActivities = async (api: MainApi): Promise<number> =>
  (
    await api.call({
      method: 'GET',
      url: 'activities/count',
      schema: activityCountDto,
    })
  ).total;

export const topActivities = async (api: MainApi): Promise<ActivityDto[]> =>
  (await api.call({ method: 'GET', url: 'activities/top', schema: topActivitiesDto })).activities;

export const markActivitiesRead = (api: MainApi, ids: string[]): Promise<void> =>
  api.call({ method: 'POST', url: 'activities', data: ids.length ? { ids } : {}, schema: noContent });
