import { useQuery } from '@apollo/client/react';
import { Stack, Text, Title } from '@mantine/core';
import { officeTexts } from './texts.ts';
import { QueryState } from '../../kit/query-state/query-state.tsx';
import { errorMessage } from '../../lib/graphql-errors.ts';
import { OfficePaymentTabQuery } from './queries.ts';
import { useOfficeSlots, type SavedCard } from './slots.tsx';

const t = officeTexts;

export interface OfficePaymentTabProps {
  officeId: string;
  /** The tab has been shown: its query runs from then on (one query per visible tab). */
  active: boolean;
}

/**
 * The Payment Details tab (only for viewers who may update the credit card). For credit card: the
 * accepted card images, the client default card, and the office default card with Remove or the
 * card form that overrides the client card (the cards area's panel saves and removes itself). For
 * trading terms: the client's trading terms text.
 */
export function OfficePaymentTab({ officeId, active }: OfficePaymentTabProps) {
  const { SavedCardPanel, AcceptedCardImages } = useOfficeSlots();
  const { data, loading, error, refetch } = useQuery(OfficePaymentTabQuery, {
    variables: { id: officeId },
    skip: !active,
  });
  const office = data?.office;
  const details = office?.paymentDetails;
  const methods = details
    ? Object.values(details.paymentMethods).filter((m) => m === 'CREDIT_CARD' || m === 'TRADING_TERMS')
    : [];
  // An office paying by card for any campaign type shows the cards; by trading terms, the terms.
  const byCard = methods.length === 0 || methods.includes('CREDIT_CARD');
  const byTerms = methods.includes('TRADING_TERMS');
  const officeCard: SavedCard | null = office?.card ?? null;
  const clientCard: SavedCard | null = office?.clientCard ?? null;
  return (
    <QueryState
      loading={(loading || active) && !data && !error}
      error={error}
      errorText={error ? errorMessage(error) : undefined}
      onRetry={() => void refetch()}
      empty={data !== undefined && !details}
      emptyText={{ title: officeTexts.noPaymentDetails }}
    >
      {office && details && (
        <Stack gap="lg">
          {byCard && (
            <Stack gap="md">
              <AcceptedCardImages />
              {office.client && (
                <SavedCardPanel
                  owner={{ kind: 'CLIENT', id: office.client.id }}
                  card={clientCard}
                  canChange={false}
                  title={t.clientDefaultCard}
                />
              )}
              <SavedCardPanel
                owner={{ kind: 'OFFICE', id: office.id }}
                card={officeCard}
                canChange
                title={t.officeDefaultCard}
              />
            </Stack>
          )}
          {byTerms && (
            <Stack gap="xs">
              <Title order={3} size="h5">
                {t.tradingTermsTitle}
              </Title>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {details.clientTradingTerms ?? t.noTradingTerms}
              </Text>
            </Stack>
          )}
        </Stack>
      )}
    </QueryState>
  );
}
