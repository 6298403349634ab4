import { Router, type Request } from 'express';
import { z } from 'zod';
import { activityView, decodeCursor, encodeCursor } from '../views/activity-views.ts';
import type { SandboxContext } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { parseListQuery } from '../http/lists.ts';
import { currentUser, requireBearer } from '../http/middleware/require-bearer.ts';
import { markActivitiesRead } from '../messaging/notifications.ts';
import { countUnread, listActivities, type ActivityQuery } from '../store/activities.ts';
import { messages, parseForm, queryText, toId, type FormShape } from '../http/validation.ts';

const defaultLimit = 10;
const maxLimit = 50;
const topCount = 5;

const markReadShape = { ids: null } satisfies FormShape;
const markReadForm = z.object({
  ids: z
    .unknown()
    .optional()
    .transform((value, check) => {
      if (value === undefined || value === null) return null;
      const ids = Array.isArray(value) ? value.map(toId) : [undefined];
      if (ids.some((id) => id === undefined)) {
        check.issues.push({ code: 'custom', message: messages.invalid, input: value });
        return z.NEVER;
      }
      return ids.length > 0 ? (ids as number[]) : null;
    }),
});

const listOptions = { defaultLimit, maxLimit, overLimit: 'clamp', filters: {} } as const;

function activityQuery(req: Request): ActivityQuery {
  const { cursor, limit } = parseListQuery(req, listOptions);
  const after = cursor === null ? null : decodeCursor(cursor);
  if (after === undefined) throw badRequest('Invalid cursor');
  return { after, limit: limit ?? defaultLimit, search: queryText(req, 'search') };
}

export function activityRoutes(ctx: SandboxContext): Router {
  const { store } = ctx;
  const router = Router();
  router.use('/activities', requireBearer(ctx));

  router.get('/activities', (req, res) => {
    const query = activityQuery(req);
    const rows = listActivities(store, currentUser(res).id, { ...query, limit: query.limit + 1 });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    res.json({
      activities: page.map(activityView),
      meta: { cursor: { next: rows.length > query.limit && last ? encodeCursor(last) : null } },
    });
  });

  router.get('/activities/count', (_req, res) => {
    res.json({ total: countUnread(store, currentUser(res).id) });
  });

  router.get('/activities/top', (_req, res) => {
    const rows = listActivities(store, currentUser(res).id, { after: null, limit: topCount, search: '' });
    res.json({ activities: rows.map(activityView) });
  });

  router.post('/activities', async (req, res) => {
    const { ids } = await parseForm(markReadForm, markReadShape, req.body);
    markActivitiesRead(ctx, currentUser(res), ids);
    res.status(204).end();
  });

  return router;
}
