import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, test } from 'node:test';
import { seed } from './seed.ts';
import { many, openStore, tableNames, type Store } from './store/database.ts';

const dirs: string[] = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function seedFresh(): { store: Store; storageDir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-seed-'));
  dirs.push(dir);
  const store = openStore(join(dir, 'sandbox.db'));
  const storageDir = join(dir, 'storage');
  seed(store, storageDir);
  return { store, storageDir };
}

function dump(store: Store): Record<string, string[]> {
  const rows = (table: string) => many(store, `SELECT * FROM "${table}"`).map((row) => JSON.stringify(row));
  return Object.fromEntries(tableNames(store).map((table) => [table, rows(table).sort()]));
}

function files(storageDir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(storageDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return [relative(storageDir, path), readFileSync(path, 'utf8')];
      }),
  );
}

test('two fresh seeds give identical rows and files', () => {
  const first = seedFresh();
  const second = seedFresh();
  const rows = dump(first.store);
  assert.deepEqual(dump(second.store), rows);
  assert.deepEqual(files(second.storageDir), files(first.storageDir));
  assert.equal(rows.users?.length, 8);
  assert.equal(rows.clients?.length, 3);
  assert.equal(Object.keys(files(first.storageDir)).length, 9);
  first.store.close();
  second.store.close();
});
