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
 * Saved cards of clients and offices, and the card entry configuration
 * (schema/graphql/cards.graphql; decisions 027, 034 and 035).
 */
export const cardsModule = defineModule({
  name: 'cards',
  resolvers: cardResolvers,
  access: {
    Query: { cardEntry: 'public' },
    Mutation: { saveCard: cardChanger, removeCard: cardChanger, createSandboxCardToken: cardChanger },
  },
  loaders: cardLoaders,
});
