import { flag, insert, type Store } from './database.ts';

export type StoredFile = { id: number; location: string; name: string; mimeType: string; size: number };

export function addFile(
  store: Store,
  file: Omit<StoredFile, 'id'> & { subType: string | null; temporary: boolean },
  now: number,
): StoredFile {
  const id = insert(
    store,
    'INSERT INTO files (sub_type, location, name, mime_type, size, temporary, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    file.subType,
    file.location,
    file.name,
    file.mimeType,
    file.size,
    flag(file.temporary),
    now,
  );
  return { id, location: file.location, name: file.name, mimeType: file.mimeType, size: file.size };
}
