import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { coalescingDestination, createLogger, prettyStdout } from './logger.ts';
import { requestLine } from './http/request-log.ts';

/** A sink that records every write it is handed, and tells when one arrives. */
const recordingSink = () => {
  const writes: string[] = [];
  let flushes = 0;
  let arrived: (() => void) | undefined;
  return {
    writes,
    get flushes() {
      return flushes;
    },
    next: () => new Promise<void>((resolve) => (arrived = resolve)),
    write(chunk: string) {
      writes.push(chunk);
      arrived?.();
    },
    flushSync() {
      flushes++;
    },
  };
};

describe('coalescingDestination', () => {
  it('hands the lines written together to the sink as one write, in order, and nothing before', async () => {
    const sink = recordingSink();
    const out = coalescingDestination(sink);
    const log = createLogger('info', out);
    const arrived = sink.next();
    for (let i = 0; i < 50; i++) log.info({ i }, 'request');
    assert.equal(sink.writes.length, 0, 'nothing is written synchronously');
    await arrived;
    assert.equal(sink.writes.length, 1);
    const lines = sink.writes[0]!.split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { i: number; msg: string });
    assert.deepEqual(
      lines.map((l) => l.i),
      Array.from({ length: 50 }, (_, i) => i),
    );
    // A later line goes out in a write of its own: nothing waits for a full buffer.
    const again = sink.next();
    log.info({ i: 50 }, 'request');
    await again;
    assert.equal(sink.writes.length, 2);
    assert.equal((JSON.parse(sink.writes[1]!) as { i: number }).i, 50);
  });

  it('hands over at once when the pending lines reach the limit', () => {
    const sink = recordingSink();
    const out = coalescingDestination(sink, 60_000, 100);
    out.write(`${'a'.repeat(60)}\n`);
    assert.equal(sink.writes.length, 0);
    out.write(`${'b'.repeat(60)}\n`);
    assert.deepEqual(sink.writes, [`${'a'.repeat(60)}\n${'b'.repeat(60)}\n`]);
  });

  it('flushSync hands over what is pending and flushes the sink (pino calls it after a fatal line)', () => {
    const sink = recordingSink();
    const log = createLogger('info', coalescingDestination(sink, 60_000));
    log.info('before');
    log.fatal('the end');
    assert.equal(sink.writes.length, 1);
    assert.deepEqual(
      sink.writes[0]!.split('\n')
        .filter(Boolean)
        .map((l) => (JSON.parse(l) as { msg: string }).msg),
      ['before', 'the end'],
    );
    assert.equal(sink.flushes, 1);
  });

  it('asyncStdout writes every pending line when the process exits, also right after logging', async () => {
    const script = `import { asyncStdout, createLogger } from ${JSON.stringify(join(import.meta.dirname, 'logger.ts'))};
const log = createLogger('info', asyncStdout());
for (let i = 0; i < 1000; i++) log.info({ i }, 'line');
process.exit(3);`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (output += d));
    const [code] = (await once(child, 'close')) as [number];
    assert.equal(code, 3);
    const lines = output
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { i: number });
    assert.deepEqual(
      lines.map((l) => l.i),
      Array.from({ length: 1000 }, (_, i) => i),
    );
  });
});

describe('prettyStdout (development log lines)', () => {
  const capture = () => {
    const chunks: string[] = [];
    const out = new Writable({
      write(chunk, _enc, cb) {
        chunks.push(String(chunk));
        cb();
      },
    });
    return { out, text: () => chunks.join('') };
  };

  it('writes one human-readable line per entry, a request as method, path, status and duration', async () => {
    const { out, text } = capture();
    const log = createLogger('info', await prettyStdout(out));
    const req = { id: 'req-12345678', operationName: 'OfficesPage', method: 'POST', originalUrl: '/graphql?x=1' };
    log.info(requestLine(req as never, { statusCode: 200 } as never, performance.now()), 'request');
    log.warn({ upstream: 'main' }, 'upstream unreachable');
    const lines = text().trimEnd().split('\n');
    assert.equal(lines.length, 2, text());
    assert.match(lines[0]!, /INFO.*POST \/graphql 200 \d+ ms/);
    assert.match(lines[0]!, /OfficesPage/);
    assert.match(lines[1]!, /WARN.*upstream unreachable.*"upstream":"main"/);
    for (const line of lines) assert.throws(() => JSON.parse(line), 'not a JSON line');
  });

  it('keeps every redaction: field paths, secrets in paths and text, the configured secrets', async () => {
    const { out, text } = capture();
    const accessKey = 'configured-access-key-0123';
    const log = createLogger('info', await prettyStdout(out), { secrets: [accessKey] });
    log.info({ password: 'hunter2-Pw9', headers: { authorization: 'Bearer abc.def.ghi' } }, 'sign-in');
    log.info({ path: '/public-report/42/ReportTokenZz98' }, 'request');
    log.warn(`calling with ${accessKey} and /reset-password/ResetTokenQq77 and ?code=HandoverCodeXx11`);
    const written = text();
    for (const secret of [
      'hunter2-Pw9',
      'abc.def.ghi',
      'ReportTokenZz98',
      accessKey,
      'ResetTokenQq77',
      'HandoverCodeXx11',
    ])
      assert.ok(!written.includes(secret), `${secret} leaked: ${written}`);
    assert.match(written, /\[redacted\]/);
    assert.equal(written.trimEnd().split('\n').length, 3);
  });
});
