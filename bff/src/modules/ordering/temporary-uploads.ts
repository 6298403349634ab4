import { ORDER_IMAGE_MAX_BYTES } from '@portal/schema';
import type { Context } from '../../context.ts';
import { uploadedFileLocation } from '../../security/file-grants.ts';
import { readStoredFile } from '../../upstream/storage-files.ts';
import {
  uploadTemporaryImage,
  uploadTemporaryImages,
  type TemporaryImage,
} from '../../upstream/main/temporary-files.ts';

/** The create payload's temporary-upload fields (ordering spec 3); null: not sent. */
export interface TemporaryLocations {
  mainImageTempLocation: string | null;
  propertyImageTempLocations: string[] | null;
}

/**
 * The order's temporary uploads (ordering spec 3 and 7; decision 094), made right before the create
 * and after every check: the images the viewer uploaded for this order (through the BFF's
 * `POST /files`) are sent again as temporary uploads — the main image (agent image, key image or lead
 * agent image) with `POST files/temporary`, the agent form's property images together with
 * `POST files/multiple/temporary` — and their locations go in `mainImageTempLocation` and
 * `propertyImageTempLocations`. A kept image (the agent's or the viewer's current one) has no new
 * file and is not sent. Any failure (the stored copy unreadable, the upstream refusing or down) is
 * logged and ignored, as the spec says: that field is left out and the order goes on with the ids.
 */
export async function temporaryUploads(
  ctx: Context,
  images: { mainImageId: string | null; propertyImageIds: readonly string[] },
): Promise<TemporaryLocations> {
  const { store, config } = ctx.services;
  const userId = ctx.requireSession().user.id;

  /** The bytes of a file the viewer uploaded, or null for a file they did not upload here. */
  const copyOf = async (fileId: string): Promise<TemporaryImage | null> => {
    const location = await uploadedFileLocation(store, userId, fileId);
    if (location === null) return null;
    return readStoredFile(config.storageBaseUrl, location, {
      maxBytes: ORDER_IMAGE_MAX_BYTES,
      timeoutMs: config.upstreamTimeoutMs,
    });
  };

  const ignoringFailure = async <T>(field: keyof TemporaryLocations, send: () => Promise<T | null>) => {
    try {
      return await send();
    } catch (error) {
      ctx.log.warn({ field, reason: error instanceof Error ? error.name : 'unknown' }, 'temporary upload ignored');
      return null;
    }
  };

  const { mainImageId, propertyImageIds } = images;
  const [mainImageTempLocation, propertyImageTempLocations] = await Promise.all([
    mainImageId
      ? ignoringFailure('mainImageTempLocation', async () => {
          const image = await copyOf(mainImageId);
          return image && uploadTemporaryImage(ctx.main, image);
        })
      : null,
    propertyImageIds.length > 0
      ? ignoringFailure('propertyImageTempLocations', async () => {
          const copies = await Promise.all(propertyImageIds.map(copyOf));
          // All the property images or none: a partial list would name other images than `images`.
          if (copies.some((copy) => copy === null)) return null;
          const locations = await uploadTemporaryImages(ctx.main, copies as TemporaryImage[]);
          return locations.length === copies.length ? locations : null;
        })
      : null,
  ]);
  return { mainImageTempLocation, propertyImageTempLocations };
}
