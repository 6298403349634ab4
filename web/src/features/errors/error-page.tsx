import { Anchor, Stack, Text, Title } from '@mantine/core';
import { messages } from '@portal/schema';
import type { MouseEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { NO_ACCESS_CODES } from './urls.ts';

const DEFAULT_CODE = '404';

const hasPreviousEntry = (): boolean => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

export function ErrorPage() {
  const { error = DEFAULT_CODE, message = messages.fileNotFound } = useParams();
  const navigate = useNavigate();
  const noAccess = NO_ACCESS_CODES.has(error);

  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hasPreviousEntry()) return;
    event.preventDefault();
    void navigate(-1);
  };

  return (
    <Stack align="center" ta="center" gap="sm">
      <Text fz={56} fw={800} lh={1} c="var(--brand-primary)">
        {error}
      </Text>
      <Title order={1} size="h3">
        {noAccess ? messages.noAccessTitle : messages.notFoundTitle}
      </Title>
      <Text c="dimmed">{message}</Text>
      {noAccess ? (
        <Anchor component={Link} to="/">
          {messages.backToHomepage}
        </Anchor>
      ) : (
        <Anchor component={Link} to="/" onClick={goBack}>
          {messages.goBack}
        </Anchor>
      )}
    </Stack>
  );
}
