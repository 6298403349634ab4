/**
 * Orders and finance, the reports page and the global report (ordering spec 2.10, 2.11, 3 to 9):
 * the permission table of the orders area, the texts users see, verbatim, and the rules the BFF
 * and the portal's forms share (the adjustment form, a note, the free-of-charge text, the global
 * report's date range). Money is integer cents: an amount typed in dollars is read as text, never
 * as a float.
 */
import { z } from 'zod';
import type { Role } from './access.ts';

/** Order types (spec section 9) and their labels. */
export const ORDER_TYPES = ['AGENT', 'OFFICE', 'AGENT_EXTEND', 'PROPERTY'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const ORDER_TYPE_LABELS: Record<OrderType, string> = {
  AGENT: 'Agent',
  OFFICE: 'Office',
  AGENT_EXTEND: 'Agent Extend',
  PROPERTY: 'Property',
};

/** Adjustment labels (spec section 9). */
export const ADJUSTMENT_LABELS = ['Revenue - ex. GST', 'TTV - ex. GST'] as const;
export type AdjustmentLabel = (typeof ADJUSTMENT_LABELS)[number];

export const ORDERS_PAGE_SIZE = 10;
export const ORDERS_SEARCH_DEBOUNCE_MS = 1000;
/** Global report: the longest range for one client and for all clients (spec sections 5 and 9). */
export const GLOBAL_REPORT_MAX_DAYS_ONE_CLIENT = 365;
export const GLOBAL_REPORT_MAX_DAYS_ALL_CLIENTS = 30;
export const NOTE_MAX_LENGTH = 2000;
export const FREE_OF_CHARGE_MAX_LENGTH = 255;
export const REMARKS_MAX_LENGTH = 500;

/** What a role may do on the orders list (ordering spec section 6), enforced by the BFF. */
export interface OrderPermissions {
  viewNotes: boolean;
  viewClients: boolean;
  /** Order names link to the campaign's dashboard (otherwise plain text). */
  viewCampaignLinks: boolean;
  viewPrices: boolean;
  exportCsv: boolean;
  updateInvoice: boolean;
  /** Free of charge and finance adjustments. */
  viewFinance: boolean;
  /** Global report: export CSV. */
  exportReport: boolean;
}

export const orderPermissionsOf = (role: Role): OrderPermissions => {
  const staff = role === 'SUPER_ADMIN' || role === 'ADMIN';
  const clientLevel = staff || role === 'CLIENT_ADMIN';
  return {
    viewNotes: staff,
    viewClients: clientLevel,
    viewCampaignLinks: clientLevel,
    viewPrices: clientLevel,
    exportCsv: clientLevel,
    updateInvoice: clientLevel || role === 'AGENT_ADMIN',
    viewFinance: staff,
    exportReport: staff,
  };
};

/** The spec's texts (sections 2.10, 8), verbatim. */
export const orderTexts = {
  displayOrders: 'Display Orders',
  clearFilters: 'Clear Filters',
  totalOrders: 'Total Orders',
  noOrdersFound: 'No orders found',
  noOrdersMatch: '(We cant find any orders that match the given filter.)',
  allStatus: 'All Status',
  noNotes: 'No notes available to display.',
  addNote: 'Add Note',
  noteAddedTitle: 'Success!',
  noteAdded: 'Note added successfully.',
  noteFailedTitle: 'Failed to add note',
  noteFailed: 'An error occured while adding the note.',
  freeOfChargeAdded: 'Free of charge note added successfully.',
  freeOfChargeFailed: 'An error occurred while adding the free of charge note.',
  adjustmentAddedTitle: 'Adjustment Added',
  adjustmentAdded: 'Adjustment added successfully!',
  confirmDeleteTitle: 'Confirm Delete',
  confirmDelete: 'Are you sure you want to delete this adjustment entry?',
  adjustmentDeleted: 'Adjustment deleted',
  invalidDateRange: 'Invalid date range',
  displayReport: 'Display Report',
  exportReport: 'Export CSV w/ Filters',
  ordersFileName: (date: string) => `Orders Export - ${date}.csv`,
  reportFileName: (date: string) => `Campaign Report ${date}.csv`,
} as const;

/** Product texts where the spec names none (decision 068). */
export const orderFormTexts = {
  noteRequired: 'Note is required',
  freeOfChargeRequired: 'Free of charge text is required',
  dateRequired: 'Date is required',
  labelRequired: 'Label is required',
  amountRequired: 'Amount is required',
  amountInvalid: 'Amount must be a number with at most 2 decimals',
  tooLong: (max: number) => `At most ${max} characters`,
} as const;

const AMOUNT = /^-?\d{1,7}(\.\d{1,2})?$/;

/** Cents of a dollar amount as typed (`12.5`, `-3.25`): integer arithmetic on the digits, never a float. */
export const amountToCents = (text: string): number | null => {
  const trimmed = text.trim();
  if (!AMOUNT.test(trimmed)) return null;
  const negative = trimmed.startsWith('-');
  const [whole = '0', fraction = ''] = trimmed.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -cents : cents;
};

/** The dollars of an amount in cents as the upstream reads them (`-3.25`), exact. */
export const centsToAmount = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

const isoDate = z.iso.date({ error: orderFormTexts.dateRequired });

export const noteSchema = z.object({
  note: z
    .string()
    .trim()
    .min(1, { error: orderFormTexts.noteRequired })
    .max(NOTE_MAX_LENGTH, { error: orderFormTexts.tooLong(NOTE_MAX_LENGTH) }),
});

export const freeOfChargeSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, { error: orderFormTexts.freeOfChargeRequired })
    .max(FREE_OF_CHARGE_MAX_LENGTH, { error: orderFormTexts.tooLong(FREE_OF_CHARGE_MAX_LENGTH) }),
});

export const adjustmentSchema = z.object({
  date: isoDate,
  label: z.enum(ADJUSTMENT_LABELS, { error: orderFormTexts.labelRequired }),
  amount: z
    .string({ error: orderFormTexts.amountRequired })
    .trim()
    .min(1, { error: orderFormTexts.amountRequired })
    .refine((v) => amountToCents(v) !== null, { error: orderFormTexts.amountInvalid }),
  remarks: z
    .string()
    .trim()
    .max(REMARKS_MAX_LENGTH, { error: orderFormTexts.tooLong(REMARKS_MAX_LENGTH) }),
});
export type AdjustmentInput = z.input<typeof adjustmentSchema>;

/** The same rules for the API's input, where remarks may be left out (null: none). */
export const adjustmentInputSchema = adjustmentSchema.extend({
  remarks: z
    .string()
    .trim()
    .max(REMARKS_MAX_LENGTH, { error: orderFormTexts.tooLong(REMARKS_MAX_LENGTH) })
    .nullish()
    .transform((v) => v || null),
});

const DAY_MS = 86_400_000;

/**
 * The global report's range rule (spec section 5): start and end given, start not after end, end at
 * most `today`, and at most 365 days (counted inclusively) for one client or 30 for all clients.
 */
export const globalReportRangeValid = (
  range: { start: string | null; end: string | null },
  oneClient: boolean,
  today: string,
): boolean => {
  const { start, end } = range;
  if (!start || !end) return false;
  const days = (Date.parse(end) - Date.parse(start)) / DAY_MS;
  if (!Number.isFinite(days) || days < 0 || end > today) return false;
  // Days counted inclusively: 1 Jan to 31 Dec is 365 days.
  return days + 1 <= (oneClient ? GLOBAL_REPORT_MAX_DAYS_ONE_CLIENT : GLOBAL_REPORT_MAX_DAYS_ALL_CLIENTS);
};
