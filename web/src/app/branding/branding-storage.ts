import { z } from 'zod';
import { readStored, removeStored, storageKeys, writeStored } from '../../lib/storage.ts';

const storedBrandingSchema = z.object({
  logo: z.string().nullable(),
  logoInverse: z.string().nullable(),
  favicon: z.string().nullable(),
});

export type StoredBranding = z.infer<typeof storedBrandingSchema>;

export const readBranding = (): StoredBranding | null => readStored(storageKeys.branding, storedBrandingSchema);

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
