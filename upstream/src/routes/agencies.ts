import { Router, type Request } from 'express';
import type { SandboxContext } from '../context.ts';
import { accessDenied, badRequest, notFound } from '../errors.ts';
import { currentUser, requireBearer } from '../middleware/require-bearer.ts';
import { agencyView, decodeOfficeCursor, encodeOfficeCursor } from '../office-views.ts';
import { findClientRecords } from '../store/clients.ts';
import { countOfficeCampaigns, findOfficeInScope, listOffices, listOfficesFor, officeScopeOf, type OfficeListQuery } from '../store/offices.ts';
import { queryText, toId } from '../validation.ts';

const defaultLimit = 10;


function officeListQuery(req: Request): OfficeListQuery & { includeClient: boolean } {
  const status = queryText(req, 'status') || 'published';
  if (status !== 'published' && status !== 'archived') throw badRequest('status must be published or archived');
  const limitText = queryText(req, 'limit');
  if (limitText !== '' && limitText !== '-1' && !/^[1-9]\d{0,5}$/.test(limitText)) throw badRequest('limit must be a positive integer or -1');
  const cursor = queryText(req, 'cursor');
  const after = cursor === '' || cursor === '0' ? null : decodeOfficeCursor(cursor);
  if (after === undefined) throw badRequest('Invalid cursor');
  const clientText = queryText(req, 'filters[client]');
  const clientId = clientText === '' ? null : toId(clientText);
  if (clientId === undefined) throw badRequest('filters[client] must be a client id');
  const include = queryText(req, 'include').split(',').map((name) => name.trim());
  return {
    status,
    clientId,
    search: queryText(req, 'filters[search]'),
    after,
    limit: limitText === '-1' ? null : limitText === '' ? defaultLimit : Number(limitText),
    includeClient: include.includes('client'),
  };
}

export function agencyRoutes(ctx: SandboxContext): Router {
  const { store } = ctx;
  const router = Router();
  const bearer = requireBearer(ctx);

  router.get('/agencies/lookup', bearer, (_req, res) => {
    res.json({ lookups: listOfficesFor(store, currentUser(res)) });
  });

  router.get('/agencies', bearer, (req, res) => {
    const { includeClient, ...query } = officeListQuery(req);
    const scope = officeScopeOf(currentUser(res));
    const rows = listOffices(store, scope, query.limit === null ? query : { ...query, limit: query.limit + 1 });
    const page = query.limit === null ? rows : rows.slice(0, query.limit);
    const last = page.at(-1);
    const clients = includeClient ? findClientRecords(store, [...new Set(page.map((row) => row.clientId))]) : undefined;
    res.json({
      agencies: page.map((row) => agencyView(row, clients?.get(row.clientId))),
      meta: { cursor: { next: rows.length > page.length && last ? { cursor: encodeOfficeCursor({ name: last.displayName, id: last.id }) } : null } },
    });
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
