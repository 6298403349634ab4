import { lazy, Suspense } from 'react';

const Toasts = lazy(() => import('./toasts.tsx').then((m) => ({ default: m.Toasts })));

/**
 * Where toasts appear: rendered by the signed-in shell only, the one place toasts are shown from (its
 * screens and the Apollo client's session events), so the signed-out pages — `/login` — never
 * download the container (decision 053). It loads as the shell mounts; a toast shown before it
 * arrives waits in the notifications store and appears when it mounts.
 */
export function ToastsHost() {
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
