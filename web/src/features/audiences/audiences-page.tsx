import { useMutation } from '@apollo/client/react';
import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messages } from '@portal/schema';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { getFragmentData } from '../../__generated__';
import { texts } from '../../lib/texts.ts';
import { audienceTexts } from './texts.ts';
import { DeleteConfirmDialog } from '../../components/ui/delete-confirm-dialog.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { useListQuery } from '../../kit/list-screen/use-list-query.ts';
import { errorMessage } from '../../lib/graphql-errors.ts';
import { AudiencesTable, AudiencesTableFragment } from './audiences-table.tsx';
import { audiencesList } from './list.ts';
import { DeleteAudienceMutation } from './queries.ts';
import { audienceFormHref } from './urls.ts';

const t = audienceTexts;

/**
 * /audience: the audiences the viewer may use, 15 a page (the page in the URL), Create Audience,
 * and Edit / Delete for the audience's creator (Delete asks "Delete audience?").
 */
export function AudiencesPage() {
  // The page (past the end: the last), the open confirmation and the query: list.ts.
  const list = useListQuery(audiencesList);
  const { state, update, data, loading, error, refetch } = list;
  const navigate = useNavigate();
  const [deleteAudience, deletion] = useMutation(DeleteAudienceMutation, {
    refetchQueries: ['AudiencesPage'],
    awaitRefetchQueries: true,
  });
  // The page's rows stay on screen while the next page loads.
  const connection = list.view?.audiences;
  // The confirmation is in the URL (?delete=<id>), so a reload or a shared link keeps it open; it
  // opens only for an audience of this page that the viewer created (the one Delete works for).
  const rows = connection ? getFragmentData(AudiencesTableFragment, connection.items) : undefined;
  const deleting = state.delete ? (rows?.find((a) => a.id === state.delete && a.viewerIsCreator) ?? null) : null;
  const setDeleting = (audience: { id: string } | null) => update({ delete: audience?.id ?? null });

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteAudience({ variables: { input: { id: deleting.id } } });
      notifications.show({ color: 'green', message: messages.audienceDeleted });
    } catch (failure) {
      notifications.show({ color: 'red', title: t.deleteFailed, message: errorMessage(failure) });
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <PageTitle>{texts.titles.audience}</PageTitle>
        <Button component={Link} to={audienceFormHref()} leftSection={<IconPlus size={16} aria-hidden />}>
          {t.createAudience}
        </Button>
      </Group>
      <AudiencesTable
        audiences={connection?.items}
        loading={loading && !data}
        error={error}
        onRetry={() => void refetch()}
        paging={list.paging!}
        onEdit={(id) => void navigate(audienceFormHref(id))}
        onDelete={setDeleting}
      />
      <DeleteConfirmDialog
        opened={deleting !== null}
        title={messages.deleteAudienceConfirm}
        loading={deletion.loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleting?.name}
      </DeleteConfirmDialog>
    </Stack>
  );
}
