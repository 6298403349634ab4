import { SavedCardPanel } from '../../features/cards/index.ts';
import { ClientsPage } from '../../features/clients/clients-page.tsx';
import { ClientSlotsProvider, type ClientSlots } from '../../features/clients/slots.ts';

/**
 * The Clients page with what its client modal takes from other areas: the cards area's saved-card
 * panel (feature folders do not import one another; the app composes them).
 */
const slots: ClientSlots = { SavedCardPanel };

export function ComposedClientsPage() {
  return (
    <ClientSlotsProvider value={slots}>
      <ClientsPage />
    </ClientSlotsProvider>
  );
}
