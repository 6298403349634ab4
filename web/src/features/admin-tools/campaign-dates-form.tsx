import { useMutation } from '@apollo/client/react';
import { Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { adminDateBounds, adminDatesSchema } from '@portal/schema';
import dayjs from 'dayjs';
import { useId, useMemo, useState } from 'react';
import { TextAreaField } from '../../kit/form/text-area-field.tsx';
import { useMutationForm } from '../../kit/form/use-mutation-form.ts';
import { AdjustAdminCampaignDatesMutation } from './campaign-queries.ts';
import { DayInputField } from './date-input-field.tsx';
import { PanelOutcome, type Outcome } from './panel-outcome.tsx';
import { texts } from './texts.ts';

const t = texts.campaign;

type DatesValues = { startDate: string; endDate: string; note: string };

/**
 * The dates form: start two days before today at the earliest and a day before the end at the
 * latest; end a day to 60 days after the start; a note. The BFF and the legacy API check the same.
 */
export function CampaignDatesForm({ campaign }: { campaign: { id: string; startDate: string; endDate: string } }) {
  const titleId = useId();
  const today = useMemo(() => dayjs().format('YYYY-MM-DD'), []);
  const schema = useMemo(() => adminDatesSchema(today), [today]);
  const [adjust] = useMutation(AdjustAdminCampaignDatesMutation);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { form, submit } = useMutationForm({
    schema,
    defaultValues: { startDate: campaign.startDate, endDate: campaign.endDate, note: '' } satisfies DatesValues,
    mutate: (values) => adjust({ variables: { input: { campaignId: campaign.id, ...values } } }),
    onSuccess: (result) => {
      setOutcome({ tone: 'success', text: result.data?.adjustAdminCampaignDates.message ?? '' });
      form.setValue('note', '');
    },
    onFailure: () => {
      setOutcome({ tone: 'failure', text: t.datesFailed });
      return false;
    },
    onOtherFailure: () => undefined,
  });
  const startDate = form.watch('startDate');
  const endDate = form.watch('endDate');
  const bounds = adminDateBounds(today, startDate || null, endDate || null);
  const endMax = bounds.endMax;

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="lg">
      <Title order={2} size="h4" id={titleId} mb="md">
        {t.dates}
      </Title>
      <form onSubmit={submit} noValidate aria-labelledby={titleId}>
        <Stack gap="xs">
          <PanelOutcome outcome={outcome} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <DayInputField
              control={form.control}
              name="startDate"
              label={t.startDate}
              required
              min={bounds.startMin}
              max={bounds.startMax}
            />
            <DayInputField
              control={form.control}
              name="endDate"
              label={t.endDate}
              required
              min={bounds.endMin}
              max={endMax}
            />
          </SimpleGrid>
          <TextAreaField control={form.control} name="note" label={t.note} required minRows={2} />
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t.updateDates}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
