import type { AxiosInstance } from 'axios';
import { asLazyLog, type LazyLog, type Logger } from '../../logger.ts';
import { UnauthenticatedError, type UnauthenticatedReason } from '../../shared/errors.ts';
import { parse, send, toAppError, type CallOptions } from '../http.ts';

const NAME = 'dashboard';

export interface DashboardAuth {
  keyHeader: string;
  key: string;
  authIdHeader: string;
}

/**
 * The legacy dashboard API: the access key and the auth-id (the signed-in user's id) are added
 * here and nowhere else. Header names and the key come from configuration.
 */
export class DashboardApi {
  readonly #http: AxiosInstance;
  readonly #log: LazyLog;
  readonly #auth: DashboardAuth;
  readonly #userId: string | null;
  readonly #noSession: UnauthenticatedReason;

  /** `noSession` is the reason a call gives when there is no signed-in user. */
  constructor(
    http: AxiosInstance,
    log: Logger | LazyLog,
    auth: DashboardAuth,
    userId: string | null,
    noSession: UnauthenticatedReason = 'SIGNED_OUT',
  ) {
    this.#http = http;
    this.#log = asLazyLog(log);
    this.#auth = auth;
    this.#userId = userId;
    this.#noSession = noSession;
  }

  headers(): Record<string, string> {
    if (this.#userId === null) throw new UnauthenticatedError(this.#noSession);
    return { [this.#auth.keyHeader]: this.#auth.key, [this.#auth.authIdHeader]: this.#userId };
  }

  async call<T>(opts: CallOptions<T>): Promise<T> {
    const res = await send(this.#http, NAME, this.#log, { ...opts, headers: { ...opts.headers, ...this.headers() } });
    if (res.status >= 200 && res.status < 300) return parse(res, opts.schema, NAME, opts.url, this.#log, this.#http);
    throw toAppError(res, opts.fieldNames);
  }
}
