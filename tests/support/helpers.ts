/**
 * What most integration and end-to-end tests need: a free loopback port, a client signed in as a
 * demo account, and an activity created through the sandbox's control endpoint (which pushes the
 * user's new unread count on the push channel).
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { Browserish } from './graphql-client.ts';

/** The password of every seeded demo account. */
export const PASSWORD = 'Sandbox#2026';

/** A loopback port that was free a moment ago (for servers that cannot listen on port 0 themselves). */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

/** A cookie-holding client of the BFF at `url`, signed in as `email`; fails the test when sign-in fails. */
export const signIn = async (url: string, email: string, password = PASSWORD): Promise<Browserish> => {
  const browser = new Browserish(url);
  const res = await browser.login(email, password);
  assert.equal(res.errors, undefined, `sign-in as ${email}: ${JSON.stringify(res.errors)}`);
  return browser;
};

/**
 * One signed-in `Browserish` per email, signed in on first use and shared afterwards (parallel
 * first uses share one sign-in): `const as = signedInClients(() => stack.url)`, then `await as(email)`.
 */
export const signedInClients = (url: () => string): ((email: string) => Promise<Browserish>) => {
  const browsers = new Map<string, Promise<Browserish>>();
  return (email) => {
    let browser = browsers.get(email);
    if (!browser) {
      browser = signIn(url(), email);
      browsers.set(email, browser);
    }
    return browser;
  };
};

/** Creates an activity for `username` through the sandbox (POST /sandbox/activities); answers its id. */
export const createActivity = async (sandboxUrl: string, username: string, message: string): Promise<number> => {
  const res = await fetch(`${sandboxUrl}/sandbox/activities`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, message }),
  });
  assert.equal(res.status, 201, `creating an activity for ${username}: ${res.status}`);
  return ((await res.json()) as { id: number }).id;
};
