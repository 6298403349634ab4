import { useMutation } from '@apollo/client/react';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { createOfficeSchema, messages } from '@portal/schema';
import { useEffect, useState, type RefObject } from 'react';
import type { z } from 'zod';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import type { OfficeDetails_DetailsFragment } from '../../__generated__/graphql.ts';
import { officeTexts } from './texts.ts';
import { CheckboxField, ResultMessage, TextField } from '../../kit/form/fields.tsx';
import { useMutationForm } from '../../kit/form/use-mutation-form.ts';
import { ColorField } from './office-fields.tsx';
import { OfficeLogoField } from './office-logo-field.tsx';
import { CreateOfficeMutation, UpdateOfficeMutation } from './queries.ts';

export const OfficeDetailsFragment = graphql(`
  fragment OfficeDetails_details on OfficeDetails {
    name
    agentId
    logo {
      id
      url
    }
    primaryContact
    email
    phone
    postcodes
    destinationUrl
    revId
    brandColor
    secondaryColor
    organicSocialPosts
  }
`);

const t = officeTexts;

/**
 * The Details tab's values. The hidden Email Orders section (recipients and weekday) is not part
 * of the form: left out of the input, the BFF keeps what is stored (decision 033).
 */
const formSchema = createOfficeSchema.omit({ clientId: true, emailOrdersRecipients: true, emailOrdersWeekday: true });
type FormValues = z.input<typeof formSchema>;
type FormData = z.output<typeof formSchema>;

const defaultsOf = (details: DetailsValues | undefined): FormValues => ({
  name: details?.name ?? '',
  primaryContact: details?.primaryContact ?? '',
  email: details?.email ?? '',
  phone: details?.phone ?? '',
  postcodes: details?.postcodes ?? '',
  destinationUrl: details?.destinationUrl ?? '',
  revId: details?.revId ?? '',
  brandColor: details?.brandColor ?? '',
  secondaryColor: details?.secondaryColor ?? '',
  organicSocialPosts: details?.organicSocialPosts ?? false,
});

type DetailsValues = OfficeDetails_DetailsFragment;

/** What the modal's footer reaches of the current tab: its save, and whether it may move on. */
export interface TabControl {
  /** Saves the tab; resolves the office id, or null when validation or the write failed. */
  save: () => Promise<string | null>;
}

export interface OfficeDetailsTabProps {
  /** The office being edited; absent when creating. */
  officeId?: string;
  details?: FragmentType<typeof OfficeDetailsFragment>;
  /** The client a new office is created for. */
  clientId: string | null;
  canEdit: boolean;
  control: RefObject<TabControl | null>;
  onDirtyChange: (dirty: boolean) => void;
  onValidChange: (valid: boolean) => void;
}

/**
 * The Details tab: name (required), logo, primary contact, email, phone, post codes, destination
 * URL, agentID (read-only), REV ID, brand and secondary colour (text and picker), Enable Organic
 * Social Posts. The first save creates the office; later saves update it. Field problems show under
 * their fields, any other failure in the result message area; nothing typed is lost.
 */
export function OfficeDetailsTab({
  officeId,
  details: detailsRef,
  clientId,
  canEdit,
  control,
  onDirtyChange,
  onValidChange,
}: OfficeDetailsTabProps) {
  const details = detailsRef ? getFragmentData(OfficeDetailsFragment, detailsRef) : undefined;
  const [createOffice] = useMutation(CreateOfficeMutation, { refetchQueries: ['OfficesPage'] });
  const [updateOffice] = useMutation(UpdateOfficeMutation);
  const { form, save, resultMessage } = useMutationForm<FormValues, FormData, string>({
    onDirtyChange,
    schema: formSchema,
    defaultValues: defaultsOf(details),
    mutate: async (values) => {
      if (officeId) {
        // The hidden Email Orders fields are not sent: the stored ones stay (decision 033).
        await updateOffice({ variables: { input: { ...values, id: officeId } } });
        return officeId;
      }
      const { data } = await createOffice({ variables: { input: { ...values, clientId } } });
      const id = data?.createOffice.office.id;
      if (!id) throw new Error(messages.generalSystemError);
      return id;
    },
  });
  const { formState } = form;
  // Save waits for a running logo upload.
  const [logoUploading, setLogoUploading] = useState(false);
  useEffect(() => onValidChange(formState.errors.name === undefined), [formState.errors.name, onValidChange]);
  useEffect(() => {
    control.current = {
      save: () => (!canEdit ? Promise.resolve(officeId ?? null) : logoUploading ? Promise.resolve(null) : save()),
    };
  });

  return (
    <form
      noValidate
      aria-label={t.details}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="md">
        <ResultMessage message={resultMessage} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField
            control={form.control}
            name="name"
            label={t.displayName}
            required
            disabled={!canEdit}
            autoComplete="off"
          />
          <TextInput label={t.agentId} value={details?.agentId ?? ''} disabled readOnly />
          <TextField
            control={form.control}
            name="primaryContact"
            label={t.primaryContact}
            disabled={!canEdit}
            autoComplete="off"
          />
          <TextField
            control={form.control}
            name="email"
            label={t.email}
            type="email"
            disabled={!canEdit}
            autoComplete="off"
          />
          <TextField
            control={form.control}
            name="phone"
            label={t.phone}
            type="tel"
            disabled={!canEdit}
            autoComplete="off"
          />
          <TextField
            control={form.control}
            name="postcodes"
            label={t.postcodes}
            disabled={!canEdit}
            autoComplete="off"
          />
          <TextField
            control={form.control}
            name="destinationUrl"
            label={t.destinationUrl}
            type="url"
            disabled={!canEdit}
            autoComplete="off"
          />
          <TextField control={form.control} name="revId" label={t.revId} disabled={!canEdit} autoComplete="off" />
          <ColorField control={form.control} name="brandColor" label={t.brandColour} disabled={!canEdit} />
          <ColorField control={form.control} name="secondaryColor" label={t.secondaryColour} disabled={!canEdit} />
        </SimpleGrid>
        <CheckboxField control={form.control} name="organicSocialPosts" label={t.organicPosts} disabled={!canEdit} />
        <OfficeLogoField
          officeId={officeId ?? null}
          logo={details?.logo ? { id: details.logo.id, url: details.logo.url } : null}
          disabled={!canEdit}
          onUploading={setLogoUploading}
        />
      </Stack>
    </form>
  );
}
