import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { REDACTED, literalSecrets, redactSecrets } from './secret-redaction.ts';
import { createLogger } from './logger.ts';

/** A small seeded generator: the same shapes on every run, many of them. */
const random = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed / 0x7fffffff;
};
const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)]!;

const TOKEN_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-.~';
/** Percent-encoded characters a token may carry: a slash, a question mark, a hash, a quote, a space, a percent. */
const ENCODED = ['%2F', '%2f', '%3F', '%23', '%22', '%20', '%25', '%26', '%3D'];
/** Characters only JSON escapes (raw in a path an attacker sends). */
const RAW = ['"', '\\', '&', ';', '=', "'", '<', '>', '%'];

const token = (next: () => number, raw: boolean): string => {
  const length = 16 + Math.floor(next() * 64);
  let out = '';
  while (out.length < length) {
    const r = next();
    if (r < 0.08) out += pick(next, ENCODED);
    else if (raw && r < 0.14) out += pick(next, RAW);
    else out += pick(next, [...TOKEN_CHARS]);
  }
  // A marker that cannot occur in the redacted text by chance.
  return `Q${out}Z${Math.floor(next() * 1e9)}`;
};

/** Letter case varied and `-` possibly percent-encoded, as a client may send a route name. */
const spell = (next: () => number, name: string): string =>
  [...name]
    .map((c) => {
      if (c === '-') return pick(next, ['-', '-', '%2D', '%2d']);
      return next() < 0.3 ? c.toUpperCase() : c;
    })
    .join('');

/** Paths carrying `t` as a secret segment, as they reach a log line. */
const secretPaths = (next: () => number, t: string): string[] => [
  `/5001/${spell(next, 'campaign-report')}/${t}`,
  `/5001/${spell(next, 'campaign-report')}/${t}/download`,
  `/${spell(next, 'public-report')}/5001/${t}`,
  `/${spell(next, 'public-report')}/5001/${t}/pdf`,
  `campaigns/5001/public/${t}`,
  `${spell(next, 'campaigns')}/5001/${spell(next, 'public')}/${t}/pdf-report`,
  `/api/campaigns/12/public/${t}`,
  `/${spell(next, 'reset-password')}/${t}`,
  `/reset_password/${t}`,
  `users/password/reset/${t}`,
  `/handover/${t}`,
  `/token/${t}`,
];

const SECRET_PARAMS = ['token', 'code', 'accessKey', 'api_key', 'secret', 'password', 'sig', 'signature', 'grant'];
const PLAIN_PARAMS = ['campaign', 'page', 'sort', 'from', 'to', 'status'];

/** A query string with the secret parameters in a random order, some repeated, among plain ones. */
const query = (next: () => number, t: string) => {
  const plain = PLAIN_PARAMS.map((name) => [name, `v${Math.floor(next() * 1000)}`] as const);
  const secret = SECRET_PARAMS.filter(() => next() < 0.5).map((name) => {
    const spelled =
      next() < 0.3 ? name.toUpperCase() : next() < 0.3 ? `%${name.charCodeAt(0).toString(16)}${name.slice(1)}` : name;
    return [spelled, t] as const;
  });
  if (secret.length === 0) secret.push(['token', t]);
  if (next() < 0.5) secret.push(secret[0]!);
  const all = [...plain, ...secret].sort(() => next() - 0.5);
  return { text: all.map(([n, v]) => `${n}=${v}`).join('&'), plain };
};

/**
 * The places a URL sits in: inside a JSON log line (escaped: every line the logger writes), and,
 * for a URL without raw quotes (a quote ends a secret in plain text), bare or in a sentence.
 */
const carriers = (url: string): string[] => [
  ...(url.includes('"') ? [] : [url, `upstream unreachable: GET ${url} (ECONNRESET)`]),
  JSON.stringify({ level: 40, path: url, msg: 'upstream unreachable' }),
  JSON.stringify({ err: { message: `request to ${url} failed`, stack: `Error: at ${url}\n    at x` } }),
];

const assertGone = (out: string, t: string, context: string) => {
  // Neither the whole token (raw or JSON-escaped) nor its first or last characters (a part leaked).
  const tail = /Z\d+$/.exec(t)![0];
  for (const form of [t, JSON.stringify(t).slice(1, -1), t.slice(0, 6), tail])
    assert.ok(!out.includes(form), `${JSON.stringify(form)} survived in ${out} (${context})`);
  assert.ok(out.includes(REDACTED), `nothing redacted in ${out} (${context})`);
};

describe('redactSecrets', () => {
  it('removes the token of every secret-bearing path, whatever its spelling, characters and carrier', () => {
    const next = random(7);
    for (let run = 0; run < 400; run += 1) {
      for (const raw of [false, true]) {
        const t = token(next, raw);
        for (const path of secretPaths(next, t)) {
          const suffix = pick(next, ['', '?campaign=5001', '#top', '/', '?x=1&token=abc']);
          for (const text of carriers(path + suffix)) assertGone(redactSecrets(text), t, text);
        }
      }
    }
  });

  it('keeps what is not secret: the id before a report token, the path after it, ordinary routes', () => {
    assert.equal(
      redactSecrets('/5001/campaign-report/abcdefABCDEF0123/download'),
      `/5001/campaign-report/${REDACTED}/download`,
    );
    assert.equal(redactSecrets('/public-report/5001/abcdefABCDEF0123/pdf'), `/public-report/5001/${REDACTED}/pdf`);
    assert.equal(redactSecrets('campaigns/5001/public/abc/pdf-report'), `campaigns/5001/public/${REDACTED}/pdf-report`);
    assert.equal(redactSecrets('/public-report/5001'), '/public-report/5001');
    for (const plain of [
      '/downloads/campaign-report.pdf?campaign=5001',
      'campaigns/5001/pdf-report',
      'campaigns/5001/stats/export',
      'payments/tokens',
      '/graphql',
      'orders/export?sort=date&page=2',
      '{"path":"/office/acme/campaigns","status":200}',
    ])
      assert.equal(redactSecrets(plain), plain);
  });

  it('redacts every secret query value, in any order, repeated, with its name in any case or percent-encoded', () => {
    const next = random(11);
    for (let run = 0; run < 2000; run += 1) {
      const t = token(next, false);
      const { text, plain } = query(next, t);
      const base = pick(next, [
        '/handover',
        'signifi-logs',
        '/reset-password',
        '/downloads/orders.csv',
        'files/temporary',
      ]);
      for (const carried of carriers(`${base}?${text}`)) {
        const out = redactSecrets(carried);
        assertGone(out, t, carried);
        for (const [name, value] of plain) assert.ok(out.includes(`${name}=${value}`), `${name} lost in ${out}`);
      }
    }
  });

  it('redacts bearer credentials, JSON web tokens, URL passwords and the configured literals', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJlLXZhbHVl';
    assert.equal(redactSecrets(`authorization: Bearer ${jwt}`), `authorization: Bearer ${REDACTED}`);
    assert.equal(redactSecrets(`token ${jwt} seen`), `token ${REDACTED} seen`);
    assert.equal(redactSecrets('redis://:hunter2pass@cache:6379/0'), `redis://:${REDACTED}@cache:6379/0`);
    assert.equal(
      redactSecrets('{"x-access-key":"k3y-0123456789"}', ['k3y-0123456789']),
      `{"x-access-key":"${REDACTED}"}`,
    );
    assert.deepEqual(literalSecrets(['short', undefined, null, 'long-enough-secret']), ['long-enough-secret']);
  });
});

describe('the logger redacts every line', () => {
  const capture = (secrets: string[] = []) => {
    const text: string[] = [];
    const log = createLogger('debug', { write: (chunk: string) => void text.push(chunk) }, { secrets });
    return { log, text };
  };

  it('in fields, messages, errors, bindings and children (the request line child too), at every level', () => {
    const secret = 'aBcDeFgHiJkLmNoP0123456789';
    const key = 'legacy-access-key-0123456789';
    const { log, text } = capture([key]);
    log.info({ path: `/5001/campaign-report/${secret}` }, 'request');
    log.warn({ upstream: 'main', path: `campaigns/5001/public/${secret}/pdf-report` }, 'upstream unreachable');
    log.error(new Error(`GET /public-report/5001/${secret} failed`));
    log.debug(`upstream call campaigns/5001/public/${secret}`);
    log.child({ url: `/handover?code=${secret}` }).info('child line');
    log.child({}, { redact: { paths: [] } }).info({ path: `/reset-password/${secret}` }, 'request');
    log.info({ headers: { 'x-legacy-key': key } }, 'headers');
    const all = text.join('');
    assert.equal(text.length, 7);
    assert.ok(!all.includes(secret), all);
    assert.ok(!all.includes(key), all);
    // One per line, and the error's message three times (message, stack, msg).
    assert.equal(all.split(REDACTED).length - 1, 9);
    for (const line of text) JSON.parse(line);
  });
});
