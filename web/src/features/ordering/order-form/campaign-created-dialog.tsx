import { useQuery } from '@apollo/client/react';
import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { RouteDialog } from '../../../kit/route-modal/use-route-dialog.ts';
import { errorMessage } from '../../../lib/graphql-errors.ts';
import { agentOfficeTexts as t } from '../ordering-texts.ts';
import { CreatedAgentCampaignQuery } from '../queries.ts';

/**
 * Campaign created (spec section 4: the confirmation modal after submit), addressed by the URL
 * (`?created=<campaignId>`): what it shows comes from the BFF by that id, so a reload keeps it.
 * Continue to payment hands over to the payment dialog in one navigation; a campaign already paid
 * offers no second payment. Closing it leaves the unpaid draft and enables submit again.
 */
export function CampaignCreatedDialog({
  slug,
  dialog,
  payDialog,
  onStartAgain,
}: {
  slug: string;
  dialog: RouteDialog;
  payDialog: RouteDialog;
  onStartAgain: () => void;
}) {
  const campaignId = dialog.id;
  const { data, error, loading } = useQuery(CreatedAgentCampaignQuery, {
    variables: { slug, campaignId: campaignId ?? '' },
    skip: campaignId === null,
  });
  const created = data?.createdAgentCampaign.campaignId === campaignId ? data?.createdAgentCampaign : undefined;
  return (
    <Modal opened={campaignId !== null} onClose={dialog.close} title={t.confirmationTitle} centered>
      <Stack>
        {!created && loading && <Loader size="sm" role="status" aria-label={t.loadingConfirmation} />}
        {!created && error && (
          <Text role="alert" c="red">
            {errorMessage(error)}
          </Text>
        )}
        {created && <Text>{created.awaitingPayment ? t.confirmationText : t.confirmationPaid}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onStartAgain}>
            {t.startAgain}
          </Button>
          {created?.awaitingPayment && (
            <Button onClick={() => dialog.handOver(payDialog, created.campaignId)}>{t.continueToPayment}</Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
