import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as usdRoute from '@/app/api/common/exchange-rates/transfer/usd/route';
import { resetServerEnvCache } from '@/lib/env/server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { startApiServer } from '../helpers/api-server';

/** A local stand-in for the bank's rate endpoint: counts calls, answers what the test says. */
function startRateStandIn() {
  const state = { calls: 0, status: 200, rate: 26_100 };
  const server: Server = createServer((_req, res) => {
    state.calls += 1;
    res.writeHead(state.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(state.status === 200 ? { data: { rate: String(state.rate) } } : { error: 'down' }));
  });
  return new Promise<{ url: string; state: typeof state; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/rates/usd`, state, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

describe(`GET /api/common/exchange-rates/transfer/usd [${process.env.TEST_DB_KIND}]`, () => {
  let database: TestDatabase;
  let api: Awaited<ReturnType<typeof startApiServer>>;
  let standIn: Awaited<ReturnType<typeof startRateStandIn>>;
  const get = async (query = '') => {
    const response = await fetch(`${api.url}/api/common/exchange-rates/transfer/usd${query}`);
    return { status: response.status, body: await response.json() };
  };
  const ageCachedRate = (hours: number) =>
    database.handle.db.execute(sql`update exchange_rates set updated_at = now() - make_interval(hours => ${hours})`);

  beforeAll(async () => {
    database = await createTestDatabase({ hotels: 20 });
    standIn = await startRateStandIn();
    process.env.EXCHANGE_RATE_SOURCE = 'http';
    process.env.EXCHANGE_RATE_SOURCE_URL = standIn.url;
    resetServerEnvCache();
    api = await startApiServer({ '/api/common/exchange-rates/transfer/usd': usdRoute });
  });
  afterAll(async () => {
    await api.close();
    await standIn.close();
    await database.drop();
    delete process.env.EXCHANGE_RATE_SOURCE;
    delete process.env.EXCHANGE_RATE_SOURCE_URL;
    resetServerEnvCache();
  });
  beforeEach(() => {
    standIn.state.calls = 0;
    standIn.state.status = 200;
  });

  it('serves the cached rate within a day without asking the source', async () => {
    await ageCachedRate(23);
    const { status, body } = await get();
    expect(status).toBe(200);
    expect(body.status).toBe('success');
    expect(body.data).toMatchObject({ currency: 'USD', rate: 25_400, source: 'seed' });
    expect(standIn.state.calls).toBe(0);
  });

  it('refreshes from the source once the cache is older than a day, then caches again', async () => {
    await ageCachedRate(25);
    const first = await get();
    expect(first.body.data).toMatchObject({ rate: 26_100, source: 'http' });
    expect(Date.now() - Date.parse(first.body.data.updated_at)).toBeLessThan(60_000);
    const second = await get();
    expect(second.body.data.rate).toBe(26_100);
    expect(standIn.state.calls).toBe(1);
  });

  it('keeps serving the stale rate when the source fails', async () => {
    await ageCachedRate(48);
    standIn.state.status = 500;
    const { status, body } = await get();
    expect(status).toBe(200);
    expect(body.data.rate).toBe(26_100);
    expect(standIn.state.calls).toBe(1);
  });

  it('answers 503 with the envelope when the source fails and nothing is cached', async () => {
    await database.handle.db.execute(sql`delete from exchange_rates`);
    standIn.state.status = 500;
    const { status, body } = await get();
    expect(status).toBe(503);
    expect(body).toMatchObject({ status: 'error', error_code: 'EXCHANGE_RATE_UNAVAILABLE' });
    expect(typeof body.message).toBe('string');
  });

  it('rejects any query parameter with 400', async () => {
    const { status, body } = await get('?currency=EUR&x=%00');
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 'error', error_code: 'BAD_REQUEST' });
  });
});
