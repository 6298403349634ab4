import { useLazyQuery, useQuery, useSubscription } from '@apollo/client/react';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useCallback, useRef, useState } from 'react';
import { graphql } from '../../__generated__';
import { texts } from './texts.ts';
import { errorMessage } from '../../lib/graphql-errors.ts';
import { onUse, useOnUse, useStandInButton } from '../../kit/on-use/load-on-use.ts';
import { NotificationCountQuery, NotificationCountSubscription, writeNotificationCount } from './notification-count.ts';

// The dropdown (Mantine's Popover, floating) loads when the bell is first pointed at, focused or
// pressed; the items (and the date library that formats them) when it first shows some.
const dropdown = onUse(() => import('./notification-dropdown.tsx'));

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

  const setOpen = useCallback(
    (next: boolean) => {
      openedRef.current = next;
      setOpened(next);
      if (next) refreshTop();
    },
    [refreshTop],
  );

  const count = countData?.notificationCount;
  const label = count === undefined ? texts.notifications.bell : texts.notifications.bellLabel(count);
  const items = top.data?.topNotifications;
  const [dropdownModule, load] = useOnUse(dropdown);
  const { asked, handlers } = useStandInButton(() => void load());

  return (
    <Indicator
      label={<span aria-hidden>{count !== undefined && count > MAX_SHOWN_COUNT ? `${MAX_SHOWN_COUNT}+` : count}</span>}
      disabled={!count}
      size={18}
      offset={6}
      color="red.9"
      zIndex={2}
    >
      {dropdownModule && !asked.pressing ? (
        <dropdownModule.NotificationDropdown
          opened={opened}
          setOpen={setOpen}
          label={label}
          items={items}
          loading={top.loading}
          error={top.error ? errorMessage(top.error) : null}
          focus={asked.focus}
          open={asked.open}
        />
      ) : (
        <ActionIcon
          variant="subtle"
          color="dark"
          size="lg"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={false}
          data-testid="notification-bell"
          {...handlers}
        >
          <IconBell size={22} aria-hidden />
        </ActionIcon>
      )}
    </Indicator>
  );
}
