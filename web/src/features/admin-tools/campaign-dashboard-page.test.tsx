import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mutationMock } from '../../test/mutation-mock.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { CampaignDashboardPage } from './campaign-dashboard-page.tsx';
import {
  AdminCampaignQuery,
  ChangeAdminCampaignStatusMutation,
  FetchAdminCampaignPreviewMutation,
} from './campaign-queries.ts';

const hostile = '<p>Ad</p><script>window.__previewRan = true</script>';

const campaign = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'AdminCampaign' as const,
  id: '42',
  type: 'Property',
  displayName: '12 Harbour Street, Waverton',
  officeName: 'Acme Sydney CBD',
  packageTitle: 'Premium Property',
  startDate: '2026-12-01',
  endDate: '2026-12-29',
  propertyTitle: null,
  bookedBy: 'Olive Office',
  bookedAt: '2026-11-20T09:30:00Z',
  status: 'BOOKED',
  associatedCampaignId: null,
  facebookPreview: hostile,
  hasProductResponse: true,
  hasOrderResponse: true,
  paymentMethod: null,
  ...overrides,
});
const found = (data: ReturnType<typeof campaign> | null, id = '42') => ({
  request: { query: AdminCampaignQuery, variables: { id } },
  result: { data: { adminCampaign: data } },
});

describe('CampaignDashboardPage', () => {
  it('asks for a number before searching, and keeps what was typed', async () => {
    const { search } = renderWithProviders(<CampaignDashboardPage />, { url: '/admin-tools/campaign' });
    expect(screen.getByText('Search a campaign by its ID to see and repair it.')).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('Search Campaign ID'), '12ab');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Campaign ID must be a number')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search Campaign ID')).toHaveValue('12ab');
    expect(search().get('campaign')).toBeNull();
  });

  it('shows Campaign could not be found. for a missing id, and the search error for other failures', async () => {
    renderWithProviders(<CampaignDashboardPage />, {
      url: '/admin-tools/campaign?campaign=7',
      mocks: [found(null, '7')],
    });
    expect(await screen.findByText('Campaign could not be found.')).toBeInTheDocument();
    renderWithProviders(<CampaignDashboardPage />, {
      url: '/admin-tools/campaign?campaign=8',
      mocks: [{ request: { query: AdminCampaignQuery, variables: { id: '8' } }, error: new Error('down') }],
    });
    expect(await screen.findByText('An error occured while searching for the campaign.')).toBeInTheDocument();
  });

  it('shows the Overview with N/A, and the partner preview only inside a sandboxed frame', async () => {
    renderWithProviders(<CampaignDashboardPage />, {
      url: '/admin-tools/campaign?campaign=42',
      mocks: [found(campaign())],
    });
    const overview = await screen.findByRole('region', { name: /Overview/ });
    for (const label of ['Type', 'Office', 'Package', 'Start Date', 'End Date', 'Booked By', 'Booked At'])
      expect(within(overview).getByText(label)).toBeInTheDocument();
    expect(within(overview).getAllByText('N/A')).toHaveLength(2);
    expect(within(overview).getByText('Booked')).toBeInTheDocument();
    const link = within(overview).getByRole('link', { name: /Signifi Logs/ });
    expect(link).toHaveAttribute('href', '/signifi-logs/42');
    expect(link).toHaveAttribute('target', '_blank');
    const frame = screen.getByTitle('Facebook Ad Preview markup');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', hostile);
    expect(document.querySelector('script')).toBeNull();
    expect((window as { __previewRan?: boolean }).__previewRan).toBeUndefined();
    // Booked already: no manual partner calls.
    expect(screen.getByText('The campaign has a status: it is booked with the partner already.')).toBeInTheDocument();
  });

  it('fetches the preview by itself when there is none: No Facebook Ad Preview available, or the error', async () => {
    const none = mutationMock(FetchAdminCampaignPreviewMutation, () => ({
      data: {
        fetchAdminCampaignPreview: { __typename: 'FetchAdminCampaignPreviewPayload', campaignId: '42', preview: null },
      },
    }));
    renderWithProviders(<CampaignDashboardPage />, {
      url: '/admin-tools/campaign?campaign=42',
      mocks: [found(campaign({ facebookPreview: null })), none.mock],
    });
    expect(await screen.findByText('No Facebook Ad Preview available')).toBeInTheDocument();
    expect(none.calls).toHaveLength(1);
    renderWithProviders(<CampaignDashboardPage />, {
      url: '/admin-tools/campaign?campaign=43',
      mocks: [
        found(campaign({ id: '43', facebookPreview: null }), '43'),
        { request: { query: FetchAdminCampaignPreviewMutation, variables: () => true }, error: new Error('down') },
      ],
    });
    expect(await screen.findByText('Error fetching Facebook Ad Preview')).toBeInTheDocument();
  });

  it('changes the status after a confirmation and shows the 207 warning; needs a note and another status', async () => {
    const change = mutationMock(ChangeAdminCampaignStatusMutation, () => ({
      data: {
        changeAdminCampaignStatus: {
          __typename: 'ChangeAdminCampaignStatusPayload',
          message: 'Warning: Campaign Updated With Issues.',
          partnerIssue: true,
          campaign: campaign({ status: 'CANCELLED' }),
        },
      },
    }));
    renderWithProviders(<CampaignDashboardPage />, {
      url: '/admin-tools/campaign?campaign=42',
      mocks: [found(campaign()), change.mock],
    });
    const status = await screen.findByRole('region', { name: 'Campaign Status' });
    await userEvent.click(within(status).getByRole('button', { name: 'Update Status' }));
    expect(await within(status).findByText('Note is required')).toBeInTheDocument();
    await userEvent.click(within(status).getByRole('combobox', { name: /New Status/ }));
    expect(screen.getByRole('option', { name: 'Booked' })).toHaveAttribute('data-combobox-disabled', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'Cancelled' }));
    await userEvent.type(within(status).getByRole('textbox', { name: /Note/ }), 'Vendor withdrew.');
    await userEvent.click(within(status).getByRole('button', { name: 'Update Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Status?' });
    expect(change.calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(status).findByText('Warning: Campaign Updated With Issues.')).toBeInTheDocument();
    expect(change.calls[0]).toEqual({ input: { campaignId: '42', status: 'CANCELLED', note: 'Vendor withdrew.' } });
  });

  it('offers partner calls only for a trading-terms campaign without a status; the Order call waits for the product', async () => {
    const cardPaid = renderWithProviders(<CampaignDashboardPage />, {
      url: '/admin-tools/campaign?campaign=42',
      mocks: [found(campaign({ status: null, paymentMethod: 'credit-card', hasProductResponse: false }))],
    });
    expect(await screen.findByText('Card-paid campaigns cannot be rebooked by hand.')).toBeInTheDocument();
    cardPaid.unmount();
    renderWithProviders(<CampaignDashboardPage />, {
      url: '/admin-tools/campaign?campaign=44',
      mocks: [
        found(campaign({ id: '44', status: null, paymentMethod: 'trading-terms', hasProductResponse: false }), '44'),
      ],
    });
    const panel = await screen.findByRole('region', { name: 'Partner Calls' });
    expect(within(panel).getByText('The Order call needs the Product call first.')).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByRole('combobox', { name: /Call/ })).toHaveValue('Product Call'));
  });
});
