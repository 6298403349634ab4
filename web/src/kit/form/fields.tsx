import { Checkbox, Group, MultiSelect, Radio, Select, Stack, TextInput, Textarea, type ComboboxData } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormError } from '../../components/ui/form-error.tsx';

interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  description?: string;
}

export function TextField<T extends FieldValues>({ control, name, label, required, disabled, description, type = 'text', autoComplete, multiline = false }: FieldProps<T> & { type?: 'text' | 'email' | 'tel' | 'url'; autoComplete?: string; multiline?: boolean }) {
  const { field, fieldState } = useController({ control, name });
  const props = {
    label,
    required,
    disabled,
    description,
    error: fieldState.error?.message,
    name: field.name,
    ref: field.ref,
    value: (field.value as string | null | undefined) ?? '',
    onBlur: field.onBlur,
    onChange: (event: { currentTarget: { value: string } }) => field.onChange(event.currentTarget.value),
  };
  return multiline ? <Textarea autosize minRows={3} {...props} /> : <TextInput type={type} autoComplete={autoComplete} {...props} />;
}

export function SelectField<T extends FieldValues>({ control, name, label, required, disabled, description, data, placeholder, clearable }: FieldProps<T> & { data: ComboboxData; placeholder?: string; clearable?: boolean }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Select
      label={label}
      required={required}
      disabled={disabled}
      description={description}
      data={data}
      placeholder={placeholder}
      clearable={clearable}
      allowDeselect={false}
      error={fieldState.error?.message}
      ref={field.ref}
      value={(field.value as string | null | undefined) ?? null}
      onChange={(value) => field.onChange(value ?? '')}
      onBlur={field.onBlur}
    />
  );
}

export function MultiSelectField<T extends FieldValues>({ control, name, label, required, disabled, description, data, placeholder }: FieldProps<T> & { data: ComboboxData; placeholder?: string }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <MultiSelect
      label={label}
      required={required}
      disabled={disabled}
      description={description}
      data={data}
      placeholder={placeholder}
      searchable
      error={fieldState.error?.message}
      ref={field.ref}
      value={(field.value as string[] | undefined) ?? []}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}

export function CheckboxField<T extends FieldValues>({ control, name, label, disabled, description }: Omit<FieldProps<T>, 'required'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Checkbox
      label={label}
      disabled={disabled}
      description={description}
      error={fieldState.error?.message}
      ref={field.ref}
      name={field.name}
      checked={Boolean(field.value)}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
      onBlur={field.onBlur}
    />
  );
}

export function RadioGroupField<T extends FieldValues>({ control, name, label, required, disabled, description, options, inline = true }: FieldProps<T> & { options: readonly { value: string; label: string }[]; inline?: boolean }) {
  const { field, fieldState } = useController({ control, name });
  const items = options.map((o) => <Radio key={o.value} value={o.value} label={o.label} disabled={disabled} />);
  return (
    <Radio.Group
      label={label}
      required={required}
      description={description}
      error={fieldState.error?.message}
      name={field.name}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={field.onChange}
    >
      {inline ? <Group mt="xs">{items}</Group> : <Stack mt="xs">{items}</Stack>}
    </Radio.Group>
  );
}

/** A date as the API speaks it: YYYY-MM-DD (typed or picked). */
export function DateField<T extends FieldValues>({ control, name, label, required, disabled, description, minDate }: FieldProps<T> & { minDate?: string }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <DateInput
      label={label}
      required={required}
      disabled={disabled}
      description={description}
      valueFormat="YYYY-MM-DD"
      placeholder="YYYY-MM-DD"
      minDate={minDate}
      clearable={!required}
      error={fieldState.error?.message}
      ref={field.ref}
      value={(field.value as string | null | undefined) || null}
      onChange={(value) => field.onChange(value ?? '')}
      onBlur={field.onBlur}
    />
  );
}

/** The modal's result message area for write failures (spec: "shown in a result message area in the modal"). */
export function ResultMessage({ message }: { message: string | null }) {
  return <FormError message={message ?? undefined} />;
}
