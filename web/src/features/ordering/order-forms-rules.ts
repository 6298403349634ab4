import {
  agentOrderSchema,
  officeOrderSchema,
  tomorrowOf,
  type AgentOrderContext,
  type AgentOrderFields,
  type OfficeOrderContext,
  type OfficeOrderFields,
} from '@portal/schema';
import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';
import type { FileValue } from '../../kit/files/file-field.tsx';
import type { HeroImage } from './hero-images-field.tsx';

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

/** A storage location from a portal storage URL (`/storage/<location>`), for the creative renderer. */
export { storageLocationOf } from '../../lib/creative-slots.ts';

/** The price summary's lines in cents, or null when the viewer sees no price (agents). */
export const priceSummary = (pkg: { price: number | null; gst: number | null; total: number | null } | null) =>
  pkg && pkg.price !== null && pkg.total !== null ? { price: pkg.price, gst: pkg.gst ?? 0, total: pkg.total } : null;
