import { insert, many, one, run, type Store } from './database.ts';

export type ActivityRow = {
  id: number;
  message: string;
  createdAt: number;
  isClientUser: number;
  creatorFirstName: string | null;
  creatorLastName: string | null;
  readAt: number | null;
};
export type ActivityPosition = { createdAt: number; id: number };
export type ActivityQuery = { after: ActivityPosition | null; limit: number; search: string };
export type NewActivity = {
  message: string;
  createdBy: number | null;
  isClientUser: boolean;
  campaignId: number | null;
};

export function listActivities(store: Store, userId: number, query: ActivityQuery): ActivityRow[] {
  return many<ActivityRow>(
    store,
    `SELECT a.id, a.message, a.created_at AS createdAt, a.is_client_user AS isClientUser,
       u.first_name AS creatorFirstName, u.last_name AS creatorLastName, r.read_at AS readAt
     FROM activity_recipients r
     JOIN activities a ON a.id = r.activity_id
     LEFT JOIN users u ON u.id = a.created_by
     WHERE r.user_id = ?1
       AND (?2 = '' OR instr(lower(a.message), lower(?2)) > 0)
       AND (?3 IS NULL OR a.created_at < ?3 OR (a.created_at = ?3 AND a.id < ?4))
     ORDER BY a.created_at DESC, a.id DESC
     LIMIT ?5`,
    userId,
    query.search,
    query.after?.createdAt ?? null,
    query.after?.id ?? null,
    query.limit,
  );
}

export function countUnread(store: Store, userId: number): number {
  return (
    one<{ total: number }>(
      store,
      'SELECT count(*) AS total FROM activity_recipients WHERE user_id = ? AND read_at IS NULL',
      userId,
    )?.total ?? 0
  );
}

export function markRead(store: Store, userId: number, ids: readonly number[] | null, now: number): number {
  if (ids === null) {
    return run(store, 'UPDATE activity_recipients SET read_at = ? WHERE user_id = ? AND read_at IS NULL', now, userId);
  }
  return run(
    store,
    `UPDATE activity_recipients SET read_at = ?
     WHERE user_id = ? AND read_at IS NULL AND activity_id IN (SELECT value FROM json_each(?))`,
    now,
    userId,
    JSON.stringify(ids),
  );
}

export function addActivity(store: Store, activity: NewActivity, recipientIds: readonly number[], now: number): number {
  const id = insert(
    store,
    'INSERT INTO activities (message, created_by, is_client_user, campaign_id, created_at) VALUES (?, ?, ?, ?, ?)',
    activity.message,
    activity.createdBy,
    activity.isClientUser ? 1 : 0,
    activity.campaignId,
    now,
  );
  for (const userId of new Set(recipientIds)) {
    insert(store, 'INSERT INTO activity_recipients (user_id, activity_id) VALUES (?, ?)', userId, id);
  }
  return id;
}
