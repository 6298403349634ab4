/**
 * The admin campaign tool and the partner logs (ordering spec 2.12, 2.13, 4, 5, 8; platform spec 2,
 * 3, 8): the texts users see, verbatim, and the date, status and note rules the portal's forms and
 * the BFF both check. Dates are `YYYY-MM-DD` days; `today` is passed in, so the rules are pure.
 */
import { z } from 'zod';
import { isUpstreamId } from './ids.ts';

export const adminCampaignTexts = {
  searchPlaceholder: 'Search Campaign ID',
  search: 'Search',
  notFound: 'Campaign could not be found.',
  searchFailed: 'An error occured while searching for the campaign.',
  datesFailed: 'Failed to update campaign dates.',
  statusUpdated: 'Campaign status updated successfully!',
  statusWarning: 'Warning: Campaign Updated With Issues.',
  statusFailed: 'Failed to update campaign.',
  previewTitle: 'Facebook Ad Preview',
  previewFetching: 'Fetching Preview...',
  previewNone: 'No Facebook Ad Preview available',
  previewFailed: 'Error fetching Facebook Ad Preview',
  previewFetch: 'Fetch',
  notAvailable: 'N/A',
  partnerLogsTitle: 'Signifi Logs',
  partnerLogsFailed: 'Could not get End Point',
  clickToView: 'Click to view',
} as const;

export const PARTNER_CALL_KINDS = ['PRODUCT', 'ORDER'] as const;
export type PartnerCallKind = (typeof PARTNER_CALL_KINDS)[number];

/** The partner call outcome texts (ordering spec 8), with the kind of call. */
export const partnerCallSucceeded = (kind: PartnerCallKind): string =>
  `partner ${kind.toLowerCase()} call updated successfully`;
export const partnerCallFailed = (kind: PartnerCallKind): string =>
  `Failed to update partner ${kind.toLowerCase()} call.`;

/** The statuses an admin may set (ordering spec 4), as the BFF's enum and their labels. */
export const ADMIN_SETTABLE_STATUSES = ['BOOKED', 'CANCELLED', 'IN_PROGRESS', 'FINISHED'] as const;
export type AdminSettableStatus = (typeof ADMIN_SETTABLE_STATUSES)[number];
export const adminStatusLabels: Record<AdminSettableStatus, string> = {
  BOOKED: 'Booked',
  CANCELLED: 'Cancelled',
  IN_PROGRESS: 'In Progress',
  FINISHED: 'Finished',
};

/** Partner log page sizes (ordering spec 9): 10, 20, 50, 100, default 10. */
export const PARTNER_LOG_PAGE_SIZES = [10, 20, 50, 100] as const;

export const adminCampaignMessages = {
  noteRequired: 'Note is required',
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  startTooEarly: 'Start date cannot be more than 2 days before today',
  startTooLate: 'Start date must be at least 1 day before the end date',
  endTooEarly: 'End date must be at least 1 day after the start date',
  endTooLate: 'End date cannot be more than 60 days after the start date',
  statusUnchanged: 'Choose a status other than the current one',
  statusRequired: 'Status is required',
  campaignIdInvalid: 'Campaign ID must be a number',
  cardPaid: 'Card-paid campaigns cannot be booked with the partner by hand.',
  productFirst: 'The product call must come before the order call.',
  datesUpdated: 'Campaign dates updated successfully!',
  alreadyBooked: 'Only a campaign without a status can be booked with the partner by hand.',
} as const;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const dayMs = 86_400_000;
const isDay = (value: string) =>
  dayPattern.test(value) && new Date(Date.parse(`${value}T00:00:00Z`)).toISOString().slice(0, 10) === value;

/** `day` moved by `days` (whole days, UTC arithmetic on the date alone). */
export const shiftDay = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/** The bounds of the dates form (ordering spec 5): start two days before today up to a day before the end; end a day to 60 days after the start. */
export const adminDateBounds = (today: string, startDate: string | null, endDate: string | null) => ({
  startMin: shiftDay(today, -2),
  startMax: endDate && isDay(endDate) ? shiftDay(endDate, -1) : null,
  endMin: startDate && isDay(startDate) ? shiftDay(startDate, 1) : null,
  endMax: startDate && isDay(startDate) ? shiftDay(startDate, 60) : null,
});

/** A campaign id as typed in the search box: digits only. */
export const campaignIdRule = z
  .string()
  .trim()
  .refine(isUpstreamId, { error: adminCampaignMessages.campaignIdInvalid });

const note = z.string().trim().min(1, { error: adminCampaignMessages.noteRequired });

/** The dates form: both days, inside the bounds for `today`, and a note. */
export const adminDatesSchema = (today: string) =>
  z
    .object({
      startDate: z.string().refine(isDay, { error: adminCampaignMessages.startRequired }),
      endDate: z.string().refine(isDay, { error: adminCampaignMessages.endRequired }),
      note,
    })
    .superRefine((value, ctx) => {
      if (!isDay(value.startDate) || !isDay(value.endDate)) return;
      const bounds = adminDateBounds(today, value.startDate, value.endDate);
      if (value.startDate < bounds.startMin)
        ctx.addIssue({ code: 'custom', path: ['startDate'], message: adminCampaignMessages.startTooEarly });
      if (bounds.endMin && value.endDate < bounds.endMin)
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: adminCampaignMessages.endTooEarly });
      if (bounds.endMax && value.endDate > bounds.endMax)
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: adminCampaignMessages.endTooLate });
    });

/** The status editor: one of the settable statuses other than `current`, and a note. */
export const adminStatusSchema = (current: AdminSettableStatus | null) =>
  z.object({
    status: z
      .enum(ADMIN_SETTABLE_STATUSES, { error: adminCampaignMessages.statusRequired })
      .refine((status) => status !== current, { error: adminCampaignMessages.statusUnchanged }),
    note,
  });

/** The partner calls panel: the kind of call and a note. */
export const partnerCallSchema = z.object({
  kind: z.enum(PARTNER_CALL_KINDS),
  note,
});
