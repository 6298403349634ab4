import { Button, CloseButton, Group, Progress, Text } from '@mantine/core';
import { messages } from '@portal/schema';
import { useEffect, useId, useRef, useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FileInputFrame, fileInputDescribedBy } from './file-input-frame.tsx';
import { FilePicker, ShapedImage } from './file-picker.tsx';
import { uploadFile as defaultUpload, UploadError, type UploadedFile } from './upload-file.ts';

/** What a file field holds: the uploaded file (id for the mutation, url for the preview), or null. */
export type FileValue = Pick<UploadedFile, 'id' | 'url'> | null;

export interface FileCheck {
  /** Largest size in bytes and the text shown above it (e.g. 1024000, "Agent Image must be 1MB Max Size"). */
  maxBytes: number;
  tooLargeMessage: string;
  /** Accepted MIME types (e.g. image/png) and the text for any other. */
  accept: readonly string[];
  typeMessage?: string;
}

/**
 * The text for a refused upload: the BFF's own message, except where only a proxy answered (an
 * HTML 413 or 415 with no message of ours): then the field's own size or type text.
 */
export const uploadProblem = (error: unknown, check: FileCheck): string => {
  if (!(error instanceof UploadError)) return messages.uploadFailed;
  if (error.code === null && error.status === 413) return check.tooLargeMessage;
  if (error.code === null && error.status === 415) return check.typeMessage ?? messages.fileTypeNotAllowed;
  return error.message;
};

/** The client-side check of a picked file: null when fine, else the message to show. */
export const checkFile = (file: File, check: FileCheck): string | null => {
  if (file.size > check.maxBytes) return check.tooLargeMessage;
  if (check.accept.length > 0 && !check.accept.includes(file.type))
    return check.typeMessage ?? messages.fileTypeNotAllowed;
  return null;
};

interface FileFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** The upload kind the BFF declares (e.g. userImage). */
  kind: string;
  check: FileCheck;
  description?: string;
  disabled?: boolean;
  /** Preview images (logos, photos). */
  imagePreview?: boolean;
  /** The preview's shape: `natural` (logos, default), `photo` (3:2) or `avatar` (square headshots). */
  previewShape?: 'photo' | 'avatar' | 'natural';
  /** Shows the required star (the form's rules decide). */
  required?: boolean;
  /** The preview's background: `dark` for an image made for dark backgrounds (an inverse logo). */
  previewBackground?: 'light' | 'dark';
  upload?: typeof defaultUpload;
  /** Offer removing the file (false where an upload is stored at once and cannot be taken back here, e.g. an office logo). */
  removable?: boolean;
  /** Further upload query parameters (a record-bound kind's record, e.g. `{ officeId }`). */
  params?: Readonly<Record<string, string>>;
  /** Told the refusal or failure shown under the field (null once a file is accepted), e.g. to stop a save. */
  onProblem?: (message: string | null) => void;
  /** Told when an upload starts (true) and when it ends, fails or is cancelled (false), e.g. to hold a save. */
  onUploading?: (running: boolean) => void;
}

/** An image preview at its own aspect, on a dark ground for images made for one (an inverse logo is white). */
export function ImagePreview({
  src,
  alt,
  background = 'light',
}: {
  src: string;
  alt: string;
  background?: 'light' | 'dark';
}) {
  return <ShapedImage src={src} alt={alt} shape="natural" background={background} />;
}

/**
 * A file input that checks size and type in the browser, previews images, uploads through
 * `/files?kind=` with a progress bar, and stores the uploaded file's id and url in the form.
 * A refused file leaves the previous value in place and shows its message under the field.
 */
export function FileField<T extends FieldValues>({
  control,
  name,
  label,
  kind,
  check,
  description,
  disabled,
  imagePreview = true,
  previewShape = 'natural',
  required,
  previewBackground = 'light',
  upload = defaultUpload,
  removable = true,
  params,
  onProblem,
  onUploading,
}: FileFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const id = useId();
  const [problem, setShownProblem] = useState<string | null>(null);
  const setProblem = (message: string | null) => {
    setShownProblem(message);
    onProblem?.(message);
  };
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const value = field.value as FileValue;

  useEffect(() => () => controller.current?.abort(), []);

  const clearInput = () => {
    if (input.current) input.current.value = '';
  };

  /** Stops the running upload; the field keeps the file it held before. */
  const cancel = () => {
    controller.current?.abort();
    controller.current = null;
    setProgress(null);
    onUploading?.(false);
    clearInput();
    input.current?.focus();
  };

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const refused = checkFile(file, check);
    setProblem(refused);
    if (refused) {
      clearInput();
      return;
    }
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setProgress(0);
    onUploading?.(true);
    try {
      const uploaded = await upload(kind, file, {
        signal: abort.signal,
        params,
        onProgress: (loaded, total) => setProgress(total > 0 ? Math.round((loaded / total) * 100) : 0),
      });
      // A cancel that crossed the answer wins: the field keeps its previous file.
      if (!abort.signal.aborted) field.onChange({ id: uploaded.id, url: uploaded.url });
    } catch (error) {
      if (!abort.signal.aborted) setProblem(uploadProblem(error, check));
    } finally {
      if (!abort.signal.aborted) {
        setProgress(null);
        onUploading?.(false);
        clearInput();
      }
    }
  };

  const error = problem ?? fieldState.error?.message;
  return (
    <FileInputFrame id={id} label={label} description={description} required={required} error={error}>
      {imagePreview && value?.url && (
        <Group gap="xs" align="flex-start">
          <ShapedImage src={value.url} alt={label} shape={previewShape} background={previewBackground} />
          {removable && (
            <CloseButton aria-label={messages.removeFile} onClick={() => field.onChange(null)} disabled={disabled} />
          )}
        </Group>
      )}
      <FilePicker
        id={id}
        name={field.name}
        inputRef={input}
        accept={check.accept}
        image={imagePreview}
        text={imagePreview && value ? messages.replaceImage : undefined}
        disabled={disabled || progress !== null}
        invalid={Boolean(error)}
        describedBy={fileInputDescribedBy(id, error, description)}
        onFiles={(files) => void pick(files[0])}
        onBlur={field.onBlur}
      />
      {progress !== null && (
        <Group gap="xs" wrap="nowrap">
          <Progress value={progress} aria-label={label} size="sm" animated flex={1} />
          <Button variant="subtle" size="compact-xs" onClick={cancel}>
            {messages.cancelUpload}
          </Button>
        </Group>
      )}
      {!imagePreview && removable && value && (
        <Group gap="xs">
          <Text size="sm">{value.id}</Text>
          <Button variant="subtle" size="compact-xs" onClick={() => field.onChange(null)}>
            {messages.removeFile}
          </Button>
        </Group>
      )}
    </FileInputFrame>
  );
}
