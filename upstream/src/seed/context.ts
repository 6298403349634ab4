import { basename, extname } from 'node:path';
import type { Store } from '../store/database.ts';
import type { Calendar } from './calendar.ts';
import type { SeedFiles } from './files.ts';
import { inserter } from './insert.ts';
import { createRandom, type Random } from './random.ts';

export type SeedContext = {
  store: Store;
  files: SeedFiles;
  calendar: Calendar;
  random(stream: string): Random;
  addFile(subType: string, location: string, createdAt: number): number;
};

const mimeTypes: Record<string, string> = { '.svg': 'image/svg+xml', '.jpg': 'image/jpeg', '.png': 'image/png' };
const seedBase = 20_260_105;

function streamSeed(stream: string): number {
  let hash = seedBase;
  for (const char of stream) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0;
  return hash;
}

export function createSeedContext(store: Store, files: SeedFiles, calendar: Calendar): SeedContext {
  const insertFile = inserter(store, 'files', ['sub_type', 'location', 'name', 'mime_type', 'size', 'created_at']);
  return {
    store,
    files,
    calendar,
    random: (stream) => createRandom(streamSeed(stream)),
    addFile: (subType, location, createdAt) =>
      insertFile({
        sub_type: subType,
        location,
        name: basename(location),
        mime_type: mimeTypes[extname(location)] ?? 'application/octet-stream',
        size: files.sizeOf(location),
        created_at: createdAt,
      }),
  };
}
