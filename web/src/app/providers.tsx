import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme.ts';

interface ProvidersProps {
  client: ApolloClient;
  children: ReactNode;
}

export function Providers({ client, children }: ProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <Notifications position="top-right" />
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </MantineProvider>
  );
}
