import { z } from 'zod';
import type { Address } from '../store/client-admin.ts';
import { isEmail, isRecord, messages, parseFields, type FieldIssue } from './validation.ts';

/**
 * Field checks shared by the client and office forms. Every form here is a whole-object update: a
 * field left out keeps its value, a field sent (null or '' for "none") replaces it, and a nested
 * object sent replaces the whole nested object.
 */

export const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export const states = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export const paymentOptions = ['credit-card', 'trading-terms'] as const;

/** Reads the fields present in `body` (others are skipped): valid values and the issues of the others. */
export const parsePresent = <S extends Record<string, z.ZodType>>(schemas: S, body: unknown) =>
  parseFields(schemas, body, { presentOnly: true });

/** Text up to `max` characters, trimmed; null, absent or '' mean none. */
export const optionalText = (max = 255) =>
  z
    .string({ error: messages.invalid })
    .trim()
    .max(max, messages.tooLong(max))
    .nullish()
    .transform((value) => value || null);

/** Required text up to `max` characters, trimmed. */
export const requiredName = (max = 255) =>
  z
    .string({ error: (issue) => (issue.input == null ? messages.blank : messages.invalid) })
    .trim()
    .min(1, { error: messages.blank, abort: true })
    .max(max, messages.tooLong(max));

export const choice = <V extends string>(values: readonly V[]) =>
  z.unknown().transform((value, check) => {
    if (typeof value !== 'string' || !(values as readonly string[]).includes(value.trim())) {
      check.issues.push({
        code: 'custom',
        message: value == null || value === '' ? messages.blank : messages.invalidChoice,
        input: value,
      });
      return z.NEVER;
    }
    return value.trim() as V;
  });

/** One of `values`, or null ('' and absent too). */
export const optionalChoice = <V extends string>(values: readonly V[]) =>
  z.unknown().transform((value, check) => {
    if (value === null || value === undefined || value === '') return null;
    if (typeof value !== 'string' || !(values as readonly string[]).includes(value.trim())) {
      check.issues.push({ code: 'custom', message: messages.invalidChoice, input: value });
      return z.NEVER;
    }
    return value.trim() as V;
  });

export const bool = () => z.boolean({ error: messages.invalid });

/** Empty, or one e-mail address. */
export const optionalEmail = () =>
  optionalText(180).refine((value) => value === null || isEmail(value), messages.invalidEmail);

/** Empty, or e-mail addresses separated by commas (white space ignored); stored as `a@x, b@y`. */
export const emailList = () =>
  z.unknown().transform((value, check) => {
    const parts = Array.isArray(value)
      ? value
      : typeof value === 'string'
        ? value.split(',')
        : value == null
          ? []
          : undefined;
    const emails = parts
      ?.map((part) => (typeof part === 'string' ? part.trim() : undefined))
      .filter((part) => part !== '');
    if (!emails || emails.some((email) => email === undefined || !isEmail(email)) || emails.join(', ').length > 2000) {
      check.issues.push({ code: 'custom', message: messages.invalidEmail, input: value });
      return z.NEVER;
    }
    return emails.join(', ');
  });

const domainPattern = /^(\*\.)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** Empty, or domains `name.tld` separated by commas, each with an optional leading `*.`. */
export const domainList = () =>
  optionalText(2000).transform((value, check) => {
    if (value === null) return '';
    const domains = value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    if (domains.some((domain) => !domainPattern.test(domain))) {
      check.issues.push({ code: 'custom', message: messages.invalid, input: value });
      return z.NEVER;
    }
    return domains.join(', ');
  });

const isUrl = (value: string, protocols: readonly string[]) => {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
};

/** Empty, or an http(s) URL. */
export const optionalUrl = (protocols: readonly string[] = ['https:', 'http:']) =>
  optionalText(2000).refine((value) => value === null || isUrl(value, protocols), messages.invalid);

/** A calendar date `YYYY-MM-DD` that exists. */
export const isDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

export const date = () =>
  z
    .string({ error: (issue) => (issue.input == null ? messages.blank : messages.invalid) })
    .trim()
    .min(1, { error: messages.blank, abort: true })
    .refine(isDate, messages.invalid);

export const optionalDate = () => optionalText(10).refine((value) => value === null || isDate(value), messages.invalid);

/** A whole number between `min` and `max` (digit strings too). */
export const integer = (min: number, max: number) =>
  z.unknown().transform((value, check) => {
    const number = typeof value === 'string' && /^-?\d{1,9}$/.test(value.trim()) ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max) {
      check.issues.push({
        code: 'custom',
        message: value == null || value === '' ? messages.blank : messages.invalid,
        input: value,
      });
      return z.NEVER;
    }
    return number;
  });

/** A `#rgb` or `#rrggbb` colour, or null. */
export const optionalColour = () =>
  optionalText(7).refine((value) => value === null || /^#(?:[0-9a-f]{3}){1,2}$/i.test(value), messages.invalid);

/** A nested object; anything else than an object (or null when `nullable`) is not valid. */
export const nested = <S extends z.ZodRawShape>(shape: S) => z.object(shape, { error: messages.invalid });

export const addressShape = {
  buildingName: null,
  thoroughfareNumber: null,
  thoroughfareName: null,
  localityName: null,
  postalCodeNumber: null,
  administrativeAreaName: null,
} as const;

/** `published`; `archive` or `archived` archive. */
export const status = () =>
  choice(['published', 'archive', 'archived'] as const).transform(
    (value) => (value === 'published' ? 'published' : 'archived') as 'published' | 'archived',
  );

/** 1 to 4 four-digit postcodes separated by commas (spaces dropped), or null. */
export const postcodes = () =>
  optionalText().transform((value, check) => {
    if (value === null) return null;
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.length > 4 || entries.some((entry) => !/^\d{4}$/.test(entry))) {
      check.issues.push({ code: 'custom', message: messages.invalid, input: value });
      return z.NEVER;
    }
    return entries.join(',');
  });

/**
 * Merges the fields of `input` present in `schemas` into `current` (fields left out keep their value);
 * issues get `path` in front. `input` must be an object, else the issue is "not valid" on `path`.
 */
export function mergePresent<T extends Record<string, unknown>>(
  current: T,
  schemas: { [K in keyof T]?: z.ZodType<T[K], unknown> },
  input: unknown,
  path: readonly PropertyKey[],
  issues: FieldIssue[],
): T {
  if (!isRecord(input)) {
    issues.push({ path, message: messages.invalid });
    return current;
  }
  const merged: Record<string, unknown> = { ...current };
  for (const [field, schema] of Object.entries(schemas) as [string, z.ZodType][]) {
    if (!(field in input) || input[field] === undefined) continue;
    const result = schema.safeParse(input[field]);
    if (result.success) merged[field] = result.data;
    else
      issues.push(
        ...result.error.issues.map((issue) => ({ path: [...path, field, ...issue.path], message: issue.message })),
      );
  }
  return merged as T;
}

/** Whether `body` holds `field` (not undefined). */
export const has = (body: unknown, field: string): boolean =>
  isRecord(body) && field in body && body[field] !== undefined;

export const addressParts = () => ({
  buildingName: optionalText(),
  thoroughfareNumber: optionalText(32),
  thoroughfareName: optionalText(),
  localityName: optionalText(),
  postalCodeNumber: optionalText(4).refine((value) => value === null || /^\d{4}$/.test(value), messages.invalid),
  administrativeAreaName: optionalChoice(states),
});

const emptyAddress: Address = {
  buildingName: null,
  thoroughfareNumber: null,
  thoroughfareName: null,
  localityName: null,
  postalCodeNumber: null,
  administrativeAreaName: null,
};

/** An address field: null means none, an object is merged into the current address; every part empty means none. */
export function mergeAddress(
  current: Address | null,
  input: unknown,
  path: readonly PropertyKey[],
  issues: FieldIssue[],
): Address | null {
  if (input === null) return null;
  const merged = mergePresent(current ?? emptyAddress, addressParts() as never, input, path, issues);
  return Object.values(merged).every((part) => part === null) ? null : merged;
}

/** A whole number between `min` and `max`, or null ('' and absent too). */
export const optionalInteger = (min: number, max: number) =>
  z.unknown().transform((value, check) => {
    if (value === null || value === undefined || value === '') return null;
    const number = typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max) {
      check.issues.push({ code: 'custom', message: messages.invalid, input: value });
      return z.NEVER;
    }
    return number;
  });
