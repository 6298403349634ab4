import { z } from 'zod';
import { path, segment } from '../http.ts';
import type { DashboardApi } from './client.ts';

const featureDto = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  key: z.string(),
  name: z.string(),
  description: z
    .string()
    .nullable()
    .optional()
    .transform((v) => v ?? ''),
});
const clientFeatureDto = featureDto.extend({ enabled: z.boolean() });
export type FeatureDto = z.infer<typeof featureDto>;
export type ClientFeatureDto = z.infer<typeof clientFeatureDto>;

/** GET features. */
export const featureListDto = z.object({ data: z.array(featureDto) });
/** GET features/client/{clientId}. */
export const clientFeatureListDto = z.object({ data: z.array(clientFeatureDto) });

export const listFeatures = async (api: DashboardApi): Promise<FeatureDto[]> =>
  (await api.call({ method: 'GET', url: 'features', schema: featureListDto })).data;

export const listClientFeatures = async (api: DashboardApi, clientId: string): Promise<ClientFeatureDto[]> =>
  (
    await api.call({
      method: 'GET',
      url: path`features/client/${clientId}`,
      schema: clientFeatureListDto,
    })
  ).data;

/**
 * Activates or deactivates a feature for a client: POST features/{key}/client/{client}/{activate|deactivate}
 * with `_method: PATCH` in the body, as the legacy dashboard API expects (administration spec, section 7).
 */
export const setClientFeature = async (
  api: DashboardApi,
  featureKey: string,
  clientId: string,
  enabled: boolean,
): Promise<ClientFeatureDto> =>
  (
    await api.call({
      method: 'POST',
      url: path`features/${segment(featureKey)}/client/${clientId}/${segment(enabled ? 'activate' : 'deactivate')}`,
      data: { _method: 'PATCH' },
      schema: z.object({ data: clientFeatureDto }),
    })
  ).data;
