import { graphql } from '../../__generated__';

/** What a saved card shows: brand, last four digits and expiry (the host tab's query spreads it). */
export const SavedCardFields = graphql(`
  fragment SavedCardFields on SavedCard {
    id
    brand
    last4
    expMonth
    expYear
  }
`);

/** Which card field to show (Stripe Elements with a publishable key, else the sandbox field); public, cached for the session. */
export const CardEntryQuery = graphql(`
  query CardEntry {
    cardEntry {
      provider
      publishableKey
    }
  }
`);

/** The sandbox provider's tokenisation (only without a Stripe key): card data in, a single-use token out. */
export const CreateSandboxCardTokenMutation = graphql(`
  mutation CreateSandboxCardToken($card: SandboxCardInput!, $usage: CardUsage) {
    createSandboxCardToken(card: $card, usage: $usage)
  }
`);

export const SaveCardMutation = graphql(`
  mutation SaveCard($owner: CardOwnerInput!, $token: String!) {
    saveCard(owner: $owner, token: $token) {
      ...SavedCardFields
    }
  }
`);

export const RemoveCardMutation = graphql(`
  mutation RemoveCard($owner: CardOwnerInput!) {
    removeCard(owner: $owner)
  }
`);
