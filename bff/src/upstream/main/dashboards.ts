import { z } from 'zod';
import { path } from '../http.ts';
import type { MainApi } from './client.ts';
import { upstreamStatsShape } from './stats-dto.ts';

/**
 * The campaign dashboards' calls of the main API (ordering spec section 7): the campaign viewed
 * (GET campaigns/{id}, with its office, client display config, audience and creatives), its stats
 * (GET campaigns/{id}/stats, data.data), the partner's product answer (GET campaigns/{id}/product,
 * Data.PublisherId: the admins' Product ID) and the social preview (PUT campaign-stats/{id}/previews).
 * Money arrives in dollars and leaves this file in integer cents.
 */

const id = z.union([z.number(), z.string()]).transform(String);
const text = z
  .string()
  .nullable()
  .optional()
  .transform((v) => v ?? null);
const cents = z.number().transform((dollars) => Math.round(dollars * 100));
const location = z
  .object({ location: z.string() })
  .nullable()
  .optional()
  .transform((v) => v?.location ?? null);
const count = z.number().int().nonnegative();

export const viewedCampaignDto = z.object({
  id,
  type: z.string(),
  status: text,
  displayName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  duration: z.number().int(),
  package: z.object({ id, title: z.string() }),
  retailPrice: cents,
  officeCreative: z.record(z.string(), z.string()).default({}),
  agentCreative: z.record(z.string(), z.string()).default({}),
  propertyCreative: z.record(z.string(), z.string()).default({}),
  facebookPreview: text,
  destinationUrl: text,
  audience: z
    .object({ id, name: z.string() })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  agentName: text,
  agentEmail: text,
  agentPhone: text,
  mainImage: location,
  agency: z.object({ id, displayName: z.string(), slug: z.object({ name: z.string() }), includeGst: z.boolean() }),
  client: z
    .object({ id })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  /** Who created the campaign (its order form's author). */
  bookedBy: z
    .object({ id })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  property: z
    .object({
      id,
      title: z.string(),
      address: z.string(),
      displayPrice: text,
      beds: z.number().int().nullable(),
      baths: z.number().int().nullable(),
      carbays: z.number().int().nullable(),
      saleStatus: z.string(),
      mainImage: location,
      url: text,
      hasThirdPartyData: z.boolean(),
    })
    .nullable(),
});
export type ViewedCampaignDto = z.infer<typeof viewedCampaignDto>;

export const campaignStatsDto = z.object({
  ...upstreamStatsShape,
  budgetSpent: z.number(),
  daily: z.array(z.object({ day: z.string(), impressions: count, clicks: count })),
});
export type CampaignStatsDto = z.infer<typeof campaignStatsDto>;

/** The answer of GET campaigns/{id}?include=agency. */
export const viewedCampaignAnswerDto = z.object({ data: viewedCampaignDto }).transform((v) => v.data);

/** The answer of GET campaigns/{id}/stats. */
export const campaignStatsAnswerDto = z
  .object({ data: z.object({ data: campaignStatsDto }) })
  .transform((v) => v.data.data);

/**
 * The answer of GET campaigns/{id}/product: the partner's product response as the campaign keeps it
 * (`{ Data: { PublisherId, ProductType, CustomField7 } }`), null before the partner's product call.
 * Only the publisher id is read (the Product ID); a blank one reads as none.
 */
export const campaignProductAnswerDto = z
  .object({
    data: z
      .object({
        Data: z
          .object({ PublisherId: z.union([z.string(), z.number()]).nullable().optional() })
          .nullable()
          .optional(),
      })
      .nullable(),
  })
  .transform((v) => {
    const publisherId = v.data?.Data?.PublisherId;
    return publisherId === null || publisherId === undefined || String(publisherId).trim() === ''
      ? null
      : String(publisherId);
  });

/** GET campaigns/{id} (the office included). */
export const getViewedCampaign = (api: MainApi, campaignId: string) =>
  api.call({
    method: 'GET',
    url: `${path`campaigns/${campaignId}`}?include=agency`,
    schema: viewedCampaignAnswerDto,
  });

/** GET campaigns/{id}/stats: the totals and the delivered days. */
export const getCampaignStats = (api: MainApi, campaignId: string) =>
  api.call({
    method: 'GET',
    url: path`campaigns/${campaignId}/stats`,
    schema: campaignStatsAnswerDto,
  });

/** GET campaigns/{id}/product: the partner's publisher id (the Product ID), null before the product call. */
export const getCampaignProductId = (api: MainApi, campaignId: string) =>
  api.call({
    method: 'GET',
    url: path`campaigns/${campaignId}/product`,
    schema: campaignProductAnswerDto,
  });

/** PUT campaign-stats/{id}/previews: the partner preview iframe field. */
export const fetchCampaignPreview = (api: MainApi, campaignId: string) =>
  api.call({
    method: 'PUT',
    url: path`campaign-stats/${campaignId}/previews`,
    schema: z.object({ data: z.object({ data: z.string().nullable() }) }).transform((v) => v.data.data),
  });
