import { tomorrowOf, type AgentOrderFields, type OfficeOrderFields, type PropertyOrderFields } from '@portal/schema';
import type { FieldPath } from 'react-hook-form';
import type { FileValue } from '../../kit/files/file-field.tsx';
import type { HeroImage } from './hero-images-field.tsx';

/**
 * The order forms' values over the shared rules of @portal/schema (the BFF validates the create
 * mutations with the same): each form's values, its empty form and its server field names — the
 * property / agent-extend form, the agent form and the office form. Their zod rules are in
 * ordering-schemas.ts, which loads on a form's first validation, not with the form.
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

/** A storage location from a portal storage URL (`/storage/<location>`), for the creative renderer. */
export { storageLocationOf } from '../../lib/creative-slots.ts';

/** The price summary's lines in cents, or null when the viewer sees no price (agents). */
export const priceSummary = (pkg: { price: number | null; gst: number | null; total: number | null } | null) =>
  pkg && pkg.price !== null && pkg.total !== null ? { price: pkg.price, gst: pkg.gst ?? 0, total: pkg.total } : null;
