import { notificationsStore } from '@mantine/notifications';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';

/** The toasts' container's chunk (Mantine's Notifications with its transitions and styles). */
export const loadToasts = () => import('./toasts.tsx');

const Toasts = lazy(() => loadToasts().then((m) => ({ default: m.Toasts })));

const subscribe = (listener: () => void) => notificationsStore.subscribe(listener);
const anyShown = (): boolean => {
  const { notifications, queue } = notificationsStore.getState();
  return notifications.length + queue.length > 0;
};

/**
 * Where toasts appear. The container loads when the first toast is shown (`notifications.show`
 * puts it in the store, where it waits until the container mounts), not with the page: the
 * signed-out pages show none, so `/login` never downloads it (decision 053). The signed-in shell
 * fetches the chunk ahead (`loadToasts`), so a signed-in viewer's first toast does not wait for it.
 * Once mounted it stays, so a toast's exit transition runs.
 */
export function ToastsHost() {
  const shown = useSyncExternalStore(subscribe, anyShown, anyShown);
  const [mounted, setMounted] = useState(shown);
  if (shown && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
