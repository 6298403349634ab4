import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { coalescingDestination, createLogger } from './logger.ts';

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
