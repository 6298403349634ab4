import { Router } from 'express';
import type { SandboxContext } from '../context.ts';
import { requireServiceKey } from '../http/middleware/require-access-key.ts';
import type { UnreadCountEvent } from '../shared/push-hub.ts';

export function pushRoutes(ctx: SandboxContext): Router {
  const router = Router();

  router.get('/notifications-channel', requireServiceKey(ctx), (req, res) => {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.write('retry: 3000\n: connected\n\n');
    const unsubscribe = ctx.push.subscribe((event: UnreadCountEvent) => {
      res.write(`event: notifications-pushed\ndata: ${JSON.stringify(event)}\n\n`);
    });
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), ctx.config.pushHeartbeatMs);
    req.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
  });

  return router;
}
