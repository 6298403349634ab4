import { Alert, Button, Group, Loader, Modal, Progress, Stack, Table, Text } from '@mantine/core';
import { formatCents, messages } from '@portal/schema';
import { useWatch } from 'react-hook-form';
import type { PaymentMethod } from '../../../__generated__/graphql.ts';
import { CheckboxField, RadioGroupField } from '../../../kit/form/fields.tsx';
import { useMutationForm } from '../../../kit/form/use-mutation-form.ts';
import { errorMessage } from '../../../lib/graphql-errors.ts';
import { paymentChoiceSchema, type PaymentChoice } from '../ordering-schemas.ts';
import { orderingTexts as t } from '../ordering-texts.ts';
import { useOrderingSlots } from '../slots.ts';
import { usePayment, type CampaignDue, type PaymentInput, type PaymentOutcomeText } from './use-payment.ts';

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
  /** The office that orders: viewers who see no price are told it is charged the package's price. */
  officeName: string;
  /** Closed without a completed payment: the form's submit is enabled again. */
  onClose: () => void;
  /** Closed after the payment succeeded: the form clears and the properties reload. */
  onPaid: () => void;
}

const NEW_CARD = 'new';

/** How the total is made: price + GST = total (shown only when the BFF sends prices). */
function TotalBreakdown({ price, gst, total }: { price: number; gst: number; total: number }) {
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
 * What is being paid for: the package, then the total and how it is made for viewers who see prices,
 * or (agents, who are sent no price) that the office is charged the package's price.
 */
function PaymentSummary({ due, officeName }: { due: CampaignDue; officeName: string }) {
  const { price, gst, total } = due;
  return (
    <Stack gap={4}>
      <Text fw={600}>{t.paymentPackage(due.packageTitle)}</Text>
      {price != null && gst != null && total != null ? (
        <TotalBreakdown price={price} gst={gst} total={total} />
      ) : (
        <Text size="sm">{t.officeCharged(officeName)}</Text>
      )}
    </Stack>
  );
}

/** The outcome of the last attempt: the BFF's text, under its title where the spec gives one. */
function OutcomeAlert({ outcome }: { outcome: PaymentOutcomeText }) {
  return outcome.ok ? (
    <Alert color="green" role="status">
      {outcome.text}
    </Alert>
  ) : (
    <Alert color="red" role="alert" title={outcome.title ?? undefined}>
      {outcome.text}
    </Alert>
  );
}

/**
 * The payment dialog of the order forms (ordering spec 2.5, 4, 8): what is being paid for (the
 * package; the total and how it is made for viewers who see prices, else that the office is charged
 * its price) — then a saved card, a new card (the cards area's card field through a slot) or the
 * trading terms, chosen on the form kit, with Cancel beside the pay button ("Pay {amount}" where the
 * viewer sees prices); while paying the spec's progress curve, then the BFF's outcome (a decline's
 * title and text). A decline leaves the dialog open to try another card; one request per attempt.
 */
export function PaymentDialog({
  campaignId,
  paymentOption,
  savedCards,
  tradingTerms,
  officeName,
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
  const payLabel = t.pay(due?.total != null ? formatCents(due.total) : null);

  const close = () => {
    if (paying) return;
    if (paid) onPaid();
    else onClose();
  };
  const cancel = (
    <Button variant="default" onClick={close} disabled={paying}>
      {t.cancel}
    </Button>
  );

  return (
    <Modal
      opened
      onClose={close}
      title={t.paymentTitle}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': messages.close }}
    >
      <Stack gap="md">
        {amount.loading && <Loader size="sm" role="status" aria-label={t.loadingPayment} />}
        {amount.error && !due && (
          <Alert color="red" role="alert">
            {errorMessage(amount.error)}
          </Alert>
        )}
        {due && <PaymentSummary due={due} officeName={officeName} />}
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
                  <Group justify="flex-end" gap="sm">
                    {cancel}
                    <Button type="submit" disabled={!accepted || paying}>
                      {t.confirmOrder}
                    </Button>
                  </Group>
                </>
              ) : (
                <>
                  {savedCards.length > 0 && (
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
                  )}
                  {card === NEW_CARD ? (
                    <CardField
                      label={t.cardDetails}
                      usage="PAYMENT"
                      submitLabel={payLabel}
                      actions={cancel}
                      onToken={(token) => send({ token } satisfies PaymentInput)}
                    />
                  ) : (
                    <Group justify="flex-end" gap="sm">
                      {cancel}
                      <Button type="submit" disabled={paying}>
                        {payLabel}
                      </Button>
                    </Group>
                  )}
                </>
              )}
            </Stack>
          </form>
        )}
        {paying && <Progress value={percent} aria-label={t.paying} animated size="lg" />}
        {outcome && <OutcomeAlert outcome={outcome} />}
        {(paid || (!due && !amount.loading)) && (
          <Group justify="flex-end">
            <Button onClick={close}>{t.close}</Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
