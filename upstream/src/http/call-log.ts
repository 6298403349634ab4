import type { RequestHandler } from 'express';

export type CallRecord = { method: string; path: string; at: string; headers: Record<string, string> };

export type CallLog = {
  record(call: CallRecord): void;
  list(): CallRecord[];
  clear(): void;
};

export function createCallLog(limit: number): CallLog {
  let calls: CallRecord[] = [];
  return {
    record(call) {
      calls.push(call);
      if (calls.length > limit) calls.shift();
    },
    list: () => [...calls],
    clear() {
      calls = [];
    },
  };
}

export function recordCalls(log: CallLog, secretHeaders: readonly string[], now: () => number): RequestHandler {
  return (req, _res, next) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    for (const name of secretHeaders) headers[name] = name in headers ? 'present' : 'absent';
    log.record({ method: req.method, path: req.originalUrl, at: new Date(now()).toISOString(), headers });
    next();
  };
}
