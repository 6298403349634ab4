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
  type PropertyOrderFields,
} from '@portal/schema';
import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';
import type { FileValue } from '../../kit/files/file-field.tsx';
import type { HeroImage } from './hero-images-field.tsx';

/**
 * The order forms' rules over the shared zod rules of @portal/schema (the BFF validates the create
 * mutations with the same): each form's values, its empty form, its server field names and its
 * schema — the property / agent-extend form, the agent form and the office form.
 */

/** Today in the browser's calendar as YYYY-MM-DD (the forms' start date rule counts from it). */
export const localToday = (now: Date = new Date()): string => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/* ---------------------------------------------------------------- the property / agent-extend form */

/** The property form's values: the shared fields, report recipients as rows, the lead agent image as a chosen File. */
export interface PropertyFormValues {
  packageId: string;
  propertyId: string;
  audienceId: string;
  startDate: string;
  shortDesc: string;
  propertyUrl: string;
  videoUrl: string;
  name: string;
  email: string;
  phone: string;
  postcode: string;
  agentUrlSource: 'PROPERTY' | 'AGENT';
  destinationUrl: string;
  leadAgentImage: File | null;
  additionalRecipients: { email: string }[];
  organicPost: boolean;
  note: string;
}

/** What a valid form hands its submit steps: the shared schema's output and the image to upload. */
export type PropertyFormOutput = PropertyOrderFields & { leadAgentImage: File | null };

export const emptyPropertyForm = (lead: {
  name: string;
  email: string;
  phone: string;
  postcode: string;
}): PropertyFormValues => ({
  packageId: '',
  propertyId: '',
  audienceId: '',
  startDate: '',
  shortDesc: '',
  propertyUrl: '',
  videoUrl: '',
  name: lead.name,
  email: lead.email,
  phone: lead.phone,
  postcode: lead.postcode.slice(0, 4),
  agentUrlSource: 'AGENT',
  destinationUrl: '',
  leadAgentImage: null,
  additionalRecipients: [],
  organicPost: false,
  note: '',
});

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

/* ---------------------------------------------------------------- the agent and office forms */

/** The agent form's values: the shared fields, uploaded images, report recipients as rows. */
export interface AgentFormValues {
  agentId: string;
  packageId: string;
  audienceId: string;
  startDate: string;
  name: string;
  email: string;
  phone: string;
  postcodes: string;
  destinationUrl: string;
  videoUrl: string;
  mainImage: FileValue;
  propertyImages: HeroImage[];
  adTitle: string;
  adCopy: string;
  label: string;
  additionalRecipients: { email: string }[];
}

export const emptyAgentForm = (): AgentFormValues => ({
  agentId: '',
  packageId: '',
  audienceId: '',
  startDate: tomorrowOf(),
  name: '',
  email: '',
  phone: '',
  postcodes: '',
  destinationUrl: '',
  videoUrl: '',
  mainImage: null,
  propertyImages: [],
  adTitle: '',
  adCopy: '',
  label: '',
  additionalRecipients: [],
});

/** What a valid agent form hands its submit steps. */
export type AgentFormOutput = AgentOrderFields;

/** The office form's values. */
export interface OfficeFormValues {
  subType: string;
  packageId: string;
  audienceId: string;
  startDate: string;
  name: string;
  email: string;
  phone: string;
  postcodes: string;
  destinationUrl: string;
  videoUrl: string;
  label: string;
  headline: string;
  shortDescription: string;
  keyImage: FileValue;
  additionalRecipients: { email: string }[];
}

export const emptyOfficeForm = (name: string): OfficeFormValues => ({
  subType: '',
  packageId: '',
  audienceId: '',
  startDate: tomorrowOf(),
  name,
  email: '',
  phone: '',
  postcodes: '',
  destinationUrl: '',
  videoUrl: '',
  label: '',
  headline: '',
  shortDescription: '',
  keyImage: null,
  additionalRecipients: [],
});

/** What a valid office form hands its submit steps. */
export type OfficeFormOutput = OfficeOrderFields;

/** Server and shared-schema field paths → the form's fields. */
const recipientRows = Object.fromEntries(
  Array.from({ length: 50 }, (_, i) => [`additionalRecipients.${i}`, `additionalRecipients.${i}.email` as const]),
);
export const AGENT_SERVER_FIELDS: Record<string, FieldPath<AgentFormValues>> = {
  mainImageId: 'mainImage',
  propertyImageIds: 'propertyImages',
  ...recipientRows,
};
export const OFFICE_SERVER_FIELDS: Record<string, FieldPath<OfficeFormValues>> = {
  mainImageId: 'keyImage',
  ...recipientRows,
};
/** The property form's: the uploaded image id is the chosen File's field. */
export const PROPERTY_SERVER_FIELDS: Record<string, FieldPath<PropertyFormValues>> = {
  mainImageId: 'leadAgentImage',
  ...recipientRows,
};

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

/* ---------------------------------------------------------------- the payment dialog */

/** The payment dialog's choice: a saved card's id or a new card, and the trading terms accepted. */
export const paymentChoiceSchema = z.object({ card: z.string(), accepted: z.boolean() });
export type PaymentChoice = z.infer<typeof paymentChoiceSchema>;

/** A storage location from a portal storage URL (`/storage/<location>`), for the creative renderer. */
export { storageLocationOf } from '../../lib/creative-slots.ts';

/** The price summary's lines in cents, or null when the viewer sees no price (agents). */
export const priceSummary = (pkg: { price: number | null; gst: number | null; total: number | null } | null) =>
  pkg && pkg.price !== null && pkg.total !== null ? { price: pkg.price, gst: pkg.gst ?? 0, total: pkg.total } : null;
