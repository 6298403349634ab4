import { isOfficeLogoName, messages, OFFICE_LOGO_MAX_BYTES } from '@portal/schema';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { texts } from '../../app/texts.ts';
import { FileField } from '../../kit/files/file-field.tsx';

/** The upload kind the BFF declares for office logos. */
export const OFFICE_LOGO_KIND = 'officeLogo';

/** The logo types the upload accepts (spec: png, jpeg; preview names ending jpg, jpeg, png, gif or svg). */
export const OFFICE_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/svg+xml'] as const;

/** Whether a stored logo may be previewed (spec section 5: names ending jpg, jpeg, png, gif or svg). */
export const previewableLogo = (url: string | null | undefined): boolean => !!url && isOfficeLogoName(new URL(url, 'http://x').pathname);

interface OfficeLogoFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  disabled?: boolean;
  onProblem?: (message: string | null) => void;
  onUploading?: (running: boolean) => void;
}

/** The Details tab's logo upload (hint Max 125mb JPG, PNG, GIF, SVG), through the kit's file field and the BFF's office logo kind. */
export function OfficeLogoField<T extends FieldValues>({ control, name, disabled, onProblem, onUploading }: OfficeLogoFieldProps<T>) {
  return (
    <FileField
      control={control}
      name={name}
      label={texts.offices.officeLogo}
      kind={OFFICE_LOGO_KIND}
      description={messages.officeLogoHint}
      disabled={disabled}
      check={{ maxBytes: OFFICE_LOGO_MAX_BYTES, tooLargeMessage: messages.officeLogoTooLarge, accept: OFFICE_LOGO_TYPES, typeMessage: messages.officeLogoType }}
      onProblem={onProblem}
      onUploading={onUploading}
    />
  );
}
