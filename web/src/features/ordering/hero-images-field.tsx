import { CloseButton, Group, Progress } from '@mantine/core';
import {
  HERO_IMAGE_EXTENSIONS,
  HERO_IMAGE_TYPES,
  heroImageProblem,
  PROPERTY_IMAGES_MAX,
  orderFormMessages,
} from '@portal/schema';
import { useId, useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { uploadFile, type UploadedFile } from '../../kit/files/upload-file.ts';
import { uploadProblem } from '../../kit/files/file-field.tsx';
import { FileInputFrame, fileInputDescribedBy } from '../../kit/files/file-input-frame.tsx';
import { FilePicker, ShapedImage } from '../../kit/files/file-picker.tsx';
import { agentOfficeTexts as t } from './ordering-texts.ts';

export type HeroImage = Pick<UploadedFile, 'id' | 'url'>;

/**
 * The agent form's hero (property) images: 1 to 4, each checked in the browser (type, 1,024,000 bytes)
 * and uploaded as it is chosen (`/files?kind=heroImage`), so the creative preview can draw it; shown
 * as 3:2 photos. A fifth image or a refused one shows the spec's message and leaves the chosen ones
 * as they are.
 */
export function HeroImagesField<T extends FieldValues>({
  control,
  name,
  onBusy,
  upload = uploadFile,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  onBusy?: (busy: boolean) => void;
  /** Stores one image (the kit's `uploadFile` unless the page hands in another). */
  upload?: typeof uploadFile;
}) {
  const { field, fieldState } = useController({ control, name });
  const images = (field.value as HeroImage[] | undefined) ?? [];
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const id = useId();

  const choose = async (files: File[]) => {
    setProblem(null);
    const room = PROPERTY_IMAGES_MAX - images.length;
    if (files.length > room) {
      setProblem(orderFormMessages.heroImagesMaximum);
      return;
    }
    const refused = files.map(heroImageProblem).find((p) => p !== null);
    if (refused) {
      setProblem(refused);
      return;
    }
    setUploading(true);
    onBusy?.(true);
    const added: HeroImage[] = [];
    try {
      for (const file of files) {
        const stored = await upload('heroImage', file);
        added.push({ id: stored.id, url: stored.url });
      }
    } catch (error) {
      setProblem(
        uploadProblem(error, { maxBytes: 1_024_000, tooLargeMessage: orderFormMessages.heroImageTooLarge, accept: [] }),
      );
    } finally {
      setUploading(false);
      onBusy?.(false);
      if (added.length > 0) field.onChange([...images, ...added]);
    }
  };

  const error = problem ?? fieldState.error?.message;
  const description = t.propertyImagesHint;
  return (
    <FileInputFrame id={id} label={t.propertyImages} description={description} error={error} required>
      {images.length > 0 && (
        <Group gap="xs">
          {images.map((image, index) => (
            <Group key={image.id} gap={2} align="flex-start" wrap="nowrap">
              <ShapedImage src={image.url} alt={t.propertyImageAlt(index + 1)} shape="photo" width={120} />
              <CloseButton
                aria-label={t.removePropertyImage(index + 1)}
                onClick={() => field.onChange(images.filter((other) => other.id !== image.id))}
              />
            </Group>
          ))}
        </Group>
      )}
      <FilePicker
        id={id}
        name={field.name}
        multiple
        image
        accept={[...HERO_IMAGE_EXTENSIONS.map((ext) => `.${ext}`), ...HERO_IMAGE_TYPES]}
        disabled={uploading || images.length >= PROPERTY_IMAGES_MAX}
        invalid={Boolean(error)}
        describedBy={fileInputDescribedBy(id, error, description)}
        onBlur={field.onBlur}
        onFiles={(files, event) => {
          event.currentTarget.value = '';
          if (files.length > 0) void choose(files);
        }}
      />
      {uploading && <Progress value={100} animated aria-label={t.uploadingImages} size="sm" />}
    </FileInputFrame>
  );
}
