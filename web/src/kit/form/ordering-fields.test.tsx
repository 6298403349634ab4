import { Button } from '@mantine/core';
import {
  authorisedUrlRule,
  httpsUrlRule,
  messages,
  orderingMessages,
  postcodeListRule,
  recipientRowsRule,
  startDateRule,
} from '@portal/schema';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { ImageField } from '../files/image-field.tsx';
import { LocalFileField } from '../files/local-file-field.tsx';
import { DateField } from './date-field.tsx';
import { PostcodeListField } from './postcode-list-field.tsx';
import { RadioCardField } from './radio-card-field.tsx';
import { RepeatableRowsField } from './repeatable-rows-field.tsx';
import { PasswordField, UrlField } from './text-field.tsx';
import { useMutationForm } from './use-mutation-form.ts';

const MIN_DATE = '2026-11-28';

const schema = z.object({
  password: z.string().min(1, { error: messages.passwordRequired }),
  destination: httpsUrlRule({ required: true }),
  agentPage: authorisedUrlRule('acme.test, *.acme.test'),
  postcodes: postcodeListRule(),
  recipients: recipientRowsRule(),
  campaignType: z.string().min(1, { error: 'Campaign Type is required' }),
  startDate: startDateRule(MIN_DATE),
  csv: z.custom<File | null>(() => true),
  headshot: z.object({ id: z.string(), url: z.string() }).nullable(),
});
type Values = z.input<typeof schema>;

const defaults: Values = {
  password: '',
  destination: '',
  agentPage: '',
  postcodes: [],
  recipients: [],
  campaignType: '',
  startDate: '',
  csv: null,
  headshot: null,
};

function OrderFields({ onSaved, upload }: { onSaved: (v: z.output<typeof schema>) => void; upload?: () => never }) {
  const { form, submit } = useMutationForm({
    schema,
    defaultValues: defaults,
    mutate: async (values) => onSaved(values),
  });
  const { control } = form;
  return (
    <form onSubmit={submit} noValidate>
      <PasswordField control={control} name="password" label="Password" required />
      <UrlField control={control} name="destination" label="Destination URL" required />
      <UrlField control={control} name="agentPage" label="Agent Page URL" />
      <PostcodeListField control={control} name="postcodes" label="Postcodes" required />
      <RepeatableRowsField
        control={control}
        name="recipients"
        itemKey="email"
        label="Report recipients"
        rowLabel={(i) => `Recipient ${i + 1}`}
        addLabel="Add recipient"
        type="email"
      />
      <RadioCardField
        control={control}
        name="campaignType"
        label="Campaign Type"
        required
        options={[
          { value: 'OfficeBranding', label: 'Office Branding', description: 'Your brand' },
          { value: 'OfficeRecruitment', label: 'Office Recruitment' },
        ]}
      />
      <DateField control={control} name="startDate" label="Start date" required minDate={MIN_DATE} />
      <LocalFileField
        control={control}
        name="csv"
        label="Postcode list (CSV)"
        accept={['.csv', 'text/csv']}
        chosenText={(name) => `Chosen file: ${name}`}
        removeText="Remove the chosen file"
      />
      <ImageField
        control={control}
        name="headshot"
        label="Lead agent image"
        kind="orderImage"
        types={['jpg', 'png']}
        tooLargeMessage="Lead Agent Image must be 1MB Max Size"
        typeMessage="Lead Agent Image must be a JPG or PNG"
        upload={upload}
      />
      <Button type="submit">Confirm and pay</Button>
    </form>
  );
}

describe('the ordering fields', () => {
  it('each has its accessible label; submitted empty, the rules announce their texts on the fields', async () => {
    const onSaved = vi.fn();
    const { user } = renderWithProviders(<OrderFields onSaved={onSaved} />);
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('textbox', { name: /Destination URL/ })).toHaveAttribute('type', 'url');
    expect(screen.getByRole('group', { name: 'Report recipients' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Office Branding Your brand/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    expect(await screen.findByLabelText(/^Password/)).toHaveAccessibleDescription(messages.passwordRequired);
    expect(screen.getByRole('textbox', { name: /Destination URL/ })).toHaveAccessibleDescription(
      orderingMessages.destinationUrlHttps,
    );
    expect(screen.getByLabelText(/^Postcodes/, { selector: 'input:not([type=hidden])' })).toHaveAccessibleDescription(
      orderingMessages.postcodesRequired,
    );
    expect(screen.getByRole('textbox', { name: /Start date/ })).toHaveAccessibleDescription(
      orderingMessages.startDateRequired,
    );
    expect(screen.getByRole('radiogroup', { name: /Campaign Type/ })).toHaveAccessibleDescription(
      'Campaign Type is required',
    );
    expect(screen.getByRole('textbox', { name: /Destination URL/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('URL fields: https only; an agent page outside the authorised domains is refused with the spec text', async () => {
    const { user } = renderWithProviders(<OrderFields onSaved={vi.fn()} />);
    const destination = screen.getByRole('textbox', { name: /Destination URL/ });
    await user.type(destination, 'http://acme.test/listing');
    await user.tab();
    expect(destination).toHaveAccessibleDescription(orderingMessages.destinationUrlHttps);
    await user.clear(destination);
    await user.type(destination, 'https://acme.test/listing');
    expect(destination).not.toHaveAccessibleDescription(orderingMessages.destinationUrlHttps);
    const agentPage = screen.getByRole('textbox', { name: /Agent Page URL/ });
    await user.type(agentPage, 'https://www.realestate.test/ann');
    await user.tab();
    expect(agentPage).toHaveAccessibleDescription(orderingMessages.agentPageUrlNotAuthorised);
    await user.clear(agentPage);
    await user.type(agentPage, 'https://north.acme.test/ann');
    expect(agentPage).not.toHaveAccessibleDescription(orderingMessages.agentPageUrlNotAuthorised);
  });

  it('report recipients: rows are added and removed, each validated on its own', async () => {
    const { user } = renderWithProviders(<OrderFields onSaved={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Add recipient' }));
    await user.click(screen.getByRole('button', { name: 'Add recipient' }));
    // A new row takes the focus.
    expect(screen.getByRole('textbox', { name: 'Recipient 2' })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'Recipient 1' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    expect(await screen.findByRole('textbox', { name: 'Recipient 1' })).toHaveAccessibleDescription(
      orderingMessages.recipientEmailInvalid,
    );
    expect(screen.getByRole('textbox', { name: 'Recipient 2' })).toHaveAccessibleDescription(
      orderingMessages.recipientEmailRequired,
    );
    await user.click(screen.getByRole('button', { name: `${orderingMessages.removeRow} Recipient 2` }));
    expect(screen.queryByRole('textbox', { name: 'Recipient 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Recipient 1' })).toHaveValue('not-an-email');
  });

  it('postcodes: at most four entries; a date before the minimum is not taken', async () => {
    const { user } = renderWithProviders(<OrderFields onSaved={vi.fn()} />);
    const postcodes = screen.getByLabelText(/^Postcodes/, { selector: 'input:not([type=hidden])' });
    await user.type(postcodes, '2000,2010,2020,2030,2040,');
    expect(screen.getAllByText(/^20[0-4]0$/)).toHaveLength(4);
    // A day before the minimum is not taken (the picker offers none either): the date stays unset.
    await user.type(screen.getByRole('textbox', { name: /Start date/ }), '2026-11-27');
    await user.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    expect(await screen.findByRole('textbox', { name: /Start date/ })).toHaveAccessibleDescription(
      orderingMessages.startDateRequired,
    );
  });

  it('submits every value: the chosen card, the postcodes, the rows, the local file (not uploaded)', async () => {
    const onSaved = vi.fn();
    const upload = vi.fn();
    const { user } = renderWithProviders(<OrderFields onSaved={onSaved} upload={upload as never} />);
    await user.type(screen.getByLabelText(/^Password/), 'Secret#1');
    await user.type(screen.getByRole('textbox', { name: /Destination URL/ }), 'https://acme.test/x');
    await user.type(screen.getByLabelText(/^Postcodes/, { selector: 'input:not([type=hidden])' }), '2000 3000 ');
    await user.click(screen.getByRole('button', { name: 'Add recipient' }));
    await user.type(screen.getByRole('textbox', { name: 'Recipient 1' }), 'ann@acme.test');
    await user.click(screen.getByRole('radio', { name: /Office Recruitment/ }));
    await user.type(screen.getByRole('textbox', { name: /Start date/ }), '2026-12-01');
    const file = new File(['postcode\n2000\n'], 'codes.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('Postcode list (CSV)'), { target: { files: [file] } });
    expect(screen.getByText('Chosen file: codes.csv')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    const saved = onSaved.mock.calls[0]![0] as z.output<typeof schema>;
    expect(saved).toMatchObject({
      destination: 'https://acme.test/x',
      postcodes: ['2000', '3000'],
      recipients: [{ email: 'ann@acme.test' }],
      campaignType: 'OfficeRecruitment',
      startDate: '2026-12-01',
    });
    expect(await (saved.csv as File).text()).toBe('postcode\n2000\n');
    expect(upload).not.toHaveBeenCalled();
  });

  it('image field: only its types and at most 1,024,000 bytes reach the upload', async () => {
    const upload = vi.fn(async () => ({ id: '7', location: 'a/me.png', url: '/storage/a/me.png' }));
    const { user } = renderWithProviders(<OrderFields onSaved={vi.fn()} upload={upload as never} />);
    const input = screen.getByLabelText('Lead agent image');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
    await user.upload(input, new File([new Uint8Array(1024001)], 'big.png', { type: 'image/png' }));
    expect(input).toHaveAccessibleDescription('Lead Agent Image must be 1MB Max Size');
    const gif = new File(['gif'], 'me.gif', { type: 'image/gif' });
    fireEvent.change(input, { target: { files: { 0: gif, length: 1, item: () => gif } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Lead Agent Image must be a JPG or PNG');
    expect(upload).not.toHaveBeenCalled();
    await user.upload(input, new File([new Uint8Array(1024000)], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Lead agent image' })).toHaveAttribute('src', '/storage/a/me.png');
    expect(upload).toHaveBeenCalledWith('orderImage', expect.any(File), expect.anything());
  });
});
