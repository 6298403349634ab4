import { Button, Center, Group, NativeSelect, Pagination, Text, useMatches } from '@mantine/core';
import { messages, pageLabel } from '@portal/schema';
import { listTexts } from '../list-screen/texts.ts';
import type { RemotePaging } from './columns.ts';

/** Remote paging under the table: the total count, the page-size choice and the page controls. */
export function PagingBar({ paging }: { paging: RemotePaging }) {
  const { page, totalPages, onPageChange, totalCount, totalLabel, pageSize, pageSizes, onPageSizeChange } = paging;
  const numbers = (paging.controls ?? 'numbers') === 'numbers';
  const total = totalLabel !== undefined && totalCount !== undefined;
  const sizes = pageSizes && onPageSizeChange && pageSizes.length > 1;
  // On a phone the page numbers fit one line (1 2 3 … 185 and the arrows): no siblings around the current page.
  const siblings = useMatches({ base: 0, xs: 1 });
  const controls =
    totalPages <= 1 ? null : numbers ? (
      <Pagination
        total={totalPages}
        value={page}
        onChange={onPageChange}
        siblings={siblings}
        getControlProps={(control) => ({
          'aria-label': control === 'previous' ? messages.previousPage : messages.nextPage,
        })}
        getItemProps={(item) => ({
          'aria-label': pageLabel(item),
          'aria-current': item === page ? 'page' : undefined,
        })}
      />
    ) : (
      <Group gap="xs">
        <Button variant="default" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          {listTexts.previous}
        </Button>
        <Button variant="default" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
          {listTexts.next}
        </Button>
      </Group>
    );
  if (!total && !sizes) return controls && <Center>{controls}</Center>;
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <Group align="flex-end" gap="md">
        {total && (
          <Text size="sm" fw={500}>
            {totalLabel}: {totalCount}
          </Text>
        )}
        {sizes && (
          <NativeSelect
            label={listTexts.pageSize}
            data={pageSizes.map(String)}
            value={String(pageSize ?? pageSizes[0])}
            onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
            w={110}
          />
        )}
      </Group>
      {controls}
    </Group>
  );
}
