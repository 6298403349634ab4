import type { NextFunction, Request, Response } from 'express';
import type { ServerResponse } from 'node:http';

/** Answers that hold a user's data must not be kept by the browser or any cache on the way. */
export const NO_STORE = 'no-store';

/** Marks one response as not storable (call it before writing the head). */
export const noStore = (res: ServerResponse): void => {
  res.setHeader('cache-control', NO_STORE);
};

/** The same as middleware, for whole routes (`/graphql`, downloads of a user's files). */
export const noStoreMiddleware = (_req: Request, res: Response, next: NextFunction): void => {
  noStore(res);
  next();
};
