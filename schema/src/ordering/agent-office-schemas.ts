/**
 * The agent and office order forms' zod schemas (ordering spec sections 2.6, 2.7, 5): one per form,
 * which the portal's form and the BFF's create mutations both validate with. Apart from
 * agent-office-rules.ts (choices, messages, image checks) so that a screen which needs only those
 * does not download zod with them (decision 096).
 */
import { z } from 'zod';
import { isEmail, isHttpsUrl } from '../validators.ts';
import {
  AD_TITLE_MAX,
  AGENT_AD_COPY_MAX,
  AGENT_CAMPAIGN_LABELS,
  OFFICE_AD_COPY_MAX,
  OFFICE_CAMPAIGN_TYPES,
  OFFICE_CTA_LABELS,
  OFFICE_HEADLINE_MAX,
  orderFormMessages,
  postcodeList,
  POSTCODES_MAX,
  PROPERTY_IMAGES_MAX,
} from './agent-office-rules.ts';
import { dayAfter } from './rules.ts';

const trimmed = z
  .string()
  .nullish()
  .transform((v) => v?.trim() ?? '');
const textList = z
  .array(z.string())
  .nullish()
  .transform((v) => v ?? []);

type Fail = (field: string, message: string) => void;

function checkShared(
  value: {
    packageId: string;
    startDate: string;
    videoUrl: string;
    postcodes: string;
    additionalRecipients: string[];
  },
  context: { today: string },
  fail: Fail,
) {
  const m = orderFormMessages;
  if (value.packageId === '') fail('packageId', m.packageRequired);
  if (value.startDate === '') fail('startDate', m.startDateRequired);
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(value.startDate) || value.startDate < dayAfter(context.today))
    fail('startDate', m.startDateTooEarly);
  const postcodes = postcodeList(value.postcodes);
  if (postcodes.length === 0) fail('postcodes', m.postcodesRequired);
  else if (postcodes.length > POSTCODES_MAX) fail('postcodes', m.postcodesMaximum);
  else if (postcodes.some((code) => !/^\d{4}$/.test(code))) fail('postcodes', m.postcodeInvalid);
  if (value.videoUrl !== '' && !isHttpsUrl(value.videoUrl)) fail('videoUrl', m.videoUrlInvalid);
  value.additionalRecipients.forEach((recipient, index) => {
    const text = recipient.trim();
    if (text === '') fail(`additionalRecipients.${index}`, m.recipientEmailRequired);
    else if (!isEmail(text)) fail(`additionalRecipients.${index}`, m.recipientEmailInvalid);
  });
}

/* ---------------------------------------------------------------- the agent order form */

export type AgentOrderContext = {
  today: string;
  videoRequired: boolean;
  showAdTitle: boolean;
  showLabel: boolean;
  /** The form keeps the chosen agent's existing image (no new main image needed). */
  hasExistingAgentImage: boolean;
};

export const agentOrderFields = z.object({
  officeId: z.string().min(1),
  agentId: trimmed,
  packageId: trimmed,
  audienceId: trimmed,
  startDate: trimmed,
  name: trimmed,
  email: trimmed,
  phone: trimmed,
  postcodes: trimmed,
  destinationUrl: trimmed,
  videoUrl: trimmed,
  /** Uploaded main image (file id); empty when the agent's existing image is kept. */
  mainImageId: trimmed,
  /** Uploaded property (hero) images (file ids), 1 to 4. */
  propertyImageIds: textList,
  adTitle: trimmed,
  adCopy: trimmed,
  label: trimmed,
  additionalRecipients: textList,
});
export type AgentOrderFields = z.output<typeof agentOrderFields>;

export function agentOrderSchema(context: AgentOrderContext) {
  const m = orderFormMessages;
  return agentOrderFields.superRefine((value, check) => {
    const fail: Fail = (field, message) => check.addIssue({ code: 'custom', path: [field], message });
    checkShared(value, context, fail);
    if (value.name === '') fail('name', m.agentRequired);
    if (value.email === '') fail('email', m.agentEmailRequired);
    else if (!isEmail(value.email)) fail('email', m.emailInvalid);
    if (value.phone === '') fail('phone', m.agentPhoneRequired);
    if (value.destinationUrl !== '' && !isHttpsUrl(value.destinationUrl)) fail('destinationUrl', m.destinationUrlHttps);
    if (value.videoUrl === '' && context.videoRequired) fail('videoUrl', m.videoUrlRequired);
    if (value.propertyImageIds.length === 0) fail('propertyImageIds', m.heroImageRequired);
    else if (value.propertyImageIds.length > PROPERTY_IMAGES_MAX) fail('propertyImageIds', m.heroImagesMaximum);
    if (value.mainImageId === '' && !context.hasExistingAgentImage) fail('mainImageId', m.agentImageRequired);
    if (context.showAdTitle) {
      if (value.adTitle === '') fail('adTitle', m.adTitleRequired);
      else if (value.adTitle.length > AD_TITLE_MAX) fail('adTitle', m.adTitleTooLong);
    } else if (value.adTitle.length > AD_TITLE_MAX) fail('adTitle', m.adTitleTooLong);
    if (value.adCopy.length > AGENT_AD_COPY_MAX) fail('adCopy', m.adCopyTooLong);
    if (value.label !== '' && !(AGENT_CAMPAIGN_LABELS as readonly string[]).includes(value.label))
      fail('label', m.labelInvalid);
  });
}

/* ---------------------------------------------------------------- the office order form */

export type OfficeOrderContext = { today: string; videoPackage: boolean };

export const officeOrderFields = z.object({
  officeId: z.string().min(1),
  subType: trimmed,
  packageId: trimmed,
  audienceId: trimmed,
  startDate: trimmed,
  name: trimmed,
  email: trimmed,
  phone: trimmed,
  postcodes: trimmed,
  destinationUrl: trimmed,
  videoUrl: trimmed,
  label: trimmed,
  headline: trimmed,
  shortDescription: trimmed,
  /** The uploaded key image (file id). */
  mainImageId: trimmed,
  additionalRecipients: textList,
});
export type OfficeOrderFields = z.output<typeof officeOrderFields>;

export function officeOrderSchema(context: OfficeOrderContext) {
  const m = orderFormMessages;
  return officeOrderFields.superRefine((value, check) => {
    const fail: Fail = (field, message) => check.addIssue({ code: 'custom', path: [field], message });
    checkShared(value, context, fail);
    if (value.subType === '' || !(OFFICE_CAMPAIGN_TYPES as readonly string[]).includes(value.subType))
      fail('subType', m.campaignTypeRequired);
    if (value.email !== '' && !isEmail(value.email)) fail('email', m.emailInvalid);
    if (value.destinationUrl === '') fail('destinationUrl', m.destinationUrlRequired);
    else if (!isHttpsUrl(value.destinationUrl)) fail('destinationUrl', m.destinationUrlHttps);
    if (context.videoPackage) {
      if (value.videoUrl === '') fail('videoUrl', m.videoUrlRequired);
      return;
    }
    if (value.label === '' || !(OFFICE_CTA_LABELS as readonly string[]).includes(value.label))
      fail('label', m.ctaRequired);
    if (value.headline === '') fail('headline', m.headlineRequired);
    else if (value.headline.length > OFFICE_HEADLINE_MAX) fail('headline', m.headlineTooLong);
    if (value.shortDescription === '') fail('shortDescription', m.officeAdCopyRequired);
    else if (value.shortDescription.length > OFFICE_AD_COPY_MAX) fail('shortDescription', m.officeAdCopyTooLong);
    if (value.mainImageId === '') fail('mainImageId', m.keyImageRequired);
  });
}
