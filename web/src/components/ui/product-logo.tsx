import { Group, Text } from '@mantine/core';

export function ProductLogo({ name }: { name: string }) {
  return (
    <Group gap={8} wrap="nowrap">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden focusable="false">
        <rect width="32" height="32" rx="7" fill="var(--brand-primary)" />
        <path
          d="M9 22V10h7.5a4.5 4.5 0 0 1 0 9H13v3z"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinejoin="round"
        />
      </svg>
      <Text component="span" fw={700} size="lg" c="var(--brand-ink)" visibleFrom="xs" style={{ whiteSpace: 'nowrap' }}>
        {name}
      </Text>
    </Group>
  );
}
