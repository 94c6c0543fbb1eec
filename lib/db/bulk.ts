import 'server-only';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { DbWriter } from './seed-context';

/**
 * Bulk inserts for the seed: one `INSERT ... SELECT FROM unnest(...)` per chunk, each column sent as
 * one text[] parameter. One round trip and one parse per chunk, no limit on the number of bind
 * parameters, and the same statement on PGlite and node-postgres. Only for data the program generated.
 */

type Encode = (value: unknown) => string;

const NEEDS_ESCAPE = /[\\"]/;

/** A string as a quoted array element, its backslashes and double quotes escaped. */
function quoted(text: string): string {
  return NEEDS_ESCAPE.test(text) ? `"${text.replace(/[\\"]/g, '\\$&')}"` : `"${text}"`;
}

function numberText(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`bulk insert: non-finite number ${value}`);
  return String(value);
}

const NUMERIC = /^(integer|smallint|bigint|serial|smallserial|bigserial|real|double precision|numeric)/;

/**
 * How a column's values become elements of a text[] literal (NULL for null), chosen once per column:
 * numbers and booleans need no quotes, json is serialised, an array column's value is itself an
 * array literal.
 */
function encoderFor(sqlType: string): Encode {
  const orNull = (encode: Encode): Encode => (value) => (value === null || value === undefined ? 'NULL' : encode(value));
  if (sqlType === 'json' || sqlType === 'jsonb') return orNull((value) => quoted(JSON.stringify(value)));
  if (sqlType.endsWith('[]')) {
    return orNull((value) =>
      quoted(Array.isArray(value) ? `{${value.map((v: unknown) => (v === null || v === undefined ? 'NULL' : quoted(String(v)))).join(',')}}` : String(value)),
    );
  }
  const general: Encode = (value) => {
    if (typeof value === 'number') return numberText(value);
    if (value instanceof Date) return quoted(value.toISOString());
    return quoted(typeof value === 'object' ? JSON.stringify(value) : String(value));
  };
  if (NUMERIC.test(sqlType)) return orNull((value) => (typeof value === 'number' ? numberText(value) : general(value)));
  if (sqlType === 'boolean') return orNull((value) => (typeof value === 'boolean' ? (value ? 't' : 'f') : general(value)));
  return orNull(general);
}

/** serial columns hold integers: their values are cast to the underlying type. */
function castType(sqlType: string): string {
  if (sqlType === 'serial') return 'integer';
  if (sqlType === 'bigserial') return 'bigint';
  if (sqlType === 'smallserial') return 'smallint';
  return sqlType;
}

/** One column of the rows as a text[] literal. */
function columnLiteral(rows: readonly Record<string, unknown>[], key: string, encode: Encode): string {
  let text = '{';
  for (let i = 0; i < rows.length; i++) text += (i === 0 ? '' : ',') + encode(rows[i]![key]);
  return `${text}}`;
}

/** Inserts rows (all with the keys of the first row), `size` rows per statement. */
export async function insertChunks<T extends PgTable>(
  db: DbWriter,
  table: T,
  rows: readonly PgInsertValue<T>[],
  size = 5000,
): Promise<void> {
  const first = rows[0] as Record<string, unknown> | undefined;
  if (!first) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(first).filter((key) => key in columns);
  const types = keys.map((key) => columns[key]!.getSQLType());
  const encoders = types.map(encoderFor);
  const names = keys.map((key) => `"${columns[key]!.name}"`).join(', ');
  const casts = keys.map((_, k) => `c${k}::${castType(types[k]!)}`).join(', ');
  const aliases = keys.map((_, k) => `c${k}`).join(', ');
  for (let i = 0; i < rows.length; i += size) {
    const chunk = rows.slice(i, i + size) as readonly Record<string, unknown>[];
    const params = keys.map((key, k) => sql`${columnLiteral(chunk, key, encoders[k]!)}::text[]`);
    await db.execute(
      sql`INSERT INTO ${sql.raw(`"${getTableName(table)}" (${names})`)} SELECT ${sql.raw(casts)} FROM unnest(${sql.join(params, sql`, `)}) AS u(${sql.raw(aliases)})`,
    );
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

export type DeferredSchema = { drop: string[]; restore: string[] };

/**
 * The statements that drop the tables' secondary indexes and foreign keys (and, with primaryKeys,
 * their primary keys), and those that build them again exactly as the catalogue defines them now.
 * A bulk load into empty tables runs between the two: building an index once over sorted data and
 * checking a foreign key with one join cost far less than doing both row by row. Run all of it in one
 * transaction, so a failed load leaves the schema as it was.
 */
export async function deferredSchema(db: DbWriter, tables: readonly string[], options: { primaryKeys?: boolean } = {}): Promise<DeferredSchema> {
  const list = `{${tables.map(quoted).join(',')}}`;
  const keyKinds = options.primaryKeys ? '{f,p}' : '{f}';
  // the catalogue (pg_index, pg_constraint) has no builder form
  const result = await db.execute(
    sql`select 'constraint' as kind, format('alter table %I drop constraint %I', t.relname, c.conname) as drop,
          format('alter table %I add constraint %I %s', t.relname, c.conname, pg_get_constraintdef(c.oid)) as restore
        from pg_constraint c join pg_class t on t.oid = c.conrelid
        where t.relnamespace = current_schema()::regnamespace and t.relname = any(${list}::text[])
          and c.contype::text = any(${keyKinds}::text[])
        union all
        select 'index', format('drop index %I', i.relname), pg_get_indexdef(x.indexrelid)
        from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
        where t.relnamespace = current_schema()::regnamespace and t.relname = any(${list}::text[])
          and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
        order by 1, 2`,
  );
  const rows = (result as unknown as { rows: { kind: string; drop: string; restore: string }[] }).rows;
  // foreign keys go first (a primary key cannot go while one points at it) and come back last
  const constraints = rows.filter((r) => r.kind === 'constraint');
  const foreign = constraints.filter((r) => r.restore.includes(' FOREIGN KEY '));
  const keys = constraints.filter((r) => !r.restore.includes(' FOREIGN KEY '));
  const indexes = rows.filter((r) => r.kind === 'index');
  return {
    drop: [...foreign, ...keys, ...indexes].map((r) => r.drop),
    restore: [...keys, ...indexes, ...foreign].map((r) => r.restore),
  };
}
