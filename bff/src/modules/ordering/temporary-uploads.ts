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
 * A file chosen more than once in the order (twice among the property images, or as the main image
 * and a property image) is read once and sent once: every place it is chosen gets its one location.
 */
export async function temporaryUploads(
  ctx: Context,
  images: { mainImageId: string | null; propertyImageIds: readonly string[] },
): Promise<TemporaryLocations> {
  const { store, config } = ctx.services;
  const userId = ctx.requireSession().user.id;

  const copies = new Map<string, Promise<TemporaryImage | null>>();
  /** The bytes of a file the viewer uploaded (read once per order), or null for a file they did not upload here. */
  const copyOf = (fileId: string): Promise<TemporaryImage | null> => {
    let copy = copies.get(fileId);
    if (!copy) {
      copy = uploadedFileLocation(store, userId, fileId).then((location) =>
        location === null
          ? null
          : readStoredFile(config.storageBaseUrl, location, {
              maxBytes: ORDER_IMAGE_MAX_BYTES,
              timeoutMs: config.upstreamTimeoutMs,
            }),
      );
      copies.set(fileId, copy);
    }
    return copy;
  };

  const ignoringFailure = async <T>(field: keyof TemporaryLocations, send: () => Promise<T | null>) => {
    try {
      return await send();
    } catch (error) {
      ctx.log.warn({ field, reason: error instanceof Error ? error.name : 'unknown' }, 'temporary upload ignored');
      return null;
    }
  };

  const sendMain = (fileId: string) =>
    ignoringFailure('mainImageTempLocation', async () => {
      const image = await copyOf(fileId);
      return image && uploadTemporaryImage(ctx.main, image);
    });

  const { mainImageId, propertyImageIds } = images;
  const distinct = [...new Set(propertyImageIds)];
  /** The property images' locations by file id; `sent: false` when nothing went upstream (a copy missing). */
  const property: Promise<{ sent: boolean; byId: Map<string, string> | null }> =
    distinct.length === 0
      ? Promise.resolve({ sent: false, byId: null })
      : (async () => {
          const read = await ignoringFailure('propertyImageTempLocations', () => Promise.all(distinct.map(copyOf)));
          // All the property images or none: a partial list would name other images than `images`.
          if (read === null || read.some((copy) => copy === null)) return { sent: false, byId: null };
          const locations = await ignoringFailure('propertyImageTempLocations', () =>
            uploadTemporaryImages(ctx.main, read as TemporaryImage[]),
          );
          const byId =
            locations?.length === distinct.length ? new Map(distinct.map((id, i) => [id, locations[i]!])) : null;
          return { sent: true, byId };
        })();
  // The main image among the property images shares its location; it goes alone only when the
  // property images were not sent at all.
  const main: Promise<string | null> | null = !mainImageId
    ? null
    : distinct.includes(mainImageId)
      ? property.then(({ sent, byId }) => (sent ? (byId?.get(mainImageId) ?? null) : sendMain(mainImageId)))
      : sendMain(mainImageId);
  const [{ byId }, mainImageTempLocation] = await Promise.all([property, main]);
  return {
    mainImageTempLocation,
    propertyImageTempLocations: byId ? propertyImageIds.map((id) => byId.get(id)!) : null,
  };
}
