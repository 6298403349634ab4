/**
 * The cards area's saved-card panel, composed here for the client and office Payment Details
 * tabs (feature folders do not import one another; the app composes them).
 */
export { SavedCardPanel, AcceptedCardImages, type SavedCardPanelProps } from '../../features/cards/index.ts';
