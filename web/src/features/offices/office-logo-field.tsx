import { useApolloClient } from '@apollo/client/react';
import { messages, OFFICE_LOGO_MAX_BYTES } from '@portal/schema';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { officeTexts } from './texts.ts';
import { FileField, type FileValue } from '../../kit/files/file-field.tsx';

/** The record-bound upload kind the BFF declares for office logos (`?kind=officeLogo&officeId=`, decision 032). */
export const OFFICE_LOGO_KIND = 'officeLogo';

/** The logo types the upload accepts (JPG, PNG, GIF, SVG). */
export const OFFICE_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/svg+xml'] as const;

interface OfficeLogoFieldProps {
  /** The office; null while creating (the logo is uploaded once the office exists). */
  officeId: string | null;
  logo: FileValue;
  disabled?: boolean;
  /** Told while an upload runs, so a save can wait for it. */
  onUploading?: (running: boolean) => void;
}

/**
 * The Details tab's logo (hint Max 125mb JPG, PNG, GIF, SVG): the kit's file field on the BFF's
 * office logo kind. The upload stores the logo on the office at once (the Details save carries no
 * logo), so the new logo goes into the cache for the list and the modal to show; it cannot be
 * removed here (the specification has no removal).
 */
export function OfficeLogoField({ officeId, logo, disabled, onUploading }: OfficeLogoFieldProps) {
  const client = useApolloClient();
  const { control } = useForm<{ logo: FileValue }>({ defaultValues: { logo } });
  const value = useWatch({ control, name: 'logo' });
  const shown = useRef(logo);
  useEffect(() => {
    if (!officeId || !value || value.id === shown.current?.id) return;
    shown.current = value;
    const id = client.cache.identify({ __typename: 'Office', id: officeId });
    client.cache.modify({
      id,
      fields: {
        logoUrl: () => value.url,
        details: (details: unknown) =>
          details && typeof details === 'object'
            ? { ...details, logo: { __typename: 'OfficeLogo', id: value.id, url: value.url } }
            : details,
      },
    });
  }, [value, officeId, client]);
  return (
    <FileField
      control={control}
      name="logo"
      label={officeTexts.officeLogo}
      kind={OFFICE_LOGO_KIND}
      params={officeId ? { officeId } : undefined}
      description={officeId ? messages.officeLogoHint : `${messages.officeLogoHint}. ${messages.officeLogoNeedsOffice}`}
      disabled={disabled || !officeId}
      removable={false}
      check={{
        maxBytes: OFFICE_LOGO_MAX_BYTES,
        tooLargeMessage: messages.officeLogoTooLarge,
        accept: OFFICE_LOGO_TYPES,
        typeMessage: messages.officeLogoType,
      }}
      onUploading={onUploading}
    />
  );
}
