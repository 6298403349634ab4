import { Router, type Request } from 'express';
import type { SandboxContext } from '../context.ts';
import { accessDenied, badRequest, notFound } from '../errors.ts';
import { filter, keysetPager, parseListQuery } from '../lists.ts';
import { currentUser, requireBearer } from '../middleware/require-bearer.ts';
import { agencyView } from '../office-views.ts';
import { findClientRecords } from '../store/clients.ts';
import { countOfficeCampaigns, findOfficeInScope, listOffices, listOfficesFor, officeScopeOf, type OfficeRow, type OfficeStatus } from '../store/offices.ts';
import { queryText, toId } from '../validation.ts';

const officePager = keysetPager(['text', 'id'], (row: OfficeRow) => [row.displayName, row.id]);

const officeListOptions = {
  defaultLimit: 10,
  allowAll: true,
  filters: { client: filter.id(), search: filter.text() },
  include: ['client'],
} as const;

function officeStatus(req: Request): OfficeStatus {
  const status = queryText(req, 'status') || 'published';
  if (status !== 'published' && status !== 'archived') throw badRequest('status must be published or archived');
  return status;
}

export function agencyRoutes(ctx: SandboxContext): Router {
  const { store } = ctx;
  const router = Router();
  const bearer = requireBearer(ctx);

  router.get('/agencies/lookup', bearer, (_req, res) => {
    res.json({ data: { lookups: listOfficesFor(store, currentUser(res)) } });
  });

  router.get('/agencies', bearer, (req, res) => {
    const status = officeStatus(req);
    const query = parseListQuery(req, officeListOptions);
    const scope = officeScopeOf(currentUser(res));
    const { rows, meta } = officePager.page(query.limit, query.cursor, (after, limit) =>
      listOffices(store, scope, { status, clientId: query.filters.client, search: query.filters.search ?? '', after, limit }),
    );
    const clients = query.include.has('client') ? findClientRecords(store, [...new Set(rows.map((row) => row.clientId))]) : undefined;
    res.json({ agencies: rows.map((row) => agencyView(row, clients?.get(row.clientId))), meta });
  });

  router.get('/agencies/:id/campaign/count', bearer, (req, res) => {
    const id = toId(req.params.id);
    const office = id === undefined ? undefined : findOfficeInScope(store, officeScopeOf(currentUser(res)), id);
    if (!office) throw notFound();
    if (!office.visible) throw accessDenied();
    res.json(countOfficeCampaigns(store, office.id));
  });

  return router;
}
