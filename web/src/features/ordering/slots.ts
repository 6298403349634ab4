import type { ComponentType } from 'react';
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
}

/** What the order form's payment dialog takes from other areas: the cards area's card field (app/composition/ordering.tsx). */
export interface OrderingSlots {
  CardField: ComponentType<CardFieldSlotProps>;
}

const slots = defineSlots<OrderingSlots>({ CardField: NoSlot });

export const OrderingSlotsProvider = slots.Provider;
export const useOrderingSlots = slots.useSlots;
