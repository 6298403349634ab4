import type { ReactNode } from 'react';

/** What every card field adapter (sandbox, Stripe Elements) is given by SavedCardPanel. */
export interface CardFieldProps {
  /**
   * Saves the single-use token the provider made; resolves the message to show under the card
   * field when saving failed, or null when the card was saved.
   */
  onToken: (token: string) => Promise<string | null>;
  /** The accessible name of the card field group (default: Card). */
  label?: string;
  /** What the card is entered for: saving it (default) or paying an order (declines come at the charge). */
  usage?: 'SAVE' | 'PAYMENT';
  /** The submit button's text (default: Save card). */
  submitLabel?: string;
  /** Buttons shown before the submit button, on its row (the payment dialog's Cancel). */
  actions?: ReactNode;
}
