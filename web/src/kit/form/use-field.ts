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
