import { PropertyOrderPage } from '../../features/ordering/property-order-page.tsx';
import { OrderingComposition } from './ordering.tsx';

export function ComposedPropertyOrderPage() {
  return (
    <OrderingComposition>
      <PropertyOrderPage />
    </OrderingComposition>
  );
}
