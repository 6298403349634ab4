import { many, run, tableNames, transaction, type Store } from './database.ts';

const schema = 'seed_snapshot';
const keys = new WeakMap<Store, number>();

function storedColumns(store: Store, table: string): string {
  return many<{ name: string; hidden: number }>(store, `PRAGMA main.table_xinfo("${table}")`)
    .filter((column) => column.hidden === 0)
    .map((column) => `"${column.name}"`)
    .join(', ');
}

function watchChanges(store: Store, table: string): void {
  for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
    store.exec(
      `CREATE TEMP TRIGGER IF NOT EXISTS "snapshot_${table}_${event.toLowerCase()}" AFTER ${event} ON main."${table}"
       BEGIN
         INSERT INTO snapshot_changed (name) SELECT '${table}'
         WHERE NOT EXISTS (SELECT 1 FROM snapshot_changed WHERE name = '${table}');
       END`,
    );
  }
}

export function takeSnapshot(store: Store, key: number): void {
  if (!keys.has(store)) {
    store.exec(`ATTACH DATABASE ':memory:' AS ${schema}`);
    store.exec('CREATE TEMP TABLE snapshot_changed (name TEXT PRIMARY KEY) STRICT');
  }
  keys.set(store, key);
  for (const table of tableNames(store)) {
    store.exec(`DROP TABLE IF EXISTS ${schema}."${table}"`);
    store.exec(`CREATE TABLE ${schema}."${table}" AS SELECT ${storedColumns(store, table)} FROM main."${table}"`);
    watchChanges(store, table);
  }
  run(store, 'DELETE FROM temp.snapshot_changed');
}

export function restoreSnapshot(store: Store, key: number): boolean {
  if (keys.get(store) !== key) return false;
  store.exec('PRAGMA foreign_keys = OFF');
  try {
    transaction(store, () => {
      for (const { name } of many<{ name: string }>(store, 'SELECT name FROM temp.snapshot_changed')) {
        const columns = storedColumns(store, name);
        store.exec(`DELETE FROM main."${name}"`);
        store.exec(`INSERT INTO main."${name}" (${columns}) SELECT ${columns} FROM ${schema}."${name}"`);
      }
      run(store, 'DELETE FROM temp.snapshot_changed');
    });
  } finally {
    store.exec('PRAGMA foreign_keys = ON');
  }
  return true;
}
