import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { orderingMessages } from '@portal/schema';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import {
  useController,
  useFieldArray,
  type ArrayPath,
  type Control,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { messageRoomStyles } from './field-message.ts';

interface RepeatableRowsFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** The list in the form: rows of one text each, e.g. `recipients` holding `{ email }` rows. */
  name: ArrayPath<T>;
  /** The text's key in a row (e.g. `email`). */
  itemKey: string;
  /** The group's label, and each row's ("Recipient 2"). */
  label: string;
  rowLabel: (index: number) => string;
  addLabel: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  /** The most rows (Add is disabled at it). */
  max?: number;
  description?: string;
  disabled?: boolean;
}

function Row<T extends FieldValues>({
  control,
  name,
  label,
  type,
  disabled,
  onRemove,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  type: 'text' | 'email' | 'tel' | 'url';
  disabled?: boolean;
  onRemove: () => void;
}) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <TextInput
        flex={1}
        label={label}
        type={type}
        name={field.name}
        ref={field.ref}
        value={(field.value as string | undefined) ?? ''}
        onChange={(event) => field.onChange(event.currentTarget.value)}
        onBlur={field.onBlur}
        disabled={disabled}
        error={error}
        styles={messageRoomStyles(Boolean(error), true)}
      />
      <ActionIcon
        variant="subtle"
        color="red"
        size="lg"
        mt={24}
        aria-label={`${orderingMessages.removeRow} ${label}`}
        disabled={disabled}
        onClick={onRemove}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/**
 * Rows the user adds and removes (report recipients): one labelled input per row, validated on its
 * own ("Email is required otherwise remove this field" / "Email is not valid" from recipientRowsRule),
 * a Remove button per row and Add below. A new row takes the focus.
 */
export function RepeatableRowsField<T extends FieldValues>({
  control,
  name,
  itemKey,
  label,
  rowLabel,
  addLabel,
  type = 'text',
  max,
  description,
  disabled,
}: RepeatableRowsFieldProps<T>) {
  const { fields, append, remove } = useFieldArray({ control, name });
  const id = useId();
  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <Input.Label id={`${id}-label`}>{label}</Input.Label>
      {description && <Input.Description>{description}</Input.Description>}
      <Stack gap={0} mt="xs">
        {fields.map((row, index) => (
          <Row
            key={row.id}
            control={control}
            name={`${name}.${index}.${itemKey}` as Path<T>}
            label={rowLabel(index)}
            type={type}
            disabled={disabled}
            onRemove={() => remove(index)}
          />
        ))}
        <Group>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={disabled || (max !== undefined && fields.length >= max)}
            onClick={() => append({ [itemKey]: '' } as never, { shouldFocus: true })}
          >
            {addLabel}
          </Button>
        </Group>
      </Stack>
    </div>
  );
}
