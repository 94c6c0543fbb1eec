import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as buyRoute from '@/app/api/v3-booking/fe/deal/route';
import { resetBookingRateLimit } from '@/features/auth/server';
import type { ComboDraft } from '@/features/combos/schemas';
import { closeSharedRedis, redisReady, sharedRedis } from '@/lib/cache/redis-client';
import { addDays, todayIso } from '@/lib/dates/product-date';
import { queryRows } from '@/lib/db/client';
import { resetServerEnvCache } from '@/lib/env/server';
import { startApiServer } from '../helpers/api-server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { dropKeys, redisReachable, TEST_REDIS_URL, testKeyPrefix } from '../helpers/test-redis';
import { cookiePair } from './booking-helpers';
import { COMBO_ROUTES, comboWorld, makeComboDeal, ORIGIN, type ComboWorld } from './combo-fixtures';
import { passengersFor } from './flight-fixtures';
import { apiClient } from './orders-helpers';

const redisUp = await redisReachable();
const DRAFTS = '/api/v2-hotel/redis/combo';

describe.skipIf(!redisUp)('combo drafts in Redis (REDIS_URL set)', () => {
  const prefix = testKeyPrefix();
  let database: TestDatabase;
  let api: Awaited<ReturnType<typeof startApiServer>>;
  let call: ReturnType<typeof apiClient>;
  let world: ComboWorld;
  let inspect: Redis;

  beforeAll(async () => {
    await closeSharedRedis();
    process.env.REDIS_URL = TEST_REDIS_URL;
    process.env.REDIS_KEY_PREFIX = prefix;
    process.env.BOOKING_RATE_LIMIT_PER_MINUTE = '100000';
    resetServerEnvCache();
    // the shared connection up first (the rate limiter uses it too, without an offline queue)
    await redisReady((await sharedRedis(TEST_REDIS_URL, prefix))!, 2_000);
    inspect = new Redis(TEST_REDIS_URL);
    database = await createTestDatabase({ hotels: 4 });
    world = await comboWorld(database.handle.db);
    api = await startApiServer({ ...COMBO_ROUTES, '/api/v3-booking/fe/deal': buyRoute });
    call = apiClient(api);
  }, 120_000);
  afterAll(async () => {
    await api.close();
    await closeSharedRedis();
    for (const name of ['REDIS_URL', 'REDIS_KEY_PREFIX', 'BOOKING_RATE_LIMIT_PER_MINUTE']) delete process.env[name];
    resetServerEnvCache();
    await resetBookingRateLimit();
    await dropKeys(prefix);
    inspect.disconnect();
    await database.drop();
  });

  it('keeps the draft in the table and caches it in Redis with its TTL, for its owner only; a lapsed one is COMBO_DRAFT_EXPIRED, a gone one 404', async () => {
    const { dealId, priceId } = await makeComboDeal(database.handle.db, world);
    const day = addDays(todayIso(), 50);
    const made = await call('POST', DRAFTS, {
      body: { dealId, origin: ORIGIN, departDate: day, priceDealId: priceId },
      key: crypto.randomUUID(),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const draft = made.body.data as ComboDraft;
    const cookie = cookiePair(made.setCookie);
    const key = `${prefix}combo-draft:${draft.id}`;
    const ttl = await inspect.ttl(key);
    // two hours live, then a day's grace in which its owner is told it lapsed
    expect(ttl).toBeGreaterThan(2 * 3600 + 24 * 3600 - 60);
    expect(ttl).toBeLessThanOrEqual(2 * 3600 + 24 * 3600);
    const [rows] = await queryRows<{ n: number }>(
      database.handle.db,
      sql`select count(*)::int n from combo_drafts where id = ${draft.id} and quoted_total = ${draft.quote.total}`,
    );
    expect(rows!.n).toBe(1);

    expect((await call('GET', `${DRAFTS}/${draft.id}`, { cookie })).status).toBe(200);
    const other = await call('POST', DRAFTS, {
      body: { dealId, origin: ORIGIN, departDate: day, priceDealId: priceId },
      key: crypto.randomUUID(),
    });
    expect((await call('GET', `${DRAFTS}/${draft.id}`, { cookie: cookiePair(other.setCookie) })).status).toBe(404);

    const stored = JSON.parse((await inspect.get(key))!) as { expiresAt: string };
    await inspect.set(key, JSON.stringify({ ...stored, expiresAt: new Date(Date.now() - 60_000).toISOString() }), 'KEEPTTL');
    const lapsed = await call('GET', `${DRAFTS}/${draft.id}`, { cookie });
    expect([lapsed.status, lapsed.body.error_code]).toEqual([409, 'COMBO_DRAFT_EXPIRED']);
    const buying = await call('POST', '/api/v3-booking/fe/deal', {
      cookie,
      key: crypto.randomUUID(),
      body: {
        kind: 'combo',
        deal_id: dealId,
        combo_draft_id: draft.id,
        buyer: { full_name: 'Nguyễn Văn An', email: 'an@example.com', phone: '0912345678' },
        payment_method: 'payment_method_credit_card',
        passengers: passengersFor(day, { adults: 2 }).map((p) => ({ ...p, baggage: [] })),
      },
    });
    expect([buying.status, buying.body.error_code]).toEqual([409, 'COMBO_DRAFT_EXPIRED']);
    // the cache gone, the table answers (and caches it again); gone from both: 404
    await inspect.del(key);
    expect((await call('GET', `${DRAFTS}/${draft.id}`, { cookie })).status).toBe(200);
    expect(await inspect.exists(key)).toBe(1);
    await database.handle.db.execute(sql`delete from combo_drafts where id = ${draft.id}`);
    await inspect.del(key);
    expect((await call('GET', `${DRAFTS}/${draft.id}`, { cookie })).status).toBe(404);
  });

  it('a cached copy of another shape is read from the table; a purchase drops the cached copy, and a stale one re-put never sells the draft twice', async () => {
    const { dealId, priceId } = await makeComboDeal(database.handle.db, world);
    const day = addDays(todayIso(), 52);
    const made = await call('POST', DRAFTS, {
      body: { dealId, origin: ORIGIN, departDate: day, priceDealId: priceId },
      key: crypto.randomUUID(),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const draft = made.body.data as ComboDraft;
    const cookie = cookiePair(made.setCookie);
    const key = `${prefix}combo-draft:${draft.id}`;
    const cached = (await inspect.get(key))!;
    await inspect.set(key, '{"id":', 'KEEPTTL');
    expect((await call('GET', `${DRAFTS}/${draft.id}`, { cookie })).status).toBe(200);
    await inspect.set(key, JSON.stringify({ id: draft.id, data: 'x' }), 'KEEPTTL');
    expect((await call('GET', `${DRAFTS}/${draft.id}`, { cookie })).status).toBe(200);

    const body = {
      kind: 'combo',
      deal_id: dealId,
      combo_draft_id: draft.id,
      buyer: { full_name: 'Nguyễn Văn An', email: 'an@example.com', phone: '0912345678' },
      payment_method: 'payment_method_credit_card',
      passengers: passengersFor(day, { adults: 2 }).map((p) => ({ ...p, baggage: [] })),
    };
    const bought = await call('POST', '/api/v3-booking/fe/deal', { cookie, key: crypto.randomUUID(), body });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    expect(await inspect.exists(key)).toBe(0);
    // a stale open copy (a cache delete that failed): the purchase's transaction still refuses, PUT too
    await inspect.set(key, cached, 'EX', 3600);
    const again = await call('POST', '/api/v3-booking/fe/deal', { cookie, key: crypto.randomUUID(), body });
    expect([again.status, again.body.error_code]).toEqual([409, 'COMBO_ALREADY_ORDERED']);
    const put = await call('PUT', `${DRAFTS}/${draft.id}`, {
      cookie,
      key: crypto.randomUUID(),
      body: { dealId, origin: ORIGIN, departDate: day, priceDealId: priceId },
    });
    expect([put.status, put.body.error_code]).toEqual([409, 'COMBO_ALREADY_ORDERED']);
    expect(await inspect.exists(key)).toBe(0);
    const [orders] = await queryRows<{ n: number }>(
      database.handle.db,
      sql`select count(*)::int n from orders o join combo_drafts d on d.order_id = o.id where d.id = ${draft.id}`,
    );
    expect(orders!.n).toBe(1);
  });
});
