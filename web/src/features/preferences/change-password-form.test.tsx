import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { ChangePasswordForm, ChangePasswordMutation as ChangePassword } from './change-password-form.tsx';

const input = { currentPassword: 'Sandbox#2026', newPassword: 'Fresh#2026x', confirmPassword: 'Fresh#2026x' };

const fill = async (user: ReturnType<typeof renderWithProviders>['user']) => {
  await user.type(screen.getByLabelText(/Current Password/), input.currentPassword);
  await user.type(screen.getByLabelText(/^New Password/), input.newPassword);
  await user.type(screen.getByLabelText(/Confirm new Password/), input.confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Update password' }));
};

describe('change password form', () => {
  it('saves and tells the page', async () => {
    const onChanged = vi.fn();
    const { user } = renderWithProviders(<ChangePasswordForm id="pw" onChanged={onChanged} onDirtyChange={vi.fn()} />, {
      mocks: [
        {
          request: { query: ChangePassword, variables: { input } },
          result: { data: { changePassword: { __typename: 'ChangePasswordPayload', ok: true } } },
        },
      ],
    });
    await fill(user);
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
  });

  it("the upstream's field names land under the form's fields (password.first → New Password); others in the result message; nothing typed is lost", async () => {
    const onChanged = vi.fn();
    const { user } = renderWithProviders(<ChangePasswordForm id="pw" onChanged={onChanged} onDirtyChange={vi.fn()} />, {
      mocks: [
        {
          request: { query: ChangePassword, variables: { input } },
          result: {
            errors: [
              new GraphQLError('Invalid', {
                extensions: {
                  code: 'BAD_USER_INPUT',
                  fieldErrors: [
                    { name: 'password.first', messages: ['This password was used before.'] },
                    { name: 'account', messages: ['The account is locked.'] },
                  ],
                },
              }),
            ],
          },
        },
      ],
    });
    await fill(user);
    expect(await screen.findByText('This password was used before.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('The account is locked.');
    expect(screen.getByLabelText(/^New Password/)).toHaveValue(input.newPassword);
    expect(onChanged).not.toHaveBeenCalled();
  });
});
