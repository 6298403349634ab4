import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import { useController, type FieldValues } from 'react-hook-form';
import { messageRoomStyles } from './field-message.ts';
import type { FieldProps } from './use-field.ts';

export interface RadioCardOption {
  value: string;
  label: string;
  description?: string;
  disabled?: boolean;
}

/**
 * One choice shown as cards (a campaign type, a URL source): each card is a radio named by its
 * label and description; arrows move between them (Mantine's radio group).
 */
export function RadioCardField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
  description,
  options,
  columns = 1,
}: FieldProps<T> & { options: readonly RadioCardOption[]; columns?: number }) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const chosen = (field.value as string | null | undefined) ?? '';
  // react-hook-form focuses a field with an error through its ref: the chosen card, else the first.
  const focusable = options.some((o) => o.value === chosen) ? chosen : options[0]?.value;
  return (
    <Radio.Group
      label={label}
      required={required}
      description={description}
      error={error}
      styles={messageRoomStyles(Boolean(error))}
      name={field.name}
      value={chosen}
      onChange={field.onChange}
    >
      <SimpleGrid cols={{ base: 1, sm: columns }} mt="xs" spacing="xs">
        {options.map((option) => (
          <Radio.Card
            key={option.value}
            value={option.value}
            disabled={disabled || option.disabled}
            ref={option.value === focusable ? field.ref : undefined}
            onBlur={field.onBlur}
            radius="md"
            p="sm"
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator disabled={disabled || option.disabled} />
              <div>
                <Text fw={600} size="sm">
                  {option.label}
                </Text>
                {option.description && (
                  <Text size="xs" c="dimmed">
                    {option.description}
                  </Text>
                )}
              </div>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
