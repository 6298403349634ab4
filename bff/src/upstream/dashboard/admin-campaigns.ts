import { z } from 'zod';
import { path } from '../http.ts';
import { NotFoundError } from '../../shared/errors.ts';
import type { DashboardApi } from './client.ts';

/**
 * The admin campaign tool's calls of the legacy dashboard API (ordering spec 7, platform spec 7):
 * `admin/campaigns/{id}` and its update-previews, adjust-dates, change-status, log-partner and
 * payment-method. The access key and auth-id are added by DashboardApi.
 */

const id = z.union([z.number(), z.string()]).transform(String);
const nullableText = z
  .string()
  .nullable()
  .optional()
  .transform((v) => v ?? null);

export const adminCampaignDto = z.object({
  id,
  displayName: z.string(),
  type: z.string(),
  status: nullableText,
  agency: z.object({ id, displayName: z.string() }),
  packageTitle: z.string(),
  property: z
    .object({ id, title: nullableText })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  bookedBy: z
    .object({ id, firstName: nullableText, lastName: nullableText })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  bookedAt: nullableText,
  startDate: z.string(),
  endDate: z.string(),
  associatedCampaignId: id
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  facebookPreview: nullableText,
  signifiProductResponse: z.unknown().optional(),
  signifiOrderResponse: z.unknown().optional(),
});
export type AdminCampaignDto = z.infer<typeof adminCampaignDto>;

/** The answer of GET admin/campaigns/{id}. */
export const adminCampaignAnswerDto = z.object({ data: adminCampaignDto });

/** GET admin/campaigns/{id}: the campaign, or null when the API answers 404. */
export const getAdminCampaign = async (api: DashboardApi, campaignId: string): Promise<AdminCampaignDto | null> => {
  try {
    return (await api.call({ method: 'GET', url: path`admin/campaigns/${campaignId}`, schema: adminCampaignAnswerDto }))
      .data;
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
};

/** PUT admin/campaigns/{id}/update-previews: the partner's preview markup, null for none ('N/A'). */
export const updateAdminCampaignPreviews = async (api: DashboardApi, campaignId: string): Promise<string | null> => {
  const { data } = await api.call({
    method: 'PUT',
    url: path`admin/campaigns/${campaignId}/update-previews`,
    schema: z.object({ data: z.object({ signifiPreviewFacebookIframe: nullableText }) }),
  });
  const markup = data.signifiPreviewFacebookIframe;
  return markup === null || markup.trim() === '' || markup === 'N/A' ? null : markup;
};

/** PATCH admin/campaigns/{id}/adjust-dates {startDate, endDate, note}. */
export const adjustAdminCampaignDates = async (
  api: DashboardApi,
  campaignId: string,
  body: { startDate: string; endDate: string; note: string },
): Promise<void> => {
  await api.call({
    method: 'PATCH',
    url: path`admin/campaigns/${campaignId}/adjust-dates`,
    data: body,
    schema: z.unknown(),
  });
};

/**
 * PATCH admin/campaigns/{id}/change-status {status, note}: 200, or 207 when the status is kept but
 * the partner call behind it failed; the 207 answer carries the partner's reply under `partner`.
 */
export const changeAdminCampaignStatus = async (
  api: DashboardApi,
  campaignId: string,
  body: { status: string; note: string },
): Promise<{ partnerIssue: boolean }> => {
  const answer = await api.call({
    method: 'PATCH',
    url: path`admin/campaigns/${campaignId}/change-status`,
    data: body,
    schema: z.object({ partner: z.unknown().optional() }).loose(),
  });
  return { partnerIssue: answer.partner !== undefined && answer.partner !== null };
};

/** POST admin/campaigns/{id}/log-partner {note, type}: the note of a manual partner call. */
export const logAdminCampaignPartnerCall = async (
  api: DashboardApi,
  campaignId: string,
  body: { note: string; type: 'product' | 'order' },
): Promise<void> => {
  await api.call({
    method: 'POST',
    url: path`admin/campaigns/${campaignId}/log-partner`,
    data: body,
    schema: z.unknown(),
  });
};

/** The answer of GET admin/campaigns/{id}/payment-method. */
export const paymentMethodDto = z.object({ data: z.object({ paymentMethod: nullableText }) });

/** GET admin/campaigns/{id}/payment-method: credit-card or trading-terms. */
export const getAdminCampaignPaymentMethod = async (api: DashboardApi, campaignId: string): Promise<string | null> =>
  (
    await api.call({
      method: 'GET',
      url: path`admin/campaigns/${campaignId}/payment-method`,
      schema: paymentMethodDto,
    })
  ).data.paymentMethod;
