import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getDatabase, getDb, openDatabase, queryRows, setProcessDatabase, type DatabaseHandle } from '@/lib/db/client';
import { isQueryCancelled } from '@/lib/api/envelope';
import { route } from '@/lib/api/route';
import { resetServerEnvCache } from '@/lib/env/server';
import { startApiServer } from '../helpers/api-server';

const url = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB_KIND === 'postgres' && Boolean(url);

// Issue 8 item 8: a statement PostgreSQL cancels (statement_timeout, SQLSTATE 57014) is a 503, not a 500.
describe.runIf(onPostgres)('statement timeout [postgres]', () => {
  const opened: DatabaseHandle[] = [];
  const saved = { DATABASE_URL: process.env.DATABASE_URL, DB_STATEMENT_TIMEOUT_MS: process.env.DB_STATEMENT_TIMEOUT_MS };
  let api: Awaited<ReturnType<typeof startApiServer>>;

  beforeAll(async () => {
    const slow = route({ handler: async () => queryRows(await getDb(), sql`select pg_sleep(3)`) });
    api = await startApiServer({ '/api/slow': { GET: slow } });
  });
  afterEach(async () => {
    setProcessDatabase(undefined);
    for (const handle of opened.splice(0)) await handle.close();
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetServerEnvCache();
  });
  afterAll(async () => {
    await api.close();
  });

  it('the app handle takes DB_STATEMENT_TIMEOUT_MS (default 5000) and PostgreSQL cancels longer statements', async () => {
    process.env.DATABASE_URL = url;
    delete process.env.DB_STATEMENT_TIMEOUT_MS;
    resetServerEnvCache();
    const byDefault = await getDatabase();
    opened.push(byDefault);
    const [row] = await queryRows<{ statement_timeout: string }>(byDefault.db, sql`show statement_timeout`);
    expect(row?.statement_timeout).toBe('5s');
    setProcessDatabase(undefined);

    process.env.DB_STATEMENT_TIMEOUT_MS = '150';
    resetServerEnvCache();
    const handle = await getDatabase();
    opened.push(handle);
    const started = Date.now();
    const error = await queryRows(handle.db, sql`select pg_sleep(3)`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(Date.now() - started).toBeLessThan(2000);
    expect(isQueryCancelled(error)).toBe(true);
  });

  it('answers a cancelled query with 503 SERVICE_BUSY over HTTP', async () => {
    const handle = await openDatabase({ url: url!, statementTimeoutMs: 150 });
    opened.push(handle);
    setProcessDatabase(handle);
    const response = await fetch(`${api.url}/api/slow`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 'error',
      message: 'Hệ thống đang bận, vui lòng thử lại sau giây lát',
      error_code: 'SERVICE_BUSY',
    });
  });

  it('scripts open the database unbounded', async () => {
    const handle = await openDatabase({ url: url! });
    opened.push(handle);
    const [row] = await queryRows<{ statement_timeout: string }>(handle.db, sql`show statement_timeout`);
    expect(row?.statement_timeout).toBe('0');
  });
});
