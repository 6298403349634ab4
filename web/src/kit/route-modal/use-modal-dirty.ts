import { useCallback, useEffect, useState } from 'react';
import type { RouteDialog } from './use-route-dialog.ts';

/**
 * Whether a route modal's form has unsaved changes, for `RouteModal`'s guard: the body reports
 * through `onDirtyChange`; closing the dialog forgets it.
 */
export const useModalDirty = (dialog: RouteDialog): { dirty: boolean; onDirtyChange: (dirty: boolean) => void } => {
  const [dirty, setDirty] = useState(false);
  const onDirtyChange = useCallback((next: boolean) => setDirty(next), []);
  useEffect(() => {
    if (!dialog.opened) setDirty(false);
  }, [dialog.opened]);
  return { dirty, onDirtyChange };
};
