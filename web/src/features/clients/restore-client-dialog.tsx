import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { DeleteConfirmDialog } from '../../components/ui/delete-confirm-dialog.tsx';
import { ResultMessage } from '../../kit/form/fields.tsx';
import { errorMessage } from '../../lib/graphql-errors.ts';
import { UnarchiveClientMutation } from './queries.ts';
import { clientTexts } from './texts.ts';

const t = clientTexts;

/**
 * Un-archiving a client (the specification does not show its trigger; decision 030): Restore on the
 * Archived tab asks first, then publishes the client again and reloads the list.
 */
export function RestoreClientDialog({
  client,
  onDone,
}: {
  client: { id: string; title: string } | null;
  onDone: () => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [unarchive, { loading }] = useMutation(UnarchiveClientMutation, {
    refetchQueries: ['ClientsPage'],
    awaitRefetchQueries: true,
  });
  const close = () => onDone();
  const run = async () => {
    if (!client) return;
    setProblem(null);
    try {
      await unarchive({ variables: { input: { id: client.id } } });
    } catch (error) {
      setProblem(errorMessage(error));
    }
    close();
  };
  return (
    <>
      {/* A failure shows above the list once the question has closed. */}
      <ResultMessage message={problem} />
      <DeleteConfirmDialog
        opened={client !== null}
        title={t.unarchive}
        confirmLabel={t.unarchive}
        loading={loading}
        onConfirm={() => void run()}
        onCancel={close}
      >
        {client && t.unarchiveConfirm(client.title)}
      </DeleteConfirmDialog>
    </>
  );
}
