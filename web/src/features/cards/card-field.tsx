import { useQuery } from '@apollo/client/react';
import { Loader, Text } from '@mantine/core';
import { messages } from '@portal/schema';
import { lazy, Suspense } from 'react';
import type { CardFieldProps } from './card-field-types.ts';
import { CardEntryQuery } from './queries.ts';
import { SandboxCardField } from './sandbox-card-field.tsx';

/** Stripe Elements and Stripe.js load only when a card form shows with a publishable key configured. */
const StripeCardField = lazy(() => import('./stripe-card-field.tsx'));

const loading = <Loader size="sm" aria-label={messages.cardFieldLoading} />;

/**
 * The one card field, behind an adapter: Stripe Elements when the BFF has a Stripe publishable key
 * (`cardEntry`), else the sandbox card field. Both hand a single-use token to `onToken`.
 */
export function CardField(props: CardFieldProps) {
  const { data, error } = useQuery(CardEntryQuery);
  if (error) {
    return (
      <Text role="alert" c="red.8" size="sm">
        {messages.cardFieldUnavailable}
      </Text>
    );
  }
  if (!data) return loading;
  const { provider, publishableKey } = data.cardEntry;
  if (provider === 'STRIPE' && publishableKey) {
    return (
      <Suspense fallback={loading}>
        <StripeCardField publishableKey={publishableKey} {...props} />
      </Suspense>
    );
  }
  return <SandboxCardField {...props} />;
}
