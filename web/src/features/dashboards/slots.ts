import type { ComponentType } from 'react';
import type { CreativeFrameSlotProps } from '../../lib/creative-slots.ts';
import { defineSlots, NoSlot } from '../../lib/slots.ts';

export type { CreativeFrameSlotProps };

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
