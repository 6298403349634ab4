import { Avatar, Group, Stack, Text } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import { formatDateTime } from '../../lib/dates.ts';

export const NotificationItemFragment = graphql(`
  fragment NotificationItem_notification on Notification {
    id
    message
    createdAt
    creatorInitials
  }
`);

interface NotificationItemProps {
  notification: FragmentType<typeof NotificationItemFragment>;
  size?: 'sm' | 'md';
}

/** One notification: the creator's initials, the message and when it happened (DD/MM/YYYY HH:mm). */
export function NotificationItem({ notification, size = 'md' }: NotificationItemProps) {
  const { message, createdAt, creatorInitials } = getFragmentData(NotificationItemFragment, notification);
  return (
    <Group wrap="nowrap" align="flex-start" gap="sm">
      <Avatar variant="filled" color="brand" radius="xl" size={size === 'sm' ? 32 : 40}>
        {creatorInitials || <IconUser size={18} aria-hidden />}
      </Avatar>
      <Stack gap={2} miw={0}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {message}
        </Text>
        <Text size="xs" c="dimmed">
          <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
        </Text>
      </Stack>
    </Group>
  );
}
