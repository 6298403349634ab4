import type { Role } from '@portal/schema';
import { createContext, useContext, type ComponentType } from 'react';
import type { RouteDialog } from '../../kit/route-modal/use-route-dialog.ts';

/** A saved card as the cards area's fragment selects it. */
export interface SavedCard {
  __typename: 'SavedCard';
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface SavedCardPanelSlotProps {
  owner: { kind: 'CLIENT' | 'OFFICE'; id: string };
  card: SavedCard | null;
  canChange: boolean;
  title?: string;
  onChanged?: () => void;
}

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
 * do not import one another: the app composes them into this context (web/src/app/composition).
 */
export interface OfficeSlots {
  SavedCardPanel: ComponentType<SavedCardPanelSlotProps>;
  AcceptedCardImages: ComponentType;
  UserModal: ComponentType<UserModalSlotProps>;
}

const Nothing = () => null;

const OfficeSlotsContext = createContext<OfficeSlots>({
  SavedCardPanel: Nothing,
  AcceptedCardImages: Nothing,
  UserModal: Nothing,
});

export const OfficeSlotsProvider = OfficeSlotsContext.Provider;

export const useOfficeSlots = (): OfficeSlots => useContext(OfficeSlotsContext);
