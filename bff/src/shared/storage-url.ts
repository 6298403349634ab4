/**
 * A storage location (relative to the upstream's storage base) as the BFF serves it, under
 * /storage/: each path segment percent-encoded, so that a name holding `#`, `?` or `%` stays one
 * path. The one form for every answer (records' image URLs and the upload answer alike).
 */
export const storageUrl = (location: string | null | undefined): string | null => {
  if (!location) return null;
  // Most locations need no encoding (a list of 5,000 listings asks this 5,000 times): as they are.
  if (PLAIN.test(location)) return `/storage/${location}`;
  return `/storage/${location.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/')}`;
};

/** A location encodeURIComponent leaves as it is, segment by segment, with no leading slash. */
const PLAIN = /^[A-Za-z0-9\-_.!~*'()][A-Za-z0-9\-_.!~*'()/]*$/;
