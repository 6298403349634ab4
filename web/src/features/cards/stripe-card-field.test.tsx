import type { MockedResponse } from '@apollo/client/testing';
import { messages } from '@portal/schema';
import { act, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { CardField } from './card-field.tsx';
import { CardEntryQuery } from './queries.ts';

/**
 * The Stripe Elements adapter with Stripe's libraries mocked: Stripe.js is loaded with the
 * configured publishable key only when a card form shows, a token goes to onToken, and Stripe's
 * messages (live validation, declines) show under the card field.
 */

const stripe = vi.hoisted(() => ({
  loadStripe: vi.fn(),
  createToken: vi.fn(),
  cardChange: undefined as undefined | ((event: { error?: { message: string } }) => void),
}));

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', async () => {
  const { use } = await import('react');
  const card = { id: 'card-element' };
  return {
    // The real Elements waits for the Stripe promise; so does this one.
    Elements: ({ stripe: promise, children }: { stripe: Promise<unknown>; children: ReactNode }) => {
      use(promise);
      return <>{children}</>;
    },
    CardElement: ({ onChange }: { onChange: (event: { error?: { message: string } }) => void }) => {
      stripe.cardChange = onChange;
      return <div data-testid="stripe-card-element" />;
    },
    useStripe: () => ({ createToken: stripe.createToken }),
    useElements: () => ({ getElement: () => card }),
  };
});

const stripeEntry = (publishableKey: string): MockedResponse => ({
  request: { query: CardEntryQuery },
  result: { data: { cardEntry: { __typename: 'CardEntry', provider: 'STRIPE', publishableKey } } },
});

describe('CardField with a Stripe publishable key (Stripe Elements)', () => {
  beforeEach(() => {
    stripe.loadStripe.mockReset().mockResolvedValue({});
    stripe.createToken.mockReset();
  });

  it("loads Stripe.js with the key only when the card form shows, and hands Stripe's token to onToken", async () => {
    const onToken = vi.fn().mockResolvedValue(null);
    expect(stripe.loadStripe).not.toHaveBeenCalled();
    const view = renderWithProviders(<CardField onToken={onToken} />, { mocks: [stripeEntry('pk_test_one')] });
    expect(await screen.findByTestId('stripe-card-element')).toBeInTheDocument();
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_one');
    expect(screen.queryByRole('textbox', { name: messages.cardNumberLabel })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: messages.cardLabel })).toBeInTheDocument();
    stripe.createToken.mockResolvedValue({ token: { id: 'tok_stripe_1' } });
    await view.user.click(screen.getByRole('button', { name: messages.saveCard }));
    await waitFor(() => expect(onToken).toHaveBeenCalledWith('tok_stripe_1'));
    expect(stripe.createToken).toHaveBeenCalledWith({ id: 'card-element' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("Stripe's decline message shows under the card field; nothing is saved", async () => {
    const onToken = vi.fn().mockResolvedValue(null);
    const view = renderWithProviders(<CardField onToken={onToken} />, { mocks: [stripeEntry('pk_test_two')] });
    await screen.findByTestId('stripe-card-element');
    stripe.createToken.mockResolvedValue({ error: { type: 'card_error', message: 'Your card was declined.' } });
    await view.user.click(screen.getByRole('button', { name: messages.saveCard }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('group', { name: messages.cardLabel })).toHaveAccessibleDescription(
      'Your card was declined.',
    );
    expect(onToken).not.toHaveBeenCalled();
  });

  it("Stripe's live validation message shows under the field and clears when the input is fixed", async () => {
    renderWithProviders(<CardField onToken={vi.fn()} />, { mocks: [stripeEntry('pk_test_three')] });
    await screen.findByTestId('stripe-card-element');
    act(() => stripe.cardChange?.({ error: { message: 'Your card number is incomplete.' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card number is incomplete.');
    act(() => stripe.cardChange?.({}));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('a save the BFF refuses shows its message under the field', async () => {
    const view = renderWithProviders(<CardField onToken={vi.fn().mockResolvedValue(messages.cardTokenInvalid)} />, {
      mocks: [stripeEntry('pk_test_four')],
    });
    await screen.findByTestId('stripe-card-element');
    stripe.createToken.mockResolvedValue({ token: { id: 'tok_stripe_2' } });
    await view.user.click(screen.getByRole('button', { name: messages.saveCard }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.cardTokenInvalid);
  });

  it('when Stripe.js cannot be loaded, the field says so', async () => {
    stripe.loadStripe.mockRejectedValue(new Error('blocked'));
    renderWithProviders(<CardField onToken={vi.fn()} />, { mocks: [stripeEntry('pk_test_five')] });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.cardFieldUnavailable);
  });
});
