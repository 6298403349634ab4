import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { createClient, type Client } from 'graphql-ws';
import { WebSocket } from 'ws';
import { reconnectOptions, type ReconnectSettings } from '@portal/schema';

/**
 * Many graphql-ws clients (one socket each, like many browser tabs) in a worker thread, so that
 * they reconnect on their own core as real browsers would instead of taking turns with the
 * in-process BFF: a herd then reaches the server as a herd. Every client uses the portal's
 * reconnect policy (`reconnectOptions`) with the given base and cap and a seeded jitter.
 */
export interface FleetOptions {
  /** The BFF's HTTP URL; the socket goes to `/graphql` with the cookie and this Origin. */
  url: string;
  sessions: { username: string; cookie: string }[];
  /** Clients in all; client i uses session i mod sessions.length. */
  size: number;
  /** A subscription whose value is `data[field]`. */
  query: string;
  field: string;
  policy: Pick<ReconnectSettings, 'baseMs' | 'capMs'>;
  seed: number;
}

export interface FleetClient {
  username: string;
  values: unknown[];
  /** When each socket was opened (the first connection, then every reconnect attempt), on the worker's `performance.now()`. */
  attempts: number[];
  /** When each socket closed or failed, same clock. */
  closes: number[];
  /** Connections acknowledged by the server. */
  connects: number;
  errors: number;
}

/** Every client (of `username`, when given) has received at least `values` values. */
export interface FleetCondition {
  values: number;
  username?: string;
}

export interface Fleet {
  /** Opens the clients `step` at a time, each step once the previous one has its first values. */
  open(step?: number): Promise<void>;
  /** Resolves with a snapshot once the condition holds, checked in the worker on every value received. */
  until(condition: FleetCondition): Promise<FleetClient[]>;
  snapshot(): Promise<FleetClient[]>;
  /** The first half unsubscribe (the socket closes with its last subscription), the rest dispose. */
  release(): Promise<void>;
  stop(): Promise<void>;
}

/** mulberry32: a small seeded generator, so the jitter draws the same delays on every run. */
export const seededRandom = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

type Command = 'open' | 'snapshot' | 'release' | 'until';
type Reply = { id: number; result?: unknown; error?: string };

export const startFleet = (options: FleetOptions): Fleet => {
  const worker = new Worker(new URL(import.meta.url), { workerData: options });
  let nextId = 0;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  worker.on('message', ({ id, result, error }: Reply) => {
    const p = pending.get(id);
    pending.delete(id);
    if (error === undefined) p?.resolve(result);
    else p?.reject(new Error(error));
  });
  worker.on('error', (err) => {
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  });
  const call = <T>(cmd: Command, arg?: unknown) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ id, cmd, arg });
    });
  return {
    open: (step = 100) => call('open', step),
    until: (condition) => call('until', condition),
    snapshot: () => call('snapshot'),
    release: () => call('release'),
    stop: async () => {
      await worker.terminate();
    },
  };
};

const runWorker = (opts: FleetOptions) => {
  const random = seededRandom(opts.seed);
  const socketUrl = `${opts.url.replace(/^http/, 'ws')}/graphql`;
  const clients: { state: FleetClient; client: Client; unsubscribe: () => void }[] = [];
  const socketClasses = opts.sessions.map(
    ({ cookie }) =>
      class BrowserSocket extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie, origin: opts.url } });
        }
      },
  );
  // Conditions on the clients' values, checked whenever a value arrives (no polling).
  const waiters = new Set<{ cond: () => boolean; resolve: () => void }>();
  const valueArrived = () => {
    for (const w of [...waiters]) {
      if (w.cond()) {
        waiters.delete(w);
        w.resolve();
      }
    }
  };
  const waitFor = (cond: () => boolean): Promise<void> =>
    cond() ? Promise.resolve() : new Promise((resolve) => waiters.add({ cond, resolve }));
  const holds =
    ({ values, username }: FleetCondition) =>
    () =>
      clients.every(
        (c) => (username !== undefined && c.state.username !== username) || c.state.values.length >= values,
      );
  const open = async (step: number) => {
    for (let i = 0; i < opts.size; i++) {
      const session = i % opts.sessions.length;
      const state: FleetClient = {
        username: opts.sessions[session]!.username,
        values: [],
        attempts: [],
        closes: [],
        connects: 0,
        errors: 0,
      };
      const client = createClient({
        url: socketUrl,
        webSocketImpl: socketClasses[session]!,
        lazy: true,
        ...reconnectOptions({ ...opts.policy, random }),
        on: {
          connecting: () => void state.attempts.push(performance.now()),
          connected: () => void (state.connects += 1),
          closed: () => void state.closes.push(performance.now()),
        },
      });
      const unsubscribe = client.subscribe<Record<string, unknown>>(
        { query: opts.query },
        {
          next: (r) => (state.values.push(r.data?.[opts.field]), valueArrived()),
          error: () => void (state.errors += 1),
          complete: () => undefined,
        },
      );
      clients.push({ state, client, unsubscribe });
      if ((i + 1) % step === 0 || i + 1 === opts.size) await waitFor(holds({ values: 1 }));
    }
  };
  const release = async () => {
    const half = Math.floor(clients.length / 2);
    for (const c of clients.slice(0, half)) c.unsubscribe();
    await Promise.all(clients.slice(half).map((c) => c.client.dispose()));
  };
  parentPort!.on('message', async ({ id, cmd, arg }: { id: number; cmd: Command; arg?: unknown }) => {
    try {
      let result: unknown;
      if (cmd === 'open') await open(arg as number);
      else if (cmd === 'until') {
        await waitFor(holds(arg as FleetCondition));
        result = clients.map((c) => c.state);
      } else if (cmd === 'snapshot') result = clients.map((c) => c.state);
      else await release();
      parentPort!.postMessage({ id, result } satisfies Reply);
    } catch (err) {
      parentPort!.postMessage({ id, error: (err as Error).message } satisfies Reply);
    }
  });
};

if (!isMainThread && (workerData as FleetOptions | undefined)?.query) runWorker(workerData as FleetOptions);
