import { OfficesPage } from '../../features/offices/offices-page.tsx';
import { OfficeSlotsProvider, type OfficeSlots, type UserModalSlotProps } from '../../features/offices/slots.tsx';
import { lazySlot } from './lazy-slot.tsx';

// The user modal loads when an office's Users tab first shows it, not with the Offices page.
const LazyUserModal = lazySlot(() => import('../../features/users/user-modal.tsx').then((m) => m.UserModal));

function UserModal(props: UserModalSlotProps) {
  if (!props.dialog.opened) return null;
  return <LazyUserModal {...props} />;
}

/**
 * The Offices page with what its office modal takes from other areas: the cards area's saved-card
 * panel and accepted card images, and the users area's user modal (feature folders do not import
 * one another; the app composes them). Each loads when the office modal first shows it.
 */
const slots: OfficeSlots = {
  SavedCardPanel: lazySlot(() => import('../../features/cards/index.ts').then((m) => m.SavedCardPanel)),
  AcceptedCardImages: lazySlot(() => import('../../features/cards/index.ts').then((m) => m.AcceptedCardImages)),
  UserModal,
};

export function ComposedOfficesPage() {
  return (
    <OfficeSlotsProvider value={slots}>
      <OfficesPage />
    </OfficeSlotsProvider>
  );
}
