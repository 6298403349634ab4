import type { Express } from 'express';
import { BFF_PATHS } from '@portal/schema/bff-paths';
import type { Services } from '../../services.ts';
import { createContext } from '../../context.ts';
import { modules } from '../../modules/index.ts';
import type { BffModule } from '../../shared/module.ts';
import { downloadsRoute } from './downloads.ts';
import { filesRoute } from './files.ts';
import { registerDownload, registerUploadKind } from './registry.ts';

/**
 * Mounts `POST /files` and `GET /downloads/<name>` with the upload kinds and downloads the modules
 * declare in their index.ts (`transfers`), and the modules' own transfer routes beside them.
 */
export const mountTransfers = (app: Express, services: Services): void => {
  const declaring: readonly BffModule[] = modules;
  for (const { transfers } of declaring) {
    for (const kind of transfers?.uploads ?? []) registerUploadKind(kind);
    for (const download of transfers?.downloads ?? []) registerDownload(download);
  }
  app.post(BFF_PATHS.files, filesRoute(services));
  for (const { transfers } of declaring) transfers?.routes?.(app, { services, createContext });
  // Express answers HEAD through a GET route: a HEAD would run a whole export only to drop it.
  app.head(`${BFF_PATHS.downloads}/:name`, (_req, res) => {
    res.status(405).setHeader('allow', 'GET').end();
  });
  app.get(`${BFF_PATHS.downloads}/:name`, downloadsRoute(services));
};
