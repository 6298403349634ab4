import { Box, Button, Stack, Title } from '@mantine/core';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { PaymentMethod } from '../../../__generated__/graphql.ts';
import { ResultMessage } from '../../../kit/form/result-message.tsx';
import type { PaymentCard } from '../payment/payment-dialog.tsx';
import { orderingTexts as t } from '../ordering-texts.ts';
import { useOrderingSlots, type CreativePreviewSlotProps } from '../slots.ts';
import { creativeUrlsOf, OrderFormFooter, OrderPaymentDialog, type PreviewDialog } from './order-form-parts.tsx';
import { FIELD_GAP } from './shared-fields.tsx';
import type { OrderFormState } from './use-order-form.ts';

// The agent form's confirmation loads when it first opens; once shown it stays mounted, so that
// closing it runs its exit transition.
const CampaignCreatedDialog = lazy(() =>
  import('./campaign-created-dialog.tsx').then((m) => ({ default: m.CampaignCreatedDialog })),
);

/** The office an order form orders for, as every order page's query answers it. */
export interface OrderFormOffice {
  displayName: string;
  sideBar: { backToOffices: boolean };
  client?: { id: string; title: string } | null;
}

/** The offices list of the office's client (`selectedClient` JSON of id and title). */
export const officesHref = (client: { id: string; title: string }) =>
  `/offices?${new URLSearchParams({ selectedClient: JSON.stringify({ id: client.id, title: client.title }) })}`;

export interface OrderFormShellProps {
  /** The form's title; the heading reads `<title> — <office>`. */
  title: string;
  office: OrderFormOffice;
  order: OrderFormState;
  /** What stands between the heading and the form (the listing search, the office form's audience). */
  above?: ReactNode;
  /** The kind's sections: its fields, in the spec's order. */
  children: ReactNode;
  /**
   * The price summary (agent and office forms, `PriceSummary`; never for agents, who are sent no
   * price). Handed in by the form, so the property form's route does not download its table.
   */
  summary?: ReactNode;
  /** Preview Ad Creative: its dialog, the client's creative URLs and the draft to draw (null: nothing yet). */
  preview: {
    dialog: PreviewDialog;
    canPreview: boolean;
    creatives: Parameters<typeof creativeUrlsOf>[0];
    draft: CreativePreviewSlotProps['draft'] | null;
  };
  /** Something else keeps submit disabled (an image upload running). */
  busy?: boolean;
  /** The payment dialog's page data: how the office pays, its saved cards, its trading terms. */
  payment: { paymentOption: PaymentMethod; savedCards: readonly PaymentCard[]; tradingTerms?: string | null };
  /** The confirmation modal's office (the agent form: `?created=<campaignId>` before payment). */
  confirmationSlug?: string;
  /** After payment (or Start a new order): the form starts again. */
  onDone: () => void;
}

/**
 * The one order form (ordering spec 2.5–2.7, 4, 5): the layout (back to the client's offices, the
 * heading, the result message), the kind's sections, the footer (price summary, running step,
 * Preview Ad Creative, Confirm and pay), the creative preview, the confirmation and the payment
 * hand-over. The property / agent-extend, agent and office forms differ only in their sections,
 * their rules and their create step (decision 085).
 */
export function OrderFormShell({
  title,
  office,
  order,
  above,
  children,
  summary,
  preview,
  busy = false,
  payment,
  confirmationSlug,
  onDone,
}: OrderFormShellProps) {
  const headingId = useId();
  const { CreativePreview } = useOrderingSlots();
  const { client } = office;
  const [confirmationNeeded, setConfirmationNeeded] = useState(false);
  if (confirmationSlug !== undefined && order.createdDialog.opened && !confirmationNeeded) setConfirmationNeeded(true);
  return (
    <Stack gap="lg" maw={900} aria-labelledby={headingId} component="section">
      {office.sideBar.backToOffices && client && (
        <Button component={Link} to={officesHref(client)} variant="subtle" w="fit-content" px={0}>
          {t.backToOffices(client.title)}
        </Button>
      )}
      {/* On a phone: a size smaller, the kind and its dash on the first line, the office (smaller) below. */}
      <Title order={1} id={headingId} fz={{ base: 'h2', sm: 'h1' }} style={{ textWrap: 'balance' }}>
        <span style={{ whiteSpace: 'nowrap' }}>{title} —</span>{' '}
        <Box component="span" display={{ base: 'block', sm: 'inline' }} fz={{ base: 'h3', sm: 'inherit' }}>
          {office.displayName}
        </Box>
      </Title>
      {above}
      <form onSubmit={order.submit} noValidate aria-labelledby={headingId}>
        <Stack gap={FIELD_GAP}>
          <ResultMessage message={order.message} />
          {children}
          <OrderFormFooter
            summary={summary}
            stepText={order.stepText}
            canPreview={preview.canPreview}
            onPreview={preview.dialog.open}
            busy={order.busy || busy}
            submitting={order.submitting}
          />
        </Stack>
      </form>
      {preview.draft && (
        <CreativePreview
          opened={preview.dialog.opened}
          onClose={preview.dialog.close}
          urls={creativeUrlsOf(preview.creatives)}
          draft={preview.draft}
        />
      )}
      {confirmationSlug !== undefined && confirmationNeeded && (
        <Suspense fallback={null}>
          <CampaignCreatedDialog
            slug={confirmationSlug}
            dialog={order.createdDialog}
            payDialog={order.payDialog}
            onStartAgain={onDone}
          />
        </Suspense>
      )}
      <OrderPaymentDialog
        dialog={order.payDialog}
        page={payment}
        officeName={office.displayName}
        onClose={order.payDialog.close}
        onPaid={onDone}
      />
    </Stack>
  );
}
