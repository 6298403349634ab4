import { useLazyQuery, useQuery, useSubscription } from '@apollo/client/react';
import { ActionIcon, Anchor, Center, Divider, Indicator, Loader, Popover, Stack, Text } from '@mantine/core';
import { messages } from '@portal/schema';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../__generated__';
import { texts } from './texts.ts';
import { errorMessage } from '../../lib/graphql-errors.ts';
import classes from './notifications.module.css';
import { NotificationCountQuery, NotificationCountSubscription, writeNotificationCount } from './notification-count.ts';
import { notificationsPath } from './paths.ts';

// The items (and the date library that formats them) load when the dropdown first shows some, not
// with the signed-in shell.
const NotificationItem = lazy(() => import('./notification-item.tsx').then((m) => ({ default: m.NotificationItem })));

const TopNotificationsQuery = graphql(`
  query TopNotifications {
    topNotifications {
      id
      ...NotificationItem_notification
    }
  }
`);

const MAX_SHOWN_COUNT = 99;

/**
 * The header's bell: the unread count (kept live by the push channel) and a dropdown of the newest
 * notifications, fetched again each time it opens. Render it only for viewers with `can.notifications`.
 */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const openedRef = useRef(false);
  const { data: countData } = useQuery(NotificationCountQuery);
  const [loadTop, top] = useLazyQuery(TopNotificationsQuery, { fetchPolicy: 'network-only' });

  const refreshTop = useCallback(() => {
    loadTop().catch(() => undefined);
  }, [loadTop]);

  useSubscription(NotificationCountSubscription, {
    onData: ({ client, data }) => {
      const count = data.data?.notificationCount;
      if (count === undefined) return;
      writeNotificationCount(client.cache, count);
      if (openedRef.current) refreshTop();
    },
  });

  const setOpen = (next: boolean) => {
    openedRef.current = next;
    setOpened(next);
    if (next) refreshTop();
  };

  const count = countData?.notificationCount;
  const label = count === undefined ? texts.notifications.bell : texts.notifications.bellLabel(count);
  const items = top.data?.topNotifications;

  return (
    <Indicator
      label={<span aria-hidden>{count !== undefined && count > MAX_SHOWN_COUNT ? `${MAX_SHOWN_COUNT}+` : count}</span>}
      disabled={!count}
      size={18}
      offset={6}
      color="red.9"
      zIndex={2}
    >
      <Popover
        opened={opened}
        onChange={setOpen}
        position="bottom-end"
        width={360}
        shadow="md"
        withRoles
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="dark"
            size="lg"
            aria-label={label}
            data-testid="notification-bell"
            onClick={() => setOpen(!opened)}
          >
            <IconBell size={22} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} aria-label={texts.notifications.dropdownLabel}>
          <Text fw={600} px="md" py="sm">
            {texts.notifications.bell}
          </Text>
          <Divider />
          <div>
            {items === undefined && top.loading && (
              <Center p="md" role="status" aria-label={texts.loading}>
                <Loader size="sm" aria-hidden />
              </Center>
            )}
            {top.error && (
              <Text role="alert" c="red.9" size="sm" p="md">
                {errorMessage(top.error)}
              </Text>
            )}
            {items?.length === 0 && (
              <Text size="sm" c="dimmed" p="md">
                {texts.notifications.empty}
              </Text>
            )}
            {items && items.length > 0 && (
              <Suspense
                fallback={
                  <Center p="md" role="status" aria-label={texts.loading}>
                    <Loader size="sm" aria-hidden />
                  </Center>
                }
              >
                <Stack
                  component="ul"
                  gap={0}
                  className={`${classes.list} ${classes.dropdownList}`}
                  aria-label={texts.notifications.dropdownLabel}
                  tabIndex={0}
                >
                  {items.map((item) => (
                    <li key={item.id} className={classes.dropdownItem}>
                      <NotificationItem notification={item} size="sm" />
                    </li>
                  ))}
                </Stack>
              </Suspense>
            )}
          </div>
          <Divider />
          <Center p="sm">
            <Anchor component={Link} to={notificationsPath} size="sm" fw={600} onClick={() => setOpen(false)}>
              {messages.viewAll}
            </Anchor>
          </Center>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
