import type { CreativeDraft } from '../../lib/creative-slots.ts';

/** The creative size keys (ordering spec 9) and their pixels: the creatives vocabulary (@portal/schema). */
export { CREATIVE_SIZE_KEYS, creativeDimensions, type CreativeSizeKey } from '@portal/schema';
export { storageLocationOf, type CreativeDraft } from '../../lib/creative-slots.ts';

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
