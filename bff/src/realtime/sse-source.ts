import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../logger.ts';
import { backoffMs, parseCountPayload, type PushSource } from './push-source.ts';

const EVENT = 'notifications-pushed';

/**
 * The sandbox's push channel: a Server-Sent Events stream authenticated with the dashboard access
 * key. Reconnects with backoff until stopped.
 */
export const createSseSource = (opts: { url: string; headers: Record<string, string>; log: Logger }): PushSource => {
  let controller: AbortController | undefined;
  let running: Promise<void> | undefined;
  return {
    name: 'sse',
    start(onEvent) {
      controller = new AbortController();
      const signal = controller.signal;
      running = (async () => {
        let attempt = 0;
        while (!signal.aborted) {
          try {
            const res = await fetch(opts.url, { headers: { accept: 'text/event-stream', ...opts.headers }, signal });
            if (!res.ok || !res.body) throw new Error(`push channel answered ${res.status}`);
            opts.log.info({ source: 'sse' }, 'push channel connected');
            attempt = 0;
            const decoder = new TextDecoder();
            let buffer = '';
            for await (const chunk of res.body) {
              buffer += decoder.decode(chunk as Uint8Array, { stream: true });
              let end: number;
              while ((end = buffer.indexOf('\n\n')) >= 0) {
                const block = buffer.slice(0, end);
                buffer = buffer.slice(end + 2);
                let event = 'message';
                const data: string[] = [];
                for (const line of block.split('\n')) {
                  if (line.startsWith('event:')) event = line.slice(6).trim();
                  else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
                }
                if (event === EVENT && data.length) for (const e of parseCountPayload(data.join('\n'))) onEvent(e);
              }
            }
            throw new Error('push channel closed');
          } catch (err) {
            if (signal.aborted) break;
            const wait = backoffMs(attempt++);
            opts.log.warn({ source: 'sse', err: (err as Error).message, retryInMs: wait }, 'push channel lost');
            await sleep(wait, undefined, { signal }).catch(() => undefined);
          }
        }
      })();
    },
    async stop() {
      controller?.abort();
      await running;
    },
  };
};
