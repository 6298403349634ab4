import { messages } from '@portal/schema';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { LoginPage } from './login-page.tsx';
import { readLoginParams } from './urls.ts';

describe('login page after a refused session handover', () => {
  it('explains with the catalogue text when the BFF refused a handover', async () => {
    renderWithProviders(<LoginPage />, { url: '/login?handover=failed' });
    expect((await screen.findByRole('alert')).textContent).toBe(messages.handoverFailed);
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('says nothing of a handover otherwise', () => {
    renderWithProviders(<LoginPage />, { url: '/login' });
    expect(screen.queryByText(messages.handoverFailed)).toBeNull();
    expect(readLoginParams(new URLSearchParams('handover=other')).handoverFailed).toBe(false);
    expect(readLoginParams(new URLSearchParams('handover=failed')).handoverFailed).toBe(true);
  });
});
