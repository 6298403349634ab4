import { Router, type NextFunction, type Request, type Response } from 'express';
import type { SandboxContext } from '../context.ts';
import { accessDenied, notFound } from '../http/errors.ts';
import { currentUser, requireBearer } from '../http/middleware/require-bearer.ts';
import { queryText, toId } from '../http/validation.ts';
import { officeFor } from '../ordering/order-access.ts';
import { packageView, userView } from '../ordering/order-views.ts';
import { scopedAudiences } from '../store/audiences.ts';
import { findIntegration } from '../store/client-admin.ts';
import type { Store } from '../store/database.ts';
import { listClientFeatures } from '../store/features.ts';
import { listOfficePermissions } from '../store/office-admin.ts';
import {
  clientAdmins,
  findOfficeIdBySlug,
  findOrderingOffice,
  findOrderingUser,
  linkedPackages,
  officeAgentIds,
  orderingAccess,
  type OrderingAccess,
  type OrderingClient,
  type OrderingOffice,
  type OrderingUser,
} from '../store/ordering.ts';
import type { User } from '../store/users.ts';
import { permissionView } from '../views/user-views.ts';

/**
 * The offices as the order forms read them: `agencies/{id}` with an ordering include,
 * `agencies/slug/{slug}`, and `agencies/{id}/agents`, the agents an agent campaign may be for.
 */

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

export const includeOf = (req: Request) =>
  new Set(
    queryText(req, 'include')
      .split(',')
      .map((part) => part.trim()),
  );

/** The client of an office as the order forms read it, with the parts `known` names. */
function orderingClientView(store: Store, client: OrderingClient | null, known: ReadonlySet<string>) {
  if (client === null) return null;
  return {
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
    ...(known.has('client.clientAdmins') ? { clientAdmins: clientAdmins(store, client.id).map(userView) } : {}),
    // The creative renderer URLs per kind and size (the order forms' preview).
    ...(known.has('client.clientIntegration') ? { clientIntegration: findIntegration(store, client.id) } : {}),
  };
}

/**
 * Audiences the office's campaigns may target (client-wide, the office's, the caller's own), when
 * the client has the audience feature on.
 */
function orderingAudiences(store: Store, user: User, office: OrderingOffice) {
  const client = office.client;
  if (client === null) return [];
  if (!listClientFeatures(store, client.id).some((feature) => feature.key === 'audience' && feature.enabled)) return [];
  return scopedAudiences(store, client.id, user.id, office.id).map((row) => ({
    id: row.id,
    name: row.name,
    scope: row.scope,
  }));
}

/** The office as the order forms read it, with the parts `include` names. */
function orderingOfficeView(store: Store, user: User, access: OrderingAccess, include: ReadonlySet<string>) {
  const office = findOrderingOffice(store, access.officeId) as OrderingOffice;
  const known = new Set<string>(orderingIncludes.filter((name) => include.has(name)));
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
    ...(known.has('audiences') ? { audiences: orderingAudiences(store, user, office) } : {}),
    client: orderingClientView(store, office.client, known),
  };
}

/**
 * The agents an agent campaign may be for: the office's permitted users plus its client's admins,
 * sorted by name ignoring case. An agent (ROLE_AGENT_USER) is offered only themself.
 */
function orderingAgents(store: Store, user: User, office: OrderingOffice): OrderingUser[] {
  let agents: OrderingUser[];
  if (user.role === 'ROLE_AGENT_USER') agents = [findOrderingUser(store, user.id) as OrderingUser];
  else {
    const permitted = officeAgentIds(store, office.id).flatMap((id) => findOrderingUser(store, id) ?? []);
    const admins = office.client ? clientAdmins(store, office.client.id) : [];
    const seen = new Set<number>();
    agents = [...permitted, ...admins].filter((agent) => !seen.has(agent.id) && (seen.add(agent.id), true));
  }
  const nameOf = (agent: OrderingUser) => `${agent.firstName} ${agent.lastName}`.trim().toLowerCase();
  return agents.sort((a, b) => nameOf(a).localeCompare(nameOf(b)) || a.id - b.id);
}

export function orderingOfficeRoutes(ctx: SandboxContext): Router {
  const { store } = ctx;
  const router = Router();
  const bearer = requireBearer(ctx);

  router.get('/agencies/:id/agents', bearer, (req, res) => {
    const user = currentUser(res);
    const id = toId(req.params.id);
    const office = id === undefined ? undefined : findOrderingOffice(store, id);
    if (id === undefined || !office) throw notFound();
    const access = orderingAccess(store, user, id);
    if (!access) throw accessDenied();
    if (!access.canViewMediaOrders) throw accessDenied();
    res.json({ data: orderingAgents(store, user, office).map(userView) });
  });

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
    res.json(orderingOfficeView(store, user, officeFor(ctx, user, req.params.id), include));
  });

  /** `agencies/slug/{slug}`: the same read by the office's slug (the portal's routes carry slugs). */
  router.get('/agencies/slug/:slug', bearer, (req, res) => {
    const user = currentUser(res);
    const id = findOfficeIdBySlug(store, String(req.params.slug));
    if (id === undefined) throw notFound();
    res.json(orderingOfficeView(store, user, officeFor(ctx, user, id), includeOf(req)));
  });

  return router;
}
