import { authenticateDto } from '../upstream/main/dto.ts';
import { checkName, type Check, type Ids } from './check.ts';
import { CHECKS } from './checks.ts';
import { describeIssues } from './drift.ts';

/** How the kit reaches the two APIs; the secrets come from the environment (cli.ts), never from arguments. */
export interface ConformanceOptions {
  mainUrl: string;
  legacyUrl: string;
  username: string;
  password: string;
  accessKey: string;
  keyHeader: string;
  authIdHeader: string;
  timeoutMs: number;
  /** A public report link (`…/{campaignId}/…/{token}`): without it the public report is unchecked. */
  reportLink?: string;
  write: (line: string) => void;
  checks?: readonly Check[];
}

export type OutcomeKind = 'ok' | 'drift' | 'unreachable' | 'unchecked';
export interface Outcome {
  kind: OutcomeKind;
  name: string;
  detail?: string;
}

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/** The campaign id and token of a report link, wherever it points (portal page or BFF route). */
export const parseReportLink = (link: string): { campaignId: string; token: string } | null => {
  const match = /\/(\d{1,12})\/(?:[A-Za-z-]+\/)?([A-Za-z0-9_-]{8,200})\/?$/.exec(link.split(/[?#]/)[0]!);
  return match ? { campaignId: match[1]!, token: match[2]! } : null;
};

/** Why a request got no answer, without the URL (it may carry a token). */
const transportError = (err: unknown): string => {
  const error = err as { name?: string; cause?: { code?: string; message?: string }; message?: string };
  if (error.name === 'TimeoutError') return 'no answer within the timeout';
  return error.cause?.code ?? error.cause?.message ?? error.message ?? 'no answer';
};

const mediaType = (header: string | null) => (header ?? '').split(';')[0]!.trim().toLowerCase();

/** Whether an answer is what the check expects: ok (with the parsed body), drift or unreachable. */
const judge = async (
  check: Check,
  res: Response,
): Promise<{ kind: OutcomeKind; detail?: string; parsed?: unknown }> => {
  const { expect } = check;
  if (expect.kind === 'status') {
    await res.body?.cancel();
    if (expect.statuses.includes(res.status)) return { kind: 'ok' };
    if (res.status >= 500) return { kind: 'unreachable', detail: `answered ${res.status}` };
    return { kind: 'drift', detail: `status — expected ${expect.statuses.join(' or ')}, received ${res.status}` };
  }
  if (res.status < 200 || res.status >= 300) {
    await res.body?.cancel();
    if (res.status >= 500) return { kind: 'unreachable', detail: `answered ${res.status}` };
    if (res.status === 401 || res.status === 403)
      return { kind: 'unreachable', detail: `answered ${res.status}: the account may not read it` };
    return { kind: 'drift', detail: `status — expected 2xx, received ${res.status}` };
  }
  if (expect.kind === 'download') {
    await res.body?.cancel();
    const type = mediaType(res.headers.get('content-type'));
    if (res.status === 200 && type === expect.contentType) return { kind: 'ok' };
    return {
      kind: 'drift',
      detail: `${res.status === 200 ? 'content-type' : 'status'} — expected 200 ${expect.contentType}, received ${res.status} ${type || 'no content type'}`,
    };
  }
  const text = await res.text();
  let body: unknown;
  if (res.status !== 204 && text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      return {
        kind: 'drift',
        detail: `(body) — expected JSON, received ${mediaType(res.headers.get('content-type')) || 'text'}`,
      };
    }
  }
  const parsed = expect.schema.safeParse(body);
  if (!parsed.success) return { kind: 'drift', detail: describeIssues(parsed.error.issues) };
  return { kind: 'ok', parsed: parsed.data };
};

/**
 * Signs in through the main API as the BFF does, then sends every read of `checks` once, in order,
 * and writes one line per endpoint and a summary. Answers the outcomes and the exit code (1 when
 * any answer drifted or did not come).
 */
export const runConformance = async (opts: ConformanceOptions): Promise<{ outcomes: Outcome[]; exitCode: number }> => {
  const outcomes: Outcome[] = [];
  const report = (outcome: Outcome) => {
    outcomes.push(outcome);
    opts.write(`${outcome.kind} ${outcome.name}${outcome.detail ? `: ${outcome.detail}` : ''}`);
  };
  const finish = () => {
    const count = (kind: OutcomeKind) => outcomes.filter((o) => o.kind === kind).length;
    const failed = count('drift') + count('unreachable');
    opts.write(
      `conformance: ${count('ok')} ok, ${count('drift')} drift, ${count('unreachable')} unreachable, ` +
        `${count('unchecked')} unchecked, of ${outcomes.length} endpoints (${failed ? 'FAILED' : 'passed'})`,
    );
    return { outcomes, exitCode: failed ? 1 : 0 };
  };
  const bases = { main: withSlash(opts.mainUrl), dashboard: withSlash(opts.legacyUrl) };
  const signal = () => AbortSignal.timeout(opts.timeoutMs);

  // The sign-in: POST authenticate, parsed with the BFF's own authenticateDto.
  let session: { token: string; userId: string };
  try {
    const res = await fetch(new URL('authenticate', bases.main), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ username: opts.username, password: opts.password, function: 'login' }),
      signal: signal(),
      redirect: 'manual',
    });
    const judged = await judge(
      { api: 'main', template: 'authenticate', url: () => '', expect: { kind: 'json', schema: authenticateDto } },
      res,
    );
    if (judged.kind !== 'ok') {
      report({
        kind: res.status === 401 || res.status === 400 ? 'unreachable' : judged.kind,
        name: 'POST authenticate',
        detail:
          res.status === 401 || res.status === 400
            ? `answered ${res.status}: the credentials were refused`
            : judged.detail,
      });
      return finish();
    }
    const answer = judged.parsed as { token: string; user: { id: string } };
    session = { token: answer.token, userId: answer.user.id };
    report({ kind: 'ok', name: 'POST authenticate' });
  } catch (err) {
    report({ kind: 'unreachable', name: 'POST authenticate', detail: transportError(err) });
    return finish();
  }

  const headersFor = (check: Check): Record<string, string> => {
    const accept =
      check.expect.kind === 'download' ? `${check.expect.contentType}, application/json` : 'application/json';
    const headers: Record<string, string> = { accept, 'accept-encoding': 'identity' };
    if (check.api === 'dashboard') {
      headers[opts.keyHeader] = opts.accessKey;
      headers[opts.authIdHeader] = session.userId;
    } else if (!check.anonymous) headers.authorization = `Bearer ${session.token}`;
    return headers;
  };
  const read = async (url: string): Promise<unknown> => {
    try {
      const res = await fetch(new URL(url, bases.main), {
        headers: { accept: 'application/json', authorization: `Bearer ${session.token}` },
        signal: signal(),
        redirect: 'manual',
      });
      return res.ok ? await res.json() : (await res.body?.cancel(), undefined);
    } catch {
      return undefined;
    }
  };

  const ids: Ids = {};
  const link = opts.reportLink ? parseReportLink(opts.reportLink) : null;
  if (link) Object.assign(ids, { reportCampaignId: link.campaignId, reportToken: link.token });

  for (const check of opts.checks ?? CHECKS) {
    const name = checkName(check);
    const missing = (check.needs ?? []).filter((need) => ids[need] === undefined);
    if (missing.length) {
      const why = missing.includes('reportToken')
        ? 'set CONFORMANCE_REPORT_LINK to a public report link to check it'
        : `no ${missing.join(', ')} found in an earlier answer`;
      report({ kind: 'unchecked', name, detail: why });
      continue;
    }
    let res: Response;
    try {
      res = await fetch(new URL(check.url(ids), bases[check.api]), {
        headers: headersFor(check),
        signal: signal(),
        redirect: 'manual',
      });
    } catch (err) {
      report({ kind: 'unreachable', name, detail: transportError(err) });
      continue;
    }
    const judged = await judge(check, res).catch((err: unknown) => ({
      kind: 'unreachable' as const,
      detail: `the answer broke off (${transportError(err)})`,
      parsed: undefined,
    }));
    report({ kind: judged.kind, name, detail: judged.detail });
    if (judged.kind === 'ok' && check.discover) await check.discover(judged.parsed as never, ids, read);
  }
  return finish();
};
