import type { RequestHandler } from 'express';
import { accessDenied } from '../errors.ts';
import { currentUser } from './require-bearer.ts';

export const requireAdminTool: RequestHandler = (_req, res, next) => {
  if (!currentUser(res).adminToolAccess) throw accessDenied();
  next();
};
