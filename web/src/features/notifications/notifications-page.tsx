import { Box, Button, Center, Paper, Stack } from '@mantine/core';
import { messages } from '@portal/schema';
import { IconBellOff } from '@tabler/icons-react';
import { texts } from './texts.ts';
import { FormError } from '../../components/ui/form-error.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { useListQuery } from '../../kit/list-screen/use-list-query.ts';
import { QueryState } from '../../kit/query-state/query-state.tsx';
import { SearchInput } from '../../kit/filters/search-input.tsx';
import { errorMessage } from '../../lib/graphql-errors.ts';
import { NotificationItem } from './notification-item.tsx';
import classes from './notifications.module.css';
import { notificationsList } from './list.ts';
import { useMarkShownRead } from './use-mark-shown-read.ts';

export const SEARCH_DEBOUNCE_MS = 400;

export function NotificationsPage() {
  // The URL's search, the query and Load more: list.ts.
  const list = useListQuery(notificationsList);
  const { update, loading, error, refetch, loadMore } = list;
  const { search } = list.state;
  const items = list.connection?.items;

  useMarkShownRead(items);

  return (
    <Stack gap="lg" maw={760}>
      <PageTitle>{texts.titles.notifications}</PageTitle>
      <Box maw={420}>
        <SearchInput
          label={texts.notifications.search}
          value={search}
          debounceMs={SEARCH_DEBOUNCE_MS}
          onSearch={(value) => update({ search: value })}
        />
      </Box>
      {/* A failed first load is the page's error state; a failure once items show keeps them. */}
      {error && items && <FormError message={errorMessage(error)} />}
      <QueryState
        loading={!items && loading}
        error={items ? undefined : error}
        errorText={error ? errorMessage(error) : undefined}
        onRetry={() => void refetch()}
        empty={items?.length === 0}
        emptyText={{
          title: search ? texts.notifications.noMatch : texts.notifications.empty,
          icon: <IconBellOff aria-hidden />,
        }}
      >
        {items && (
          <Paper withBorder radius="md">
            <ul className={classes.list} aria-label={texts.notifications.listLabel}>
              {items.map((item) => (
                <li key={item.id} className={classes.pageItem}>
                  <NotificationItem notification={item} />
                </li>
              ))}
            </ul>
          </Paper>
        )}
      </QueryState>
      {items && loadMore.hasMore && (
        <Center>
          <Button variant="default" onClick={loadMore.onLoadMore} loading={loadMore.loading}>
            {messages.loadMore}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
