import { Select } from '@mantine/core';
import { messages } from '@portal/schema';
import { ALL_CLIENTS, toData, type LookupItem } from './lookup.ts';

export interface ClientPickerProps {
  clients: readonly LookupItem[];
  /** A client id, ALL_CLIENTS, or null (nothing chosen yet). */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Offer the All Clients entry (super admin and admin). */
  withAllClients?: boolean;
  label?: string;
  disabled?: boolean;
  loading?: boolean;
}

/** The client filter: placeholder "Filter by Client", optionally with an "All Clients" entry first. */
export function ClientPicker({
  clients,
  value,
  onChange,
  withAllClients = false,
  label = messages.filterByClient,
  disabled,
  loading,
}: ClientPickerProps) {
  const data = [...(withAllClients ? [{ value: ALL_CLIENTS, label: messages.allClients }] : []), ...toData(clients)];
  return (
    <Select
      label={label}
      placeholder={messages.filterByClient}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable={!withAllClients}
      disabled={disabled}
      nothingFoundMessage={loading ? messages.loading : undefined}
      allowDeselect={false}
      miw={220}
    />
  );
}
