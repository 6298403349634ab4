/**
 * The property / agent-extend order's zod rules (ordering spec 2.5, 5): the schema that the portal's
 * form and the BFF's createPropertyCampaign both validate with. Apart from rules.ts (texts, amounts,
 * the context) so that a screen which needs only those does not download zod with them.
 */
import { z } from 'zod';
import { orderingMessages } from '../messages.ts';
import { isEmail, isHttpsUrl } from '../validators.ts';
import { SHORT_DESC_MAX } from './constants.ts';
import { agentPageUrlProblem, dayAfter, type PropertyOrderContext } from './rules.ts';

const trimmed = z
  .string()
  .nullish()
  .transform((v) => v?.trim() ?? '');

/** The fields of a property or agent-extend order (ids as strings). */
export const propertyOrderFields = z.object({
  officeId: z.string().min(1),
  packageId: trimmed,
  propertyId: trimmed,
  audienceId: trimmed,
  startDate: trimmed,
  shortDesc: trimmed,
  propertyUrl: trimmed,
  videoUrl: trimmed,
  name: trimmed,
  email: trimmed,
  phone: trimmed,
  postcode: trimmed,
  agentUrlSource: z.enum(['PROPERTY', 'AGENT']).nullish(),
  destinationUrl: trimmed,
  mainImageId: trimmed,
  additionalRecipients: z
    .array(z.string())
    .nullish()
    .transform((v) => v ?? []),
  organicPost: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  note: trimmed,
});
export type PropertyOrderFields = z.output<typeof propertyOrderFields>;

/** The form's rules for its context; field errors carry the spec's messages under the fields' names. */
export function propertyOrderSchema(context: PropertyOrderContext) {
  const m = orderingMessages;
  return propertyOrderFields.superRefine((value, check) => {
    const fail = (field: string, message: string) => check.addIssue({ code: 'custom', path: [field], message });
    if (value.packageId === '') fail('packageId', m.packageRequired);
    if (value.propertyId === '') fail('propertyId', m.propertyRequired);
    if (value.startDate === '') fail('startDate', m.startDateRequired);
    else if (!/^\d{4}-\d{2}-\d{2}$/.test(value.startDate) || value.startDate < dayAfter(context.today))
      fail('startDate', m.startDateTooEarly);
    if (value.shortDesc.length > SHORT_DESC_MAX) fail('shortDesc', m.shortDescTooLong);
    if (context.showPropertyUrlField) {
      if (value.propertyUrl === '') fail('propertyUrl', m.propertyUrlRequired);
      else if (!isHttpsUrl(value.propertyUrl)) fail('propertyUrl', m.propertyUrlInvalid);
    }
    if (value.videoUrl !== '' && !isHttpsUrl(value.videoUrl)) fail('videoUrl', m.videoUrlInvalid);
    else if (value.videoUrl === '' && context.videoRequired && !context.videoOptional)
      fail('videoUrl', m.videoUrlRequired);
    value.additionalRecipients.forEach((recipient, index) => {
      const text = recipient.trim();
      if (text === '') fail(`additionalRecipients.${index}`, m.recipientEmailRequired);
      else if (!isEmail(text)) fail(`additionalRecipients.${index}`, m.recipientEmailInvalid);
    });
    if (value.note.length > 1000) fail('note', m.noteTooLong);
    if (context.kind === 'AGENT_EXTEND') {
      if (value.name === '') fail('name', m.leadAgentNameRequired);
      if (value.email === '') fail('email', m.leadAgentEmailRequired);
      else if (!isEmail(value.email)) fail('email', m.recipientEmailInvalid);
      if (value.phone === '') fail('phone', m.leadAgentPhoneRequired);
      else if (!/^\d{4} \d{3} \d{3}$/.test(value.phone)) fail('phone', m.leadAgentPhoneFormat);
      const postcodes = value.postcode === '' ? [] : value.postcode.split(',');
      if (postcodes.length !== 1 || postcodes[0]?.trim().length !== 4) fail('postcode', m.postcodeExactlyOne);
      if (value.mainImageId === '' && !context.hasExistingAgentImage) fail('mainImageId', m.leadAgentImageRequired);
      // The agent page URL: required with the Agent URL source; with the Property URL source the
      // listing's URL is used, and a URL sent all the same is held to the same rules (every source).
      if (context.showAgentLandingPage && (value.agentUrlSource !== 'PROPERTY' || value.destinationUrl !== '')) {
        const problem = agentPageUrlProblem(value.destinationUrl, context.clientDomains);
        if (problem) fail('destinationUrl', problem);
      }
    } else if (value.email !== '' && !isEmail(value.email)) fail('email', m.recipientEmailInvalid);
    // Any other destination URL given is a valid https URL (spec section 5, Shared), whatever the kind.
    const agentPage = context.kind === 'AGENT_EXTEND' && context.showAgentLandingPage;
    if (!agentPage && value.destinationUrl !== '' && !isHttpsUrl(value.destinationUrl))
      fail('destinationUrl', m.destinationUrlHttps);
  });
}
