import { useQuery } from '@apollo/client/react';
import { useModalDirty } from '../../kit/route-modal/use-modal-dirty.ts';
import { messages, type Role } from '@portal/schema';
import { SHOWS_FORBIDDEN } from '../../lib/apollo/operation-context.ts';
import { texts } from './texts.ts';
import { EmptyStateText, QueryState } from '../../kit/query-state/query-state.tsx';
import { RouteModal } from '../../kit/route-modal/route-modal.tsx';
import type { RouteDialog } from '../../kit/route-modal/use-route-dialog.ts';
import { errorMessage } from '../../lib/graphql-errors.ts';
import { UserModalQuery } from './queries.ts';
import { UserForm } from './user-form.tsx';

interface UserModalProps {
  dialog: RouteDialog;
  /** The real client a new user is created for (null: none chosen, creating is not possible). */
  createClientId: string | null;
  viewerRole: Role | null;
  /** The offices a new user starts with (e.g. the office whose Users tab opened the modal). */
  presetOfficeIds?: readonly string[];
  /** After a save or an archive (e.g. the office Users tab reloads its rows). */
  onSaved?: () => void;
}

function UserModalBody({
  dialog,
  createClientId,
  viewerRole,
  presetOfficeIds,
  onSaved,
  onDirtyChange,
}: UserModalProps & { onDirtyChange: (dirty: boolean) => void }) {
  const editing = dialog.id !== null;
  const creating = dialog.isNew && createClientId !== null;
  const { data, loading, error, refetch } = useQuery(UserModalQuery, {
    // The client matters only when creating (its offices); an edit asks for the user's own.
    variables: { id: dialog.id ?? '0', editing, creating, clientId: creating ? createClientId : null },
    skip: !editing && !creating,
    fetchPolicy: 'network-only',
    // Another client's user opened by its URL: the modal shows the refusal, the session goes on.
    context: { [SHOWS_FORBIDDEN]: true },
  });
  if (dialog.isNew && createClientId === null)
    return <EmptyStateText title={messages.noClientSelected} text={messages.selectClientToStart} />;
  const user = data?.user;
  return (
    <QueryState
      loading={loading && !data}
      error={error}
      errorText={error ? errorMessage(error) : undefined}
      onRetry={() => void refetch()}
      empty={editing && data !== undefined && !user}
      emptyText={{ title: messages.notFound }}
    >
      {data && (!editing || user) && (
        <UserForm
          key={user?.id ?? 'new'}
          user={user ?? undefined}
          clientId={user?.client?.id ?? createClientId ?? ''}
          offices={user ? user.clientOffices : (data.officeLookup ?? [])}
          roles={data.assignableUserRoles}
          viewerRole={viewerRole}
          onDirtyChange={onDirtyChange}
          presetOfficeIds={presetOfficeIds}
          onDone={() => {
            onSaved?.();
            dialog.close();
          }}
        />
      )}
    </QueryState>
  );
}

/** The user modal ("Create new user" / "Edit user"), opened by `?user=new|<id>`; asks before losing unsaved changes. */
export function UserModal(props: UserModalProps) {
  const { dialog } = props;
  const { dirty, onDirtyChange } = useModalDirty(dialog);
  return (
    <RouteModal
      dialog={dialog}
      title={dialog.isNew ? texts.users.createTitle : texts.users.editTitle}
      dirty={dirty}
      size="lg"
    >
      <UserModalBody {...props} onDirtyChange={onDirtyChange} />
    </RouteModal>
  );
}
