import { z } from 'zod';
import { OFFICE_LOGO_MAX_BYTES, messages } from '@portal/schema';
import type { UploadKind } from '../../shared/transfers/contract.ts';
import { path } from '../../upstream/http.ts';
import { assertOfficeWritable, viewerOf } from './office-access.ts';

const id = z.union([z.number(), z.string()]).transform(String);

/**
 * The office logo (`POST /files?kind=officeLogo&officeId=<id>`): forwarded to
 * `POST agencies/{id}/logo` (field `logo`), which stores it and sets it as the office's logo at
 * once. The office is checked first (staff any office; a client admin its client's; an office admin
 * its own: FORBIDDEN otherwise), before a byte of the file is read. JPG, PNG, GIF or SVG, at most
 * 5 MB (docs/decisions/032-office-logo-upload.md).
 */
export const officeLogoUpload: UploadKind = {
  kind: 'officeLogo',
  permission: 'offices',
  maxBytes: OFFICE_LOGO_MAX_BYTES,
  tooLargeMessage: messages.officeLogoTooLarge,
  types: ['jpg', 'png', 'gif', 'svg'],
  typeMessage: messages.officeLogoType,
  upstream: { path: 'agencies', field: 'logo' },
  target: {
    param: 'officeId',
    missingMessage: messages.officeLogoNeedsOffice,
    authorize: (ctx, officeId) => assertOfficeWritable(ctx, viewerOf(ctx), officeId),
    path: (officeId) => path`agencies/${officeId}/logo`,
    // The upstream answers the office; the stored file is its new logo.
    stored: z
      .object({ imageLogo: z.object({ id, location: z.string().min(1) }) })
      .transform((office) => office.imageLogo),
  },
};
