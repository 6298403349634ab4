/**
 * Zod rules for the ordering forms' shared fields (ordering spec section 5), built on the plain
 * validators: the order schemas compose them, the BFF and the portal apply the same.
 */
import { z } from 'zod';
import { messages as m, orderingMessages as om } from './messages.ts';
import { isAuthorisedDomain, isEmail, isHttpsUrl, listItems, maxListLen } from './validators.ts';

/** An https URL; empty passes unless `required` (then `requiredMessage`). */
export const httpsUrlRule = ({
  message = om.destinationUrlHttps,
  required = false,
  requiredMessage = message,
}: { message?: string; required?: boolean; requiredMessage?: string } = {}) =>
  z
    .string()
    .trim()
    .refine((value) => !required || value !== '', { error: requiredMessage, abort: true })
    .refine((value) => value === '' || isHttpsUrl(value), { error: message });

/** A URL housed within the client's authorised domains (a comma list; `*.x` is any sub-domain of x). */
export const authorisedUrlRule = (domains: string | readonly string[], message = om.agentPageUrlNotAuthorised) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || isAuthorisedDomain(value, domains), { error: message });

/** Report recipient rows: each row's email non-empty ("… otherwise remove this field") and valid. */
export const recipientRowsRule = () =>
  z.array(
    z.object({
      email: z
        .string()
        .trim()
        .min(1, { error: om.recipientEmailRequired, abort: true })
        .refine(isEmail, { error: om.recipientEmailInvalid }),
    }),
  );

/** Four-digit postcodes. */
const POSTCODE = /^\d{4}$/;

/**
 * A postcode list as the order forms hold it (one entry per postcode): required, at most `max`
 * ("Maximum 4 Postcodes"), or with `exactly` 1 exactly one ("Postcode is required with exactly 1 postcode.").
 */
export const postcodeListRule = ({ max = 4, exactly }: { max?: number; exactly?: 1 } = {}) =>
  z
    .array(z.string().trim())
    .transform((list) => listItems(list))
    .refine((list) => list.length > 0, {
      error: exactly ? om.postcodeExactlyOne : om.postcodesRequired,
      abort: true,
    })
    .refine((list) => (exactly ? list.length === exactly : maxListLen(list, max)), {
      error: exactly ? om.postcodeExactlyOne : om.postcodesMaximum,
      abort: true,
    })
    .refine((list) => list.every((code) => POSTCODE.test(code)), { error: m.billingPostcodeInvalid });

/** The day after `today` as YYYY-MM-DD (the earliest start date of an order). */
export const tomorrowOf = (today: Date = new Date()): string => {
  const next = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${next.getFullYear()}-${pad(next.getMonth() + 1)}-${pad(next.getDate())}`;
};

/** A required YYYY-MM-DD date no earlier than `min` ('Start date is required'). */
export const startDateRule = (min: string) =>
  z
    .string()
    .min(1, { error: om.startDateRequired, abort: true })
    .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && value >= min, { error: om.startDateTooEarly });

/** The order forms' image limit (ordering spec sections 5 and 9): 1,024,000 bytes per image. */
export const ORDER_IMAGE_MAX_BYTES = 1_024_000;

/** Image types by extension, as the spec names them per field (headshot jpg/png; hero gif/jpg/jpeg/png/webp). */
export const IMAGE_TYPES = {
  gif: 'image/gif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
} as const;
export type ImageExtension = keyof typeof IMAGE_TYPES;
