import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { logger } from '@/lib/logger';

/**
 * Whether the database can be reached, and what a failure says about it: the start-up waits for it (db/prepare.ts),
 * the API answers 503 DATABASE_UNAVAILABLE (lib/api/route.ts), the production server turns a page's 500 into a 503
 * (server.ts) and the periodic jobs pause quietly. State lives on globalThis: Next's bundles, the instrumentation
 * hook and server.ts each load their own copy of this module in one process.
 */

/** Socket-level failures of reaching the server (Node's codes). */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** SQLSTATE class 08 is connection_exception; 57P01-57P03 are shutdowns and "cannot connect now"; 53300 too_many_connections. */
const SERVER_CODES = /^(08...|57P0[123]|53300)$/;
const STATEMENT_TIMEOUT = '57014';
/** node-postgres says these in words, without a code: a connection dropped mid-query, or no connection in time. */
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|Client was closed/i;

export type DatabaseTrouble = 'unavailable' | 'statement-timeout';

function* chain(error: unknown): Generator<object> {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    yield e;
    // Node reports a failed dual-stack connect as an AggregateError of the attempts
    if (e instanceof AggregateError) for (const inner of e.errors) if (inner && typeof inner === 'object') yield inner as object;
  }
}

/** Whether `error` (possibly wrapped by Drizzle) says the database cannot be reached or stopped a statement for taking too long. */
export function databaseTrouble(error: unknown): DatabaseTrouble | null {
  for (const e of chain(error)) {
    const code = (e as { code?: unknown }).code;
    if (code === STATEMENT_TIMEOUT) return 'statement-timeout';
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_CODES.test(code))) return 'unavailable';
    if (e instanceof Error && DRIVER_MESSAGES.test(e.message)) return 'unavailable';
  }
  return null;
}

export const isDatabaseUnavailable = (error: unknown): boolean => databaseTrouble(error) === 'unavailable';

/** The innermost message of `error` (the driver's "connect ECONNREFUSED …", not Drizzle's "Failed query: <sql> params: …"). */
export function rootMessage(error: unknown): string {
  let message = String(error);
  for (const e of chain(error)) if (e instanceof Error) message = e.message;
  return message;
}

/** Seconds a client is asked to wait (Retry-After) when the database is away or busy. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

type Holder = { __databaseStarting?: boolean; __requestTrouble?: AsyncLocalStorage<RequestTrouble> };
const holder = globalThis as unknown as Holder;

/** True from the start-up's first attempt until the database is migrated and ready (never set outside a server start). */
export const databaseStarting = (): boolean => holder.__databaseStarting === true;
export function setDatabaseStarting(starting: boolean): void {
  holder.__databaseStarting = starting;
}

/** 0.5 s, 1 s, 2 s … doubling up to `maxMs`. */
export const retryDelayMs = (attempt: number, firstMs = 500, maxMs = 15_000): number =>
  Math.min(maxMs, firstMs * 2 ** Math.min(attempt, 30));

/** What one request's render ran into: set by the instrumentation hook, read by server.ts before it sends a 500. */
export type RequestTrouble = { trouble: DatabaseTrouble | null };

const requestTroubleStorage = (): AsyncLocalStorage<RequestTrouble> =>
  (holder.__requestTrouble ??= new AsyncLocalStorage<RequestTrouble>());

export function runWithRequestTrouble<T>(record: RequestTrouble, work: () => T): T {
  return requestTroubleStorage().run(record, work);
}

/** Notes a render's error on the current request, when it is the database's. */
export function noteRequestError(error: unknown): void {
  const record = requestTroubleStorage().getStore();
  const trouble = databaseTrouble(error);
  if (record && trouble) record.trouble ??= trouble;
}

/**
 * A periodic job (lib/jobs/every.ts) that, while the database is away, skips its runs with one warning when the
 * outage begins and one line when it ends, instead of an error with a stack every few seconds. Other errors pass.
 */
export function pausedWhileDatabaseAway(job: string, work: (signal: AbortSignal) => Promise<void>): (signal: AbortSignal) => Promise<void> {
  let away = false;
  return async (signal) => {
    try {
      await work(signal);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      if (!away) logger().warn({ job, err: rootMessage(error) }, 'database unreachable: job paused until it answers');
      away = true;
      return;
    }
    if (away) logger().info({ job }, 'database answers again: job resumed');
    away = false;
  };
}
