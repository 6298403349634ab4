import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ConfigError, loadConfig } from './config.ts';

const base = { MAIN_API_URL: 'http://127.0.0.1:4010/api', DASHBOARD_API_URL: 'http://127.0.0.1:4010/dashboard-api', DASHBOARD_API_KEY: 'dev-key-123456' };

describe('config', () => {
  it('defaults', () => {
    const c = loadConfig(base);
    assert.equal(c.port, 4000);
    assert.equal(c.mainApiUrl, 'http://127.0.0.1:4010/api/');
    assert.equal(c.storageBaseUrl, 'http://127.0.0.1:4010/storage/');
    assert.equal(c.graphiql, true);
    assert.equal(c.redisUrl, undefined);
    assert.equal(c.loaderBatching, true);
    assert.equal(loadConfig({ ...base, LOADER_BATCHING: 'off' }).loaderBatching, false);
  });
  it('production turns GraphiQL off unless enabled', () => {
    assert.equal(loadConfig({ ...base, NODE_ENV: 'production' }).graphiql, false);
    assert.equal(loadConfig({ ...base, NODE_ENV: 'production', GRAPHIQL: 'true' }).graphiql, true);
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
  ];
  for (const [name, env, pattern] of bad) {
    it(`names the problem: ${name}`, () => {
      assert.throws(() => loadConfig(env), (e: unknown) => e instanceof ConfigError && pattern.test(e.message));
    });
  }
});
