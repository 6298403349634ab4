import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { createMemoryThrottle, MEMORY_THROTTLE_MAX_ENTRIES, THROTTLE } from '../../bff/src/security/login-throttle.ts';
import { PASSWORD } from '../support/helpers.ts';
import { signIn } from '../support/helpers.ts';
import { startStack, type Stack } from '../support/stack.ts';

/**
 * A flood of public-report requests from many distinct client addresses, sent the way an attacker
 * on one host can: each request from its own loopback address (127.x.y.z, bound as the socket's
 * local address, so the BFF sees a distinct client). The BFF's memory counters are sized small
 * (the report's table holds 500 counters) so that the flood overfills it four times. Every flood
 * request is still admitted (the table evicts its oldest, it never refuses everyone), the limit
 * still holds for one address, and a correct password signs in afterwards, from an ordinary client
 * and from an address of the flood.
 */

const REPORT_TABLE = 500;
const FLOOD = 4 * REPORT_TABLE;
const addressOf = (i: number) => `127.10.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`;

/** One HTTP request to the BFF from `localAddress`; answers the status and the body. */
const send = (
  url: string,
  localAddress: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: string }> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url);
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: hostname,
        port,
        path,
        localAddress,
        agent: false,
        method: data ? 'POST' : 'GET',
        headers: data ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } : {},
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(data);
  });

/** Runs `task(i)` for i in [0, count), `width` at a time. */
const pool = async <T>(count: number, width: number, task: (i: number) => Promise<T>): Promise<T[]> => {
  const out = new Array<T>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const i = next++;
        out[i] = await task(i);
      }
    }),
  );
  return out;
};

describe('a flood of public-report requests from distinct addresses (memory counters)', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack({
      throttle: createMemoryThrottle(THROTTLE, Date.now, {
        ...MEMORY_THROTTLE_MAX_ENTRIES,
        publicReport: REPORT_TABLE,
      }),
    });
  });
  after(async () => {
    await stack.close();
  });

  const reportPath = (i: number) => `/public-report/1/flood${String(i).padStart(6, '0')}${'x'.repeat(20)}`;

  it(`${FLOOD} addresses overfill the report's table: every one is admitted, and sign-in is untouched`, async () => {
    const statuses = await pool(FLOOD, 24, async (i) => (await send(stack.url, addressOf(i), reportPath(i))).status);
    const counts = new Map<number, number>();
    for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
    assert.deepEqual([...counts], [[404, FLOOD]], 'no flood request was refused for want of room');

    // The limit per address still holds after the flood: one address gets exactly the limit through.
    const last = addressOf(FLOOD - 1);
    const burst = await pool(
      THROTTLE.publicReport.perAddress + 5,
      8,
      async (i) => (await send(stack.url, last, reportPath(i))).status,
    );
    assert.equal(burst.filter((s) => s === 404).length, THROTTLE.publicReport.perAddress - 1);
    assert.equal(burst.filter((s) => s === 429).length, 6);

    // A correct password signs in: from an ordinary client, and from an address of the flood.
    await signIn(stack.url, 'officeadmin@sandbox.test');
    const login = await send(stack.url, addressOf(7), '/graphql', {
      query: 'mutation Login($input: LoginInput!) { login(input: $input) { viewer { role } } }',
      variables: { input: { email: 'agent@sandbox.test', password: PASSWORD } },
    });
    assert.equal(login.status, 200, login.body);
    const answer = JSON.parse(login.body) as { data?: { login: { viewer: { role: string } } }; errors?: unknown };
    assert.equal(answer.errors, undefined, login.body);
    assert.ok(answer.data?.login.viewer.role);
  });
});
