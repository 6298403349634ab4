import type { ActivityPosition, ActivityRow } from '../store/activities.ts';

const systemInitials = 'SB';

function initials(row: ActivityRow): string {
  if (row.creatorFirstName === null) return systemInitials;
  return `${row.creatorFirstName.charAt(0)}${row.creatorLastName?.charAt(0) ?? ''}`.toUpperCase();
}

export function activityView(row: ActivityRow) {
  return {
    id: row.id,
    activity: {
      message: row.message,
      createdAt: new Date(row.createdAt).toISOString(),
      isClientUser: row.isClientUser === 1,
      context: { byUserInitials: initials(row) },
    },
    read: row.readAt !== null,
  };
}

export function encodeCursor(row: ActivityPosition): string {
  return Buffer.from(`${row.createdAt}:${row.id}`).toString('base64url');
}

export function decodeCursor(cursor: string): ActivityPosition | undefined {
  const match = /^(\d{1,15}):(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) return undefined;
  return { createdAt: Number(match[1]), id: Number(match[2]) };
}
