import { ActionIcon, Anchor, Center, Divider, Loader, Popover, Stack, Text } from '@mantine/core';
import { messages } from '@portal/schema';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { texts } from './texts.ts';
import classes from './notifications.module.css';
import { notificationsPath } from './paths.ts';
import type { NotificationItem as Item } from './notification-item.tsx';

// The items (and the date library that formats them) load when the dropdown first shows some.
const NotificationItem = lazy(() => import('./notification-item.tsx').then((m) => ({ default: m.NotificationItem })));

export interface NotificationDropdownProps {
  opened: boolean;
  setOpen: (opened: boolean) => void;
  /** The bell's accessible name (with the unread count). */
  label: string;
  items: readonly ({ id: string } & Parameters<typeof Item>[0]['notification'])[] | undefined;
  loading: boolean;
  error: string | null;
  /** The stand-in bell had the focus, or was pressed (then the dropdown opens once the bell is in place). */
  focus: boolean;
  open: boolean;
}

/** The bell's dropdown (Mantine's Popover, floating, trapping the focus), loaded on use by NotificationBell. */
export function NotificationDropdown({
  opened,
  setOpen,
  label,
  items,
  loading,
  error,
  focus,
  open,
}: NotificationDropdownProps) {
  const target = useRef<HTMLButtonElement>(null);
  const arrival = useRef({ focus, open });
  useEffect(() => {
    // Focused before it opens, so that closing the dropdown returns the focus to the bell.
    // Once, as the dropdown takes the stand-in's place.
    const { focus: focused, open: pressed } = arrival.current;
    arrival.current = { focus: false, open: false };
    if (focused || pressed) target.current?.focus();
    if (pressed) setOpen(true);
  }, [setOpen]);
  return (
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
          ref={target}
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
          {items === undefined && loading && (
            <Center p="md" role="status" aria-label={texts.loading}>
              <Loader size="sm" aria-hidden />
            </Center>
          )}
          {error && (
            <Text role="alert" c="red.9" size="sm" p="md">
              {error}
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
  );
}
