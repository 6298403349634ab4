import { CardField } from '../../features/cards/card-field.tsx';
import { PropertyOrderPage } from '../../features/ordering/property-order-page.tsx';
import { OrderingSlotsProvider, type OrderingSlots } from '../../features/ordering/slots.ts';

/**
 * The property order form with what its payment dialog takes from the cards area: the card field
 * (Stripe Elements with a publishable key, else the sandbox field), which hands a single-use token
 * to payCampaign.
 */
const slots: OrderingSlots = { CardField };

export function ComposedPropertyOrderPage() {
  return (
    <OrderingSlotsProvider value={slots}>
      <PropertyOrderPage />
    </OrderingSlotsProvider>
  );
}
