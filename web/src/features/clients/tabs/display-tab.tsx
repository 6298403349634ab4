import { useMutation, useQuery } from '@apollo/client/react';
import { Stack, Text } from '@mantine/core';
import {
  clientDisplaySchema,
  OPEN_DISPLAY_FLAGS,
  RESTRICTED_DISPLAY_FLAGS,
  type ClientDisplayData,
} from '@portal/schema';
import type { z } from 'zod';
import { getFragmentData } from '../../../__generated__';
import type { ClientDisplayFieldsFragment } from '../../../__generated__/graphql.ts';
import { CheckboxField, ResultMessage } from '../../../kit/form/fields.tsx';
import { useMutationForm } from '../../../kit/form/use-mutation-form.ts';
import { ClientDisplayFields, ClientDisplayTabQuery, UpdateClientDisplayMutation } from '../queries.ts';
import type { ClientTabProps } from '../tab-frame.ts';
import { ClientTabFooter, TabQueryState, tabQueryOptions, useReport, useVisited } from './tab-helpers.tsx';
import { clientTexts } from '../texts.ts';

const t = clientTexts;
type Flag = (typeof OPEN_DISPLAY_FLAGS)[number] | (typeof RESTRICTED_DISPLAY_FLAGS)[number];
type DisplayFormValues = Record<Flag, boolean>;

function DisplayForm({ props, display }: { props: ClientTabProps; display: ClientDisplayFieldsFragment }) {
  const { clientId, access, active, report } = props;
  // The two restricted flags show (and are sent) only where the display config is editable.
  const flags: readonly Flag[] = display.configEditable
    ? [...OPEN_DISPLAY_FLAGS, ...RESTRICTED_DISPLAY_FLAGS]
    : OPEN_DISPLAY_FLAGS;
  const [update] = useMutation(UpdateClientDisplayMutation);
  const { form, save, resultMessage } = useMutationForm<DisplayFormValues, DisplayFormValues, string>({
    schema: clientDisplaySchema as unknown as z.ZodType<DisplayFormValues, DisplayFormValues>,
    defaultValues: Object.fromEntries(flags.map((f) => [f, Boolean(display[f])])) as DisplayFormValues,
    mutate: async (values) => {
      const data = values as ClientDisplayData;
      const input = Object.fromEntries(flags.map((f) => [f, Boolean(data[f])]));
      await update({ variables: { input: { id: clientId!, display: input } } });
      return clientId!;
    },
  });
  useReport(active, report, true, form.formState.isDirty);
  return (
    <Stack gap="md">
      <ResultMessage message={resultMessage} />
      {flags.map((flag) => (
        <CheckboxField
          key={flag}
          control={form.control}
          name={flag}
          label={t[flag]}
          disabled={!access.editMainFields}
        />
      ))}
      <ClientTabFooter props={props} canEdit={access.editMainFields} onSave={() => save()} />
    </Stack>
  );
}

/** The Display tab: the display flags (the restricted two only where editable); disabled until the client exists. */
export function DisplayTab(props: ClientTabProps) {
  const { clientId, active } = props;
  const visited = useVisited(active);
  const { data, loading, error, refetch } = useQuery(ClientDisplayTabQuery, tabQueryOptions(clientId, visited));
  if (clientId === null) return <Text size="sm">{t.displayDisabled}</Text>;
  const display = data?.client?.display ? getFragmentData(ClientDisplayFields, data.client.display) : null;
  return (
    <TabQueryState loading={loading} data={data} error={error} onRetry={() => void refetch()}>
      {display && <DisplayForm key={clientId} props={props} display={display} />}
    </TabQueryState>
  );
}
