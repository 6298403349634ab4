import { z } from 'zod';
import { path } from '../http.ts';
import type { MainApi } from './client.ts';
import { brandingDto, type BrandingDto } from './dto.ts';

const id = z.union([z.number(), z.string()]).transform(String);

/** credit-card or trading-terms; null when not set (an office then uses its client's). */
export const paymentOptionDto = z
  .enum(['credit-card', 'trading-terms'])
  .nullable()
  .optional()
  .transform((v) => v ?? null);
export type PaymentOptionDto = z.infer<typeof paymentOptionDto>;

/** published or archived (`archive` is the spelling the upstream saves with). */
export const publishStatusDto = z.enum(['published', 'archived', 'archive']).transform((v) => (v === 'published' ? 'published' : 'archived'));

/**
 * The fields of a client the BFF uses: the summary an office embeds with `include=client`, also
 * the start of `GET clients/{id}` (docs/upstream-api.md), so either can prime the other.
 */
export const clientDto = z.object({
  id,
  title: z.string(),
  subDomain: z.string().nullable().optional().transform((v) => v ?? null),
  status: publishStatusDto,
  propertyCampaignPaymentOption: paymentOptionDto,
  agentCampaignPaymentOption: paymentOptionDto,
  officeCampaignPaymentOption: paymentOptionDto,
});
export type ClientDto = z.infer<typeof clientDto>;

export const getClient = (api: MainApi, clientId: string): Promise<ClientDto> =>
  api.call({ method: 'GET', url: path`clients/${clientId}`, schema: clientDto });

/** The white-label logos of a client sub-domain (anonymous: the sign-in page needs them). */
export const getBranding = (api: MainApi, subDomain: string): Promise<BrandingDto> =>
  api.call({ method: 'GET', url: path`clients/logo/${subDomain}`, schema: brandingDto, anonymous: true });
