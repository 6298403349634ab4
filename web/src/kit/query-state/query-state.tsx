import { Alert, Button, Center, EmptyState, Group, Loader, Text } from '@mantine/core';
import { messages } from '@portal/schema';
import { IconAlertCircle, IconDatabaseOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { isRetryable } from '../../lib/graphql-errors.ts';

export interface EmptyText {
  title: string;
  text?: string;
  /** The picture above the title (default: an empty database). */
  icon?: ReactNode;
}

export interface QueryStateProps {
  /** The query is running and there is nothing to show yet. */
  loading: boolean;
  /** The query failed (shows the specification's "Could not get End Point" unless `errorText` is given). */
  error?: unknown;
  errorText?: string;
  onRetry?: () => void;
  /** The query succeeded with nothing to show. */
  empty?: boolean;
  emptyText?: EmptyText;
  /** What shows while loading (default: a spinner with a Loading status). */
  loadingFallback?: ReactNode;
  children: ReactNode;
}

/** The error text and, when asking again may answer otherwise (lib/graphql-errors.ts isRetryable), a Retry. */
export function ErrorState({
  error,
  text = messages.couldNotGetEndPoint,
  onRetry: retry,
}: {
  error?: unknown;
  text?: string;
  onRetry?: () => void;
}) {
  const onRetry = isRetryable(error) ? retry : undefined;
  return (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{text}</Text>
        {onRetry && (
          <Button size="xs" variant="default" onClick={onRetry}>
            {messages.retry}
          </Button>
        )}
      </Group>
    </Alert>
  );
}

export function EmptyStateText({ title, text, icon = <IconDatabaseOff aria-hidden /> }: EmptyText) {
  return <EmptyState icon={icon} withIndicatorBackground title={title} description={text} py="xl" />;
}

export function LoadingState() {
  return (
    <Center p="xl" role="status" aria-label={messages.loading}>
      <Loader aria-hidden />
    </Center>
  );
}

/**
 * The loading / error / empty triad every list and page repeats. An error wins (with a Retry);
 * loading shows the fallback; an empty result shows its title and text; otherwise the children.
 * Pass `loading={loading && !data}` (not Apollo's `loading` alone), so that data kept from an
 * earlier answer stays visible while a refetch runs.
 */
export function QueryState({
  loading,
  error,
  errorText,
  onRetry,
  empty,
  emptyText,
  loadingFallback,
  children,
}: QueryStateProps) {
  if (error) return <ErrorState error={error} text={errorText} onRetry={onRetry} />;
  if (loading) return <>{loadingFallback ?? <LoadingState />}</>;
  if (empty && emptyText) return <EmptyStateText {...emptyText} />;
  return <>{children}</>;
}
