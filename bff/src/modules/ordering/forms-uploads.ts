import { ORDER_IMAGE_MAX_BYTES, orderFormMessages } from '@portal/schema';
import type { UploadKind } from '../../shared/transfers/contract.ts';

/**
 * The agent and office forms' uploads at `POST /files?kind=<kind>` (any signed-in user: the create
 * mutation checks the office and that the files are the viewer's): property (hero) images, the
 * agent's main image and the office key image: gif, jpg, jpeg, png or webp (the forms' messages), each
 * at most 1,024,000 bytes, refused while streaming.
 */
const image = (kind: string, tooLarge: string, typeMessage: string, subType: string): UploadKind => ({
  kind,
  maxBytes: ORDER_IMAGE_MAX_BYTES,
  tooLargeMessage: tooLarge,
  types: ['jpg', 'png', 'gif', 'webp'],
  typeMessage,
  upstream: { path: 'files', field: 'image', subType },
});

export const ORDER_FORM_UPLOAD_KINDS: readonly UploadKind[] = [
  image('heroImage', orderFormMessages.heroImageTooLarge, orderFormMessages.heroImageType, 'property-image'),
  image('agentMainImage', orderFormMessages.agentImageTooLarge, orderFormMessages.agentImageType, 'agent original'),
  image('officeKeyImage', orderFormMessages.keyImageTooLarge, orderFormMessages.keyImageType, 'office-image'),
];
