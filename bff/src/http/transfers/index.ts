import type { Express } from 'express';
import type { Services } from '../../services.ts';
import { downloadsRoute } from './downloads.ts';
import { filesRoute } from './files.ts';
import { declareUserTransfers } from './users.ts';

/** Mounts `POST /files` and `GET /downloads/<name>` with the upload kinds and downloads modules declare. */
export const mountTransfers = (app: Express, services: Services): void => {
  declareUserTransfers();
  app.post('/files', filesRoute(services));
  app.get('/downloads/:name', downloadsRoute(services));
};
