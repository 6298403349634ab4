import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { messages } from '@portal/schema';
import { Link, useRouteError } from 'react-router';
import { errorMessage } from '../../lib/graphql-errors.ts';

export function RouteErrorBoundary() {
  const error = useRouteError();
  return (
    <Center component="main" mih="100vh" p="md">
      <Paper withBorder shadow="md" radius="lg" p="xl" maw={480}>
        <Stack align="center" ta="center">
          <Title order={1} size="h3">
            {messages.generalSystemError}
          </Title>
          <Text>{errorMessage(error)}</Text>
          <Anchor component={Link} to="/" reloadDocument>
            {messages.backToHomepage}
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
