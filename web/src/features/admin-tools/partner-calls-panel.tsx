import { useMutation } from '@apollo/client/react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { partnerCallFailed, partnerCallSchema, type PartnerCallKind } from '@portal/schema';
import { useId, useState } from 'react';
import { SelectField } from '../../kit/form/select-field.tsx';
import { TextAreaField } from '../../kit/form/text-area-field.tsx';
import { useMutationForm } from '../../kit/form/use-mutation-form.ts';
import { getFragmentData } from '../../__generated__';
import { AdminCampaignFieldsFragment, CallAdminCampaignPartnerMutation } from './campaign-queries.ts';
import { PanelOutcome, type Outcome } from './panel-outcome.tsx';
import { texts } from './texts.ts';

const t = texts.campaign;

interface PartnerCampaign {
  id: string;
  status: string | null;
  paymentMethod: string | null;
  hasProductResponse: boolean;
}

/**
 * The partner calls panel: a Product call first, then an Order call (which needs the product
 * response), each with a note; only for a campaign without a status paid on trading terms. The
 * outcome shows the spec's text with the kind of call (the success with its error-style icon).
 */
export function PartnerCallsPanel({ campaign }: { campaign: PartnerCampaign }) {
  const titleId = useId();
  const [call] = useMutation(CallAdminCampaignPartnerMutation);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const open = campaign.status === null && campaign.paymentMethod === 'trading-terms';
  const next: PartnerCallKind = campaign.hasProductResponse ? 'ORDER' : 'PRODUCT';
  const { form, submit } = useMutationForm<{ kind: PartnerCallKind; note: string }>({
    schema: partnerCallSchema,
    defaultValues: { kind: next, note: '' },
    mutate: (values) => call({ variables: { input: { campaignId: campaign.id, ...values } } }),
    onSuccess: (result, values) => {
      const answer = (result as Awaited<ReturnType<typeof call>>).data?.callAdminCampaignPartner;
      setOutcome({
        tone: answer?.succeeded ? 'success' : 'failure',
        text: answer?.message ?? partnerCallFailed(values.kind),
        errorIcon: true,
      });
      const reloaded = answer ? getFragmentData(AdminCampaignFieldsFragment, answer.campaign) : null;
      form.reset({ kind: reloaded?.hasProductResponse ? 'ORDER' : 'PRODUCT', note: '' });
    },
    onFailure: (_error, values) => {
      setOutcome({ tone: 'failure', text: partnerCallFailed(values.kind), errorIcon: true });
      return false;
    },
    onOtherFailure: () => undefined,
  });
  const options = [
    { value: 'PRODUCT', label: t.productCall },
    { value: 'ORDER', label: t.orderCall, disabled: !campaign.hasProductResponse },
  ];
  const closedReason =
    campaign.status !== null
      ? t.partnerAlreadyBooked
      : campaign.paymentMethod === 'trading-terms'
        ? null
        : t.partnerCardPaid;

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="lg">
      <Title order={2} size="h4" id={titleId} mb="md">
        {t.partnerCalls}
      </Title>
      <Stack gap="xs">
        <PanelOutcome outcome={outcome} />
        {open ? (
          <form onSubmit={submit} noValidate aria-labelledby={titleId}>
            <Stack gap="xs">
              <SelectField
                control={form.control}
                name="kind"
                label={t.partnerCall}
                required
                data={options}
                description={campaign.hasProductResponse ? undefined : t.productFirst}
              />
              <TextAreaField control={form.control} name="note" label={t.note} required minRows={2} />
              <Group justify="flex-end">
                <Button type="submit" loading={form.formState.isSubmitting}>
                  {t.callPartner}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Text c="dimmed" size="sm">
            {closedReason}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
