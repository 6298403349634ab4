/**
 * The ad creatives' vocabulary (ordering spec 2.8 and 9, decision 086): the four size keys and the
 * three kinds, and how each layer spells a size: the key (`160x600`, the dashboards, the creative
 * frame), the contract's field (`size160x600`, GraphQL `CreativeUrls` and the client's integration)
 * and the main API's suffix (`160600`, `propertyCreative160600`; the sandbox's `property_creative_160600`).
 */

export const CREATIVE_SIZE_KEYS = ['160x600', '300x600', '300x250', '970x250'] as const;
export type CreativeSizeKey = (typeof CREATIVE_SIZE_KEYS)[number];

/** The creative kinds, one creative URL per kind and size in the client's integration. */
export const CREATIVE_KINDS = ['property', 'office', 'agent'] as const;
export type CreativeKind = (typeof CREATIVE_KINDS)[number];

/** A size key's pixels: the width is its first three characters, the height its last three (spec 2.8). */
export const creativeDimensions = (size: CreativeSizeKey): { width: number; height: number } => ({
  width: Number(size.slice(0, 3)),
  height: Number(size.slice(-3)),
});

/** The contract's field of a size: `160x600` → `size160x600`. */
export type CreativeSizeField = `size${CreativeSizeKey}`;
export const creativeSizeField = (size: CreativeSizeKey): CreativeSizeField => `size${size}`;
export const CREATIVE_SIZES = CREATIVE_SIZE_KEYS.map(creativeSizeField) as readonly CreativeSizeField[];

/** The main API's suffix of a size: `160x600` → `160600`. */
export const creativeSizeSuffix = (size: CreativeSizeKey): string => size.replace('x', '');

/** The main API's field of a kind's creative URL: `propertyCreative160600`. */
export const creativeUpstreamField = (kind: CreativeKind, size: CreativeSizeKey): string =>
  `${kind}Creative${creativeSizeSuffix(size)}`;

/** The sandbox's column of a kind's creative URL (`client_integrations`): `property_creative_160600`. */
export const creativeColumn = (kind: CreativeKind, size: CreativeSizeKey): string =>
  `${kind}_creative_${creativeSizeSuffix(size)}`;

/** Creative URLs by the contract's fields, from the main API's `{kind}Creative{suffix}` map (empty is null). */
export const creativeFieldsOf = (
  urls: Readonly<Record<string, string | null | undefined>>,
  kind: CreativeKind,
): Record<CreativeSizeField, string | null> =>
  Object.fromEntries(
    CREATIVE_SIZE_KEYS.map((size) => [creativeSizeField(size), urls[creativeUpstreamField(kind, size)] || null]),
  ) as Record<CreativeSizeField, string | null>;

/** Creative URLs by size key, from the contract's fields (`{ size160x600 }` → `{ '160x600' }`). */
export const creativeUrlsBySize = (
  fields: Partial<Readonly<Record<CreativeSizeField, string | null>>>,
): Record<CreativeSizeKey, string | null> =>
  Object.fromEntries(CREATIVE_SIZE_KEYS.map((size) => [size, fields[creativeSizeField(size)] ?? null])) as Record<
    CreativeSizeKey,
    string | null
  >;
