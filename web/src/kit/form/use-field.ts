import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { messageRoomStyles } from './field-message.ts';

export interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  description?: string;
}

/**
 * What every field component passes to its Mantine input: the label, hints, error, the room kept for
 * the error (field-message.ts) and react-hook-form's wiring. `inputWrapper` for inputs with a box
 * (text, select, date), not for a checkbox or a group.
 */
export const useField = <T extends FieldValues>(
  { control, name, label, required, disabled, description }: FieldProps<T>,
  inputWrapper = true,
) => {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const common = {
    label,
    required,
    disabled,
    description,
    error,
    styles: messageRoomStyles(Boolean(error), inputWrapper),
    ref: field.ref,
    onBlur: field.onBlur,
  };
  return { field, fieldState, common };
};

/**
 * The wiring of a group of radios (plain or cards) to a form value: the group's props for Mantine's
 * Radio.Group (with the message room), and the option that takes react-hook-form's ref (the chosen
 * one, else the first), through which a field with an error is focused.
 */
export const useChoiceGroup = <T extends FieldValues>(
  { control, name, label, required, description }: FieldProps<T>,
  options: readonly { value: string }[],
  onChange?: (value: string, field: { onChange: (value: string) => void; value: unknown }) => void,
) => {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const value = (field.value as string | null | undefined) ?? '';
  const focusable = options.some((o) => o.value === value) ? value : options[0]?.value;
  const group = {
    label,
    required,
    description,
    error,
    styles: messageRoomStyles(Boolean(error)),
    name: field.name,
    value,
    onChange: (next: string) => (onChange ? onChange(next, field) : field.onChange(next)),
  };
  return { field, group, focusable };
};
