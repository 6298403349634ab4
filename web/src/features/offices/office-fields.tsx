import '@mantine/core/styles/ColorPicker.layer.css';
import '@mantine/core/styles/ColorInput.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import {
  Button,
  CloseButton,
  ColorInput,
  Group,
  Input,
  List,
  NumberInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { isEmail, messages } from '@portal/schema';
import { useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { officeTexts } from './texts.ts';

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
  required?: boolean;
  description?: string;
}

/** A colour as text (#RRGGBB) with Mantine's colour picker beside it; blank clears it. */
export function ColorField<T extends FieldValues>({ control, name, label, disabled, description }: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <ColorInput
      label={label}
      description={description}
      format="hex"
      disabled={disabled}
      error={fieldState.error?.message}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      // The swatch beside the text is decoration: the value is the text itself.
      withEyeDropper={false}
    />
  );
}

/**
 * A whole number. What is typed stays as typed: an empty or partial entry is held as NaN, which the
 * shared rules refuse with their message, rather than silently becoming another number.
 */
export function NumberField<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
  required,
  min,
  max,
}: Props<T> & { min?: number; max?: number }) {
  const { field, fieldState } = useController({ control, name });
  const value = field.value as number | null | undefined;
  return (
    <NumberInput
      label={label}
      required={required}
      disabled={disabled}
      min={min}
      max={max}
      allowDecimal={false}
      allowNegative={false}
      error={fieldState.error?.message}
      ref={field.ref}
      name={field.name}
      value={typeof value === 'number' && !Number.isNaN(value) ? value : ''}
      onChange={(next) => field.onChange(typeof next === 'number' ? next : Number.NaN)}
      onBlur={field.onBlur}
      // A narrow box for a small number; its label and message keep the column's width.
      styles={{ wrapper: { width: 140 } }}
    />
  );
}

/**
 * A list of email addresses with add and remove (the report recipients). An address that is not
 * valid stays in the box with the message under it (Invalid Email List), so nothing typed is lost.
 */
export function RecipientsField<T extends FieldValues>({ control, name, label, disabled }: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  const list = (field.value as string[] | undefined) ?? [];
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = () => {
    const email = draft.trim();
    if (!email) return;
    if (!isEmail(email)) {
      setProblem(messages.invalidEmailList);
      return;
    }
    setProblem(null);
    setDraft('');
    if (!list.some((e) => e.toLowerCase() === email.toLowerCase())) field.onChange([...list, email]);
    field.onBlur();
  };
  return (
    <Input.Wrapper label={label} error={fieldState.error?.message}>
      <Stack gap="xs" mt={4}>
        {list.length === 0 ? (
          <Text size="sm" c="dimmed">
            {officeTexts.noRecipients}
          </Text>
        ) : (
          <List listStyleType="none" spacing={4} aria-label={label}>
            {list.map((email) => (
              <List.Item key={email}>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {email}
                  </Text>
                  <CloseButton
                    size="sm"
                    aria-label={officeTexts.removeRecipient(email)}
                    disabled={disabled}
                    onClick={() => field.onChange(list.filter((e) => e !== email))}
                  />
                </Group>
              </List.Item>
            ))}
          </List>
        )}
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            aria-label={officeTexts.newRecipient}
            placeholder={officeTexts.newRecipient}
            type="email"
            value={draft}
            disabled={disabled}
            error={problem}
            ref={field.ref}
            onChange={(event) => {
              setDraft(event.currentTarget.value);
              setProblem(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
            style={{ flex: 1 }}
          />
          <Button variant="default" onClick={add} disabled={disabled}>
            {officeTexts.addRecipient}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
