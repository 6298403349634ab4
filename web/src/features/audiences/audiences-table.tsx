import '@mantine/core/styles/Tooltip.layer.css';
import { Button, Group, Tooltip, VisuallyHidden } from '@mantine/core';
import { messages } from '@portal/schema';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import type { AudiencesTable_AudienceFragment } from '../../__generated__/graphql.ts';
import { audienceTexts } from './texts.ts';
import { DataTable, type Column, type RemotePaging } from '../../kit/data-table/data-table.tsx';
import { formatDateTime } from '../../lib/dates.ts';

export const AudiencesTableFragment = graphql(`
  fragment AudiencesTable_audience on Audience {
    id
    name
    scopeDisplay
    assignments {
      id
      title
    }
    createdBy {
      id
      fullName
    }
    createdAt
    campaignCount
    viewerIsCreator
  }
`);

type AudienceRow = AudiencesTable_AudienceFragment;

const t = audienceTexts;

/** The Assignments column: what the audience is assigned to (the client, offices or agents). */
export const assignmentsText = (row: { assignments: readonly { title: string }[] }): string =>
  row.assignments.map((a) => a.title).join(', ');

interface CreatorActionProps {
  allowed: boolean;
  label: string;
  /** Why it is not allowed (shown as a tooltip, and read as the button's description). */
  refusal: string;
  icon: ReactNode;
  onClick: () => void;
  children: ReactNode;
}

/**
 * Edit or Delete: only the audience's creator may. For anyone else the button stays focusable but
 * inert (aria-disabled), with a tooltip saying why, so keyboard and screen-reader users learn it too.
 */
function CreatorAction({ allowed, label, refusal, icon, onClick, children }: CreatorActionProps) {
  const descriptionId = useId();
  if (allowed)
    return (
      <Button size="compact-sm" variant="subtle" leftSection={icon} aria-label={label} onClick={onClick}>
        {children}
      </Button>
    );
  return (
    <Tooltip label={refusal} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Button
        size="compact-sm"
        variant="subtle"
        leftSection={icon}
        aria-label={label}
        aria-disabled
        aria-describedby={descriptionId}
        data-disabled
        onClick={(event) => event.preventDefault()}
      >
        {children}
        <VisuallyHidden id={descriptionId}>{refusal}</VisuallyHidden>
      </Button>
    </Tooltip>
  );
}

export interface AudiencesTableProps {
  audiences: readonly FragmentType<typeof AudiencesTableFragment>[] | undefined;
  loading: boolean;
  error?: unknown;
  onRetry: () => void;
  paging: RemotePaging;
  onEdit: (id: string) => void;
  onDelete: (audience: { id: string; name: string }) => void;
}

/** Name, Scope, Assignments, Created by, Created, Campaigns, and Edit / Delete for the creator. */
export function AudiencesTable({ audiences, loading, error, onRetry, paging, onEdit, onDelete }: AudiencesTableProps) {
  const rows = audiences ? getFragmentData(AudiencesTableFragment, audiences) : undefined;
  const columns: Column<AudienceRow>[] = [
    { key: 'name', header: t.name, cell: (a) => a.name, wrap: 'nowrap', role: 'title' },
    { key: 'scope', header: t.scope, cell: (a) => a.scopeDisplay, wrap: 'nowrap' },
    { key: 'assignments', header: t.assignments, cell: assignmentsText, width: 260 },
    {
      key: 'createdBy',
      header: t.createdBy,
      cell: (a) => a.createdBy?.fullName ?? '',
      wrap: 'nowrap',
      role: 'secondary',
    },
    {
      key: 'created',
      header: t.created,
      cell: (a) => <time dateTime={a.createdAt}>{formatDateTime(a.createdAt)}</time>,
      wrap: 'nowrap',
    },
    { key: 'campaigns', header: t.campaigns, cell: (a) => a.campaignCount, align: 'right' },
    {
      key: 'actions',
      header: t.actions,
      role: 'action',
      wrap: 'nowrap',
      cell: (a) => (
        <Group gap={4} wrap="nowrap">
          <CreatorAction
            allowed={a.viewerIsCreator}
            label={t.editAudience(a.name)}
            refusal={t.onlyCreatorEdits}
            icon={<IconPencil size={14} aria-hidden />}
            onClick={() => onEdit(a.id)}
          >
            {t.edit}
          </CreatorAction>
          <CreatorAction
            allowed={a.viewerIsCreator}
            label={t.deleteAudience(a.name)}
            refusal={t.onlyCreatorDeletes}
            icon={<IconTrash size={14} aria-hidden />}
            onClick={() => onDelete({ id: a.id, name: a.name })}
          >
            {t.delete}
          </CreatorAction>
        </Group>
      ),
    },
  ];
  return (
    <DataTable
      label={t.tableLabel}
      columns={columns}
      rows={rows}
      rowKey={(a) => a.id}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={{ title: messages.noDataAvailable, text: t.noAudiences }}
      paging={paging}
      minWidth={960}
      skeletonRows={8}
    />
  );
}
