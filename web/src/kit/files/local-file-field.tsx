import { Button, Group, Text } from '@mantine/core';
import { useId, useRef } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FileInputFrame, fileInputDescribedBy } from './file-input-frame.tsx';
import { FilePicker } from './file-picker.tsx';

interface LocalFileFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** Accepted extensions and MIME types, e.g. ['.csv', 'text/csv']. */
  accept: readonly string[];
  description?: string;
  required?: boolean;
  disabled?: boolean;
  /** An image (the picker's icon and text). */
  image?: boolean;
  /** The line naming the chosen file (e.g. "Chosen file: customers.csv") and the remove button's text. */
  chosenText: (fileName: string) => string;
  removeText: string;
}

/**
 * A file picked from the user's computer and kept in the form as the File itself, not uploaded: the
 * form reads it in the browser (`file.text()`) or sends it with its own request. Shows the chosen
 * file's name with a way to remove it; the rules (type, size, required) are the form's.
 */
export function LocalFileField<T extends FieldValues>({
  control,
  name,
  label,
  accept,
  description,
  required,
  disabled,
  image = false,
  chosenText,
  removeText,
}: LocalFileFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const file = field.value as File | null;
  const error = fieldState.error?.message;
  return (
    <FileInputFrame id={id} label={label} description={description} required={required} error={error}>
      <FilePicker
        id={id}
        name={field.name}
        inputRef={(element) => {
          input.current = element;
          field.ref(element);
        }}
        accept={accept}
        image={image}
        disabled={disabled}
        invalid={Boolean(error)}
        describedBy={fileInputDescribedBy(id, error, description)}
        onFiles={(files) => {
          field.onChange(files[0] ?? null);
          field.onBlur();
        }}
      />
      {file && (
        <Group gap="xs">
          <Text size="sm">{chosenText(file.name)}</Text>
          <Button
            variant="subtle"
            size="compact-xs"
            disabled={disabled}
            onClick={() => {
              field.onChange(null);
              if (input.current) input.current.value = '';
            }}
          >
            {removeText}
          </Button>
        </Group>
      )}
    </FileInputFrame>
  );
}
