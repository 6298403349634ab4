import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { PartnerLogsPage } from './partner-logs-page.tsx';
import { PartnerLogsPageQuery } from './queries.ts';

const hostile = JSON.stringify(
  { Error: { Message: '<img src=x onerror="window.__ran=1"><script>window.__ran=2</script>' } },
  null,
  2,
);

const log = (id: string, type: string, response = '{\n  "Data": {}\n}') => ({
  __typename: 'PartnerLog' as const,
  id,
  clientTitle: 'Acme Realty',
  campaignId: '42',
  campaignTitle: '12 Harbour Street',
  type,
  loggedAt: '2026-11-20T09:30:00Z',
  response,
});
const answer = (variables: Record<string, unknown>, items: ReturnType<typeof log>[], totalCount = items.length) => ({
  request: { query: PartnerLogsPageQuery, variables },
  result: {
    data: {
      clientLookup: [{ __typename: 'LookupItem' as const, id: '1', title: 'Acme Realty' }],
      partnerLogs: {
        __typename: 'PartnerLogPage' as const,
        items,
        page: (variables.page as number) ?? 1,
        pageSize: (variables.pageSize as number) ?? 10,
        totalCount,
        totalPages: Math.max(1, Math.ceil(totalCount / ((variables.pageSize as number) ?? 10))),
      },
    },
  },
});

describe('PartnerLogsPage', () => {
  it("lists one campaign's logs and opens a response as inert JSON text in a modal kept in the URL", async () => {
    const { search } = renderWithProviders(<PartnerLogsPage />, {
      url: '/signifi-logs/42',
      path: '/signifi-logs/:campaignId?',
      mocks: [
        answer({ campaignId: '42', clientId: null, page: 1, pageSize: 10 }, [
          log('2', 'order', hostile),
          log('1', 'product'),
        ]),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Partner logs' });
    for (const header of ['Client', 'Campaign', 'Type', 'Logged Date', 'Response'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(screen.getByText('Campaign #42')).toBeInTheDocument();
    await userEvent.click(await within(table).findByRole('button', { name: /Click to view the order response/ }));
    expect(search().get('log')).toBe('2');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/<script>window.__ran=2<\/script>/)).toBeInTheDocument();
    expect(dialog.querySelector('img, script')).toBeNull();
    expect((window as { __ran?: number }).__ran).toBeUndefined();
    expect(within(dialog).getByRole('button', { name: 'Copy JSON' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(search().get('log')).toBeNull();
  });

  it('shows Could not get End Point when the logs cannot be loaded', async () => {
    renderWithProviders(<PartnerLogsPage />, {
      url: '/signifi-logs',
      path: '/signifi-logs/:campaignId?',
      mocks: [
        {
          request: {
            query: PartnerLogsPageQuery,
            variables: { campaignId: null, clientId: null, page: 1, pageSize: 10 },
          },
          error: new Error('down'),
        },
      ],
    });
    expect(await screen.findByText('Could not get End Point')).toBeInTheDocument();
  });

  it('pages with Previous / Next and keeps page and size in the URL', async () => {
    const { search } = renderWithProviders(<PartnerLogsPage />, {
      url: '/signifi-logs?size=20',
      path: '/signifi-logs/:campaignId?',
      mocks: [
        answer({ campaignId: null, clientId: null, page: 1, pageSize: 20 }, [log('3', 'status')], 45),
        answer({ campaignId: null, clientId: null, page: 2, pageSize: 20 }, [log('4', 'dates')], 45),
      ],
    });
    await screen.findByRole('table', { name: 'Partner logs' });
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(search().get('page')).toBe('2');
    expect(search().get('size')).toBe('20');
    expect(await screen.findByText('dates')).toBeInTheDocument();
  });
});
