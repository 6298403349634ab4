import { z } from 'zod';
import { path } from '../http.ts';
import type { MainApi } from './client.ts';

/**
 * The agent and office order forms' calls of the main API (docs/upstream-api.md, "ordering"): the
 * agents an agent campaign may be for, and the create call for agent and office payloads.
 */

const id = z.union([z.number(), z.string()]).transform(String);
const nullableText = z
  .string()
  .nullable()
  .optional()
  .transform((v) => v ?? null);

export const orderAgentDto = z.object({
  id,
  firstName: z.string(),
  lastName: z.string().default(''),
  email: z.string(),
  mobile: nullableText,
  postcode: nullableText,
  destinationUrl: nullableText,
  role: z.string().default(''),
  imageOriginal: z
    .object({ id, location: z.string() })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});
export type OrderAgentDto = z.infer<typeof orderAgentDto>;

/** The answer of GET agencies/{id}/agents. */
export const orderAgentListDto = z.object({ data: z.array(orderAgentDto) }).transform((v) => v.data);

/** The agents of an office's agent order form (GET agencies/{id}/agents): permitted users and client admins, by name. */
export const listOrderAgents = (api: MainApi, officeId: string) =>
  api.call({
    method: 'GET',
    url: path`agencies/${officeId}/agents`,
    schema: orderAgentListDto,
  });

export type BrandCampaignPayload = {
  type: 'agent' | 'office';
  agency: number;
  agent: number | null;
  package: number;
  audience: number | null;
  startDate: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  postcode: string;
  destinationUrl: string | null;
  videoUrl: string | null;
  mainImage: number | null;
  /** The temporary uploads of the same images (ordering spec 3), when they were made. */
  mainImageTempLocation: string | null;
  images: number[];
  propertyImageTempLocations: string[] | null;
  headline: string | null;
  shortDescription: string | null;
  label: string | null;
  subType: string | null;
  adTitle: string | null;
  adCopy: string | null;
  additionalRecipients: string;
  paymentOption: string;
};

/** The upstream's field names of the create call, renamed to the GraphQL inputs'. */
const fieldNames: Record<string, string> = {
  package: 'packageId',
  audience: 'audienceId',
  agency: 'officeId',
  agent: 'agentId',
  mainImage: 'mainImageId',
  mainImageTempLocation: 'mainImageId',
  images: 'propertyImageIds',
  propertyImageTempLocations: 'propertyImageIds',
  postcode: 'postcodes',
};

/** Creates an agent or office campaign (POST campaigns); answers its id. */
export const createBrandCampaign = (api: MainApi, payload: BrandCampaignPayload) =>
  api.call({
    method: 'POST',
    url: 'campaigns',
    data: payload,
    schema: z.object({ data: z.object({ id }) }).transform((v) => v.data),
    fieldNames,
  });
