import type { CreativeSizeKey } from '@portal/schema';

/**
 * What the creatives area shows for its hosts (the dashboards' creative frame, the order forms'
 * Preview Ad Creative) as the hosts declare its slots, and the storage location its renderer takes.
 * The size keys are the creatives vocabulary's (@portal/schema, decision 086).
 */

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

/** The props of the creatives area's creative frame: one ad creative in a sandboxed iframe. */
export interface CreativeFrameSlotProps {
  /** The creative URL; null shows the placeholder. */
  src: string | null;
  /** The size key, e.g. 300x250. */
  size: CreativeSizeKey;
  title?: string;
}

/** The props of the creatives area's preview modal: the ad at the four sizes from a draft's values. */
export interface CreativePreviewSlotProps {
  opened: boolean;
  onClose: () => void;
  /** The client's creative URLs of the campaign's kind, by size key. */
  urls: Readonly<Record<CreativeSizeKey, string | null>>;
  draft: CreativeDraft;
}

/** A storage location from a portal storage URL (`/storage/<location>`), for the creative renderer; or null. */
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
