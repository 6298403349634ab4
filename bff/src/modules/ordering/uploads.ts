import { ORDER_IMAGE_MAX_BYTES, orderingMessages } from '@portal/schema';
import type { UploadKind } from '../../shared/transfers/contract.ts';

/**
 * The order forms' uploads at `POST /files?kind=<kind>` (any signed-in user: the campaign's create
 * checks the office): the lead agent image (jpg or png) and property images, each at most
 * 1,024,000 bytes, refused while streaming by the transfers route.
 */
export const ORDERING_UPLOAD_KINDS: readonly UploadKind[] = [
  {
    kind: 'leadAgentImage',
    maxBytes: ORDER_IMAGE_MAX_BYTES,
    tooLargeMessage: orderingMessages.leadAgentImageTooLarge,
    types: ['jpg', 'png'],
    typeMessage: 'Lead Agent Image must be a jpg or png',
    upstream: { path: 'files', field: 'image', subType: 'agent-image' },
  },
  {
    kind: 'propertyImage',
    maxBytes: ORDER_IMAGE_MAX_BYTES,
    tooLargeMessage: 'Image must be 1MB Max Size',
    types: ['jpg', 'png', 'gif'],
    typeMessage: 'Image must be a gif, jpg or png',
    upstream: { path: 'files', field: 'image', subType: 'property-image' },
  },
];
