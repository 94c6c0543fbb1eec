import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as healthRoute from '@/app/api/health/route';
import { publishSharedCacheStats } from '@/lib/http-cache/cache-stats';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { startApiServer } from '../helpers/api-server';

describe(`GET /api/health [${process.env.TEST_DB_KIND}]`, () => {
  let database: TestDatabase;
  let api: Awaited<ReturnType<typeof startApiServer>>;
  const get = async (query = '') => {
    const response = await fetch(`${api.url}/api/health${query}`);
    return { status: response.status, body: await response.json() };
  };

  beforeAll(async () => {
    database = await createTestDatabase({ hotels: 10 });
    api = await startApiServer({ '/api/health': healthRoute });
  });
  afterAll(async () => {
    await api.close();
    await database.drop();
  });

  it('reports the database up with every migration applied', async () => {
    const { status, body } = await get();
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'success',
      data: { database: 'up', kind: process.env.TEST_DB_KIND, migrations: { pending: 0 }, sharedCache: { status: 'absent' } },
    });
  });

  it('reports the shared response cache published by the production server', async () => {
    const stats = {
      status: 'on',
      store: 'redis',
      entries: 2,
      bytes: 4096,
      maxEntries: 10,
      maxBytes: 1_048_576,
      hits: 5,
      misses: 2,
      bypasses: 1,
      uncacheable: 0,
      evictions: 0,
      expirations: 0,
      timeouts: 0,
      personalized: 0,
    } as const;
    publishSharedCacheStats(() => stats);
    try {
      expect((await get()).body.data.sharedCache).toEqual(stats);
    } finally {
      publishSharedCacheStats(() => ({ status: 'absent' }));
    }
  });

  it('rejects query garbage with 400', async () => {
    const { status, body } = await get('?verbose=%ff%fe');
    expect(status).toBe(400);
    expect(body.status).toBe('error');
  });

  it('answers 503 when a migration is missing', async () => {
    await database.handle.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    const { status, body } = await get();
    expect(status).toBe(503);
    expect(body).toMatchObject({ status: 'error', error_code: 'MIGRATIONS_PENDING' });
  });
});
