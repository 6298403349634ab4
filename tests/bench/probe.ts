/**
 * Bench-only instrumentation, loaded into a measured process without changing its code:
 *   NODE_OPTIONS="--expose-gc --import ./tests/bench/probe.ts" BENCH_PROBE_PORT=<port>
 * It answers on 127.0.0.1:<port> (its own listener, unref'd, so it never keeps the process alive):
 *   GET /mem      → process.memoryUsage() after two full garbage collections (when gc is exposed)
 *   GET /answers  → the process's read bytes (/proc/self/io rchar) at the moment each answer of
 *                   status 400 or more was handed to its socket, oldest first, since the last call:
 *                   what the process had read when it refused, before any lingering read that
 *                   follows (node's http.server.response.finish diagnostics channel, subscribed at
 *                   the first call, so that other scenarios' processes publish nothing)
 *   POST /alloc/start → starts V8's sampling heap profiler (one sample per 4 KiB allocated on
 *                   average), counting objects a garbage collection has already freed too
 *   POST /alloc/start?survivors=1 → the same, leaving out what young collections freed: where
 *                   the objects that outlive a scavenge (copied, or promoted to the old generation) come from
 *   POST /alloc/stop  → stops it and answers the bytes allocated since the start, by function
 *                   (`name url:line`, self only), largest first: what a request allocates, young
 *                   garbage included, which a heap snapshot cannot show
 *   GET /gc       → the garbage collections since the last call (the first call starts counting):
 *                   how many of each kind (minor: scavenges; major: mark-compact) and their pauses
 *                   on the main thread in ms (node's `gc` performance entries; concurrent marking
 *                   on V8's worker threads is not in the pauses)
 * Without BENCH_PROBE_PORT it does nothing. CPU time is read from /proc/<pid>/stat instead.
 */
import { subscribe } from 'node:diagnostics_channel';
import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { Session } from 'node:inspector/promises';
import { PerformanceObserver, constants } from 'node:perf_hooks';

interface SamplingNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: SamplingNode[];
}

/** Bytes allocated per function (self), from a sampling heap profile's tree. */
const bytesByFunction = (root: SamplingNode): Record<string, number> => {
  const bytes = new Map<string, number>();
  const walk = (node: SamplingNode) => {
    if (node.selfSize > 0) {
      const { functionName, url, lineNumber } = node.callFrame;
      const key = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '')}:${lineNumber + 1}`;
      bytes.set(key, (bytes.get(key) ?? 0) + node.selfSize);
    }
    for (const child of node.children) walk(child);
  };
  walk(root);
  return Object.fromEntries([...bytes].sort((a, b) => b[1] - a[1]));
};

const port = Number(process.env.BENCH_PROBE_PORT ?? 0);
if (port > 0) {
  const gc = (globalThis as { gc?: () => void }).gc;
  const readChars = () => Number(/rchar:\s+(\d+)/.exec(readFileSync('/proc/self/io', 'utf8'))?.[1] ?? Number.NaN);
  let answers: { status: number; rchar: number }[] = [];
  let watching = false;
  let inspector: Session | undefined;
  const KINDS: Record<number, string> = {
    [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
    [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
    [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
    [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakcb',
  };
  let collections: Record<string, { count: number; ms: number }> = {};
  const count = (entries: PerformanceEntry[]) => {
    for (const entry of entries) {
      const { detail } = entry as PerformanceEntry & { detail?: { kind?: number } };
      const kind = KINDS[detail?.kind ?? -1] ?? 'other';
      const seen = (collections[kind] ??= { count: 0, ms: 0 });
      seen.count++;
      seen.ms += entry.duration;
    }
  };
  let gcObserver: PerformanceObserver | undefined;
  const server = createServer((req, res) => {
    if (req.method === 'POST' && (req.url === '/alloc/start' || req.url === '/alloc/start?survivors=1')) {
      inspector = new Session();
      inspector.connect();
      void inspector
        .post('HeapProfiler.startSampling', {
          samplingInterval: 4096,
          includeObjectsCollectedByMajorGC: true,
          // ?survivors=1: without what a young collection freed, so only what outlived one (the
          // copying every scavenge does, and what reaches the old generation) is counted.
          includeObjectsCollectedByMinorGC: req.url === '/alloc/start',
        })
        .then(() => res.writeHead(204).end());
    } else if (req.method === 'POST' && req.url === '/alloc/stop' && inspector) {
      const session = inspector;
      inspector = undefined;
      void session.post('HeapProfiler.stopSampling').then(({ profile }) => {
        session.disconnect();
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify(bytesByFunction(profile.head as unknown as SamplingNode)));
      });
    } else if (req.url?.startsWith('/answers')) {
      if (!watching) {
        watching = true;
        subscribe('http.server.response.finish', (message) => {
          const { response } = message as { response: ServerResponse };
          if (response.statusCode >= 400 && answers.length < 1000)
            answers.push({ status: response.statusCode, rchar: readChars() });
        });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answers));
      answers = [];
    } else if (req.url?.startsWith('/gc')) {
      if (gcObserver) count(gcObserver.takeRecords());
      else (gcObserver = new PerformanceObserver((list) => count(list.getEntries()))).observe({ entryTypes: ['gc'] });
      // Entries not yet delivered to the observer are taken now: a collection that ended just
      // before the call counts in this answer, not the next.
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(collections));
      collections = {};
    } else if (req.url?.startsWith('/mem')) {
      gc?.();
      gc?.();
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ ...process.memoryUsage(), gcExposed: Boolean(gc) }));
    } else res.writeHead(404).end();
  });
  server.listen(port, '127.0.0.1');
  server.unref();
}
