import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as loginRoute from '@/app/sso/api/login/route';
import * as registerRoute from '@/app/sso/api/register/route';
import { resetSignInLimits } from '@/features/sso/server';
import { resetServerEnvCache } from '@/lib/env/server';
import { startApiServer } from '../helpers/api-server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { redisReachable, TEST_REDIS_URL } from '../helpers/test-redis';

const redisUp = await redisReachable();
const PASSWORD = 'Hanoi-Pho-2026';

// the same counters in Redis (REDIS_URL): the slot's shorter duration (customDuration) and the known address
describe.skipIf(!redisUp)('strangers cannot lock the owner out, counted in Redis', () => {
  let database: TestDatabase;
  let api: Awaited<ReturnType<typeof startApiServer>>;
  // Redis keeps the counters between runs: names and addresses of this run only
  const run = randomUUID().slice(0, 8);
  const net = `10.${randomInt(1, 250)}.${randomInt(1, 250)}`;

  beforeAll(async () => {
    process.env.REDIS_URL = TEST_REDIS_URL;
    resetServerEnvCache();
    database = await createTestDatabase({ hotels: 0 });
    api = await startApiServer({ '/sso/api/register': registerRoute, '/sso/api/login': loginRoute });
  }, 120_000);
  afterAll(async () => {
    await api.close();
    delete process.env.REDIS_URL;
    resetServerEnvCache();
    await resetSignInLimits();
    await database.drop();
  });

  const post = async (path: string, body: unknown, address: string) => {
    const response = await fetch(`${api.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });
    await response.json();
    return { status: response.status, retryAfter: Number(response.headers.get('retry-after') ?? 0) };
  };

  it('12 wrong passwords from 12 addresses: the 12th waits 1 s, the owner at home signs in at once', async () => {
    const email = `owner-${run}@example.com`;
    expect(
      (
        await post(
          '/sso/api/register',
          { email, password: PASSWORD, first_name: 'Lan', last_name: 'Phạm', phone: '0912 345 678' },
          `${net}.250`,
        )
      ).status,
    ).toBe(201);
    const home = `${net}.200`;
    expect((await post('/sso/api/login', { email, password: PASSWORD }, home)).status).toBe(200);
    const guesses = [];
    for (let i = 1; i <= 12; i += 1) guesses.push(await post('/sso/api/login', { email, password: `Wrong-${i}-pass` }, `${net}.${i}`));
    expect(guesses.slice(0, 11).map((g) => g.status)).toEqual(Array(11).fill(401));
    expect(guesses[11]).toEqual({ status: 429, retryAfter: 1 });
    expect((await post('/sso/api/login', { email, password: PASSWORD }, home)).status).toBe(200);
  });
});
