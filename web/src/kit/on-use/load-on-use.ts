import { useCallback, useState } from 'react';

/**
 * A module that downloads on first use, once for every component that needs it: `load()` starts (or
 * joins) the download, `current()` is the module once it has arrived (null before; a failed download
 * is tried again on the next use).
 */
export interface OnUse<T> {
  current: () => T | null;
  load: () => Promise<T>;
}

export const onUse = <T>(importer: () => Promise<T>): OnUse<T> => {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    current: () => loaded,
    load: () => {
      loading ??= importer().then((module) => (loaded = module));
      loading.catch(() => (loading = null));
      return loading;
    },
  };
};

/**
 * The module of `source` for a component that stands in for it until used: `[module, load]`, where
 * `load()` (on pointing at, focusing or pressing the stand-in) starts the download and `module` is
 * set, re-rendering the component, once it has arrived. A module already downloaded is there at once.
 */
export const useOnUse = <T>(source: OnUse<T>): [T | null, () => Promise<T>] => {
  const [module, setModule] = useState<T | null>(source.current);
  const use = useCallback(
    () =>
      source.load().then((arrived) => {
        setModule(() => arrived);
        return arrived;
      }),
    [source],
  );
  return [module, use];
};

/** What a stand-in button was asked meanwhile: to hold the focus, to open, and whether a press is under way. */
export interface Asked {
  focus: boolean;
  open: boolean;
  pressing: boolean;
}

/**
 * The state and handlers of a button standing in for a control that downloads on use (a menu, a
 * popover): pointing at it or focusing it starts the download (`start`); focusing and pressing it are
 * remembered for the control to take over. A press under way (pointer down, no click yet) holds the
 * swap back: a button replaced between its pointerdown and its click would lose the click.
 */
export const useStandInButton = (start: () => void) => {
  const [asked, setAsked] = useState<Asked>({ focus: false, open: false, pressing: false });
  const handlers = {
    onPointerEnter: start,
    onFocus: () => {
      setAsked((current) => ({ ...current, focus: true }));
      start();
    },
    onPointerDown: () => setAsked((current) => ({ ...current, pressing: true })),
    onBlur: () => setAsked((current) => ({ ...current, focus: false, pressing: false })),
    onClick: () => {
      setAsked({ focus: true, open: true, pressing: false });
      start();
    },
  };
  return { asked, handlers };
};
