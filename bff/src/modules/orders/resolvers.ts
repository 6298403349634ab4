import { isStaff, ORDERS_PAGE_SIZE, statsFromUpstream } from '@portal/schema';
import { roleOf } from '../../session/viewer.ts';
import { ForbiddenError } from '../../shared/errors.ts';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import type { Context } from '../../context.ts';
import { validate } from '../../shared/validate.ts';
import {
  addAdjustment,
  addNote,
  countOrders,
  deleteAdjustment,
  listAdjustments,
  listCampaignStatuses,
  listModifiedCampaigns,
  listNotes,
  listOrders,
  reportOfficeCounts,
  reportPackageCounts,
  reportStats,
  setInvoiced,
  updateNote,
  updateStatusLabel,
} from '../../upstream/main/orders.ts';
import { adjustmentModel, noteModel, orderModel } from './models.ts';
import {
  adjustmentInput,
  badRange,
  campaignArgs,
  clientOf,
  deleteAdjustmentInput,
  freeOfChargeInput,
  invoicedInput,
  modifiedArgs,
  noteInput,
  noteUpdateInput,
  orderFilters,
  pageArgs,
  reportFilters,
  upstreamAmount,
  viewerOrderPermissions,
} from './order-rules.ts';

/** A global report part whose call failed is null: the spec swallows stats errors (logged, counted by the upstream metrics). */
const swallowed = async <T>(ctx: Context, part: string, call: Promise<T>): Promise<T | null> => {
  try {
    return await call;
  } catch (err) {
    ctx.log.warn({ part, err: (err as Error).message }, 'global report part failed');
    return null;
  }
};

/** Thin resolvers: the rules are order-rules.ts, the transforms models.ts, the calls upstream/main/orders.ts. */
/**
 * Before a write on an order, for everyone but staff: the order is one of the viewer's own orders —
 * found in the viewer's scoped list by its campaign's id (GET orders, the client held to the
 * viewer's own; the upstream holds an office admin to their offices). Another tenant's order, or an
 * order that is not the campaign's, is FORBIDDEN (as the upstream answers it) with nothing written.
 */
async function assertOrderInReach(ctx: Context, orderId: string, campaignId: string): Promise<void> {
  const session = ctx.requireSession();
  if (isStaff(roleOf(session))) return;
  const filters = { ...orderFilters(session, {}), searchText: campaignId };
  const found = await listOrders(ctx.main, filters, 1, ORDERS_PAGE_SIZE);
  if (!found.some((order) => order.id === orderId && order.campaign.id === campaignId)) throw new ForbiddenError();
}

export const orderResolvers: Resolvers = {
  Query: {
    orderPermissions: (_root, _args, ctx) => {
      const { role, ...may } = viewerOrderPermissions(ctx);
      const session = ctx.requireSession();
      const chooses = role === 'SUPER_ADMIN' || role === 'ADMIN';
      return { ...may, choosesClient: chooses, ownClientId: chooses ? null : (session.user.clientId ?? null) };
    },
    orderStatuses: async (_root, _args, ctx) =>
      (await listCampaignStatuses(ctx.main)).map((s) => ({ id: s.mappedStatus.toLowerCase(), title: s.mappedStatus })),
    orders: async (_root, args, ctx) => {
      const may = viewerOrderPermissions(ctx);
      const filters = orderFilters(ctx.requireSession(), args.filters);
      const { page } = validate(pageArgs, { page: args.page });
      const [rows, total] = await Promise.all([
        listOrders(ctx.main, filters, page, ORDERS_PAGE_SIZE),
        countOrders(ctx.main, filters),
      ]);
      return {
        items: rows.map((row) => orderModel(row, may)),
        totalCount: total,
        totalPages: Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE)),
      };
    },
    orderNotes: async (_root, args, ctx) => {
      const { campaignId } = validate(campaignArgs, args);
      return (await listNotes(ctx.main, campaignId)).map(noteModel);
    },
    orderAdjustments: async (_root, args, ctx) => {
      const { campaignId } = validate(campaignArgs, args);
      return (await listAdjustments(ctx.main, campaignId)).map(adjustmentModel);
    },
    modifiedCampaigns: async (_root, args, ctx) => {
      const a = validate(modifiedArgs, args);
      if (a.from && a.to && a.from > a.to) throw badRange('to');
      const client = clientOf(ctx.requireSession(), a.clientId);
      const limit = a.first;
      const offset = a.cursor;
      // Offsets are multiples of the page size: the upstream pages by number.
      const size = offset % limit === 0 ? limit : 10;
      const page = Math.floor(offset / size) + 1;
      const answer = await listModifiedCampaigns(
        ctx.main,
        { client, dateFrom: a.from, dateTo: a.to, searchText: a.search },
        page,
        size,
      );
      const next = offset + answer.reports.length;
      const hasMore = next < answer.meta.count;
      return {
        items: answer.reports.map((r) => ({
          id: r.campaign.id,
          name: r.campaign.displayName,
          officeName: r.agency.displayName,
          officeSlug: r.agency.slug,
          type: r.campaign.type,
          status: r.campaign.status,
          startDate: r.campaign.startDate,
          endDate: r.campaign.endDate,
          change: r.change,
          note: r.note,
          modifiedAt: r.modifiedAt,
          modifiedBy: r.modifiedBy ? `${r.modifiedBy.firstName} ${r.modifiedBy.lastName}`.trim() : null,
        })),
        pageInfo: { nextCursor: hasMore ? String(next) : null, hasMore },
        totalCount: answer.meta.count,
      };
    },
    globalReport: async (_root, args, ctx) => {
      const filters = reportFilters(ctx.requireSession(), args.filters);
      const [offices, packages, stats] = await Promise.all([
        swallowed(ctx, 'agencies', reportOfficeCounts(ctx.main, filters)),
        swallowed(ctx, 'packages', reportPackageCounts(ctx.main, filters)),
        swallowed(ctx, 'stats', reportStats(ctx.main, filters)),
      ]);
      return { offices, packages, stats: stats && statsFromUpstream(stats) };
    },
  },
  Mutation: {
    addOrderNote: async (_root, { input }, ctx) => {
      const v = validate(noteInput, input);
      return { campaignId: v.campaignId, notes: (await addNote(ctx.main, v.campaignId, v.note)).map(noteModel) };
    },
    updateOrderNote: async (_root, { input }, ctx) => {
      const v = validate(noteUpdateInput, input);
      const notes = await updateNote(ctx.main, v.campaignId, v.noteId, v.note);
      return { campaignId: v.campaignId, notes: notes.map(noteModel) };
    },
    markOrderFreeOfCharge: async (_root, { input }, ctx) => {
      const v = validate(freeOfChargeInput, input);
      return { campaignId: v.campaignId, freeOfCharge: await updateStatusLabel(ctx.main, v.campaignId, v.text) };
    },
    setOrderInvoiced: async (_root, { input }, ctx) => {
      const v = validate(invoicedInput, input);
      await assertOrderInReach(ctx, v.orderId, v.campaignId);
      const answer = await setInvoiced(ctx.main, v.orderId, v.invoiced);
      return { orderId: v.orderId, invoiced: answer.invoiced, invoicedDate: answer.invoicedDate };
    },
    addOrderAdjustment: async (_root, { input }, ctx) => {
      const v = validate(adjustmentInput, input);
      const added = await addAdjustment(ctx.main, v.campaignId, {
        date: v.date,
        label: v.label,
        amount: upstreamAmount(v.amount),
        remarks: v.remarks,
      });
      return { campaignId: v.campaignId, adjustment: adjustmentModel(added) };
    },
    deleteOrderAdjustment: async (_root, { input }, ctx) => {
      const v = validate(deleteAdjustmentInput, input);
      await deleteAdjustment(ctx.main, v.adjustmentId);
      return { campaignId: v.campaignId, adjustmentId: v.adjustmentId };
    },
  },
};
