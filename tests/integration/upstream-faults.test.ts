import { after, afterEach, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@portal/schema';
import { startSandbox, type RunningSandbox } from '../../upstream/src/app.ts';
import { replaceBreakers } from '../../bff/src/upstream/http.ts';
import { silentLogger } from '../../upstream/src/logger.ts';
import { ok } from '../support/answers.ts';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy.ts';
import type { Browserish, GraphQLResponse } from '../support/graphql-client.ts';
import {
  ADD_EMAIL_RECIPIENT,
  EMAIL_RECIPIENTS,
  MARK_NOTIFICATIONS_READ,
  NOTIFICATION_BELL_COUNT,
  PREFERENCES_PAGE,
  SESSION_VIEWER,
  SUBMIT_SUPPORT_REQUEST,
  UPDATE_PROFILE,
} from '../support/portal-operations.ts';
import { sandboxControl } from '../support/sandbox-control.ts';
import { signIn } from '../support/helpers.ts';
import { png } from '../support/images.ts';
import { ACCESS_KEY, startStack, type Stack } from '../support/stack.ts';

/**
 * The upstream fault suite, end to end through GraphQL: the BFF talks to the sandbox through a
 * fault proxy (tests/support/fault-proxy.ts) that answers 500, hangs, resets the connection (before
 * any byte and mid-body), drips its answer, answers garbage, or refuses connections. For each fault:
 * a typed, masked GraphQL error within the upstream timeout; every mutation reaches the upstream
 * exactly once (counted at the proxy; the only legitimate second send is the retry after a 401 and
 * one refresh); other users are served meanwhile; the BFF stays up and recovers when the fault goes.
 * The circuit breakers (one per route; 5 consecutive failures, 10 s cooldown, not configurable) are
 * exercised last.
 * Operation texts are the portal's own (web/src).
 */

const TIMEOUT_MS = 800;
/** What a fault may take beyond the upstream timeout on a loaded machine; not a tight timing. */
const SLACK_MS = 2000;
/** The breaker's cooldown (bff/src/upstream/circuit-breaker.ts default; no config for it). */
const BREAKER_COOLDOWN_MS = 10_000;

const SECRET_BODY = 'db-password=hunter2-do-not-leak';
const SECRET_HEADER = 'x-debug-token-7f3a9c-do-not-leak';
const INTERNAL_URL = 'http://10.20.30.40:8080/internal/orders-db';

const timed = async <T>(op: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const value = await op();
  return [value, performance.now() - started];
};

describe('upstream faults through GraphQL', () => {
  let sandbox: RunningSandbox;
  let dataDir: string;
  let proxy: FaultProxy;
  let stack: Stack;
  let control: ReturnType<typeof sandboxControl>;
  let alice: Browserish; // client admin: support, notifications, profile
  let bob: Browserish; // office admin: the other user
  let admin: Browserish; // platform admin: email recipients
  let officeId: string;

  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-faults-'));
    sandbox = await startSandbox({ port: 0, host: '127.0.0.1', dataDir, accessKey: ACCESS_KEY, logger: silentLogger });
    proxy = await startFaultProxy(sandbox.url);
    // Both REST APIs go through the proxy; the push channel goes straight to the sandbox.
    stack = await startStack({
      sandboxUrl: proxy.url,
      env: { UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS), PUSH_SSE_URL: `${sandbox.url}/push/notifications-channel` },
    });
    control = sandboxControl(sandbox.url);
    alice = await signIn(stack.url, 'clientadmin@sandbox.test');
    bob = await signIn(stack.url, 'officeadmin@sandbox.test');
    admin = await signIn(stack.url, 'admin@sandbox.test');
    officeId = (await ok<{ viewer: { offices: { id: string }[] } }>(alice, SESSION_VIEWER)).viewer.offices[0]!.id;
  });
  afterEach(() => proxy.clear());
  after(async () => {
    await stack?.close();
    await proxy?.close();
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const support = (details: string) => ({
    input: { name: 'Alice Admin', email: 'clientadmin@sandbox.test', officeId, concern: 'Report a bug', details },
  });
  const profile = (firstName: string) => ({ input: { firstName, lastName: 'Admin', mobile: '' } });

  /** A typed GraphQL error with only its code, the user's text, and nothing from the upstream or the transport. */
  const assertMaskedFault = (res: GraphQLResponse, code: 'UPSTREAM_UNAVAILABLE' | 'UPSTREAM_CONTRACT') => {
    assert.ok(res.errors?.length, `expected an error, got ${JSON.stringify(res)}`);
    for (const error of res.errors!) {
      assert.deepEqual(error.extensions, { code }, JSON.stringify(error));
      assert.equal(
        error.message,
        code === 'UPSTREAM_UNAVAILABLE' ? messages.upstreamUnavailable : messages.generalSystemError,
      );
    }
    const text = JSON.stringify({ data: res.data, errors: res.errors });
    const leaks = [
      SECRET_BODY,
      SECRET_HEADER,
      INTERNAL_URL,
      '10.20.30.40',
      proxy.url,
      new URL(proxy.url).host,
      sandbox.url,
      new URL(sandbox.url).host,
      '/api/',
      'stack',
      'ECONN',
      'ETIMEDOUT',
      'ERR_',
      'socket hang up',
      'timeout of',
      'aborted',
      'garbage',
    ];
    for (const leak of leaks) assert.ok(!text.includes(leak), `the response carries ${leak}: ${text}`);
    for (const [name, value] of res.headers)
      assert.ok(!value.includes(SECRET_HEADER) && !value.includes(SECRET_BODY), `header ${name} leaks`);
  };

  const assertWithinTimeout = (ms: number) =>
    assert.ok(ms < TIMEOUT_MS + SLACK_MS, `answered after ${Math.round(ms)} ms (timeout ${TIMEOUT_MS} ms)`);

  const assertUp = async () => {
    const res = await fetch(`${stack.url}/healthz`);
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), { status: 'ok' });
  };

  it('a 500 with upstream details: UPSTREAM_UNAVAILABLE, masked (body, URL, headers), the mutation sent once', async () => {
    proxy.add({
      method: 'POST',
      path: '/api/support-submissions',
      fault: {
        kind: 'status',
        status: 500,
        body: JSON.stringify({
          code: 500,
          message: `SQLSTATE[08006] ${SECRET_BODY} at ${INTERNAL_URL}`,
          trace: ['#0 /srv/app/src/Controller.php(42)'],
        }),
        headers: { 'x-debug-token': SECRET_HEADER, location: INTERNAL_URL },
      },
    });
    const mark = proxy.requests.length;
    const [res, ms] = await timed(() => alice.gql(SUBMIT_SUPPORT_REQUEST, support('The map does not load (500).')));
    assertMaskedFault(res, 'UPSTREAM_UNAVAILABLE');
    assertWithinTimeout(ms);
    assert.equal(proxy.count('POST', '/api/support-submissions', mark), 1);
    const logs = stack.logs.join('');
    assert.ok(
      !logs.includes(SECRET_BODY) && !logs.includes(SECRET_HEADER) && !logs.includes(INTERNAL_URL),
      'the upstream body and headers are not logged',
    );

    const queryMark = proxy.requests.length;
    proxy.add({
      method: 'GET',
      path: '/api/activities/count',
      fault: {
        kind: 'status',
        status: 503,
        body: `<html>${SECRET_BODY}</html>`,
        headers: { 'content-type': 'text/html' },
      },
    });
    assertMaskedFault(await alice.gql(NOTIFICATION_BELL_COUNT), 'UPSTREAM_UNAVAILABLE');
    assert.equal(proxy.count('GET', '/api/activities/count', queryMark), 1);

    await assertUp();
    proxy.clear();
    assert.deepEqual(
      (await ok<{ submitSupportRequest: { title: string } }>(alice, SUBMIT_SUPPORT_REQUEST, support('Works again.')))
        .submitSupportRequest.title,
      messages.supportSubmittedTitle,
    );
    assert.equal(proxy.count('POST', '/api/support-submissions', mark), 2);
  });

  it('no answer at all: the upstream timeout cuts it, and the mutation (processed upstream) is not sent again', async () => {
    proxy.add({ method: 'PUT', path: '/api/users/profile', fault: { kind: 'hang' }, forward: true });
    const mark = proxy.requests.length;
    const [res, ms] = await timed(() => alice.gql(UPDATE_PROFILE, profile('Hung')));
    assertMaskedFault(res, 'UPSTREAM_UNAVAILABLE');
    assert.ok(ms >= TIMEOUT_MS - 50, `cut by the timeout, not earlier (${Math.round(ms)} ms)`);
    assertWithinTimeout(ms);
    assert.equal(proxy.count('PUT', '/api/users/profile', mark), 1);
    await assertUp();
    proxy.clear();
    const after = await ok<{ viewer: { profile: { firstName: string } } }>(alice, PREFERENCES_PAGE);
    assert.equal(after.viewer.profile.firstName, 'Hung', 'the upstream applied the one update it received');
    assert.equal(proxy.count('PUT', '/api/users/profile', mark), 1);
  });

  it('a connection reset after the request was sent, on a reused keep-alive socket: not retried', async () => {
    await ok(alice, NOTIFICATION_BELL_COUNT); // leaves an idle pooled socket to the upstream
    proxy.add({ method: 'POST', path: '/api/activities', fault: { kind: 'reset' }, forward: true });
    const mark = proxy.requests.length;
    const [res, ms] = await timed(() => alice.gql(MARK_NOTIFICATIONS_READ, { input: {} }));
    assertMaskedFault(res, 'UPSTREAM_UNAVAILABLE');
    assertWithinTimeout(ms);
    const sent = proxy.requests.slice(mark).filter((r) => r.method === 'POST' && r.path === '/api/activities');
    assert.equal(sent.length, 1, 'sent exactly once');
    assert.equal(sent[0]!.reused, true, 'the reset hit a socket that had carried a request before');
    assert.equal(sent[0]!.upstreamStatus, 204, 'the upstream processed it');
    assert.equal(proxy.count('GET', '/api/activities/count', mark), 0, 'the resolver stopped at the failure');
    await assertUp();
    proxy.clear();
    assert.equal(
      (await ok<{ markNotificationsRead: { unreadCount: number } }>(alice, MARK_NOTIFICATIONS_READ, { input: {} }))
        .markNotificationsRead.unreadCount,
      0,
    );
    assert.equal(proxy.count('POST', '/api/activities', mark), 2);
  });

  it('a connection reset in the middle of the body: not retried, and the upstream holds exactly one record', async () => {
    const email = 'faults-mid-body@acme.test';
    proxy.add({ method: 'POST', path: '/api/admin/email-recipients', fault: { kind: 'reset-mid-body' } });
    const mark = proxy.requests.length;
    const [res, ms] = await timed(() => admin.gql(ADD_EMAIL_RECIPIENT, { input: { email, type: 'finance' } }));
    assertMaskedFault(res, 'UPSTREAM_UNAVAILABLE');
    assertWithinTimeout(ms);
    const sent = proxy.requests
      .slice(mark)
      .filter((r) => r.method === 'POST' && r.path === '/api/admin/email-recipients');
    assert.equal(sent.length, 1);
    assert.equal(sent[0]!.upstreamStatus, 201, 'the upstream created it before the answer broke');
    await assertUp();
    proxy.clear();
    const list = (await ok<{ emailRecipients: { email: string }[] }>(admin, EMAIL_RECIPIENTS)).emailRecipients;
    assert.equal(list.filter((r) => r.email === email).length, 1, 'created once, not twice');
  });

  it('an answer that drips in slowly is cut by the timeout as a whole, and the mutation is not resent', async () => {
    proxy.add({ method: 'PUT', path: '/api/users/profile', fault: { kind: 'drip', intervalMs: 50 } });
    const mark = proxy.requests.length;
    const [res, ms] = await timed(() => alice.gql(UPDATE_PROFILE, profile('Dripped')));
    assertMaskedFault(res, 'UPSTREAM_UNAVAILABLE');
    assertWithinTimeout(ms);
    assert.equal(proxy.count('PUT', '/api/users/profile', mark), 1);
    await assertUp();
  });

  it('garbage that breaks the contract: UPSTREAM_CONTRACT, masked, the mutation sent once', async () => {
    proxy.add({
      method: 'PUT',
      path: '/api/users/profile',
      fault: { kind: 'garbage', body: JSON.stringify({ id: null, username: ['garbage'], note: SECRET_BODY }) },
      forward: true,
    });
    const mark = proxy.requests.length;
    const [res, ms] = await timed(() => alice.gql(UPDATE_PROFILE, profile('Garbled')));
    assertMaskedFault(res, 'UPSTREAM_CONTRACT');
    assertWithinTimeout(ms);
    assert.equal(proxy.count('PUT', '/api/users/profile', mark), 1);

    proxy.clear();
    proxy.add({
      method: 'GET',
      path: '/api/users/profile',
      fault: {
        kind: 'garbage',
        body: `<html><body>502 Bad Gateway ${SECRET_BODY}</body></html`,
        contentType: 'application/json',
      },
    });
    const [query, queryMs] = await timed(() => alice.gql(PREFERENCES_PAGE));
    assertMaskedFault(query, 'UPSTREAM_CONTRACT');
    assertWithinTimeout(queryMs);
    assert.ok(!stack.logs.join('').includes(SECRET_BODY), 'the garbage body is not logged');
    await assertUp();
    proxy.clear();
    assert.equal(
      (await ok<{ viewer: { profile: { firstName: string } } }>(alice, PREFERENCES_PAGE)).viewer.profile.firstName,
      'Garbled',
    );
  });

  it('a 401 is retried exactly once after one refresh; a transport error on that retry is not retried again', async () => {
    await control.expireTokens('clientadmin@sandbox.test');
    let mark = proxy.requests.length;
    assert.equal(
      (await ok<{ updateProfile: { profile: { firstName: string } } }>(alice, UPDATE_PROFILE, profile('Refreshed')))
        .updateProfile.profile.firstName,
      'Refreshed',
    );
    const puts = proxy.requests.slice(mark).filter((r) => r.method === 'PUT' && r.path === '/api/users/profile');
    assert.deepEqual(
      puts.map((r) => r.upstreamStatus),
      [401, 200],
      'refused once, then sent once more',
    );
    assert.equal(proxy.count('POST', '/api/token/refresh', mark), 1);

    await control.expireTokens('clientadmin@sandbox.test');
    proxy.add({ method: 'PUT', path: '/api/users/profile', fault: { kind: 'reset' }, skip: 1 });
    mark = proxy.requests.length;
    const [res, ms] = await timed(() => alice.gql(UPDATE_PROFILE, profile('Reset on retry')));
    assertMaskedFault(res, 'UPSTREAM_UNAVAILABLE');
    assertWithinTimeout(ms);
    assert.deepEqual(
      proxy.requests
        .slice(mark)
        .filter((r) => r.method === 'PUT' && r.path === '/api/users/profile')
        .map((r) => r.upstreamStatus ?? r.fault),
      [401, 'reset'],
    );
    assert.equal(proxy.count('POST', '/api/token/refresh', mark), 1);
    await assertUp();
  });

  it('a refresh that times out fails the call without resending the mutation; the session survives it', async () => {
    await control.expireTokens('clientadmin@sandbox.test');
    proxy.add({ method: 'POST', path: '/api/token/refresh', fault: { kind: 'hang' } });
    let mark = proxy.requests.length;
    const [res, ms] = await timed(() => alice.gql(UPDATE_PROFILE, profile('Refresh hung')));
    assertMaskedFault(res, 'UPSTREAM_UNAVAILABLE');
    assertWithinTimeout(ms);
    assert.equal(proxy.count('PUT', '/api/users/profile', mark), 1);
    assert.equal(proxy.count('POST', '/api/token/refresh', mark), 1);
    proxy.clear();
    mark = proxy.requests.length;
    assert.equal(
      (await ok<{ updateProfile: { profile: { firstName: string } } }>(alice, UPDATE_PROFILE, profile('After refresh')))
        .updateProfile.profile.firstName,
      'After refresh',
    );
    assert.equal(proxy.count('PUT', '/api/users/profile', mark), 2);
    assert.equal(proxy.count('POST', '/api/token/refresh', mark), 1);
  });

  it("while one user's call hangs, another user's requests on other routes are served at once", async () => {
    proxy.add({ method: 'POST', path: '/api/support-submissions', fault: { kind: 'hang' } });
    const mark = proxy.requests.length;
    let aliceDone = false;
    const aliceCall = timed(() => alice.gql(SUBMIT_SUPPORT_REQUEST, support('Hangs while Bob works.'))).finally(
      () => (aliceDone = true),
    );
    await proxy.arrived('POST', '/api/support-submissions', mark);
    const bobs = await Promise.all(
      [PREFERENCES_PAGE, SESSION_VIEWER, NOTIFICATION_BELL_COUNT].map((query) => bob.gql(query)),
    );
    for (const res of bobs) assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    assert.equal(aliceDone, false, "Bob was served while Alice's call was still waiting on the upstream");
    const [res, ms] = await aliceCall;
    assertMaskedFault(res, 'UPSTREAM_UNAVAILABLE');
    assertWithinTimeout(ms);
    assert.equal(proxy.count('POST', '/api/support-submissions', mark), 1);
    await assertUp();
  });

  it('a refused connection: UPSTREAM_UNAVAILABLE at once, nothing sent, the BFF stays up and recovers when the port opens', async () => {
    await proxy.refuse();
    try {
      const mark = proxy.requests.length;
      const logMark = stack.logs.length;
      const [res, ms] = await timed(() => alice.gql(MARK_NOTIFICATIONS_READ, { input: {} }));
      assertMaskedFault(res, 'UPSTREAM_UNAVAILABLE');
      assertWithinTimeout(ms);
      assert.equal(proxy.requests.length, mark);
      const lines = stack.logs
        .slice(logMark)
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { msg: string; method?: string; path?: string });
      const attempts = lines.filter(
        (l) => l.msg === 'upstream unreachable' && l.method === 'POST' && l.path === 'activities',
      );
      assert.equal(attempts.length, 1, 'one attempt, no retry');
      // What needs no upstream still works for everyone.
      assert.equal(
        (await ok<{ viewer: { user: { firstName: string } } }>(bob, '{ viewer { user { firstName } role } }')).viewer
          .user.firstName.length > 0,
        true,
      );
      await assertUp();
      assert.equal((await fetch(`${stack.url}/readyz`)).status, 503);
    } finally {
      await proxy.accept();
    }
    assert.equal(
      typeof (
        await ok<{ markNotificationsRead: { unreadCount: number } }>(alice, MARK_NOTIFICATIONS_READ, { input: {} })
      ).markNotificationsRead.unreadCount,
      'number',
    );
  });

  it("five uploads timing out at the upstream's file store open only that route's breaker: GraphQL calls and the office logo upload (another route) go on", async () => {
    const upload = (who: Browserish, kind: string, query = '') => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png(7_600))], { type: 'image/png' }), 'agent.png');
      return fetch(`${stack.url}/files?kind=${kind}${query}`, {
        method: 'POST',
        headers: { cookie: who.cookieHeader, 'apollo-require-preflight': 'true' },
        body: form,
      });
    };
    proxy.add({ method: 'POST', path: '/api/files', fault: { kind: 'hang' } });
    const timedOut = await Promise.all(Array.from({ length: 5 }, () => upload(bob, 'agentMainImage')));
    for (const res of timedOut) assert.equal(res.status, 503);
    assert.equal(proxy.count('POST', '/api/files'), 5);
    const mark = proxy.requests.length;
    // The API's other routes, for the same user and others.
    assert.equal((await bob.gql(PREFERENCES_PAGE)).errors, undefined);
    assert.equal((await alice.gql(NOTIFICATION_BELL_COUNT)).errors, undefined);
    const logo = await upload(alice, 'officeLogo', `&officeId=${officeId}`);
    assert.equal(logo.status, 201, await logo.text());
    // The file store's own route fails fast while its breaker is open, without a call.
    const [refused, refusedMs] = await timed(() => upload(alice, 'heroImage'));
    assert.equal(refused.status, 503);
    assert.ok(refusedMs < TIMEOUT_MS, `answered without waiting on the upstream (${Math.round(refusedMs)} ms)`);
    assert.equal(proxy.count('POST', '/api/files', mark), 0);
  });

  it('the breaker opens after 5 consecutive failures, answers fast without calling while open, and closes after the cooldown with one probe', async () => {
    // The main API's breakers as the BFF makes them (5 failures, 10 s cooldown), on a clock the test moves.
    let now = 0;
    replaceBreakers(stack.bff.services.mainHttp, { now: () => now });
    proxy.add({ method: 'GET', path: '/api/activities/count', fault: { kind: 'hang' } });
    let mark = proxy.requests.length;
    const failures = await Promise.all(Array.from({ length: 5 }, () => alice.gql(NOTIFICATION_BELL_COUNT)));
    for (const res of failures) assertMaskedFault(res, 'UPSTREAM_UNAVAILABLE');
    assert.equal(proxy.count('GET', '/api/activities/count', mark), 5);

    mark = proxy.requests.length;
    const [fast, fastMs] = await timed(() => alice.gql(NOTIFICATION_BELL_COUNT));
    assertMaskedFault(fast, 'UPSTREAM_UNAVAILABLE');
    assert.ok(fastMs < TIMEOUT_MS, `answered without waiting on the upstream (${Math.round(fastMs)} ms)`);
    // The breaker is the route's: while open, other users of the route fail fast too, without a call.
    assertMaskedFault(await bob.gql(NOTIFICATION_BELL_COUNT), 'UPSTREAM_UNAVAILABLE');
    assert.equal(proxy.requests.length, mark, 'nothing sent while open');
    // The API's other routes go on meanwhile: one route's slowness does not close the API for all.
    assert.equal((await bob.gql(PREFERENCES_PAGE)).errors, undefined);
    assert.equal(proxy.count('GET', '/api/activities/count', mark), 0, 'nothing sent to the open route');
    mark = proxy.requests.length;
    await assertUp();

    proxy.clear();
    now += BREAKER_COOLDOWN_MS - 1;
    assertMaskedFault(await alice.gql(NOTIFICATION_BELL_COUNT), 'UPSTREAM_UNAVAILABLE');
    assert.equal(proxy.count('GET', '/api/activities/count', mark), 0, 'still open until the cooldown has passed');
    now += 1;
    const res = await alice.gql<{ notificationCount: number }>(NOTIFICATION_BELL_COUNT);
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    assert.equal(typeof res.data?.notificationCount, 'number');
    assert.equal(proxy.count('GET', '/api/activities/count', mark), 1, 'one probe closed it');
    assert.equal((await bob.gql(PREFERENCES_PAGE)).errors, undefined);
  });
});
