import type { Request, RequestHandler } from 'express';
import type { SandboxConfig } from '../../config.ts';
import type { SandboxContext } from '../../context.ts';
import { HttpError } from '../errors.ts';
import { safeEqual } from '../../shared/secrets.ts';
import { findUserById } from '../../store/users.ts';

const invalidAccessKey = () => new HttpError(401, { message: 'Invalid access key' });

function hasAccessKey(req: Request, config: SandboxConfig): boolean {
  const key = req.get(config.accessKeyHeader);
  return key !== undefined && safeEqual(key, config.accessKey);
}

export function requireAccessKey({ store, config }: SandboxContext): RequestHandler {
  return (req, _res, next) => {
    const authId = req.get(config.authIdHeader) ?? '';
    const user = /^[1-9]\d{0,15}$/.test(authId) ? findUserById(store, Number(authId)) : undefined;
    if (!hasAccessKey(req, config) || !user?.enabled) throw invalidAccessKey();
    next();
  };
}

export function requireServiceKey({ config }: SandboxContext): RequestHandler {
  return (req, _res, next) => {
    if (!hasAccessKey(req, config)) throw invalidAccessKey();
    next();
  };
}
