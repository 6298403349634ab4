import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DataTable, type Column } from '../../../kit/data-table/data-table.tsx';
import { ResultMessage } from '../../../kit/form/fields.tsx';
import { errorMessage } from '../../../lib/graphql-errors.ts';
import { ClientFeaturesTabQuery, SetClientFeatureMutation } from '../queries.ts';
import type { ClientTabProps } from '../tab-frame.ts';
import { ClientTabFooter, TabQueryState, tabQueryOptions, useReport, useVisited } from './tab-helpers.tsx';
import { clientTexts } from '../texts.ts';

const t = clientTexts;

interface Feature {
  id: string;
  key: string;
  name: string;
  description: string;
  enabled: boolean;
}

function FeatureAction({
  clientId,
  feature,
  disabled,
  onProblem,
}: {
  clientId: string;
  feature: Feature;
  disabled: boolean;
  onProblem: (m: string | null) => void;
}) {
  const [setFeature, { loading }] = useMutation(SetClientFeatureMutation);
  const action = feature.enabled ? t.deactivate : t.activate;
  const run = async () => {
    onProblem(null);
    try {
      await setFeature({ variables: { input: { clientId, featureKey: feature.key, enabled: !feature.enabled } } });
    } catch (error) {
      onProblem(errorMessage(error));
    }
  };
  return (
    <Button
      size="compact-sm"
      variant={feature.enabled ? 'default' : 'filled'}
      loading={loading}
      disabled={disabled}
      onClick={() => void run()}
      aria-label={t.featureAction(action, feature.name)}
    >
      {action}
    </Button>
  );
}

/** The Features tab: Feature, Description, Enabled and Activate/Deactivate per feature (each switch saves at once). */
export function FeaturesTab(props: ClientTabProps) {
  const { clientId, active, access, report } = props;
  const visited = useVisited(active);
  const { data, loading, error, refetch } = useQuery(ClientFeaturesTabQuery, tabQueryOptions(clientId, visited));
  const [problem, setProblem] = useState<string | null>(null);
  useReport(active, report, true, false);
  const features = data?.client?.features;
  // On a phone each feature is a card: its name and state, Activate / Deactivate in view.
  const columns: Column<Feature>[] = [
    { key: 'feature', header: t.feature, cell: (feature) => feature.name, role: 'title' },
    { key: 'description', header: t.description, cell: (feature) => feature.description },
    {
      key: 'enabled',
      header: t.enabled,
      cell: (feature) => (feature.enabled ? t.featureOn : t.featureOff),
      role: 'status',
    },
    {
      key: 'action',
      header: t.activate,
      role: 'action',
      cell: (feature) => (
        <FeatureAction
          clientId={clientId!}
          feature={feature}
          disabled={!access.switchFeatures}
          onProblem={setProblem}
        />
      ),
    },
  ];
  return (
    <TabQueryState loading={loading} data={data} error={error} onRetry={() => void refetch()}>
      <Stack gap="md">
        <ResultMessage message={problem} />
        {data && (!features || features.length === 0) ? (
          <Text size="sm" c="dimmed">
            {t.noFeatures}
          </Text>
        ) : (
          <DataTable
            label={t.featuresLabel}
            columns={columns}
            rows={features ?? undefined}
            rowKey={(feature) => feature.id}
            loading={loading}
            empty={{ title: t.noFeatures }}
            minWidth={560}
          />
        )}
        {/* Each switch saves at once: nothing is left to save here, so the footer offers Close (Continue before the last tab). */}
        <ClientTabFooter props={props} canEdit={false} onSave={() => Promise.resolve(clientId)} />
      </Stack>
    </TabQueryState>
  );
}
