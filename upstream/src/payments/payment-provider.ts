import { HttpError } from '../http/errors.ts';
import type { CardDetails } from '../store/cards.ts';

/**
 * The sandbox payment provider's card checks. It knows only test cards, which behave like the
 * well-known public test cards of card payment providers: one succeeds per brand, the others decline
 * with the provider's usual message. Errors answer 402 with a provider-style body.
 */

type Outcome =
  { kind: 'success' } | { kind: 'decline'; code: string; declineCode?: string; param?: string; message: string };

export const testCards: ReadonlyMap<string, Outcome> = new Map<string, Outcome>([
  ['4242424242424242', { kind: 'success' }],
  ['5555555555554444', { kind: 'success' }],
  ['378282246310005', { kind: 'success' }],
  [
    '4000000000009995',
    {
      kind: 'decline',
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    },
  ],
  [
    '4000000000000069',
    { kind: 'decline', code: 'expired_card', param: 'exp_month', message: 'Your card has expired.' },
  ],
  [
    '4000000000000002',
    { kind: 'decline', code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
  ],
  [
    '4000000000000127',
    { kind: 'decline', code: 'incorrect_cvc', param: 'cvc', message: "Your card's security code is incorrect." },
  ],
]);

export type CardError = { type: 'card_error'; code: string; decline_code?: string; param?: string; message: string };

/** A 402 with the provider's error body: `{message, error: {type, code, decline_code?, param?, message}}`. */
export function cardError(
  code: string,
  message: string,
  extra: { declineCode?: string; param?: string } = {},
): HttpError {
  const error: CardError = {
    type: 'card_error',
    code,
    ...(extra.declineCode ? { decline_code: extra.declineCode } : {}),
    ...(extra.param ? { param: extra.param } : {}),
    message,
  };
  return new HttpError(402, { message, error });
}

const luhn = (digits: string): boolean => {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

export function brandOf(digits: string): string {
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MasterCard';
  if (/^4/.test(digits)) return 'Visa';
  if (/^6(011|5)/.test(digits)) return 'Discover';
  return 'Unknown';
}

const digitsOf = (value: unknown): string | undefined => {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  if (typeof value !== 'string') return undefined;
  const compact = value.replace(/[\s-]/g, '');
  return /^\d+$/.test(compact) ? compact : undefined;
};

const integerOf = (value: unknown): number | undefined => {
  const digits = digitsOf(value);
  return digits === undefined || digits.length > 4 ? undefined : Number(digits);
};

/** A test card's decline as kept beside a payment token: the key of `declines`. */
export type DeclineCode = 'insufficient_funds' | 'expired_card' | 'generic_decline' | 'incorrect_cvc';

const declineCodeOf = (outcome: Outcome & { kind: 'decline' }): DeclineCode =>
  (outcome.declineCode ?? outcome.code) === 'card_declined'
    ? 'generic_decline'
    : ((outcome.declineCode ?? outcome.code) as DeclineCode);

/** The provider's card error for a decline code kept with a token (the same body a tokenisation decline has). */
export function declineError(code: string): HttpError {
  for (const outcome of testCards.values()) {
    if (outcome.kind === 'decline' && declineCodeOf(outcome) === code) {
      return cardError(outcome.code, outcome.message, {
        ...(outcome.declineCode ? { declineCode: outcome.declineCode } : {}),
        ...(outcome.param ? { param: outcome.param } : {}),
      });
    }
  }
  return cardError('card_declined', 'Your card was declined.', { declineCode: 'generic_decline' });
}

/**
 * Checks card data as the provider does when it makes a token: the number's form and check digit,
 * the expiry, the security code, then whether it is a test card at all. Answers the details a token
 * may keep (brand, last four, expiry) and, for a decline test card, its decline code; anything
 * malformed (or a card that is not a test card) throws a 402 card error.
 */
export function inspectCard(
  body: Record<string, unknown>,
  today: Date,
): { card: CardDetails; decline: DeclineCode | null } {
  const number = digitsOf(body.number);
  if (number === undefined || number.length < 12 || number.length > 19 || !luhn(number)) {
    throw cardError('incorrect_number', 'Your card number is incorrect.', { param: 'number' });
  }
  const month = integerOf(body.exp_month);
  if (month === undefined || month < 1 || month > 12) {
    throw cardError('invalid_expiry_month', "Your card's expiration month is invalid.", { param: 'exp_month' });
  }
  let year = integerOf(body.exp_year);
  if (year !== undefined && year < 100) year += 2000;
  const thisYear = today.getUTCFullYear();
  if (year === undefined || year > thisYear + 50) {
    throw cardError('invalid_expiry_year', "Your card's expiration year is invalid.", { param: 'exp_year' });
  }
  if (year < thisYear)
    throw cardError('invalid_expiry_year', "Your card's expiration year is in the past.", { param: 'exp_year' });
  if (year === thisYear && month < today.getUTCMonth() + 1) {
    throw cardError('invalid_expiry_month', "Your card's expiration month is in the past.", { param: 'exp_month' });
  }
  const brand = brandOf(number);
  const cvc = typeof body.cvc === 'string' || typeof body.cvc === 'number' ? String(body.cvc).trim() : '';
  if (!(brand === 'American Express' ? /^\d{4}$/ : /^\d{3}$/).test(cvc)) {
    throw cardError('invalid_cvc', "Your card's security code is invalid.", { param: 'cvc' });
  }
  const outcome = testCards.get(number);
  if (!outcome) {
    throw cardError('card_declined', 'Your card was declined. The sandbox accepts only its test cards.', {
      declineCode: 'test_mode_live_card',
    });
  }
  return {
    card: { brand, last4: number.slice(-4), exp_month: month, exp_year: year },
    decline: outcome.kind === 'decline' ? declineCodeOf(outcome) : null,
  };
}

/**
 * The check of a token made to save a card: a decline test card is refused here, at the save step
 * (as a provider refuses to attach such a card to a customer), with its 402 card error.
 */
export function checkCard(body: Record<string, unknown>, today: Date): CardDetails {
  const { card, decline } = inspectCard(body, today);
  if (decline !== null) throw declineError(decline);
  return card;
}
