import 'server-only';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { DbWriter } from './seed-context';

/**
 * Bulk inserts for the seed: multi-row INSERTs with inline literals (one statement per chunk, no
 * bind parameters). Several times faster than parameterised inserts on both PGlite and node-postgres.
 * Values are escaped here; only use it with data the program generated.
 */

function literal(value: unknown, sqlType: string): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`bulk insert: non-finite number ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (Array.isArray(value) && sqlType.endsWith('[]')) {
    return value.length === 0 ? `'{}'::${sqlType}` : `ARRAY[${value.map((v) => literal(v, 'text')).join(',')}]::${sqlType}`;
  }
  if (typeof value === 'object' || sqlType === 'jsonb' || sqlType === 'json') {
    return `'${JSON.stringify(value).replace(/'/g, "''")}'::${sqlType === 'json' ? 'json' : 'jsonb'}`;
  }
  return `'${String(value).replace(/'/g, "''")}'`;
}

/** Inserts rows (all with the keys of the first row) in chunks of `size` rows per statement. */
export async function insertChunks<T extends PgTable>(
  db: DbWriter,
  table: T,
  rows: readonly PgInsertValue<T>[],
  size = 1000,
): Promise<void> {
  const first = rows[0] as Record<string, unknown> | undefined;
  if (!first) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(first).filter((key) => key in columns);
  const names = keys.map((key) => `"${columns[key]!.name}"`).join(', ');
  const types = keys.map((key) => columns[key]!.getSQLType());
  const head = `INSERT INTO "${getTableName(table)}" (${names}) VALUES `;
  for (let i = 0; i < rows.length; i += size) {
    const values = rows
      .slice(i, i + size)
      .map((row) => `(${keys.map((key, k) => literal((row as Record<string, unknown>)[key], types[k]!)).join(',')})`)
      .join(',');
    await db.execute(sql.raw(head + values));
  }
}

/** Moves a serial column's sequence past the ids the seed wrote explicitly. */
export async function syncSerial(db: DbWriter, table: string, column = 'id'): Promise<void> {
  // setval over an aggregate (max): sequences have no builder form
  await db.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('"${table}"', '${column}'), coalesce(max("${column}"), 1), max("${column}") is not null) from "${table}"`,
    ),
  );
}
