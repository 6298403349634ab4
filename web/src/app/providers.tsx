import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { ClientHandleContext, type ClientHandle } from '../lib/apollo/client-handle.ts';
import type { OperationTracker } from './apollo/operation-tracker.ts';
import { OperationsProgress } from './progress/operations-progress.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

interface ProvidersProps {
  client: ClientHandle;
  operations: OperationTracker;
  children: ReactNode;
}

export function Providers({ client, operations, children }: ProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <OperationsProgress operations={operations} />
      <ClientHandleContext value={client}>{children}</ClientHandleContext>
    </MantineProvider>
  );
}
