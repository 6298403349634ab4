import type { ComponentType, ReactNode } from 'react';
import type { CreativePreviewSlotProps } from '../../lib/creative-slots.ts';
import { defineSlots, NoSlot } from '../../lib/slots.ts';

/** The props of the cards area's card field (Stripe Elements or the sandbox field): a single-use token out. */
export interface CardFieldSlotProps {
  /** Receives the token; resolves a message to show under the field, or null. */
  onToken: (token: string) => Promise<string | null>;
  label?: string;
  /** PAYMENT: a decline card tokenises and is declined at the charge (the dialog then shows the spec's text). */
  usage?: 'SAVE' | 'PAYMENT';
  /** The field's submit button (the payment dialog: Pay). */
  submitLabel?: string;
  /** Buttons before the submit button, on its row (the payment dialog's Cancel). */
  actions?: ReactNode;
}

export type { CreativePreviewSlotProps };

/**
 * What the order forms take from other areas (app/composition/ordering.tsx): the cards area's card
 * field (the payment dialog) and the creatives area's preview modal (Preview Ad Creative).
 */
export interface OrderingSlots {
  CardField: ComponentType<CardFieldSlotProps>;
  CreativePreview: ComponentType<CreativePreviewSlotProps>;
}

const slots = defineSlots<OrderingSlots>({ CardField: NoSlot, CreativePreview: NoSlot });

export const OrderingSlotsProvider = slots.Provider;
export const useOrderingSlots = slots.useSlots;
