import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { main, parseCliArgs, UsageError } from './cli.ts';

const env = { CONFORMANCE_PASSWORD: 'Very-secret-9', DASHBOARD_API_KEY: 'access-key-0123456789' };
const urls = ['--main', 'http://127.0.0.1:9/api', '--legacy', 'http://127.0.0.1:9/dashboard-api'];

describe('npm run conformance: arguments', () => {
  it('takes the two URLs and a timeout', () => {
    assert.deepEqual(parseCliArgs([...urls, '--timeout', '2000'], env), {
      mainUrl: 'http://127.0.0.1:9/api',
      legacyUrl: 'http://127.0.0.1:9/dashboard-api',
      timeoutMs: 2000,
    });
  });

  it('refuses a secret given as an argument, however it is spelled', () => {
    for (const args of [
      [...urls, '--password', 'x'],
      [...urls, '--password=x'],
      [...urls, '--username', 'someone@example.com'],
      [...urls, '--access-key', 'k'],
      [...urls, '--dashboard-api-key=k'],
      [...urls, '--token', 't'],
      [...urls, 'Very-secret-9'],
      ['--main', 'http://user:pass@127.0.0.1:9/api', '--legacy', 'http://127.0.0.1:9/x'],
      ['--main', `http://127.0.0.1:9/api?k=${env.DASHBOARD_API_KEY}`, '--legacy', 'http://127.0.0.1:9/x'],
    ]) {
      assert.throws(() => parseCliArgs(args, env), UsageError, args.join(' '));
    }
  });

  it('refuses a missing URL, an unknown option and a stray value', () => {
    assert.throws(() => parseCliArgs(['--main', 'http://127.0.0.1:9/api'], env), UsageError);
    assert.throws(() => parseCliArgs([...urls, '--verbose'], env), UsageError);
    assert.throws(() => parseCliArgs([...urls, 'extra'], env), UsageError);
    assert.throws(() => parseCliArgs([...urls, '--timeout', '5'], env), UsageError);
  });

  it('exits 2 without the account in the environment, or with a configuration the BFF would refuse', async () => {
    const lines: string[] = [];
    assert.equal(await main(urls, { DASHBOARD_API_KEY: env.DASHBOARD_API_KEY }, (l) => lines.push(l)), 2);
    assert.match(lines[0]!, /CONFORMANCE_USERNAME and CONFORMANCE_PASSWORD must be set/);
    lines.length = 0;
    const account = { CONFORMANCE_USERNAME: 'reader@example.com', CONFORMANCE_PASSWORD: 'reader-password' };
    assert.equal(await main(urls, { ...account, DASHBOARD_API_KEY: 'short' }, (l) => lines.push(l)), 2);
    assert.match(lines[0]!, /DASHBOARD_API_KEY must be at least 8 characters/);
    assert.ok(!lines.join('\n').includes('short'), 'the key is not printed');
  });
});
