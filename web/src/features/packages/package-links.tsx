import { useMutation, useQuery } from '@apollo/client/react';
import { Checkbox, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { QueryState } from '../../kit/query-state/query-state.tsx';
import { ResultMessage } from '../../kit/form/fields.tsx';
import { ScrollingGroup } from '../../kit/form/scrolling-group.tsx';
import { errorMessage } from '../../lib/graphql-errors.ts';
import { PackageLinksQuery, SetPackageClientMutation, SetPackageOfficeMutation } from './queries.ts';
import { texts } from './texts.ts';

interface LinkRow {
  id: string;
  title: string;
  attached: boolean;
}

function LinkList({
  heading,
  rows,
  label,
  onToggle,
  busy,
}: {
  heading: string;
  rows: LinkRow[];
  label: (title: string) => string;
  onToggle: (row: LinkRow) => void;
  busy: ReadonlySet<string>;
}) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {heading}
      </Title>
      <ScrollingGroup label={heading} gap={6}>
        {rows.map((row) => (
          <Checkbox
            key={row.id}
            label={row.title}
            aria-label={label(row.title)}
            checked={row.attached}
            disabled={busy.has(row.id)}
            onChange={() => onToggle(row)}
          />
        ))}
      </ScrollingGroup>
    </Stack>
  );
}

/**
 * The Client / Offices tab: every client and office with its attached flag; a change is saved at
 * once (one call), and the flag shows what the server answered.
 */
export function PackageLinks({ packageId, canEdit }: { packageId: string; canEdit: boolean }) {
  const { data, loading, error, refetch } = useQuery(PackageLinksQuery, {
    variables: { id: packageId },
    fetchPolicy: 'network-only',
  });
  const [setClient] = useMutation(SetPackageClientMutation);
  const [setOffice] = useMutation(SetPackageOfficeMutation);
  const [overrides, setOverrides] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [filter, setFilter] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const toggle = (kind: 'client' | 'office') => async (row: LinkRow) => {
    if (!canEdit) return;
    const key = `${kind}:${row.id}`;
    setBusy((current) => new Set(current).add(key));
    setFailure(null);
    try {
      const attached = !row.attached;
      const result =
        kind === 'client'
          ? (await setClient({ variables: { input: { packageId, clientId: row.id, attached } } })).data
              ?.setPackageClientAttached.link.attached
          : (await setOffice({ variables: { input: { packageId, officeId: row.id, attached } } })).data
              ?.setPackageOfficeAttached.link.attached;
      setOverrides((current) => ({ ...current, [key]: result ?? attached }));
    } catch (err) {
      setFailure(errorMessage(err));
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(key);
        return next;
      });
    }
  };

  const needle = filter.trim().toLowerCase();
  const rowsOf = (kind: 'client' | 'office', rows: readonly LinkRow[] | undefined): LinkRow[] =>
    (rows ?? [])
      .filter((row) => needle === '' || row.title.toLowerCase().includes(needle))
      .map((row) => ({ id: row.id, title: row.title, attached: overrides[`${kind}:${row.id}`] ?? row.attached }));
  const busyOf = (kind: string) =>
    new Set([...busy].filter((key) => key.startsWith(`${kind}:`)).map((key) => key.slice(kind.length + 1)));

  return (
    <QueryState
      loading={loading && !data}
      error={error}
      errorText={error ? errorMessage(error) : undefined}
      onRetry={() => void refetch()}
    >
      {data?.package && (
        <Stack gap="md">
          <Group>
            <TextInput
              label={texts.filterLinks}
              value={filter}
              onChange={(event) => setFilter(event.currentTarget.value)}
              w={320}
            />
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <LinkList
              heading={texts.clientsHeading}
              rows={rowsOf('client', data.package.clients)}
              label={texts.attachClient}
              onToggle={(row) => void toggle('client')(row)}
              busy={busyOf('client')}
            />
            <LinkList
              heading={texts.officesHeading}
              rows={rowsOf('office', data.package.offices)}
              label={texts.attachOffice}
              onToggle={(row) => void toggle('office')(row)}
              busy={busyOf('office')}
            />
          </SimpleGrid>
          <ResultMessage message={failure} />
        </Stack>
      )}
    </QueryState>
  );
}
