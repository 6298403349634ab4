import { Router, type Request, type Response } from 'express';
import type { SandboxContext } from '../context.ts';
import { accessDenied, badRequest, HttpError, notFound } from '../http/errors.ts';
import { requireAccessKey } from '../http/middleware/require-access-key.ts';
import { currentUser, requireBearer } from '../http/middleware/require-bearer.ts';
import { isRecord, queryText, validationFailed, type FieldIssue, type FormShape } from '../http/validation.ts';
import {
  orderCall,
  partnerCampaign,
  partnerSwitches,
  previewMarkup,
  productCall,
  syncDailyStats,
  partnerBase,
} from '../partner/partner.ts';
import {
  changeCampaignDates,
  changeCampaignStatus,
  findAdminCampaign,
  listSignifiLogs,
  markBookedByHand,
  notePartnerCall,
  recordPreview,
  type AdminCampaignRow,
} from '../store/admin-campaigns.ts';
import { findUserById, type User } from '../store/users.ts';

/**
 * The admin campaign tool and the partner logs of the legacy dashboard API (`admin/campaigns/{id}…`,
 * `signifi-logs`; access key and auth-id, ordering spec 7 "Admin tool and partner") and the manual
 * partner call of the main API (`campaigns/{id}/manually-call-partner`).
 * Everything here is for platform staff; the campaign tool besides needs the admin-tool access flag.
 * The legacy API enforces its own date and status rules, as the real one does.
 */

const settableStatuses = ['booked', 'cancelled', 'in-progress', 'finished'] as const;
type SettableStatus = (typeof settableStatuses)[number];
const partnerKinds = ['product', 'order'] as const;
type PartnerKind = (typeof partnerKinds)[number];
export const signifiLogPageSizes = [10, 20, 50, 100] as const;

const dayMs = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && isoDay(Date.parse(`${value}T00:00:00Z`)) === value;
const dayDiff = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);
const addDays = (day: string, days: number) => isoDay(Date.parse(`${day}T00:00:00Z`) + days * dayMs);

const isStaff = (user: User) => user.role === 'ROLE_SUPER_ADMIN' || user.role === 'ROLE_ADMIN';
const isAdminTool = (user: User) => isStaff(user) && user.adminToolAccess;

const campaignId = (raw: string): number => {
  if (!/^[1-9]\d{0,15}$/.test(raw)) throw notFound();
  return Number(raw);
};

const parseJson = (text: string | null): unknown => (text === null ? null : (JSON.parse(text) as unknown));

/** The campaign as the admin tool reads it (platform spec 3, Campaign (admin view)). */
const adminCampaignView = (row: AdminCampaignRow) => ({
  id: row.id,
  displayName: row.displayName,
  type: row.type,
  status: row.status,
  agency: { id: row.officeId, displayName: row.officeName },
  packageTitle: row.packageTitle,
  property: row.propertyId === null ? null : { id: row.propertyId, title: row.propertyTitle },
  bookedBy:
    row.bookedById === null
      ? null
      : { id: row.bookedById, firstName: row.bookedByFirstName, lastName: row.bookedByLastName },
  bookedAt: row.bookedAt === null ? null : new Date(row.bookedAt).toISOString(),
  startDate: row.startDate,
  endDate: row.endDate,
  associatedCampaignId: row.associatedCampaignId,
  facebookPreview: row.facebookPreview,
  signifiProductResponse: parseJson(row.productResponse),
  signifiOrderResponse: parseJson(row.orderResponse),
});

const noteIssue = (note: unknown): FieldIssue[] =>
  typeof note === 'string' && note.trim() !== ''
    ? []
    : [{ path: ['note'], message: 'This value should not be blank.' }];

/**
 * The admin tool's date rules (ordering spec 5): the start at the earliest two days before today and
 * at the latest one day before the end; the end at least a day after the start and at most 60 days.
 */
export function adminDateIssues(startDate: unknown, endDate: unknown, today: string): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (!isDay(startDate)) issues.push({ path: ['startDate'], message: 'This value is not a valid date.' });
  if (!isDay(endDate)) issues.push({ path: ['endDate'], message: 'This value is not a valid date.' });
  if (issues.length > 0 || !isDay(startDate) || !isDay(endDate)) return issues;
  if (startDate < addDays(today, -2))
    issues.push({ path: ['startDate'], message: 'The start date cannot be more than two days before today.' });
  if (dayDiff(startDate, endDate) < 1)
    issues.push({ path: ['endDate'], message: 'The end date must be at least one day after the start date.' });
  if (dayDiff(startDate, endDate) > 60)
    issues.push({ path: ['endDate'], message: 'The end date cannot be more than 60 days after the start date.' });
  return issues;
}

const datesShape = { startDate: null, endDate: null, note: null } satisfies FormShape;
const statusShape = { status: null, note: null } satisfies FormShape;
const logShape = { note: null, type: null } satisfies FormShape;

/** The legacy dashboard API's admin campaign tool, mounted under `/dashboard-api`. */
export function adminCampaignRoutes(ctx: SandboxContext): Router {
  const { store, config, now } = ctx;
  const router = Router();
  const today = () => isoDay(now());
  router.use('/admin/campaigns', requireAccessKey(ctx));

  /** The admin-tool user named by the auth-id header; 403 for anyone else. */
  const admin = (req: Request): User => {
    const user = findUserById(store, Number(req.get(config.authIdHeader)));
    if (!user || !isAdminTool(user)) throw accessDenied();
    return user;
  };
  const campaignOf = (req: Request): AdminCampaignRow => {
    admin(req);
    const row = findAdminCampaign(store, campaignId(String(req.params.id)));
    if (!row) throw notFound();
    return row;
  };
  const body = (req: Request): Record<string, unknown> => (isRecord(req.body) ? req.body : {});

  router.get('/admin/campaigns/:id', (req, res) => {
    res.json({ data: adminCampaignView(campaignOf(req)) });
  });

  /** Asks the partner for the campaign's social preview; 'N/A' when the campaign is not booked with it. */
  router.put('/admin/campaigns/:id/update-previews', (req, res) => {
    const row = campaignOf(req);
    const campaign = partnerCampaign(store, row.id);
    if (!campaign || row.orderResponse === null) {
      res.json({ data: { signifiPreviewFacebookIframe: 'N/A' } });
      return;
    }
    const fails = partnerSwitches(store).previewFails;
    const markup = fails ? null : previewMarkup(campaign, '/storage');
    const log = {
      campaignId: row.id,
      type: 'preview',
      endpoint: `${partnerBase}/previews`,
      request: { CampaignId: row.id },
      response: fails ? { Error: { Code: 'INTERNAL', Message: 'Upstream timeout' } } : { Data: { Html: markup } },
      status: fails ? 502 : 200,
      note: null,
      userId: admin(req).id,
    };
    recordPreview(store, log, markup, now());
    if (markup === null) throw new HttpError(502, { message: 'The partner could not render the preview.' });
    res.json({ data: { signifiPreviewFacebookIframe: markup } });
  });

  router.patch('/admin/campaigns/:id/adjust-dates', (req, res) => {
    const row = campaignOf(req);
    const { startDate, endDate, note } = body(req);
    const issues = [...adminDateIssues(startDate, endDate, today()), ...noteIssue(note)];
    if (issues.length > 0) throw validationFailed(datesShape, issues);
    const start = startDate as string;
    const end = endDate as string;
    const change = {
      startDate: start,
      endDate: end,
      duration: dayDiff(start, end),
      note: (note as string).trim(),
      userId: admin(req).id,
    };
    changeCampaignDates(store, row.id, change, now());
    res.json({ data: adminCampaignView(findAdminCampaign(store, row.id) as AdminCampaignRow) });
  });

  /**
   * Changes the status and tells the partner: 200, or 207 when the change is kept but the partner's
   * call behind it failed (its order call switched to fail, or the campaign has no partner order).
   */
  router.patch('/admin/campaigns/:id/change-status', (req, res) => {
    const row = campaignOf(req);
    const { status, note } = body(req);
    const issues = noteIssue(note);
    if (!settableStatuses.includes(status as SettableStatus))
      issues.push({ path: ['status'], message: 'The value you selected is not a valid choice.' });
    else if (status === row.status) issues.push({ path: ['status'], message: 'The campaign already has this status.' });
    if (issues.length > 0) throw validationFailed(statusShape, issues);
    const user = admin(req);
    const order = parseJson(row.orderResponse) as { Data?: { OrderId?: string } } | null;
    const orderId = order?.Data?.OrderId ?? null;
    const fails = orderId === null || partnerSwitches(store).orderFails;
    const partnerStatus = orderId === null ? 409 : fails ? 500 : 200;
    const response =
      orderId === null
        ? { Error: { Code: 'NO_ORDER', Message: 'The campaign has no partner order' } }
        : fails
          ? { Error: { Code: 'INTERNAL', Message: 'Upstream timeout' } }
          : { Data: { OrderId: orderId, Status: status === 'cancelled' ? 'Cancelled' : 'Active' } };
    const kind = status === 'cancelled' ? 'cancel' : 'status';
    const log = {
      campaignId: row.id,
      type: kind,
      endpoint: `${partnerBase}/orders/${orderId ?? 'none'}/${kind}`,
      request: { OrderId: orderId, Status: status },
      response,
      status: partnerStatus,
      note: (note as string).trim(),
      userId: user.id,
    };
    changeCampaignStatus(store, status as string, log, now());
    const data = adminCampaignView(findAdminCampaign(store, row.id) as AdminCampaignRow);
    if (fails) {
      res.status(207).json({ data, partner: { status: partnerStatus, response } });
      return;
    }
    res.json({ data });
  });

  /** Records the note of a manual partner call (after `campaigns/{id}/manually-call-partner`). */
  router.post('/admin/campaigns/:id/log-partner', (req, res) => {
    const row = campaignOf(req);
    const user = admin(req);
    const { note, type } = body(req);
    const issues = noteIssue(note);
    if (!partnerKinds.includes(type as PartnerKind))
      issues.push({ path: ['type'], message: 'The value you selected is not a valid choice.' });
    if (issues.length > 0) throw validationFailed(logShape, issues);
    const text = (note as string).trim();
    // The manual call's own partner log (the caller's newest of that type without a note) carries the note too.
    const id = notePartnerCall(store, row.id, type as string, text, user.id, now());
    res.status(201).json({ data: { id, note: text, type } });
  });

  router.get('/admin/campaigns/:id/payment-method', (req, res) => {
    res.json({ data: { paymentMethod: campaignOf(req).paymentOption } });
  });

  return router;
}

/** The legacy dashboard API's partner logs, mounted under `/dashboard-api` beside the admin campaign tool. */
export function partnerLogRoutes(ctx: SandboxContext): Router {
  const { store, config } = ctx;
  const router = Router();

  /**
   * The partner logs (legacy API: access key and auth-id; super admin and admin, no admin-tool flag
   * needed), newest first, a page at a time (`page`, `limit` of 10, 20, 50 or 100), by campaign or client.
   */
  router.get('/signifi-logs', requireAccessKey(ctx), (req, res) => {
    const user = findUserById(store, Number(req.get(config.authIdHeader)));
    if (!user || !isStaff(user)) throw accessDenied();
    const limitText = queryText(req, 'limit') || '10';
    const limit = Number(limitText);
    if (!(signifiLogPageSizes as readonly number[]).includes(limit))
      throw badRequest('limit must be one of 10, 20, 50 or 100');
    const pageText = queryText(req, 'page') || '1';
    if (!/^[1-9]\d{0,6}$/.test(pageText)) throw badRequest('page must be a positive whole number');
    const page = Number(pageText);
    const idOf = (name: 'campaign' | 'client'): number | null => {
      const raw = queryText(req, name);
      if (raw === '') return null;
      if (!/^[1-9]\d{0,15}$/.test(raw)) throw badRequest(`${name} must be an id`);
      return Number(raw);
    };
    const campaign = idOf('campaign');
    const client = idOf('client');
    const { count, rows } = listSignifiLogs(store, { campaign, client, limit, offset: (page - 1) * limit });
    const pages = Math.max(1, Math.ceil(count / limit));
    res.json({
      data: rows.map((row) => ({
        id: row.id,
        type: row.type,
        status: row.status,
        note: row.note,
        updatedAt: new Date(row.updatedAt).toISOString(),
        response: parseJson(row.response),
        client: row.clientId === null ? null : { id: row.clientId, title: row.clientTitle },
        campaign: {
          id: row.campaignId,
          displayName: row.campaignName,
          property: row.propertyTitle === null ? null : { title: row.propertyTitle },
        },
      })),
      meta: {
        current: { cursor: page, limit },
        next: page < pages ? { cursor: page + 1 } : null,
        prev: page > 1 ? { cursor: page - 1 } : null,
        count,
      },
    });
  });

  return router;
}

/** The main API's partner tools for platform staff, mounted under `/api`. */
export function partnerToolRoutes(ctx: SandboxContext): Router {
  const { store, now } = ctx;
  const router = Router();
  const bearer = requireBearer(ctx);
  const staff = (res: Response): User => {
    const user = currentUser(res);
    if (!isStaff(user)) throw accessDenied();
    return user;
  };

  /**
   * Repeats a partner call by hand: the product call, then the order call (which needs the product
   * response). Only for a campaign without a status that is paid on trading terms; a card-paid one is
   * never rebooked by hand. 200 with the partner's answer, or 502 when the partner refused.
   */
  router.post('/campaigns/:id/manually-call-partner', bearer, (req, res) => {
    const user = staff(res);
    if (!user.adminToolAccess) throw accessDenied();
    const row = findAdminCampaign(store, campaignId(String(req.params.id)));
    if (!row) throw notFound();
    const type = isRecord(req.body) ? req.body.type : undefined;
    if (!partnerKinds.includes(type as PartnerKind))
      throw validationFailed({ type: null }, [
        { path: ['type'], message: 'The value you selected is not a valid choice.' },
      ]);
    if (row.paymentOption !== 'trading-terms')
      throw new HttpError(422, { message: 'Card-paid campaigns cannot be booked with the partner by hand.' });
    if (row.status !== null) throw new HttpError(422, { message: 'The campaign is already booked with the partner.' });
    if (type === 'order' && row.productResponse === null)
      throw new HttpError(422, { message: 'The product call must come before the order call.' });
    const campaign = partnerCampaign(store, row.id);
    if (!campaign) throw notFound();
    const options = { userId: user.id, now: now() };
    const call = type === 'product' ? productCall(store, campaign, options) : orderCall(store, campaign, options);
    if (call.ok && type === 'order') {
      markBookedByHand(store, row.id, now());
      syncDailyStats(store, row.id, isoDay(now()));
    }
    const data = { type, ok: call.ok, status: call.status, response: call.response, logId: call.logId };
    if (!call.ok) {
      res.status(502).json({ message: `The partner refused the ${type as string} call.`, data });
      return;
    }
    res.json({ data });
  });

  return router;
}
