import { ActionIcon, Button, CloseButton, Group, Paper, Title, UnstyledButton } from '@mantine/core';
import { messages } from '@portal/schema';
import { IconHelpCircle, IconMinus } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { FragmentType } from '../../__generated__';
import { texts } from './texts.ts';
import { readStoredJson, storageKeys, writeStored } from '../../lib/storage.ts';
import type { SupportFormFragment } from './support-form.tsx';
import classes from './support-widget.module.css';

type FocusTarget = 'launcher' | 'tab' | 'panel';

const readMinimised = (): boolean => readStoredJson(storageKeys.supportMinimised) === true;

// The form (react-hook-form, zod, the concern Select) is its own chunk: the signed-in shell paints
// and a page is usable without it (decision 096). It starts loading when a pointer comes over or
// focus reaches the launcher, and renders when the form is first opened.
const loadSupportForm = () => import('./support-form.tsx');
const SupportForm = lazy(() => loadSupportForm().then((m) => ({ default: m.SupportForm })));
const prefetchSupportForm = () => void loadSupportForm();

/** Mounts with the lazy form (same Suspense boundary), telling the widget the form's fields exist. */
function FormReady({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

interface SupportWidgetProps {
  viewer: FragmentType<typeof SupportFormFragment>;
}

/**
 * The floating Contact Support control, at the bottom right of every signed-in page.
 *
 * - closed: a "Contact Support" launcher button (on phones a round icon button of the same name);
 *   it opens the form. The shell's main area ends with padding of the launcher's height, so the
 *   end of a page can always be scrolled clear of it.
 * - open: a non-modal panel with the form, a minimise button and a close icon (back to the launcher).
 * - minimised: only a slim side tab at the right edge; clicking it opens the form again. This flag
 *   is remembered in the browser, so a reload comes back minimised; the form's open state is not.
 *
 * The form mounts when first opened and then stays mounted while hidden, so closing or minimising
 * keeps what was typed; a successful submission resets it and closes the panel.
 */
export function SupportWidget({ viewer }: SupportWidgetProps) {
  const [minimised, setMinimised] = useState(readMinimised);
  const [open, setOpen] = useState(false);
  /** Whether the form was ever opened: from then on it stays mounted, hidden when closed. */
  const [wanted, setWanted] = useState(false);
  const focusNext = useRef<FocusTarget | null>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  const tab = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const panelId = useId();

  const [formReady, setFormReady] = useState(false);
  const onFormReady = useCallback(() => setFormReady(true), []);

  useEffect(() => {
    const target = focusNext.current;
    if (target === 'panel') {
      const field = panel.current?.querySelector<HTMLElement>('input, textarea');
      if (!field) return; // the form is still loading: focus it once it is there
      field.focus();
    } else if (target === 'launcher') launcher.current?.focus();
    else if (target === 'tab') tab.current?.focus();
    focusNext.current = null;
  }, [open, minimised, formReady]);

  const remember = (value: boolean) => {
    setMinimised(value);
    writeStored(storageKeys.supportMinimised, value);
  };

  const openForm = () => {
    if (minimised) remember(false);
    focusNext.current = 'panel';
    setWanted(true);
    setOpen(true);
  };

  const close = () => {
    focusNext.current = 'launcher';
    setOpen(false);
  };

  const minimise = () => {
    focusNext.current = 'tab';
    setOpen(false);
    remember(true);
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // Escape in an open dropdown closes the dropdown, not the panel.
    if ((event.target as HTMLElement).getAttribute('aria-expanded') === 'true') return;
    close();
  };

  const shown = open && !minimised;

  return (
    <>
      {minimised && (
        <UnstyledButton
          ref={tab}
          className={classes.tab}
          onClick={openForm}
          onPointerEnter={prefetchSupportForm}
          onFocus={prefetchSupportForm}
          aria-controls={panelId}
          aria-expanded={false}
        >
          <IconHelpCircle size={18} aria-hidden />
          <span className={classes.tabLabel}>{messages.supportTitle}</span>
        </UnstyledButton>
      )}
      {!minimised && !open && (
        <Button
          ref={launcher}
          className={classes.launcher}
          radius="xl"
          size="md"
          onClick={openForm}
          onPointerEnter={prefetchSupportForm}
          onFocus={prefetchSupportForm}
          aria-controls={panelId}
          aria-expanded={false}
          // On a phone only the icon shows: the name stays for assistive technology.
          aria-label={messages.supportTitle}
        >
          <IconHelpCircle size={20} aria-hidden className={classes.launcherIcon} />
          <span className={classes.launcherLabel}>{messages.supportTitle}</span>
        </Button>
      )}
      <Paper
        ref={panel}
        id={panelId}
        role="dialog"
        aria-modal={false}
        aria-labelledby={titleId}
        className={classes.panel}
        data-open={shown || undefined}
        shadow="xl"
        radius="md"
        withBorder
        onKeyDown={onPanelKeyDown}
      >
        <Group justify="space-between" wrap="nowrap" className={classes.header}>
          <Title order={2} size="h4" id={titleId}>
            {messages.supportTitle}
          </Title>
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="subtle" color="dark" onClick={minimise} aria-label={texts.support.minimise}>
              <IconMinus size={18} aria-hidden />
            </ActionIcon>
            <CloseButton onClick={close} aria-label={texts.support.close} />
          </Group>
        </Group>
        <div className={classes.body}>
          {wanted && (
            <Suspense fallback={null}>
              <SupportForm viewer={viewer} onSubmitted={close} />
              <FormReady onReady={onFormReady} />
            </Suspense>
          )}
        </div>
      </Paper>
    </>
  );
}
