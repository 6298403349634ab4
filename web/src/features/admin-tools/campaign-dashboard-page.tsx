import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Grid, Group, Stack, Text, TextInput } from '@mantine/core';
import { campaignIdRule } from '@portal/schema';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { getFragmentData } from '../../__generated__';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { ErrorState, LoadingState } from '../../kit/query-state/query-state.tsx';
import { hasErrorCode } from '../../lib/graphql-errors.ts';
import { AdPreview } from './ad-preview.tsx';
import { CampaignDatesForm } from './campaign-dates-form.tsx';
import { CampaignOverview } from './campaign-overview.tsx';
import { AdminCampaignFieldsFragment, AdminCampaignQuery } from './campaign-queries.ts';
import { CampaignStatusForm } from './campaign-status-form.tsx';
import { readSearchedCampaign, withSearchedCampaign } from './campaign-urls.ts';
import { PartnerCallsPanel } from './partner-calls-panel.tsx';
import { texts } from './texts.ts';

const t = texts.campaign;
const validId = (id: string | null): id is string => id !== null && campaignIdRule.safeParse(id).success;

/**
 * Admin tools, campaign dashboard: a campaign looked up by its ID (kept in the URL, `?campaign=`),
 * its Overview, the dates form, the status editor, the partner calls panel and the Facebook Ad
 * Preview. Starting a search clears the shown campaign; every update answers the campaign reloaded.
 */
export function CampaignDashboardPage() {
  const [params, setParams] = useSearchParams();
  const searched = readSearchedCampaign(params);
  const searchable = validId(searched);
  const query = useQuery(AdminCampaignQuery, {
    variables: { id: searched ?? '' },
    skip: !searchable,
    notifyOnNetworkStatusChange: true,
  });
  const searching = query.loading || query.networkStatus === NetworkStatus.refetch;
  const campaignRef = searching ? undefined : query.data?.adminCampaign;
  const campaign = campaignRef ? getFragmentData(AdminCampaignFieldsFragment, campaignRef) : null;

  const onSearch = (id: string) => {
    if (id === searched) void query.refetch().catch(() => undefined);
    else setParams(withSearchedCampaign(params, id));
  };

  let body;
  if (!searched) body = <Text c="dimmed">{t.searchPrompt}</Text>;
  else if (!searchable) body = null;
  else if (searching) body = <LoadingState />;
  else if (query.error)
    body = hasErrorCode(query.error, 'NOT_FOUND') ? (
      <NotFound />
    ) : (
      <ErrorState error={query.error} text={t.searchFailed} onRetry={() => void query.refetch()} />
    );
  else if (!campaign) body = <NotFound />;
  else
    body = (
      <Stack gap="lg" key={campaign.id}>
        <CampaignOverview campaign={campaign} />
        <Grid gap="lg" align="stretch">
          <Grid.Col span={{ base: 12, lg: 4 }} miw={0}>
            <CampaignDatesForm campaign={campaign} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }} miw={0}>
            <CampaignStatusForm campaign={campaign} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }} miw={0}>
            <PartnerCallsPanel campaign={campaign} />
          </Grid.Col>
        </Grid>
        <AdPreview campaign={campaign} />
      </Stack>
    );

  return (
    <Stack gap="lg">
      <PageTitle>{texts.titles.campaignDashboard}</PageTitle>
      <CampaignSearch key={`search-${searched ?? ''}`} initial={searched ?? ''} onSearch={onSearch} busy={searching} />
      {body}
    </Stack>
  );
}

function NotFound() {
  return (
    <Alert role="alert" color="red" variant="light">
      {t.notFound}
    </Alert>
  );
}

/** The search box (Search Campaign ID) and Search; an id that is not a number is refused under the box. */
function CampaignSearch({
  initial,
  onSearch,
  busy,
}: {
  initial: string;
  onSearch: (id: string) => void;
  busy: boolean;
}) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(initial && !validId(initial.trim()) ? t.campaignIdInvalid : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = campaignIdRule.safeParse(value);
    if (!parsed.success) {
      setError(t.campaignIdInvalid);
      return;
    }
    setError(null);
    onSearch(parsed.data);
  };
  return (
    <form onSubmit={submit} noValidate role="search" aria-label={t.campaignId}>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TextInput
          aria-label={t.campaignId}
          placeholder={t.searchPlaceholder}
          inputMode="numeric"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={error}
          leftSection={<IconSearch size={16} aria-hidden />}
          style={{ flex: '1 1 auto', maxWidth: 360 }}
        />
        <Button type="submit" loading={busy}>
          {t.search}
        </Button>
      </Group>
    </form>
  );
}
