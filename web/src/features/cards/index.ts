/**
 * Saved cards, for the Payment Details tabs of the client modal and the office modal: the host
 * tab's one query selects `card { ...SavedCardFields }` and renders SavedCardPanel with it.
 */
export { SavedCardPanel, type SavedCardPanelProps, type CardOwner } from './saved-card-panel.tsx';
export { AcceptedCardImages } from './accepted-card-images.tsx';
export { SavedCardFields } from './queries.ts';
export type { SavedCardFieldsFragment } from '../../__generated__/graphql.ts';
