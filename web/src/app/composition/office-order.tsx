import { OfficeOrderPage } from '../../features/ordering/office-order-page.tsx';
import { OrderingComposition } from './ordering.tsx';

export function ComposedOfficeOrderPage() {
  return (
    <OrderingComposition>
      <OfficeOrderPage />
    </OrderingComposition>
  );
}
