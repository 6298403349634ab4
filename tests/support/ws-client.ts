import { createClient, type Client } from 'graphql-ws';
import { WebSocket } from 'ws';
import { Observed } from './signals.ts';

/** A graphql-ws client that presents a browser's cookie and Origin on the upgrade. */
export const wsClient = (httpUrl: string, headers: { cookie: string; origin?: string }): Client => {
  const origin = headers.origin ?? httpUrl;
  class HeaderSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie: headers.cookie, origin } });
    }
  }
  return createClient({
    url: `${httpUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: HeaderSocket,
    lazy: true,
    retryAttempts: 0,
  });
};

/**
 * Collects every value of a subscription until stopped. `count(n)` resolves once n values have
 * arrived, `refused()` once the subscription failed; a value awaited after the subscription failed
 * or completed rejects at once instead of waiting for a value that cannot come.
 */
export const collect = <T>(client: Client, query: string) => {
  const values = new Observed<T>();
  const errors = new Observed<unknown>();
  const stop = client.subscribe<T>(
    { query },
    {
      next: (v) => values.push(v.data as T),
      error: (e) => {
        errors.push(e);
        values.fail(new Error(`subscription failed: ${JSON.stringify(e)}`));
      },
      complete: () => values.fail(new Error('subscription completed')),
    },
  );
  return {
    values: values.items,
    errors: errors.items,
    stop,
    count: (n: number) => values.until((v) => v.length >= n, `${n} values`),
    refused: async () => (await errors.until((e) => e.length > 0, 'the refusal'))[0],
  };
};
