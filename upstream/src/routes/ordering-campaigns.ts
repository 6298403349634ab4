import { Router, type RequestHandler } from 'express';
import type { SandboxContext } from '../context.ts';
import { accessDenied, badRequest } from '../http/errors.ts';
import { filter, keysetPager, parseListQuery } from '../http/lists.ts';
import { currentUser, requireBearer } from '../http/middleware/require-bearer.ts';
import { isRecord, queryText, toId, validationFailed, type FieldIssue } from '../http/validation.ts';
import { receiveMultipart } from '../files/uploads.ts';
import { agentOfficeOrderDraft, isAgentOrOfficeOrder } from '../ordering/agent-office-order.ts';
import { officeFor, orderableCampaign } from '../ordering/order-access.ts';
import { textOf } from '../ordering/order-rules.ts';
import { campaignView, orderView } from '../ordering/order-views.ts';
import { payCampaign } from '../ordering/payment.ts';
import { propertyOrderDraft } from '../ordering/property-order.ts';
import {
  createCampaign,
  findCampaign,
  listCampaigns,
  setCampaignVideo,
  updateCampaignFields,
  type CampaignRow,
} from '../store/ordering-campaigns.ts';
import { fileExists, isStaffRole, permittedOfficeIds } from '../store/ordering.ts';
import type { Store } from '../store/database.ts';
import type { User } from '../store/users.ts';

/**
 * Ordering's campaigns: the lists (`campaigns`, `campaigns/by-agency`, `orders/by-agency`), the
 * order forms' `POST campaigns` (property, agent extend, agent and office), the draft's updates and
 * the payment (`POST campaigns/{id}/order`).
 */

const campaignPager = keysetPager(['int', 'id'], (row: CampaignRow) => [row.createdAt, row.id]);
const publishStatuses = ['draft', 'published', 'archived'] as const;

/** The campaigns a user reaches: staff all, the client admin their client's, office roles their offices', the client user none. */
function campaignScope(store: Store, user: User): { officeIds: number[] | null; clientId: number | null } {
  if (isStaffRole(user.role)) return { officeIds: null, clientId: null };
  if (user.role === 'ROLE_CLIENT_USER') return { officeIds: [], clientId: null };
  if (user.role === 'ROLE_CLIENT_ADMIN' && user.clientId !== null) return { officeIds: null, clientId: user.clientId };
  return { officeIds: permittedOfficeIds(store, user.id, 'can_view_past_orders'), clientId: null };
}

export function orderingCampaignRoutes(ctx: SandboxContext): Router {
  const { store, now } = ctx;
  const router = Router();
  const bearer = requireBearer(ctx);

  /**
   * One office's campaigns (`?agency=`), for a viewer who may see its past orders: the ordered ones
   * (`orders/by-agency`) or all (`campaigns/by-agency`), searchable, cursor-paged.
   */
  const officeCampaigns =
    (orderedOnly: boolean, view: (row: CampaignRow) => unknown): RequestHandler =>
    (req, res) => {
      const user = currentUser(res);
      const access = officeFor(ctx, user, queryText(req, 'agency'));
      if (!access.canViewPastOrders) throw accessDenied();
      const query = parseListQuery(req, { defaultLimit: 10, maxLimit: 100, filters: { search: filter.text() } });
      const page = campaignPager.page(query.limit, query.cursor, (after, limit) =>
        listCampaigns(store, {
          officeIds: [access.officeId],
          clientId: null,
          publishStatus: null,
          orderedOnly,
          search: query.filters.search ?? '',
          after,
          limit,
        }),
      );
      res.json({ data: page.rows.map(view), meta: page.meta });
    };

  router.get('/orders/by-agency', bearer, officeCampaigns(true, orderView));

  router.get('/campaigns', bearer, (req, res) => {
    const user = currentUser(res);
    const query = parseListQuery(req, { defaultLimit: 10, maxLimit: 100, filters: { search: filter.text() } });
    const status = queryText(req, 'status');
    if (status !== '' && !(publishStatuses as readonly string[]).includes(status))
      throw badRequest(`status must be one of ${publishStatuses.join(', ')}`);
    const scope = campaignScope(store, user);
    const page = campaignPager.page(query.limit, query.cursor, (after, limit) =>
      listCampaigns(store, {
        ...scope,
        publishStatus: status === '' ? null : status,
        orderedOnly: false,
        search: query.filters.search ?? '',
        after,
        limit,
      }),
    );
    res.json({ data: page.rows.map(campaignView), meta: page.meta });
  });

  router.get('/campaigns/by-agency', bearer, officeCampaigns(false, campaignView));

  /** The order forms' draft campaign: agent and office orders, or property and agent-extend ones. */
  router.post('/campaigns', bearer, (req, res) => {
    const user = currentUser(res);
    const body: Record<string, unknown> = isRecord(req.body) ? req.body : {};
    if (isAgentOrOfficeOrder(body)) {
      const id = createCampaign(store, agentOfficeOrderDraft(ctx, user, body), user.id, now());
      const created = findCampaign(store, id) as CampaignRow;
      res.status(201).json({ data: { id: created.id, type: created.type, mainImage: created.mainImage } });
      return;
    }
    const id = createCampaign(store, propertyOrderDraft(ctx, user, body), user.id, now());
    const created = findCampaign(store, id) as CampaignRow;
    res.status(201).json({ data: { ...campaignView(created), mainImage: created.mainImage } });
  });

  /** Multipart update of a campaign before payment: note, mainImage / agentImage (file ids). */
  router.post('/campaigns/:id', bearer, async (req, res) => {
    const user = currentUser(res);
    const campaign = orderableCampaign(ctx, user, req.params.id);
    const received = await receiveMultipart(req, { storageDir: ctx.storageDir, fileFields: [], maxFiles: 0 });
    try {
      const field = (name: string) => received.fields.get(name);
      const issues: FieldIssue[] = [];
      const idField = (name: string): number | null | undefined => {
        const text = field(name);
        if (text === undefined) return undefined;
        if (text.trim() === '') return null;
        const id = toId(text.trim());
        if (id === undefined || !fileExists(store, id)) {
          issues.push({ path: [name], message: 'This value is not valid.' });
          return undefined;
        }
        return id;
      };
      const changes = {
        note: field('note') === undefined ? undefined : field('note')?.trim() || null,
        mainImageId: idField('mainImage'),
        agentImageId: idField('agentImage'),
      };
      if (issues.length > 0) throw validationFailed({ mainImage: null, agentImage: null, note: null }, issues);
      updateCampaignFields(store, campaign.id, changes, now());
    } finally {
      await received.discard();
    }
    res.json({ data: campaignView(findCampaign(store, campaign.id) as CampaignRow) });
  });

  router.post('/campaigns/:id/url-media', bearer, (req, res) => {
    const user = currentUser(res);
    const campaign = orderableCampaign(ctx, user, req.params.id);
    // Only the author's own draft, before it is paid (no status yet): never another's, a paid or a finished one.
    const draft = campaign.status === null && (campaign.order === null || campaign.order.paymentStatus === 'declined');
    if (campaign.bookedBy !== user.id || !draft) throw accessDenied();
    const url = isRecord(req.body) ? textOf(req.body.url) : '';
    if (url === '') throw validationFailed({ url: null }, [{ path: ['url'], message: 'Video URL is required' }]);
    if (!/^https:\/\/\S+$/i.test(url))
      throw validationFailed({ url: null }, [{ path: ['url'], message: 'Please enter a valid video URL' }]);
    setCampaignVideo(store, campaign.id, url, now());
    res.json({ data: { id: campaign.id, videoUrl: url } });
  });

  /**
   * Pays a campaign and books it with the partner. Order of work: the partner's product call (a
   * failure answers 422 `partner_product_failed`, nothing is charged), the charge (a decline answers
   * 402 with the card error and leaves the campaign payable), then the partner's order call (a
   * failure leaves the campaign paid and awaiting the partner).
   */
  router.post('/campaigns/:id/order', bearer, (req, res) => {
    const user = currentUser(res);
    const campaign = orderableCampaign(ctx, user, req.params.id);
    const body: Record<string, unknown> = isRecord(req.body) ? req.body : {};
    res.status(201).json({ data: payCampaign(ctx, user, campaign, body) });
  });

  return router;
}
