import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type ServerResponse } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { readStoredFile, StoredFileTooLargeError } from './storage-files.ts';

const LIMIT = 1_024_000;
const HUGE = 64 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 7);

/** Writes up to `total` bytes while the client keeps reading; resolves with what was written once the answer closes. */
const stream = (res: ServerResponse, total: number): Promise<number> =>
  new Promise((resolve) => {
    let written = 0;
    res.once('close', () => resolve(written));
    const pump = () => {
      while (written < total && !res.destroyed) {
        written += CHUNK.length;
        if (!res.write(CHUNK)) return void res.once('drain', pump);
      }
      if (written >= total) res.end();
    };
    pump();
  });

let written: Promise<number> = Promise.resolve(0);
const server = createServer((req, res) => {
  // /<kind>/<size>/<name>
  const size = Number((req.url ?? '').split('/')[2]);
  if (req.url?.startsWith('/declared/')) {
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(size) });
    written = stream(res, size);
  } else if (req.url?.startsWith('/exact/')) {
    res.writeHead(200, { 'content-type': 'image/png; charset=binary' });
    res.end(Buffer.alloc(size, 1));
  } else {
    // No declared length: the body is chunked.
    res.writeHead(200, { 'content-type': 'image/png' });
    written = stream(res, size);
  }
});
server.listen(0, '127.0.0.1');
await once(server, 'listening');
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
after(() => {
  server.closeAllConnections();
  server.close();
});

const read = (location: string) => readStoredFile(base, location, { maxBytes: LIMIT, timeoutMs: 30_000 });

describe('readStoredFile', () => {
  it('an undeclared length is counted as it streams and cut at the limit, never read whole', async () => {
    await assert.rejects(read(`chunked/${HUGE}/a.png`), StoredFileTooLargeError);
    const sent = await written;
    assert.ok(sent < HUGE / 2, `the read stopped early (${sent} of ${HUGE} bytes written)`);
  });

  it('a declared length over the limit is refused before the body is read', async () => {
    await assert.rejects(read(`declared/${HUGE}/a.png`), StoredFileTooLargeError);
    const sent = await written;
    assert.ok(sent < HUGE / 2, `the read stopped early (${sent} of ${HUGE} bytes written)`);
  });

  it('a file of exactly the limit is read whole, one byte more is refused', async () => {
    const file = await read(`exact/${LIMIT}/photo.png`);
    assert.equal(file.bytes.byteLength, LIMIT);
    assert.ok(file.bytes.every((b) => b === 1));
    assert.deepEqual([file.mimeType, file.name], ['image/png', 'photo.png']);
    await assert.rejects(read(`exact/${LIMIT + 1}/photo.png`), StoredFileTooLargeError);
  });

  it('a chunked file under the limit is put together in order', async () => {
    const file = await read(`chunked/${CHUNK.length * 3}/b.png`);
    assert.equal(file.bytes.byteLength, CHUNK.length * 3);
    assert.ok(file.bytes.every((b) => b === 7));
  });

  it('paths that are not plain storage locations are refused without a request', async () => {
    for (const location of ['../secret', 'a//b', 'a/./b', 'http://elsewhere/x', 'a b']) {
      await assert.rejects(read(location), /not a storage location/);
    }
  });
});
