/**
 * A storage location (relative to the upstream's storage base) as the BFF serves it, under
 * /storage/: each path segment percent-encoded, so that a name holding `#`, `?` or `%` stays one
 * path. The one form for every answer (records' image URLs and the upload answer alike).
 */
export const storageUrl = (location: string | null | undefined): string | null =>
  location ? `/storage/${location.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/')}` : null;
