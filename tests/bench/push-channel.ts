/**
 * The upstream push channel as the BFF's SSE source consumes it (bff/src/realtime/sse-source.ts):
 * `event: notifications-pushed` / `data: {"username","count"}` blocks, or one block whose data is a
 * map of usernames to counts. It runs inside the bench process, so the time a push is written and
 * the time a subscriber receives it are read from the same clock.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PushChannel {
  /** Give this to the BFF as PUSH_SSE_URL. */
  url: string;
  readonly listeners: number;
  waitForListener(timeoutMs?: number): Promise<void>;
  /** Writes the blocks in one write to every open stream. */
  send(payloads: unknown[]): void;
  close(): Promise<void>;
}

export const startPushChannel = async (): Promise<PushChannel> => {
  const streams = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    if (!req.url?.startsWith('/push')) {
      res.writeHead(404).end();
      return;
    }
    res.socket?.setNoDelay(true);
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write(': connected\n\n');
    streams.add(res);
    req.on('close', () => streams.delete(res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/push`,
    get listeners() {
      return streams.size;
    },
    async waitForListener(timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (streams.size === 0) {
        if (Date.now() > deadline) throw new Error('the BFF did not connect to the push channel');
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    send(payloads) {
      let chunk = '';
      for (const p of payloads) chunk += `event: notifications-pushed\ndata: ${JSON.stringify(p)}\n\n`;
      for (const s of streams) s.write(chunk);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of streams) s.end();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};
