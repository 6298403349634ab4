import {
  createOfficeSchema,
  DEFAULT_OFFICE_REPORT,
  officeIdSchema,
  officeReportSchema,
  officeUserActiveSchema,
  officeUserPermissionSchema,
  updateOfficeSchema,
} from '@portal/schema';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import type { Context } from '../../context.ts';
import { roleOf } from '../../session/viewer.ts';
import { ForbiddenError, NotFoundError } from '../../shared/errors.ts';
import { toConnection } from '../../shared/lists.ts';
import { needsClientPaymentOptions, paymentMethodsOf } from '../../shared/payment-methods.ts';
import { selectedFieldNames } from '../../shared/selection.ts';
import { storageUrl } from '../../shared/storage-url.ts';
import { validate } from '../../shared/validate.ts';
import {
  createAgency,
  listAgencies,
  updateAgency,
  updateAgencyPermission,
  type AgencyDetailDto,
  type AgencyInclude,
} from '../../upstream/main/agencies.ts';
import { deactivateUser, getUser, updateUser } from '../../upstream/main/users.ts';
import { assertOfficeWritable, readOffice, viewerOf } from './office-access.ts';
import { displayNameOf, officeModelOf, toCampaignCounts, type OfficeModel } from './models.ts';
import { officeListQuery } from './office-list.ts';
import {
  fromUpstreamWeekday,
  mayChangeOfficeUser,
  newOfficeClient,
  officeCapabilities,
  officeIncludes,
  officeListCapabilities,
  officeUsersOf,
  toActiveOnBody,
  toCreateBody,
  toDetailsBody,
  toOfficeUser,
  toReportBody,
  type OfficeViewer,
} from './office-rules.ts';

/** Item fields that need the office's client (its title, or its payment options to fall back to). */
const NEEDS_CLIENT = ['client', 'paymentMethods'];

/** The office's read, with `part` included: the one `office(id)` made, or one read per office. */
const detailWith = async (o: OfficeModel, ctx: Context, part: AgencyInclude | null): Promise<AgencyDetailDto> => {
  if (o.detail && (part === null || o.detail.includes.has(part))) return o.detail.dto;
  const detail = await ctx.loaders.offices.detail.load(o.id);
  if (!detail) throw new NotFoundError();
  return detail;
};

/** The permission row `permissionId` of the office, read with its permissions, within the viewer's reach. */
const officeRow = async (ctx: Context, viewer: OfficeViewer, officeId: string, permissionId: string) => {
  const office = await readOffice(ctx, viewer, officeId, new Set(['permissions']));
  const row = office.permissions?.find((p) => p.id === permissionId);
  const user = row && toOfficeUser(viewer.role, row);
  if (!row || !user) throw new NotFoundError();
  if (!mayChangeOfficeUser(viewer.role, user.role)) throw new ForbiddenError();
  return { row, user };
};

/**
 * Runs a Users tab change of one row under a lock named by the row (across instances where the
 * session store is shared): the read that checks the row and the writes that follow are never
 * interleaved with another change of the same row, so a burst of toggles ends in one whole state.
 */
const withRowLock = <T>(ctx: Context, officeId: string, permissionId: string, fn: () => Promise<T>): Promise<T> =>
  ctx.services.store.withLock(`office-user:${officeId}:${permissionId}`, fn);

/** The Users tab's Active toggle (spec section 4), under the row's lock. */
const setActive = async (
  ctx: Context,
  viewer: OfficeViewer,
  v: { officeId: string; permissionId: string; active: boolean },
) => {
  const { row, user } = await officeRow(ctx, viewer, v.officeId, v.permissionId);
  if (v.active) {
    // On: the user, enabled, with this office as its only permission; then permissionUpdatable.
    const current = await getUser(ctx.main, user.userId);
    await updateUser(ctx.main, user.userId, toActiveOnBody(current, v.officeId));
    const saved = await updateAgencyPermission(ctx.main, v.officeId, v.permissionId, {
      permissionUpdatable: true,
      canViewMediaOrders: row.canViewMediaOrders,
      canViewPastOrders: row.canViewPastOrders,
      canViewPaymentDetails: row.canViewPaymentDetails,
    });
    const next = toOfficeUser(viewer.role, saved);
    if (!next) throw new NotFoundError();
    return { user: { ...next, active: true } };
  }
  // Off: the permission cleared and saved, then the user deactivated (DELETE users/{id}).
  const saved = await updateAgencyPermission(ctx.main, v.officeId, v.permissionId, {
    permissionUpdatable: false,
    canViewMediaOrders: false,
    canViewPastOrders: false,
    canViewPaymentDetails: false,
  });
  await deactivateUser(ctx.main, user.userId);
  const next = toOfficeUser(viewer.role, saved);
  if (!next) throw new NotFoundError();
  return { user: { ...next, active: false } };
};

const savedOffice = (dto: AgencyDetailDto) => ({
  office: officeModelOf(dto, new Set(['automateReport', 'ordersReport'])),
});

export const officeResolvers: Resolvers = {
  Query: {
    offices: async (_root, args, ctx, info) => {
      const session = ctx.requireSession();
      const query = officeListQuery(roleOf(session), session.user.clientId, args);
      // The list embeds the clients when the query needs them (include=client): the page then
      // costs no client call at all, where loading them by id would cost one per distinct client.
      const fields = selectedFieldNames(info, ['items']);
      const page = await listAgencies(ctx.main, { ...query, includeClient: NEEDS_CLIENT.some((f) => fields.has(f)) });
      for (const office of page.items)
        if (office.client) ctx.loaders.clients.client.prime(office.client.id, office.client);
      return toConnection(page);
    },
    officeListCapabilities: (_root, _args, ctx) => {
      const viewer = viewerOf(ctx);
      return { ...officeListCapabilities(viewer.role), ownClientId: viewer.clientId };
    },
    office: async (_root, args, ctx, info) => {
      const viewer = viewerOf(ctx);
      const { id } = validate(officeIdSchema, args);
      const include = officeIncludes(viewer.role, selectedFieldNames(info, []));
      try {
        const office = await readOffice(ctx, viewer, id, include);
        return officeModelOf(office, include);
      } catch (err) {
        if (err instanceof NotFoundError) return null;
        throw err;
      }
    },
  },
  Mutation: {
    createOffice: async (_root, { input }, ctx) => {
      const viewer = viewerOf(ctx);
      const v = validate(createOfficeSchema, input);
      const clientId = newOfficeClient(viewer, v.clientId);
      return savedOffice(await createAgency(ctx.main, toCreateBody(v, clientId)));
    },
    updateOffice: async (_root, { input }, ctx) => {
      const viewer = viewerOf(ctx);
      const v = validate(updateOfficeSchema, input);
      await assertOfficeWritable(ctx, viewer, v.id);
      return savedOffice(await updateAgency(ctx.main, v.id, toDetailsBody(v)));
    },
    archiveOffice: async (_root, { input }, ctx) => {
      const { id } = validate(officeIdSchema, input);
      return savedOffice(await updateAgency(ctx.main, id, { status: 'archive' }));
    },
    unarchiveOffice: async (_root, { input }, ctx) => {
      const { id } = validate(officeIdSchema, input);
      return savedOffice(await updateAgency(ctx.main, id, { status: 'published' }));
    },
    updateOfficeReport: async (_root, { input }, ctx) => {
      const viewer = viewerOf(ctx);
      const v = validate(officeReportSchema, input);
      await assertOfficeWritable(ctx, viewer, v.id);
      return savedOffice(await updateAgency(ctx.main, v.id, toReportBody(v)));
    },
    updateOfficeUserPermission: async (_root, { input }, ctx) => {
      const viewer = viewerOf(ctx);
      const v = validate(officeUserPermissionSchema, input);
      const saved = await withRowLock(ctx, v.officeId, v.permissionId, async () => {
        await officeRow(ctx, viewer, v.officeId, v.permissionId);
        return updateAgencyPermission(ctx.main, v.officeId, v.permissionId, {
          canViewMediaOrders: v.canViewMediaOrders,
          canViewPastOrders: v.canViewPastOrders,
          canViewPaymentDetails: v.canViewPaymentDetails,
        });
      });
      const user = toOfficeUser(viewer.role, saved);
      if (!user) throw new NotFoundError();
      return { user };
    },
    setOfficeUserActive: async (_root, { input }, ctx) => {
      const viewer = viewerOf(ctx);
      const v = validate(officeUserActiveSchema, input);
      return withRowLock(ctx, v.officeId, v.permissionId, () => setActive(ctx, viewer, v));
    },
  },
  Office: {
    displayName: (o) => displayNameOf(o),
    status: (o) => (o.status === 'archived' ? 'ARCHIVED' : 'PUBLISHED'),
    logoUrl: (o) => storageUrl(o.imageLogo?.location),
    paymentMethods: async (o, _args, ctx) => {
      const client =
        needsClientPaymentOptions(o) && o.clientId ? await ctx.loaders.clients.client.load(o.clientId) : null;
      return paymentMethodsOf(o, client);
    },
    client: (o, _args, ctx) => (o.clientId ? ctx.loaders.clients.client.load(o.clientId) : null),
    campaignCounts: async (o, _args, ctx) => {
      const counts = await ctx.loaders.offices.campaignCounts.load(o.id);
      return counts ? toCampaignCounts(counts) : null;
    },
    details: async (o, _args, ctx) => {
      const d = await detailWith(o, ctx, 'ordersReport');
      return {
        name: displayNameOf(d),
        agentId: d.title,
        logo: d.imageLogo ? { id: d.imageLogo.id, url: storageUrl(d.imageLogo.location)! } : null,
        primaryContact: d.primaryContact,
        email: d.email,
        phone: d.phone,
        postcodes: d.postcode,
        destinationUrl: d.destinationUrl,
        revId: d.revId,
        brandColor: d.backgroundColor,
        secondaryColor: d.secondaryColor,
        organicSocialPosts: d.organicCampaigns,
        emailOrders: {
          recipients: d.ordersReport?.recipients ?? [],
          weekday: fromUpstreamWeekday(d.ordersReport?.weekday ?? 'Mon'),
        },
      };
    },
    paymentDetails: async (o, _args, ctx) => {
      if (!officeCapabilities(roleOf(ctx.requireSession()), o).canUpdateCard) return null;
      const d = await detailWith(o, ctx, 'client');
      const client = d.client ?? (d.clientId ? await ctx.loaders.clients.client.load(d.clientId) : null);
      const methods = paymentMethodsOf(d, client);
      return {
        paymentMethods: methods ?? { property: null, agent: null, office: null },
        clientTradingTerms: d.client && 'tradingTerms' in d.client ? d.client.tradingTerms : null,
      };
    },
    users: async (o, _args, ctx) => {
      const d = await detailWith(o, ctx, 'permissions');
      return officeUsersOf(roleOf(ctx.requireSession()), d.permissions ?? []);
    },
    report: async (o, _args, ctx) => {
      const d = await detailWith(o, ctx, 'automateReport');
      const r = d.automateReport;
      if (!r) return { ...DEFAULT_OFFICE_REPORT, startDate: null, recipients: [], lastSent: null };
      return {
        recurrence:
          r.recurrencePattern.type === 'daily'
            ? 'DAILY'
            : r.recurrencePattern.type === 'monthly'
              ? 'MONTHLY'
              : 'WEEKLY',
        interval: r.recurrencePattern.interval,
        weekday: fromUpstreamWeekday(r.recurrencePattern.weekday),
        monthday: r.recurrencePattern.monthday,
        startDate: r.recurrenceRange.start,
        recipients: r.recipients,
        lastSent: r.lastSent,
      };
    },
    capabilities: (o, _args, ctx) => officeCapabilities(roleOf(ctx.requireSession()), o),
  },
  OfficeListCapabilities: {
    ownClient: async (c, _args, ctx) => {
      if (!c.ownClientId) return null;
      const client = await ctx.loaders.clients.client.load(c.ownClientId);
      return client ? { id: client.id, title: client.title } : null;
    },
  },
};
