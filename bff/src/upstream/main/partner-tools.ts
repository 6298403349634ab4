import { z } from 'zod';
import { parse, path, toAppError } from '../http.ts';
import type { MainApi } from './client.ts';

/**
 * The partner tool of the main API (ordering spec 7): a manual partner call
 * (`POST campaigns/{id}/manually-call-partner {type}`). The partner logs are the legacy dashboard
 * API's (upstream/dashboard/partner-logs.ts).
 */

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
