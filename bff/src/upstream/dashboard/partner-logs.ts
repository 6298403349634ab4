import { z } from 'zod';
import type { DashboardApi } from './client.ts';

/**
 * The partner logs of the legacy dashboard API (ordering spec 7, "Admin tool and partner"):
 * `GET signifi-logs`. The access key and auth-id are added by DashboardApi.
 */

const id = z.union([z.number(), z.string()]).transform(String);

const signifiLogDto = z.object({
  id,
  type: z.string(),
  updatedAt: z.string(),
  response: z.unknown().optional(),
  client: z
    .object({ id, title: z.string().nullable().optional() })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  campaign: z.object({
    id,
    displayName: z.string(),
    property: z
      .object({ title: z.string().nullable().optional() })
      .nullable()
      .optional()
      .transform((v) => v ?? null),
  }),
});
export type SignifiLogDto = z.infer<typeof signifiLogDto>;

export const signifiLogsDto = z.object({
  data: z.array(signifiLogDto),
  meta: z.object({ count: z.number().int().nonnegative(), current: z.object({ cursor: z.number().int() }) }),
});

/** GET signifi-logs (page, limit of 10, 20, 50 or 100, campaign, client): the logs and their count. */
export const listSignifiLogs = async (
  api: DashboardApi,
  query: { page: number; limit: number; campaign: string | null; client: string | null },
): Promise<{ logs: SignifiLogDto[]; count: number }> => {
  const params = new URLSearchParams({ page: String(query.page), limit: String(query.limit) });
  if (query.campaign) params.set('campaign', query.campaign);
  if (query.client) params.set('client', query.client);
  const answer = await api.call({ method: 'GET', url: `signifi-logs?${params}`, schema: signifiLogsDto });
  return { logs: answer.data, count: answer.meta.count };
};
