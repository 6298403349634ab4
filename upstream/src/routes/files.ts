import { Router, type Request } from 'express';
import type { SandboxContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { requireBearer } from '../http/middleware/require-bearer.ts';
import { addFile, type StoredFile } from '../store/files.ts';
import {
  keep,
  maxUploadBytes,
  receiveMultipart,
  sniffType,
  type FileType,
  type Received,
  type ReceivedFile,
} from '../files/uploads.ts';
import { messages, validationFailed, type FieldIssue, type FormShape } from '../http/validation.ts';

export const fileSubTypes = [
  'agent original',
  'logo',
  'logo-inverse',
  'ad-logo',
  'favicon',
  'email-logo',
  'landing-page-cover',
  'office-image',
  'agent-image',
  'property-image',
] as const;

/**
 * The order forms' images (lead agent, property): at most 1,024,000 bytes, as the forms say. `agent original`
 * (a user's own picture, also set by the users administration) keeps the general limit.
 */
const orderingImageBytes = 1_024_000;
const orderingSubTypes = new Set(['agent-image', 'property-image']);
const orderingImageTypes = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

const maxFilesAtOnce = 20;

const tooLarge = () =>
  new HttpError(413, { message: `The file is too large. Allowed maximum size is ${maxUploadBytes / 1024 / 1024} MB.` });

/**
 * `files`, `files/temporary`, `files/multiple/temporary`: multipart uploads streamed to disk, typed
 * from their bytes, stored in the `files` table and served under /storage/{location}.
 */
export function fileRoutes(ctx: SandboxContext): Router {
  const { store, storageDir, now } = ctx;
  const router = Router();
  const bearer = requireBearer(ctx);

  /** Receives a body and hands it to `handle` unless a file was too large (413); the parts not kept are always removed. */
  async function upload<T>(
    req: Request,
    fileFields: readonly string[],
    maxFiles: number,
    handle: (received: Received, problems: FieldIssue[]) => Promise<T>,
  ): Promise<T> {
    const received = await receiveMultipart(req, { storageDir, fileFields, maxFiles });
    try {
      if (received.tooLarge) throw tooLarge();
      return await handle(received, []);
    } finally {
      await received.discard();
    }
  }

  const typed = (file: ReceivedFile, documents: boolean): FileType | undefined =>
    file.size === 0 ? undefined : sniffType(file.head, file.name, { documents });

  const storeFile = async (
    file: ReceivedFile,
    type: FileType,
    folder: string,
    subType: string | null,
  ): Promise<StoredFile> => {
    const location = await keep(storageDir, folder, file, type);
    return addFile(
      store,
      {
        location,
        name: file.name || `upload.${type.extension}`,
        mimeType: type.mimeType,
        size: file.size,
        subType,
        temporary: folder === 'temporary',
      },
      now(),
    );
  };

  router.post('/files', bearer, async (req, res) => {
    const shape = { image: null, subType: null } satisfies FormShape;
    const stored = await upload(req, ['image'], 1, async ({ files, fields, tooMany }, problems) => {
      const image = files[0];
      const type = image && typed(image, false);
      if (!image) problems.push({ path: ['image'], message: messages.blank });
      else if (!type || tooMany) problems.push({ path: ['image'], message: messages.invalid });
      const subType = fields.get('subType')?.trim() ?? '';
      if (subType === '') problems.push({ path: ['subType'], message: messages.blank });
      else if (!(fileSubTypes as readonly string[]).includes(subType))
        problems.push({ path: ['subType'], message: messages.invalidChoice });
      if (problems.length > 0 || !image || !type) throw validationFailed(shape, problems);
      if (orderingSubTypes.has(subType)) {
        if (image.size > orderingImageBytes)
          throw new HttpError(413, { message: 'The file is too large. Allowed maximum size is 1 MB.' });
        const headshot = subType === 'agent-image';
        const allowed = headshot
          ? type.mimeType === 'image/jpeg' || type.mimeType === 'image/png'
          : orderingImageTypes.has(type.mimeType);
        if (!allowed) throw validationFailed(shape, [{ path: ['image'], message: messages.invalid }]);
      }
      return storeFile(image, type, 'uploads', subType);
    });
    res.status(201).json(stored);
  });

  /**
   * One temporary file. Sent as `image` (the order forms' main image: gif, jpg, png or webp of at most
   * 1,024,000 bytes) it answers, as the product's API does, the stored location (a JSON string); sent
   * as `file` (an image, PDF or text) it answers the stored file.
   */
  router.post('/files/temporary', bearer, async (req, res) => {
    const shape = { file: null } satisfies FormShape;
    let asImage = false;
    const stored = await upload(req, ['file', 'image'], 1, async ({ files, tooMany }, problems) => {
      const file = files[0];
      asImage = file?.field === 'image';
      if (asImage && file) {
        const type = typed(file, false);
        if (file.size > orderingImageBytes)
          throw new HttpError(413, { message: 'The file is too large. Allowed maximum size is 1 MB.' });
        if (tooMany || !type || !orderingImageTypes.has(type.mimeType))
          throw validationFailed({ image: null }, [{ path: ['image'], message: messages.invalid }]);
        return storeFile(file, type, 'temporary', null);
      }
      const type = file && typed(file, true);
      if (!file) problems.push({ path: ['file'], message: messages.blank });
      else if (!type || tooMany) problems.push({ path: ['file'], message: messages.invalid });
      if (problems.length > 0 || !file || !type) throw validationFailed(shape, problems);
      return storeFile(file, type, 'temporary', null);
    });
    if (asImage) res.status(201).json(stored.location);
    else res.status(201).json(stored);
  });

  /**
   * Several temporary files at once. Sent as `images[]` (the order forms' hero images: at most 4 images
   * of 1,024,000 bytes, gif, jpg, png or webp) it answers, as the product's API does, a JSON string of
   * the stored locations; sent as `files` / `files[]` it answers `{files: [...]}`.
   */
  router.post('/files/multiple/temporary', bearer, async (req, res) => {
    const shape = { files: null } satisfies FormShape;
    let asImages = false;
    const stored = await upload(
      req,
      ['files', 'files[]', 'images[]'],
      maxFilesAtOnce,
      async ({ files, tooMany }, problems) => {
        asImages = files.length > 0 && files.every((file) => file.field === 'images[]');
        if (asImages) {
          const imageShape = { images: null } satisfies FormShape;
          const types = files.map((file) => typed(file, false));
          if (files.length > 4 || tooMany)
            throw validationFailed(imageShape, [
              { path: ['images'], message: 'This collection should contain 4 elements or less.' },
            ]);
          if (files.some((file) => file.size > orderingImageBytes))
            throw new HttpError(413, { message: 'The file is too large. Allowed maximum size is 1 MB.' });
          if (types.some((type) => type === undefined || !orderingImageTypes.has(type.mimeType)))
            throw validationFailed(imageShape, [{ path: ['images'], message: messages.invalid }]);
          const kept: StoredFile[] = [];
          for (const [index, file] of files.entries())
            kept.push(await storeFile(file, types[index]!, 'temporary', null));
          return kept;
        }
        const types = files.map((file) => typed(file, true));
        if (files.length === 0) problems.push({ path: ['files'], message: messages.blank });
        else if (tooMany || types.some((type) => type === undefined))
          problems.push({ path: ['files'], message: messages.invalid });
        if (problems.length > 0) throw validationFailed(shape, problems);
        const kept: StoredFile[] = [];
        for (const [index, file] of files.entries()) kept.push(await storeFile(file, types[index]!, 'temporary', null));
        return kept;
      },
    );
    if (asImages) res.status(201).json(JSON.stringify(stored.map((file) => file.location)));
    else res.status(201).json({ files: stored });
  });

  return router;
}
