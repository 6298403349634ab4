/**
 * The agent and office order forms' shared rules (ordering spec sections 2.6, 2.7, 5 and 9): the
 * choices the forms offer, their messages, the image checks and when Preview Ad Creative is enabled.
 * The zod schema per form, which the portal's form and the BFF's create mutations both validate
 * with, is in agent-office-schemas.ts (a form downloads it on first validation, decision 096).
 */
import { ORDER_IMAGE_MAX_BYTES } from '../field-rules.ts';
import { orderingMessages } from '../messages.ts';

/* ---------------------------------------------------------------- choices and limits (spec 2.6, 2.7, 9) */

export const AGENT_CAMPAIGN_LABELS = [
  'Sold',
  'For lease',
  'Leased',
  'For Sale',
  'Just Listed',
  'Auction',
  'Coming Soon',
  'Just Sold',
] as const;
export const OFFICE_CTA_LABELS = [
  'Get in touch',
  'Find out more',
  'Request an appraisal',
  'Contact us',
  'Learn more',
] as const;
export const OFFICE_CAMPAIGN_TYPES = ['OfficeBranding', 'OfficeRecruitment', 'PropertyManagement'] as const;
export type OfficeCampaignType = (typeof OFFICE_CAMPAIGN_TYPES)[number];

export const AD_TITLE_MAX = 35;
export const AGENT_AD_COPY_MAX = 120;
export const OFFICE_HEADLINE_MAX = 50;
export const OFFICE_AD_COPY_MAX = 150;
export const PROPERTY_IMAGES_MAX = 4;
export const POSTCODES_MAX = 4;
/** The hero (property) images' types: gif, jpg, jpeg, png, webp. */
export const HERO_IMAGE_TYPES = ['image/gif', 'image/jpeg', 'image/png', 'image/webp'] as const;
export const HERO_IMAGE_EXTENSIONS = ['gif', 'jpg', 'jpeg', 'png', 'webp'] as const;

/**
 * The forms' texts (spec 5 verbatim where it gives one; product texts where it names none), each
 * named as its field's label (Hero Images, Agent Image, Key Image: decision 093).
 */
export const orderFormMessages = {
  agentRequired: 'Agent name is required',
  agentEmailRequired: 'Agent Email Address is required',
  emailInvalid: orderingMessages.recipientEmailInvalid,
  agentPhoneRequired: 'Agent phone is required',
  postcodesRequired: orderingMessages.postcodesRequired,
  postcodesMaximum: orderingMessages.postcodesMaximum,
  postcodeInvalid: 'Postcodes must be 4 digits each, separated by commas',
  heroImageRequired: 'Hero Image is required',
  heroImagesMaximum: 'Maximum 4 Hero Images',
  heroImageTooLarge: 'Hero Images must be 1MB Max Size',
  heroImageType: 'Hero Images must be gif, jpg, jpeg, png or webp',
  agentImageRequired: 'Agent Image is required',
  agentImageTooLarge: 'Agent Image must be 1MB Max Size',
  agentImageType: 'Agent Image must be a gif, jpg, jpeg, png or webp',
  adTitleRequired: 'Ad title is required',
  adTitleTooLong: 'Ad title must be at most 35 characters',
  adCopyTooLong: 'Ad copy must be at most 120 characters',
  labelInvalid: 'Choose a label from the list',
  destinationUrlRequired: 'Destination URL is required',
  destinationUrlHttps: orderingMessages.destinationUrlHttps,
  packageRequired: orderingMessages.packageRequired,
  startDateRequired: orderingMessages.startDateRequired,
  startDateTooEarly: orderingMessages.startDateTooEarly,
  videoUrlRequired: orderingMessages.videoUrlRequired,
  videoUrlInvalid: orderingMessages.videoUrlInvalid,
  recipientEmailRequired: orderingMessages.recipientEmailRequired,
  recipientEmailInvalid: orderingMessages.recipientEmailInvalid,
  campaignTypeRequired: 'Campaign Type is required',
  ctaRequired: 'CTA label is required',
  headlineRequired: 'Headline is required',
  headlineTooLong: 'Headline must be at most 50 characters',
  officeAdCopyRequired: 'Ad copy is required',
  officeAdCopyTooLong: 'Ad copy must be at most 150 characters',
  keyImageRequired: 'Key Image is required',
  keyImageTooLarge: 'Key Image must be 1MB Max Size',
  keyImageType: 'Key Image must be a gif, jpg, jpeg, png or webp',
} as const;

/* ---------------------------------------------------------------- images */

const extensionOf = (name: string) => name.toLowerCase().split('.').pop() ?? '';

/** A hero (property) image's message, or null: gif, jpg, jpeg, png or webp, at most 1,024,000 bytes. */
export function heroImageProblem(file: { name: string; type: string; size: number }): string | null {
  const typeOk =
    (HERO_IMAGE_TYPES as readonly string[]).includes(file.type) &&
    (HERO_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  if (!typeOk) return orderFormMessages.heroImageType;
  if (file.size > ORDER_IMAGE_MAX_BYTES) return orderFormMessages.heroImageTooLarge;
  return null;
}

/** The agent image or the office key image: the hero images' types (webp too), at most 1,024,000 bytes. */
export function orderImageProblem(
  file: { name: string; type: string; size: number },
  of: 'agent' | 'key',
): string | null {
  if (heroImageProblem({ ...file, size: 0 }) !== null)
    return of === 'key' ? orderFormMessages.keyImageType : orderFormMessages.agentImageType;
  if (file.size > ORDER_IMAGE_MAX_BYTES)
    return of === 'key' ? orderFormMessages.keyImageTooLarge : orderFormMessages.agentImageTooLarge;
  return null;
}

/** Postcodes as typed: comma separated, each trimmed, empty entries dropped. */
export const postcodeList = (text: string): string[] =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/* ---------------------------------------------------------------- Preview Ad Creative (spec 2.6, 2.7) */

/** Agent form: phone, name, at least one property image and a main image (existing or uploaded). */
export const agentPreviewEnabled = (v: {
  name: string;
  phone: string;
  propertyImages: number;
  hasMainImage: boolean;
}): boolean => v.name.trim() !== '' && v.phone.trim() !== '' && v.propertyImages > 0 && v.hasMainImage;

/** Office form: a name and, for non-video packages, a headline and an image. */
export const officePreviewEnabled = (v: {
  name: string;
  videoPackage: boolean;
  headline: string;
  hasImage: boolean;
}): boolean => v.name.trim() !== '' && (v.videoPackage || (v.headline.trim() !== '' && v.hasImage));
