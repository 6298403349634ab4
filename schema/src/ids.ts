import { z } from 'zod';
import { messages as m } from './messages.ts';

/**
 * Upstream record ids in their one canonical spelling. Every record of both upstream APIs is keyed
 * by a positive integer (SQL row ids); the portal carries them as GraphQL `ID` strings. Only the
 * canonical decimal spelling passes: digits, no leading zero, no sign, no blank, no exponent or
 * fraction, at most Number.MAX_SAFE_INTEGER. "05002", " 5002", "5002.0", "+5002" and "1e3" name no
 * record: they are refused rather than normalised, so one record has one spelling everywhere a key is
 * made from it (single flights, locks, caches, loader keys, paths).
 * Values that are not row ids upstream (slugs, report tokens, card tokens, feature keys) have their
 * own rules and never pass through this one.
 */
const CANONICAL_ID = /^[1-9][0-9]{0,15}$/;

/** True for the canonical spelling of an upstream id. */
export const isUpstreamId = (value: unknown): value is string =>
  typeof value === 'string' && CANONICAL_ID.test(value) && Number(value) <= Number.MAX_SAFE_INTEGER;

/** The zod rule of an upstream id argument (BAD_USER_INPUT "Invalid id" otherwise). */
export const upstreamId = z.string({ error: m.invalidId }).refine(isUpstreamId, { error: m.invalidId });

/**
 * An office slug as the main API issues it: lowercase letters and digits in dash-separated words
 * (the office's name folded to ASCII, at most 80 characters, plus a "-N" suffix when taken). Nothing
 * else (blanks, newlines, "?", "#", "&", "/", "%", dots, non-ASCII) is a slug of any office.
 */
export const SLUG_MAX_LENGTH = 100;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isOfficeSlug = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= SLUG_MAX_LENGTH && SLUG.test(value);

/** The zod rule of an office slug argument (BAD_USER_INPUT "Invalid office" otherwise). */
export const officeSlug = z.string({ error: m.invalidSlug }).refine(isOfficeSlug, { error: m.invalidSlug });
