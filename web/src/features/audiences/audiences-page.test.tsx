import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createCache } from '../../lib/apollo/cache.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { AudiencesPage } from './audiences-page.tsx';
import { audience, audiencesPageMock, deleteMock } from './audiences-test-mocks.ts';

type Mocks = NonNullable<Parameters<typeof renderWithProviders>[1]>['mocks'];

const render = (url: string, mocks: Mocks) =>
  renderWithProviders(<AudiencesPage />, {
    url,
    path: '/audience',
    mocks,
    cache: createCache(),
    routes: [{ path: '/audience/form', element: <p>the audience form</p> }],
  });

const mine = audience({
  id: '1',
  name: 'Spring buyers',
  mine: true,
  campaigns: 2,
  assignments: [
    ['10', 'Acme North'],
    ['11', 'Acme South'],
  ],
});
const theirs = audience({
  id: '2',
  name: 'Harbour sellers',
  creator: 'Otto Other',
  scope: 'CLIENT',
  assignments: [['1', 'Acme Realty']],
});

describe('Audience list', () => {
  it('shows the columns, Create Audience, and Edit and Delete only for the creator (a tooltip saying so for others)', async () => {
    const page = audiencesPageMock({ 1: { items: [mine, theirs] } });
    const view = render('/audience', [page.mock]);
    await screen.findByText('Spring buyers');
    const table = screen.getByRole('table', { name: 'Audiences' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Scope', 'Assignments', 'Created by', 'Created', 'Campaigns', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Acme North, Acme South')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Global')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Otto Other')).toBeInTheDocument();
    expect(page.calls[0]).toEqual({ page: 1 });

    // The creator's buttons work; another user's are inert and say why.
    expect(screen.getByRole('button', { name: 'Edit Spring buyers' })).not.toHaveAttribute('aria-disabled');
    const editTheirs = screen.getByRole('button', { name: 'Edit Harbour sellers' });
    const deleteTheirs = screen.getByRole('button', { name: 'Delete Harbour sellers' });
    expect(editTheirs).toHaveAttribute('aria-disabled', 'true');
    expect(editTheirs).toHaveAccessibleDescription('Only the creator of this audience can edit it');
    expect(deleteTheirs).toHaveAccessibleDescription('Only the creator of this audience can delete it');
    await view.user.hover(deleteTheirs);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Only the creator of this audience can delete it');
    await view.user.click(editTheirs);
    await view.user.click(deleteTheirs);
    expect(view.location()).toBe('/audience');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Create Audience' })).toHaveAttribute('href', '/audience/form');
    await view.user.click(screen.getByRole('button', { name: 'Edit Spring buyers' }));
    expect(view.location()).toBe('/audience/form?audienceId=1');
  });

  it('Delete asks "Delete audience?" and deletes only on Yes, continue!', async () => {
    const page = audiencesPageMock({ 1: { items: [mine, theirs] } });
    const deletion = deleteMock();
    const view = render('/audience', [page.mock, deletion.mock]);
    await view.user.click(await screen.findByRole('button', { name: 'Delete Spring buyers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete audience?' });
    expect(within(dialog).getByText('Spring buyers')).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'No, cancel!' }));
    expect(deletion.calls).toEqual([]);
    await view.user.click(screen.getByRole('button', { name: 'Delete Spring buyers' }));
    await view.user.click(
      within(await screen.findByRole('dialog', { name: 'Delete audience?' })).getByRole('button', {
        name: 'Yes, continue!',
      }),
    );
    await vi.waitFor(() => expect(deletion.calls).toEqual([{ input: { id: '1' } }]));
    // The list is asked for again (the deleted audience leaves it).
    await vi.waitFor(() => expect(page.calls.length).toBeGreaterThan(1));
  });

  it('the "Delete audience?" confirmation is in the URL: a reload keeps it open, only for an audience the viewer created', async () => {
    const page = audiencesPageMock({ 1: { items: [mine, theirs] } });
    const view = render('/audience', [page.mock]);
    await view.user.click(await screen.findByRole('button', { name: 'Delete Spring buyers' }));
    expect(await screen.findByRole('dialog', { name: 'Delete audience?' })).toBeInTheDocument();
    expect(view.location()).toBe('/audience?delete=1');
    await view.user.click(
      within(screen.getByRole('dialog', { name: 'Delete audience?' })).getByRole('button', { name: 'No, cancel!' }),
    );
    await vi.waitFor(() => expect(view.location()).toBe('/audience'));
    view.unmount();

    const reloaded = render('/audience?delete=1', [audiencesPageMock({ 1: { items: [mine, theirs] } }).mock]);
    const dialog = await screen.findByRole('dialog', { name: 'Delete audience?' });
    expect(within(dialog).getByText('Spring buyers')).toBeInTheDocument();
    reloaded.unmount();

    // Another user's audience, or one not on the page: no confirmation.
    render('/audience?delete=2', [audiencesPageMock({ 1: { items: [mine, theirs] } }).mock]);
    await screen.findByText('Harbour sellers');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('pages 15 at a time with the page in the URL; a reload asks for that page', async () => {
    const page = audiencesPageMock({ 1: { items: [mine] }, 2: { items: [theirs] } });
    const view = render('/audience', [page.mock]);
    await screen.findByText('Spring buyers');
    await view.user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(view.location()).toBe('/audience?page=2');
    expect(await screen.findByText('Harbour sellers')).toBeInTheDocument();
    expect(page.calls.at(-1)).toEqual({ page: 2 });
    view.unmount();

    const reloaded = audiencesPageMock({ 1: { items: [mine] }, 2: { items: [theirs] } });
    render('/audience?page=2', [reloaded.mock]);
    expect(await screen.findByText('Harbour sellers')).toBeInTheDocument();
    expect(reloaded.calls[0]).toEqual({ page: 2 });
  });

  it('a page past the end moves to the last page', async () => {
    const page = audiencesPageMock({ 1: { items: [mine] } });
    const view = render('/audience?page=4', [page.mock]);
    await vi.waitFor(() => expect(view.location()).toBe('/audience'));
    expect(await screen.findByText('Spring buyers')).toBeInTheDocument();
  });

  it('empty and error states', async () => {
    render('/audience', [audiencesPageMock({ 1: { items: [] } }).mock]);
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.getByText('No audiences have been created yet.')).toBeInTheDocument();
  });

  it('a failed list shows Could not get End Point with a Retry', async () => {
    render('/audience', [audiencesPageMock({}, { error: new Error('offline') }).mock]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not get End Point');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
