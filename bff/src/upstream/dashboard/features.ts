import { z } from 'zod';
import { path } from '../http.ts';
import type { DashboardApi } from './client.ts';

const featureDto = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  key: z.string(),
  name: z.string(),
  description: z.string().nullable().optional().transform((v) => v ?? ''),
});
const clientFeatureDto = featureDto.extend({ enabled: z.boolean() });
export type FeatureDto = z.infer<typeof featureDto>;
export type ClientFeatureDto = z.infer<typeof clientFeatureDto>;

export const listFeatures = async (api: DashboardApi): Promise<FeatureDto[]> =>
  (await api.call({ method: 'GET', url: 'features', schema: z.object({ data: z.array(featureDto) }) })).data;

export const listClientFeatures = async (api: DashboardApi, clientId: string): Promise<ClientFeatureDto[]> =>
  (await api.call({ method: 'GET', url: path`features/client/${clientId}`, schema: z.object({ data: z.array(clientFeatureDto) }) })).data;

/** POST with the PATCH method override, as the legacy API expects. */
export const setClientFeature = async (api: DashboardApi, featureKey: string, clientId: string, enabled: boolean): Promise<ClientFeatureDto> =>
  (
    await api.call({
      method: 'POST',
      url: path`features/${featureKey}/client/${clientId}/${enabled ? 'enable' : 'disable'}`,
      headers: { 'x-http-method-override': 'PATCH' },
      schema: z.object({ data: clientFeatureDto }),
    })
  ).data;
