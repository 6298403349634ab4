import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const Toasts = lazy(() => import('./toasts.tsx').then((m) => ({ default: m.Toasts })));

/**
 * Where toasts appear: rendered by the signed-in shell only, the one place toasts are shown from (its
 * screens and the Apollo client's session events), so the signed-out pages — `/login` — never
 * download the container (decision 053). The container loads with the first toast, not with the
 * shell (decision 096): the toast waits in the notifications store and appears when it mounts, and
 * the container stays mounted from then on.
 */
export function ToastsHost() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
