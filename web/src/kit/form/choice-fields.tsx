import { Checkbox, Group, Radio, Stack } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useChoiceGroup, useField, type FieldProps } from './use-field.ts';

/** A checkbox and a group of radios wired to a form value (also exported by fields.tsx). */

export function CheckboxField<T extends FieldValues>(props: FieldProps<T>) {
  const { field, common } = useField(props, false);
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
  options,
  inline = true,
  onChange,
  ...props
}: FieldProps<T> & {
  options: readonly { value: string; label: string }[];
  inline?: boolean;
  /** Instead of storing the choice: e.g. to clear what depends on it as well (call `field.onChange`). */
  onChange?: (value: string, field: { onChange: (value: string) => void; value: unknown }) => void;
}) {
  const { field, group, focusable } = useChoiceGroup(props, options, onChange);
  const items = options.map((o) => (
    <Radio
      key={o.value}
      value={o.value}
      label={o.label}
      disabled={props.disabled}
      ref={o.value === focusable ? field.ref : undefined}
    />
  ));
  return (
    <Radio.Group {...group}>{inline ? <Group mt="xs">{items}</Group> : <Stack mt="xs">{items}</Stack>}</Radio.Group>
  );
}
