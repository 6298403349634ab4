/**
 * The client modal's Images tab uploads (`POST /files?kind=<kind>`), one kind per image, stored by
 * the upstream under the spec's sub-types. Limits and types: docs/decisions/029.
 */
import { CLIENT_COVER_MAX_BYTES, CLIENT_FAVICON_MAX_BYTES, CLIENT_IMAGE_MAX_BYTES, messages } from '@portal/schema';
import type { ModuleTransfers, UploadKind } from '../../shared/transfers/contract.ts';

const image = (kind: string, subType: string, maxBytes: number, tooLargeMessage: string): UploadKind => ({
  kind,
  // Images are edited with the client's main fields: super admin, admin, client admin.
  permission: 'clients',
  maxBytes,
  tooLargeMessage,
  types: ['jpg', 'png', 'gif', 'svg'],
  typeMessage: messages.clientImageType,
  upstream: { path: 'files', field: 'image', subType },
});

export const CLIENT_UPLOAD_KINDS: readonly UploadKind[] = [
  image('clientLogo', 'logo', CLIENT_IMAGE_MAX_BYTES, messages.clientImageTooLarge),
  image('clientLogoInverse', 'logo-inverse', CLIENT_IMAGE_MAX_BYTES, messages.clientImageTooLarge),
  image('clientAdLogo', 'ad-logo', CLIENT_IMAGE_MAX_BYTES, messages.clientImageTooLarge),
  image('clientFavicon', 'favicon', CLIENT_FAVICON_MAX_BYTES, messages.clientFaviconTooLarge),
  image('clientEmailLogoTop', 'email-logo', CLIENT_IMAGE_MAX_BYTES, messages.clientImageTooLarge),
  image('clientEmailLogoBottom', 'email-logo', CLIENT_IMAGE_MAX_BYTES, messages.clientImageTooLarge),
  image('clientLandingPageCover', 'landing-page-cover', CLIENT_COVER_MAX_BYTES, messages.clientCoverTooLarge),
];

/** The client images' upload kinds. */
export const clientTransfers: ModuleTransfers = { uploads: CLIENT_UPLOAD_KINDS };
