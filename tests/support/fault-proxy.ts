import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Observed } from './signals.ts';

/**
 * A loopback HTTP proxy to put between the BFF and the sandbox: it forwards every request as it is,
 * except those matched by a fault rule (method + path), and records every request it received so a
 * test can count how many times a call reached "the upstream". `refuse()` closes the port (new
 * connections are refused) until `accept()` opens it again. node:http / node:net only.
 */

export type Fault =
  /** Answers this status and body without forwarding (unless `forward`). */
  | { kind: 'status'; status: number; body: string; headers?: Record<string, string> }
  /** Reads the request and never answers; only the caller's timeout ends it. */
  | { kind: 'hang' }
  /** Reads the request, then resets the connection (TCP RST) before any byte of an answer. */
  | { kind: 'reset' }
  /** Forwards, then sends the status line, headers and half of the real body, then resets. */
  | { kind: 'reset-mid-body' }
  /** Answers 200 with this body (default content type application/json). */
  | { kind: 'garbage'; body: string; contentType?: string }
  /** Forwards, then sends the real answer one byte every `intervalMs` (a slow, live upstream). */
  | { kind: 'drip'; intervalMs: number };

export interface FaultRule {
  method: string;
  /** Matched against the path without its query string: equal, or tested when a RegExp. */
  path: string | RegExp;
  fault: Fault;
  /** Send the request to the upstream first (it is processed there), then apply the fault. */
  forward?: boolean;
  /** Let this many matching requests through untouched before the fault applies. */
  skip?: number;
}

export interface ProxiedRequest {
  method: string;
  /** Path with its query string, as received. */
  url: string;
  /** Path without the query string. */
  path: string;
  /** performance.now() when the request had been read. */
  at: number;
  /** Which connection it came on, and whether that connection had carried a request before. */
  connection: number;
  reused: boolean;
  /** The fault applied, or null when forwarded untouched. */
  fault: Fault['kind'] | null;
  /** The upstream's status when the request was forwarded. */
  upstreamStatus?: number;
}

export interface FaultProxy {
  url: string;
  requests: ProxiedRequest[];
  /** Adds a rule (first match wins); answers a function removing it. */
  add(rule: FaultRule): () => void;
  clear(): void;
  /** How many requests with this method and path (without query) arrived, optionally since `from` (an index into requests). */
  count(method: string, path: string, from?: number): number;
  /** Resolves with the first request with this method and path at or after index `from`, once it has been read. */
  arrived(method: string, path: string, from?: number): Promise<ProxiedRequest>;
  /** Closes the port and drops every connection: connecting is refused until accept(). */
  refuse(): Promise<void>;
  accept(): Promise<void>;
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'proxy-connection',
  'host',
  'content-length',
]);

interface Forwarded {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export const startFaultProxy = async (target: string): Promise<FaultProxy> => {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  const rules: (FaultRule & { seen: number })[] = [];
  const received = new Observed<ProxiedRequest>();
  const requests = received.items;
  const sockets = new Set<Socket>();
  const connectionOf = new WeakMap<Socket, { id: number; served: number }>();
  let nextConnection = 1;

  const forward = (req: IncomingMessage, body: Buffer): Promise<Forwarded> =>
    new Promise((resolve, reject) => {
      const headers: Record<string, string | string[]> = {};
      for (const [k, v] of Object.entries(req.headers)) if (v !== undefined && !HOP_BY_HOP.has(k)) headers[k] = v;
      headers['content-length'] = String(body.length);
      const out = http.request(
        { agent, host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const h: Record<string, string> = {};
            for (const [k, v] of Object.entries(res.headers))
              if (v !== undefined && !HOP_BY_HOP.has(k)) h[k] = Array.isArray(v) ? v.join(', ') : v;
            resolve({ status: res.statusCode ?? 502, headers: h, body: Buffer.concat(chunks) });
          });
          res.on('error', reject);
        },
      );
      out.on('error', reject);
      out.end(body);
    });

  const send = (res: ServerResponse, a: Forwarded) => {
    res.writeHead(a.status, { ...a.headers, 'content-length': String(a.body.length) });
    res.end(a.body);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const socket = req.socket;
    const conn = connectionOf.get(socket)!;
    const url = req.url ?? '/';
    const path = url.replace(/\?.*$/, '');
    const method = req.method ?? 'GET';
    const rule = rules.find(
      (r) =>
        r.method === method &&
        (typeof r.path === 'string' ? r.path === path : r.path.test(path)) &&
        r.seen++ >= (r.skip ?? 0),
    );
    const record: ProxiedRequest = {
      method,
      url,
      path,
      at: performance.now(),
      connection: conn.id,
      reused: conn.served > 0,
      fault: rule?.fault.kind ?? null,
    };
    conn.served += 1;
    received.push(record);

    const fault = rule?.fault;
    const needsUpstream = !fault || rule.forward || fault.kind === 'reset-mid-body' || fault.kind === 'drip';
    let answer: Forwarded | null = null;
    if (needsUpstream) {
      try {
        answer = await forward(req, body);
        record.upstreamStatus = answer.status;
      } catch {
        answer = {
          status: 502,
          headers: { 'content-type': 'application/json' },
          body: Buffer.from('{"message":"fault proxy: upstream unreachable"}'),
        };
      }
    }
    if (!fault) return send(res, answer!);
    switch (fault.kind) {
      case 'status':
        res.writeHead(fault.status, { 'content-type': 'application/json', ...fault.headers });
        return void res.end(fault.body);
      case 'garbage':
        res.writeHead(200, { 'content-type': fault.contentType ?? 'application/json' });
        return void res.end(fault.body);
      case 'hang':
        return;
      case 'reset':
        return void socket.resetAndDestroy();
      case 'reset-mid-body': {
        const a = answer!;
        res.writeHead(a.status, { ...a.headers, 'content-length': String(Math.max(a.body.length, 2)) });
        return void res.write(a.body.subarray(0, Math.floor(a.body.length / 2)), () => socket.resetAndDestroy());
      }
      case 'drip': {
        const a = answer!;
        res.writeHead(a.status, { ...a.headers, 'content-length': String(a.body.length) });
        let i = 0;
        const timer = setInterval(() => {
          if (res.destroyed || socket.destroyed) return void clearInterval(timer);
          if (i >= a.body.length) {
            clearInterval(timer);
            return void res.end();
          }
          res.write(a.body.subarray(i, ++i));
        }, fault.intervalMs);
        socket.once('close', () => clearInterval(timer));
        return;
      }
    }
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => req.socket.destroy());
  });
  // Long idle keep-alive, so the BFF's pooled sockets are not closed under it between tests.
  server.keepAliveTimeout = 120_000;
  server.on('connection', (s: Socket) => {
    connectionOf.set(s, { id: nextConnection++, served: 0 });
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });

  await listen(0);
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    add(rule) {
      const entry = { ...rule, seen: 0 };
      rules.push(entry);
      return () => {
        const i = rules.indexOf(entry);
        if (i >= 0) rules.splice(i, 1);
      };
    },
    clear: () => void rules.splice(0),
    count: (method, path, from = 0) =>
      requests.slice(from).filter((r) => r.method === method && r.path === path).length,
    arrived: (method, path, from = 0) =>
      received.find((r) => r.method === method && r.path === path, from, `${method} ${path} at the proxy`),
    refuse: stop,
    accept: () => listen(port),
    close: async () => {
      await stop();
      agent.destroy();
    },
  };
};
