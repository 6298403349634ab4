import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { EmailConfigurationPage } from './email-configuration-page.tsx';
import { EmailRecipientsQuery, EmailRecipientTypesQuery } from './queries.ts';

const types = {
  request: { query: EmailRecipientTypesQuery },
  result: { data: { emailRecipientTypes: ['campaign', 'finance'] } },
};
const recipient = (id: string, email: string, type: string) => ({
  __typename: 'EmailRecipient' as const,
  id,
  email,
  type,
  createdAt: '2026-11-20 09:30:00',
  createdBy: { __typename: 'EmailRecipientCreator' as const, firstName: 'Ada', lastName: 'Admin' },
});

describe('EmailConfigurationPage', () => {
  it('lists the recipients in the kit table, long addresses breakable', async () => {
    const list = {
      request: { query: EmailRecipientsQuery },
      result: { data: { emailRecipients: [recipient('1', 'accounts.team@acme.example', 'finance')] } },
    };
    renderWithProviders(<EmailConfigurationPage />, { mocks: [types, list] });
    const table = await screen.findByRole('table', { name: 'Email Recipients' });
    const row = await within(table).findByRole('row', { name: /accounts\.team@acme\.example/ });
    expect(within(row).getByRole('cell', { name: 'Finance' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete accounts.team@acme.example' })).toBeInTheDocument();
    expect(row.querySelectorAll('wbr').length).toBeGreaterThan(0);
  });

  it('shows the list failure with a retry', async () => {
    const failed = { request: { query: EmailRecipientsQuery }, error: new Error('down') };
    renderWithProviders(<EmailConfigurationPage />, { mocks: [types, failed] });
    expect(await screen.findByText('Failed to fetch email recipients')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
