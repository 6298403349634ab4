import { Anchor, Avatar, Button, Image } from '@mantine/core';
import { Link } from 'react-router';
import { messages, noOfficeFoundFor } from '@portal/schema';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import type { OfficesTable_OfficeFragment, PaymentMethod } from '../../__generated__/graphql.ts';
import { officeTexts } from './texts.ts';
import { DataTable, type Column, type LoadMore } from '../../kit/data-table/data-table.tsx';

export const OfficesTableFragment = graphql(`
  fragment OfficesTable_office on Office {
    id
    displayName
    logoUrl
    status
    slug
    capabilities {
      canOpenCampaigns
    }
    paymentMethods {
      property
    }
    campaignCounts @include(if: $withCounts) {
      active
      total
    }
  }
`);

type OfficeRow = OfficesTable_OfficeFragment;

const t = officeTexts;

export const paymentMethodText = (method: PaymentMethod | null | undefined): string =>
  method === 'CREDIT_CARD' ? t.creditCard : method === 'TRADING_TERMS' ? t.tradingTerms : '';

/** The office's campaigns (route AgencyOrders, activeRoute campaigns). */
export const officeCampaignsPath = (slug: string): string => `/office/${encodeURIComponent(slug)}/campaigns`;

/** A count, or `-` while it is not known. */
const count = (value: number | null | undefined): string =>
  value === null || value === undefined ? '-' : String(value);

export interface OfficesTableProps {
  offices: readonly FragmentType<typeof OfficesTableFragment>[] | undefined;
  /** The chosen client's name for the empty text (All Clients when every client is listed). */
  clientName: string;
  /** One client chosen: the campaign count columns show. */
  withCounts: boolean;
  /** Archived offices cannot be opened. */
  archived: boolean;
  loading: boolean;
  error?: unknown;
  onRetry: () => void;
  loadMore: LoadMore;
  onOpen: (id: string) => void;
}

/** logo, Edit, Office name, Payment Method, and with one client chosen Active Campaigns and Total Campaigns. */
export function OfficesTable({
  offices,
  clientName,
  withCounts,
  archived,
  loading,
  error,
  onRetry,
  loadMore,
  onOpen,
}: OfficesTableProps) {
  const rows = offices ? getFragmentData(OfficesTableFragment, offices) : undefined;
  const openable = (o: OfficeRow) => !archived && o.status !== 'ARCHIVED';
  const columns: Column<OfficeRow>[] = [
    {
      key: 'logo',
      header: t.logo,
      // A logo is shown whole (most are wide); without one, the avatar's placeholder image.
      cell: (o) =>
        o.logoUrl ? (
          <Image src={o.logoUrl} alt={t.logoOf(o.displayName)} h={32} w={80} fit="contain" />
        ) : (
          <Avatar src={null} alt={t.logoOf(o.displayName)} radius="sm" size="md" />
        ),
      width: 96,
      role: 'secondary',
    },
    {
      key: 'edit',
      header: t.edit,
      cell: (o) =>
        openable(o) ? (
          <Button
            size="compact-sm"
            variant="light"
            aria-label={t.openOffice(o.displayName)}
            onClick={(event) => {
              event.stopPropagation();
              onOpen(o.id);
            }}
          >
            {t.edit}
          </Button>
        ) : null,
      width: 90,
      opensRow: 'own',
      role: 'action',
    },
    {
      key: 'name',
      header: t.officeName,
      role: 'title',
      // The office's name opens its campaigns (route AgencyOrders), never for an archived office.
      cell: (o) =>
        openable(o) && o.capabilities.canOpenCampaigns && o.slug ? (
          <Anchor component={Link} to={officeCampaignsPath(o.slug)} aria-label={t.campaignsOf(o.displayName)}>
            {o.displayName}
          </Anchor>
        ) : (
          o.displayName
        ),
    },
    {
      key: 'payment',
      header: t.paymentMethod,
      cell: (o) => paymentMethodText(o.paymentMethods?.property),
      wrap: 'nowrap',
    },
    ...(withCounts
      ? [
          {
            key: 'active',
            header: t.activeCampaigns,
            cell: (o: OfficeRow) => count(o.campaignCounts?.active),
            align: 'right' as const,
          },
          {
            key: 'total',
            header: t.totalCampaigns,
            cell: (o: OfficeRow) => count(o.campaignCounts?.total),
            align: 'right' as const,
          },
        ]
      : []),
  ];
  return (
    <DataTable
      label={t.tableLabel}
      columns={columns}
      rows={rows}
      rowKey={(o) => o.id}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={{ title: messages.noOfficesFound, text: noOfficeFoundFor(clientName) }}
      onRowClick={archived ? undefined : (o) => openable(o) && onOpen(o.id)}
      rowLabel={archived ? undefined : (o) => t.openOffice(o.displayName)}
      loadMore={loadMore}
      minWidth={withCounts ? 760 : 560}
    />
  );
}
