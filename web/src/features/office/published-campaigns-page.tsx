import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import {
  Avatar,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { ORDERING_SEARCH_DEBOUNCE_MS } from '@portal/schema';
import { Link } from 'react-router';
import type { PublishedCampaignsPageQuery } from '../../__generated__/graphql.ts';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { SearchInput } from '../../kit/filters/search-input.tsx';
import { useListQuery } from '../../kit/list-screen/use-list-query.ts';
import { QueryState } from '../../kit/query-state/query-state.tsx';
import { publishedCampaignsList } from './list.ts';
import { texts } from './texts.ts';
import { officePaths } from './urls.ts';

type Pod = PublishedCampaignsPageQuery['publishedCampaigns']['items'][number];

const t = texts.published;
/** The logos' height and widest width: a 204x64 logo shows at 121x38, a square one at 38x38. */
const LOGO_HEIGHT = 38;
const LOGO_MAX_WIDTH = 140;

/**
 * Archived and draft pods look different and say so in a badge, not by colour alone: archived dashed
 * on grey (done with), drafts dotted amber (an order not finished yet), published plain.
 */
const podStyle = (status: string) => {
  if (status === 'ARCHIVED')
    return {
      borderStyle: 'dashed',
      borderColor: 'var(--mantine-color-gray-5)',
      background: 'var(--mantine-color-gray-1)',
    };
  if (status === 'DRAFT')
    return {
      borderStyle: 'dotted',
      borderWidth: 2,
      borderColor: 'var(--mantine-color-yellow-7)',
      background: 'var(--mantine-color-yellow-0)',
    };
  return {};
};

/** The office's logo at its own aspect ratio (a wide logo stays wide, never cropped square); its initial without one. */
function OfficeLogo({ pod }: { pod: Pod }) {
  if (!pod.officeLogoUrl)
    return (
      <Avatar radius="sm" size={LOGO_HEIGHT} aria-hidden>
        {pod.officeDisplayName.slice(0, 1)}
      </Avatar>
    );
  return (
    <Image
      src={pod.officeLogoUrl}
      alt=""
      h={LOGO_HEIGHT}
      w="auto"
      maw={LOGO_MAX_WIDTH}
      fit="contain"
      data-logo
      style={{ flex: 'none' }}
    />
  );
}

function CampaignPod({ pod }: { pod: Pod }) {
  const title = pod.propertyTitle ?? pod.name;
  const marked = pod.publishStatus !== 'PUBLISHED';
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="md"
      data-status={pod.publishStatus.toLowerCase()}
      style={{ listStyle: 'none', ...podStyle(pod.publishStatus) }}
    >
      <UnstyledButton
        component={Link}
        to={officePaths.campaigns(pod.officeSlug)}
        aria-label={`${title}, ${t.openOffice(pod.officeDisplayName)}`}
        style={{ display: 'block', height: '100%' }}
      >
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap">
            <OfficeLogo pod={pod} />
            <Text size="sm" c="dimmed" lineClamp={1}>
              {pod.officeDisplayName}
            </Text>
          </Group>
          <Text fw={600} lineClamp={2}>
            {title}
          </Text>
          {marked && (
            <Badge variant="outline" color={pod.publishStatus === 'ARCHIVED' ? 'gray' : 'yellow'} w="fit-content">
              {t.status[pod.publishStatus] ?? pod.publishStatus}
            </Badge>
          )}
        </Stack>
      </UnstyledButton>
    </Card>
  );
}

/**
 * /campaigns (route campaignsList, spec 2.4): pods of campaigns — property title, office display
 * name and logo — searched by property title (1000 ms), in a grid of one to four columns; a pod
 * opens its office's campaigns. Published, archived and draft pods all show; archived and draft
 * pods are drawn differently (dashed and grey; dotted and amber) and badged, not told by colour alone.
 */
export function PublishedCampaignsPage() {
  const list = useListQuery(publishedCampaignsList);
  const { state, update, loadMore } = list;
  const pods = list.connection?.items;
  return (
    <Stack gap="md">
      <PageTitle>{t.title}</PageTitle>
      <SearchInput
        value={state.search}
        onSearch={(search) => update({ search })}
        debounceMs={ORDERING_SEARCH_DEBOUNCE_MS}
        label={t.search}
      />
      <QueryState
        loading={list.busy}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={pods?.length === 0}
        emptyText={{ title: t.noCampaigns }}
      >
        <SimpleGrid
          component="ul"
          aria-label={t.listLabel}
          cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
          spacing="md"
          p={0}
          m={0}
        >
          {pods?.map((pod) => (
            <CampaignPod key={pod.id} pod={pod} />
          ))}
        </SimpleGrid>
        {loadMore.hasMore && (
          <Center>
            <Button variant="default" onClick={loadMore.onLoadMore} loading={loadMore.loading}>
              {t.loadMore}
            </Button>
          </Center>
        )}
      </QueryState>
    </Stack>
  );
}
