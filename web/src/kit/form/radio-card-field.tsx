import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useChoiceGroup, type FieldProps } from './use-field.ts';

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
  options,
  columns = 1,
  ...props
}: FieldProps<T> & { options: readonly RadioCardOption[]; columns?: number }) {
  const { field, group, focusable } = useChoiceGroup(props, options);
  const { disabled } = props;
  return (
    <Radio.Group {...group}>
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
