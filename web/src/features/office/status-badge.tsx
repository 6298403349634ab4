import '@mantine/core/styles/Badge.layer.css';
import { Badge } from '@mantine/core';

const COLOURS: Record<string, string> = {
  Booked: 'blue',
  'In Progress': 'green',
  Upcoming: 'cyan',
  Finished: 'gray',
  Cancelled: 'red',
  Stopped: 'orange',
  Pending: 'yellow',
};

/** A campaign's status as a badge: its text says the status, the colour only repeats it. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge color={COLOURS[status] ?? 'gray'} variant="dot" style={{ whiteSpace: 'nowrap' }}>
      {status}
    </Badge>
  );
}
