import type { SessionStore } from '../session/store.ts';
import { ForbiddenError } from '../shared/errors.ts';

/**
 * Which stored files a user may reference in a mutation (decision 051). The main API's file ids are
 * plain numbers shared by every client, so a save naming one would otherwise show another
 * client's file (its logo, a user's photo) on the viewer's record. A file id is usable when the
 * user uploaded it through the BFF (`POST /files` records it here, in the session store, for a
 * day) or when it is already on the record being saved (sent back unchanged).
 */

/** How long an upload may wait for the save that uses it. */
export const FILE_GRANT_TTL_MS = 24 * 60 * 60 * 1000;

const grantKey = (userId: string, fileId: string) => `file-grant:${userId}:${fileId}`;

/**
 * Records that `userId` uploaded file `fileId`, stored at `location` (any instance sharing the store
 * sees it). The location lets a later save send a copy of the file (an order's temporary uploads).
 */
export const grantUploadedFile = (store: SessionStore, userId: string, fileId: string, location = ''): Promise<void> =>
  store.putOnce(grantKey(userId, fileId), location === '' ? '1' : location, FILE_GRANT_TTL_MS);

/**
 * Where a file `userId` uploaded through the BFF is stored, or null: not uploaded by them (kept
 * files, another user's) or recorded without its location.
 */
export const uploadedFileLocation = async (
  store: SessionStore,
  userId: string,
  fileId: string,
): Promise<string | null> => {
  const value = await store.peek(grantKey(userId, fileId));
  return value === null || value === '1' ? null : value;
};

/**
 * FORBIDDEN unless every file id in `fileIds` (nulls and absent ones skipped) was uploaded by
 * `userId` or is one of `ownFileIds()`: the files already on the record saved. `ownFileIds` is
 * asked (it may cost an upstream read) only when some id was not uploaded by the user.
 */
export const assertFilesUsable = async (
  store: SessionStore,
  userId: string,
  fileIds: readonly (string | null | undefined)[],
  ownFileIds: () => Promise<readonly (string | null | undefined)[]>,
): Promise<void> => {
  const sent = [...new Set(fileIds.filter((id): id is string => typeof id === 'string' && id !== ''))];
  if (sent.length === 0) return;
  const granted = await Promise.all(sent.map((id) => store.peek(grantKey(userId, id))));
  const rest = sent.filter((_, i) => granted[i] === null);
  if (rest.length === 0) return;
  const own = new Set(await ownFileIds());
  if (rest.some((id) => !own.has(id))) throw new ForbiddenError();
};
