import {
  Checkbox,
  Group,
  MultiSelect,
  Radio,
  Select,
  Stack,
  TextInput,
  Textarea,
  type ComboboxData,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormError } from '../../components/ui/form-error.tsx';

export interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  description?: string;
}

/** What every field component passes to its Mantine input: the label, hints, error and react-hook-form's wiring. */
export const useField = <T extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
  description,
}: FieldProps<T>) => {
  const { field, fieldState } = useController({ control, name });
  const common = {
    label,
    required,
    disabled,
    description,
    error: fieldState.error?.message,
    ref: field.ref,
    onBlur: field.onBlur,
  };
  return { field, common };
};

export function TextField<T extends FieldValues>({
  type = 'text',
  autoComplete,
  multiline = false,
  ...props
}: FieldProps<T> & { type?: 'text' | 'email' | 'tel' | 'url'; autoComplete?: string; multiline?: boolean }) {
  const { field, common } = useField(props);
  const input = {
    ...common,
    name: field.name,
    value: (field.value as string | null | undefined) ?? '',
    onChange: (event: { currentTarget: { value: string } }) => field.onChange(event.currentTarget.value),
  };
  return multiline ? (
    <Textarea autosize minRows={3} {...input} />
  ) : (
    <TextInput type={type} autoComplete={autoComplete} {...input} />
  );
}

export function SelectField<T extends FieldValues>({
  data,
  placeholder,
  clearable,
  ...props
}: FieldProps<T> & { data: ComboboxData; placeholder?: string; clearable?: boolean }) {
  const { field, common } = useField(props);
  return (
    <Select
      {...common}
      data={data}
      placeholder={placeholder}
      clearable={clearable}
      allowDeselect={false}
      value={(field.value as string | null | undefined) ?? null}
      onChange={(value) => field.onChange(value ?? '')}
    />
  );
}

export function MultiSelectField<T extends FieldValues>({
  data,
  placeholder,
  ...props
}: FieldProps<T> & { data: ComboboxData; placeholder?: string }) {
  const { field, common } = useField(props);
  return (
    <MultiSelect
      {...common}
      data={data}
      placeholder={placeholder}
      searchable
      value={(field.value as string[] | undefined) ?? []}
      onChange={field.onChange}
    />
  );
}

export function CheckboxField<T extends FieldValues>(props: Omit<FieldProps<T>, 'required'>) {
  const { field, common } = useField(props);
  return (
    <Checkbox
      {...common}
      name={field.name}
      checked={Boolean(field.value)}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
    />
  );
}

export function RadioGroupField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
  description,
  options,
  inline = true,
}: FieldProps<T> & { options: readonly { value: string; label: string }[]; inline?: boolean }) {
  const { field, fieldState } = useController({ control, name });
  // react-hook-form focuses a field with an error through its ref: the chosen radio, else the first.
  const focusable = options.some((o) => o.value === field.value) ? field.value : options[0]?.value;
  const items = options.map((o) => (
    <Radio
      key={o.value}
      value={o.value}
      label={o.label}
      disabled={disabled}
      ref={o.value === focusable ? field.ref : undefined}
    />
  ));
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
export function DateField<T extends FieldValues>({ minDate, ...props }: FieldProps<T> & { minDate?: string }) {
  const { field, common } = useField(props);
  return (
    <DateInput
      {...common}
      valueFormat="YYYY-MM-DD"
      placeholder="YYYY-MM-DD"
      minDate={minDate}
      clearable={!props.required}
      value={(field.value as string | null | undefined) || null}
      onChange={(value) => field.onChange(value ?? '')}
    />
  );
}

/** The modal's result message area for write failures (spec: "shown in a result message area in the modal"). */
export function ResultMessage({ message }: { message: string | null }) {
  return <FormError message={message ?? undefined} />;
}
