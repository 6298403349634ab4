import { useMutation } from '@apollo/client/react';
import { Button } from '@mantine/core';
import { messages } from '@portal/schema';
import { useEffect, useState, type ReactNode } from 'react';
import { SHOWS_FORBIDDEN } from '../../../lib/apollo/operation-context.ts';
import { DeleteConfirmDialog } from '../../../components/ui/delete-confirm-dialog.tsx';
import { ResultMessage } from '../../../kit/form/fields.tsx';
import { QueryState } from '../../../kit/query-state/query-state.tsx';
import { WizardFooter } from '../../../kit/route-modal/route-modal.tsx';
import { errorMessage } from '../../../lib/graphql-errors.ts';
import { ArchiveClientMutation } from '../queries.ts';
import type { ClientTabProps, TabFormState } from '../tab-frame.ts';
import { clientTexts } from '../texts.ts';

/** True from the first time the panel is the open tab: a tab's query waits for it (one query per shown tab). */
export const useVisited = (active: boolean): boolean => {
  const [visited, setVisited] = useState(active);
  useEffect(() => {
    if (active) setVisited(true);
  }, [active]);
  return visited || active;
};

/** Tells the modal the open tab's form state whenever it changes (and when the tab becomes the open one). */
export const useReport = (
  active: boolean,
  report: (state: TabFormState) => void,
  valid: boolean,
  dirty: boolean,
): void => {
  useEffect(() => {
    if (active) report({ valid, dirty });
  }, [active, report, valid, dirty]);
};

/** A tab query's options: run once the tab was shown; another client's id shows the refusal in the modal (the session goes on). */
export const tabQueryOptions = (clientId: string | null, visited: boolean) => ({
  variables: { id: clientId ?? '' },
  skip: clientId === null || !visited,
  fetchPolicy: 'cache-and-network' as const,
  context: { [SHOWS_FORBIDDEN]: true },
});

/**
 * The loading, error and not-found states of a tab's query (`data`: its answer; a null `client` is an
 * unknown id). An archived client cannot be opened (spec), by a link to its modal either.
 */
export function TabQueryState({
  loading,
  error,
  onRetry,
  data,
  children,
}: {
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  data: { client?: { status: string } | null } | undefined;
  children: ReactNode;
}) {
  const archived = data?.client?.status === 'ARCHIVED';
  return (
    <QueryState
      loading={loading && !data}
      error={error}
      errorText={error ? errorMessage(error) : undefined}
      onRetry={onRetry}
      empty={data !== undefined && (!data.client || archived)}
      emptyText={{ title: archived ? clientTexts.notOpenable : messages.notFound }}
    >
      {children}
    </QueryState>
  );
}

/** Archive (with its confirmation) for those who may archive, on an existing client. */
export function ArchiveClientButton({
  clientId,
  title,
  dialog,
}: {
  clientId: string;
  title: string;
  dialog: ClientTabProps['dialog'];
}) {
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [archive, { loading }] = useMutation(ArchiveClientMutation, { refetchQueries: ['ClientsPage'] });
  const run = async () => {
    setProblem(null);
    try {
      await archive({ variables: { input: { id: clientId } } });
      setConfirming(false);
      dialog.close();
    } catch (error) {
      setConfirming(false);
      setProblem(errorMessage(error));
    }
  };
  return (
    <>
      <Button variant="default" color="red" onClick={() => setConfirming(true)}>
        {clientTexts.archive}
      </Button>
      {problem && <ResultMessage message={problem} />}
      <DeleteConfirmDialog
        opened={confirming}
        title={clientTexts.archive}
        loading={loading}
        onConfirm={() => void run()}
        onCancel={() => setConfirming(false)}
      >
        {clientTexts.archiveConfirm(title)}
      </DeleteConfirmDialog>
    </>
  );
}

/** The wizard footer of a client tab: Save + continue / Save, Save And Close when editing, Archive for those who may. */
export function ClientTabFooter({
  props,
  onSave,
  canEdit,
  archiveTitle,
}: {
  props: ClientTabProps;
  onSave: () => Promise<string | null>;
  canEdit: boolean;
  /** The client's title, when Archive is offered (editing, and the viewer may archive). */
  archiveTitle?: string | null;
}) {
  const { wizard, dialog, clientId, access } = props;
  return (
    <WizardFooter
      wizard={wizard}
      dialog={dialog}
      onSave={onSave}
      canEdit={canEdit}
      withSaveAndClose
      extra={
        clientId && access.archive && archiveTitle ? (
          <ArchiveClientButton clientId={clientId} title={archiveTitle} dialog={dialog} />
        ) : undefined
      }
    />
  );
}
