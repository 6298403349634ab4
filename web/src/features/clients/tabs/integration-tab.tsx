import { useMutation, useQuery } from '@apollo/client/react';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { clientIntegrationSchema, CREATIVE_KINDS, CREATIVE_SIZES, type ClientIntegrationData } from '@portal/schema';
import type { z } from 'zod';
import { getFragmentData } from '../../../__generated__';
import type { ClientIntegrationFieldsFragment } from '../../../__generated__/graphql.ts';
import { ResultMessage, TextField } from '../../../kit/form/fields.tsx';
import { useMutationForm } from '../../../kit/form/use-mutation-form.ts';
import { ClientIntegrationFields, ClientIntegrationTabQuery, UpdateClientIntegrationMutation } from '../queries.ts';
import type { ClientTabProps } from '../tab-frame.ts';
import { ClientTabFooter, TabQueryState, tabQueryOptions, useReport, useVisited } from './tab-helpers.tsx';
import { clientTexts } from '../texts.ts';

const t = clientTexts;
type Kind = (typeof CREATIVE_KINDS)[number];
type Size = (typeof CREATIVE_SIZES)[number];
type IntegrationFormValues = Record<Kind, Record<Size, string>>;

/** `size160x600` → `160x600`. */
const sizeLabel = (size: Size): string => size.slice('size'.length);

const valuesOf = (integration: ClientIntegrationFieldsFragment): IntegrationFormValues =>
  Object.fromEntries(
    CREATIVE_KINDS.map((kind) => [
      kind,
      Object.fromEntries(CREATIVE_SIZES.map((size) => [size, integration[kind][size] ?? ''])),
    ]),
  ) as IntegrationFormValues;

function IntegrationForm({
  props,
  integration,
}: {
  props: ClientTabProps;
  integration: ClientIntegrationFieldsFragment;
}) {
  const { clientId, access, active, report } = props;
  const canEdit = access.editIntegration;
  const [update] = useMutation(UpdateClientIntegrationMutation);
  const { form, save, resultMessage } = useMutationForm<IntegrationFormValues, IntegrationFormValues, string>({
    schema: clientIntegrationSchema as unknown as z.ZodType<IntegrationFormValues, IntegrationFormValues>,
    defaultValues: valuesOf(integration),
    serverFields: Object.fromEntries(
      CREATIVE_KINDS.flatMap((k) => CREATIVE_SIZES.map((s) => [`integration.${k}.${s}`, `${k}.${s}`])),
    ) as Record<string, never>,
    mutate: async (values) => {
      const data = values as unknown as ClientIntegrationData;
      await update({ variables: { input: { id: clientId!, integration: data } } });
      return clientId!;
    },
  });
  useReport(active, report, form.formState.isValid, form.formState.isDirty);
  return (
    <Stack gap="md">
      <ResultMessage message={resultMessage} />
      {CREATIVE_KINDS.map((kind) => (
        <Stack key={kind} gap="xs">
          <Title order={3} size="h5">
            {t.creativeKinds[kind]}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {CREATIVE_SIZES.map((size) => (
              <TextField
                key={size}
                control={form.control}
                name={`${kind}.${size}`}
                label={t.creative(t.creativeKinds[kind], sizeLabel(size))}
                type="url"
                disabled={!canEdit}
                autoComplete="off"
              />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
      <ClientTabFooter props={props} canEdit={canEdit} onSave={() => save()} />
    </Stack>
  );
}

/** The Integration tab: twelve creative URLs (property, office, agent by four sizes). */
export function IntegrationTab(props: ClientTabProps) {
  const { clientId, active } = props;
  const visited = useVisited(active);
  const { data, loading, error, refetch } = useQuery(ClientIntegrationTabQuery, tabQueryOptions(clientId, visited));
  const integration = data?.client?.integration
    ? getFragmentData(ClientIntegrationFields, data.client.integration)
    : null;
  return (
    <TabQueryState loading={loading} data={data} error={error} onRetry={() => void refetch()}>
      {integration && <IntegrationForm key={clientId} props={props} integration={integration} />}
    </TabQueryState>
  );
}
