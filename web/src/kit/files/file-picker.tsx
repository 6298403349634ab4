import '@mantine/core/styles/AspectRatio.layer.css';
import { AspectRatio, FileInput, Image } from '@mantine/core';
import { messages } from '@portal/schema';
import { IconPhotoUp, IconUpload } from '@tabler/icons-react';
import type { ChangeEvent, Ref } from 'react';

/**
 * The design system's file picker (Mantine's FileInput): a button-styled input that names what it
 * holds or invites a choice, instead of the browser's raw "Choose File / No file chosen". The native
 * input stays in the page, hidden, under the field's id: the field's label opens it, and tests and
 * automation hand it files as before. The button's text says what a press does; the field's label
 * and messages describe it (decision 093).
 */
export function FilePicker({
  id,
  name,
  accept,
  multiple = false,
  image = false,
  disabled,
  invalid,
  describedBy,
  text,
  inputRef,
  onFiles,
  onBlur,
}: {
  /** The field's id: the hidden native input's (the label's `for`). */
  id: string;
  name: string;
  accept: readonly string[];
  multiple?: boolean;
  /** An image picker (its icon; the placeholder names images). */
  image?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  /** The ids of the field's message and description. */
  describedBy?: string;
  /** What the button says (default: Choose an image / Choose images / Choose a file). */
  text?: string;
  inputRef?: Ref<HTMLInputElement>;
  onFiles: (files: File[], event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: () => void;
}) {
  const Icon = image ? IconPhotoUp : IconUpload;
  const placeholder = text ?? (image ? (multiple ? messages.chooseImages : messages.chooseImage) : messages.chooseFile);
  return (
    <FileInput
      id={`${id}-picker`}
      value={null}
      placeholder={placeholder}
      leftSection={<Icon size={18} stroke={1.5} aria-hidden />}
      disabled={disabled}
      error={invalid}
      aria-describedby={describedBy}
      onBlur={onBlur}
      styles={{ placeholder: { color: 'var(--mantine-color-text)' } }}
      fileInputProps={{
        id,
        name,
        ref: inputRef,
        multiple,
        accept: accept.join(','),
        disabled,
        'aria-invalid': invalid ? true : undefined,
        'aria-describedby': describedBy,
        onChange: (event) => onFiles(Array.from(event.currentTarget.files ?? []), event),
      }}
    />
  );
}

/**
 * An image's preview in the shape it is shown in: `photo` at 3:2 (listing and property photos,
 * cropped to fill), `avatar` square (agent headshots, key images), `natural` at its own aspect
 * (logos, on a dark ground for an inverse logo).
 */
export function ShapedImage({
  src,
  alt,
  shape,
  width,
  background = 'light',
}: {
  src: string;
  alt: string;
  shape: 'photo' | 'avatar' | 'natural';
  /** The preview's width in px (photo 180, avatar 96 unless given). */
  width?: number;
  background?: 'light' | 'dark';
}) {
  if (shape === 'natural') {
    const dark = background === 'dark';
    return (
      <Image
        src={src}
        alt={alt}
        h={80}
        w="auto"
        fit="contain"
        radius="sm"
        bg={dark ? 'dark.7' : undefined}
        p={dark ? 'xs' : undefined}
        data-background={background}
      />
    );
  }
  const w = width ?? (shape === 'photo' ? 180 : 96);
  return (
    <AspectRatio ratio={shape === 'photo' ? 3 / 2 : 1} w={w} maw="100%" data-shape={shape}>
      <Image src={src} alt={alt} fit="cover" radius="sm" />
    </AspectRatio>
  );
}
