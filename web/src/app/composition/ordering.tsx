import { AgentOrderPage } from '../../features/ordering/agent-order-page.tsx';
import { OfficeOrderPage } from '../../features/ordering/office-order-page.tsx';
import { PropertyOrderPage } from '../../features/ordering/property-order-page.tsx';
import { OrderingSlotsProvider, type OrderingSlots } from '../../features/ordering/slots.ts';
import { lazySlot } from './lazy-slot.tsx';

/**
 * The order forms with what they take from other areas: the cards area's card field (Stripe Elements
 * with a publishable key, else the sandbox field), which hands a single-use token to payCampaign, and
 * the creatives area's preview modal (Preview Ad Creative). Both load when first shown (the payment
 * dialog, a preview), not with the form.
 */
const slots: OrderingSlots = {
  CardField: lazySlot(() => import('../../features/cards/card-field.tsx').then((m) => m.CardField)),
  CreativePreview: lazySlot(() =>
    import('../../features/creatives/creative-preview-modal.tsx').then((m) => m.CreativePreviewModal),
  ),
};

export function ComposedPropertyOrderPage() {
  return (
    <OrderingSlotsProvider value={slots}>
      <PropertyOrderPage />
    </OrderingSlotsProvider>
  );
}

export function ComposedAgentOrderPage() {
  return (
    <OrderingSlotsProvider value={slots}>
      <AgentOrderPage />
    </OrderingSlotsProvider>
  );
}

export function ComposedOfficeOrderPage() {
  return (
    <OrderingSlotsProvider value={slots}>
      <OfficeOrderPage />
    </OrderingSlotsProvider>
  );
}
