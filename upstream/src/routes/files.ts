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
] as const;

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
      return storeFile(image, type, 'uploads', subType);
    });
    res.status(201).json(stored);
  });

  router.post('/files/temporary', bearer, async (req, res) => {
    const shape = { file: null } satisfies FormShape;
    const stored = await upload(req, ['file'], 1, async ({ files, tooMany }, problems) => {
      const file = files[0];
      const type = file && typed(file, true);
      if (!file) problems.push({ path: ['file'], message: messages.blank });
      else if (!type || tooMany) problems.push({ path: ['file'], message: messages.invalid });
      if (problems.length > 0 || !file || !type) throw validationFailed(shape, problems);
      return storeFile(file, type, 'temporary', null);
    });
    res.status(201).json(stored);
  });

  router.post('/files/multiple/temporary', bearer, async (req, res) => {
    const shape = { files: null } satisfies FormShape;
    const stored = await upload(req, ['files', 'files[]'], maxFilesAtOnce, async ({ files, tooMany }, problems) => {
      const types = files.map((file) => typed(file, true));
      if (files.length === 0) problems.push({ path: ['files'], message: messages.blank });
      else if (tooMany || types.some((type) => type === undefined))
        problems.push({ path: ['files'], message: messages.invalid });
      if (problems.length > 0) throw validationFailed(shape, problems);
      const kept: StoredFile[] = [];
      for (const [index, file] of files.entries()) kept.push(await storeFile(file, types[index]!, 'temporary', null));
      return kept;
    });
    res.status(201).json({ files: stored });
  });

  return router;
}
