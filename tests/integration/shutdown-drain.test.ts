import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type RunningSandbox } from '../../upstream/src/app.ts';
import { silentLogger } from '../../upstream/src/logger.ts';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy.ts';
import { Browserish } from '../support/graphql-client.ts';
import { ACCESS_KEY, PASSWORD, startStack, type Stack } from '../support/stack.ts';

/**
 * Shutdown drains: a request already in flight when the BFF is told to stop is answered in full,
 * while new connections are refused. The upstream answer is slowed down by the fault proxy (one
 * byte every few milliseconds), so the request is still running when close() starts.
 */
describe('shutdown drains in-flight requests', () => {
  let dataDir: string;
  let sandbox: RunningSandbox;
  let proxy: FaultProxy;
  let stack: Stack;

  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-drain-'));
    sandbox = await startSandbox({ port: 0, host: '127.0.0.1', dataDir, accessKey: ACCESS_KEY, logger: silentLogger });
    proxy = await startFaultProxy(sandbox.url);
    stack = await startStack({
      sandboxUrl: proxy.url,
      env: {
        UPSTREAM_TIMEOUT_MS: '10000',
        SHUTDOWN_TIMEOUT_MS: '10000',
        PUSH_SSE_URL: `${sandbox.url}/push/notifications-channel`,
      },
    });
  });
  after(async () => {
    await stack.close();
    await proxy.close();
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the request in flight, then stops; new connections are refused meanwhile', async () => {
    const browser = new Browserish(stack.url);
    assert.equal((await browser.login('clientadmin@sandbox.test', PASSWORD)).errors, undefined);
    proxy.add({ method: 'GET', path: '/api/users/profile', fault: { kind: 'drip', intervalMs: 3 } });
    const from = proxy.requests.length;
    const inFlight = browser.gql<{ viewer: { profile: { firstName: string } } }>(
      'query PreferencesPage { viewer { profile { firstName } } }',
    );
    await proxy.arrived('GET', '/api/users/profile', from);

    // The listener closes when close() reaches the HTTP server's close() (after the sockets).
    const server = stack.bff.httpServer;
    const listenerClosed = new Promise<void>((resolve) => {
      const closeServer = server.close.bind(server);
      server.close = (callback) => {
        const result = closeServer(callback);
        resolve();
        return result;
      };
    });
    let closed = false;
    const closing = stack.bff.close().then(() => {
      closed = true;
    });
    await listenerClosed;
    assert.equal(server.listening, false);
    await assert.rejects(fetch(`${stack.url}/healthz`), 'a new connection is refused while draining');
    assert.equal(closed, false, 'close() waits for the request in flight');

    const res = await inFlight;
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    assert.equal(res.data?.viewer.profile.firstName.length ? 'answered' : 'empty', 'answered');
    await closing;
  });
});
