import { Button, Group, Modal, Tabs, type ModalProps } from '@mantine/core';
import { messages } from '@portal/schema';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { NavigationType, useBlocker, type Location } from 'react-router';
import { UnsavedChangesDialog } from '../form/unsaved-changes.tsx';
import type { RouteDialog } from './use-route-dialog.ts';
import type { Wizard } from './wizard.ts';

export interface RouteModalProps {
  dialog: RouteDialog;
  title: string;
  /** Unsaved changes: closing or switching tab asks first (YES / No, I have changes to save). */
  dirty?: boolean;
  size?: ModalProps['size'];
  children: ReactNode;
}

/**
 * A modal addressed by the URL (see useRouteDialog). Focus moves into it on open and returns to
 * the row or button that opened it on close; closing removes its parameters from the URL. With
 * unsaved changes, closing asks the specification's question first.
 */
export function RouteModal({ dialog, title, dirty = false, size = 'xl', children }: RouteModalProps) {
  const [confirming, setConfirming] = useState(false);
  const requestClose = () => (dirty ? setConfirming(true) : dialog.close());
  // Focus goes back to the opener after the URL closed the dialog (Mantine's own return works only
  // when the same component both opens and closes it); a dialog opened by the URL itself (a reload,
  // a shared link) has none, and focus goes to the page's heading instead of the document body.
  const wasOpen = useRef(dialog.opened);
  useEffect(() => {
    if (wasOpen.current && !dialog.opened) {
      const opener = dialog.opener.current;
      if (opener?.isConnected) opener.focus();
      else focusPageHeading();
    }
    wasOpen.current = dialog.opened;
  }, [dialog.opened, dialog.opener]);
  return (
    <>
      {dialog.opened && dirty && <HistoryGuard dialog={dialog} />}
      <Modal
        opened={dialog.opened}
        onClose={requestClose}
        title={title}
        size={size}
        returnFocus={false}
        trapFocus
        closeButtonProps={{ 'aria-label': messages.close }}
        // The unsaved-changes question is a second dialog: Escape there must not close this one.
        closeOnEscape={!confirming}
      >
        {children}
      </Modal>
      <UnsavedChangesDialog
        opened={confirming}
        onStay={() => setConfirming(false)}
        onLeave={() => {
          setConfirming(false);
          dialog.close();
        }}
      />
    </>
  );
}

/** Focuses the page's heading (made focusable by script only), where a keyboard user's reading starts. */
const focusPageHeading = () => {
  const heading = document.querySelector<HTMLElement>('main h1, h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
};

const dialogPlace = (location: Location, dialog: RouteDialog) => {
  const search = new URLSearchParams(location.search);
  return `${location.pathname}?${search.get(dialog.param) ?? ''}&${search.get(dialog.tabParam) ?? ''}`;
};

/**
 * Browser Back and Forward (history pops) that would close the dialog, change its tab or leave the
 * page wait for the unsaved-changes question. Mounted only while there are unsaved changes, so the
 * router holds no blocker otherwise (it supports one at a time); the modal's own close, tab switch
 * and save paths push or replace, and ask (or need not ask) themselves.
 */
function HistoryGuard({ dialog }: { dialog: RouteDialog }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }) =>
      historyAction === NavigationType.Pop &&
      dialogPlace(currentLocation, dialog) !== dialogPlace(nextLocation, dialog),
  );
  return (
    <UnsavedChangesDialog
      opened={blocker.state === 'blocked'}
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
    />
  );
}

export interface ModalTabsProps {
  /** The tab model (from `wizard(...)`, or tabs without wizard rules). */
  wizard: Pick<Wizard, 'tabs' | 'current'>;
  dialog: RouteDialog;
  /** Unsaved changes on the current tab: switching asks first. */
  dirty?: boolean;
  /** One panel per tab value. Panels stay mounted, so typed input survives a tab switch. */
  panels: Record<string, ReactNode>;
  label: string;
}

/** The tabs of a record modal, kept in the URL (`&<dialog>Tab=`, e.g. `&officeTab=users`). */
export function ModalTabs({ wizard, dialog, dirty = false, panels, label }: ModalTabsProps) {
  const [pending, setPending] = useState<string | null>(null);
  const change = (value: string | null) => {
    if (!value || value === wizard.current) return;
    if (dirty) setPending(value);
    else dialog.setTab(value);
  };
  return (
    <>
      <Tabs value={wizard.current} onChange={change} keepMounted>
        <Tabs.List aria-label={label} mb="md">
          {wizard.tabs.map((tab) => (
            <Tabs.Tab
              key={tab.value}
              value={tab.value}
              disabled={'disabled' in tab ? (tab.disabled as boolean) : false}
            >
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {wizard.tabs.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value}>
            {panels[tab.value]}
          </Tabs.Panel>
        ))}
      </Tabs>
      <UnsavedChangesDialog
        opened={pending !== null}
        onStay={() => setPending(null)}
        onLeave={() => {
          if (pending) dialog.setTab(pending);
          setPending(null);
        }}
      />
    </>
  );
}

export interface WizardFooterProps {
  wizard: Wizard;
  dialog: RouteDialog;
  /** Saves the current tab; resolves the record id (new on the first save of a create) or null when it failed. */
  onSave: () => Promise<string | null>;
  saving?: boolean;
  /** Viewers who may not edit get Continue and Close instead of the save buttons. */
  canEdit?: boolean;
  /** Offer Save And Close (clients: only when editing). */
  withSaveAndClose?: boolean;
  /** Further actions on the left (Archive). */
  extra?: ReactNode;
}

/**
 * The wizard footer: "Save + continue" saves the current tab (the first save creates the record
 * and the URL then names it), then moves to the next tab; the last tab has Save. Moving on is
 * blocked while the current tab is invalid.
 */
export function WizardFooter({
  wizard,
  dialog,
  onSave,
  saving: savingProp = false,
  canEdit = true,
  withSaveAndClose = false,
  extra,
}: WizardFooterProps) {
  // One save at a time: a second click while the first create runs would create a second record.
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const saving = savingProp || busy;
  const saveThen = async (then: 'next' | 'close' | 'stay') => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    let id: string | null;
    try {
      id = await onSave();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
    if (id === null) return;
    if (then === 'close') dialog.close();
    else if (dialog.isNew || dialog.id !== id) dialog.created(id, then === 'next' ? wizard.next : wizard.current);
    else if (then === 'next' && wizard.next) dialog.setTab(wizard.next);
  };
  return (
    <Group justify="space-between" mt="lg">
      <Group>{extra}</Group>
      <Group>
        {canEdit && withSaveAndClose && !dialog.isNew && (
          <Button
            variant="default"
            onClick={() => void saveThen('close')}
            disabled={!wizard.canAdvance}
            loading={saving}
          >
            {messages.saveAndClose}
          </Button>
        )}
        {!canEdit ? (
          wizard.isLast ? (
            <Button onClick={dialog.close}>{messages.close}</Button>
          ) : (
            <Button onClick={() => wizard.next && dialog.setTab(wizard.next)}>{messages.continue}</Button>
          )
        ) : wizard.isLast ? (
          <Button onClick={() => void saveThen('stay')} disabled={!wizard.canAdvance} loading={saving}>
            {messages.save}
          </Button>
        ) : (
          <Button onClick={() => void saveThen('next')} disabled={!wizard.canAdvance} loading={saving}>
            {messages.saveAndContinue}
          </Button>
        )}
      </Group>
    </Group>
  );
}
