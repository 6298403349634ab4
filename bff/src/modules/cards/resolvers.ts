import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import type { Context } from '../../context.ts';
import { guardCardAttempt } from '../../security/payment-throttle.ts';
import { roleOf } from '../../session/viewer.ts';
import { ForbiddenError } from '../../shared/errors.ts';
import {
  createSandboxToken,
  deleteCard,
  saveCard,
  type CardDto,
  type CardOwner,
} from '../../upstream/main/payments.ts';
import {
  CARD_CHANGERS,
  mayChangeClientCard,
  mayChangeOfficeCard,
  mayReadClientCard,
  sandboxCardArgs,
  saveCardArgs,
  validOwner,
} from './card-rules.ts';

/** Whether the viewer may change (and so see) the card of `officeId`: one offices lookup per request. */
const mayChangeOffice = async (ctx: Context, officeId: string): Promise<boolean> => {
  const role = roleOf(ctx.requireSession());
  if (!CARD_CHANGERS.includes(role)) return false;
  const offices = await ctx.loaders.viewer.offices();
  return mayChangeOfficeCard(
    role,
    offices.map((o) => o.id),
    officeId,
  );
};

/** FORBIDDEN unless the viewer may change the owner's card; decided before any card call. */
const assertMayChange = async (ctx: Context, owner: CardOwner): Promise<void> => {
  const session = ctx.requireSession();
  const allowed =
    owner.kind === 'CLIENT'
      ? mayChangeClientCard(roleOf(session), session.user.clientId, owner.id)
      : await mayChangeOffice(ctx, owner.id);
  if (!allowed) throw new ForbiddenError();
};

const currentCards = (ctx: Context, owner: CardOwner) =>
  (owner.kind === 'CLIENT' ? ctx.loaders.cards.clientCards : ctx.loaders.cards.officeCards).load(owner.id);

const firstOf = (cards: CardDto[] | null): CardDto | null => cards?.[0] ?? null;

/**
 * Thin resolvers: the rules are card-rules.ts, the calls upstream/main/payments.ts. Nothing here
 * logs, and card data goes only to the sandbox provider's tokenisation.
 */
export const cardResolvers: Resolvers = {
  Query: {
    cardEntry: (_root, _args, ctx) => ctx.services.config.cardEntry,
  },
  Mutation: {
    saveCard: async (_root, args, ctx) => {
      const { owner, token } = saveCardArgs(args);
      await assertMayChange(ctx, owner);
      const card = await saveCard(ctx.main, owner, token);
      const loader = owner.kind === 'CLIENT' ? ctx.loaders.cards.clientCards : ctx.loaders.cards.officeCards;
      loader.clear(owner.id).prime(owner.id, [card]);
      return card;
    },
    removeCard: async (_root, args, ctx) => {
      const owner = validOwner(args.owner);
      await assertMayChange(ctx, owner);
      const cards = (await currentCards(ctx, owner)) ?? [];
      await Promise.all(cards.map((card) => deleteCard(ctx.main, owner, card.id)));
      const loader = owner.kind === 'CLIENT' ? ctx.loaders.cards.clientCards : ctx.loaders.cards.officeCards;
      loader.clear(owner.id).prime(owner.id, []);
      return cards.length > 0;
    },
    createSandboxCardToken: async (_root, args, ctx) => {
      // With Stripe configured, card data must go to Stripe from the browser, never through the BFF.
      if (ctx.services.config.cardEntry.provider !== 'SANDBOX') throw new ForbiddenError();
      const card = sandboxCardArgs(args.card);
      // Card testing: a refused tokenisation is a card attempt (per session and per user); a token
      // made gives its reservation back (the payment that spends it is the attempt, decision 076).
      const usage = args.usage === 'PAYMENT' ? 'payment' : 'save';
      return guardCardAttempt(ctx, () => createSandboxToken(ctx.main, card, usage));
    },
  },
  Client: {
    card: async (client, _args, ctx) => {
      const session = ctx.requireSession();
      if (!mayReadClientCard(roleOf(session), session.user.clientId, client.id)) return null;
      return firstOf(await ctx.loaders.cards.clientCards.load(client.id));
    },
  },
  Office: {
    card: async (office, _args, ctx) =>
      (await mayChangeOffice(ctx, office.id)) ? firstOf(await ctx.loaders.cards.officeCards.load(office.id)) : null,
    clientCard: async (office, _args, ctx) =>
      office.clientId !== null && (await mayChangeOffice(ctx, office.id))
        ? firstOf(await ctx.loaders.cards.clientCards.load(office.clientId))
        : null,
  },
};
