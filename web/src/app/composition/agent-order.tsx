import { AgentOrderPage } from '../../features/ordering/agent-order-page.tsx';
import { OrderingComposition } from './ordering.tsx';

export function ComposedAgentOrderPage() {
  return (
    <OrderingComposition>
      <AgentOrderPage />
    </OrderingComposition>
  );
}
