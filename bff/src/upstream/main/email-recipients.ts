import { z } from 'zod';
import { path } from '../http.ts';
import type { MainApi } from './client.ts';
import { noContent } from './dto.ts';

const recipientDto = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  email: z.string(),
  type: z.string(),
  createdBy: z
    .object({
      firstName: z.string(),
      lastName: z
        .string()
        .nullable()
        .transform((v) => v ?? ''),
    })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  createdAt: z.string(),
});
export type EmailRecipientDto = z.infer<typeof recipientDto>;

/** GET admin/email-recipients/types. */
export const recipientTypesDto = z.object({ data: z.array(z.string()) });
/** GET admin/email-recipients. */
export const recipientListDto = z.object({ data: z.array(recipientDto) });

export const listRecipientTypes = async (api: MainApi): Promise<string[]> =>
  (
    await api.call({
      method: 'GET',
      url: 'admin/email-recipients/types',
      schema: recipientTypesDto,
    })
  ).data;

export const listRecipients = async (api: MainApi): Promise<EmailRecipientDto[]> =>
  (await api.call({ method: 'GET', url: 'admin/email-recipients', schema: recipientListDto })).data;

export const addRecipient = async (api: MainApi, email: string, type: string): Promise<EmailRecipientDto> =>
  (
    await api.call({
      method: 'POST',
      url: 'admin/email-recipients',
      data: { email, type },
      schema: z.object({ data: recipientDto }),
    })
  ).data;

export const deleteRecipient = (api: MainApi, id: string): Promise<void> =>
  api.call({ method: 'DELETE', url: path`admin/email-recipients/${id}`, schema: noContent });
