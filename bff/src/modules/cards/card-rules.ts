import { CARD_FIELD, CARD_OWNER_KINDS, cardTokenSchema, isStaff, sandboxCardSchema, type Role } from '@portal/schema';
import { z } from 'zod';
import { ForbiddenError, BadUserInputError } from '../../shared/errors.ts';
import { idSchema } from '../../shared/lists.ts';
import type { CardOwner } from '../../upstream/main/payments.ts';

/**
 * Who may see and change saved cards (administration spec, section 6, and the Payment Details
 * tabs of section 2), as plain functions of the viewer's role, client and offices.
 */

/** Roles that may change a card at all: client admins and office admins (platform staff never do). */
export const CARD_CHANGERS: readonly Role[] = ['CLIENT_ADMIN', 'AGENT_ADMIN'];

/** The client's Payment Details tab: client admins (their own client), admins and super admins. */
export const mayReadClientCard = (role: Role, ownClientId: string | null, clientId: string): boolean =>
  isStaff(role) || (role === 'CLIENT_ADMIN' && ownClientId !== null && ownClientId === clientId);

/** The client card is changed by the client's own client admins only. */
export const mayChangeClientCard = (role: Role, ownClientId: string | null, clientId: string): boolean =>
  role === 'CLIENT_ADMIN' && ownClientId !== null && ownClientId === clientId;

/**
 * An office card is seen and changed by office admins (the offices they hold) and client admins
 * (their client's offices): `viewerOfficeIds` is the offices the viewer may act for
 * (GET agencies/lookup answers exactly those for these two roles).
 */
export const mayChangeOfficeCard = (role: Role, viewerOfficeIds: readonly string[], officeId: string): boolean =>
  CARD_CHANGERS.includes(role) && viewerOfficeIds.includes(officeId);

export const cardOwnerSchema = z.object({ kind: z.enum(CARD_OWNER_KINDS), id: idSchema });

/** Card data and tokens are reported on the one card field, whatever part of them is wrong. */
const onCardField = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> => {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? '';
    throw new BadUserInputError([{ name: CARD_FIELD, messages: [message] }]);
  }
  return parsed.data;
};

export const saveCardArgs = (args: { owner: unknown; token: unknown }): { owner: CardOwner; token: string } => ({
  owner: validOwner(args.owner),
  token: onCardField(cardTokenSchema, args.token),
});

export const validOwner = (owner: unknown): CardOwner => {
  const parsed = cardOwnerSchema.safeParse(owner);
  // A malformed id can name no owner the viewer may change.
  if (!parsed.success) throw new ForbiddenError();
  return parsed.data;
};

export const sandboxCardArgs = (card: unknown) => onCardField(sandboxCardSchema, card);
