import type { Express } from 'express';
import type { Services } from '../../services.ts';
import { declareAudienceTransfers, mountAudienceTransfers } from './audiences.ts';
import { downloadsRoute } from './downloads.ts';
import { filesRoute } from './files.ts';
import { declareClientTransfers } from './clients.ts';
import { officeLogoUpload } from '../../modules/offices/logo-upload.ts';
import { ORDERING_UPLOAD_KINDS } from '../../modules/ordering/uploads.ts';
import { declarePackageTransfers } from './packages.ts';
import { declareUserTransfers } from './users.ts';
import { registerUploadKind, uploadKind } from './registry.ts';

/** Mounts `POST /files` and `GET /downloads/<name>` with the upload kinds and downloads modules declare. */
export const mountTransfers = (app: Express, services: Services): void => {
  declareUserTransfers();
  declareClientTransfers();
  if (!uploadKind(officeLogoUpload.kind)) registerUploadKind(officeLogoUpload);
  declarePackageTransfers();
  declareAudienceTransfers();
  for (const kind of ORDERING_UPLOAD_KINDS) if (!uploadKind(kind.kind)) registerUploadKind(kind);
  app.post('/files', filesRoute(services));
  mountAudienceTransfers(app, services);
  // Express answers HEAD through a GET route: a HEAD would run a whole export only to drop it.
  app.head('/downloads/:name', (_req, res) => {
    res.status(405).setHeader('allow', 'GET').end();
  });
  app.get('/downloads/:name', downloadsRoute(services));
};
