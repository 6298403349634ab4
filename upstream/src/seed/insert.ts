import type { SQLInputValue } from 'node:sqlite';
import type { Store } from '../store/database.ts';

type Row<K extends string> = { readonly [P in K]: SQLInputValue };

export function inserter<K extends string>(
  store: Store,
  table: string,
  columns: readonly K[],
): (row: Row<K>) => number {
  const names = columns.join(', ');
  const values = columns.map((column) => `:${column}`).join(', ');
  const statement = store.prepare(`INSERT INTO ${table} (${names}) VALUES (${values})`);
  return (row) => Number(statement.run(row).lastInsertRowid);
}
