import { Button } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { UploadError } from '../files/upload-file.ts';
import { ResultMessage } from './result-message.tsx';
import { TextInputField } from './text-field.tsx';
import { useMutationForm, type SubmitStep } from './use-mutation-form.ts';

const schema = z.object({ name: z.string().min(1, { error: 'Name is required' }), video: z.string() });
type Values = z.infer<typeof schema>;

/** A deferred answer a test settles when it chooses. */
const deferred = <T,>() => {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
};

function OrderForm({ steps, onDone }: { steps: SubmitStep<Values>[]; onDone: (results: unknown) => void }) {
  const { form, submit, resultMessage, step, failedStep } = useMutationForm<Values, Values, Record<string, unknown>>({
    schema,
    defaultValues: { name: '', video: '' },
    steps,
    onSuccess: (results) => onDone(results),
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Order">
      <ResultMessage message={resultMessage} />
      <TextInputField control={form.control} name="name" label="Name" />
      <TextInputField control={form.control} name="video" label="Video URL" />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        Confirm and pay
      </Button>
      <output aria-label="step">{step ?? ''}</output>
      <output aria-label="failed step">{failedStep ?? ''}</output>
    </form>
  );
}

describe('useMutationForm: a multi-step submit sequence', () => {
  it('runs the named steps in order, each seeing the results before it; a step whose condition fails is skipped', async () => {
    const calls: string[] = [];
    const upload = deferred<{ id: string }>();
    const steps: SubmitStep<Values>[] = [
      { name: 'uploadImage', run: () => (calls.push('uploadImage'), upload.promise) },
      {
        name: 'createCampaign',
        run: async (_values, results) => {
          calls.push(`createCampaign with image ${(results['uploadImage'] as { id: string }).id}`);
          return { campaignId: '9' };
        },
      },
      { name: 'attachVideo', when: (values) => values.video !== '', run: async () => calls.push('attachVideo') },
    ];
    const onDone = vi.fn();
    const { user } = renderWithProviders(<OrderForm steps={steps} onDone={onDone} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Spring');
    await user.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    // Submit is locked while the sequence runs; the running step is named.
    await vi.waitFor(() => expect(screen.getByLabelText('step')).toHaveTextContent('uploadImage'));
    expect(screen.getByRole('button', { name: 'Confirm and pay' })).toBeDisabled();
    upload.resolve({ id: '77' });
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls).toEqual(['uploadImage', 'createCampaign with image 77']);
    expect(onDone.mock.calls[0]![0]).toEqual({ uploadImage: { id: '77' }, createCampaign: { campaignId: '9' } });
  });

  it('the first failure stops the sequence, re-enables submit, shows its error in the result message area and keeps every value', async () => {
    const later = vi.fn();
    const steps: SubmitStep<Values>[] = [
      { name: 'createCampaign', run: async () => ({ campaignId: '9' }) },
      {
        name: 'uploadImage',
        run: async () => {
          throw new UploadError('Lead Agent Image must be 1MB Max Size', 413, 'FILE_TOO_LARGE');
        },
      },
      { name: 'attachVideo', run: later },
    ];
    const onDone = vi.fn();
    const { user } = renderWithProviders(<OrderForm steps={steps} onDone={onDone} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Spring');
    await user.type(screen.getByRole('textbox', { name: 'Video URL' }), 'https://video.test/1');
    await user.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    const form = screen.getByRole('form', { name: 'Order' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Lead Agent Image must be 1MB Max Size');
    expect(screen.getByLabelText('failed step')).toHaveTextContent('uploadImage');
    expect(later).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Confirm and pay' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Spring');
    expect(screen.getByRole('textbox', { name: 'Video URL' })).toHaveValue('https://video.test/1');

    // Submitted again: the message goes and the sequence runs from its first step.
    steps[1]!.run = async () => ({ id: '5' });
    await user.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('the rules run before any step: an invalid form sends nothing', async () => {
    const run = vi.fn();
    const { user } = renderWithProviders(<OrderForm steps={[{ name: 'createCampaign', run }]} onDone={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(run).not.toHaveBeenCalled();
  });
});
