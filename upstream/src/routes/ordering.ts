import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { SandboxContext } from '../context.ts';
import { accessDenied, badRequest, HttpError, notFound } from '../http/errors.ts';
import { filter, keysetPager, parseListQuery } from '../http/lists.ts';
import { currentUser, requireBearer } from '../http/middleware/require-bearer.ts';
import {
  orderCall,
  partnerCampaign,
  productCall,
  publisherIdOf,
  syncDailyStats,
  type PartnerCall,
} from '../partner/partner.ts';
import { declineError } from '../payments/payment-provider.ts';
import { inReach, scopedAudiences } from '../store/audiences.ts';
import { listClientFeatures } from '../store/features.ts';
import { countCharges, recordCharge, spendToken } from '../store/charges.ts';
import { one, run, transaction } from '../store/database.ts';
import { findIntegration } from '../store/client-admin.ts';
import { listOfficePermissions } from '../store/office-admin.ts';
import {
  clientAdmins,
  fileByLocation,
  fileExists,
  findCampaign,
  findOrderingOffice,
  findOrderingPackage,
  findOrderingUser,
  findProperty,
  insertCampaign,
  isStaffRole,
  linkedPackages,
  listCampaigns,
  listOfficeProperties,
  orderingAccess,
  paymentOptionFor,
  permittedOfficeIds,
  propertyImages,
  propertyUsers,
  setCampaignVideo,
  setPropertyProduct,
  updateCampaignFields,
  updateOrderingUser,
  type CampaignRow,
  type OrderingAccess,
  type OrderingOffice,
  type OrderingPackage,
  type OrderingUser,
  type PropertyRow,
} from '../store/ordering.ts';
import type { User } from '../store/users.ts';
import { receiveMultipart } from '../files/uploads.ts';
import { isoWithOffset, permissionView } from '../views/user-views.ts';
import {
  isEmail,
  isRecord,
  queryText,
  toId,
  validationFailed,
  type FieldIssue,
  type FormShape,
} from '../http/validation.ts';

/* ---------------------------------------------------------------- money and rules */

/** Money on the wire is dollars (two decimals at most), as the packages calls answer; cents inside. */
const dollars = (cents: number) => cents / 100;

/**
 * The amount charged for an order, in cents: the package price plus 10 % GST, rounded half up to the
 * cent. Property and agent-extend orders always carry GST (the property flow passes price × 1.1);
 * agent and office orders carry it when the office includes GST.
 */
export function orderTotal(packagePrice: number, campaignType: string, includeGst: boolean): number {
  const withGst = campaignType === 'property' || campaignType === 'property-extend' || includeGst;
  return withGst ? Math.floor((packagePrice * 11 + 5) / 10) : packagePrice;
}

/** The five major listing portals whose pages are never an agent page. */
export const listingPortalDomains = [
  'realestate.com.au',
  'domain.com.au',
  'allhomes.com.au',
  'realcommercial.com.au',
  'homely.com.au',
] as const;

/** Sub-domains of clients whose property orders need no video even for a video package (comma list). */
const videoOptionalSubDomains = new Set(
  (process.env.SANDBOX_VIDEO_OPTIONAL_SUBDOMAINS ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean),
);

const hostMatches = (host: string, entry: string): boolean => {
  const rule = entry.trim().toLowerCase();
  if (rule === '') return false;
  if (rule.startsWith('*.')) {
    const base = rule.slice(2);
    return host === base || host.endsWith(`.${base}`);
  }
  return host === rule || host === `www.${rule}`;
};

const parseUrl = (text: string): URL | undefined => {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
};

export const agentPageMessage = "Error: Agent Page URL supplied is not housed within your agency's website.";

/** An agent page URL's problem, or null: valid URL, on no listing portal, inside the client's whitelist. */
export function agentPageProblem(text: string, clientDomains: string): string | null {
  if (text.trim() === '') return 'Agent Page URL is required';
  const url = parseUrl(text.trim());
  if (!url) return 'Agent Page URL is not valid';
  const host = url.hostname.toLowerCase();
  if (listingPortalDomains.some((domain) => host === domain || host.endsWith(`.${domain}`))) return agentPageMessage;
  const whitelist = clientDomains.split(',').filter((entry) => entry.trim() !== '');
  if (!whitelist.some((entry) => hostMatches(host, entry))) return agentPageMessage;
  return null;
}

const dayMs = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const addDays = (day: string, days: number) => isoDay(Date.parse(`${day}T00:00:00Z`) + days * dayMs);

/* ---------------------------------------------------------------- views */

const imageView = (image: { id: number; location: string } | null) =>
  image && { id: image.id, location: image.location };

const userView = (user: OrderingUser) => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  mobile: user.mobile,
  postcode: user.postcode,
  destinationUrl: user.destinationUrl,
  role: user.role,
  imageOriginal: imageView(user.imageOriginal),
});

const packageView = (record: OrderingPackage) => ({
  id: record.id,
  title: record.title,
  type: record.type,
  description: record.description,
  status: record.status,
  sortOrder: record.sortOrder,
  packagePrice: dollars(record.packagePrice),
  retailPrice: dollars(record.retailPrice),
  videoRequired: record.videoRequired,
  propertyDuration: record.propertyDuration,
  agentDuration: record.agentDuration,
  officeDuration: record.officeDuration,
});

const propertyView = (row: PropertyRow, include: ReadonlySet<string>, staff: boolean) => ({
  id: row.id,
  title: row.title,
  heading: row.title,
  displayPrice: row.displayPrice,
  beds: row.beds,
  baths: row.baths,
  carbays: row.carbays,
  saleStatus: row.saleStatus,
  suburb: row.suburb,
  postcode: row.postcode,
  isOrderable: row.isOrderable,
  listedAt: isoWithOffset(row.listedAt),
  ...(include.has('slug') ? { slug: { name: row.slug } } : {}),
  ...(include.has('mainImage') ? { mainImage: imageView(row.mainImage) } : {}),
  hasThirdPartyData: row.thirdPartyData !== null,
  ...(staff
    ? { thirdPartyData: row.thirdPartyData === null ? null : (JSON.parse(row.thirdPartyData) as unknown) }
    : {}),
});

const statusLabels: Record<string, string> = {
  booked: 'Booked',
  upcoming: 'Upcoming',
  'in-progress': 'In Progress',
  finished: 'Finished',
  cancelled: 'Cancelled',
  stopped: 'Stopped',
};

const orderStatusOf = (row: CampaignRow) =>
  row.status ? statusLabels[row.status] : row.order?.paymentStatus === 'declined' ? 'Declined' : 'Pending';

const campaignView = (row: CampaignRow) => ({
  id: row.id,
  type: row.type,
  publishStatus: row.publishStatus,
  status: row.status,
  statusLabel: orderStatusOf(row),
  displayName: row.displayName,
  startDate: row.startDate,
  endDate: row.endDate,
  duration: row.duration,
  retailPrice: dollars(row.retailPrice),
  videoUrl: row.videoUrl,
  paymentOption: row.paymentOption,
  mainImage: row.mainImage,
  package: { id: row.packageId, title: row.packageTitle, type: row.packageType },
  property: row.propertyId === null ? null : { id: row.propertyId, title: row.propertyTitle, suburb: row.suburb },
  agency: {
    id: row.officeId,
    displayName: row.officeName,
    slug: { name: row.officeSlug },
    imageLogo: row.officeLogo === null ? null : { location: row.officeLogo },
    includeGst: row.includeGst,
  },
  bookedAt: row.bookedAt === null ? null : isoWithOffset(row.bookedAt),
  createdAt: isoWithOffset(row.createdAt),
  paid: row.order !== null && row.order.paymentStatus !== 'declined',
});

const orderView = (row: CampaignRow) => ({
  id: row.order?.id ?? null,
  agency: { id: row.officeId, displayName: row.officeName, includeGst: row.includeGst },
  campaign: {
    id: row.id,
    displayName: row.displayName,
    startDate: row.startDate,
    endDate: row.endDate,
    createdAt: isoWithOffset(row.createdAt),
    property: row.propertyId === null ? null : { suburb: row.suburb, title: row.propertyTitle },
  },
  campaignType: row.type,
  package: { id: row.packageId, title: row.packageTitle },
  packagePrice: row.order ? dollars(row.order.packagePrice) : null,
  gst: row.order ? dollars(row.order.gst) : null,
  total: row.order ? dollars(row.order.total) : null,
  paymentOption: row.paymentOption,
  paymentStatus: row.order?.paymentStatus ?? null,
  status: orderStatusOf(row),
  invoiced: row.order?.invoiced ?? false,
  invoicedDate: row.order?.invoicedAt ? isoWithOffset(row.order.invoicedAt) : null,
  createdAt: isoWithOffset(row.order?.createdAt ?? row.createdAt),
});

/* ---------------------------------------------------------------- the form of a campaign */

const campaignShape = {
  type: null,
  agency: null,
  package: null,
  property: null,
  audience: null,
  startDate: null,
  shortDesc: null,
  propertyUrl: null,
  videoUrl: null,
  name: null,
  email: null,
  phone: null,
  postcode: null,
  destinationUrl: null,
  mainImage: null,
  mainImageTempLocation: null,
  additionalRecipients: null,
  paymentOption: null,
  organicPost: null,
  note: null,
} satisfies FormShape;

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const httpsPattern = /^https:\/\/[^\s/$.?#][^\s]*$/i;

const campaignPager = keysetPager(['int', 'id'], (row: CampaignRow) => [row.createdAt, row.id]);
const propertyPager = keysetPager(['int', 'id'], (row: PropertyRow) => [row.listedAt, row.id]);

/** Reads `agency` (or the path's id) as a visible office, or answers 404 / 403. */
function officeFor(ctx: SandboxContext, user: User, idText: unknown): OrderingAccess {
  const id = toId(idText);
  const access = id === undefined ? undefined : orderingAccess(ctx.store, user, id);
  if (id === undefined || !findOrderingOffice(ctx.store, id)) throw notFound();
  if (!access) throw accessDenied();
  return access;
}

const orderingIncludes = [
  'address',
  'client',
  'client.clientDisplayConfig',
  'client.packages',
  'client.clientAdmins',
  'client.clientIntegration',
  'packages',
  'permissions',
  'paymentOptions',
  'includeGst',
  'organicCampaigns',
  'automateReport',
  'ordersReport',
  'audiences',
] as const;
const orderingOnly = new Set([
  'client.clientDisplayConfig',
  'client.clientIntegration',
  'client.packages',
  'client.clientAdmins',
  'packages',
  'paymentOptions',
  'organicCampaigns',
]);

export function orderingRoutes(ctx: SandboxContext): Router {
  const { store, now } = ctx;
  const router = Router();
  const bearer = requireBearer(ctx);
  const today = () => isoDay(now());

  /* ------------------------------------------------ offices */

  /**
   * `agencies/{id}` with an ordering include (packages, client.packages, client.clientDisplayConfig,
   * client.clientAdmins, paymentOptions, organicCampaigns): the office as the order forms read it,
   * for anyone who may order for it (agents too). Without such an include the office administration's
   * `agencies/{id}` answers.
   */
  const includeOf = (req: Request) =>
    new Set(
      queryText(req, 'include')
        .split(',')
        .map((part) => part.trim()),
    );

  /** The office as the order forms read it, with the parts `include` names. */
  const orderingOfficeView = (user: User, access: OrderingAccess, include: ReadonlySet<string>) => {
    const office = findOrderingOffice(store, access.officeId) as OrderingOffice;
    const known = new Set<string>(orderingIncludes.filter((name) => include.has(name)));
    const client = office.client;
    return {
      id: office.id,
      displayName: office.displayName,
      slug: { name: office.slug },
      status: office.status,
      imageLogo: office.logoLocation === null ? null : { location: office.logoLocation },
      includeGst: office.includeGst,
      organicCampaigns: office.organicCampaigns,
      ...(known.has('paymentOptions')
        ? {
            propertyCampaignPaymentOption: office.propertyCampaignPaymentOption,
            agentCampaignPaymentOption: office.agentCampaignPaymentOption,
            officeCampaignPaymentOption: office.officeCampaignPaymentOption,
          }
        : {}),
      viewer: { canViewMediaOrders: access.canViewMediaOrders, canViewPastOrders: access.canViewPastOrders },
      ...(known.has('packages')
        ? { packages: linkedPackages(store, { kind: 'office', id: office.id }).map(packageView) }
        : {}),
      ...(known.has('permissions') && user.role !== 'ROLE_AGENT_USER'
        ? { permissions: { data: listOfficePermissions(store, office.id).map(permissionView) } }
        : {}),
      // Audiences the office's campaigns may target (client-wide, the office's, the caller's own),
      // when the client has the audience feature on.
      ...(known.has('audiences')
        ? {
            audiences:
              client !== null &&
              listClientFeatures(store, client.id).some((feature) => feature.key === 'audience' && feature.enabled)
                ? scopedAudiences(store, client.id, user.id, office.id).map((row) => ({
                    id: row.id,
                    name: row.name,
                    scope: row.scope,
                  }))
                : [],
          }
        : {}),
      client:
        client === null
          ? null
          : {
              id: client.id,
              title: client.title,
              subDomain: client.subDomain,
              clientDomains: client.clientDomains,
              ...(known.has('paymentOptions')
                ? {
                    propertyCampaignPaymentOption: client.propertyCampaignPaymentOption,
                    agentCampaignPaymentOption: client.agentCampaignPaymentOption,
                    officeCampaignPaymentOption: client.officeCampaignPaymentOption,
                    tradingTerms: client.tradingTerms,
                  }
                : {}),
              ...(known.has('client.clientDisplayConfig') ? { clientDisplayConfig: { ...client.displayConfig } } : {}),
              ...(known.has('client.packages')
                ? { packages: linkedPackages(store, { kind: 'client', id: client.id }).map(packageView) }
                : {}),
              ...(known.has('client.clientAdmins')
                ? { clientAdmins: clientAdmins(store, client.id).map(userView) }
                : {}),
              // The creative renderer URLs per kind and size (the order forms' preview).
              ...(known.has('client.clientIntegration')
                ? { clientIntegration: findIntegration(store, client.id) }
                : {}),
            },
    };
  };

  /**
   * `agencies/{id}` with an ordering include (packages, client.packages, client.clientDisplayConfig,
   * client.clientAdmins, paymentOptions, organicCampaigns, audiences): the office as the order forms
   * read it, for anyone who may order for it or see its campaigns (agents too). Without such an
   * include the office administration's `agencies/{id}` answers.
   */
  router.get('/agencies/:id', bearer, (req: Request, res: Response, next: NextFunction) => {
    const include = includeOf(req);
    if (![...include].some((name) => orderingOnly.has(name))) {
      next();
      return;
    }
    const user = currentUser(res);
    res.json(orderingOfficeView(user, officeFor(ctx, user, req.params.id), include));
  });

  /** `agencies/slug/{slug}`: the same read by the office's slug (the portal's routes carry slugs). */
  router.get('/agencies/slug/:slug', bearer, (req, res) => {
    const user = currentUser(res);
    const slug = String(req.params.slug);
    const found = one<{ id: number }>(store, 'SELECT id FROM offices WHERE slug = ?', slug);
    if (!found) throw notFound();
    res.json(orderingOfficeView(user, officeFor(ctx, user, found.id), includeOf(req)));
  });

  /* ------------------------------------------------ properties */

  router.get('/properties/:agencyId/agency', bearer, (req, res) => {
    const user = currentUser(res);
    const access = officeFor(ctx, user, req.params.agencyId);
    if (!access.canViewMediaOrders) throw accessDenied();
    const query = parseListQuery(req, {
      defaultLimit: 5000,
      maxLimit: 5000,
      filters: {},
      include: ['mainImage', 'slug'] as const,
    });
    const search = queryText(req, 'query');
    const listedSince = user.role === 'ROLE_AGENT_USER' ? now() - 7 * dayMs : null;
    const page = propertyPager.page(query.limit, query.cursor, (after, limit) =>
      listOfficeProperties(store, { officeId: access.officeId, query: search, listedSince, after, limit }),
    );
    const staff = isStaffRole(user.role);
    res.json({ data: page.rows.map((row) => propertyView(row, query.include, staff)), meta: page.meta });
  });

  const visibleProperty = (user: User, idText: unknown): { property: PropertyRow; access: OrderingAccess } => {
    const id = toId(idText);
    const property = id === undefined ? undefined : findProperty(store, id);
    if (!property) throw notFound();
    const access = orderingAccess(store, user, property.officeId);
    if (!access?.canViewMediaOrders) throw accessDenied();
    return { property, access };
  };

  router.get('/properties/:id', bearer, (req, res) => {
    const user = currentUser(res);
    const { property } = visibleProperty(user, req.params.id);
    const include = includeOf(req);
    res.json({
      ...propertyView(property, new Set(['mainImage', 'slug']), isStaffRole(user.role)),
      description: property.description,
      url: property.url,
      productId: property.productId,
      ...(include.has('images') ? { images: propertyImages(store, property.id) } : {}),
      ...(include.has('propertyUsers')
        ? { propertyUsers: propertyUsers(store, property.id).map((agent) => ({ user: userView(agent) })) }
        : {}),
    });
  });

  /** The partner product of a listing: the partner places it and the product id is kept on the property. */
  router.post('/properties/signifi/product/:id', bearer, (req, res) => {
    const user = currentUser(res);
    const { property } = visibleProperty(user, req.params.id);
    const office = findOrderingOffice(store, property.officeId) as OrderingOffice;
    const publisherId = publisherIdOf({ officeSlug: office.slug, officeId: office.id });
    const productId = property.productId ?? `SGF-P-${String(500_000 + property.id)}`;
    setPropertyProduct(store, property.id, productId, now());
    res.json({ data: { ProductId: productId, Data: { PublisherId: publisherId, ProductType: 'property' } } });
  });

  /* ------------------------------------------------ campaigns and orders lists */

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

  /** The campaigns a user reaches: staff all, the client admin their client's, office roles their offices', the client user none. */
  const campaignScope = (user: User): { officeIds: number[] | null; clientId: number | null } => {
    if (isStaffRole(user.role)) return { officeIds: null, clientId: null };
    if (user.role === 'ROLE_CLIENT_USER') return { officeIds: [], clientId: null };
    if (user.role === 'ROLE_CLIENT_ADMIN' && user.clientId !== null)
      return { officeIds: null, clientId: user.clientId };
    return { officeIds: permittedOfficeIds(store, user.id, 'can_view_past_orders'), clientId: null };
  };

  const publishStatuses = ['draft', 'published', 'archived'] as const;

  router.get('/campaigns', bearer, (req, res) => {
    const user = currentUser(res);
    const query = parseListQuery(req, { defaultLimit: 10, maxLimit: 100, filters: { search: filter.text() } });
    const status = queryText(req, 'status');
    if (status !== '' && !(publishStatuses as readonly string[]).includes(status))
      throw badRequest(`status must be one of ${publishStatuses.join(', ')}`);
    const scope = campaignScope(user);
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

  /* ------------------------------------------------ create */

  router.post('/campaigns', bearer, (req, res) => {
    const user = currentUser(res);
    const body: Record<string, unknown> = isRecord(req.body) ? req.body : {};
    const issues: FieldIssue[] = [];
    const add = (field: string, message: string) => issues.push({ path: [field], message });

    const type = textOf(body.type);
    if (type === '') add('type', 'Campaign Type is required');
    else if (type !== 'property' && type !== 'agent-extend') add('type', 'This value is not valid.');

    const officeId = toId(body.agency);
    if (officeId === undefined)
      throw validationFailed(campaignShape, [
        ...issues,
        { path: ['agency'], message: 'This value should not be blank.' },
      ]);
    const access = officeFor(ctx, user, officeId);
    if (!access.canViewMediaOrders) throw accessDenied();
    const office = findOrderingOffice(store, access.officeId) as OrderingOffice;
    const client = office.client;

    const packageId = toId(body.package);
    let chosen: OrderingPackage | undefined;
    if (body.package === undefined || body.package === null || body.package === '')
      add('package', 'Campaign Package is required');
    else {
      chosen = packageId === undefined ? undefined : findOrderingPackage(store, packageId);
      const linked =
        chosen !== undefined &&
        [
          ...linkedPackages(store, { kind: 'office', id: office.id }),
          ...(client ? linkedPackages(store, { kind: 'client', id: client.id }) : []),
        ].some((candidate) => candidate.id === chosen?.id);
      const fits = chosen?.type === (type === 'agent-extend' ? 'agent-extend' : 'property');
      if (!chosen || !linked || chosen.status !== 'published' || !fits) {
        add('package', 'This value is not valid.');
        chosen = undefined;
      }
    }

    const propertyId = toId(body.property);
    const property = propertyId === undefined ? undefined : findProperty(store, propertyId);
    if (body.property === undefined || body.property === null || body.property === '')
      add('property', 'Property is required');
    else if (!property || property.officeId !== office.id || !property.isOrderable)
      add('property', 'This value is not valid.');

    let audienceId: number | null = null;
    if (body.audience !== undefined && body.audience !== null && body.audience !== '') {
      const id = toId(isRecord(body.audience) ? body.audience.id : body.audience);
      if (id === undefined || !inReach(store, user, id)) add('audience', 'This value is not valid.');
      else audienceId = id;
    }

    const startDate = textOf(body.startDate);
    const tomorrow = addDays(today(), 1);
    if (startDate === '') add('startDate', 'Start date is required');
    else if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate) || Number.isNaN(Date.parse(`${startDate}T00:00:00Z`)))
      add('startDate', 'This value is not valid.');
    else if (startDate < tomorrow) add('startDate', 'Start date must be tomorrow or later');

    const shortDesc = textOf(body.shortDesc) || property?.title || '';
    if (shortDesc.length > 100) add('shortDesc', 'Short description must be at most 100 characters');

    const propertyUrl = textOf(body.propertyUrl);
    if (client?.displayConfig.showPropertyUrlField) {
      if (propertyUrl === '') add('propertyUrl', 'Property URL is required');
      else if (!httpsPattern.test(propertyUrl)) add('propertyUrl', 'Property URL is not valid');
    }

    const videoUrl = textOf(body.videoUrl);
    const videoOptional = client !== null && videoOptionalSubDomains.has(client.subDomain.toLowerCase());
    if (videoUrl !== '' && !/^https:\/\//i.test(videoUrl)) add('videoUrl', 'Please enter a valid video URL');
    else if (videoUrl === '' && chosen?.videoRequired && !videoOptional) add('videoUrl', 'Video URL is required');

    const recipients =
      typeof body.additionalRecipients === 'string' && body.additionalRecipients.trim() !== ''
        ? body.additionalRecipients.split(',').map((part) => part.trim())
        : [];
    for (const recipient of recipients) {
      if (recipient === '') {
        add('additionalRecipients', 'Email is required otherwise remove this field');
        break;
      }
      if (!isEmail(recipient)) {
        add('additionalRecipients', 'Email is not valid');
        break;
      }
    }

    let mainImageId: number | null = null;
    const mainImage = toId(isRecord(body.mainImage) ? body.mainImage.id : body.mainImage);
    if (body.mainImage !== undefined && body.mainImage !== null && body.mainImage !== '') {
      if (mainImage === undefined || !fileExists(store, mainImage)) add('mainImage', 'This value is not valid.');
      else mainImageId = mainImage;
    }
    const tempLocation = textOf(body.mainImageTempLocation);
    if (tempLocation !== '') {
      const file = fileByLocation(store, tempLocation);
      if (!file) add('mainImageTempLocation', 'This value is not valid.');
      else mainImageId ??= file.id;
    }

    const name = textOf(body.name);
    const email = textOf(body.email);
    const phone = textOf(body.phone);
    const postcode = textOf(body.postcode);
    const destinationUrl = textOf(body.destinationUrl);
    if (type === 'agent-extend') {
      if (name === '') add('name', 'Lead Agent name is required');
      if (email === '') add('email', 'Lead Agent Email Address is required');
      else if (!isEmail(email)) add('email', 'Email is not valid');
      if (phone === '') add('phone', 'Lead Agent Phone Number is required');
      else if (!/^\d{4} \d{3} \d{3}$/.test(phone)) add('phone', 'Lead Agent Phone Number must look like 0000 111 222');
      const postcodes = postcode === '' ? [] : postcode.split(',');
      if (postcodes.length !== 1 || postcodes[0]?.trim().length !== 4)
        add('postcode', 'Postcode is required with exactly 1 postcode.');
      if (mainImageId === null) add('mainImage', 'Lead Agent Image is required');
      if (client?.displayConfig.showAgentLandingPage && body.agentUrlSource !== 'property') {
        const problem = agentPageProblem(destinationUrl, client.clientDomains);
        if (problem) add('destinationUrl', problem);
      }
    } else if (email !== '' && !isEmail(email)) add('email', 'Email is not valid');
    if (destinationUrl !== '' && type !== 'agent-extend' && !httpsPattern.test(destinationUrl))
      add('destinationUrl', 'Destination URL must be a valid https url');

    if (issues.length > 0 || !chosen || !property) throw validationFailed(campaignShape, issues);

    const duration = chosen.propertyDuration ?? 28;
    const campaignType = type === 'agent-extend' ? 'property-extend' : 'property';
    const note = textOf(body.note);
    const id = transaction(store, () =>
      insertCampaign(
        store,
        {
          type: campaignType,
          officeId: office.id,
          packageId: chosen.id,
          propertyId: property.id,
          audienceId,
          agentUserId: type === 'agent-extend' ? user.id : null,
          displayName: property.title,
          subType: null,
          startDate,
          endDate: addDays(startDate, duration),
          duration,
          retailPrice: chosen.retailPrice,
          budget: Math.round(chosen.retailPrice * 0.55),
          agentName: name || null,
          agentEmail: email || null,
          agentPhone: phone || null,
          agentImageId: type === 'agent-extend' ? mainImageId : null,
          postcode: type === 'agent-extend' ? postcode.slice(0, 4) : (property.postcode ?? null),
          destinationUrl: destinationUrl || property.url,
          videoUrl: videoUrl || null,
          propertyUrl: propertyUrl || null,
          headline: null,
          shortDescription: shortDesc,
          adTitle: null,
          adCopy: null,
          label: null,
          mainImageId,
          additionalRecipients: recipients.join(','),
          paymentOption: paymentOptionFor(office, 'property'),
          organicPost: office.organicCampaigns && body.organicPost === true,
          note: note || null,
          imageIds: [],
        },
        user.id,
        now(),
      ),
    );
    const created = findCampaign(store, id) as CampaignRow;
    res.status(201).json({ data: { ...campaignView(created), mainImage: created.mainImage } });
  });

  /** A campaign the caller may order for, or 404 / 403. */
  const orderableCampaign = (user: User, idText: unknown): CampaignRow => {
    const id = toId(idText);
    const campaign = id === undefined ? undefined : findCampaign(store, id);
    if (!campaign) throw notFound();
    const access = orderingAccess(store, user, campaign.officeId);
    if (!access?.canViewMediaOrders) throw accessDenied();
    return campaign;
  };

  /** Multipart update of a campaign before payment: note, mainImage / agentImage (file ids). */
  router.post('/campaigns/:id', bearer, async (req, res) => {
    const user = currentUser(res);
    const campaign = orderableCampaign(user, req.params.id);
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
    const campaign = orderableCampaign(user, req.params.id);
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

  /* ------------------------------------------------ pay */

  const placedOrder = (campaignId: number) =>
    one<{ id: number; status: string }>(
      store,
      "SELECT id, payment_status AS status FROM orders WHERE campaign_id = ? AND payment_status <> 'declined'",
      campaignId,
    );

  const alreadyPaid = (campaignId: number) =>
    new HttpError(409, {
      message: 'This campaign has already been paid.',
      code: 'already_paid',
      data: { order: orderView(findCampaign(store, campaignId) as CampaignRow) },
    });

  const partnerView = (call: PartnerCall | null) =>
    call && { ok: call.ok, status: call.status, response: call.response };

  /**
   * Pays a campaign and books it with the partner. At most one successful payment per campaign: the
   * check, the charge and the order are one transaction, a second attempt on a placed order answers
   * 409 with that order, and `payment_charges` refuses a second successful charge. Order of work:
   * the partner's product call (a failure answers 422 `partner_product_failed`, nothing is charged),
   * the charge (a decline answers 402 with the card error and leaves the campaign payable), then the
   * partner's order call (a failure leaves the campaign paid and awaiting the partner).
   */
  router.post('/campaigns/:id/order', bearer, (req, res) => {
    const user = currentUser(res);
    const campaign = orderableCampaign(user, req.params.id);
    if (placedOrder(campaign.id)) throw alreadyPaid(campaign.id);
    const body: Record<string, unknown> = isRecord(req.body) ? req.body : {};
    const card = body.card;
    const office = findOrderingOffice(store, campaign.officeId) as OrderingOffice;
    const pkg = findOrderingPackage(store, campaign.packageId) as OrderingPackage;
    const cardShape = { card: null } satisfies FormShape;
    if (campaign.paymentOption === 'credit-card' && (card === undefined || card === null || card === ''))
      throw validationFailed(cardShape, [{ path: ['card'], message: 'This value should not be blank.' }]);
    if (campaign.paymentOption === 'trading-terms' && card !== undefined && card !== null)
      throw validationFailed(cardShape, [{ path: ['card'], message: 'This value should be null.' }]);

    let product: PartnerCall | null = null;
    const booked = partnerCampaign(store, campaign.id);
    if (booked && booked.productResponse === null) {
      product = productCall(store, booked, { userId: user.id, now: now() });
      if (!product.ok) {
        throw new HttpError(422, {
          message: 'The partner could not place the campaign package.',
          code: 'partner_product_failed',
          partner: { product: partnerView(product) },
        });
      }
    }

    const amount = orderTotal(pkg.packagePrice, campaign.type, office.includeGst);
    const outcome = transaction(store, () => {
      if (placedOrder(campaign.id)) throw alreadyPaid(campaign.id);
      let charge: { cardId: number | null; brand: string | null; last4: string | null; decline: string | null } = {
        cardId: null,
        brand: null,
        last4: null,
        decline: null,
      };
      if (campaign.paymentOption === 'credit-card') {
        if (typeof card === 'string' && card.startsWith('tok_')) {
          const spent = spendToken(store, user.id, card, now());
          if (!spent) throw validationFailed(cardShape, [{ path: ['card'], message: 'This value is not valid.' }]);
          charge = { cardId: null, brand: spent.brand, last4: spent.last4, decline: spent.decline };
        } else {
          const cardId = toId(isRecord(card) ? card.id : card);
          const saved =
            cardId === undefined
              ? undefined
              : one<{ id: number; brand: string; last4: string; expMonth: number; expYear: number }>(
                  store,
                  `SELECT id, brand, last4, exp_month AS expMonth, exp_year AS expYear FROM cards
                   WHERE id = ? AND is_default = 1 AND (office_id = ? OR client_id = ?)`,
                  cardId,
                  office.id,
                  office.client?.id ?? null,
                );
          if (!saved) throw validationFailed(cardShape, [{ path: ['card'], message: 'This value is not valid.' }]);
          const date = new Date(now());
          const expired =
            saved.expYear < date.getUTCFullYear() ||
            (saved.expYear === date.getUTCFullYear() && saved.expMonth < date.getUTCMonth() + 1);
          charge = {
            cardId: saved.id,
            brand: saved.brand,
            last4: saved.last4,
            decline: expired ? 'expired_card' : null,
          };
        }
      }
      const declined = charge.decline !== null;
      const error = declined ? declineError(charge.decline as string) : null;
      if (campaign.paymentOption === 'credit-card') {
        recordCharge(
          store,
          {
            campaignId: campaign.id,
            amount,
            cardId: charge.cardId,
            brand: charge.brand,
            last4: charge.last4,
            status: declined ? 'failed' : 'succeeded',
            declineCode: charge.decline,
            message: error ? (error.body as { message: string }).message : null,
            userId: user.id,
          },
          now(),
        );
      }
      const paymentStatus = declined ? 'declined' : campaign.paymentOption === 'credit-card' ? 'paid' : 'pending';
      run(
        store,
        `INSERT INTO orders (campaign_id, payment_option, card_id, package_price, gst, payment_status, paid_at, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (campaign_id) DO UPDATE SET payment_option = excluded.payment_option, card_id = excluded.card_id,
           package_price = excluded.package_price, gst = excluded.gst, payment_status = excluded.payment_status,
           paid_at = excluded.paid_at, created_at = excluded.created_at`,
        campaign.id,
        campaign.paymentOption,
        charge.cardId,
        pkg.packagePrice,
        amount - pkg.packagePrice,
        paymentStatus,
        paymentStatus === 'paid' ? now() : null,
        now(),
      );
      if (!declined) {
        run(
          store,
          `UPDATE campaigns SET publish_status = 'published', booked_by = ?, booked_at = ?, updated_at = ? WHERE id = ?`,
          user.id,
          now(),
          now(),
          campaign.id,
        );
      }
      return { error };
    });
    if (outcome.error) {
      const bodyOf = outcome.error.body as Record<string, unknown>;
      throw new HttpError(402, { ...bodyOf, code: 'payment_declined' });
    }

    let order: PartnerCall | null = null;
    const afterPayment = partnerCampaign(store, campaign.id);
    if (afterPayment) {
      order = orderCall(store, afterPayment, { userId: user.id, now: now() });
      if (order.ok) {
        run(
          store,
          "UPDATE campaigns SET status = 'booked', updated_at = ? WHERE id = ? AND status IS NULL",
          now(),
          campaign.id,
        );
        syncDailyStats(store, campaign.id, today());
      }
    }
    const paid = findCampaign(store, campaign.id) as CampaignRow;
    res.status(201).json({
      data: {
        outcome: campaign.paymentOption === 'credit-card' ? 'paid' : 'placed',
        order: orderView(paid),
        campaign: campaignView(paid),
        charges: countCharges(store, campaign.id),
        partner: { product: partnerView(product), order: partnerView(order) },
      },
    });
  });

  /* ------------------------------------------------ the user update of ordering */

  /**
   * `users/{id}/ordering`: the lead agent's phone (`mobile`) and image (`imageOriginal`, a file id) as the
   * order forms change them. The user themself, or staff / client admins / office admins who reach them.
   */
  router.post('/users/:id/ordering', bearer, (req, res) => {
    const caller = currentUser(res);
    const id = toId(req.params.id);
    const target = id === undefined ? undefined : findOrderingUser(store, id);
    if (!target || id === undefined) throw notFound();
    const targetClient = one<{ clientId: number | null }>(
      store,
      'SELECT client_id AS clientId FROM users WHERE id = ?',
      id,
    );
    const reaches =
      caller.id === id ||
      isStaffRole(caller.role) ||
      (caller.role === 'ROLE_CLIENT_ADMIN' && caller.clientId !== null && caller.clientId === targetClient?.clientId) ||
      (caller.role === 'ROLE_AGENT_ADMIN' &&
        one(
          store,
          `SELECT 1 FROM office_permissions a JOIN office_permissions b ON a.office_id = b.office_id
           WHERE a.user_id = ? AND b.user_id = ?`,
          caller.id,
          id,
        ) !== undefined);
    if (!reaches) throw accessDenied();
    const body: Record<string, unknown> = isRecord(req.body) ? req.body : {};
    const issues: FieldIssue[] = [];
    let mobile: string | null | undefined;
    if ('mobile' in body) {
      const text = textOf(body.mobile);
      if (text !== '' && !/^[\d +()-]{6,20}$/.test(text))
        issues.push({ path: ['mobile'], message: 'This value is not valid.' });
      mobile = text || null;
    }
    let imageOriginalId: number | null | undefined;
    if ('imageOriginal' in body) {
      const value = body.imageOriginal;
      const fileId = toId(isRecord(value) ? value.id : value);
      if (value === null || value === '') imageOriginalId = null;
      else if (fileId === undefined || !fileExists(store, fileId))
        issues.push({ path: ['imageOriginal'], message: 'This value is not valid.' });
      else imageOriginalId = fileId;
    }
    if (issues.length > 0) throw validationFailed({ mobile: null, imageOriginal: null }, issues);
    updateOrderingUser(store, id, { mobile, imageOriginalId }, now());
    res.json({ data: userView(findOrderingUser(store, id) as OrderingUser) });
  });

  return router;
}
