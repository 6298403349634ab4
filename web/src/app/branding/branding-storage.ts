import { readStoredJson, removeStored, storageKeys, writeStored } from '../../lib/storage.ts';

export interface StoredBranding {
  logo: string | null;
  logoInverse: string | null;
  favicon: string | null;
}

const nullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';

/**
 * The branding kept from the last sign-in, read before the first paint (favicon, login logo). A
 * hand-written check rather than zod: this module is in the entry chunk every route downloads, and
 * zod there would add about 13 KB gzipped to the login route. Anything else stored reads as none.
 */
export const readBranding = (): StoredBranding | null => {
  const value = readStoredJson(storageKeys.branding);
  if (typeof value !== 'object' || value === null) return null;
  const { logo, logoInverse, favicon } = value as Record<string, unknown>;
  return nullableString(logo) && nullableString(logoInverse) && nullableString(favicon)
    ? { logo, logoInverse, favicon }
    : null;
};

export const storeBranding = (branding: StoredBranding | null): void => {
  if (branding) writeStored(storageKeys.branding, branding);
  else removeStored(storageKeys.branding);
};

const DEFAULT_FAVICON = '/favicon.svg';

export const applyFavicon = (href: string | null | undefined): void => {
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) return;
  const next = href ?? DEFAULT_FAVICON;
  if (link.getAttribute('href') === next) return;
  link.removeAttribute('type');
  link.href = next;
};
