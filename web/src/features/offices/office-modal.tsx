import { useMutation, useQuery } from '@apollo/client/react';
import { useModalDirty } from '../../kit/route-modal/use-modal-dirty.ts';
import { Button } from '@mantine/core';
import { archiveOfficeConfirm, messages, type Role } from '@portal/schema';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { SHOWS_FORBIDDEN } from '../../lib/apollo/operation-context.ts';
import { officeTexts } from './texts.ts';
import { DeleteConfirmDialog } from '../../components/ui/delete-confirm-dialog.tsx';
import { ResultMessage } from '../../kit/form/fields.tsx';
import { QueryState } from '../../kit/query-state/query-state.tsx';
import { ModalTabs, RouteModal, WizardFooter } from '../../kit/route-modal/route-modal.tsx';
import type { RouteDialog } from '../../kit/route-modal/use-route-dialog.ts';
import { wizard } from '../../kit/route-modal/wizard.ts';
import { errorMessage } from '../../lib/graphql-errors.ts';
import { OfficeDetailsTab, type TabControl } from './office-details-tab.tsx';
import { ArchiveOfficeMutation, OfficeModalQuery } from './queries.ts';
import type { OfficeTab } from './urls.ts';

const t = officeTexts;

// The later tabs load when first shown (the Details tab is what every opening needs).
const OfficePaymentTab = lazy(() => import('./office-payment-tab.tsx').then((m) => ({ default: m.OfficePaymentTab })));
const OfficeUsersTab = lazy(() => import('./office-users-tab.tsx').then((m) => ({ default: m.OfficeUsersTab })));
const OfficeReportTab = lazy(() => import('./office-report-tab.tsx').then((m) => ({ default: m.OfficeReportTab })));

const Loading = () => <QueryState loading>{null}</QueryState>;
const later = (shown: boolean, tab: ReactNode) => (shown ? <Suspense fallback={<Loading />}>{tab}</Suspense> : null);

/** Who may update the office card, and so sees Payment Details (spec section 6): office admins and client admins. */
const CARD_UPDATERS: readonly Role[] = ['AGENT_ADMIN', 'CLIENT_ADMIN'];
export const mayUpdateCard = (role: Role | null): boolean => role !== null && CARD_UPDATERS.includes(role);

interface OfficeModalProps {
  dialog: RouteDialog;
  /** The client a new office is created for (null: none chosen, creating is not possible). */
  createClientId: string | null;
  viewerRole: Role | null;
}

/** What the modal shows instead of its tabs: the office loading or refused, archived, or no client chosen to create in. */
function noticeOf({
  officeId,
  createClientId,
  query: { data, loading, error, refetch },
  office,
  archived,
}: {
  officeId: string | null;
  createClientId: string | null;
  query: { data: unknown; loading: boolean; error: unknown; refetch: () => unknown };
  office: { status: string } | null;
  archived: boolean;
}): ReactNode {
  if (officeId !== null && (error || loading || !data || !office))
    return (
      <QueryState
        loading={loading && !data}
        error={error}
        errorText={error ? errorMessage(error) : undefined}
        onRetry={() => void refetch()}
        empty={data !== undefined && !office}
        emptyText={{ title: messages.notFound }}
      >
        {null}
      </QueryState>
    );
  // Archived offices cannot be opened (spec): not from the list, nor by a link to their modal. The
  // office archived from this modal turns ARCHIVED in the cache just before the modal closes.
  if (office?.status === 'ARCHIVED' && !archived)
    return (
      <QueryState loading={false} empty emptyText={{ title: t.archivedNotOpenable }}>
        {null}
      </QueryState>
    );
  if (officeId === null && createClientId === null)
    return (
      <QueryState
        loading={false}
        empty
        emptyText={{ title: messages.noClientSelected, text: messages.selectClientToStart }}
      >
        {null}
      </QueryState>
    );
  return null;
}

/** Archive from the modal: asked first; the modal closes after it, a refusal shows above the tabs. */
function useArchiveOffice(office: { id: string } | null, dialog: RouteDialog) {
  const [confirmArchive, setConfirmArchive] = useState(false);
  const [archiveError, setArchiveError] = useState<string | null>(null);
  const [archiveOffice, archiving] = useMutation(ArchiveOfficeMutation, { refetchQueries: ['OfficesPage'] });
  const archive = async () => {
    if (!office) return;
    setArchiveError(null);
    try {
      await archiveOffice({ variables: { input: { id: office.id } } });
      setConfirmArchive(false);
      dialog.close();
    } catch (failure) {
      setConfirmArchive(false);
      setArchiveError(errorMessage(failure));
    }
  };
  return { confirmArchive, setConfirmArchive, archiveError, archiving, archive };
}

function OfficeModalBody({
  dialog,
  createClientId,
  viewerRole,
  onDirtyChange,
}: OfficeModalProps & { onDirtyChange: (dirty: boolean) => void }) {
  const officeId = dialog.id;
  const { data, loading, error, refetch } = useQuery(OfficeModalQuery, {
    variables: { id: officeId ?? '0' },
    skip: officeId === null,
    // Another client's office opened by its URL: the modal shows the refusal, the session goes on.
    context: { [SHOWS_FORBIDDEN]: true },
  });
  const office = data?.office ?? null;
  const caps = office?.capabilities;
  const [dirty, setDirty] = useState<Record<string, boolean>>({});
  const markDirty = useCallback(
    (tab: OfficeTab) => (value: boolean) => setDirty((d) => (d[tab] === value ? d : { ...d, [tab]: value })),
    [],
  );
  const [detailsValid, setDetailsValid] = useState(true);
  const controls = { details: useRef<TabControl | null>(null), report: useRef<TabControl | null>(null) };
  const [visited, setVisited] = useState<ReadonlySet<string>>(new Set());
  const { confirmArchive, setConfirmArchive, archiveError, archiving, archive } = useArchiveOffice(office, dialog);

  const flow = wizard({
    tabs: [
      { value: 'details', label: t.details },
      { value: 'payment', label: t.paymentDetails, available: caps ? caps.canUpdateCard : mayUpdateCard(viewerRole) },
      { value: 'users', label: t.users },
      { value: 'report', label: t.campaignReport },
    ],
    current: dialog.tab,
    recordExists: office !== null,
    currentValid: dialog.tab === null || dialog.tab === 'details' ? detailsValid : true,
  });
  const current = flow.current as OfficeTab;
  useEffect(() => {
    setVisited((seen) => (seen.has(current) ? seen : new Set([...seen, current])));
  }, [current]);

  const anyDirty = Object.values(dirty).some(Boolean);
  useEffect(() => onDirtyChange(anyDirty), [anyDirty, onDirtyChange]);

  const notice = noticeOf({
    officeId,
    createClientId,
    query: { data, loading, error, refetch },
    office,
    archived: archiving.called,
  });
  if (notice) return notice;

  const canEditTab = (tab: OfficeTab): boolean => {
    if (!caps) return true; // creating: whoever may create edits the first tab
    if (tab === 'report') return caps.canUpdateReport;
    return caps.canEdit;
  };
  const name = office?.displayName ?? '';
  const archivable = office !== null && office.status === 'PUBLISHED' && caps?.canArchive === true;

  const onSave = async (): Promise<string | null> => {
    if (current === 'details') return (await controls.details.current?.save()) ?? null;
    if (current === 'report') return (await controls.report.current?.save()) ?? null;
    // Payment Details and Users save as they change: the footer moves on.
    return officeId;
  };

  const seen = (tab: OfficeTab) => visited.has(tab) || current === tab;
  return (
    <>
      <ResultMessage message={archiveError} />
      <ModalTabs
        wizard={flow}
        dialog={dialog}
        dirty={dirty[current] === true}
        label={t.modalTabsLabel}
        panels={{
          details: (
            <OfficeDetailsTab
              key={office?.id ?? 'new'}
              officeId={office?.id}
              details={office?.details}
              clientId={createClientId === null ? null : createClientId}
              canEdit={canEditTab('details')}
              control={controls.details}
              onDirtyChange={markDirty('details')}
              onValidChange={setDetailsValid}
            />
          ),
          ...(office
            ? {
                payment: later(seen('payment'), <OfficePaymentTab officeId={office.id} active />),
                users: later(seen('users'), <OfficeUsersTab officeId={office.id} active viewerRole={viewerRole} />),
                report: later(
                  seen('report'),
                  <OfficeReportTab
                    officeId={office.id}
                    active
                    canEdit={canEditTab('report')}
                    control={controls.report}
                    onDirtyChange={markDirty('report')}
                  />,
                ),
              }
            : {}),
        }}
      />
      <WizardFooter
        wizard={flow}
        dialog={dialog}
        onSave={onSave}
        canEdit={canEditTab(current)}
        extra={
          archivable && (
            <Button variant="default" color="red" onClick={() => setConfirmArchive(true)}>
              {t.archive}
            </Button>
          )
        }
      />
      {office && (
        <DeleteConfirmDialog
          opened={confirmArchive}
          title={officeTexts.archive}
          loading={archiving.loading}
          onConfirm={() => void archive()}
          onCancel={() => setConfirmArchive(false)}
        >
          {archiveOfficeConfirm(name)}
        </DeleteConfirmDialog>
      )}
    </>
  );
}

/** The office modal ("Create new office" / "Edit office"), opened by `?office=new|<id>`; asks before losing unsaved changes. */
export function OfficeModal(props: OfficeModalProps) {
  const { dialog } = props;
  const { dirty, onDirtyChange } = useModalDirty(dialog);
  return (
    <RouteModal dialog={dialog} title={dialog.isNew ? t.createTitle : t.editTitle} dirty={dirty} size="xl">
      {dialog.opened && <OfficeModalBody {...props} onDirtyChange={onDirtyChange} />}
    </RouteModal>
  );
}
