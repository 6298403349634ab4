import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Client, SubscribePayload } from 'graphql-ws';
import { messages } from '@portal/schema';
import { Browserish } from '../support/graphql-client.ts';
import { PORTAL_DOCUMENTS, SESSION_VIEWER, persistedBody, portalDocument } from '../support/portal-operations.ts';
import { PASSWORD, startStack, type Stack } from '../support/stack.ts';
import { wsClient } from '../support/ws-client.ts';

/**
 * Trusted documents (decision 025): in production the BFF runs only the portal's documents, sent
 * by id, over HTTP and the WebSocket alike; an unknown id or a free text is refused before
 * anything runs, unless ALLOW_ARBITRARY_OPERATIONS=true. Development runs free text (GraphiQL).
 */

const ACCEPT = 'application/graphql-response+json,application/json;q=0.9';

const post = async (browser: Browserish, body: unknown) => {
  const res = await browser.fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: ACCEPT },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      data?: Record<string, unknown> | null;
      errors?: { message: string; extensions?: Record<string, unknown> }[];
    },
  };
};

const signInById = async (stack: Stack) => {
  const browser = new Browserish(stack.url);
  const res = await post(
    browser,
    persistedBody('Login', { input: { email: 'admin@sandbox.test', password: PASSWORD } }),
  );
  assert.equal(res.status, 200);
  assert.equal(res.body.errors, undefined);
  assert.ok(browser.cookies.size, 'signed in');
  return browser;
};

/** One operation over the socket, to its end: its results, or the error it ended with. */
const overSocket = (client: Client, payload: SubscribePayload) =>
  new Promise<{ results: unknown[]; error?: unknown }>((resolve) => {
    const results: unknown[] = [];
    client.subscribe(payload, {
      next: (v) => results.push(v),
      error: (error) => resolve({ results, error }),
      complete: () => resolve({ results }),
    });
  });

const REFUSED_UNKNOWN = {
  errors: [{ message: messages.persistedQueryNotFound, extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
};
const REFUSED_TEXT = {
  errors: [{ message: messages.persistedQueryRequired, extensions: { code: 'PERSISTED_QUERY_REQUIRED' } }],
};

for (const pipeline of ['prepared', 'apollo'] as const) {
  describe(`trusted documents in production (${pipeline === 'apollo' ? 'Apollo reference' : 'shared pipeline'})`, () => {
    let stack: Stack;
    let browser: Browserish;

    before(async () => {
      stack = await startStack({
        env: { NODE_ENV: 'production', COOKIE_SECURE: 'false' },
        apolloReference: pipeline === 'apollo',
      });
      browser = await signInById(stack);
    });
    after(() => stack?.close());

    it('runs the portal’s documents by id', async () => {
      for (let i = 0; i < 3; i++) {
        const res = await post(browser, persistedBody('SessionViewer'));
        assert.equal(res.status, 200);
        assert.equal(res.body.errors, undefined);
        assert.ok((res.body.data?.viewer as { homePath?: string })?.homePath);
      }
    });

    it('refuses an unknown id, before anything runs', async () => {
      const res = await post(browser, {
        operationName: 'SessionViewer',
        variables: {},
        extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } },
      });
      assert.equal(res.status, 400);
      assert.deepEqual(res.body, REFUSED_UNKNOWN);
    });

    it('refuses free text: a portal document’s own text, a made-up one, a GET, an id with other text', async () => {
      for (const body of [
        { query: SESSION_VIEWER },
        { query: '{ viewer { homePath } }' },
        { query: '{ __schema { types { name } } }' },
      ]) {
        const res = await post(browser, body);
        assert.equal(res.status, 400, JSON.stringify(body));
        assert.deepEqual(res.body, REFUSED_TEXT);
      }
      const get = await browser.fetch(`/graphql?query=${encodeURIComponent('{ viewer { homePath } }')}`, {
        headers: { accept: ACCEPT, 'apollo-require-preflight': '1' },
      });
      assert.equal(get.status, 400);
      assert.deepEqual(await get.json(), REFUSED_TEXT);
      // The id decides what runs: a text sent beside it is ignored.
      const mixed = await post(browser, { ...persistedBody('SessionViewer'), query: '{ __typename }' });
      assert.ok((mixed.body.data?.viewer as { homePath?: string })?.homePath);
    });

    it('the socket follows the same rule: an id runs, an unknown id and free text are refused', async () => {
      const client = wsClient(stack.url, { cookie: browser.cookieHeader });
      try {
        const bell = portalDocument('NotificationBellCount');
        const ok = await overSocket(client, {
          query: '',
          operationName: bell.name,
          extensions: { persistedQuery: { version: 1, sha256Hash: bell.id } },
        });
        assert.equal(ok.error, undefined);
        assert.equal(
          typeof (ok.results[0] as { data: { notificationCount: unknown } }).data.notificationCount,
          'number',
        );
        const unknown = await overSocket(client, {
          query: '',
          operationName: bell.name,
          extensions: { persistedQuery: { version: 1, sha256Hash: '0'.repeat(64) } },
        });
        assert.deepEqual(unknown.error, REFUSED_UNKNOWN.errors);
        const free = await overSocket(client, { query: bell.text });
        assert.deepEqual(free.error, REFUSED_TEXT.errors);
      } finally {
        await client.dispose();
      }
    });
  });
}

describe('trusted documents: free text where it is allowed', () => {
  it('production with ALLOW_ARBITRARY_OPERATIONS=true runs free text, and ids', async () => {
    const stack = await startStack({
      env: { NODE_ENV: 'production', COOKIE_SECURE: 'false', ALLOW_ARBITRARY_OPERATIONS: 'true' },
    });
    try {
      const browser = await signInById(stack);
      const text = await post(browser, { query: '{ viewer { homePath } }' });
      assert.equal(text.status, 200);
      assert.ok((text.body.data?.viewer as { homePath?: string })?.homePath);
      const id = await post(browser, persistedBody('SessionViewer'));
      assert.equal(id.body.errors, undefined);
    } finally {
      await stack.close();
    }
  });

  it('development runs free text (GraphiQL), over HTTP and the socket', async () => {
    const stack = await startStack({ env: { NODE_ENV: 'development' } });
    try {
      const browser = new Browserish(stack.url);
      assert.equal((await browser.login('admin@sandbox.test', PASSWORD)).errors, undefined);
      const res = await post(browser, { query: SESSION_VIEWER });
      assert.equal(res.status, 200);
      assert.equal(res.body.errors, undefined);
      const client = wsClient(stack.url, { cookie: browser.cookieHeader });
      try {
        const bell = await overSocket(client, { query: portalDocument('NotificationBellCount').text });
        assert.equal(bell.error, undefined);
        assert.equal(bell.results.length, 1);
      } finally {
        await client.dispose();
      }
    } finally {
      await stack.close();
    }
  });

  it('every manifest document was validated at start (the BFF started with all of them)', async () => {
    assert.ok(PORTAL_DOCUMENTS.length >= 19);
    const stack = await startStack({ env: { NODE_ENV: 'production', COOKIE_SECURE: 'false' } });
    try {
      assert.ok(
        stack.logs.some(
          (line) =>
            line.includes('"graphql pipeline"') && line.includes(`"trustedDocuments":${PORTAL_DOCUMENTS.length}`),
        ),
      );
    } finally {
      await stack.close();
    }
  });
});
