/**
 * A local OTLP/HTTP receiver for the benches that trace (overhead-tracing, overhead-cpu with
 * BENCH_CPU_TRACED): it reads and counts every export, as a collector would, and answers 200.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local OTLP/HTTP receiver: counts export requests and their bytes, answers 200 to each. */
export const startReceiver = async () => {
  let exports = 0;
  let bytes = 0;
  const server = http.createServer((req, res) => {
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      exports++;
      res.writeHead(200, { 'content-type': req.headers['content-type'] ?? 'application/x-protobuf' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stats: () => ({ exports, bytes }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/**
 * A BFF's variables for tracing every request to `receiver` over OTLP http/protobuf; the batch
 * processor's standard variables (OTEL_BSP_*) set for the bench pass through.
 */
export const tracedEnv = (receiver: string): Record<string, string> => ({
  OTEL_EXPORTER_OTLP_ENDPOINT: receiver,
  OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf',
  OTEL_TRACES_SAMPLER: 'always_on',
  ...Object.fromEntries(
    Object.entries(process.env).filter(
      (e): e is [string, string] => e[0].startsWith('OTEL_BSP_') && e[1] !== undefined,
    ),
  ),
});
