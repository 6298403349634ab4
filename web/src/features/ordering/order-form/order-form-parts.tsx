import { Button, Group, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { creativeUrlsBySize } from '@portal/schema';
import type { PaymentMethod } from '../../../__generated__/graphql.ts';
import { useRouteDialog, type RouteDialog } from '../../../kit/route-modal/use-route-dialog.ts';
import type { PaymentCard } from '../payment/payment-dialog.tsx';
import { orderingTexts as t } from '../ordering-texts.ts';

/**
 * What the three order forms (property, agent, office) share: the creative URLs by size, the Preview
 * Ad Creative dialog in the URL, the footer (price summary, step status, Preview and Confirm buttons)
 * and the payment dialog's wiring (`?pay=<campaignId>`).
 */

// The payment dialog (its form, the card field's slot, the payment's progress) loads when it opens.
const PaymentDialog = lazy(() => import('../payment/payment-dialog.tsx').then((m) => ({ default: m.PaymentDialog })));

/** The page's creative URLs (GraphQL `CreativeUrls`) by the preview's size keys. */
export const creativeUrlsOf = creativeUrlsBySize;

/** The preview dialog's URL value: `?preview=creative`. */
export const PREVIEW_OPEN = 'creative';

export interface PreviewDialog {
  /** Shown: the URL asks for it and the Preview button's enabling rule allows it. */
  opened: boolean;
  open: () => void;
  close: () => void;
}

/**
 * Preview Ad Creative in the URL (`?preview=creative`), so a reload keeps it open (decision 073). The
 * dialog shows only while the Preview button's enabling rule holds; a URL that asks for it when the
 * rule does not (a reload empties the draft) loses the parameter, unless the rule's data is still
 * loading (`pending`, e.g. the property form's listing, which the URL keeps).
 */
export function usePreviewDialog(canPreview: boolean, pending = false): PreviewDialog {
  const dialog = useRouteDialog('preview');
  const refused = dialog.opened && !canPreview && !pending;
  useEffect(() => {
    if (refused) dialog.close();
  }, [refused, dialog]);
  return { opened: dialog.opened && canPreview, open: () => dialog.open(PREVIEW_OPEN), close: dialog.close };
}

/**
 * The order forms' footer: the price summary (agent and office forms, never for agents: the BFF sends
 * them no price), the running submit step, Preview Ad Creative and Confirm and pay.
 */
export function OrderFormFooter({
  summary,
  stepText,
  canPreview,
  onPreview,
  busy,
  submitting,
}: {
  /** The form's price summary, if it shows one. */
  summary?: ReactNode;
  stepText: string | null;
  canPreview: boolean;
  onPreview: () => void;
  busy: boolean;
  submitting: boolean;
}) {
  return (
    <>
      {summary}
      {stepText && (
        <Text role="status" size="sm" c="dimmed">
          {stepText}
        </Text>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" disabled={!canPreview} onClick={onPreview}>
          {t.previewCreative}
        </Button>
        <Button type="submit" disabled={busy} loading={submitting}>
          {t.confirmAndPay}
        </Button>
      </Group>
    </>
  );
}

/**
 * The payment dialog of an order form, opened by the URL (`?pay=<campaignId>`): the dialog reads the
 * campaign's package and amount from the server itself; the URL names only the campaign.
 */
export function OrderPaymentDialog({
  dialog,
  page,
  officeName,
  onClose,
  onPaid,
}: {
  dialog: RouteDialog;
  page: { paymentOption: PaymentMethod; savedCards: readonly PaymentCard[]; tradingTerms?: string | null };
  /** The ordering office (agents are told it is charged the package's price). */
  officeName: string;
  onClose: () => void;
  onPaid: () => void;
}) {
  if (!dialog.opened || !dialog.id) return null;
  return (
    <Suspense fallback={null}>
      <PaymentDialog
        campaignId={dialog.id}
        paymentOption={page.paymentOption}
        savedCards={page.savedCards}
        tradingTerms={page.tradingTerms ?? null}
        officeName={officeName}
        onClose={onClose}
        onPaid={onPaid}
      />
    </Suspense>
  );
}
