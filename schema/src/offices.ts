/**
 * The office modal's rules (administration spec, sections 5 and 9) as zod schemas: the portal's
 * forms and the BFF's createOffice / updateOffice / updateOfficeReport validate with them, so both
 * show the same texts. Optional fields follow the upstream's whole-object form (decision 027):
 * left out (undefined) keeps the stored value, null or blank clears it.
 */
import { z } from 'zod';
import { requiredText } from './forms.ts';
import { messages as m } from './messages.ts';
import { isEmail } from './validators.ts';
import { upstreamId } from './ids.ts';

/** The weekday radios, Mon to Sun (GraphQL's OfficeWeekday). */
export const OFFICE_WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type OfficeWeekday = (typeof OFFICE_WEEKDAYS)[number];

export const OFFICE_REPORT_RECURRENCES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type OfficeReportRecurrence = (typeof OFFICE_REPORT_RECURRENCES)[number];

/** The default report schedule (spec section 9): weekly, every 1, Mon, day 15. */
export const DEFAULT_OFFICE_REPORT = {
  recurrence: 'WEEKLY',
  interval: 1,
  weekday: 'MON',
  monthday: 15,
} as const satisfies {
  recurrence: OfficeReportRecurrence;
  interval: number;
  weekday: OfficeWeekday;
  monthday: number;
};

export const OFFICE_REPORT_INTERVAL_MAX = 365;
export const OFFICE_RECIPIENTS_MAX = 50;
export const OFFICE_POSTCODES_MAX = 4;

/**
 * The office logo upload (decision 032): JPG, PNG, GIF or SVG (names ending jpg, jpeg, png, gif or
 * svg), at most 5 MB. The spec's hint "Max 125mb" is shown as written but not the limit.
 */
export const OFFICE_LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const OFFICE_LOGO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'svg'] as const;
/** Whether a logo file name may be previewed (spec section 5: names ending jpg, jpeg, png, gif, svg). */
export const isOfficeLogoName = (name: string): boolean => {
  const ext = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();
  return ext !== undefined && (OFFICE_LOGO_EXTENSIONS as readonly string[]).includes(ext);
};

/** An optional text: undefined keeps, blank or null clears (null), otherwise trimmed. */
const optionalText = (max: number, message?: string) =>
  z
    .string()
    .trim()
    .max(max, message ? { error: message } : undefined)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

const refineOptional = (schema: ReturnType<typeof optionalText>, test: (v: string) => boolean, message: string) =>
  schema.refine((v) => v === undefined || v === null || test(v), { error: message });

const isHttpUrl = (value: string): boolean => {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return Boolean(new URL(value).host);
  } catch {
    return false;
  }
};

/** Four-digit postcodes, comma-separated, at most 4; stored as "2000,2010". */
const postcodesSchema = optionalText(64, m.officePostcodesInvalid)
  .transform((v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean)
          .join(',')
      : v,
  )
  .refine(
    (v) =>
      v === undefined ||
      v === null ||
      (v.split(',').length <= OFFICE_POSTCODES_MAX && v.split(',').every((p) => /^\d{4}$/.test(p))),
    {
      error: m.officePostcodesInvalid,
    },
  )
  .transform((v) => (v === '' ? null : v));

/**
 * A recipients list (add and remove): addresses trimmed, blanks dropped, duplicates kept once;
 * any invalid address: Invalid Email List (spec section 5).
 */
export const officeRecipientsSchema = z
  .array(z.string(), { error: m.invalidEmailList })
  .max(OFFICE_RECIPIENTS_MAX, { error: m.officeRecipientsTooMany })
  .transform((list) => [...new Set(list.map((e) => e.trim()).filter(Boolean))])
  .refine((list) => list.every((e) => e.length <= 180 && isEmail(e)), { error: m.invalidEmailList });

const detailsFields = {
  name: requiredText(m.organisationNameRequired).max(255, { error: m.organisationNameRequired }),
  primaryContact: optionalText(255),
  email: refineOptional(optionalText(180, m.invalidEmail), isEmail, m.invalidEmail),
  phone: optionalText(32),
  postcodes: postcodesSchema,
  destinationUrl: refineOptional(optionalText(2000, m.officeUrlInvalid), isHttpUrl, m.officeUrlInvalid),
  revId: optionalText(64),
  brandColor: refineOptional(
    optionalText(7, m.officeColourInvalid),
    (v) => /^#(?:[0-9a-f]{3}){1,2}$/i.test(v),
    m.officeColourInvalid,
  ),
  secondaryColor: refineOptional(
    optionalText(7, m.officeColourInvalid),
    (v) => /^#(?:[0-9a-f]{3}){1,2}$/i.test(v),
    m.officeColourInvalid,
  ),
  organicSocialPosts: z
    .boolean()
    .nullish()
    .transform((v) => (v === null ? false : v)),
  emailOrdersRecipients: officeRecipientsSchema.nullish().transform((v) => (v === null ? [] : v)),
  emailOrdersWeekday: z
    .enum(OFFICE_WEEKDAYS)
    .nullish()
    .transform((v) => v ?? undefined),
};

/** Record ids: the canonical upstream id (ids.ts). */
const id = upstreamId;

/** The Details tab when creating (Create new office). */
export const createOfficeSchema = z.object({ clientId: id.nullish().transform((v) => v ?? null), ...detailsFields });
export type CreateOfficeValues = z.input<typeof createOfficeSchema>;
export type CreateOfficeData = z.output<typeof createOfficeSchema>;

/** The Details tab when editing (Edit office). */
export const updateOfficeSchema = z.object({ id, ...detailsFields });
export type UpdateOfficeValues = z.input<typeof updateOfficeSchema>;
export type UpdateOfficeData = z.output<typeof updateOfficeSchema>;

const isDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
};

/** The Campaign Report tab: interval at least 1, monthday 1 to 31, Invalid Email List. */
export const officeReportSchema = z.object({
  id,
  recurrence: z.enum(OFFICE_REPORT_RECURRENCES),
  interval: z
    .number({ error: m.officeReportIntervalMinimum })
    .int({ error: m.officeReportIntervalMinimum })
    .min(1, { error: m.officeReportIntervalMinimum })
    .max(OFFICE_REPORT_INTERVAL_MAX, { error: m.officeReportIntervalMaximum }),
  weekday: z.enum(OFFICE_WEEKDAYS),
  monthday: z
    .number({ error: m.officeReportMonthdayRange })
    .int({ error: m.officeReportMonthdayRange })
    .min(1, { error: m.officeReportMonthdayRange })
    .max(31, { error: m.officeReportMonthdayRange }),
  startDate: z
    .string({ error: m.officeReportStartInvalid })
    .trim()
    .refine(isDate, { error: m.officeReportStartInvalid }),
  recipients: officeRecipientsSchema,
});
export type OfficeReportValues = z.input<typeof officeReportSchema>;
export type OfficeReportData = z.output<typeof officeReportSchema>;

/** The Users tab's checkboxes and Active toggle. */
export const officeUserPermissionSchema = z.object({
  officeId: id,
  permissionId: id,
  canViewMediaOrders: z.boolean(),
  canViewPastOrders: z.boolean(),
  canViewPaymentDetails: z.boolean(),
});
export const officeUserActiveSchema = z.object({ officeId: id, permissionId: id, active: z.boolean() });
export const officeIdSchema = z.object({ id });
