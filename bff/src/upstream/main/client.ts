import type { AxiosInstance, AxiosResponse } from 'axios';
import { asLazyLog, type LazyLog, type Logger } from '../../logger.ts';
import { UnauthenticatedError, type UnauthenticatedReason } from '../../shared/errors.ts';
import { parse, send, toAppError, type CallOptions } from '../http.ts';

/** The bearer token of one session and how to renew it (see RefreshCoordinator). */
export interface TokenSource {
  current(): Promise<string | null>;
  refresh(failedToken: string): Promise<string>;
  expire(): Promise<void>;
}

const NAME = 'main';

/**
 * The main REST API. Every call carries the session's bearer token; on a 401 the token is
 * refreshed once (single-flight per session) and the call retried once. A second 401 ends the
 * session with SESSION_TIMEOUT. Calls made without a session (sign-in, password reset) go bare.
 */
export class MainApi {
  readonly #http: AxiosInstance;
  readonly #log: LazyLog;
  readonly #tokens: TokenSource | null;
  readonly #noSession: UnauthenticatedReason;

  /** `noSession` is the reason a signed-in call gives when there are no tokens. */
  constructor(
    http: AxiosInstance,
    log: Logger | LazyLog,
    tokens: TokenSource | null,
    noSession: UnauthenticatedReason = 'SIGNED_OUT',
  ) {
    this.#http = http;
    this.#log = asLazyLog(log);
    this.#tokens = tokens;
    this.#noSession = noSession;
  }

  get log(): Logger {
    return this.#log();
  }

  /** The API's HTTP instance (for `parse`, which reports broken contracts to its observer). */
  get http(): AxiosInstance {
    return this.#http;
  }

  get signedIn(): boolean {
    return this.#tokens !== null;
  }

  /** Sends a call and answers the raw response after the refresh rule; for status-driven calls. */
  async raw(opts: Omit<CallOptions<unknown>, 'schema'> & { anonymous?: boolean }): Promise<AxiosResponse> {
    const request = (token: string | null) =>
      send(this.#http, NAME, this.#log, {
        method: opts.method,
        url: opts.url,
        data: opts.data,
        headers: token ? { ...opts.headers, authorization: `Bearer ${token}` } : opts.headers,
      });
    if (opts.anonymous) return request(null);
    const tokens = this.#tokens;
    if (!tokens) throw new UnauthenticatedError(this.#noSession);
    const token = await tokens.current();
    if (!token) throw new UnauthenticatedError('SESSION_TIMEOUT');
    const first = await request(token);
    if (first.status !== 401) return first;
    const renewed = await tokens.refresh(token);
    const second = await request(renewed);
    if (second.status === 401) {
      await tokens.expire();
      throw new UnauthenticatedError('SESSION_TIMEOUT');
    }
    return second;
  }

  /**
   * Runs a request that carries its own transport (a streamed upload or download) with the
   * session's bearer token, under the refresh rule of raw(): on a 401 the token is refreshed once
   * and, when the request can be sent again (`replayable`), it is; a second 401 ends the session.
   * A request whose body was already streamed cannot be sent again: its 401 is answered after the
   * refresh, so that the session goes on and the caller can ask for a retry.
   */
  async authorized<T extends { status: number }>(
    attempt: (authorization: string) => Promise<T>,
    opts: { replayable: boolean; discard?: (first: T) => void },
  ): Promise<T> {
    const tokens = this.#tokens;
    if (!tokens) throw new UnauthenticatedError(this.#noSession);
    const token = await tokens.current();
    if (!token) throw new UnauthenticatedError('SESSION_TIMEOUT');
    const first = await attempt(`Bearer ${token}`);
    if (first.status !== 401) return first;
    opts.discard?.(first);
    const renewed = await tokens.refresh(token);
    if (!opts.replayable) return first;
    const second = await attempt(`Bearer ${renewed}`);
    if (second.status === 401) {
      opts.discard?.(second);
      await tokens.expire();
      throw new UnauthenticatedError('SESSION_TIMEOUT');
    }
    return second;
  }

  /** Sends a call and answers its parsed 2xx body, or throws the typed error. */
  async call<T>(opts: CallOptions<T> & { anonymous?: boolean }): Promise<T> {
    const res = await this.raw(opts);
    if (res.status >= 200 && res.status < 300) return parse(res, opts.schema, NAME, opts.url, this.#log, this.#http);
    throw toAppError(res, opts.fieldNames);
  }
}
