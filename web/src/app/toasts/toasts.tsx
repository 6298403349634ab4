import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';

/**
 * The toasts' container, loaded lazily by the signed-in shell (toasts-host.tsx). Toasts shown
 * before it arrives wait in the notifications store and appear when it mounts.
 */
export function Toasts() {
  return <Notifications position="top-right" />;
}
