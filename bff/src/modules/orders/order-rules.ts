import { z } from 'zod';
import {
  mayViewReports,
  adjustmentInputSchema,
  amountToCents,
  centsToAmount,
  freeOfChargeSchema,
  globalReportRangeValid,
  noteSchema,
  ORDER_TYPES,
  orderPermissionsOf,
  orderTexts,
  type OrderPermissions,
  type OrderType,
} from '@portal/schema';
import type { Context } from '../../context.ts';
import type { SessionData } from '../../session/session-types.ts';
import { roleOf } from '../../session/viewer.ts';
import { scopedClientId } from '../../shared/access.ts';
import { BadUserInputError, ForbiddenError } from '../../shared/errors.ts';
import { idSchema, MAX_FILTER_VALUES, MAX_SEARCH_LENGTH } from '../../shared/lists.ts';
import { validate } from '../../shared/validate.ts';
import type { OrderFilterParams, ReportFilterParams } from '../../upstream/main/orders.ts';
import { today } from '../../shared/today.ts';

/**
 * The orders area's rules, without HTTP: who may do what (schema's orderPermissionsOf, spec
 * section 6), the filters held to the viewer's client, the inputs validated with the form's rules.
 */

export const viewerOrderPermissions = (ctx: Context): OrderPermissions & { role: ReturnType<typeof roleOf> } => {
  const session = ctx.requireSession();
  const role = roleOf(session);
  return { ...orderPermissionsOf(role), role };
};

/** An access rule: the orders permission and one of the area's own rights. */
export const orderRight =
  (right: keyof OrderPermissions) =>
  (ctx: Context): void => {
    if (!viewerOrderPermissions(ctx)[right]) throw new ForbiddenError();
  };

/**
 * The reports page (/reports; decision 088): every role that may sign in, agents only with
 * canViewPastOrders (the campaign list's rule), decided from the session before any upstream call.
 */
export const viewerMayViewReports = (session: SessionData): boolean => {
  const role = roleOf(session);
  return mayViewReports(role, role === 'AGENT_USER' ? session.user.permissions : { canViewPastOrders: true });
};

export const reportsRight = (ctx: Context): void => {
  if (!viewerMayViewReports(ctx.requireSession())) throw new ForbiddenError();
};

/** The client the viewer works on: staff choose (null: all clients); everyone else their own, another is FORBIDDEN. */
export const clientOf = (session: SessionData, requested: string | null): string | null =>
  scopedClientId(roleOf(session), session.user.clientId ?? null, requested);

const ids = z
  .array(idSchema)
  .max(MAX_FILTER_VALUES)
  .nullish()
  .transform((v) => v ?? []);
const date = z.iso
  .date()
  .nullish()
  .transform((v) => v ?? null);
const STATUS_ID = /^[a-z][a-z -]{0,30}$/;

const filtersSchema = z.object({
  clientId: idSchema.nullish().transform((v) => v ?? null),
  officeIds: ids,
  statuses: z
    .array(z.string().regex(STATUS_ID))
    .max(20)
    .nullish()
    .transform((v) => v ?? []),
  invoiced: z
    .boolean()
    .nullish()
    .transform((v) => v ?? null),
  types: z
    .array(z.enum(ORDER_TYPES))
    .max(4)
    .nullish()
    .transform((v) => v ?? []),
  packageIds: ids,
  startFrom: date,
  startTo: date,
  bookedFrom: date,
  bookedTo: date,
  search: z
    .string()
    .trim()
    .max(MAX_SEARCH_LENGTH)
    .nullish()
    .transform((v) => v || null),
});

export const badRange = (name: string) => new BadUserInputError([{ name, messages: [orderTexts.invalidDateRange] }]);

export const TYPE_TO_DTO: Record<OrderType, string> = {
  AGENT: 'agent',
  OFFICE: 'office',
  AGENT_EXTEND: 'agent-extend',
  PROPERTY: 'property',
};

/** The list's filters for the upstream: validated, ranges ordered, the client held to the viewer's. */
export const orderFilters = (session: SessionData, input: unknown): OrderFilterParams => {
  const f = validate(filtersSchema, input);
  if (f.startFrom && f.startTo && f.startFrom > f.startTo) throw badRange('startTo');
  if (f.bookedFrom && f.bookedTo && f.bookedFrom > f.bookedTo) throw badRange('bookedTo');
  return {
    client: clientOf(session, f.clientId),
    agency: f.officeIds,
    status: f.statuses,
    invoiced: f.invoiced,
    campaignType: f.types.map((t) => TYPE_TO_DTO[t]),
    packages: f.packageIds,
    dateFrom: f.startFrom,
    dateTo: f.startTo,
    bookingDateFrom: f.bookedFrom,
    bookingDateTo: f.bookedTo,
    searchText: f.search,
  };
};

export const pageArgs = z.object({
  page: z
    .number()
    .int()
    .min(1)
    .max(100_000)
    .nullish()
    .transform((v) => v ?? 1),
});
export const campaignArgs = z.object({ campaignId: idSchema });

export const noteInput = z.object({ campaignId: idSchema }).and(noteSchema);
export const noteUpdateInput = z.object({ campaignId: idSchema, noteId: idSchema }).and(noteSchema);
export const freeOfChargeInput = z.object({ campaignId: idSchema }).and(freeOfChargeSchema);
export const invoicedInput = z.object({ orderId: idSchema, campaignId: idSchema, invoiced: z.boolean() });
export const adjustmentInput = z.object({ campaignId: idSchema }).and(adjustmentInputSchema);
export const deleteAdjustmentInput = z.object({ campaignId: idSchema, adjustmentId: idSchema });

/** The adjustment's amount as the upstream reads it: exact dollars from the cents of the typed text. */
export const upstreamAmount = (typed: string): string => centsToAmount(amountToCents(typed)!);

const reportSchema = z.object({
  clientId: idSchema.nullish().transform((v) => v ?? null),
  officeIds: ids,
  statuses: z
    .array(z.string().regex(STATUS_ID))
    .max(20)
    .nullish()
    .transform((v) => v ?? []),
  types: z
    .array(z.enum(ORDER_TYPES))
    .max(4)
    .nullish()
    .transform((v) => v ?? []),
  from: z.iso.date({ error: orderTexts.invalidDateRange }),
  to: z.iso.date({ error: orderTexts.invalidDateRange }),
});

/** The global report's filters: the range rule of spec section 5 ("Invalid date range"), the client held to the viewer's. */
export const reportFilters = (session: SessionData, input: unknown): ReportFilterParams => {
  const f = validate(reportSchema, input);
  const client = clientOf(session, f.clientId);
  if (!globalReportRangeValid({ start: f.from, end: f.to }, client !== null, today())) throw badRange('to');
  return {
    client,
    agency: f.officeIds,
    status: f.statuses,
    campaignType: f.types.map((t) => TYPE_TO_DTO[t]),
    dateFrom: f.from,
    dateTo: f.to,
  };
};

export const modifiedArgs = z.object({
  clientId: idSchema.nullish().transform((v) => v ?? null),
  from: date,
  to: date,
  search: z
    .string()
    .trim()
    .max(MAX_SEARCH_LENGTH)
    .nullish()
    .transform((v) => v || null),
  first: z
    .number()
    .int()
    .min(1)
    .max(100)
    .nullish()
    .transform((v) => v ?? 10),
  cursor: z
    .string()
    .regex(/^\d{1,7}$/)
    .nullish()
    .transform((v) => (v ? Number(v) : 0)),
});
