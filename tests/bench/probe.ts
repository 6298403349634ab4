/**
 * Bench-only instrumentation, loaded into a measured process without changing its code:
 *   NODE_OPTIONS="--expose-gc --import ./tests/bench/probe.ts" BENCH_PROBE_PORT=<port>
 * It answers on 127.0.0.1:<port> (its own listener, unref'd, so it never keeps the process alive):
 *   GET /mem  → process.memoryUsage() after two full garbage collections (when gc is exposed)
 * Without BENCH_PROBE_PORT it does nothing. CPU time is read from /proc/<pid>/stat instead.
 */
import { createServer } from 'node:http';

const port = Number(process.env.BENCH_PROBE_PORT ?? 0);
if (port > 0) {
  const gc = (globalThis as { gc?: () => void }).gc;
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/mem')) {
      gc?.();
      gc?.();
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ...process.memoryUsage(), gcExposed: Boolean(gc) }));
    } else res.writeHead(404).end();
  });
  server.listen(port, '127.0.0.1');
  server.unref();
}
