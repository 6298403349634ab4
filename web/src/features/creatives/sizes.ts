import { CREATIVE_SIZE_KEYS, type CreativeSizeKey } from '@portal/schema';

/** The creative size keys (ordering spec 9): 160x600, 300x600, 300x250, 970x250. */
export { CREATIVE_SIZE_KEYS, type CreativeSizeKey };

/** A size key's pixels: the width is its first three characters, the height its last three (spec 2.8). */
export const creativeDimensions = (size: CreativeSizeKey): { width: number; height: number } => ({
  width: Number(size.slice(0, 3)),
  height: Number(size.slice(-3)),
});

/** The values a draft's creative is drawn from (the creative renderer's query parameters). */
export interface CreativeDraft {
  /** The office whose brand colours and client ad logo the creative uses. */
  officeId: string;
  headline: string;
  copy: string;
  label: string;
  name?: string;
  phone?: string;
  /** Storage locations of the images, the main one first. */
  images: readonly string[];
}

/** A creative URL with a draft's values as its query (the preview before booking). */
export function draftCreativeUrl(base: string, draft: CreativeDraft): string {
  const url = new URL(base, window.location.href);
  const params = url.searchParams;
  params.set('office', draft.officeId);
  const set = (name: string, value: string | undefined) => {
    if (value && value.trim() !== '') params.set(name, value.trim());
  };
  set('headline', draft.headline);
  set('copy', draft.copy);
  set('label', draft.label);
  set('name', draft.name);
  set('phone', draft.phone);
  for (const image of draft.images.slice(0, 5)) params.append('image', image);
  return url.toString();
}

/** A storage location from a portal storage URL (`/storage/<location>`), or null. */
export const storageLocationOf = (url: string | null | undefined): string | null => {
  if (!url) return null;
  const path = url.split('?')[0] ?? '';
  const at = path.indexOf('/storage/');
  if (at < 0) return null;
  return path
    .slice(at + '/storage/'.length)
    .split('/')
    .map(decodeURIComponent)
    .join('/');
};
