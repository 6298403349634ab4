import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Checkbox, Group, Loader, Modal, Progress, Radio, Stack, Table, Text } from '@mantine/core';
import { formatCents, messages } from '@portal/schema';
import { useRef, useState } from 'react';
import type { PayCampaignInput, PaymentMethod, PaymentOutcome } from '../../../__generated__/graphql.ts';
import { progressCurves } from '../../../kit/progress/progress-curves.ts';
import { useProgressTask } from '../../../kit/progress/use-progress-task.ts';
import { errorMessage } from '../../../lib/graphql-errors.ts';
import { CampaignPaymentQuery, PayCampaignMutation } from '../queries.ts';
import { useOrderingSlots } from '../slots.ts';
import { orderingTexts as t } from '../ordering-texts.ts';

export interface PaymentCard {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface PaymentDialogProps {
  campaignId: string;
  paymentOption: PaymentMethod;
  savedCards: readonly PaymentCard[];
  tradingTerms: string | null;
  /** Closed without a completed payment: the form's submit is enabled again. */
  onClose: () => void;
  /** Closed after the payment succeeded: the form clears and the properties reload. */
  onPaid: () => void;
}

const NEW_CARD = 'new';
const SUCCESS: readonly PaymentOutcome[] = ['PAID', 'PLACED'];

/** How the total is made: price + GST = total (shown only when the BFF sends prices). */
function TotalBreakdown({ price, gst, total }: { price: number | null; gst: number | null; total: number | null }) {
  if (price === null || gst === null || total === null) return null;
  return (
    <Table aria-label={t.totalBreakdown} withRowBorders={false}>
      <Table.Tbody>
        <Table.Tr>
          <Table.Th scope="row">{t.price}</Table.Th>
          <Table.Td ta="right">{formatCents(price)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">+ {t.gst}</Table.Th>
          <Table.Td ta="right">{formatCents(gst)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">= {t.total}</Table.Th>
          <Table.Td ta="right" fw={700}>
            {formatCents(total)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

/**
 * The payment dialog of the order forms (ordering spec 2.5, 4, 8): the campaign's package and, for
 * viewers who see prices, the total and how it is made — read from the campaign being paid (its one
 * query, never the URL; decision 077) and sent back as the confirmed amount — then a saved card, a new card (the cards area's card field through a slot) or the
 * trading terms; while paying the spec's progress curve, then the BFF's outcome text. A decline
 * leaves the dialog open to try another card; one request per attempt (the button is disabled while
 * it is in flight, and the BFF single-flights the campaign's payment).
 */
export function PaymentDialog({
  campaignId,
  paymentOption,
  savedCards,
  tradingTerms,
  onClose,
  onPaid,
}: PaymentDialogProps) {
  const { CardField } = useOrderingSlots();
  const amount = useQuery(CampaignPaymentQuery, { variables: { campaignId }, fetchPolicy: 'network-only' });
  const due = amount.data?.campaignPayment ?? null;
  const [pay] = useMutation(PayCampaignMutation);
  const progress = useProgressTask(progressCurves.payment);
  const [card, setCard] = useState<string>(savedCards[0]?.id ?? NEW_CARD);
  const [accepted, setAccepted] = useState(false);
  const [paying, setPaying] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const inFlight = useRef(false);
  const paid = outcome?.ok === true;

  /** Sends one payment; a second call while one is in flight is ignored. Resolves a failure text or null. */
  const send = async (input: Omit<PayCampaignInput, 'campaignId' | 'confirmedAmountCents'>): Promise<string | null> => {
    if (inFlight.current || paid || !due) return null;
    inFlight.current = true;
    setPaying(true);
    setOutcome(null);
    try {
      let failure: string = t.outcomes.DECLINED;
      const answer = await progress.start(async () => {
        try {
          const confirmed = { campaignId, confirmedAmountCents: due.total ?? null, ...input };
          const { data } = await pay({ variables: { input: confirmed } });
          if (!data) throw new Error(t.outcomes.DECLINED);
          return data.payCampaign;
        } catch (error) {
          failure = errorMessage(error);
          throw error;
        }
      });
      if (!answer) {
        setOutcome({ ok: false, text: failure });
        return null;
      }
      setOutcome({ ok: SUCCESS.includes(answer.outcome), text: answer.message });
      return null;
    } catch (error) {
      setOutcome({ ok: false, text: errorMessage(error) });
      return null;
    } finally {
      inFlight.current = false;
      setPaying(false);
    }
  };

  const close = () => {
    if (paying) return;
    if (paid) onPaid();
    else onClose();
  };

  const trading = paymentOption === 'TRADING_TERMS';
  return (
    <Modal opened onClose={close} title={t.paymentTitle} centered closeButtonProps={{ 'aria-label': messages.close }}>
      <Stack gap="md">
        {amount.loading && <Loader size="sm" role="status" aria-label={t.loadingPayment} />}
        {amount.error && !due && (
          <Alert color="red" role="alert">
            {errorMessage(amount.error)}
          </Alert>
        )}
        {due && <Text fw={600}>{t.paymentPackage(due.packageTitle)}</Text>}
        {due && <TotalBreakdown price={due.price ?? null} gst={due.gst ?? null} total={due.total ?? null} />}
        {due && !paid && trading && (
          <Stack gap="sm">
            <Text fw={600}>{t.tradingTerms}</Text>
            {tradingTerms && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {tradingTerms}
              </Text>
            )}
            <Checkbox
              label={t.acceptTerms}
              checked={accepted}
              onChange={(event) => setAccepted(event.currentTarget.checked)}
            />
            <Button disabled={!accepted || paying} onClick={() => void send({})}>
              {t.confirmOrder}
            </Button>
          </Stack>
        )}
        {due && !paid && !trading && (
          <Stack gap="sm">
            <Radio.Group label={t.payWith} value={card} onChange={setCard}>
              <Stack gap="xs" mt="xs">
                {savedCards.map((saved) => (
                  <Radio
                    key={saved.id}
                    value={saved.id}
                    label={t.savedCard(saved.brand, saved.last4, saved.expMonth, saved.expYear)}
                  />
                ))}
                <Radio value={NEW_CARD} label={t.newCard} />
              </Stack>
            </Radio.Group>
            {card === NEW_CARD ? (
              <CardField
                label={t.newCard}
                usage="PAYMENT"
                submitLabel={t.payWithNewCard}
                onToken={(token) => send({ token })}
              />
            ) : (
              <Button disabled={paying} onClick={() => void send({ savedCardId: card })}>
                {t.pay}
              </Button>
            )}
          </Stack>
        )}
        {paying && <Progress value={progress.percent} aria-label={t.paying} animated size="lg" />}
        {outcome &&
          (outcome.ok ? (
            <Alert color="green" role="status">
              {outcome.text}
            </Alert>
          ) : (
            <Alert color="red" role="alert">
              {outcome.text}
            </Alert>
          ))}
        {paid && (
          <Group justify="flex-end">
            <Button onClick={close}>{t.close}</Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
