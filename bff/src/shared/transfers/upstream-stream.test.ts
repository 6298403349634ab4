import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { forwardCoalesced } from './upstream-stream.ts';

/** Answers when `check` holds, looking again after each turn of the event loop (a signal, not a timer). */
const until = async (check: () => boolean): Promise<void> => {
  while (!check()) await new Promise((r) => setImmediate(r));
};

const listen = async (server: http.Server) => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

type UpstreamHandler = (res: http.ServerResponse) => void;

/**
 * An upstream whose answer is written by the test, and a proxy that forwards it with
 * `forwardCoalesced`, recording how the forward ended and how much the browser's response
 * held in memory at most.
 */
describe('forwardCoalesced: an upstream answer forwarded to the browser', () => {
  let answer: UpstreamHandler = (res) => res.end();
  let upstreamClosed: Promise<void> = Promise.resolve();
  const upstream = http.createServer((_req, res) => {
    upstreamClosed = once(res, 'close').then(() => undefined);
    answer(res);
  });
  let forwarded: Promise<unknown> = Promise.resolve();
  let source: http.IncomingMessage | null = null;
  let touches = 0;
  let holds = 0;
  let touchesAfterHold = 0;
  let mostHeld = 0;
  let upstreamUrl = '';
  const proxy = http.createServer((_req, res) => {
    http.get(upstreamUrl, { agent: false }, (incoming) => {
      source = incoming;
      res.writeHead(200, { 'content-type': 'text/csv' });
      incoming.on('data', () => (mostHeld = Math.max(mostHeld, res.writableLength)));
      const clock = {
        touch: () => {
          touches++;
          if (holds) touchesAfterHold++;
        },
        hold: () => holds++,
      };
      forwarded = forwardCoalesced(incoming, res, clock).then(
        () => 'finished',
        (err: Error) => {
          res.destroy();
          return err.message;
        },
      );
    });
  });
  let proxyUrl = '';
  before(async () => {
    upstreamUrl = await listen(upstream);
    proxyUrl = await listen(proxy);
  });
  after(() => {
    for (const res of answers) res.destroy();
    for (const server of [upstream, proxy]) {
      server.closeAllConnections();
      server.close();
    }
  });
  /** The browser's request. An answer broken off or given up errors ('aborted'): that is listened for from the start. */
  const answers: http.IncomingMessage[] = [];
  const get = () =>
    new Promise<http.IncomingMessage>((resolve) =>
      http.get(proxyUrl, { agent: false }, (res) => {
        answers.push(res);
        resolve(res.on('error', () => {}));
      }),
    );
  const reset = (handler: UpstreamHandler) => {
    answer = handler;
    source = null;
    touches = 0;
    holds = 0;
    touchesAfterHold = 0;
    mostHeld = 0;
  };

  it('sends rows written one by one as a few large chunks, whole and in order', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => `${i},user${i}@example.test,Active\n`);
    reset((res) => {
      res.writeHead(200, { 'content-type': 'text/csv' });
      for (const row of rows) res.write(row);
      res.end();
    });
    const res = await get();
    let pieces = 0;
    let body = '';
    res.setEncoding('utf8');
    res.on('data', (d: string) => {
      pieces++;
      body += d;
    });
    await once(res, 'end');
    assert.equal(body, rows.join(''));
    assert.ok(res.complete);
    assert.ok(pieces <= rows.length / 20, `${pieces} pieces for ${rows.length} rows`);
    assert.equal(await forwarded, 'finished');
    assert.ok(touches >= 1, 'every read keeps the idle timer alive');
  });

  it(
    'holds back the upstream while the browser does not read, then delivers every byte',
    { timeout: 30_000 },
    async () => {
      const block = Buffer.alloc(16 * 1024);
      const blocks = 1024; // 16 MiB: more than the sockets' buffers between the three can hold
      let written = 0;
      const sent = createHash('sha256');
      reset((res) => {
        res.writeHead(200, { 'content-type': 'text/csv' });
        void (async () => {
          for (let i = 0; i < blocks; i++) {
            block.fill(i % 251);
            sent.update(block);
            written += block.length;
            if (!res.write(Buffer.from(block))) await once(res, 'drain');
          }
          res.end();
        })();
      });
      const res = await get();
      res.pause();
      // The proxy stops reading from the upstream while the browser's socket is full.
      await until(() => source?.isPaused() === true);
      assert.ok(written < blocks * block.length, 'the upstream was held back');
      assert.ok(holds >= 1, 'a browser holding the answer back stops the idle clock');
      const heldWhilePaused = mostHeld;
      const received = createHash('sha256');
      let bytes = 0;
      res.on('data', (d: Buffer) => {
        bytes += d.length;
        received.update(d);
      });
      res.resume();
      await once(res, 'end');
      assert.equal(bytes, blocks * block.length);
      assert.equal(received.digest('hex'), sent.digest('hex'));
      assert.equal(await forwarded, 'finished');
      assert.ok(heldWhilePaused < 1024 * 1024, `the response held ${heldWhilePaused} bytes`);
      assert.ok(touchesAfterHold >= 1, 'the idle clock runs again once the browser reads');
      assert.ok(mostHeld < 1024 * 1024, `the response held ${mostHeld} bytes`);
    },
  );

  it('a browser that goes away: the upstream answer is given up and its connection released', async () => {
    reset((res) => {
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.write('first row\n');
      // Never ends: only the browser going away can end this answer.
    });
    const res = await get();
    await once(res, 'data');
    res.destroy();
    assert.equal(await forwarded, 'the browser went away');
    await upstreamClosed;
  });

  it('an upstream that breaks off: the forward fails and the browser never sees a clean end', async () => {
    reset((res) => {
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.write('first row\n', () => res.socket?.destroy());
    });
    const res = await get();
    let ended = false;
    res.on('end', () => (ended = true));
    res.resume();
    await new Promise((resolve) => res.on('close', resolve));
    assert.notEqual(await forwarded, 'finished');
    assert.equal(res.complete, false);
    assert.equal(ended, false);
  });
});
