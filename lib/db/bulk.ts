import 'server-only';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { BulkTransaction, Db } from './client';
import type { DbWriter } from './seed-context';

/**
 * Bulk writes for the seed, only for data the program generated. Small tables: one
 * `INSERT ... SELECT FROM unnest(...)` per chunk, each column sent as one text[] parameter (one round trip,
 * no limit on bind parameters, inside any transaction). The hotel tables, millions of rows at 200k hotels:
 * COPY in its text format through a bulk transaction, several times cheaper for the server to take.
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
  const orNull =
    (encode: Encode): Encode =>
    (value) =>
      value === null || value === undefined ? 'NULL' : encode(value);
  if (sqlType === 'json' || sqlType === 'jsonb') return orNull((value) => quoted(JSON.stringify(value)));
  if (sqlType.endsWith('[]')) {
    return orNull((value) =>
      quoted(
        Array.isArray(value)
          ? `{${value.map((v: unknown) => (v === null || v === undefined ? 'NULL' : quoted(String(v)))).join(',')}}`
          : String(value),
      ),
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

const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const COPY_SPECIAL = /[\\\n\r\t]/;

/** A value's text as one field of COPY's text format: backslash, newline, carriage return and tab escaped. */
function copyField(text: string): string {
  return COPY_SPECIAL.test(text) ? text.replace(/[\\\n\r\t]/g, (c) => COPY_ESCAPES[c]!) : text;
}

/** How a column's values become COPY fields (\N for null), chosen once per column as encoderFor does for arrays. */
function copyEncoderFor(sqlType: string): Encode {
  const orNull =
    (encode: Encode): Encode =>
    (value) =>
      value === null || value === undefined ? '\\N' : encode(value);
  if (sqlType.endsWith('[]')) {
    const element = encoderFor(sqlType.slice(0, -2));
    return orNull((value) => copyField(Array.isArray(value) ? `{${value.map(element).join(',')}}` : String(value)));
  }
  if (sqlType === 'json' || sqlType === 'jsonb') {
    // rows often share one object (a hotel's season rules in each of its rate plans): serialised once
    const serialised = new WeakMap<object, string>();
    return orNull((value) => {
      if (typeof value !== 'object' || value === null) return copyField(JSON.stringify(value));
      let text = serialised.get(value);
      if (text === undefined) serialised.set(value, (text = copyField(JSON.stringify(value))));
      return text;
    });
  }
  const general: Encode = (value) => {
    if (typeof value === 'number') return numberText(value);
    if (typeof value === 'boolean') return value ? 't' : 'f';
    if (value instanceof Date) return value.toISOString();
    return copyField(typeof value === 'object' ? JSON.stringify(value) : String(value));
  };
  return orNull(general);
}

/**
 * Rows (all with the keys of the first row) into `table` through the bulk transaction's COPY, one statement per
 * call; `freeze` for a table emptied in the same transaction (emptiedForLoad).
 */
export async function copyRows<T extends PgTable>(
  tx: BulkTransaction,
  table: T,
  rows: readonly PgInsertValue<T>[],
  options: { freeze: boolean } = { freeze: false },
): Promise<void> {
  const first = rows[0] as Record<string, unknown> | undefined;
  if (!first) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(first).filter((key) => key in columns);
  const encoders = keys.map((key) => copyEncoderFor(columns[key]!.getSQLType()));
  const lines: string[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as Record<string, unknown>;
    let line = encoders[0]!(row[keys[0]!]);
    for (let k = 1; k < keys.length; k++) line += '\t' + encoders[k]!(row[keys[k]!]);
    lines[i] = line;
  }
  const names = keys.map((key) => `"${columns[key]!.name}"`).join(', ');
  await tx.copy(`"${getTableName(table)}" (${names})`, `${lines.join('\n')}\n`, options);
}

/**
 * Truncates `tables` and every table that references them, directly or through others, in the caller's
 * transaction, after checking they hold no row (it refuses otherwise: nothing is ever lost). The list is closed
 * under foreign keys, so no CASCADE is needed. A table truncated in the loading transaction takes
 * COPY ... FREEZE: its rows land frozen and all-visible, so neither the first reads (hint bits) nor VACUUM
 * write every page again after the load. Answers the tables truncated.
 */
export async function emptiedForLoad(db: DbWriter, tables: readonly string[]): Promise<string[]> {
  const list = `{${tables.map(quoted).join(',')}}`;
  // a recursive walk of pg_constraint has no builder form
  const result = await db.execute(
    sql`with recursive closure(t) as (
          select c.oid from pg_class c
          where c.relnamespace = current_schema()::regnamespace and c.relname = any(${list}::text[])
          union
          select k.conrelid from pg_constraint k join closure on k.confrelid = closure.t where k.contype = 'f'
        )
        select format('%I', relname) as name from pg_class where oid in (select t from closure) order by 1`,
  );
  const names = (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
  // one existence probe per table, named at run time from the catalogue
  const probe = await db.execute(sql.raw(`select ${names.map((name) => `exists (select 1 from ${name})`).join(' or ')} as filled`));
  if ((probe as unknown as { rows: { filled: boolean }[] }).rows[0]?.filled)
    throw new Error(`bulk load: ${names.join(', ')} must be empty`);
  await db.execute(sql.raw(`truncate ${names.join(', ')}`));
  return names;
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

/**
 * Rebuilds a derived table from scratch in one transaction: its keys and indexes dropped, the table emptied,
 * `fill` run, then the indexes built once and the keys checked with one join (millions of rows at 200k hotels,
 * several times faster than row by row). Readers of the table wait for the commit.
 */
export async function rebuildTable(db: Db, table: string, fill: (tx: DbWriter) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = off`);
    await tx.execute(sql`set local work_mem = '128MB'`);
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    const schema = await deferredSchema(tx, [table], { primaryKeys: true });
    for (const statement of schema.drop) await tx.execute(sql.raw(statement));
    await tx.execute(sql.raw(`truncate "${table}"`));
    await fill(tx);
    for (const statement of schema.restore) await tx.execute(sql.raw(statement));
  });
}

export type DeferredSchema = { drop: string[]; restore: string[] };

/**
 * The statements that drop the tables' secondary indexes and foreign keys (and, with primaryKeys,
 * their primary keys), and those that build them again exactly as the catalogue defines them now.
 * A bulk load into empty tables runs between the two: building an index once over sorted data and
 * checking a foreign key with one join cost far less than doing both row by row. Run all of it in one
 * transaction, so a failed load leaves the schema as it was.
 */
export async function deferredSchema(
  db: DbWriter,
  tables: readonly string[],
  options: { primaryKeys?: boolean } = {},
): Promise<DeferredSchema> {
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
