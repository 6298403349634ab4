import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dataPaths, defaultDataDir } from './data-dir.ts';

const hasCode = (error: unknown, code: string) => error instanceof Error && 'code' in error && error.code === code;

function readKey(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim() || undefined;
  } catch (error) {
    if (hasCode(error, 'ENOENT')) return undefined;
    throw error;
  }
}

function writeKey(file: string, key: string, flag: 'wx' | 'w'): boolean {
  try {
    writeFileSync(file, `${key}\n`, { mode: 0o600, flag });
    return true;
  } catch (error) {
    if (hasCode(error, 'EEXIST')) return false;
    throw error;
  }
}

export function ensureDevAccessKey(dataDir: string = defaultDataDir): string {
  const file = dataPaths(dataDir).accessKey;
  const existing = readKey(file);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(24).toString('base64url');
  if (writeKey(file, key, 'wx')) return key;
  const written = readKey(file);
  if (written) return written;
  writeKey(file, key, 'w');
  return key;
}
