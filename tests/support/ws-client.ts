import { createClient, type Client } from 'graphql-ws';
import { WebSocket } from 'ws';

/** A graphql-ws client that presents a browser's cookie and Origin on the upgrade. */
export const wsClient = (httpUrl: string, headers: { cookie: string; origin?: string }): Client => {
  const origin = headers.origin ?? httpUrl;
  class HeaderSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie: headers.cookie, origin } });
    }
  }
  return createClient({ url: `${httpUrl.replace(/^http/, 'ws')}/graphql`, webSocketImpl: HeaderSocket, lazy: true, retryAttempts: 0 });
};

/** Collects every value of a subscription until stopped. */
export const collect = <T>(client: Client, query: string) => {
  const values: T[] = [];
  const errors: unknown[] = [];
  const stop = client.subscribe<T>({ query }, {
    next: (v) => values.push(v.data as T),
    error: (e) => errors.push(e),
    complete: () => undefined,
  });
  return { values, errors, stop };
};

export const waitUntil = async (cond: () => boolean, timeoutMs = 3000, what = 'condition'): Promise<number> => {
  const started = Date.now();
  while (!cond()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return Date.now() - started;
};
