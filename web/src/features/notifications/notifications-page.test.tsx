import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { NotificationsPage } from './notifications-page.tsx';
import { NotificationsPageQuery } from './queries.ts';

const page = (items: { id: string; read: boolean; message: string }[], nextCursor: string | null = null) => ({
  notifications: {
    __typename: 'NotificationConnection',
    items: items.map((n) => ({
      __typename: 'Notification',
      ...n,
      createdAt: '2026-11-20T09:30:00+11:00',
      creatorInitials: 'AA',
    })),
    pageInfo: { __typename: 'PageInfo', nextCursor },
  },
});

const request = (search: string | null = null) => ({
  query: NotificationsPageQuery,
  variables: { search, cursor: null },
});

describe('notifications page', () => {
  it('loading, then the list', async () => {
    renderWithProviders(<NotificationsPage />, {
      url: '/notifications',
      mocks: [
        { request: request(), result: { data: page([{ id: '1', read: true, message: 'Order 12 was approved' }]) } },
      ],
    });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Notifications list' });
    expect(within(list).getByText('Order 12 was approved')).toBeInTheDocument();
  });

  it('empty: no notifications, or none matching the search in the URL', async () => {
    const view = renderWithProviders(<NotificationsPage />, {
      url: '/notifications',
      mocks: [{ request: request(), result: { data: page([]) } }],
    });
    expect(await screen.findByText('You have no notifications.')).toBeInTheDocument();
    view.unmount();
    renderWithProviders(<NotificationsPage />, {
      url: '/notifications?search=zzz',
      mocks: [{ request: request('zzz'), result: { data: page([]) } }],
    });
    expect(await screen.findByText('No notifications match your search.')).toBeInTheDocument();
  });

  it('a failed load shows the error with Retry, which asks again and shows the list', async () => {
    const { user } = renderWithProviders(<NotificationsPage />, {
      url: '/notifications',
      mocks: [
        {
          request: request(),
          result: {
            errors: [new GraphQLError('Could not get End Point', { extensions: { code: 'UPSTREAM_UNAVAILABLE' } })],
          },
        },
        { request: request(), result: { data: page([{ id: '2', read: true, message: 'Campaign live' }]) } },
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not get End Point');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Campaign live')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
