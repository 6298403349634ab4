import { useMutation, useQuery } from '@apollo/client/react';
import { Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { ResultMessage } from '../../../kit/form/fields.tsx';
import { ScrollingGroup } from '../../../kit/form/scrolling-group.tsx';
import { errorMessage } from '../../../lib/graphql-errors.ts';
import { AttachOfficeToClientMutation, ClientOfficesTabQuery } from '../queries.ts';
import type { ClientTabProps } from '../tab-frame.ts';
import { ClientTabFooter, TabQueryState, tabQueryOptions, useReport, useVisited } from './tab-helpers.tsx';
import { clientTexts } from '../texts.ts';

const t = clientTexts;

interface OfficeOption {
  id: string;
  officeId: string;
  displayName: string;
  attachment: 'ATTACHED' | 'OTHER_CLIENT' | 'UNATTACHED';
  otherClientTitle?: string | null;
}

/** The checklist's filter: part of the office's name, any case. */
export const matchesOffice = (office: Pick<OfficeOption, 'displayName'>, search: string): boolean =>
  office.displayName.toLowerCase().includes(search.trim().toLowerCase());

function OfficesChecklist({ props, offices }: { props: ClientTabProps; offices: readonly OfficeOption[] }) {
  const { clientId, access, active, report } = props;
  const canEdit = access.attachOffices;
  const [search, setSearch] = useState('');
  // Offices checked here and not yet saved (attached on Save).
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [attach] = useMutation(AttachOfficeToClientMutation);
  useReport(active, report, true, checked.size > 0);
  const shown = useMemo(() => offices.filter((o) => matchesOffice(o, search)), [offices, search]);

  const save = async (): Promise<string | null> => {
    setProblem(null);
    const failed: string[] = [];
    // One attach per office, one after the other (each is its own upstream write).
    for (const officeId of checked) {
      try {
        await attach({ variables: { input: { clientId: clientId!, officeId } } });
      } catch (error) {
        failed.push(errorMessage(error));
      }
    }
    if (failed.length > 0) {
      setProblem([...new Set(failed)].join(' '));
      return null;
    }
    setChecked(new Set());
    return clientId;
  };

  const toggle = (officeId: string, on: boolean) =>
    setChecked((prev) => {
      const next = new Set(prev);
      if (on) next.add(officeId);
      else next.delete(officeId);
      return next;
    });

  return (
    <Stack gap="md">
      <ResultMessage message={problem} />
      <TextInput
        type="search"
        label={t.searchOffices}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      <ScrollingGroup label={t.officesList}>
        {shown.length === 0 && (
          <Text size="sm" c="dimmed">
            {t.noOffices}
          </Text>
        )}
        {shown.map((office) => {
          const own = office.attachment === 'ATTACHED';
          const other = office.attachment === 'OTHER_CLIENT';
          return (
            <Checkbox
              key={office.id}
              label={
                other && office.otherClientTitle
                  ? t.otherClientOffice(office.displayName, office.otherClientTitle)
                  : office.displayName
              }
              checked={own || other || checked.has(office.officeId)}
              disabled={own || other || !canEdit}
              onChange={(e) => toggle(office.officeId, e.currentTarget.checked)}
            />
          );
        })}
      </ScrollingGroup>
      <ClientTabFooter props={props} canEdit={canEdit} onSave={save} />
    </Stack>
  );
}

/**
 * The Offices tab: a searchable checklist of the published offices. The client's own are checked;
 * another client's are checked and disabled; checking an unattached one attaches it on Save.
 */
export function OfficesTab(props: ClientTabProps) {
  const { clientId, active } = props;
  const visited = useVisited(active);
  const { data, loading, error, refetch } = useQuery(ClientOfficesTabQuery, tabQueryOptions(clientId, visited));
  const offices = data?.client?.offices;
  return (
    <TabQueryState loading={loading} data={data} error={error} onRetry={() => void refetch()}>
      {offices && <OfficesChecklist key={clientId} props={props} offices={offices} />}
    </TabQueryState>
  );
}
