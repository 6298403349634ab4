import { z } from 'zod';
import { parse, path, toAppError } from '../http.ts';
import type { MainApi } from './client.ts';

/**
 * The partner tools of the main API (ordering spec 7): a manual partner call
 * (`POST campaigns/{id}/manually-call-partner {type}`) and the partner logs (`GET signifi-logs`).
 */

const id = z.union([z.number(), z.string()]).transform(String);

/** Repeats a partner call; `succeeded` is false when the partner refused it (502). */
export const manuallyCallPartner = async (
  api: MainApi,
  campaignId: string,
  type: 'product' | 'order',
): Promise<{ succeeded: boolean }> => {
  const url = path`campaigns/${campaignId}/manually-call-partner`;
  const res = await api.raw({ method: 'POST', url, data: { type } });
  if (res.status === 502) return { succeeded: false };
  if (res.status < 200 || res.status >= 300) throw toAppError(res);
  parse(res, z.object({ data: z.object({ ok: z.boolean() }) }), 'main', url, api.log, api.http);
  return { succeeded: true };
};

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
  api: MainApi,
  query: { page: number; limit: number; campaign: string | null; client: string | null },
): Promise<{ logs: SignifiLogDto[]; count: number }> => {
  const params = new URLSearchParams({ page: String(query.page), limit: String(query.limit) });
  if (query.campaign) params.set('campaign', query.campaign);
  if (query.client) params.set('client', query.client);
  const answer = await api.call({ method: 'GET', url: `signifi-logs?${params}`, schema: signifiLogsDto });
  return { logs: answer.data, count: answer.meta.count };
};
