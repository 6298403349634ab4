import { Box, Button, Loader, Text } from '@mantine/core';
import { CardFieldButtons } from './card-field-buttons.tsx';
import { messages } from '@portal/schema';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useId, useState } from 'react';
import type { CardFieldProps } from './card-field-types.ts';

/**
 * Stripe.js for a publishable key, loaded once per page (the `pure` entry adds Stripe's script only
 * when this runs, i.e. when a card form first shows). A failed load is remembered as null so the
 * field can say so; a later form tries again.
 */
const loaded = new Map<string, Promise<Stripe | null>>();
export const stripeFor = (publishableKey: string): Promise<Stripe | null> => {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch(() => {
      loaded.delete(publishableKey);
      return null;
    });
    loaded.set(publishableKey, stripe);
  }
  return stripe;
};

interface StripeCardFieldProps extends CardFieldProps {
  publishableKey: string;
}

/**
 * The card field with Stripe Elements: Stripe's card input (number, expiry, CVC in Stripe's frame,
 * so card data never touches the portal or the BFF), tokenised with `stripe.createToken`; Stripe's
 * message (live validation or a decline) shows under the field. This module is loaded lazily.
 */
export default function StripeCardField({ publishableKey, ...props }: StripeCardFieldProps) {
  const [stripe, setStripe] = useState<Promise<Stripe | null>>(() => stripeFor(publishableKey));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const next = stripeFor(publishableKey);
    setStripe(next);
    let live = true;
    void next.then((s) => live && setFailed(s === null));
    return () => {
      live = false;
    };
  }, [publishableKey]);
  if (failed) {
    return (
      <Text role="alert" c="red.8" size="sm">
        {messages.cardFieldUnavailable}
      </Text>
    );
  }
  return (
    <Elements stripe={stripe}>
      <StripeCardForm {...props} />
    </Elements>
  );
}

function StripeCardForm({
  onToken,
  label = messages.cardLabel,
  submitLabel = messages.saveCard,
  actions,
}: CardFieldProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const labelId = useId();
  const errorId = useId();

  const save = async () => {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || busy) return;
    setBusy(true);
    setError(null);
    try {
      const result = await stripe.createToken(card);
      if (result.error) setError(result.error.message ?? messages.cardTokenInvalid);
      else setError(await onToken(result.token.id));
    } catch {
      setError(messages.cardFieldUnavailable);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined}>
      <Text id={labelId} size="sm" fw={500} mb={4}>
        {label}
      </Text>
      {stripe ? null : <Loader size="sm" aria-label={messages.cardFieldLoading} />}
      <Box p="xs" style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-sm)' }}>
        <CardElement
          options={{ hidePostalCode: true, disabled: busy }}
          onChange={(event: StripeCardElementChangeEvent) => setError(event.error?.message ?? null)}
        />
      </Box>
      {error ? (
        <Text id={errorId} role="alert" c="red.8" size="sm" mt={4}>
          {error}
        </Text>
      ) : null}
      <CardFieldButtons actions={actions}>
        <Button onClick={() => void save()} loading={busy} disabled={!stripe}>
          {submitLabel}
        </Button>
      </CardFieldButtons>
    </div>
  );
}
