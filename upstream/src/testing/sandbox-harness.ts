import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type StartOptions } from '../app.ts';
import { silentLogger } from '../logger.ts';
import { seedPassword } from '../auth/passwords.ts';
import type { sessionUserView } from '../views/user-views.ts';

export const testAccessKey = 'test-access-key';

export type Reply<T> = { status: number; body: T; headers: Headers };
export type RequestOptions = { method?: string; body?: unknown; token?: string; headers?: Record<string, string> };
export type Tokens = { token: string; refresh_token: string };
export type Session = Tokens & { user: ReturnType<typeof sessionUserView> };

export async function startTestSandbox(options: StartOptions = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-test-'));
  let time = Date.now();
  const sandbox = await startSandbox({
    dataDir,
    port: 0,
    accessKey: testAccessKey,
    logger: silentLogger,
    now: () => time,
    ...options,
  });

  async function call<T = unknown>(
    path: string,
    { method = 'GET', body, token, headers = {} }: RequestOptions = {},
  ): Promise<Reply<T>> {
    const response = await fetch(`${sandbox.url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
    return { status: response.status, body: (isJson ? JSON.parse(text) : text) as T, headers: response.headers };
  }

  const post = <T = unknown>(path: string, body: unknown, options: RequestOptions = {}) =>
    call<T>(path, { ...options, method: 'POST', body });

  async function login(username: string, password = seedPassword): Promise<Session> {
    const reply = await post<Session>('/api/authenticate', { username, password, function: 'login' });
    if (reply.status !== 200) throw new Error(`login of ${username} answered ${reply.status}`);
    return reply.body;
  }

  const tokens = new Map<string, Promise<string>>();
  /** The access token of `username`, signed in on first use and shared afterwards (parallel first uses share one sign-in). */
  function tokenOf(username: string): Promise<string> {
    let token = tokens.get(username);
    if (!token) tokens.set(username, (token = login(username).then((session) => session.token)));
    return token;
  }

  return {
    url: sandbox.url,
    dataDir,
    call,
    post,
    login,
    tokenOf,
    advanceClock(seconds: number) {
      time += seconds * 1000;
    },
    async close() {
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
