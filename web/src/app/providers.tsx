import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import type { OperationTracker } from './apollo/operation-tracker.ts';
import { OperationsProgress } from './progress/operations-progress.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

interface ProvidersProps {
  client: ApolloClient;
  operations: OperationTracker;
  children: ReactNode;
}

export function Providers({ client, operations, children }: ProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <OperationsProgress operations={operations} />
      <Notifications position="top-right" />
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </MantineProvider>
  );
}
