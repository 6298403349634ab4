import type { z } from 'zod';

export const storageKeys = {
  branding: 'portal.branding',
  usersFilters: 'portal.filters.users',
  packagesFilters: 'portal.filters.packages',
  ordersFilters: 'portal.filters.orders',
  features: 'portal.features',
  adminTools: 'portal.admin-tools',
  /** Whether the Contact Support widget is minimised to its side tab; kept across sign-ins, like the spec's. */
  supportMinimised: 'portal.support-minimised',
  /** The audience form's instruction modal is not shown again; kept across sign-ins, a preference of the browser's user. */
  audienceInstructionsHidden: 'portal.audience-instructions-hidden',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

const clearedOnLogout: readonly StorageKey[] = [
  storageKeys.usersFilters,
  storageKeys.packagesFilters,
  storageKeys.ordersFilters,
  storageKeys.features,
  storageKeys.adminTools,
];

/** A stored value as parsed JSON, or null when it is missing or not JSON. */
export const readStoredJson = (key: StorageKey): unknown => {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
};

export const readStored = <T>(key: StorageKey, schema: z.ZodType<T>): T | null => {
  const value = readStoredJson(key);
  if (value === null) return null;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

export const writeStored = (key: StorageKey, value: unknown): void => {
  localStorage.setItem(key, JSON.stringify(value));
};

export const removeStored = (key: StorageKey): void => {
  localStorage.removeItem(key);
};

export const clearUserStorage = (): void => {
  clearedOnLogout.forEach(removeStored);
};
