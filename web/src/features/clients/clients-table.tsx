import { Anchor, Button, Image, Text } from '@mantine/core';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import type { ClientsTable_ClientFragment } from '../../__generated__/graphql.ts';
import { DataTable, type Column, type LoadMore } from '../../kit/data-table/data-table.tsx';
import { clientTexts } from './texts.ts';

export const ClientsTableFragment = graphql(`
  fragment ClientsTable_client on Client {
    id
    title
    product
    logoUrl
    status
    paymentMethods {
      property
      agent
      office
    }
  }
`);

type ClientRow = ClientsTable_ClientFragment;
type Method = ClientRow['paymentMethods']['property'];

const t = clientTexts;

/** A payment cell: Credit Card or Trading Terms (blank when none is set). */
export const methodText = (method: Method): string =>
  method === 'CREDIT_CARD' ? t.creditCard : method === 'TRADING_TERMS' ? t.tradingTerms : '';

export interface ClientsTableProps {
  clients: readonly FragmentType<typeof ClientsTableFragment>[] | undefined;
  loading: boolean;
  error?: unknown;
  onRetry: () => void;
  loadMore: LoadMore;
  /** Opens a published client's modal; archived clients cannot be opened (their title is plain text). */
  onOpen: (id: string) => void;
  /** On the Archived tab, for those who may archive: publishes the client again. */
  onRestore?: (client: { id: string; title: string }) => void;
}

/** Logo, Client, Product and the three payment methods; a published client's title opens its modal. */
export function ClientsTable({ clients, loading, error, onRetry, loadMore, onOpen, onRestore }: ClientsTableProps) {
  const rows = clients ? getFragmentData(ClientsTableFragment, clients) : undefined;
  const columns: Column<ClientRow>[] = [
    {
      key: 'logo',
      header: t.logo,
      width: 96,
      role: 'secondary',
      cell: (c) =>
        c.logoUrl ? (
          <Image src={c.logoUrl} alt={t.logoOf(c.title)} h={32} w={80} fit="contain" />
        ) : (
          <Text size="xs" c="dimmed">
            {t.noLogo}
          </Text>
        ),
    },
    {
      key: 'title',
      header: t.client,
      role: 'title',
      cell: (c) =>
        c.status === 'ARCHIVED' ? (
          <Text size="sm" title={t.notOpenable}>
            {c.title}
          </Text>
        ) : (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => onOpen(c.id)}
            aria-label={t.openClient(c.title)}
          >
            {c.title}
          </Anchor>
        ),
    },
    { key: 'product', header: t.product, cell: (c) => c.product ?? '' },
    { key: 'vendor', header: t.paymentVendor, cell: (c) => methodText(c.paymentMethods.property), wrap: 'nowrap' },
    { key: 'agent', header: t.paymentAgent, cell: (c) => methodText(c.paymentMethods.agent), wrap: 'nowrap' },
    { key: 'office', header: t.paymentOffice, cell: (c) => methodText(c.paymentMethods.office), wrap: 'nowrap' },
    ...(onRestore
      ? [
          {
            key: 'restore',
            header: t.unarchive,
            role: 'action' as const,
            cell: (c: ClientRow) => (
              <Button
                size="compact-sm"
                variant="default"
                onClick={() => onRestore({ id: c.id, title: c.title })}
                aria-label={t.unarchiveLabel(c.title)}
              >
                {t.unarchive}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <DataTable
      label={t.tableLabel}
      columns={columns}
      rows={rows}
      rowKey={(c) => c.id}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={{ title: t.noClients, text: t.noClientsText }}
      loadMore={loadMore}
      minWidth={900}
    />
  );
}
