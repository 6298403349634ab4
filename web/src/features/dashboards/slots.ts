import type { ComponentType } from 'react';
import { defineSlots, NoSlot } from '../../lib/slots.ts';

/** The props of the creatives area's creative frame: one ad creative in a sandboxed iframe. */
export interface CreativeFrameSlotProps {
  /** The creative URL; null shows the placeholder. */
  src: string | null;
  /** The size key, e.g. 300x250. */
  size: '160x600' | '300x600' | '300x250' | '970x250';
  title?: string;
}

/**
 * What the dashboards take from other areas (the office layout's composition, app/composition/office.tsx):
 * the creatives area's frame, so a booked campaign's creatives show exactly as Preview Ad Creative did.
 */
export interface DashboardsSlots {
  CreativeFrame: ComponentType<CreativeFrameSlotProps>;
}

const slots = defineSlots<DashboardsSlots>({ CreativeFrame: NoSlot });

export const DashboardsSlotsProvider = slots.Provider;
export const useDashboardsSlots = slots.useSlots;
