/**
 * Saved cards: the sandbox card field's shape rules and input masks, shared by the portal's card
 * field and the BFF's `createSandboxCardToken` / `saveCard`. They only check that the card data is
 * complete; whether a card is valid (check digit, expiry in the past, declines) is the payment
 * provider's decision, whose message is shown under the card field.
 */
import { z } from 'zod';
import { messages as m } from './messages.ts';

/** The one field name card errors are reported on (`extensions.fieldErrors[].name`). */
export const CARD_FIELD = 'card';

export const CARD_OWNER_KINDS = ['CLIENT', 'OFFICE'] as const;
export type CardOwnerKind = (typeof CARD_OWNER_KINDS)[number];

/** The card number's digits (spaces and hyphens dropped); undefined when anything else is in it. */
export const cardDigits = (value: string): string | undefined => {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d*$/.test(digits) ? digits : undefined;
};

const isAmex = (digits: string) => /^3[47]/.test(digits);

/** Number mask: groups of four (American Express 4-6-5), at most 19 digits (15 for American Express). */
export const formatCardNumber = (value: string): string => {
  const digits = value.replace(/\D/g, '').slice(0, isAmex(value.replace(/\D/g, '')) ? 15 : 19);
  if (isAmex(digits)) return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
};

/** Expiry mask: MM/YY (a single first digit above 1 becomes 0N). */
export const formatCardExpiry = (value: string): string => {
  let digits = value.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

/** CVC mask: digits only, at most four. */
export const formatCardCvc = (value: string): string => value.replace(/\D/g, '').slice(0, 4);

/** "MM/YY" → month and four-digit year; undefined while incomplete. */
export const parseCardExpiry = (value: string): { expMonth: number; expYear: number } | undefined => {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return undefined;
  const year = Number(match[2]);
  return { expMonth: Number(match[1]), expYear: year < 100 ? 2000 + year : year };
};

/**
 * The sandbox card field's data (SandboxCardInput): a number of 12 to 19 digits, an expiry and a
 * security code of 3 or 4 digits. Ranges are the provider's to judge ("Your card's expiration
 * month is invalid."), so only bounds that keep the input small are checked here.
 */
export const sandboxCardSchema = z.object({
  number: z
    .string({ error: m.cardNumberIncomplete })
    .max(32, { error: m.cardNumberIncomplete })
    .refine(
      (v) => {
        const digits = cardDigits(v);
        return digits !== undefined && digits.length >= 12 && digits.length <= 19;
      },
      { error: m.cardNumberIncomplete },
    )
    .transform((v) => cardDigits(v)!),
  expMonth: z
    .number({ error: m.cardExpiryIncomplete })
    .int({ error: m.cardExpiryIncomplete })
    .min(0, { error: m.cardExpiryIncomplete })
    .max(99, { error: m.cardExpiryIncomplete }),
  expYear: z
    .number({ error: m.cardExpiryIncomplete })
    .int({ error: m.cardExpiryIncomplete })
    .min(0, { error: m.cardExpiryIncomplete })
    .max(9999, { error: m.cardExpiryIncomplete }),
  cvc: z
    .string({ error: m.cvcIncomplete })
    .trim()
    .regex(/^\d{3,4}$/, { error: m.cvcIncomplete }),
});
export type SandboxCardData = z.output<typeof sandboxCardSchema>;

/** A provider token (tok_…, pm_…): what saveCard accepts. */
export const cardTokenSchema = z
  .string({ error: m.cardTokenInvalid })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,255}$/, { error: m.cardTokenInvalid });

/** The portal's sandbox card form: the three inputs as typed (masked), checked for completeness. */
export const sandboxCardFormSchema = z
  .object({ number: z.string(), expiry: z.string(), cvc: z.string() })
  .superRefine((v, ctx) => {
    const digits = cardDigits(v.number) ?? '';
    if (digits.length < 12 || digits.length > 19)
      ctx.addIssue({ code: 'custom', path: ['number'], message: m.cardNumberIncomplete });
    if (!parseCardExpiry(v.expiry)) ctx.addIssue({ code: 'custom', path: ['expiry'], message: m.cardExpiryIncomplete });
    if (!/^\d{3,4}$/.test(v.cvc.trim())) ctx.addIssue({ code: 'custom', path: ['cvc'], message: m.cvcIncomplete });
  });
export type SandboxCardFormValues = z.input<typeof sandboxCardFormSchema>;

/** The portal's form values → SandboxCardInput (after sandboxCardFormSchema passed). */
export const toSandboxCardInput = (
  v: SandboxCardFormValues,
): { number: string; expMonth: number; expYear: number; cvc: string } => {
  const expiry = parseCardExpiry(v.expiry) ?? { expMonth: 0, expYear: 0 };
  return { number: cardDigits(v.number) ?? '', ...expiry, cvc: v.cvc.trim() };
};
