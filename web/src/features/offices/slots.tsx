import type { Role } from '@portal/schema';
import type { ComponentType } from 'react';
import type { RouteDialog } from '../../kit/route-modal/use-route-dialog.ts';
import type { SavedCardPanelSlotProps } from '../../lib/card-slots.ts';
import { defineSlots, NoSlot } from '../../lib/slots.ts';

export type { SavedCard, SavedCardPanelSlotProps } from '../../lib/card-slots.ts';

export interface UserModalSlotProps {
  dialog: RouteDialog;
  /** The client a new user is created for. */
  createClientId: string | null;
  viewerRole: Role | null;
  /** The offices a new user starts with (the office whose Users tab opened it). */
  presetOfficeIds?: readonly string[];
  /** After a save or an archive (the Users tab reloads its rows). */
  onSaved?: () => void;
}

/**
 * What the office modal takes from other areas: the cards area's saved-card panel and accepted
 * card images (Payment Details tab), and the users area's user modal (Users tab). Feature folders
 * do not import one another: the app composes them into these slots (app/composition/offices.tsx;
 * lib/slots.ts).
 */
export interface OfficeSlots {
  SavedCardPanel: ComponentType<SavedCardPanelSlotProps>;
  AcceptedCardImages: ComponentType;
  UserModal: ComponentType<UserModalSlotProps>;
}

const slots = defineSlots<OfficeSlots>({ SavedCardPanel: NoSlot, AcceptedCardImages: NoSlot, UserModal: NoSlot });

export const OfficeSlotsProvider = slots.Provider;

export const useOfficeSlots = slots.useSlots;
