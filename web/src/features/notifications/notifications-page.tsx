import { useQuery } from '@apollo/client/react';
import { Button, Center, EmptyState, Loader, Paper, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { messages } from '@portal/schema';
import { IconBellOff, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { texts } from '../../app/texts.ts';
import { FormError } from '../../components/ui/form-error.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { errorMessage } from '../../lib/graphql-errors.ts';
import { NotificationItem } from './notification-item.tsx';
import classes from './notifications.module.css';
import { NotificationsPageQuery, notificationsPageVariables } from './queries.ts';
import { readNotificationsSearch, withNotificationsSearch } from './urls.ts';
import { useMarkShownRead } from './use-mark-shown-read.ts';


export const SEARCH_DEBOUNCE_MS = 400;

export function NotificationsPage() {
  const [params, setParams] = useSearchParams();
  const search = readNotificationsSearch(params);
  const [input, setInput] = useState(search);
  const [loadingMore, setLoadingMore] = useState(false);

  const applySearch = useDebouncedCallback((value: string) => {
    setParams((current) => withNotificationsSearch(current, value), { replace: true });
  }, SEARCH_DEBOUNCE_MS);

  // The URL wins when it changes from outside (back, forward, a shared link).
  useEffect(() => {
    setInput((current) => (current.trim() === search ? current : search));
  }, [search]);

  const { data, loading, error, fetchMore } = useQuery(NotificationsPageQuery, {
    variables: notificationsPageVariables(params),
  });
  const connection = data?.notifications;
  const items = connection?.items;
  const nextCursor = connection?.pageInfo.nextCursor ?? null;

  useMarkShownRead(items);

  const loadMore = async () => {
    if (!nextCursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { cursor: nextCursor } });
    } catch {
      // The error shows through the query's result; the button stays for another try.
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Stack gap="lg" maw={760}>
      <PageTitle>{texts.titles.notifications}</PageTitle>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          applySearch.flush();
        }}
      >
        <TextInput
          label={texts.notifications.search}
          type="search"
          value={input}
          leftSection={<IconSearch size={16} aria-hidden />}
          onChange={(event) => {
            setInput(event.currentTarget.value);
            applySearch(event.currentTarget.value);
          }}
          maw={420}
        />
      </form>
      {error && <FormError message={errorMessage(error)} />}
      {!items && loading && (
        <Center p="xl" role="status" aria-label={texts.loading}>
          <Loader aria-hidden />
        </Center>
      )}
      {items?.length === 0 && (
        <EmptyState
          icon={<IconBellOff aria-hidden />}
          withIndicatorBackground
          title={search ? texts.notifications.noMatch : texts.notifications.empty}
          py="xl"
        />
      )}
      {items && items.length > 0 && (
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
      {items && nextCursor && (
        <Center>
          <Button variant="default" onClick={() => void loadMore()} loading={loadingMore}>
            {messages.loadMore}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
