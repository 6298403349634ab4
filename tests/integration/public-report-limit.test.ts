import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { messages } from '@portal/schema';
import { THROTTLE } from '../../bff/src/security/login-throttle.ts';
import { startRedis, type RedisServer } from '../support/redis.ts';
import { sandboxControl } from '../support/sandbox-control.ts';
import { startStack, type Stack } from '../support/stack.ts';

/**
 * The public report's limit per client address, attacked the way a scraper guessing tokens would:
 * a parallel burst on one BFF instance, and a burst spread over two instances sharing one Redis.
 * Either way no more than the limit reaches the upstream, the rest get 429 with Retry-After, and
 * the shared store holds no address in clear.
 */

const LIMIT = THROTTLE.publicReport.perAddress;
const wrongToken = (i: number) => `guess${String(i).padStart(4, '0')}${'x'.repeat(20)}`;

describe('the public report limit per address, shared by every BFF instance', () => {
  let redis: RedisServer;
  let memory: Stack;
  let first: Stack;
  let second: Stack;
  before(async () => {
    redis = await startRedis();
    memory = await startStack();
    first = await startStack({ sandboxUrl: memory.sandboxUrl, env: { REDIS_URL: redis.url } });
    second = await startStack({ sandboxUrl: memory.sandboxUrl, env: { REDIS_URL: redis.url } });
  });
  after(async () => {
    await second.close();
    await first.close();
    await memory.close();
    await redis.stop();
  });

  const reportLink = async (id: number) => {
    const res = await fetch(`${memory.sandboxUrl}/sandbox/campaigns/${id}/report-link`);
    const [, campaignId, , token] = ((await res.json()) as { path: string }).path.split('/');
    return { campaignId: campaignId!, token: token! };
  };

  /** Fires `count` report requests at once, spread round-robin over `urls`; answers the statuses and the upstream calls. */
  const burst = async (urls: string[], campaignId: string, count: number) => {
    const control = sandboxControl(memory.sandboxUrl);
    await control.clearCalls();
    const answers = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        fetch(`${urls[i % urls.length]}/public-report/${campaignId}/${wrongToken(i)}`).then(async (res) => ({
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          body: (await res.json()) as { error: { code: string; message: string } },
        })),
      ),
    );
    const upstream = (await control.calls()).filter((c) => c.path.includes('/public/')).length;
    return { answers, upstream };
  };

  const assertLimited = (answers: Awaited<ReturnType<typeof burst>>['answers'], upstream: number) => {
    const through = answers.filter((a) => a.status !== 429);
    const limited = answers.filter((a) => a.status === 429);
    assert.equal(through.length, LIMIT, 'exactly the limit gets through');
    assert.equal(upstream, LIMIT, 'and no more reaches the upstream');
    for (const a of through) assert.equal(a.status, 404);
    for (const a of limited) {
      assert.equal(a.body.error.code, 'RATE_LIMITED');
      assert.equal(a.body.error.message, messages.rateLimited);
      const wait = Number(a.retryAfter);
      assert.ok(wait >= 1 && wait <= THROTTLE.publicReport.windowSeconds, `Retry-After ${a.retryAfter}`);
    }
  };

  it('a parallel burst on one instance (memory counters) gets no more than the limit through', async () => {
    const { campaignId, token } = await reportLink(1);
    const { answers, upstream } = await burst([memory.url], campaignId, LIMIT + 40);
    assertLimited(answers, upstream);
    // The limit is per address, not per token: the right link is refused too until the window ends.
    assert.equal((await fetch(`${memory.url}/public-report/${campaignId}/${token}`)).status, 429);
    assert.equal((await fetch(`${memory.url}/healthz`)).status, 200);
  });

  it('a burst spread over two instances sharing one Redis gets no more than the limit through in all', async () => {
    const { campaignId, token } = await reportLink(1);
    const { answers, upstream } = await burst([first.url, second.url], campaignId, 2 * LIMIT);
    assertLimited(answers, upstream);
    for (const url of [first.url, second.url]) {
      assert.equal((await fetch(`${url}/public-report/${campaignId}/${token}/pdf`)).status, 429);
    }
  });

  it('the shared counters are keyed by a hash: no client address in Redis', async () => {
    const { Redis } = await import('ioredis');
    const client = new Redis(redis.url);
    try {
      const keys = await client.keys('throttle:publicReport:*');
      assert.ok(keys.length > 0, 'the report requests were counted in Redis');
      for (const key of keys) assert.doesNotMatch(key, /127\.0\.0\.1|::1|ffff/);
    } finally {
      client.disconnect();
    }
  });
});
