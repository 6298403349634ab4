import { Alert, Button, Group, Loader, Modal, Progress, Stack, Table, Text } from '@mantine/core';
import { formatCents, messages } from '@portal/schema';
import { useWatch } from 'react-hook-form';
import type { PaymentMethod } from '../../../__generated__/graphql.ts';
import { CheckboxField, RadioGroupField } from '../../../kit/form/fields.tsx';
import { useMutationForm } from '../../../kit/form/use-mutation-form.ts';
import { errorMessage } from '../../../lib/graphql-errors.ts';
import { paymentChoiceSchema, type PaymentChoice } from '../ordering-rules.ts';
import { orderingTexts as t } from '../ordering-texts.ts';
import { useOrderingSlots } from '../slots.ts';
import { usePayment, type PaymentInput } from './use-payment.ts';

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
 * viewers who see prices, the total and how it is made (usePayment) — then a saved card, a new card
 * (the cards area's card field through a slot) or the trading terms, chosen on the form kit; while
 * paying the spec's progress curve, then the BFF's outcome text. A decline leaves the dialog open to
 * try another card; one request per attempt (the button is disabled while it is in flight).
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
  const { amount, due, send, paying, paid, outcome, percent } = usePayment(campaignId);
  const trading = paymentOption === 'TRADING_TERMS';
  const { form, submit } = useMutationForm<PaymentChoice>({
    schema: paymentChoiceSchema,
    defaultValues: { card: savedCards[0]?.id ?? NEW_CARD, accepted: false },
    mutate: (choice): Promise<string | null> => send(trading ? {} : { savedCardId: choice.card }),
  });
  const [card, accepted] = useWatch({ control: form.control, name: ['card', 'accepted'] });

  const close = () => {
    if (paying) return;
    if (paid) onPaid();
    else onClose();
  };

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
        {due && !paid && (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              {trading ? (
                <>
                  <Text fw={600}>{t.tradingTerms}</Text>
                  {tradingTerms && (
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {tradingTerms}
                    </Text>
                  )}
                  <CheckboxField control={form.control} name="accepted" label={t.acceptTerms} />
                  <Button type="submit" disabled={!accepted || paying}>
                    {t.confirmOrder}
                  </Button>
                </>
              ) : (
                <>
                  <RadioGroupField
                    control={form.control}
                    name="card"
                    label={t.payWith}
                    inline={false}
                    options={[
                      ...savedCards.map((saved) => ({
                        value: saved.id,
                        label: t.savedCard(saved.brand, saved.last4, saved.expMonth, saved.expYear),
                      })),
                      { value: NEW_CARD, label: t.newCard },
                    ]}
                  />
                  {card === NEW_CARD ? (
                    <CardField
                      label={t.newCard}
                      usage="PAYMENT"
                      submitLabel={t.payWithNewCard}
                      onToken={(token) => send({ token } satisfies PaymentInput)}
                    />
                  ) : (
                    <Button type="submit" disabled={paying}>
                      {t.pay}
                    </Button>
                  )}
                </>
              )}
            </Stack>
          </form>
        )}
        {paying && <Progress value={percent} aria-label={t.paying} animated size="lg" />}
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
