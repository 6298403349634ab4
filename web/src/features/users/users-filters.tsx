import { SimpleGrid } from '@mantine/core';
import type { Role } from '@portal/schema';
import { texts } from './texts.ts';
import { ClientPicker } from '../../kit/filters/client-picker.tsx';
import { LookupMultiSelect } from '../../kit/filters/lookup-multi-select.tsx';
import { SearchInput } from '../../kit/filters/search-input.tsx';
import { StatusSelect } from '../../kit/filters/status-select.tsx';
import { type LookupItem } from '../../kit/filters/lookup.ts';
import type { UserStatusParam, UsersUrlState } from './urls.ts';

/** Users list search debounce (spec section 9). */
export const USERS_SEARCH_DEBOUNCE_MS = 500;

const statusOptions: { value: Exclude<UserStatusParam, 'any'>; label: string }[] = [
  { value: '1', label: texts.users.active },
  { value: '0', label: texts.users.inactive },
];

export interface UsersFiltersProps {
  state: UsersUrlState;
  update: (patch: Partial<UsersUrlState>) => void;
  /** Staff choose the client (All Clients included); everyone else is held to their own. */
  staff: boolean;
  clients: readonly LookupItem[];
  offices: readonly LookupItem[];
  roles: readonly { role: Role; label: string }[];
  /** Filters other than the client wait for a client. */
  listed: boolean;
}

/** Client (staff), office, role, status and the search box, all kept in the URL. */
export function UsersFilters({ state, update, staff, clients, offices, roles, listed }: UsersFiltersProps) {
  return (
    // One column on phones, then two, then every filter in one row.
    <SimpleGrid cols={{ base: 1, xs: 2, lg: staff ? 5 : 4 }} spacing="sm" verticalSpacing="sm">
      {staff && (
        <ClientPicker
          clients={clients}
          value={state.client}
          withAllClients
          // A different client has other offices: the office filter starts again.
          onChange={(client) => update({ client, offices: [] })}
        />
      )}
      <LookupMultiSelect
        label={texts.users.office}
        items={offices}
        value={state.offices}
        onChange={(offices) => update({ offices })}
        placeholder={texts.users.anyOffice}
        disabled={!listed}
      />
      <LookupMultiSelect
        label={texts.users.role}
        items={roles.map((r) => ({ id: r.role, title: r.label }))}
        value={state.roles}
        onChange={(ids) => update({ roles: ids as UsersUrlState['roles'] })}
        placeholder={texts.users.anyRole}
        disabled={!listed}
      />
      <StatusSelect
        options={statusOptions}
        value={state.status === 'any' ? null : state.status}
        onChange={(status) => update({ status: status ?? 'any' })}
        placeholder={texts.users.anyStatus}
      />
      <SearchInput
        value={state.search}
        onSearch={(search) => update({ search })}
        debounceMs={USERS_SEARCH_DEBOUNCE_MS}
        disabled={!listed}
      />
    </SimpleGrid>
  );
}
