import type { SandboxContext } from '../context.ts';
import { accessDenied, notFound } from '../http/errors.ts';
import { toId } from '../http/validation.ts';
import { findCampaign, type CampaignRow } from '../store/ordering-campaigns.ts';
import {
  findOrderingOffice,
  findProperty,
  orderingAccess,
  type OrderingAccess,
  type PropertyRow,
} from '../store/ordering.ts';
import type { User } from '../store/users.ts';

/** Who may order for what: an office by id, a property, a campaign; each answers 404 or 403 otherwise. */

/** Reads `agency` (or the path's id) as a visible office, or answers 404 / 403. */
export function officeFor(ctx: SandboxContext, user: User, idText: unknown): OrderingAccess {
  const id = toId(idText);
  const access = id === undefined ? undefined : orderingAccess(ctx.store, user, id);
  if (id === undefined || !findOrderingOffice(ctx.store, id)) throw notFound();
  if (!access) throw accessDenied();
  return access;
}

/** A property whose office's media orders the user may see, or 404 / 403. */
export function visibleProperty(
  ctx: SandboxContext,
  user: User,
  idText: unknown,
): { property: PropertyRow; access: OrderingAccess } {
  const id = toId(idText);
  const property = id === undefined ? undefined : findProperty(ctx.store, id);
  if (!property) throw notFound();
  const access = orderingAccess(ctx.store, user, property.officeId);
  if (!access?.canViewMediaOrders) throw accessDenied();
  return { property, access };
}

/** A campaign the caller may order for, or 404 / 403. */
export function orderableCampaign(ctx: SandboxContext, user: User, idText: unknown): CampaignRow {
  const id = toId(idText);
  const campaign = id === undefined ? undefined : findCampaign(ctx.store, id);
  if (!campaign) throw notFound();
  const access = orderingAccess(ctx.store, user, campaign.officeId);
  if (!access?.canViewMediaOrders) throw accessDenied();
  return campaign;
}
