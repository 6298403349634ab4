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
import { insert, many, one, run, transaction } from '../store/database.ts';
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

type AdminCampaignRow = {
  id: number;
  type: string;
  displayName: string;
  status: string | null;
  officeId: number;
  officeName: string;
  packageTitle: string;
  propertyId: number | null;
  propertyTitle: string | null;
  bookedById: number | null;
  bookedByFirstName: string | null;
  bookedByLastName: string | null;
  bookedAt: number | null;
  startDate: string;
  endDate: string;
  associatedCampaignId: number | null;
  paymentOption: string;
  facebookPreview: string | null;
  productResponse: string | null;
  orderResponse: string | null;
};

const campaignId = (raw: string): number => {
  if (!/^[1-9]\d{0,15}$/.test(raw)) throw notFound();
  return Number(raw);
};

function findAdminCampaign(ctx: SandboxContext, id: number): AdminCampaignRow | undefined {
  return one<AdminCampaignRow>(
    ctx.store,
    `SELECT c.id, c.type, c.display_name AS displayName, c.status, o.id AS officeId, o.display_name AS officeName,
       p.title AS packageTitle, pr.id AS propertyId, pr.title AS propertyTitle, u.id AS bookedById,
       u.first_name AS bookedByFirstName, u.last_name AS bookedByLastName, c.booked_at AS bookedAt,
       c.start_date AS startDate, c.end_date AS endDate, c.associated_campaign_id AS associatedCampaignId,
       c.payment_option AS paymentOption, c.facebook_preview AS facebookPreview,
       c.signifi_product_response AS productResponse, c.signifi_order_response AS orderResponse
     FROM campaigns c JOIN offices o ON o.id = c.office_id JOIN packages p ON p.id = c.package_id
     LEFT JOIN properties pr ON pr.id = c.property_id LEFT JOIN users u ON u.id = c.booked_by
     WHERE c.id = ?`,
    id,
  );
}

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
    const row = findAdminCampaign(ctx, campaignId(String(req.params.id)));
    if (!row) throw notFound();
    return row;
  };
  const addNote = (id: number, type: string, note: string, userId: number) =>
    insert(
      store,
      'INSERT INTO campaign_notes (campaign_id, type, note, created_by, created_at) VALUES (?, ?, ?, ?, ?)',
      id,
      type,
      note,
      userId,
      now(),
    );
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
    transaction(store, () => {
      insert(
        store,
        `INSERT INTO partner_logs (campaign_id, type, endpoint, request, response, status, note, created_by, created_at, updated_at)
         VALUES (?, 'preview', ?, ?, ?, ?, NULL, ?, ?, ?)`,
        row.id,
        `${partnerBase}/previews`,
        JSON.stringify({ CampaignId: row.id }),
        JSON.stringify(
          fails ? { Error: { Code: 'INTERNAL', Message: 'Upstream timeout' } } : { Data: { Html: markup } },
        ),
        fails ? 502 : 200,
        admin(req).id,
        now(),
        now(),
      );
      if (markup !== null)
        run(store, 'UPDATE campaigns SET facebook_preview = ?, updated_at = ? WHERE id = ?', markup, now(), row.id);
    });
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
    transaction(store, () => {
      run(
        store,
        'UPDATE campaigns SET start_date = ?, end_date = ?, duration = ?, updated_at = ? WHERE id = ?',
        start,
        end,
        dayDiff(start, end),
        now(),
        row.id,
      );
      addNote(row.id, 'date-change', (note as string).trim(), admin(req).id);
    });
    res.json({ data: adminCampaignView(findAdminCampaign(ctx, row.id) as AdminCampaignRow) });
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
    transaction(store, () => {
      run(store, 'UPDATE campaigns SET status = ?, updated_at = ? WHERE id = ?', status as string, now(), row.id);
      addNote(row.id, 'status-change', (note as string).trim(), user.id);
      insert(
        store,
        `INSERT INTO partner_logs (campaign_id, type, endpoint, request, response, status, note, created_by, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        row.id,
        status === 'cancelled' ? 'cancel' : 'status',
        `${partnerBase}/orders/${orderId ?? 'none'}/${status === 'cancelled' ? 'cancel' : 'status'}`,
        JSON.stringify({ OrderId: orderId, Status: status }),
        JSON.stringify(response),
        partnerStatus,
        (note as string).trim(),
        user.id,
        now(),
        now(),
      );
    });
    const data = adminCampaignView(findAdminCampaign(ctx, row.id) as AdminCampaignRow);
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
    const id = transaction(store, () => {
      // The manual call's own partner log (the caller's newest of that type without a note) carries the note too.
      run(
        store,
        `UPDATE partner_logs SET note = ?, updated_at = ? WHERE id = (SELECT id FROM partner_logs
           WHERE campaign_id = ? AND type = ? AND created_by = ? AND note IS NULL ORDER BY id DESC LIMIT 1)`,
        text,
        now(),
        row.id,
        type as string,
        user.id,
      );
      return addNote(row.id, 'partner-call', `${type as string}: ${text}`, user.id);
    });
    res.status(201).json({ data: { id, note: text, type } });
  });

  router.get('/admin/campaigns/:id/payment-method', (req, res) => {
    res.json({ data: { paymentMethod: campaignOf(req).paymentOption } });
  });

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
    const conditions: string[] = [];
    const values: number[] = [];
    for (const [name, column] of [
      ['campaign', 'l.campaign_id'],
      ['client', 'o.client_id'],
    ] as const) {
      const raw = queryText(req, name);
      if (raw === '') continue;
      if (!/^[1-9]\d{0,15}$/.test(raw)) throw badRequest(`${name} must be an id`);
      conditions.push(`${column} = ?`);
      values.push(Number(raw));
    }
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    const from = `FROM partner_logs l JOIN campaigns c ON c.id = l.campaign_id JOIN offices o ON o.id = c.office_id
      LEFT JOIN clients cl ON cl.id = o.client_id LEFT JOIN properties pr ON pr.id = c.property_id ${where}`;
    const count = one<{ count: number }>(store, `SELECT count(*) AS count ${from}`, ...values)?.count ?? 0;
    const rows = many<SignifiLogRow>(
      store,
      `SELECT l.id, l.type, l.status, l.note, l.response, l.updated_at AS updatedAt, c.id AS campaignId,
         c.display_name AS campaignName, pr.title AS propertyTitle, cl.id AS clientId, cl.title AS clientTitle
       ${from} ORDER BY l.updated_at DESC, l.id DESC LIMIT ? OFFSET ?`,
      ...values,
      limit,
      (page - 1) * limit,
    );
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

type SignifiLogRow = {
  id: number;
  type: string;
  status: number;
  note: string | null;
  response: string | null;
  updatedAt: number;
  campaignId: number;
  campaignName: string;
  propertyTitle: string | null;
  clientId: number | null;
  clientTitle: string | null;
};

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
    const row = findAdminCampaign(ctx, campaignId(String(req.params.id)));
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
      run(
        store,
        "UPDATE campaigns SET status = 'booked', updated_at = ? WHERE id = ? AND status IS NULL",
        now(),
        row.id,
      );
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
