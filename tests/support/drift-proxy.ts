import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One JSON answer to change on its way back: the request's method and path (no query), and the change. */
export interface Drift {
  method: string;
  path: RegExp;
  rewrite: (body: unknown) => unknown;
}

export interface DriftProxy {
  url: string;
  /** How many answers were rewritten. */
  rewritten(): number;
  close(): Promise<void>;
}

/**
 * A loopback proxy in front of an upstream that forwards everything as it is, except the JSON
 * answers of requests a drift matches: those are parsed, rewritten and sent on (a renamed field, a
 * number sent as a string), as a real API that changed under the BFF would answer. node:http only.
 */
export const startDriftProxy = async (target: string, drifts: readonly Drift[]): Promise<DriftProxy> => {
  const upstream = new URL(target);
  let rewritten = 0;
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const drift = drifts.find((d) => d.method === req.method && d.path.test(path));
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const json = (answer.headers['content-type'] ?? '').startsWith('application/json');
        if (!drift || !json) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.from(JSON.stringify(drift.rewrite(JSON.parse(Buffer.concat(chunks).toString('utf8')))));
          rewritten++;
          const headers = { ...answer.headers, 'content-length': String(body.length) };
          delete headers['transfer-encoding'];
          res.writeHead(answer.statusCode ?? 502, headers);
          res.end(body);
        });
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    rewritten: () => rewritten,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
