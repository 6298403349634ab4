import '@mantine/core/styles/NumberInput.layer.css';
import { NumberInput } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useField, type FieldProps } from './use-field.ts';

// A file of its own: Mantine's NumberInput (and its number formatting) stays out of the chunk every
// form shares, the login form's included.
/** A number (an amount, a count of days); empty is null. `decimals` 2 for dollars and cents, 0 for whole numbers. */
export function NumberField<T extends FieldValues>({
  decimals = 0,
  prefix,
  min = 0,
  ...props
}: FieldProps<T> & { decimals?: number; prefix?: string; min?: number }) {
  const { field, common } = useField(props);
  return (
    <NumberInput
      {...common}
      name={field.name}
      value={(field.value as number | null | undefined) ?? ''}
      onChange={(value) => field.onChange(value === '' ? null : typeof value === 'number' ? value : Number(value))}
      decimalScale={decimals}
      fixedDecimalScale={decimals > 0}
      allowDecimal={decimals > 0}
      allowNegative={min < 0}
      min={min}
      prefix={prefix}
      thousandSeparator=","
    />
  );
}
