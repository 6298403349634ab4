import { useApolloClient, useMutation } from '@apollo/client/react';
import { Alert, Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { FetchAdminCampaignPreviewMutation } from './campaign-queries.ts';
import { texts } from './texts.ts';

const t = texts.campaign;

type PreviewState = 'idle' | 'fetching' | 'shown' | 'none' | 'error';

/**
 * The Facebook Ad Preview: fetched by itself when the campaign has none, else a Fetch link. The
 * partner's markup is never part of the page: it is the document of a sandboxed frame (no scripts,
 * no same origin), so whatever it holds stays inert.
 */
export function AdPreview({ campaign }: { campaign: { id: string; facebookPreview: string | null } }) {
  const titleId = useId();
  const apollo = useApolloClient();
  const [fetchPreview] = useMutation(FetchAdminCampaignPreviewMutation);
  const [state, setState] = useState<PreviewState>(campaign.facebookPreview ? 'shown' : 'idle');
  const [markup, setMarkup] = useState<string | null>(campaign.facebookPreview);
  const started = useRef<string | null>(null);

  const run = async () => {
    setState('fetching');
    try {
      const result = await fetchPreview({ variables: { input: { campaignId: campaign.id } } });
      const preview = result.data?.fetchAdminCampaignPreview.preview ?? null;
      setMarkup(preview);
      setState(preview ? 'shown' : 'none');
      // The campaign as reloaded: its preview is the one just fetched.
      apollo.cache.modify({
        id: apollo.cache.identify({ __typename: 'AdminCampaign', id: campaign.id }),
        fields: { facebookPreview: () => preview },
      });
    } catch {
      setState('error');
    }
  };

  // The fetch of this render (its campaign id), for the effect below, which runs on a change of campaign, not of `run`.
  const latestRun = useRef(run);
  useEffect(() => {
    latestRun.current = run;
  });

  useEffect(() => {
    if (campaign.facebookPreview || started.current === campaign.id) return;
    started.current = campaign.id;
    void latestRun.current();
    // Once per campaign shown (a ref, so a second effect run in development does not fetch twice).
  }, [campaign.id, campaign.facebookPreview]);

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="lg">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id={titleId}>
          {t.previewTitle}
        </Title>
        {state !== 'fetching' && (
          <Anchor component="button" type="button" onClick={() => void run()}>
            {t.previewFetch}
          </Anchor>
        )}
      </Group>
      <Stack gap="xs">
        {state === 'fetching' && (
          <Group gap="xs" role="status">
            <Loader size="sm" aria-hidden />
            <Text>{t.previewFetching}</Text>
          </Group>
        )}
        {state === 'none' && <Text role="status">{t.previewNone}</Text>}
        {state === 'error' && (
          <Alert role="alert" color="red" variant="light">
            {t.previewFailed}
          </Alert>
        )}
        {state === 'shown' && markup && (
          <iframe
            title={t.previewFrame}
            sandbox=""
            srcDoc={markup}
            referrerPolicy="no-referrer"
            style={{ width: '100%', maxWidth: 560, height: 820, border: 0 }}
          />
        )}
      </Stack>
    </Paper>
  );
}
