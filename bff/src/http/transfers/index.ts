import type { Express } from 'express';
import type { Services } from '../../services.ts';
import { declareAudienceTransfers, mountAudienceTransfers } from '../../modules/audiences/transfers.ts';
import { downloadsRoute } from './downloads.ts';
import { filesRoute } from './files.ts';
import { declareClientTransfers } from '../../modules/clients/transfers.ts';
import { officeLogoUpload } from '../../modules/offices/logo-upload.ts';
import { declarePackageTransfers } from '../../modules/packages/transfers.ts';
import { declareUserTransfers } from '../../modules/users/transfers.ts';
import { registerUploadKind, uploadKind } from './registry.ts';

/** Mounts `POST /files` and `GET /downloads/<name>` with the upload kinds and downloads modules declare. */
export const mountTransfers = (app: Express, services: Services): void => {
  declareUserTransfers();
  declareClientTransfers();
  if (!uploadKind(officeLogoUpload.kind)) registerUploadKind(officeLogoUpload);
  declarePackageTransfers();
  declareAudienceTransfers();
  app.post('/files', filesRoute(services));
  mountAudienceTransfers(app, services);
  // Express answers HEAD through a GET route: a HEAD would run a whole export only to drop it.
  app.head('/downloads/:name', (_req, res) => {
    res.status(405).setHeader('allow', 'GET').end();
  });
  app.get('/downloads/:name', downloadsRoute(services));
};
