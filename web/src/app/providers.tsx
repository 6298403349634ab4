import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { ClientHandleContext, type ClientHandle } from '../lib/apollo/client-handle.ts';
import type { OperationTracker } from './apollo/operation-tracker.ts';
import { OperationsProgress } from './progress/operations-progress.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

const Toasts = lazy(() => import('./toasts/toasts.tsx').then((m) => ({ default: m.Toasts })));

interface ProvidersProps {
  client: ClientHandle;
  operations: OperationTracker;
  children: ReactNode;
}

export function Providers({ client, operations, children }: ProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <OperationsProgress operations={operations} />
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
      <ClientHandleContext value={client}>{children}</ClientHandleContext>
    </MantineProvider>
  );
}
