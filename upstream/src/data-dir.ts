import { join, resolve } from 'node:path';

export const defaultDataDir = resolve(import.meta.dirname, '../../data/sandbox');

export function dataPaths(dataDir: string) {
  return {
    database: join(dataDir, 'sandbox.db'),
    storage: join(dataDir, 'storage'),
    accessKey: join(dataDir, 'dev-access-key'),
  };
}
