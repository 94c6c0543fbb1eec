import 'server-only';
import { mkdirSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { serverEnv } from '@/lib/env/server';
import { logger } from '@/lib/logger';

/** No relational schema: queries name their tables (the builder or `sql`), so lib/ needs no feature's tables. */
export type Db = PgDatabase<PgQueryResultHKT>;
type DatabaseKind = 'pglite' | 'postgres';

/**
 * One transaction on one connection for a bulk load (the seed): statements through `db`, rows through
 * `copy`, PostgreSQL's COPY FROM STDIN (PGlite reads the same text from a blob). `target` is the table and its
 * column list as COPY names them; `text` is rows in COPY's text format (lib/db/bulk.ts writes it); `freeze`
 * writes them frozen, for a table emptied in this transaction.
 */
export type BulkTransaction = { db: Db; copy: (target: string, text: string, options: { freeze: boolean }) => Promise<void> };
const copyOptions = ({ freeze }: { freeze: boolean }) => (freeze ? ' WITH (FREEZE)' : '');

export type DatabaseHandle = {
  db: Db;
  kind: DatabaseKind;
  /** raw SQL for the few places Drizzle cannot express (bulk seed, health) */
  exec: (sql: string) => Promise<void>;
  /** `work` in one transaction that can COPY rows: committed when it resolves, rolled back when it throws */
  bulkTransaction: <T>(work: (tx: BulkTransaction) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

/**
 * statementTimeoutMs (PostgreSQL only; 0 or unset = none): the server cancels any statement running
 * longer (SQLSTATE 57014, answered 503 by the API). PGlite runs in this process and cannot be interrupted.
 */
export type DatabaseTarget =
  { url: string; statementTimeoutMs?: number } | { dataDir: string; /** a PGlite data-directory dump to start from */ loadDataDir?: Blob };

/** Opens a database: a PostgreSQL server for a postgres:// url, else PGlite at dataDir ('memory://' for RAM). */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({
      connectionString: target.url,
      max: 10,
      // a database host that drops packets would otherwise hold every request forever; given up, it is a 503 (lib/db/availability.ts)
      connectionTimeoutMillis: 10_000,
      // JIT compiles a plan for each run of a statement, for analytic queries: on the listing's search statement at
      // 200,000 hotels it was 177 ms of 830, and it saved nothing back (docs/performance.md)
      options: '-c jit=off',
      ...(target.statementTimeoutMs ? { statement_timeout: target.statementTimeoutMs } : {}),
    });
    // An idle client dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => logger().warn({ err: error }, 'idle database client lost'));
    // A client checked out between two statements (a transaction awaiting other work) has no query to fail when the
    // server goes: pg emits 'error' on it, and with no listener that is an uncaught exception that ends the process.
    // The next statement on it rejects, and the pool drops it on release (it is no longer queryable).
    pool.on('connect', (client) => client.on('error', (error) => logger().warn({ err: error }, 'database client lost while checked out')));
    return {
      db: drizzle({ client: pool }) as unknown as Db,
      kind: 'postgres',
      exec: async (sql) => {
        await pool.query(sql);
      },
      bulkTransaction: async (work) => {
        const { from } = await import('pg-copy-streams');
        const client = await pool.connect();
        let broken: Error | undefined;
        try {
          await client.query('begin');
          const copy: BulkTransaction['copy'] = (target, text, options) =>
            pipeline(Readable.from([Buffer.from(text)]), client.query(from(`COPY ${target} FROM STDIN${copyOptions(options)}`)));
          const result = await work({ db: drizzle({ client }) as unknown as Db, copy });
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback').catch((lost: Error) => (broken = lost));
          throw error;
        } finally {
          // a connection that could not roll back is closed, never handed to the next caller
          client.release(broken);
        }
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (!target.dataDir.startsWith('memory://')) mkdirSync(target.dataDir, { recursive: true });
  const client = await PGlite.create(target.dataDir, {
    extensions: { pg_trgm },
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
  });
  return {
    db: drizzle({ client }) as unknown as Db,
    kind: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    bulkTransaction: (work) =>
      client.transaction((tx) =>
        work({
          // Drizzle's PGlite driver only calls query() on its client, which a transaction has (as Drizzle's own transactions do)
          db: drizzle({ client: tx as unknown as typeof client }) as unknown as Db,
          copy: async (target, text, options) => {
            await tx.query(`COPY ${target} FROM '/dev/blob'${copyOptions(options)}`, [], { blob: new Blob([text]) });
          },
        }),
      ),
    close: () => client.close(),
  };
}

export function targetFromEnv(): DatabaseTarget {
  const env = serverEnv();
  return env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.PGLITE_DATA_DIR };
}

// One handle per process, kept on globalThis: Next may evaluate this module more than once,
// and two PGlite instances on one folder corrupt it.
const holder = globalThis as unknown as { __dbHandle?: Promise<DatabaseHandle>; __readHandle?: Promise<DatabaseHandle> };

/**
 * The app's handle. Only its statements are bounded by DB_STATEMENT_TIMEOUT_MS, so a pathological
 * search cannot hold a connection for seconds; the migrate and seed scripts open their own, unbounded.
 */
export function getDatabase(): Promise<DatabaseHandle> {
  const target = targetFromEnv();
  if (!holder.__dbHandle) {
    const opening = openDatabase('url' in target ? { ...target, statementTimeoutMs: serverEnv().DB_STATEMENT_TIMEOUT_MS } : target);
    // a failed open is tried again by the next caller (the start-up retries it), never kept
    opening.catch(() => {
      if (holder.__dbHandle === opening) holder.__dbHandle = undefined;
    });
    holder.__dbHandle = opening;
  }
  return holder.__dbHandle;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

/**
 * The handle for reads that may lag the primary by a moment (searches, suggestions, listing and hotel
 * pages, sitemaps): a replica at DATABASE_READ_URL when set (with DATABASE_URL), else the app's handle.
 * Never for a read that must see this request's own writes (booking, orders, accounts).
 */
function getReadDatabase(): Promise<DatabaseHandle> {
  if (holder.__readHandle) return holder.__readHandle;
  const env = serverEnv();
  if (!env.DATABASE_URL || !env.DATABASE_READ_URL) return getDatabase();
  holder.__readHandle = openDatabase({ url: env.DATABASE_READ_URL, statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS });
  return holder.__readHandle;
}

export async function getReadDb(): Promise<Db> {
  return (await getReadDatabase()).db;
}

/** Tests point the process at their own database. */
export function setProcessDatabase(handle: DatabaseHandle | undefined, readHandle?: DatabaseHandle): void {
  holder.__dbHandle = handle ? Promise.resolve(handle) : undefined;
  holder.__readHandle = readHandle ? Promise.resolve(readHandle) : undefined;
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
