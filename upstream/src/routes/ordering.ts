import { Router } from 'express';
import type { SandboxContext } from '../context.ts';
import { orderingCampaignRoutes } from './ordering-campaigns.ts';
import { orderingOfficeRoutes } from './ordering-offices.ts';
import { orderingPropertyRoutes } from './ordering-properties.ts';
import { orderingUserRoutes } from './ordering-users.ts';

/**
 * Ordering's calls (ordering spec sections 2–6), in the order they are matched: the offices as the
 * order forms read them, their properties, the campaigns (lists, the order forms, the payment) and
 * the lead agent's details. The rules live in `ordering/`, the reads and writes in `store/`.
 */
export function orderingRoutes(ctx: SandboxContext): Router {
  return Router().use(
    orderingOfficeRoutes(ctx),
    orderingPropertyRoutes(ctx),
    orderingCampaignRoutes(ctx),
    orderingUserRoutes(ctx),
  );
}
