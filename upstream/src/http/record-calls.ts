import type { RequestHandler } from 'express';
import type { CallLog } from '../shared/call-log.ts';

/** Records every call to the APIs and the storage in the call log, secret headers as present/absent. */
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
