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

/** The creative size keys (ordering spec 9). */
export type CreativeSizeKey = '160x600' | '300x600' | '300x250' | '970x250';

/** The props of the creatives area's preview modal: the ad at the four sizes from a draft's values. */
export interface CreativePreviewSlotProps {
  opened: boolean;
  onClose: () => void;
  /** The client's creative URLs of the campaign's kind, by size key. */
  urls: Readonly<Record<CreativeSizeKey, string | null>>;
  draft: {
    officeId: string;
    headline: string;
    copy: string;
    label: string;
    name?: string;
    phone?: string;
    /** Storage locations of the images, the main one first. */
    images: readonly string[];
  };
}

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
