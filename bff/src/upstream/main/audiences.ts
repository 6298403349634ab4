import { z } from 'zod';
import { path } from '../http.ts';
import type { MainApi } from './client.ts';
import { noContent } from './dto.ts';

/** The audience resource of the main API (`audience/*`, `admin/audience/*`, `agents`). */

const id = z.union([z.number(), z.string()]).transform(String);

/** AudienceView: GET audience (items), GET audience/{id}, GET admin/audience (items). */
export const audienceDto = z.object({
  id,
  name: z.string(),
  scope: z.enum(['client', 'agency', 'agent']),
  scopeDisplay: z.string(),
  assignments: z.array(z.object({ id, name: z.string() })),
  createdBy: z.object({ id, firstName: z.string(), lastName: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  client: z.object({ id, title: z.string() }),
  deleted: z.boolean(),
  contactCount: z.number().int().nonnegative(),
  activityLogs: z.array(
    z.object({ action: z.string(), createdAt: z.string(), matchedCount: z.number().int().nullable().optional() }),
  ),
  associatedCampaigns: z.number().int().nonnegative(),
});
export type AudienceDto = z.infer<typeof audienceDto>;

const pageMeta = z.object({
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  total: z.number().int().nonnegative(),
});

export const audiencePageDto = z.object({ data: z.array(audienceDto), meta: pageMeta });
export type AudiencePageDto = z.infer<typeof audiencePageDto>;

const audienceCampaignDto = z.object({ id, displayName: z.string(), type: z.string(), createdAt: z.string() });
export const audienceCampaignPageDto = z.object({ data: z.array(audienceCampaignDto), meta: pageMeta });
export type AudienceCampaignPageDto = z.infer<typeof audienceCampaignPageDto>;

export const agentsDto = z.object({ data: z.array(z.object({ id, title: z.string() })) }).transform((v) => v.data);

const pageQuery = (page: number, limit: number) =>
  String(new URLSearchParams({ page: String(page), limit: String(limit) }));

/** GET audience: the audiences in the caller's reach, not deleted, newest first. */
export const listAudiences = (api: MainApi, page: number, limit: number): Promise<AudiencePageDto> =>
  api.call({ method: 'GET', url: `audience?${pageQuery(page, limit)}`, schema: audiencePageDto });

/** GET audience/{id}; a 404 is NOT_FOUND, one out of reach 403 (FORBIDDEN). */
export const getAudience = (api: MainApi, audienceId: string): Promise<AudienceDto> =>
  api.call({ method: 'GET', url: path`audience/${audienceId}`, schema: audienceDto });

/** DELETE audience/{id}: soft delete, the creator only (403 otherwise). */
export const deleteAudience = (api: MainApi, audienceId: string): Promise<void> =>
  api.call({ method: 'DELETE', url: path`audience/${audienceId}`, schema: noContent });

/** GET admin/audience: every audience, deleted ones included (staff). */
export const listAllAudiences = (api: MainApi, page: number, limit: number): Promise<AudiencePageDto> =>
  api.call({ method: 'GET', url: `admin/audience?${pageQuery(page, limit)}`, schema: audiencePageDto });

/** GET admin/audience/{id}/campaigns (staff). */
export const listAudienceCampaigns = (
  api: MainApi,
  audienceId: string,
  page: number,
  limit: number,
): Promise<AudienceCampaignPageDto> =>
  api.call({
    method: 'GET',
    url: `${path`admin/audience/${audienceId}/campaigns`}?${pageQuery(page, limit)}`,
    schema: audienceCampaignPageDto,
  });

/** GET agents: the agents of the caller's offices. */
export const listAgents = (api: MainApi): Promise<{ id: string; title: string }[]> =>
  api.call({ method: 'GET', url: 'agents', schema: agentsDto });
