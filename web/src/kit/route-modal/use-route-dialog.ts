import { useCallback, useMemo, useRef } from 'react';
import { useSearchWriter } from '../url-state/url-state.ts';

/** The value of a dialog parameter that opens the create dialog (`?user=new`). */
export const NEW = 'new';

const VALID = /^[A-Za-z0-9_-]{1,64}$/;

export interface RouteDialog {
  /** The URL parameters that address the dialog and its tab. */
  readonly param: string;
  readonly tabParam: string;
  /** The raw parameter value (a record id or `new`), or null when closed. */
  value: string | null;
  opened: boolean;
  isNew: boolean;
  /** The record id, null when closed or creating. */
  id: string | null;
  /** The open tab (null: the first). */
  tab: string | null;
  /** Opens the dialog for a record id or NEW, on a given tab (pushes a history entry). */
  open(value: string, tab?: string | null): void;
  /** Switches tab (pushes, so Back returns to the previous tab). */
  setTab(tab: string): void;
  /** After the first save of a new record: the URL names the record from now on (replaces `new`). */
  created(id: string, tab?: string | null): void;
  /** Closes the dialog: removes its parameters. */
  close(): void;
  /**
   * Closes this dialog and opens another one in a single navigation (e.g. a confirmation handing over
   * to the payment dialog): both dialogs' parameters change in one history entry, which replaces this
   * one's, so Back does not return to the dialog that handed over. Focus returns to this dialog's opener.
   */
  handOver(to: Pick<RouteDialog, 'param' | 'tabParam' | 'opener'>, value: string, tab?: string | null): void;
  /** The element that had focus when `open` was called (the row or button), to return focus to. */
  readonly opener: { current: HTMLElement | null };
}

/**
 * A dialog addressed by the URL: `?<param>=<id>|new&<param>Tab=<tab>`. Invalid values count as closed.
 * The tab parameter is named after the dialog, so it never meets a list's own `tab` (My Offices /
 * Archived) in the same URL.
 */
export const useRouteDialog = (param: string, tabParam = `${param}Tab`): RouteDialog => {
  const [search, writeSearch] = useSearchWriter();
  const raw = search.get(param);
  const value = raw && VALID.test(raw) ? raw : null;
  const opener = useRef<HTMLElement | null>(null);
  const rawTab = search.get(tabParam);
  const tab = value && rawTab && VALID.test(rawTab) ? rawTab : null;

  const write = useCallback(
    (changes: Record<string, string | null>, replace: boolean) =>
      writeSearch((next) => {
        for (const [key, v] of Object.entries(changes)) {
          if (v === null) next.delete(key);
          else next.set(key, v);
        }
        return { search: next, history: replace ? 'replace' : 'push' };
      }),
    [writeSearch],
  );

  return useMemo(
    () => ({
      param,
      tabParam,
      value,
      opened: value !== null,
      isNew: value === NEW,
      id: value !== null && value !== NEW ? value : null,
      tab,
      open: (next, nextTab = null) => {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        write({ [param]: next, [tabParam]: nextTab }, false);
      },
      setTab: (next) => write({ [tabParam]: next }, false),
      created: (id, nextTab = tab) => write({ [param]: id, [tabParam]: nextTab }, true),
      close: () => write({ [param]: null, [tabParam]: null }, true),
      handOver: (to, next, nextTab = null) => {
        to.opener.current = opener.current;
        write({ [param]: null, [tabParam]: null, [to.param]: next, [to.tabParam]: nextTab }, true);
      },
      opener,
    }),
    [value, tab, write, param, tabParam],
  );
};
