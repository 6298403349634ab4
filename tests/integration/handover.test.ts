import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { HandoverCodes } from '../../bff/src/session/handover.ts';
import { createRedisStore } from '../../bff/src/session/redis-store.ts';
import { sampleValue } from '../../bff/src/testing/prometheus-text.ts';
import { startRedis, type RedisServer } from '../support/redis.ts';
import { PASSWORD, startStack, type Stack } from '../support/stack.ts';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  setCookies: string[];
  body: string;
}

/**
 * A browser as far as cookies go: one jar per host (the session cookie is host-only), requests
 * sent to the BFF's loopback port with the Host header of a client sub-domain.
 */
class HostBrowser {
  readonly jars = new Map<string, Map<string, string>>();
  readonly port: number;
  constructor(port: number) {
    this.port = port;
  }

  jar(host: string): Map<string, string> {
    let jar = this.jars.get(host);
    if (!jar) this.jars.set(host, (jar = new Map()));
    return jar;
  }

  send(
    host: string,
    method: string,
    path: string,
    opts: { body?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const jar = this.jar(host);
    const headers: Record<string, string> = { host, ...opts.headers };
    if (jar.size) headers['cookie'] = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    return new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: this.port, method, path, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => {
          const setCookies = res.headers['set-cookie'] ?? [];
          for (const line of setCookies) {
            const [pair] = line.split(';');
            const eq = pair!.indexOf('=');
            const name = pair!.slice(0, eq);
            const value = pair!.slice(eq + 1);
            if (!value || /Max-Age=0\b/i.test(line)) jar.delete(name);
            else jar.set(name, value);
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, setCookies, body });
        });
      });
      req.on('error', reject);
      req.end(opts.body);
    });
  }

  async gql<T>(
    host: string,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[]; answer: Answer }> {
    const answer = await this.send(host, 'POST', '/graphql', { body: JSON.stringify({ query, variables }) });
    return {
      ...(JSON.parse(answer.body) as {
        data?: T;
        errors?: { message: string; extensions?: Record<string, unknown> }[];
      }),
      answer,
    };
  }

  login(host: string, email: string) {
    return this.gql<{ login: { viewer: { homePath: string | null }; handover: { url: string } | null } }>(
      host,
      'mutation($input: LoginInput!) { login(input: $input) { viewer { homePath } handover { url } } }',
      { input: { email, password: PASSWORD } },
    );
  }

  viewer(host: string) {
    return this.gql<{ viewer: { user: { username: string } } | null; sessionEnded: boolean }>(
      host,
      '{ viewer { user { username } } sessionEnded }',
    );
  }

  startHandover(host: string, next?: string) {
    return this.gql<{ startHandover: { url: string } | null }>(
      host,
      'mutation($next: String) { startHandover(next: $next) { url } }',
      { next },
    );
  }

  /** Follows a handover URL the way the portal does: a navigation to its path on its host. */
  open(
    url: string,
    headers: Record<string, string> = {
      'sec-fetch-site': 'same-site',
      'sec-fetch-dest': 'document',
      'sec-fetch-mode': 'navigate',
    },
  ): Promise<Answer> {
    const u = new URL(url);
    return this.send(u.host, 'GET', `${u.pathname}${u.search}`, { headers });
  }
}

const codeOf = (url: string): string => new URL(url).searchParams.get('code') ?? '';

describe('session handover between client hosts (BFF over HTTP, Host headers)', () => {
  let stack: Stack;
  let port: number;
  let acme: string;
  let harbour: string;
  const issued: string[] = [];

  const METRICS_TOKEN = 'handover-metrics-token-0123456789';
  /** portal_session_handovers_total by outcome, scraped from the running BFF. */
  const handovers = async (outcome: string) => {
    const res = await fetch(`${stack.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    return sampleValue(await res.text(), 'portal_session_handovers_total', { outcome });
  };

  before(async () => {
    stack = await startStack({ env: { METRICS_TOKEN } });
    port = stack.bff.port;
    acme = `acme.localhost:${port}`;
    harbour = `harbour.localhost:${port}`;
  });
  after(() => stack.close());

  /** A client admin of Acme signed in on Harbour's host: the login answers a handover to Acme's. */
  const signInOnHarbour = async () => {
    const b = new HostBrowser(port);
    const res = await b.login(harbour, 'clientadmin@sandbox.test');
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    const url = res.data!.login.handover!.url;
    issued.push(codeOf(url));
    return { b, url, res };
  };

  it("a client admin signing in on another client's host is handed over to their own host, signed in, on their home path", async () => {
    const { b, url, res } = await signInOnHarbour();
    assert.equal(res.data?.login.viewer.homePath, '/offices');
    const u = new URL(url);
    assert.equal(u.host, acme);
    assert.equal(u.pathname, '/handover');
    assert.match(codeOf(url), /^[A-Za-z0-9_-]{43}$/);
    assert.deepEqual([...u.searchParams.keys()], ['code'], 'nothing but the code in the URL');
    // Harbour's cookie lives only as long as the code.
    assert.match(res.answer.setCookies.at(-1)!, /Max-Age=30\b/);
    assert.equal(res.answer.headers['referrer-policy'], 'same-origin');
    const harbourSession = b.jar(harbour).get('portal_session');

    const landed = await b.open(url);
    assert.equal(landed.status, 303);
    assert.equal(landed.headers['location'], '/offices');
    assert.equal(landed.headers['referrer-policy'], 'no-referrer');
    assert.equal(landed.headers['cache-control'], 'no-store');
    assert.equal(landed.setCookies.length, 1);
    assert.match(landed.setCookies[0]!, /HttpOnly/);
    assert.match(landed.setCookies[0]!, /SameSite=Strict/);
    assert.doesNotMatch(landed.setCookies[0]!, /Domain=/i, 'host-only');
    const acmeSession = b.jar(acme).get('portal_session');
    assert.ok(acmeSession && harbourSession && acmeSession !== harbourSession, 'a new session id on the target host');
    assert.ok(!landed.body.includes(codeOf(url)));

    assert.equal((await b.viewer(acme)).data?.viewer?.user.username, 'clientadmin@sandbox.test');
    const old = await b.viewer(harbour);
    assert.equal(old.data?.viewer, null, "the session moved: the old host's id is over");
    assert.equal(old.data?.sessionEnded, true);
  });

  it('a code works once: a second use lands on the login page with the handover message and no cookie (both counted in the metrics)', async () => {
    const [completed, unknown] = [await handovers('completed'), await handovers('UNKNOWN')];
    const { b, url } = await signInOnHarbour();
    assert.equal((await b.open(url)).headers['location'], '/offices');
    const again = new HostBrowser(port);
    const second = await again.open(url);
    assert.equal(second.status, 303);
    assert.equal(second.headers['location'], '/login?handover=failed');
    assert.deepEqual(second.setCookies, []);
    assert.equal((await again.viewer(acme)).data?.viewer, null);
    assert.equal(await handovers('completed'), completed + 1);
    assert.equal(await handovers('UNKNOWN'), unknown + 1);
  });

  it('of a parallel burst of exchanges of one code exactly one signs in', async () => {
    const { url } = await signInOnHarbour();
    const browsers = Array.from({ length: 24 }, () => new HostBrowser(port));
    const answers = await Promise.all(browsers.map((b) => b.open(url)));
    const winners = answers.filter((a) => a.headers['location'] === '/offices');
    assert.equal(winners.length, 1);
    assert.equal(answers.filter((a) => a.headers['location'] === '/login?handover=failed').length, 23);
    const signedIn = await Promise.all(
      browsers.map(async (b) => (await b.viewer(acme)).data?.viewer?.user.username ?? null),
    );
    assert.deepEqual(signedIn.filter(Boolean), ['clientadmin@sandbox.test']);
  });

  it('a code is refused on another host, and that attempt spends it', async () => {
    const { b, url } = await signInOnHarbour();
    const onHarbour = await b.send(harbour, 'GET', `/handover?code=${codeOf(url)}`, {
      headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'document' },
    });
    assert.equal(onHarbour.headers['location'], '/login?handover=failed');
    assert.equal((await b.open(url)).headers['location'], '/login?handover=failed');
    assert.equal((await b.viewer(acme)).data?.viewer, null);
    assert.equal(
      (await b.viewer(harbour)).data?.viewer?.user.username,
      'clientadmin@sandbox.test',
      'a refused handover signs nobody out',
    );
  });

  it('a code is refused outside a page-started navigation (typed or e-mailed link, script, image)', async () => {
    for (const headers of [
      { 'sec-fetch-site': 'none', 'sec-fetch-dest': 'document' },
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image' },
      { 'sec-fetch-site': 'same-site', 'sec-fetch-dest': 'empty' },
    ]) {
      const { b, url } = await signInOnHarbour();
      assert.equal((await b.open(url, headers)).headers['location'], '/login?handover=failed', JSON.stringify(headers));
      assert.equal((await b.open(url)).headers['location'], '/login?handover=failed', 'spent by the refused use');
    }
  });

  it('malformed, unknown and missing codes are refused', async () => {
    const b = new HostBrowser(port);
    for (const path of [
      '/handover',
      '/handover?code=',
      '/handover?code=abc',
      `/handover?code=${'A'.repeat(43)}`,
      `/handover?code=${'A'.repeat(43)}&code=${'B'.repeat(43)}`,
      '/handover?code[a]=1',
    ]) {
      const answer = await b.send(acme, 'GET', path);
      assert.equal(answer.status, 303, path);
      assert.equal(answer.headers['location'], '/login?handover=failed', path);
      assert.deepEqual(answer.setCookies, [], path);
    }
  });

  it("the guard's handover keeps the wanted path, and never redirects off the host", async () => {
    const cases: [string | undefined, string][] = [
      ['/users?status=ACTIVE#top', '/users?status=ACTIVE#top'],
      ['/offices/../clients', '/clients'],
      ['//evil.example/offices', '/'],
      ['https://evil.example/', '/'],
      ['/\\evil.example', '/'],
      [undefined, '/'],
    ];
    for (const [next, expected] of cases) {
      const b = new HostBrowser(port);
      await b.login(acme, 'clientadmin@sandbox.test');
      // A session on Harbour's host (as a browser holding an older sign-in there would have).
      b.jar(harbour).set('portal_session', b.jar(acme).get('portal_session')!);
      const res = await b.startHandover(harbour, next);
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      const url = res.data!.startHandover!.url;
      issued.push(codeOf(url));
      assert.equal(new URL(url).host, acme);
      assert.equal((await b.open(url)).headers['location'], expected, String(next));
    }
  });

  it('a browser already signed in on the target host gets the handed-over session instead, and its old one ends', async () => {
    const b = new HostBrowser(port);
    await b.login(acme, 'officeadmin@sandbox.test');
    const before = b.jar(acme).get('portal_session')!;
    const res = await b.login(harbour, 'clientadmin@sandbox.test');
    issued.push(codeOf(res.data!.login.handover!.url));
    await b.open(res.data!.login.handover!.url);
    assert.equal((await b.viewer(acme)).data?.viewer?.user.username, 'clientadmin@sandbox.test');
    const stale = new HostBrowser(port);
    stale.jar(acme).set('portal_session', before);
    assert.equal((await stale.viewer(acme)).data?.viewer, null);
  });

  it('no handover when none is needed: the right host, localhost, staff without a client; none without a session', async () => {
    const b = new HostBrowser(port);
    const onAcme = await b.login(acme, 'clientadmin@sandbox.test');
    assert.equal(onAcme.data?.login.handover, null);
    assert.equal((await b.startHandover(acme, '/offices')).data?.startHandover, null);
    const local = new HostBrowser(port);
    assert.equal((await local.login(`localhost:${port}`, 'clientadmin@sandbox.test')).data?.login.handover, null);
    const staff = new HostBrowser(port);
    assert.equal((await staff.login(harbour, 'admin@sandbox.test')).data?.login.handover, null);
    const noPermissions = new HostBrowser(port);
    const agentNone = await noPermissions.login(harbour, 'agent.none@sandbox.test');
    // No home: no session, so nothing to hand over; the login page says why.
    assert.equal(agentNone.data ?? null, null);
    assert.equal(agentNone.errors?.[0]?.extensions?.['code'], 'FORBIDDEN');
    const anonymous = await new HostBrowser(port).startHandover(harbour, '/offices');
    assert.equal(anonymous.errors?.[0]?.extensions?.['code'], 'UNAUTHENTICATED');
  });

  it('no code reaches the logs', () => {
    assert.ok(issued.length > 10);
    const logs = stack.logs.join('');
    assert.match(logs, /"event":"handover"/);
    assert.match(logs, /"event":"handover-refused"/);
    for (const code of issued) assert.ok(!logs.includes(code), 'a handover code was logged');
    assert.ok(!logs.includes('code='), 'a handover URL was logged');
  });
});

describe('handover codes in Redis (shared by every instance)', () => {
  let redis: RedisServer;
  before(async () => {
    redis = await startRedis();
  });
  after(() => redis.stop());

  it('of a parallel burst of exchanges from several instances exactly one wins; a wrong host or a second use fails', async () => {
    const stores = Array.from({ length: 4 }, () => createRedisStore(redis.url));
    try {
      const instances = stores.map((s) => new HandoverCodes(s));
      for (let round = 0; round < 10; round++) {
        const code = await instances[round % 4]!.issue({
          sessionId: `s${round}`,
          host: 'acme.localhost:4000',
          next: '/offices',
        });
        const results = await Promise.all(
          Array.from({ length: 40 }, (_, i) => instances[i % 4]!.redeem(code, 'acme.localhost:4000')),
        );
        assert.equal(results.filter((r) => r.ok).length, 1, `round ${round}`);
      }
      const code = await instances[0]!.issue({ sessionId: 's', host: 'acme.localhost:4000', next: '/offices' });
      assert.deepEqual(await instances[1]!.redeem(code, 'harbour.localhost:4000'), { ok: false, reason: 'WRONG_HOST' });
      assert.deepEqual(await instances[2]!.redeem(code, 'acme.localhost:4000'), { ok: false, reason: 'UNKNOWN' });
      // Stored under its hash, with the store's own expiry as well.
      const keys = await stores[0]!.client.keys('once:handover:*');
      assert.ok(keys.every((k) => !k.includes(code)));
      const fresh = await instances[0]!.issue({ sessionId: 's', host: 'acme.localhost:4000', next: '/' });
      const [key] = (await stores[0]!.client.keys('once:handover:*')).filter((k) => !keys.includes(k));
      const ttl = await stores[0]!.client.pttl(key!);
      assert.ok(ttl > 0 && ttl <= 30_000, `PX ${ttl}`);
      assert.equal((await instances[3]!.redeem(fresh, 'acme.localhost:4000')).ok, true);
    } finally {
      await Promise.all(stores.map((s) => s.close()));
    }
  });
});

describe('an unspent handover leaves no session behind on the old host (Redis sessions)', () => {
  let redis: RedisServer;
  let stack: Stack;
  let store: ReturnType<typeof createRedisStore>;
  before(async () => {
    redis = await startRedis();
    stack = await startStack({ env: { REDIS_URL: redis.url } });
    store = createRedisStore(redis.url);
  });
  after(async () => {
    await store.close();
    await stack.close();
    await redis.stop();
  });

  /** The stored session's expiry in ms (Redis PTTL) and its own end. */
  const stored = async (id: string) => ({
    pttl: await store.client.pttl(`sess:${id}`),
    endsAt: ((await store.get(id)) as { endsAt?: number } | null)?.endsAt,
  });

  it("the old host's session ends with the code: its store expiry and its own end are the code's 30 s, and requests on the old host do not extend them", async () => {
    const port = stack.bff.port;
    const harbour = `harbour.localhost:${port}`;
    const acme = `acme.localhost:${port}`;
    const b = new HostBrowser(port);
    const issuedAt = Date.now();
    const res = await b.login(harbour, 'clientadmin@sandbox.test');
    assert.ok(res.data!.login.handover?.url, 'a handover was issued and is left unspent');
    const old = b.jar(harbour).get('portal_session')!;
    const first = await stored(old);
    assert.ok(first.pttl > 0 && first.pttl <= 30_000, `the old session's key lives ${first.pttl} ms`);
    assert.ok(first.endsAt !== undefined && first.endsAt <= Date.now() + 30_000 && first.endsAt >= issuedAt);
    // The old cookie still works within the code's life, but its use slides nothing past it.
    assert.equal((await b.viewer(harbour)).data?.viewer?.user.username, 'clientadmin@sandbox.test');
    const after = await stored(old);
    assert.ok(after.pttl > 0 && after.pttl <= 30_000, `after a request: ${after.pttl} ms`);
    assert.equal(after.endsAt, first.endsAt);
    // Asked again (the route guard), the end stays within the new code's life.
    const again = await b.startHandover(harbour, '/users');
    assert.ok(again.data?.startHandover?.url);
    assert.ok((await stored(old)).pttl <= 30_000);

    // Spent, the session moves to a new id with no such end.
    const landed = await b.open(again.data!.startHandover!.url);
    assert.equal(landed.headers['location'], '/users');
    const moved = await stored(b.jar(acme).get('portal_session')!);
    assert.equal(moved.endsAt, undefined);
    assert.ok(moved.pttl > 30_000, `the handed-over session keeps its own lifetime (${moved.pttl} ms)`);
    assert.equal((await stored(old)).pttl, -2, 'the old id is gone');
  });
});
