import { z } from 'zod';
import type { MainApi } from './client.ts';

/**
 * The order forms' temporary uploads of the main API (ordering spec 7; docs/upstream-api.md, "files"):
 * `POST files/temporary` with one image answers its location; `POST files/multiple/temporary` with
 * `images[]` answers a JSON string holding the locations.
 */

export interface TemporaryImage {
  bytes: Uint8Array<ArrayBuffer>;
  name: string;
  mimeType: string;
}

const formOf = (field: string, images: readonly TemporaryImage[]): FormData => {
  const form = new FormData();
  for (const image of images) form.append(field, new Blob([image.bytes], { type: image.mimeType }), image.name);
  return form;
};

const location = z.string().min(1).max(1024);

/** A JSON string holding an array of locations, parsed. */
const locationList = z
  .string()
  .transform((text, check) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      check.addIssue({ code: 'custom', message: 'not a JSON list of locations' });
      return z.NEVER;
    }
  })
  .pipe(z.array(location).max(4));

/** Stores one image as a temporary upload (`image`); answers its location. */
export const uploadTemporaryImage = (api: MainApi, image: TemporaryImage): Promise<string> =>
  api.call({ method: 'POST', url: 'files/temporary', data: formOf('image', [image]), schema: location });

/** Stores one to four images as temporary uploads (`images[]`); answers their locations in order. */
export const uploadTemporaryImages = (api: MainApi, images: readonly TemporaryImage[]): Promise<string[]> =>
  api.call({
    method: 'POST',
    url: 'files/multiple/temporary',
    data: formOf('images[]', images),
    schema: locationList,
  });
