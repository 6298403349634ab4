import { many, one, type Store } from './database.ts';

/** What the creative renderer reads: an office's brand and a booked (or draft) campaign's ad content. */

export type BrandRow = { background: string | null; accent: string | null; logo: string | null };

/** An office's brand colours and its client's ad logo as stored (unset values null). */
export function findOfficeBrand(store: Store, officeId: number): BrandRow | undefined {
  return one<BrandRow>(
    store,
    `SELECT o.background_color AS background, o.secondary_color AS accent, f.location AS logo
     FROM offices o LEFT JOIN client_display_configs d ON d.client_id = o.client_id
     LEFT JOIN files f ON f.id = d.image_ad_logo_id WHERE o.id = ?`,
    officeId,
  );
}

export type CampaignCreativeRow = {
  officeId: number;
  type: string;
  displayName: string;
  headline: string | null;
  shortDescription: string | null;
  adTitle: string | null;
  adCopy: string | null;
  label: string | null;
  agentName: string | null;
  agentPhone: string | null;
  mainImage: string | null;
};

/** A campaign's ad fields and main image location. */
export function findCampaignCreative(store: Store, id: number): CampaignCreativeRow | undefined {
  return one<CampaignCreativeRow>(
    store,
    `SELECT c.office_id AS officeId, c.type, c.display_name AS displayName, c.headline,
       c.short_description AS shortDescription, c.ad_title AS adTitle, c.ad_copy AS adCopy, c.label,
       c.agent_name AS agentName, c.agent_phone AS agentPhone, mf.location AS mainImage
     FROM campaigns c LEFT JOIN files mf ON mf.id = c.main_image_id WHERE c.id = ?`,
    id,
  );
}

/** The storage locations of a campaign's gallery, in gallery order. */
export function campaignGallery(store: Store, id: number): string[] {
  return many<{ location: string }>(
    store,
    `SELECT f.location FROM campaign_images ci JOIN files f ON f.id = ci.file_id
     WHERE ci.campaign_id = ? ORDER BY ci.position`,
    id,
  ).map((image) => image.location);
}
