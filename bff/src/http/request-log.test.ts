import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createLogger } from '../logger.ts';
import { requestLog } from './request-log.ts';

/** A logger writing into an array of parsed lines, and a promise of the first line with a given message. */
const capture = () => {
  const lines: Record<string, unknown>[] = [];
  let waiting: (() => void) | undefined;
  const log = createLogger('info', {
    write(chunk: string) {
      for (const text of chunk.split('\n').filter(Boolean)) {
        const line = JSON.parse(text) as Record<string, unknown>;
        lines.push(line);
        waiting?.();
      }
    },
  });
  const line = async (msg: string): Promise<Record<string, unknown>> => {
    for (;;) {
      const found = lines.find((l) => l.msg === msg);
      if (found) return found;
      await new Promise<void>((resolve) => (waiting = resolve));
    }
  };
  return { log, line };
};

describe('requestLog', () => {
  it('writes one line per request with exactly its fixed fields, the path without query or secret; other lines keep redaction', async () => {
    const { log, line } = capture();
    const app = express();
    app.use(requestLog(log));
    app.get('/reset-password/:token', (req, res) => {
      log.info({ password: 'hunter2', nested: { token: 'secret-token' } }, 'handler line');
      res.json({ ok: true });
    });
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const res = await fetch(
        `http://127.0.0.1:${(server.address() as AddressInfo).port}/reset-password/abc-secret?password=p4ss`,
        { headers: { 'x-request-id': 'req-0123456789' } },
      );
      assert.equal(res.status, 200);
      const handler = await line('handler line');
      assert.equal(handler.password, '[redacted]');
      assert.deepEqual(handler.nested, { token: '[redacted]' });
      const requestLine = await line('request');
      assert.equal(requestLine.msg, 'request');
      const { level, time, service, msg, ...fields } = requestLine;
      assert.deepEqual(
        { level, service, msg, hasTime: typeof time === 'string' },
        { level: 30, service: 'bff', msg: 'request', hasTime: true },
      );
      assert.deepEqual(Object.keys(fields).sort(), ['method', 'ms', 'path', 'reqId', 'status']);
      assert.equal(fields.reqId, 'req-0123456789');
      assert.equal(fields.path, '/reset-password/[redacted]');
      assert.equal(fields.status, 200);
      assert.ok(!JSON.stringify(requestLine).includes('abc-secret') && !JSON.stringify(requestLine).includes('p4ss'));
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
