import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { Button } from '@mantine/core';
import { messages } from '@portal/schema';
import { screen, within } from '@testing-library/react';
import { GraphQLError, parse } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { FileField, type FileValue } from '../files/file-field.tsx';
import { UploadError } from '../files/upload-file.ts';
import { CheckboxField, MultiSelectField, RadioGroupField, ResultMessage, SelectField, TextField } from './fields.tsx';
import { DateField } from './date-field.tsx';
import { useMutationForm } from './use-mutation-form.ts';

const schema = z.object({
  firstName: z.string().trim().min(1, messages.firstNameRequired),
  email: z.string().trim().min(1, messages.emailRequired).email(messages.emailInvalid),
  role: z.string().min(1, messages.dropdownRequired),
  offices: z.array(z.string()),
  enabled: z.boolean(),
  weekday: z.string(),
  starts: z.string(),
  image: z.object({ id: z.string(), url: z.string() }).nullable(),
});
type Values = z.infer<typeof schema>;

// A mutation outside the portal's schema, built with parse() so codegen does not collect it.
const SaveUser = parse(`
  mutation SaveUser($input: SaveUserInput!) {
    saveUser(input: $input) {
      id
    }
  }
`);

const defaults: Values = {
  firstName: '',
  email: '',
  role: '',
  offices: [],
  enabled: false,
  weekday: 'Mon',
  starts: '',
  image: null,
};

function UserForm({
  onSaved,
  upload,
}: {
  onSaved: (values: Values) => void;
  upload?: Parameters<typeof FileField>[0]['upload'];
}) {
  const [saveUser] = useMutation(SaveUser);
  const { form, submit, resultMessage, canSave } = useMutationForm({
    schema,
    defaultValues: defaults,
    serverFields: { firstName: 'firstName', username: 'email' },
    mutate: (values) => saveUser({ variables: { input: { firstName: values.firstName, email: values.email } } }),
    onSuccess: (_result, values) => onSaved(values),
  });
  const { control } = form;
  return (
    <form onSubmit={submit} noValidate aria-label="User">
      <ResultMessage message={resultMessage} />
      <TextField control={control} name="firstName" label="First name" required />
      <TextField control={control} name="email" label="Email" type="email" required />
      <SelectField
        control={control}
        name="role"
        label="Role"
        data={[
          { value: 'ROLE_AGENT_USER', label: 'Agent' },
          { value: 'ROLE_AGENT_ADMIN', label: 'Office Admin' },
        ]}
        required
      />
      <MultiSelectField
        control={control}
        name="offices"
        label="Offices"
        data={[
          { value: '1', label: 'Acme North' },
          { value: '2', label: 'Acme South' },
        ]}
      />
      <CheckboxField control={control} name="enabled" label="Active" />
      <RadioGroupField
        control={control}
        name="weekday"
        label="Repeat day"
        options={['Mon', 'Tue', 'Wed'].map((d) => ({ value: d, label: d }))}
      />
      <DateField control={control} name="starts" label="Starts" />
      <FileField
        control={control}
        name="image"
        label="Image"
        kind="userImage"
        check={{
          maxBytes: 1024000,
          tooLargeMessage: messages.agentImageTooLarge,
          typeMessage: messages.agentImageType,
          accept: ['image/png', 'image/jpeg', 'image/gif', 'image/svg+xml'],
        }}
        upload={upload}
      />
      <Button type="submit">Save</Button>
      <output aria-label="can save">{String(canSave)}</output>
    </form>
  );
}

const ok = (firstName: string, email: string) => ({
  request: { query: SaveUser, variables: { input: { firstName, email } } },
  result: { data: { saveUser: { __typename: 'User', id: '5' } } },
});

describe('useMutationForm and the field components', () => {
  it('shows the shared zod rules under the fields and does not call the server', async () => {
    const onSaved = vi.fn();
    const { user } = renderWithProviders(<UserForm onSaved={onSaved} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('First name is required');
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('canSave is false while the form is invalid and true once it is valid', async () => {
    const { user } = renderWithProviders(<UserForm onSaved={vi.fn()} />);
    await vi.waitFor(() => expect(screen.getByLabelText('can save')).toHaveTextContent('false'));
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ann');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@example.com');
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Agent' }));
    await vi.waitFor(() => expect(screen.getByLabelText('can save')).toHaveTextContent('true'));
  });

  it('submits every field kind with its typed value', async () => {
    const onSaved = vi.fn();
    const { user } = renderWithProviders(<UserForm onSaved={onSaved} />, { mocks: [ok('Ann', 'ann@example.com')] });
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ann');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@example.com');
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Office Admin' }));
    await user.click(screen.getByRole('combobox', { name: 'Offices' }));
    await user.click(await screen.findByRole('option', { name: 'Acme South' }));
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    await user.click(screen.getByRole('radio', { name: 'Wed' }));
    await user.type(screen.getByRole('textbox', { name: 'Starts' }), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onSaved.mock.calls[0]![0]).toMatchObject({
      firstName: 'Ann',
      email: 'ann@example.com',
      role: 'ROLE_AGENT_ADMIN',
      offices: ['2'],
      enabled: true,
      weekday: 'Wed',
      starts: '2026-12-01',
    });
  });

  it("maps the server's field errors under their fields and keeps the input", async () => {
    const refused = {
      request: ok('Ann', 'ann@example.com').request,
      result: {
        errors: [
          new GraphQLError('Invalid input', {
            extensions: {
              code: 'BAD_USER_INPUT',
              fieldErrors: [{ name: 'username', messages: ['This value is already used.'] }],
            },
          }),
        ],
      },
    };
    const { user } = renderWithProviders(<UserForm onSaved={vi.fn()} />, { mocks: [refused] });
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ann');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@example.com');
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Agent' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('This value is already used.'),
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ann@example.com');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ann');
  });

  it('shows any other write failure in the result message area, keeping the input', async () => {
    const failed = {
      request: ok('Ann', 'ann@example.com').request,
      error: new Error('The service is unavailable right now.'),
    };
    const { user } = renderWithProviders(<UserForm onSaved={vi.fn()} />, { mocks: [failed] });
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ann');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@example.com');
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Agent' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const form = screen.getByRole('form', { name: 'User' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('The service is unavailable right now.');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ann');
  });

  it('a server error on a nested form field path shows under that field without being listed', async () => {
    const nested = z.object({ address: z.object({ postcode: z.string() }) });
    function AddressForm() {
      const { form, submit, resultMessage } = useMutationForm({
        schema: nested,
        defaultValues: { address: { postcode: '' } },
        mutate: () =>
          Promise.reject(
            new CombinedGraphQLErrors({
              errors: [
                {
                  message: 'Invalid input',
                  extensions: {
                    code: 'BAD_USER_INPUT',
                    fieldErrors: [{ name: 'address.postcode', messages: ['Postcode must be a comma-separated'] }],
                  },
                },
              ],
            }),
          ),
      });
      return (
        <form onSubmit={submit} noValidate aria-label="Address">
          <ResultMessage message={resultMessage} />
          <TextField control={form.control} name="address.postcode" label="Postcode" />
          <Button type="submit">Save</Button>
        </form>
      );
    }
    const { user } = renderWithProviders(<AddressForm />);
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), '12a');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveAccessibleDescription(
        'Postcode must be a comma-separated',
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveValue('12a');
  });

  it('file field: refuses a file over the limit in the browser with the given text', async () => {
    const upload = vi.fn();
    const { user } = renderWithProviders(<UserForm onSaved={vi.fn()} upload={upload} />);
    const big = new File([new Uint8Array(1024001)], 'big.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Image'), big);
    expect(await screen.findByText('Agent Image must be 1MB Max Size')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
    await user.upload(screen.getByLabelText('Image'), new File(['x'], 'a.pdf', { type: 'application/pdf' }));
    expect(upload).not.toHaveBeenCalled();
  });

  it("file field: the server's 413 and 415 refusals show under the field, tied to the input", async () => {
    const refuse = vi.fn(async (_kind: string, _file: File) => {
      throw new UploadError(messages.uploadFailed, refuse.mock.calls.length === 1 ? 413 : 415, null);
    });
    const { user } = renderWithProviders(<UserForm onSaved={vi.fn()} upload={refuse} />);
    await user.upload(screen.getByLabelText('Image'), new File(['png'], 'me.png', { type: 'image/png' }));
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Image')).toHaveAccessibleDescription('Agent Image must be 1MB Max Size'),
    );
    await user.upload(screen.getByLabelText('Image'), new File(['png'], 'me.png', { type: 'image/png' }));
    await vi.waitFor(() => expect(screen.getByLabelText('Image')).toHaveAccessibleDescription(messages.agentImageType));
  });

  it('file field: uploads with a progress bar, then previews the image and stores its id', async () => {
    let finish: (v: { id: string; location: string; url: string }) => void = () => undefined;
    const upload = vi.fn((_kind: string, _file: File, opts?: { onProgress?: (l: number, t: number) => void }) => {
      opts?.onProgress?.(1, 2);
      return new Promise<{ id: string; location: string; url: string }>((resolve) => (finish = resolve));
    });
    const onSaved = vi.fn();
    const { user } = renderWithProviders(<UserForm onSaved={onSaved} upload={upload} />, {
      mocks: [ok('Ann', 'ann@example.com')],
    });
    await user.upload(screen.getByLabelText('Image'), new File(['png'], 'me.png', { type: 'image/png' }));
    expect(upload).toHaveBeenCalledWith('userImage', expect.any(File), expect.anything());
    expect(await screen.findByRole('progressbar', { name: 'Image' })).toHaveAttribute('aria-valuenow', '50');
    finish({ id: '77', location: 'u/me.png', url: '/storage/u/me.png' });
    expect(await screen.findByRole('img', { name: 'Image' })).toHaveAttribute('src', '/storage/u/me.png');
    expect(screen.queryByRole('progressbar', { name: 'Image' })).not.toBeInTheDocument();
    // The next upload can be cancelled: the request is aborted and the stored file stays.
    await user.upload(screen.getByLabelText('Image'), new File(['png'], 'other.png', { type: 'image/png' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    expect((upload.mock.calls[1]![2] as { signal: AbortSignal }).signal.aborted).toBe(true);
    expect(screen.queryByRole('progressbar', { name: 'Image' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Image')).toBeEnabled();
    expect(screen.getByRole('img', { name: 'Image' })).toHaveAttribute('src', '/storage/u/me.png');
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ann');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@example.com');
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Agent' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect((onSaved.mock.calls[0]![0] as { image: FileValue }).image).toEqual({ id: '77', url: '/storage/u/me.png' });
  });
});
