import { useQuery } from '@apollo/client/react';
import { useModalDirty } from '../../kit/route-modal/use-modal-dirty.ts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { messages, type PackagePermissions } from '@portal/schema';
import { useCallback, useState } from 'react';
import { SHOWS_FORBIDDEN } from '../../lib/apollo/operation-context.ts';
import { EmptyStateText, QueryState } from '../../kit/query-state/query-state.tsx';
import { ModalTabs, RouteModal } from '../../kit/route-modal/route-modal.tsx';
import type { RouteDialog } from '../../kit/route-modal/use-route-dialog.ts';
import { wizard } from '../../kit/route-modal/wizard.ts';
import { errorMessage } from '../../lib/graphql-errors.ts';
import { PackageForm } from './package-form.tsx';
import { PackageLinks } from './package-links.tsx';
import { PackageDetailsQuery } from './queries.ts';
import { texts } from './texts.ts';
import { DETAILS_TAB, LINKS_TAB } from './urls.ts';

interface PackageModalProps {
  dialog: RouteDialog;
  permissions: PackagePermissions;
  /** The list refreshes after a save, an archive or a link change. */
  onChanged: () => void;
}

function PackageModalBody({
  dialog,
  permissions,
  onChanged,
  onDirtyChange,
}: PackageModalProps & { onDirtyChange: (dirty: boolean) => void }) {
  const editing = dialog.id !== null;
  const { data, loading, error, refetch } = useQuery(PackageDetailsQuery, {
    variables: { id: dialog.id ?? '0' },
    skip: !editing,
    fetchPolicy: 'network-only',
    context: { [SHOWS_FORBIDDEN]: true },
  });
  const [valid, setValid] = useState(true);
  const [dirty, setDirty] = useState(false);
  const onDirty = useCallback(
    (next: boolean) => {
      setDirty(next);
      onDirtyChange(next);
    },
    [onDirtyChange],
  );
  const pkg = data?.package ?? undefined;
  const tabs = wizard({
    tabs: [
      { value: DETAILS_TAB, label: messages.detailsTab },
      { value: LINKS_TAB, label: messages.packageClientOfficesTab },
    ],
    current: dialog.tab,
    recordExists: editing,
    currentValid: valid,
  });

  if (editing && pkg?.status === 'ARCHIVED')
    // Archived packages cannot be opened for editing (spec): the modal says so instead of the form.
    return <EmptyStateText title={messages.archivedTab} text={texts.archivedNotOpenable} />;

  return (
    <QueryState
      loading={editing && loading && !data}
      error={error}
      errorText={error ? errorMessage(error) : undefined}
      onRetry={() => void refetch()}
      empty={editing && data !== undefined && !pkg}
      emptyText={{ title: messages.notFound }}
    >
      {(!editing || pkg) && (
        <ModalTabs
          wizard={tabs}
          dialog={dialog}
          dirty={dirty}
          label={texts.modalTabsLabel}
          panels={{
            [DETAILS_TAB]: (
              <PackageForm
                key={pkg?.id ?? 'new'}
                pkg={pkg}
                permissions={permissions}
                wizard={tabs}
                dialog={dialog}
                onDirtyChange={onDirty}
                onValidChange={setValid}
                onSaved={() => {
                  onChanged();
                  if (editing) void refetch();
                }}
                onArchived={() => {
                  onChanged();
                  dialog.close();
                }}
              />
            ),
            [LINKS_TAB]: editing ? (
              <Stack gap="md">
                {tabs.current === LINKS_TAB && dialog.id && (
                  <PackageLinks packageId={dialog.id} canEdit={permissions.edit} />
                )}
                <Group justify="flex-end">
                  <Button onClick={() => dialog.close()}>{messages.close}</Button>
                </Group>
              </Stack>
            ) : (
              <Text>{texts.saveFirst}</Text>
            ),
          }}
        />
      )}
    </QueryState>
  );
}

/** The package modal (Create Package / Edit Package), opened by `?package=new|<id>&packageTab=details|links`. */
export function PackageModal(props: PackageModalProps) {
  const { dialog } = props;
  const { dirty, onDirtyChange } = useModalDirty(dialog);
  return (
    <RouteModal dialog={dialog} title={dialog.isNew ? texts.createTitle : texts.editTitle} dirty={dirty} size="xl">
      <PackageModalBody {...props} onDirtyChange={onDirtyChange} />
    </RouteModal>
  );
}
