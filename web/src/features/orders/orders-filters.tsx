import { Button, Group, MultiSelect, Select, SimpleGrid } from '@mantine/core';
import { ORDER_TYPE_LABELS, ORDER_TYPES, ORDERS_SEARCH_DEBOUNCE_MS, type OrderType } from '@portal/schema';
import { checkDateRange, DateRangeFilter } from '../../kit/filters/date-range.tsx';
import { ClientPicker } from '../../kit/filters/client-picker.tsx';
import { LookupMultiSelect } from '../../kit/filters/lookup-multi-select.tsx';
import { SearchInput } from '../../kit/filters/search-input.tsx';
import { type LookupItem } from '../../kit/filters/lookup.ts';
import { texts } from './texts.ts';
import type { OrderFilters } from './urls.ts';

/** Start dates may lie ahead (booked and upcoming campaigns); booking dates cannot. */
const START_RULES = { maxDate: '2100-12-31' };

export interface OrdersFiltersProps {
  draft: OrderFilters;
  change: (patch: Partial<OrderFilters>) => void;
  /** Display Orders: applies the draft (and the search, when given). */
  apply: (patch?: Partial<OrderFilters>) => void;
  clear: () => void;
  staff: boolean;
  clients: readonly LookupItem[];
  offices: readonly LookupItem[];
  packages: readonly LookupItem[] | null;
  statuses: readonly LookupItem[];
  /** The search as applied (the box commits it 1000 ms after the last keystroke). */
  search: string;
}

export const rangesValid = (f: OrderFilters) =>
  checkDateRange(f.start, START_RULES) !== 'invalid' && checkDateRange(f.booked) !== 'invalid';

/** The orders list's filters (ordering spec 2.10), edited as a draft until Display Orders. */
export function OrdersFilters(props: OrdersFiltersProps) {
  const { draft, change, apply, clear, staff, clients, offices, packages, statuses, search } = props;
  const valid = rangesValid(draft);
  return (
    // A group, not a form: the search box is a form of its own (Enter commits the search).
    <div role="group" aria-label={texts.filtersLabel}>
      {/* A regular grid: one label row per filter, every field its cell's width. */}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="sm" verticalSpacing="xs">
        <ClientPicker
          clients={clients}
          value={staff ? draft.client : (clients[0]?.id ?? null)}
          onChange={(client) => change({ client, offices: [] })}
          withAllClients={staff}
          disabled={!staff}
          label={texts.client}
        />
        <LookupMultiSelect
          label={texts.offices}
          items={offices}
          value={draft.offices}
          onChange={(value) => change({ offices: value })}
        />
        <MultiSelect
          label={texts.status}
          data={statuses.map((s) => ({ value: s.id, label: s.title }))}
          value={draft.statuses}
          onChange={(value) => change({ statuses: value })}
          placeholder={draft.statuses.length === 0 ? texts.allStatus : undefined}
          clearable
        />
        <Select
          label={texts.invoiced}
          data={[
            { value: 'yes', label: texts.yes },
            { value: 'no', label: texts.no },
          ]}
          value={draft.invoiced}
          onChange={(value) => change({ invoiced: (value as 'yes' | 'no' | null) ?? null })}
          clearable
        />
        <MultiSelect
          label={texts.orderType}
          data={ORDER_TYPES.map((t) => ({ value: t, label: ORDER_TYPE_LABELS[t] }))}
          value={draft.types}
          onChange={(value) => change({ types: value as OrderType[] })}
          clearable
        />
        {packages && (
          <LookupMultiSelect
            label={texts.packages}
            items={packages}
            value={draft.packages}
            onChange={(value) => change({ packages: value })}
          />
        )}
        <DateRangeFilter
          label={texts.startDate}
          value={draft.start}
          onChange={(start) => change({ start })}
          rules={START_RULES}
          compact
        />
        <DateRangeFilter
          label={texts.bookingDate}
          value={draft.booked}
          onChange={(booked) => change({ booked })}
          compact
        />
        <SearchInput
          value={search}
          onSearch={(value) => apply({ search: value })}
          debounceMs={ORDERS_SEARCH_DEBOUNCE_MS}
          label={texts.search}
          placeholder={texts.searchPlaceholder}
        />
      </SimpleGrid>
      <Group gap="sm" mt="xs">
        <Button onClick={() => apply()} disabled={!valid}>
          {texts.displayOrders}
        </Button>
        <Button variant="default" onClick={clear}>
          {texts.clearFilters}
        </Button>
      </Group>
    </div>
  );
}
