import type { ReactNode } from 'react';
import { OrderingSlotsProvider, type OrderingSlots } from '../../features/ordering/slots.ts';
import { lazySlot } from './lazy-slot.tsx';

/**
 * What the order forms take from other areas: the cards area's card field (Stripe Elements with a
 * publishable key, else the sandbox field), which hands a single-use token to payCampaign, and the
 * creatives area's preview modal (Preview Ad Creative). Both load when first shown (the payment
 * dialog, a preview), not with the form. Each form is composed in a module of its own
 * (property-order.tsx, agent-order.tsx, office-order.tsx), so a form's route downloads that form only.
 */
const slots: OrderingSlots = {
  CardField: lazySlot(() => import('../../features/cards/card-field.tsx').then((m) => m.CardField)),
  CreativePreview: lazySlot(() =>
    import('../../features/creatives/creative-preview-modal.tsx').then((m) => m.CreativePreviewModal),
  ),
};

export function OrderingComposition({ children }: { children: ReactNode }) {
  return <OrderingSlotsProvider value={slots}>{children}</OrderingSlotsProvider>;
}
