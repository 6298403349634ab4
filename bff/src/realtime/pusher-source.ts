import { setTimeout as sleep } from 'node:timers/promises';
import { WebSocket } from 'ws';
import type { Logger } from '../logger.ts';
import { backoffMs, parseCountPayload, type PushSource } from './push-source.ts';

export interface PusherOptions {
  /** ws(s)://host[:port] of the Pusher-compatible service. */
  url: string;
  appKey: string;
  channel: string;
  event: string;
  log: Logger;
}

/**
 * A Pusher-protocol (version 7) client for a public channel: connects to /app/{key}, subscribes
 * to the channel on `pusher:connection_established`, answers pings, and reconnects with backoff.
 */
export const createPusherSource = (opts: PusherOptions): PushSource => {
  let stopped = false;
  let socket: WebSocket | undefined;
  let running: Promise<void> | undefined;
  const url = `${opts.url.replace(/\/+$/, '')}/app/${encodeURIComponent(opts.appKey)}?protocol=7&client=portal-bff&version=1.0`;

  const connectOnce = (onEvent: Parameters<PushSource['start']>[0]) =>
    new Promise<void>((resolve) => {
      const ws = new WebSocket(url);
      socket = ws;
      ws.on('message', (raw) => {
        let msg: { event?: string; data?: unknown; channel?: string };
        try {
          msg = JSON.parse(String(raw));
        } catch {
          return;
        }
        if (msg.event === 'pusher:connection_established') {
          ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: opts.channel } }));
        } else if (msg.event === 'pusher:ping') {
          ws.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
        } else if (msg.event === 'pusher_internal:subscription_succeeded') {
          opts.log.info({ source: 'pusher', channel: opts.channel }, 'push channel subscribed');
        } else if (msg.event === opts.event && msg.channel === opts.channel) {
          for (const e of parseCountPayload(msg.data)) onEvent(e);
        }
      });
      ws.on('error', (err) => opts.log.warn({ source: 'pusher', err: err.message }, 'push channel error'));
      ws.on('close', () => resolve());
    });

  return {
    name: 'pusher',
    start(onEvent) {
      stopped = false;
      running = (async () => {
        let attempt = 0;
        while (!stopped) {
          const opened = Date.now();
          await connectOnce(onEvent);
          if (stopped) break;
          if (Date.now() - opened > 30_000) attempt = 0;
          const wait = backoffMs(attempt++);
          opts.log.warn({ source: 'pusher', retryInMs: wait }, 'push channel lost');
          await sleep(wait);
        }
      })();
    },
    async stop() {
      stopped = true;
      socket?.terminate();
      await running;
    },
  };
};
