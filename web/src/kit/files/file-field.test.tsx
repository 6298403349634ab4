import { screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { FileField, ImagePreview } from './file-field.tsx';
import type { uploadFile } from './upload-file.ts';

type Upload = typeof uploadFile;
const CHECK = { maxBytes: 1024, tooLargeMessage: 'Too large', typeMessage: 'Wrong type', accept: ['image/png'] };

function Harness({ upload, onUploading }: { upload: Upload; onUploading: (running: boolean) => void }) {
  const { control } = useForm<{ image: { id: string; url: string } | null }>({ defaultValues: { image: null } });
  return (
    <FileField
      control={control}
      name="image"
      label="Image"
      kind="userImage"
      check={CHECK}
      upload={upload}
      onUploading={onUploading}
    />
  );
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' });

describe('FileField tells the form while an upload runs', () => {
  it('true when the upload starts, false once it is stored', async () => {
    let finish: (value: Awaited<ReturnType<Upload>>) => void = () => undefined;
    const upload = vi.fn<Upload>(() => new Promise((resolve) => (finish = resolve)));
    const onUploading = vi.fn();
    const { user } = renderWithProviders(<Harness upload={upload} onUploading={onUploading} />);
    await user.upload(screen.getByLabelText('Image'), png());
    await waitFor(() => expect(onUploading).toHaveBeenLastCalledWith(true));
    finish({ id: '7', location: 'users/a.png', url: '/storage/users/a.png' });
    await waitFor(() => expect(onUploading).toHaveBeenLastCalledWith(false));
    expect(await screen.findByRole('img', { name: 'Image' })).toBeInTheDocument();
  });

  it('false again when the upload fails or is cancelled', async () => {
    const upload = vi.fn<Upload>(
      (_kind, _file, opts) =>
        new Promise((_resolve, reject) => opts?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    const onUploading = vi.fn();
    const { user } = renderWithProviders(<Harness upload={upload} onUploading={onUploading} />);
    await user.upload(screen.getByLabelText('Image'), png());
    await waitFor(() => expect(onUploading).toHaveBeenLastCalledWith(true));
    await user.click(await screen.findByRole('button', { name: /cancel upload/i }));
    expect(onUploading).toHaveBeenLastCalledWith(false);

    const failing = vi.fn<Upload>(() => Promise.reject(new Error('network')));
    const after = vi.fn();
    renderWithProviders(<Harness upload={failing} onUploading={after} />);
    await user.upload(screen.getAllByLabelText('Image').at(-1)!, png());
    await waitFor(() => expect(after).toHaveBeenLastCalledWith(false));
    expect(after.mock.calls.map(([running]) => running)).toEqual([true, false]);
  });
});

describe('ImagePreview', () => {
  it('shows an image made for dark grounds (an inverse logo) on a dark ground, others as they are', () => {
    renderWithProviders(
      <>
        <ImagePreview src="/storage/logo.png" alt="Logo" />
        <ImagePreview src="/storage/logo-inverse.png" alt="Dashboard Logo (inverse)" background="dark" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute('data-background', 'light');
    const inverse = screen.getByRole('img', { name: 'Dashboard Logo (inverse)' });
    expect(inverse).toHaveAttribute('data-background', 'dark');
    expect(inverse.style.getPropertyValue('background')).toContain('--mantine-color-dark-7');
  });
});
