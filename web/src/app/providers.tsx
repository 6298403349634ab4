import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import type { OperationTracker } from './apollo/operation-tracker.ts';
import { OperationsProgress } from './progress/operations-progress.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

const Toasts = lazy(() => import('./toasts/toasts.tsx').then((m) => ({ default: m.Toasts })));

interface ProvidersProps {
  client: ApolloClient;
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
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </MantineProvider>
  );
}
