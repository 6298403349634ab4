import { AcceptedCardImages, SavedCardPanel } from '../../features/cards/index.ts';
import { OfficesPage } from '../../features/offices/offices-page.tsx';
import { OfficeSlotsProvider, type OfficeSlots } from '../../features/offices/slots.tsx';
import { UserModal } from '../../features/users/user-modal.tsx';

/**
 * The Offices page with what its office modal takes from other areas: the cards area's saved-card
 * panel and accepted card images, and the users area's user modal (feature folders do not import
 * one another; the app composes them).
 */
const slots: OfficeSlots = { SavedCardPanel, AcceptedCardImages, UserModal };

export function ComposedOfficesPage() {
  return (
    <OfficeSlotsProvider value={slots}>
      <OfficesPage />
    </OfficeSlotsProvider>
  );
}
