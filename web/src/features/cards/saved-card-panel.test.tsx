import type { MockedResponse } from '@apollo/client/testing';
import { gql, InMemoryCache } from '@apollo/client';
import axe from 'axe-core';
import { messages } from '@portal/schema';
import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { CardEntryQuery, CreateSandboxCardTokenMutation, RemoveCardMutation, SaveCardMutation } from './queries.ts';
import { AcceptedCardImages } from './accepted-card-images.tsx';
import { SavedCardPanel } from './saved-card-panel.tsx';

const VISA = { __typename: 'SavedCard' as const, id: '7', brand: 'Visa', last4: '4242', expMonth: 3, expYear: 2031 };
const CLIENT = { kind: 'CLIENT' as const, id: '1' };
const OFFICE = { kind: 'OFFICE' as const, id: '3' };

const sandboxEntry: MockedResponse = {
  request: { query: CardEntryQuery },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { cardEntry: { __typename: 'CardEntry', provider: 'SANDBOX', publishableKey: null } } },
};

const nextYear = new Date().getFullYear() + 1;
const expiryText = `12${String(nextYear).slice(2)}`;

/** A mutation mock that records the variables it was sent. */
const recorded = (mock: MockedResponse) => {
  const sent: unknown[] = [];
  const answer = mock.result;
  return {
    sent,
    mock: {
      request: { query: mock.request.query, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: (variables: Record<string, unknown>) => {
        sent.push(variables);
        return answer as never;
      },
    } as MockedResponse,
  };
};

const tokenMock = (result: MockedResponse['result']) =>
  recorded({ request: { query: CreateSandboxCardTokenMutation }, result } as MockedResponse);

const OWNER_CARD = gql`
  fragment OwnerCard on Office {
    id
    card {
      id
      last4
    }
  }
`;
const CLIENT_CARD = gql`
  fragment ClientCard on Client {
    id
    card {
      id
      last4
    }
  }
`;

const declined = (message: string) => ({
  errors: [
    new GraphQLError(message, {
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ name: 'card', messages: [message] }] },
    }),
  ],
});

const fillCard = async (user: ReturnType<typeof renderWithProviders>['user'], number: string) => {
  await user.type(await screen.findByRole('textbox', { name: messages.cardNumberLabel }), number);
  await user.type(screen.getByRole('textbox', { name: messages.cardExpiryLabel }), expiryText);
  await user.type(screen.getByRole('textbox', { name: messages.cardCvcLabel }), '123');
};

describe('SavedCardPanel', () => {
  it('shows the stored card (brand, last four, expiry) with a Remove link that removes it', async () => {
    const removed = recorded({
      request: { query: RemoveCardMutation },
      result: { data: { removeCard: true } },
    } as MockedResponse);
    const onChanged = vi.fn();
    const cache = new InMemoryCache();
    cache.writeFragment({
      id: 'Client:1',
      fragment: CLIENT_CARD,
      data: { __typename: 'Client', id: '1', card: { __typename: 'SavedCard', id: '7', last4: '4242' } },
    });
    const view = renderWithProviders(
      <SavedCardPanel owner={CLIENT} card={VISA} canChange title={messages.clientDefaultCard} onChanged={onChanged} />,
      {
        mocks: [sandboxEntry, removed.mock],
        cache,
      },
    );
    const panel = screen.getByRole('group', { name: messages.clientDefaultCard });
    expect(panel).toHaveTextContent('Visa •••• 4242');
    expect(panel).toHaveTextContent(`${messages.cardExpires} 03/2031`);
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
    await view.user.click(within(panel).getByRole('button', { name: 'Remove Visa •••• 4242' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(removed.sent).toEqual([{ owner: { kind: 'CLIENT', id: '1' } }]);
    expect(cache.readFragment({ id: 'Client:1', fragment: CLIENT_CARD })).toEqual({
      __typename: 'Client',
      id: '1',
      card: null,
    });
  });

  it("with no card and the right to change it: the card form, with input masks, that tokenises, saves and writes the owner's card in the cache", async () => {
    const token = tokenMock({ data: { createSandboxCardToken: 'tok_test_1' } });
    const saved = recorded({
      request: { query: SaveCardMutation },
      result: { data: { saveCard: VISA } },
    } as MockedResponse);
    const onChanged = vi.fn();
    const cache = new InMemoryCache();
    cache.writeFragment({ id: 'Office:3', fragment: OWNER_CARD, data: { __typename: 'Office', id: '3', card: null } });
    const view = renderWithProviders(<SavedCardPanel owner={OFFICE} card={null} canChange onChanged={onChanged} />, {
      mocks: [sandboxEntry, token.mock, saved.mock],
      cache,
    });
    await fillCard(view.user, '4242424242424242');
    expect(screen.getByRole('textbox', { name: messages.cardNumberLabel })).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByRole('textbox', { name: messages.cardExpiryLabel })).toHaveValue(
      `12/${String(nextYear).slice(2)}`,
    );
    await view.user.click(screen.getByRole('button', { name: messages.saveCard }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    // Saving a card tokenises it for saving (a decline card is refused at once, decision 055).
    expect(token.sent).toEqual([
      { card: { number: '4242424242424242', expMonth: 12, expYear: nextYear, cvc: '123' }, usage: 'SAVE' },
    ]);
    expect(saved.sent).toEqual([{ owner: { kind: 'OFFICE', id: '3' }, token: 'tok_test_1' }]);
    expect(cache.readFragment({ id: 'Office:3', fragment: OWNER_CARD })).toEqual({
      __typename: 'Office',
      id: '3',
      card: { __typename: 'SavedCard', id: '7', last4: '4242' },
    });
  });

  it("the provider's message shows under the card field, and nothing is saved", async () => {
    const token = tokenMock(declined('Your card has insufficient funds.'));
    const saved = recorded({
      request: { query: SaveCardMutation },
      result: { data: { saveCard: VISA } },
    } as MockedResponse);
    const view = renderWithProviders(<SavedCardPanel owner={CLIENT} card={null} canChange />, {
      mocks: [sandboxEntry, token.mock, saved.mock],
    });
    await fillCard(view.user, '4000000000009995');
    await view.user.click(screen.getByRole('button', { name: messages.saveCard }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your card has insufficient funds.');
    // Under the field, which it describes.
    expect(screen.getByRole('group', { name: messages.cardLabel })).toHaveAccessibleDescription(
      'Your card has insufficient funds.',
    );
    expect(saved.sent).toEqual([]);
    // What was typed stays, to be corrected.
    expect(screen.getByRole('textbox', { name: messages.cardNumberLabel })).toHaveValue('4000 0000 0000 9995');
  });

  it('a refused save (a spent token) shows its message under the card field too', async () => {
    const token = tokenMock({ data: { createSandboxCardToken: 'tok_test_2' } });
    const saved = recorded({
      request: { query: SaveCardMutation },
      result: declined(messages.cardTokenInvalid),
    } as MockedResponse);
    const view = renderWithProviders(<SavedCardPanel owner={CLIENT} card={null} canChange />, {
      mocks: [sandboxEntry, token.mock, saved.mock],
    });
    await fillCard(view.user, '4242424242424242');
    await view.user.click(screen.getByRole('button', { name: messages.saveCard }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.cardTokenInvalid);
  });

  it('incomplete card data is flagged per input before anything is sent; Enter saves', async () => {
    const token = tokenMock({ data: { createSandboxCardToken: 'tok_x' } });
    const view = renderWithProviders(<SavedCardPanel owner={CLIENT} card={null} canChange />, {
      mocks: [sandboxEntry, token.mock],
    });
    await view.user.type(await screen.findByRole('textbox', { name: messages.cardNumberLabel }), '4242{Enter}');
    expect(await screen.findByText(messages.cardNumberIncomplete)).toBeInTheDocument();
    expect(screen.getByText(messages.cardExpiryIncomplete)).toBeInTheDocument();
    expect(screen.getByText(messages.cvcIncomplete)).toBeInTheDocument();
    expect(token.sent).toEqual([]);
  });

  it('without the right to change it: no form and no Remove', async () => {
    renderWithProviders(
      <>
        <SavedCardPanel owner={CLIENT} card={VISA} canChange={false} title={messages.clientDefaultCard} />
        <SavedCardPanel owner={OFFICE} card={null} canChange={false} title={messages.officeDefaultCard} />
      </>,
      { mocks: [sandboxEntry] },
    );
    const client = screen.getByRole('group', { name: messages.clientDefaultCard });
    expect(client).toHaveTextContent('Visa •••• 4242');
    expect(within(client).queryByRole('button')).not.toBeInTheDocument();
    const office = screen.getByRole('group', { name: messages.officeDefaultCard });
    expect(office).toHaveTextContent(messages.noCardStored);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.saveCard })).not.toBeInTheDocument();
  });

  it('the card form, a stored card and the accepted cards have no accessibility violations (axe-core)', async () => {
    renderWithProviders(
      <main>
        <AcceptedCardImages />
        <SavedCardPanel owner={CLIENT} card={VISA} canChange title={messages.clientDefaultCard} />
        <SavedCardPanel owner={OFFICE} card={null} canChange title={messages.officeDefaultCard} />
      </main>,
      { mocks: [sandboxEntry] },
    );
    await screen.findByRole('textbox', { name: messages.cardNumberLabel });
    expect(screen.getByRole('img', { name: 'Visa' })).toBeInTheDocument();
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
