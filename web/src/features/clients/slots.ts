import type { ComponentType } from 'react';
import type { SavedCardPanelSlotProps } from '../../lib/card-slots.ts';
import { defineSlots, NoSlot } from '../../lib/slots.ts';

/**
 * What the client modal takes from other areas: the cards area's saved-card panel (Payment Details
 * tab). Feature folders do not import one another: the app composes it into this slot
 * (app/composition/clients.tsx; lib/slots.ts).
 */
export interface ClientSlots {
  SavedCardPanel: ComponentType<SavedCardPanelSlotProps>;
}

const slots = defineSlots<ClientSlots>({ SavedCardPanel: NoSlot });

export const ClientSlotsProvider = slots.Provider;

export const useClientSlots = slots.useSlots;
