import { lazy, Suspense } from 'react';
import { AcceptedCardImages, SavedCardPanel } from '../../features/cards/index.ts';
import { OfficesPage } from '../../features/offices/offices-page.tsx';
import { OfficeSlotsProvider, type OfficeSlots, type UserModalSlotProps } from '../../features/offices/slots.tsx';

// The user modal loads when an office's Users tab first shows it, not with the Offices page.
const LazyUserModal = lazy(() => import('../../features/users/user-modal.tsx').then((m) => ({ default: m.UserModal })));

function UserModal(props: UserModalSlotProps) {
  if (!props.dialog.opened) return null;
  return (
    <Suspense fallback={null}>
      <LazyUserModal {...props} />
    </Suspense>
  );
}

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
