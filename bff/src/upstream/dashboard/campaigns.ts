import { z } from 'zod';
import { path } from '../http.ts';
import type { DashboardApi } from './client.ts';

/** PATCH admin/campaigns/{id}/cancel {note} on the legacy dashboard API (ordering spec section 7). */
export const cancelCampaign = (api: DashboardApi, campaignId: string, note: string) =>
  api.call({
    method: 'PATCH',
    url: path`admin/campaigns/${campaignId}/cancel`,
    data: { note },
    schema: z.object({ data: z.object({ data: z.object({ status: z.string() }) }) }).transform((v) => v.data.data),
    fieldNames: { note: 'note' },
  });
