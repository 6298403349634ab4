import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { once } from 'node:events';
import { asLazyLog, createLogger } from '../logger.ts';
import { createHttp, replaceBreakers, send, type UpstreamObserver } from './http.ts';

const log = asLazyLog(createLogger('silent'));

const servers: Server[] = [];
after(() => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
});

const listen = async (server: Server): Promise<string> => {
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
};

/** Counts the calls the upstream layer reports, as the metrics see them. */
const countingObserver = () => {
  const calls: { method: string; status: number }[] = [];
  const observer: UpstreamObserver = {
    call: (method, _url, status) => void calls.push({ method, status }),
    contractViolation: () => undefined,
  };
  return { calls, observer };
};

describe('keep-alive sockets to the upstream', () => {
  it('an idle pooled socket is closed by the BFF before the server closes it (the Keep-Alive hint is honoured)', async () => {
    // The server closes an idle connection exactly when its announced `Keep-Alive: timeout=2` runs out.
    const server = createServer((_req, res) => res.end('{}'));
    server.keepAliveTimeout = 2_000;
    server.keepAliveTimeoutBuffer = 0;
    const firstToClose = new Promise<'bff' | 'server'>((resolve) => {
      server.once('connection', (socket: Socket) => {
        socket.once('end', () => resolve('bff'));
        socket.once('timeout', () => resolve('server'));
      });
    });
    const instance = createHttp({ baseURL: await listen(server), timeoutMs: 5_000, name: 'main' });
    const res = await send(instance, 'main', log, { method: 'GET', url: 'ping' });
    assert.equal(res.status, 200);
    assert.match(String(res.headers['keep-alive']), /timeout=2/);
    assert.equal(await firstToClose, 'bff', 'the BFF drops its idle socket before the server times it out');
  });

  /**
   * The race itself: the server closes an idle connection at the moment the next request is written
   * on it. The server here resets every second request that arrives on one connection, before any
   * byte of an answer, which is what the BFF sees when the two meet.
   */
  const resettingServer = async () => {
    const arrivals: string[] = [];
    let resets = 0;
    const perSocket = new WeakMap<Socket, number>();
    const server = createServer((req, res) => {
      arrivals.push(`${req.method} ${req.url}`);
      const n = (perSocket.get(req.socket) ?? 0) + 1;
      perSocket.set(req.socket, n);
      if (n === 2) {
        resets += 1;
        req.socket.resetAndDestroy();
        return;
      }
      const body = '{"ok":true}';
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    });
    return { url: await listen(server), arrivals, resets: () => resets };
  };

  it('a GET reset on a reused socket before any answer is sent once more, on a fresh socket; metrics and breaker see one call', async () => {
    const upstream = await resettingServer();
    const { calls, observer } = countingObserver();
    const instance = createHttp({ baseURL: upstream.url, timeoutMs: 5_000, name: 'main', observer });
    // One failure would open these breakers: the reset attempt must not count as a call of its own.
    const breakers = replaceBreakers(instance, { threshold: 1, cooldownMs: 60_000 });
    assert.equal((await send(instance, 'main', log, { method: 'GET', url: 'first' })).status, 200);
    const res = await send(instance, 'main', log, { method: 'GET', url: 'second' });
    assert.equal(res.status, 200);
    assert.deepEqual(res.data, { ok: true });
    assert.equal(upstream.resets(), 1, 'the second GET met a reset connection');
    assert.deepEqual(upstream.arrivals, ['GET /first', 'GET /second', 'GET /second']);
    assert.deepEqual(calls, [
      { method: 'GET', status: 200 },
      { method: 'GET', status: 200 },
    ]);
    assert.equal(breakers.of('GET', 'second').state, 'closed');
  });

  it('a HEAD is retried the same way', async () => {
    const upstream = await resettingServer();
    const instance = createHttp({ baseURL: upstream.url, timeoutMs: 5_000, name: 'main' });
    await send(instance, 'main', log, { method: 'HEAD', url: 'a' });
    assert.equal((await send(instance, 'main', log, { method: 'HEAD', url: 'b' })).status, 200);
    assert.deepEqual(upstream.arrivals, ['HEAD /a', 'HEAD /b', 'HEAD /b']);
  });

  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
    it(`a ${method} reset on a reused socket is never sent again: UPSTREAM_UNAVAILABLE, one call`, async () => {
      const upstream = await resettingServer();
      const { calls, observer } = countingObserver();
      const instance = createHttp({ baseURL: upstream.url, timeoutMs: 5_000, name: 'main', observer });
      await send(instance, 'main', log, { method: 'GET', url: 'first' });
      await assert.rejects(
        send(instance, 'main', log, { method, url: 'payments', data: { amount: 1000 } }),
        (e: { extensions: Record<string, unknown> }) => e.extensions.code === 'UPSTREAM_UNAVAILABLE',
      );
      assert.equal(upstream.resets(), 1);
      assert.deepEqual(upstream.arrivals, ['GET /first', `${method} /payments`], 'sent exactly once');
      assert.deepEqual(calls.at(-1), { method, status: 0 });
      assert.equal(calls.length, 2);
    });
  }

  it('a GET reset again on its retry is not tried a third time', async () => {
    let arrivals = 0;
    const server = createServer((req, res) => {
      arrivals += 1;
      if (arrivals === 1) return void res.end('{}');
      req.socket.resetAndDestroy();
    });
    const instance = createHttp({ baseURL: await listen(server), timeoutMs: 5_000, name: 'main' });
    await send(instance, 'main', log, { method: 'GET', url: 'first' });
    await assert.rejects(
      send(instance, 'main', log, { method: 'GET', url: 'again' }),
      (e: { extensions: Record<string, unknown> }) => e.extensions.code === 'UPSTREAM_UNAVAILABLE',
    );
    assert.equal(arrivals, 3, 'the first call, the reset one and its single retry');
  });

  it('a GET reset on a fresh socket is not retried (nothing says the server merely timed out an idle connection)', async () => {
    let arrivals = 0;
    const server = createServer((req) => {
      arrivals += 1;
      req.socket.resetAndDestroy();
    });
    const instance = createHttp({ baseURL: await listen(server), timeoutMs: 5_000, name: 'main' });
    await assert.rejects(send(instance, 'main', log, { method: 'GET', url: 'x' }));
    assert.equal(arrivals, 1);
  });

  it('a GET reset after the answer began is not retried', async () => {
    let arrivals = 0;
    const server = createServer((req, res) => {
      arrivals += 1;
      if (arrivals === 1) return void res.end('{}');
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"partial":', () => req.socket.resetAndDestroy());
    });
    const instance = createHttp({ baseURL: await listen(server), timeoutMs: 5_000, name: 'main' });
    await send(instance, 'main', log, { method: 'GET', url: 'first' });
    await assert.rejects(send(instance, 'main', log, { method: 'GET', url: 'partial' }));
    assert.equal(arrivals, 2);
  });
});
