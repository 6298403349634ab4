import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@portal/schema';
import { startSandbox, type RunningSandbox } from '../../upstream/src/app.ts';
import { silentLogger } from '../../upstream/src/logger.ts';
import { signIn } from '../support/helpers.ts';
import { startBffProcess, type BffProcess } from '../support/processes.ts';
import { ACCESS_KEY } from '../support/stack.ts';

const BOUNDARY = 'refusal-boundary-0123456789';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const BLOCK = Buffer.alloc(64 * 1024, 7);

/** A multipart body with one PNG of `size` bytes, in 64 KiB chunks. */
const pngBody = (size: number) => {
  const chunks = [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
  ];
  for (let left = size - PNG.length; left > 0; left -= BLOCK.length)
    chunks.push(BLOCK.subarray(0, Math.min(left, BLOCK.length)));
  chunks.push(Buffer.from(`\r\n--${BOUNDARY}--\r\n`));
  return chunks;
};

/**
 * Sends the whole body, as a browser does, unless an answer comes first; answers the status and
 * body, or `status: 0` with the error when the connection failed before any answer.
 */
const send = (base: string, cookie: string, chunks: Buffer[], declared: boolean) =>
  new Promise<{ status: number; body: string; error?: string }>((resolve) => {
    const url = new URL('/files?kind=userImage', base);
    const length = chunks.reduce((n, c) => n + c.length, 0);
    const req = http.request(url, {
      method: 'POST',
      agent: false,
      headers: {
        cookie,
        'apollo-require-preflight': 'true',
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        ...(declared ? { 'content-length': String(length) } : { 'transfer-encoding': 'chunked' }),
      },
    });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', (err) => resolve({ status: 0, body, error: err.message }));
    });
    req.on('error', (err) => {
      if (!answered) resolve({ status: 0, body: '', error: (err as NodeJS.ErrnoException).code ?? err.message });
    });
    void (async () => {
      for (const chunk of chunks) {
        if (answered || req.destroyed) return;
        if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
      }
      if (!answered && !req.destroyed) req.end();
    })();
  });

/**
 * An over-size upload refused while the browser is still sending, with the BFF in a process of its
 * own (in one process, client and server share an event loop and the race below cannot happen).
 */
describe('over-size uploads against a BFF process: the refusal reaches the browser', () => {
  let sandbox: RunningSandbox;
  let dataDir: string;
  let bff: BffProcess;
  let cookie = '';

  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-refusals-'));
    sandbox = await startSandbox({ port: 0, host: '127.0.0.1', dataDir, accessKey: ACCESS_KEY, logger: silentLogger });
    bff = await startBffProcess({
      MAIN_API_URL: `${sandbox.url}/api`,
      DASHBOARD_API_URL: `${sandbox.url}/dashboard-api`,
      DASHBOARD_API_KEY: ACCESS_KEY,
      NODE_ENV: 'test',
      COOKIE_SECURE: 'false',
    });
    cookie = (await signIn(bff.url, 'admin@sandbox.test')).cookieHeader;
  });
  after(async () => {
    await bff.stop();
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a burst of 8 MB images, with and without a length: every one gets the 413 and its text, none a reset; the BFF and uploads go on', async () => {
    // Before: node closed the connection right after the 413, with the rest of the upload unread,
    // which resets it; most browsers then lost the answer. And the refused chunked uploads, whose
    // bytes had begun to stream upstream, counted as upstream failures: five opened the breaker.
    const big = pngBody(8 * 1024 * 1024);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => send(bff.url, cookie, big, i % 2 === 0)));
    for (const answer of answers) {
      assert.equal(answer.status, 413, JSON.stringify(answer));
      assert.equal(
        (JSON.parse(answer.body) as { error: { message: string } }).error.message,
        messages.agentImageTooLarge,
      );
    }
    const small = await send(bff.url, cookie, pngBody(2048), true);
    assert.equal(small.status, 201, small.body);
    assert.equal(bff.proc.exitCode, null);
  });
});
