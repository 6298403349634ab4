import { IMAGE_TYPES, ORDER_IMAGE_MAX_BYTES, type ImageExtension } from '@portal/schema';
import type { FieldValues } from 'react-hook-form';
import { FileField, type FileCheck } from './file-field.tsx';

/**
 * The check of an image field: its types by extension (the spec names them per field, e.g. jpg and
 * png for the lead agent headshot) and its largest size (the order forms' 1,024,000 bytes unless given).
 */
export const imageCheck = ({
  types,
  tooLargeMessage,
  typeMessage,
  maxBytes = ORDER_IMAGE_MAX_BYTES,
}: {
  types: readonly ImageExtension[];
  tooLargeMessage: string;
  typeMessage?: string;
  maxBytes?: number;
}): FileCheck => ({
  maxBytes,
  tooLargeMessage,
  typeMessage,
  accept: [...new Set(types.map((type) => IMAGE_TYPES[type]))],
});

type ImageFieldProps<T extends FieldValues> = Omit<Parameters<typeof FileField<T>>[0], 'check' | 'imagePreview'> & {
  types: readonly ImageExtension[];
  tooLargeMessage: string;
  typeMessage?: string;
  maxBytes?: number;
};

/**
 * An image upload with a preview: the size and type are checked in the browser (nothing too large
 * is sent), the upload goes through `uploadFile` (`/files?kind=`) with its progress, and the form
 * holds the uploaded file's id and url.
 */
export function ImageField<T extends FieldValues>({
  types,
  tooLargeMessage,
  typeMessage,
  maxBytes,
  ...props
}: ImageFieldProps<T>) {
  return <FileField {...props} imagePreview check={imageCheck({ types, tooLargeMessage, typeMessage, maxBytes })} />;
}
