import type { LoaderDeps } from '../../loaders.ts';
import { listCards } from '../../upstream/main/payments.ts';

/**
 * Current cards by owner id (GET payments/{id}/get-client-cards or get-agency-cards), one call per
 * owner and request; the list holds at most one card (a saved card replaces the previous one).
 */
export const cardLoaders = (deps: LoaderDeps) => ({
  clientCards: deps.perRecord((id) => listCards(deps.main, { kind: 'CLIENT', id })),
  officeCards: deps.perRecord((id) => listCards(deps.main, { kind: 'OFFICE', id })),
});
