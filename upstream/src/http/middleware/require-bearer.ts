import type { RequestHandler, Response } from 'express';
import type { SandboxContext } from '../../context.ts';
import { HttpError } from '../errors.ts';
import { findToken } from '../../store/tokens.ts';
import { findUserById, type User } from '../../store/users.ts';

const jwtError = (message: string) => new HttpError(401, { code: 401, message });

export function requireBearer({ store, now }: SandboxContext): RequestHandler {
  return (req, res, next) => {
    const token = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1];
    const grant = token === undefined ? undefined : findToken(store, 'access', token);
    if (!grant) throw jwtError('Invalid JWT Token');
    if (grant.expiresAt <= now()) throw jwtError('Expired JWT Token');
    const user = findUserById(store, grant.userId);
    if (!user?.enabled) throw jwtError('Invalid JWT Token');
    res.locals.user = user;
    next();
  };
}

export function currentUser(res: Response): User {
  const user: unknown = res.locals.user;
  if (!user) throw new Error('currentUser() needs requireBearer before it');
  return user as User;
}
