import { useMutation, useQuery } from '@apollo/client/react';
import { Group, Stack, Text } from '@mantine/core';
import { DEFAULT_OFFICE_REPORT, OFFICE_WEEKDAYS, officeReportLastSent, officeReportSchema } from '@portal/schema';
import { useEffect, type RefObject } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import type { OfficeReport_ReportFragment } from '../../__generated__/graphql.ts';
import { officeTexts } from './texts.ts';
import { DateField } from '../../kit/form/date-field.tsx';
import { RadioGroupField, ResultMessage, SelectField } from '../../kit/form/fields.tsx';
import { useMutationForm } from '../../kit/form/use-mutation-form.ts';
import { QueryState } from '../../kit/query-state/query-state.tsx';
import { errorMessage } from '../../lib/graphql-errors.ts';
import { formatDateTime } from '../../lib/dates.ts';
import type { TabControl } from './office-details-tab.tsx';
import { NumberField, RecipientsField } from './office-fields.tsx';
import { OfficeReportTabQuery, UpdateOfficeReportMutation } from './queries.ts';

export const OfficeReportFragment = graphql(`
  fragment OfficeReport_report on OfficeReport {
    recurrence
    interval
    weekday
    monthday
    startDate
    recipients
    lastSent
  }
`);

const t = officeTexts;

const formSchema = officeReportSchema.omit({ id: true });
type FormValues = z.input<typeof formSchema>;
type FormData = z.output<typeof formSchema>;

export const weekdayOptions = OFFICE_WEEKDAYS.map((day) => ({ value: day, label: t.weekdays[day] }));
const unitOptions = [
  { value: 'DAILY', label: t.days },
  { value: 'WEEKLY', label: t.weeks },
  { value: 'MONTHLY', label: t.months },
];

type Report = OfficeReport_ReportFragment;

const defaultsOf = (report: Report): FormValues => ({
  recurrence: report.recurrence ?? DEFAULT_OFFICE_REPORT.recurrence,
  interval: report.interval ?? DEFAULT_OFFICE_REPORT.interval,
  weekday: report.weekday ?? DEFAULT_OFFICE_REPORT.weekday,
  monthday: report.monthday ?? DEFAULT_OFFICE_REPORT.monthday,
  startDate: report.startDate ?? '',
  recipients: [...report.recipients],
});

interface ReportFormProps {
  officeId: string;
  report: FragmentType<typeof OfficeReportFragment>;
  canEdit: boolean;
  control: RefObject<TabControl | null>;
  onDirtyChange: (dirty: boolean) => void;
}

function ReportForm({ officeId, report: reportRef, canEdit, control, onDirtyChange }: ReportFormProps) {
  const report = getFragmentData(OfficeReportFragment, reportRef);
  const [updateReport] = useMutation(UpdateOfficeReportMutation);
  const { form, save, resultMessage } = useMutationForm<FormValues, FormData, string>({
    onDirtyChange,
    schema: formSchema,
    defaultValues: defaultsOf(report),
    mutate: async (values) => {
      await updateReport({ variables: { input: { ...values, id: officeId } } });
      return officeId;
    },
  });
  const recurrence = useWatch({ control: form.control, name: 'recurrence' });
  useEffect(() => {
    control.current = { save: () => (canEdit ? save() : Promise.resolve(officeId)) };
  });
  return (
    <form
      noValidate
      aria-label={t.campaignReport}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="md">
        <ResultMessage message={resultMessage} />
        <Group align="flex-start" gap="sm" wrap="wrap">
          <NumberField
            control={form.control}
            name="interval"
            label={t.repeatEvery}
            min={1}
            required
            disabled={!canEdit}
          />
          <SelectField control={form.control} name="recurrence" label={t.unit} data={unitOptions} disabled={!canEdit} />
        </Group>
        {recurrence === 'WEEKLY' && (
          <RadioGroupField
            control={form.control}
            name="weekday"
            label={t.weekday}
            options={weekdayOptions}
            disabled={!canEdit}
          />
        )}
        {recurrence === 'MONTHLY' && (
          <NumberField
            control={form.control}
            name="monthday"
            label={t.dayOfMonth}
            min={1}
            max={31}
            required
            disabled={!canEdit}
          />
        )}
        <DateField control={form.control} name="startDate" label={t.starts} required disabled={!canEdit} />
        <RecipientsField control={form.control} name="recipients" label={t.recipients} disabled={!canEdit} />
        {report.lastSent && (
          <Text size="sm" fs="italic">
            {officeReportLastSent(formatDateTime(report.lastSent, 'DD/MM/YYYY'))}
          </Text>
        )}
      </Stack>
    </form>
  );
}

export interface OfficeReportTabProps {
  officeId: string;
  /** The tab has been shown: its query runs from then on (one query per visible tab). */
  active: boolean;
  canEdit: boolean;
  control: RefObject<TabControl | null>;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * The Campaign Report tab (the automated report): repeat every N day(s), week(s) or month(s), a
 * weekday for weekly, a day of the month (1 to 31) for monthly, the Starts date (YYYY-MM-DD), the
 * recipients with add and remove, and the italic Last report was sent on {date}.
 */
export function OfficeReportTab({ officeId, active, canEdit, control, onDirtyChange }: OfficeReportTabProps) {
  const { data, loading, error, refetch } = useQuery(OfficeReportTabQuery, {
    variables: { id: officeId },
    skip: !active,
  });
  const report = data?.office?.report;
  return (
    <QueryState
      loading={(loading || active) && !data && !error}
      error={error}
      errorText={error ? errorMessage(error) : undefined}
      onRetry={() => void refetch()}
    >
      {report && (
        <ReportForm
          officeId={officeId}
          report={report}
          canEdit={canEdit}
          control={control}
          onDirtyChange={onDirtyChange}
        />
      )}
    </QueryState>
  );
}
