import {
  agentOrderSchema,
  leadAgentImageProblem,
  officeOrderSchema,
  propertyOrderSchema,
  tomorrowOf,
  type AgentOrderContext,
  type AgentOrderFields,
  type OfficeOrderContext,
  type OfficeOrderFields,
  type PropertyOrderContext,
} from '@portal/schema';
import { z } from 'zod';
import {
  AGENT_SERVER_FIELDS,
  OFFICE_SERVER_FIELDS,
  type AgentFormValues,
  type OfficeFormValues,
  type PropertyFormOutput,
  type PropertyFormValues,
} from './ordering-rules.ts';

/**
 * The order forms' zod rules: the shared rules of @portal/schema (the BFF validates the create
 * mutations with the same) over each form's values (ordering-rules.ts), their messages under the
 * form's fields. A form loads this module (and zod with it) on its first validation
 * (kit/form/lazy-rules.ts), so a form's first visit does not download it.
 */

/** A shared-schema error path → the form's field (rows hold `{ email }`; the image is a File). */
const formPath = (path: readonly PropertyKey[]): (string | number)[] => {
  const [head, ...rest] = path.map((p) => (typeof p === 'symbol' ? String(p) : p));
  if (head === 'additionalRecipients' && rest.length === 1) return ['additionalRecipients', rest[0]!, 'email'];
  if (head === 'mainImageId') return ['leadAgentImage'];
  return [head!, ...rest];
};

/**
 * The property form's rules: the shared `propertyOrderSchema` (the BFF validates createPropertyCampaign with
 * it) over the form's values, its messages under the form's fields, plus the lead agent image's type
 * and size. `keptImage`: the viewer's current image stands as the lead agent image while no new one is
 * chosen (it is then sent as the existing image). A blank start date becomes tomorrow (spec 5: the property flow uses tomorrow when none is chosen).
 */
export const propertyFormSchema = (
  context: Omit<PropertyOrderContext, 'hasExistingAgentImage'> & { keptImage: boolean },
  officeId: string,
) =>
  z.custom<PropertyFormValues>().transform((values, check): PropertyFormOutput => {
    const startDate = values.startDate.trim() === '' ? tomorrowOf() : values.startDate;
    const { keptImage, ...shared } = context;
    const parsed = propertyOrderSchema({
      ...shared,
      hasExistingAgentImage: values.leadAgentImage !== null || keptImage,
    }).safeParse({
      ...values,
      officeId,
      startDate,
      mainImageId: '',
      additionalRecipients: values.additionalRecipients.map((row) => row.email),
      agentUrlSource: shared.showAgentLandingPage && shared.kind === 'AGENT_EXTEND' ? values.agentUrlSource : null,
      destinationUrl: values.agentUrlSource === 'PROPERTY' ? '' : values.destinationUrl,
    });
    const image = values.leadAgentImage;
    const imageProblem = image ? leadAgentImageProblem(image) : null;
    if (imageProblem) check.addIssue({ code: 'custom', path: ['leadAgentImage'], message: imageProblem });
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        check.addIssue({ code: 'custom', path: formPath(issue.path), message: issue.message });
      return z.NEVER;
    }
    if (imageProblem) return z.NEVER;
    return { ...parsed.data, leadAgentImage: image };
  });

const mapIssues = (
  issues: readonly z.core.$ZodIssue[],
  fields: Readonly<Record<string, string>>,
  check: z.core.$RefinementCtx<unknown>,
) => {
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    const mapped = fields[key] ?? key;
    check.addIssue({ code: 'custom', path: mapped.split('.'), message: issue.message });
  }
};

/** The agent form's rules: the shared `agentOrderSchema` (the BFF validates createAgentCampaign with it). */
export const agentFormSchema = (
  context: Omit<AgentOrderContext, 'hasExistingAgentImage'> & { keptImage: boolean },
  officeId: string,
) =>
  z.custom<AgentFormValues>().transform((values, check): AgentOrderFields => {
    const parsed = agentOrderSchema({
      ...context,
      hasExistingAgentImage: context.keptImage && values.mainImage === null,
    }).safeParse({
      ...values,
      officeId,
      mainImageId: values.mainImage?.id ?? '',
      propertyImageIds: values.propertyImages.map((image) => image.id),
      additionalRecipients: values.additionalRecipients.map((row) => row.email),
    });
    if (!parsed.success) {
      mapIssues(parsed.error.issues, AGENT_SERVER_FIELDS, check);
      return z.NEVER;
    }
    return parsed.data;
  });

/** The office form's rules: the shared `officeOrderSchema`. */
export const officeFormSchema = (context: OfficeOrderContext, officeId: string) =>
  z.custom<OfficeFormValues>().transform((values, check): OfficeOrderFields => {
    const parsed = officeOrderSchema(context).safeParse({
      ...values,
      officeId,
      mainImageId: values.keyImage?.id ?? '',
      additionalRecipients: values.additionalRecipients.map((row) => row.email),
    });
    if (!parsed.success) {
      mapIssues(parsed.error.issues, OFFICE_SERVER_FIELDS, check);
      return z.NEVER;
    }
    return parsed.data;
  });

/** The payment dialog's choice: a saved card's id or a new card, and the trading terms accepted. */
export const paymentChoiceSchema = z.object({ card: z.string(), accepted: z.boolean() });
export type PaymentChoice = z.infer<typeof paymentChoiceSchema>;
