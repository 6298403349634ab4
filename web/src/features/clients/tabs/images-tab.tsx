import { useMutation, useQuery } from '@apollo/client/react';
import { Input, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  CLIENT_COVER_MAX_BYTES,
  CLIENT_FAVICON_MAX_BYTES,
  CLIENT_IMAGE_MAX_BYTES,
  CLIENT_IMAGES,
  messages,
  USER_IMAGE_TYPES,
  type ClientImageName,
} from '@portal/schema';
import { useState } from 'react';
import { z } from 'zod';
import { getFragmentData } from '../../../__generated__';
import type { ClientImagesFieldsFragment } from '../../../__generated__/graphql.ts';
import { FileField, ImagePreview, type FileCheck } from '../../../kit/files/file-field.tsx';
import { ResultMessage } from '../../../kit/form/fields.tsx';
import { useMutationForm } from '../../../kit/form/use-mutation-form.ts';
import { ClientImagesFields, ClientImagesTabQuery, UpdateClientImagesMutation } from '../queries.ts';
import type { ClientTabProps } from '../tab-frame.ts';
import { ClientTabFooter, TabQueryState, tabQueryOptions, useReport, useVisited } from './tab-helpers.tsx';
import { clientTexts } from '../texts.ts';

const t = clientTexts;

/** Per image: its label, hint, the upload kind the BFF declares (POST /files?kind=) and its size limit. */
export const CLIENT_IMAGE_FIELDS: Record<
  ClientImageName,
  { label: string; hint: string; kind: string; check: FileCheck }
> = (() => {
  const check = (maxBytes: number, tooLargeMessage: string): FileCheck => ({
    maxBytes,
    tooLargeMessage,
    accept: USER_IMAGE_TYPES,
    typeMessage: messages.clientImageType,
  });
  const image = check(CLIENT_IMAGE_MAX_BYTES, messages.clientImageTooLarge);
  return {
    logo: { label: t.imageLogo, hint: t.imageHint, kind: 'clientLogo', check: image },
    logoInverse: { label: t.imageLogoInverse, hint: t.imageHint, kind: 'clientLogoInverse', check: image },
    adLogo: { label: t.imageAdLogo, hint: t.imageHint, kind: 'clientAdLogo', check: image },
    favicon: {
      label: t.imageFavicon,
      hint: t.imageHint,
      kind: 'clientFavicon',
      check: check(CLIENT_FAVICON_MAX_BYTES, messages.clientFaviconTooLarge),
    },
    emailLogoTop: { label: t.imageEmailLogoTop, hint: t.emailLogoHint, kind: 'clientEmailLogoTop', check: image },
    emailLogoBottom: {
      label: t.imageEmailLogoBottom,
      hint: t.emailLogoHint,
      kind: 'clientEmailLogoBottom',
      check: image,
    },
    landingPageCover: {
      label: t.imageLandingPageCover,
      hint: t.landingCoverHint,
      kind: 'clientLandingPageCover',
      check: check(CLIENT_COVER_MAX_BYTES, messages.clientCoverTooLarge),
    },
  };
})();

const fileValue = z.object({ id: z.string(), url: z.string() }).nullable();
const imagesFormSchema = z.object(
  Object.fromEntries(CLIENT_IMAGES.map((name) => [name, fileValue])) as Record<ClientImageName, typeof fileValue>,
);
type ImagesFormValues = z.infer<typeof imagesFormSchema>;

const valuesOf = (images: ClientImagesFieldsFragment): ImagesFormValues =>
  Object.fromEntries(
    CLIENT_IMAGES.map((name) => {
      const image = images[name];
      return [name, image ? { id: image.fileId, url: image.url ?? '' } : null];
    }),
  ) as ImagesFormValues;

/** A placeholder where an image has none (the list shows the same for a missing logo). */
function NoImage() {
  return (
    <Text size="xs" c="dimmed">
      {t.noImage}
    </Text>
  );
}

function ImagesForm({ props, images }: { props: ClientTabProps; images: ClientImagesFieldsFragment }) {
  const { clientId, access, active, report } = props;
  const canEdit = access.editMainFields;
  const [update] = useMutation(UpdateClientImagesMutation, { refetchQueries: ['ClientsPage'] });
  const [problems, setProblems] = useState<Partial<Record<ClientImageName, string | null>>>({});
  const [uploading, setUploading] = useState<Partial<Record<ClientImageName, boolean>>>({});
  const { form, save, resultMessage } = useMutationForm<ImagesFormValues, ImagesFormValues, string>({
    schema: imagesFormSchema,
    defaultValues: valuesOf(images),
    mutate: async (values) => {
      // Only the images that changed are sent (absent: unchanged, null: removed).
      const dirty = form.formState.dirtyFields as Partial<Record<ClientImageName, unknown>>;
      const input = Object.fromEntries(
        CLIENT_IMAGES.filter((name) => dirty[name]).map((name) => [`${name}FileId`, values[name]?.id ?? null]),
      );
      if (Object.keys(input).length === 0) return clientId!;
      await update({ variables: { input: { id: clientId!, images: input } } });
      return clientId!;
    },
  });
  const busy = Object.values(uploading).some(Boolean) || Object.values(problems).some((p) => p);
  useReport(active, report, !busy, form.formState.isDirty);
  return (
    <Stack gap="md">
      <ResultMessage message={resultMessage} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {CLIENT_IMAGES.map((name) => {
          const field = CLIENT_IMAGE_FIELDS[name];
          const value = form.watch(name);
          return (
            <Stack key={name} gap={4}>
              {canEdit ? (
                <FileField
                  control={form.control}
                  name={name}
                  label={field.label}
                  kind={field.kind}
                  description={field.hint}
                  check={field.check}
                  previewBackground={name === 'logoInverse' ? 'dark' : 'light'}
                  onProblem={(message) => setProblems((p) => ({ ...p, [name]: message }))}
                  onUploading={(running) => setUploading((u) => ({ ...u, [name]: running }))}
                />
              ) : (
                <Input.Wrapper label={field.label} description={field.hint}>
                  {value?.url ? (
                    <ImagePreview
                      src={value.url}
                      alt={field.label}
                      background={name === 'logoInverse' ? 'dark' : 'light'}
                    />
                  ) : (
                    <NoImage />
                  )}
                </Input.Wrapper>
              )}
              {canEdit && !value?.url && <NoImage />}
            </Stack>
          );
        })}
      </SimpleGrid>
      <ClientTabFooter props={props} canEdit={canEdit} onSave={() => save()} />
    </Stack>
  );
}

/** The Images tab: seven uploads with their hints and previews (a placeholder where none is set). */
export function ImagesTab(props: ClientTabProps) {
  const { clientId, active } = props;
  const visited = useVisited(active);
  const { data, loading, error, refetch } = useQuery(ClientImagesTabQuery, tabQueryOptions(clientId, visited));
  const images = data?.client?.images ? getFragmentData(ClientImagesFields, data.client.images) : null;
  return (
    <TabQueryState loading={loading} data={data} error={error} onRetry={() => void refetch()}>
      {images && <ImagesForm key={clientId} props={props} images={images} />}
    </TabQueryState>
  );
}
