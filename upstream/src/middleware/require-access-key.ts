import type { RequestHandler } from 'express';
import type { SandboxContext } from '../context.ts';
import { HttpError } from '../errors.ts';
import { safeEqual } from '../secrets.ts';
import { findUserById } from '../store/users.ts';

export function requireAccessKey({ store, config }: SandboxContext): RequestHandler {
  return (req, _res, next) => {
    const key = req.get(config.accessKeyHeader);
    const authId = req.get(config.authIdHeader) ?? '';
    const user = /^[1-9]\d{0,15}$/.test(authId) ? findUserById(store, Number(authId)) : undefined;
    if (key === undefined || !safeEqual(key, config.accessKey) || !user?.enabled) {
      throw new HttpError(401, { message: 'Invalid access key' });
    }
    next();
  };
}
