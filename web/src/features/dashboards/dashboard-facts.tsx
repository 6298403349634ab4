import '@mantine/core/styles/AspectRatio.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import { Anchor, AspectRatio, Badge, Box, Image, Paper, SimpleGrid, Text } from '@mantine/core';
import { formatCents } from '@portal/schema';
import type { ReactNode } from 'react';
import type { CampaignDashboardQuery } from '../../__generated__/graphql.ts';
import { formatLongDay, formatPercent } from '../../lib/stat-format.ts';
import { texts as t } from './texts.ts';
import { partnerLogsPath } from './urls.ts';

type Dashboard = CampaignDashboardQuery['campaignDashboard'];

/** The side of an agent's square headshot on the dashboard. */
export const HEADSHOT_SIZE = 160;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/**
 * The campaign's picture as what it is: a listing photo at 3:2 (cropped to fill), an agent's
 * headshot as a square avatar (never stretched into a banner), an office's key image (suggested
 * 1080x1080) square and whole.
 */
function CampaignImage({ d, url }: { d: Dashboard; url: string }) {
  const alt = t.imageOf(d.name);
  if (d.dashboard === 'AGENT')
    return (
      <Image
        src={url}
        alt={alt}
        w={HEADSHOT_SIZE}
        h={HEADSHOT_SIZE}
        radius="md"
        fit="cover"
        data-shape="headshot"
        style={{ flex: 'none' }}
      />
    );
  const ratio = d.dashboard === 'PROPERTY' ? 3 / 2 : 1;
  return (
    <AspectRatio ratio={ratio} maw={d.dashboard === 'PROPERTY' ? 480 : 320} w="100%" data-shape={`ratio-${ratio}`}>
      <Image src={url} alt={alt} radius="sm" fit={d.dashboard === 'PROPERTY' ? 'cover' : 'contain'} />
    </AspectRatio>
  );
}

/**
 * The facts of spec 2.8: image, address, the listing's price, config, sale status, start date with
 * duration, the campaign's price (viewPrices only: null otherwise), budget spent, agent, audience;
 * for admins also the product ID, the product URL and the partner logs link (null / false otherwise).
 */
export function DashboardFacts({ d }: { d: Dashboard }) {
  const p = d.property;
  const agentLabel = d.dashboard === 'PROPERTY' ? t.listingAgent : t.agent;
  return (
    <Paper withBorder p="md" radius="md">
      <SimpleGrid cols={{ base: 1, sm: d.imageUrl ? 2 : 1 }} spacing="md">
        {d.imageUrl && (
          <Box>
            <CampaignImage d={d} url={d.imageUrl} />
          </Box>
        )}
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" m={0} aria-label={t.facts}>
          {p && <Fact label={t.address}>{p.address}</Fact>}
          {p?.displayPrice && <Fact label={t.listingPrice}>{p.displayPrice}</Fact>}
          {p && <Fact label={t.config}>{t.configValue(p.beds ?? null, p.baths ?? null, p.carbays ?? null)}</Fact>}
          {p && <Fact label={t.saleStatus}>{p.saleStatus}</Fact>}
          <Fact label={t.startDate}>{t.startWithDuration(formatLongDay(d.startDate), d.duration)}</Fact>
          {d.price !== null && d.price !== undefined && (
            <Fact label={t.price}>{`${formatCents(d.price)} ${d.priceIncludesGst ? t.inclGst : t.exclGst}`}</Fact>
          )}
          <Fact label={t.package}>{d.packageTitle}</Fact>
          {d.status && (
            <Fact label={t.status}>
              <Badge variant="dot">{d.status}</Badge>
            </Fact>
          )}
          <Fact label={t.budgetSpent}>{formatPercent(d.budgetSpent, 1)}</Fact>
          {d.dashboard === 'OFFICE' ? (
            <Fact label={t.office}>{d.officeName}</Fact>
          ) : (
            d.agentName && <Fact label={agentLabel}>{d.agentName}</Fact>
          )}
          {d.audienceName && <Fact label={t.audience}>{d.audienceName}</Fact>}
          {d.productId && <Fact label={t.productId}>{d.productId}</Fact>}
          {d.productUrl && (
            <Fact label={t.productUrl}>
              <Anchor href={d.productUrl} target="_blank" rel="noopener noreferrer">
                {d.productUrl}
              </Anchor>
            </Fact>
          )}
          {d.partnerLogs && (
            <Fact label={t.partnerLogs}>
              <Anchor href={partnerLogsPath(d.id)} target="_blank" rel="noopener">
                {t.partnerLogsLink}
              </Anchor>
            </Fact>
          )}
        </SimpleGrid>
      </SimpleGrid>
    </Paper>
  );
}
