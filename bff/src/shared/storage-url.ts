/** A storage location (relative to the upstream's storage base) as the BFF serves it, under /storage/. */
export const storageUrl = (location: string | null | undefined): string | null => (location ? `/storage/${location.replace(/^\/+/, '')}` : null);
