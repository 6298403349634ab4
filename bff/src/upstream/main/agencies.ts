import { z } from 'zod';
import { path } from '../http.ts';
import { cursorPageDto, pageParams } from '../cursor-page.ts';
import type { MainApi } from './client.ts';
import { clientDto, paymentOptionDto, publishStatusDto } from './clients.ts';

/** Offices are `agencies` in the main API (docs/upstream-api.md, "offices and clients"). */

const id = z.union([z.number(), z.string()]).transform(String);

export const agencyDto = z
  .object({
    id,
    title: z.string(),
    displayName: z.string().nullable().optional().transform((v) => v ?? null),
    status: publishStatusDto,
    slug: z
      .object({ name: z.string() })
      .nullable()
      .optional()
      .transform((v) => v?.name ?? null),
    imageLogo: z
      .object({ id, location: z.string() })
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    propertyCampaignPaymentOption: paymentOptionDto,
    agentCampaignPaymentOption: paymentOptionDto,
    officeCampaignPaymentOption: paymentOptionDto,
    // The client summary with include=client, otherwise only its id.
    client: z
      .union([clientDto, z.object({ id })])
      .nullable()
      .optional(),
  })
  .transform(({ client, ...agency }) => ({
    ...agency,
    clientId: client?.id ?? null,
    client: client && 'title' in client ? client : null,
  }));
export type AgencyDto = z.infer<typeof agencyDto>;

const agencyPageDto = cursorPageDto('agencies', agencyDto);
export type AgencyPageDto = z.infer<typeof agencyPageDto>;

export interface AgencyListQuery {
  status: 'published' | 'archived';
  clientId: string | null;
  search: string | null;
  limit: number;
  cursor: string | null;
  /** Embed each office's client (include=client). */
  includeClient: boolean;
}

export const listAgencies = (api: MainApi, q: AgencyListQuery): Promise<AgencyPageDto> => {
  const query = pageParams(q.limit, q.cursor);
  query.set('status', q.status);
  if (q.includeClient) query.set('include', 'client');
  if (q.clientId) query.set('filters[client]', q.clientId);
  if (q.search) query.set('filters[search]', q.search);
  return api.call({ method: 'GET', url: `agencies?${query}`, schema: agencyPageDto });
};

const count = z.number().int().nonnegative();
export const campaignCountDto = z.object({
  activePropertyCampaignCount: count,
  activeAgencyCampaignCount: count,
  propertyCampaignCount: count,
  agencyCampaignCount: count,
});
export type CampaignCountDto = z.infer<typeof campaignCountDto>;

export const getAgencyCampaignCount = (api: MainApi, officeId: string): Promise<CampaignCountDto> =>
  api.call({ method: 'GET', url: path`agencies/${officeId}/campaign/count`, schema: campaignCountDto });
