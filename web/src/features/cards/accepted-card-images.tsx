import { Group, Text } from '@mantine/core';
import { messages } from '@portal/schema';
import { useId } from 'react';

/** The brands the card payment provider accepts, drawn inline (no image requests, no third-party assets). */
const BRANDS = [
  {
    name: 'Visa',
    art: (
      <>
        <rect width="48" height="30" rx="4" fill="#1a1f71" />
        <text
          x="24"
          y="20"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontSize="12"
          fontWeight="700"
          fontStyle="italic"
          fill="#fff"
        >
          VISA
        </text>
      </>
    ),
  },
  {
    name: 'MasterCard',
    art: (
      <>
        <rect width="48" height="30" rx="4" fill="#252525" />
        <circle cx="19" cy="15" r="8" fill="#eb001b" />
        <circle cx="29" cy="15" r="8" fill="#f79e1b" fillOpacity="0.9" />
      </>
    ),
  },
  {
    name: 'American Express',
    art: (
      <>
        <rect width="48" height="30" rx="4" fill="#2e77bc" />
        <text
          x="24"
          y="19"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontSize="9"
          fontWeight="700"
          fill="#fff"
        >
          AMEX
        </text>
      </>
    ),
  },
] as const;

/** The accepted card images of the office's Payment Details tab (credit card). */
export function AcceptedCardImages() {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" c="dimmed" mb={4}>
        {messages.acceptedCards}
      </Text>
      <Group gap="xs">
        {BRANDS.map((brand) => (
          <svg key={brand.name} role="img" aria-label={brand.name} width="48" height="30" viewBox="0 0 48 30">
            {brand.art}
          </svg>
        ))}
      </Group>
    </div>
  );
}
