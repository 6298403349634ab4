import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { graphql } from '../../__generated__';
import { writeNotificationCount } from './notification-count.ts';

const MarkNotificationsReadMutation = graphql(`
  mutation MarkNotificationsRead($input: MarkNotificationsReadInput!) {
    markNotificationsRead(input: $input) {
      unreadCount
    }
  }
`);

interface Shown {
  id: string;
  read: boolean;
}

/**
 * Viewing marks the activities read: every unread notification shown is marked once, and the bell's
 * count follows the answer (the push channel confirms it). A failed call is tried again on the next
 * change of the list.
 */
export function useMarkShownRead(shown: readonly Shown[] | undefined): void {
  const [markRead] = useMutation(MarkNotificationsReadMutation);
  const requested = useRef(new Set<string>());

  useEffect(() => {
    const ids = (shown ?? []).filter((item) => !item.read && !requested.current.has(item.id)).map((item) => item.id);
    if (ids.length === 0) return;
    ids.forEach((id) => requested.current.add(id));
    markRead({
      variables: { input: { ids } },
      update: (cache, { data }) => {
        if (!data) return;
        writeNotificationCount(cache, data.markNotificationsRead.unreadCount);
        for (const id of ids) {
          cache.modify({ id: cache.identify({ __typename: 'Notification', id }), fields: { read: () => true } });
        }
      },
    }).catch(() => ids.forEach((id) => requested.current.delete(id)));
  }, [shown, markRead]);
}
