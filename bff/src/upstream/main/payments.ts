import type { AxiosResponse } from 'axios';
import { CARD_FIELD, messages } from '@portal/schema';
import { z } from 'zod';
import { BadUserInputError, type AppError } from '../../shared/errors.ts';
import { parse, path, segment, toAppError } from '../http.ts';
import type { MainApi } from './client.ts';
import { noContent } from './dto.ts';

/**
 * Saved cards and the sandbox payment provider (docs/upstream-api.md, "payments"; decision 027).
 * Card data is sent only by `createSandboxToken`, and no function here logs a body.
 */

const id = z.union([z.number(), z.string()]).transform(String);

export const cardDto = z
  .object({
    id,
    brand: z.string(),
    last4: z.string().regex(/^\d{4}$/),
    exp_month: z.number().int().min(1).max(12),
    exp_year: z.number().int().min(1000).max(9999),
  })
  .transform((c) => ({ id: c.id, brand: c.brand, last4: c.last4, expMonth: c.exp_month, expYear: c.exp_year }));
export type CardDto = z.infer<typeof cardDto>;

export const cardListDto = z.object({ data: z.object({ data: z.array(cardDto) }) }).transform((v) => v.data.data);
const savedCardDto = z.object({ data: cardDto }).transform((v) => v.data);
const tokenDto = z.object({ id: z.string().min(1).max(255) });

/** A provider's decline body: `{message, error: {type, code, message}}` (the sandbox and Stripe alike). */
const providerErrorDto = z.object({
  message: z.string().optional(),
  error: z
    .object({ message: z.string().min(1) })
    .partial()
    .optional(),
});

/** The provider's message, kept short; the catalogue's fallback when the body has none. */
const providerMessage = (body: unknown): string => {
  const parsed = providerErrorDto.safeParse(body);
  const text = parsed.success ? (parsed.data.error?.message ?? parsed.data.message) : undefined;
  return text && text.trim() ? text.trim().slice(0, 300) : messages.cardTokenInvalid;
};

/**
 * A card call's failure: a 402 (a decline) carries the provider's message onto the card field; a
 * 422 about the token (unknown, spent, another user's) is worded as the catalogue says, on the card
 * field too; everything else is the API's usual error.
 */
const cardError = (res: AxiosResponse): AppError => {
  if (res.status === 402) return new BadUserInputError([{ name: CARD_FIELD, messages: [providerMessage(res.data)] }]);
  if (res.status === 400 || res.status === 422)
    return new BadUserInputError([{ name: CARD_FIELD, messages: [messages.cardTokenInvalid] }]);
  return toAppError(res);
};

const call = async <T>(
  api: MainApi,
  method: 'GET' | 'POST',
  url: string,
  schema: z.ZodType<T>,
  data?: unknown,
): Promise<T> => {
  const res = await api.raw({ method, url, data });
  if (res.status >= 200 && res.status < 300) return parse(res, schema, 'main', url, api.log, api.http);
  throw cardError(res);
};

export type CardOwner = { kind: 'CLIENT' | 'OFFICE'; id: string };

const ownerPath = (owner: CardOwner, office: string, client: string) =>
  path`payments/${owner.id}/${segment(owner.kind === 'CLIENT' ? client : office)}`;

/** The owner's current cards (get-client-cards / get-agency-cards): at most one, the default. */
export const listCards = (api: MainApi, owner: CardOwner): Promise<CardDto[]> =>
  call(api, 'GET', ownerPath(owner, 'get-agency-cards', 'get-client-cards'), cardListDto);

/** Saves the card of a provider token as the owner's card (save-client-card / save-card). */
export const saveCard = (api: MainApi, owner: CardOwner, token: string): Promise<CardDto> =>
  call(api, 'POST', ownerPath(owner, 'save-card', 'save-client-card'), savedCardDto, { token });

/** Removes one of the owner's cards (delete-client-card / delete-card with the card). */
export const deleteCard = (api: MainApi, owner: CardOwner, cardId: string): Promise<void> =>
  call(api, 'POST', ownerPath(owner, 'delete-card', 'delete-client-card'), noContent, {
    card: { id: /^\d{1,15}$/.test(cardId) ? Number(cardId) : cardId },
  });

/**
 * The sandbox provider's tokenisation (POST payments/tokens): the only call that carries a card
 * number. Answers the single-use token; a decline is BAD_USER_INPUT with the provider's message.
 */
export const createSandboxToken = async (
  api: MainApi,
  card: { number: string; expMonth: number; expYear: number; cvc: string },
  usage: 'save' | 'payment' = 'save',
): Promise<string> =>
  (
    await call(api, 'POST', 'payments/tokens', tokenDto, {
      number: card.number,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      cvc: card.cvc,
      ...(usage === 'payment' ? { usage } : {}),
    })
  ).id;
