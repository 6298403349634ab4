import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { ADMIN_SETTABLE_STATUSES, adminStatusSchema, type AdminSettableStatus } from '@portal/schema';
import { useId, useMemo, useState } from 'react';
import { SelectField } from '../../kit/form/select-field.tsx';
import { TextAreaField } from '../../kit/form/text-area-field.tsx';
import { useMutationForm } from '../../kit/form/use-mutation-form.ts';
import { ChangeAdminCampaignStatusMutation } from './campaign-queries.ts';
import { PanelOutcome, type Outcome } from './panel-outcome.tsx';
import { texts } from './texts.ts';

const t = texts.campaign;

const settable = (status: string | null): AdminSettableStatus | null =>
  (ADMIN_SETTABLE_STATUSES as readonly string[]).includes(status ?? '') ? (status as AdminSettableStatus) : null;

type StatusValues = { status: AdminSettableStatus | ''; note: string };

/**
 * The status editor: Booked, Cancelled, In Progress or Finished, other than the current one, and a
 * note; asks for confirmation, then shows the success, the 207 warning or the failure text.
 */
export function CampaignStatusForm({ campaign }: { campaign: { id: string; status: string | null } }) {
  const titleId = useId();
  const current = settable(campaign.status);
  const schema = useMemo(() => adminStatusSchema(current), [current]);
  const [change] = useMutation(ChangeAdminCampaignStatusMutation);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { form, save } = useMutationForm<StatusValues, { status: AdminSettableStatus; note: string }>({
    schema,
    defaultValues: { status: '', note: '' },
    mutate: (values) => change({ variables: { input: { campaignId: campaign.id, ...values } } }),
    onSuccess: (result) => {
      const answer = (result as Awaited<ReturnType<typeof change>>).data?.changeAdminCampaignStatus;
      setOutcome(
        answer?.partnerIssue
          ? { tone: 'warning', text: t.statusWarning }
          : { tone: 'success', text: answer?.message ?? t.statusUpdated },
      );
      form.reset({ status: '', note: '' });
    },
    onFailure: () => {
      setOutcome({ tone: 'failure', text: t.statusFailed });
      return false;
    },
    onOtherFailure: () => undefined,
  });
  const chosen = form.watch('status');
  const options = ADMIN_SETTABLE_STATUSES.map((value) => ({
    value,
    label: t.statusLabels[value],
    disabled: value === current,
  }));
  const ask = form.handleSubmit(() => setConfirming(true));
  const confirm = async () => {
    setConfirming(false);
    await save();
  };

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="lg">
      <Title order={2} size="h4" id={titleId} mb="md">
        {t.statusEditor}
      </Title>
      <form onSubmit={ask} noValidate aria-labelledby={titleId}>
        <Stack gap="xs">
          <PanelOutcome outcome={outcome} />
          <SelectField
            control={form.control}
            name="status"
            label={t.newStatus}
            placeholder={t.selectStatus}
            required
            data={options}
          />
          <TextAreaField control={form.control} name="note" label={t.note} required minRows={2} />
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t.updateStatus}
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t.confirmStatusTitle} centered>
        <Text>{chosen ? t.confirmStatus(t.statusLabels[chosen]) : null}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
            {t.cancel}
          </Button>
          <Button onClick={() => void confirm()}>{t.confirm}</Button>
        </Group>
      </Modal>
    </Paper>
  );
}
