import { ForbiddenError } from '../../shared/errors.ts';
import type { Context } from '../../context.ts';
import { roleOf } from '../../session/viewer.ts';
import { defineModule } from '../../shared/module.ts';
import { CARD_CHANGERS } from './card-rules.ts';
import { cardLoaders } from './loaders.ts';
import { cardResolvers } from './resolvers.ts';

/** Client admins and office admins (whose scope each resolver then checks); FORBIDDEN for everyone else. */
const cardChanger = (ctx: Context): void => {
  if (!CARD_CHANGERS.includes(roleOf(ctx.requireSession()))) throw new ForbiddenError();
};

/**
 * Tokenising a card to pay a campaign (`usage: PAYMENT`) is open to every signed-in viewer: agents
 * and admins order too, and `payCampaign` checks the office and campaign the token is spent on (a
 * payment token never becomes anyone's saved card without `saveCard`'s own check). Tokenising a
 * card to save it is for card changers only.
 */
const tokeniser = (ctx: Context, args: Record<string, unknown>): void => {
  if (args.usage === 'PAYMENT') ctx.requireSession();
  else cardChanger(ctx);
};

/**
 * Saved cards of clients and offices, and the card entry configuration
 * (schema/graphql/cards.graphql; decisions 027, 034 and 035).
 */
export const cardsModule = defineModule({
  name: 'cards',
  resolvers: cardResolvers,
  access: {
    Query: { cardEntry: 'public' },
    Mutation: { saveCard: cardChanger, removeCard: cardChanger, createSandboxCardToken: tokeniser },
  },
  loaders: cardLoaders,
});
