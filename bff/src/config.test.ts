import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ConfigError, loadConfig } from './config.ts';

const base = {
  MAIN_API_URL: 'http://127.0.0.1:4010/api',
  DASHBOARD_API_URL: 'http://127.0.0.1:4010/dashboard-api',
  DASHBOARD_API_KEY: 'dev-key-123456',
};

describe('config', () => {
  it('defaults', () => {
    const c = loadConfig(base);
    assert.equal(c.port, 4000);
    assert.equal(c.mainApiUrl, 'http://127.0.0.1:4010/api/');
    assert.equal(c.storageBaseUrl, 'http://127.0.0.1:4010/storage/');
    assert.equal(c.graphiql, true);
    assert.equal(c.redisUrl, undefined);
    assert.equal(c.loaderBatching, true);
    assert.equal(c.keepAliveTimeoutMs, 65000);
    assert.equal(loadConfig({ ...base, KEEP_ALIVE_TIMEOUT_MS: '120000' }).keepAliveTimeoutMs, 120000);
    assert.equal(loadConfig({ ...base, LOADER_BATCHING: 'off' }).loaderBatching, false);
  });
  it('the video exception: a comma list of sub-domains, trimmed, lower case, blanks dropped; none by default', () => {
    assert.deepEqual(loadConfig(base).orderVideoOptionalSubDomains, []);
    assert.deepEqual(
      loadConfig({ ...base, ORDER_VIDEO_OPTIONAL_SUBDOMAINS: ' Acme, ,harbour ' }).orderVideoOptionalSubDomains,
      ['acme', 'harbour'],
    );
  });
  it('log lines for people in development only (LOG_PRETTY=0 keeps JSON there); JSON in production and tests', () => {
    assert.equal(loadConfig(base).logPretty, true);
    assert.equal(loadConfig({ ...base, NODE_ENV: 'development', LOG_PRETTY: '0' }).logPretty, false);
    assert.equal(loadConfig({ ...base, NODE_ENV: 'development', LOG_PRETTY: 'false' }).logPretty, false);
    assert.equal(loadConfig({ ...base, NODE_ENV: 'production' }).logPretty, false);
    assert.equal(loadConfig({ ...base, NODE_ENV: 'production', LOG_PRETTY: '1' }).logPretty, false);
    assert.equal(loadConfig({ ...base, NODE_ENV: 'test' }).logPretty, false);
  });
  it('production turns GraphiQL off unless enabled', () => {
    assert.equal(loadConfig({ ...base, NODE_ENV: 'production' }).graphiql, false);
    assert.equal(loadConfig({ ...base, NODE_ENV: 'production', GRAPHIQL: 'true' }).graphiql, true);
  });
  it('card entry: the sandbox field unless a Stripe publishable key is set; secret keys are refused', () => {
    assert.deepEqual(loadConfig(base).cardEntry, { provider: 'SANDBOX', publishableKey: null });
    assert.deepEqual(loadConfig({ ...base, STRIPE_PUBLISHABLE_KEY: '' }).cardEntry, {
      provider: 'SANDBOX',
      publishableKey: null,
    });
    assert.deepEqual(loadConfig({ ...base, STRIPE_PUBLISHABLE_KEY: 'pk_live_0123456789abcdef' }).cardEntry, {
      provider: 'STRIPE',
      publishableKey: 'pk_live_0123456789abcdef',
    });
    for (const key of ['sk_live_0123456789abcdef', 'rk_test_0123456789abcdef', 'pk_test_', 'pk_test_abc def ghi']) {
      assert.throws(
        () => loadConfig({ ...base, STRIPE_PUBLISHABLE_KEY: key }),
        (e: unknown) =>
          e instanceof ConfigError &&
          /STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key/.test(e.message) &&
          (key.length < 12 || !e.message.includes(key.slice(8))),
      );
    }
  });
  const bad: [string, Record<string, string | undefined>, RegExp][] = [
    ['missing main URL', { ...base, MAIN_API_URL: undefined }, /MAIN_API_URL/],
    ['relative URL', { ...base, DASHBOARD_API_URL: '/dashboard' }, /DASHBOARD_API_URL/],
    ['bad port', { ...base, PORT: 'eighty' }, /PORT/],
    ['port out of range', { ...base, PORT: '70000' }, /PORT/],
    ['missing key', { ...base, DASHBOARD_API_KEY: undefined }, /DASHBOARD_API_KEY/],
    ['bad redis', { ...base, REDIS_URL: 'localhost:6379' }, /REDIS_URL/],
    ['bad env', { ...base, NODE_ENV: 'staging' }, /NODE_ENV/],
    ['bad loader switch', { ...base, LOADER_BATCHING: 'false' }, /LOADER_BATCHING must be on or off/],
    ['keep-alive below a second', { ...base, KEEP_ALIVE_TIMEOUT_MS: '500' }, /KEEP_ALIVE_TIMEOUT_MS/],
    ['keep-alive not a number', { ...base, KEEP_ALIVE_TIMEOUT_MS: '65s' }, /KEEP_ALIVE_TIMEOUT_MS/],
  ];
  for (const [name, env, pattern] of bad) {
    it(`names the problem: ${name}`, () => {
      assert.throws(
        () => loadConfig(env),
        (e: unknown) => e instanceof ConfigError && pattern.test(e.message),
      );
    });
  }
});
