import { Router } from 'express';
import type { SandboxContext } from '../context.ts';
import { accessDenied } from '../http/errors.ts';
import { keysetPager, parseListQuery } from '../http/lists.ts';
import { currentUser, requireBearer } from '../http/middleware/require-bearer.ts';
import { queryText } from '../http/validation.ts';
import { officeFor, visibleProperty } from '../ordering/order-access.ts';
import { dayMs } from '../ordering/order-rules.ts';
import { propertyView, userView } from '../ordering/order-views.ts';
import { publisherIdOf } from '../partner/partner.ts';
import {
  findOrderingOffice,
  isStaffRole,
  listOfficeProperties,
  propertyImages,
  propertyUsers,
  setPropertyProduct,
  type OrderingOffice,
  type PropertyRow,
} from '../store/ordering.ts';
import { includeOf } from './ordering-offices.ts';

/** The listings an office orders for: its properties, one property, and the partner product of a listing. */

const propertyPager = keysetPager(['int', 'id'], (row: PropertyRow) => [row.listedAt, row.id]);

export function orderingPropertyRoutes(ctx: SandboxContext): Router {
  const { store, now } = ctx;
  const router = Router();
  const bearer = requireBearer(ctx);

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

  router.get('/properties/:id', bearer, (req, res) => {
    const user = currentUser(res);
    const { property } = visibleProperty(ctx, user, req.params.id);
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
    const { property } = visibleProperty(ctx, user, req.params.id);
    const office = findOrderingOffice(store, property.officeId) as OrderingOffice;
    const publisherId = publisherIdOf({ officeSlug: office.slug, officeId: office.id });
    const productId = property.productId ?? `SGF-P-${String(500_000 + property.id)}`;
    setPropertyProduct(store, property.id, productId, now());
    res.json({ data: { ProductId: productId, Data: { PublisherId: publisherId, ProductType: 'property' } } });
  });

  return router;
}
