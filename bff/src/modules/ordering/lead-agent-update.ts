import type { OrderingUserUpdate } from '../../upstream/main/ordering.ts';

/**
 * The user update sent with an order (ordering spec 7; decision 094): the lead agent's phone,
 * destination URL, postcode and image as the order has them, and the user's role as it is. What the
 * order leaves blank is left out (an order without a destination URL does not clear the agent's).
 */

/** The lead agent's details as the order has them ('' where the order has none). */
export interface OrderedLeadAgent {
  phone: string;
  destinationUrl: string;
  postcode: string;
  imageId: string;
}

/** The user's details as they are now. */
export interface CurrentLeadAgent {
  mobile: string | null;
  destinationUrl: string | null;
  postcode: string | null;
  imageId: string | null;
  role: string;
}

/** A comma list of postcodes as one form: trimmed parts, no empty ones. */
const postcodesOf = (text: string) =>
  text
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean)
    .join(',');

/** The update for `role`'s user: the order's non-blank details. */
export function leadAgentUpdate(ordered: OrderedLeadAgent, role: string): OrderingUserUpdate {
  const update: OrderingUserUpdate = { role };
  const phone = ordered.phone.trim();
  const destinationUrl = ordered.destinationUrl.trim();
  const postcode = postcodesOf(ordered.postcode);
  if (phone !== '') update.mobile = phone;
  if (destinationUrl !== '') update.destinationUrl = destinationUrl;
  if (postcode !== '') update.postcode = postcode;
  if (ordered.imageId !== '') update.imageOriginal = Number(ordered.imageId);
  return update;
}

/** Whether the order changes any of the user's details (a blank one changes nothing). */
export function leadAgentChanged(ordered: OrderedLeadAgent, current: CurrentLeadAgent): boolean {
  const differs = (value: string, now: string | null) => value !== '' && value !== (now ?? '');
  return (
    differs(ordered.phone.trim(), current.mobile) ||
    differs(ordered.destinationUrl.trim(), current.destinationUrl) ||
    differs(postcodesOf(ordered.postcode), postcodesOf(current.postcode ?? '')) ||
    differs(ordered.imageId, current.imageId)
  );
}
