import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { migrate } from './migrations.ts';

export type Store = DatabaseSync;

const statements = new WeakMap<Store, Map<string, StatementSync>>();

export function openStore(file: string): Store {
  const store = new DatabaseSync(file, { enableForeignKeyConstraints: true, timeout: 5000 });
  store.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');
  migrate(store);
  return store;
}

function statement(store: Store, sql: string): StatementSync {
  let cache = statements.get(store);
  if (!cache) {
    cache = new Map();
    statements.set(store, cache);
  }
  let prepared = cache.get(sql);
  if (!prepared) {
    prepared = store.prepare(sql);
    cache.set(sql, prepared);
  }
  return prepared;
}

export function one<T>(store: Store, sql: string, ...params: SQLInputValue[]): T | undefined {
  return statement(store, sql).get(...params) as T | undefined;
}

export function many<T>(store: Store, sql: string, ...params: SQLInputValue[]): T[] {
  return statement(store, sql).all(...params) as T[];
}

export function run(store: Store, sql: string, ...params: SQLInputValue[]): number {
  return Number(statement(store, sql).run(...params).changes);
}

export function insert(store: Store, sql: string, ...params: SQLInputValue[]): number {
  return Number(statement(store, sql).run(...params).lastInsertRowid);
}

export function transaction<T>(store: Store, work: () => T): T {
  store.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    store.exec('COMMIT');
    return result;
  } catch (error) {
    store.exec('ROLLBACK');
    throw error;
  }
}

export function tableNames(store: Store): string[] {
  return many<{ name: string }>(
    store,
    "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
  ).map((row) => row.name);
}

export function replaceContents(store: Store, fill: () => void): void {
  store.exec('PRAGMA foreign_keys = OFF');
  try {
    transaction(store, () => {
      for (const table of tableNames(store)) store.exec(`DELETE FROM "${table}"`);
      fill();
      const broken = many(store, 'PRAGMA foreign_key_check');
      if (broken.length > 0) throw new Error(`new contents break foreign keys: ${JSON.stringify(broken.slice(0, 5))}`);
    });
  } finally {
    store.exec('PRAGMA foreign_keys = ON');
  }
}

export function isEmpty(store: Store): boolean {
  return one(store, 'SELECT 1 FROM users LIMIT 1') === undefined;
}

export const flag = (value: boolean): number => (value ? 1 : 0);
