import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { dropKeys, redisReachable, TEST_REDIS_URL, testKeyPrefix } from '../helpers/test-redis';
import { e2eDatabase } from './e2e-database.mjs';

// Issue 13: several server processes behind a load balancer share one cache in Redis (REDIS_URL). Two more
// built servers on the e2e run's PostgreSQL database (PGlite belongs to one process) and one Redis.
const database = e2eDatabase();
const PORTS = [0, 1].map((n) => Number(process.env.E2E_PORT ?? 3100) + 10 + n);
const keyPrefix = testKeyPrefix();
const PRICE = /data-testid="price-amount"[^>]*>([^<]+)</;
const priceOf = (html: string) => PRICE.exec(html)?.[1] ?? '';

async function startServer(port: number): Promise<ChildProcess> {
  if (database.kind !== 'postgres') throw new Error('PostgreSQL only');
  const server = spawn(process.execPath, ['.next/server.cjs', '-p', String(port), '-H', '127.0.0.1'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: database.url,
      // migrated and seeded by the e2e server already
      AUTO_SEED: 'false',
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: keyPrefix,
      SANDBOXES: 'true',
      SITE_URL: `http://localhost:${port}`,
      AUTH_TOKEN_SECRET: 'e2e-token-secret-0123456789abcdef0123456789',
    },
  });
  for (let tries = 0; tries < 240; tries += 1) {
    if (server.exitCode !== null) throw new Error(`server on ${port} exited with ${server.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGTERM');
  throw new Error(`server on ${port} did not start`);
}

test.describe('two server processes on one Redis', () => {
  test.skip(database.kind !== 'postgres', 'needs TEST_DATABASE_URL: two processes cannot share an embedded PGlite database');

  const servers: ChildProcess[] = [];
  const [a, b] = PORTS.map((port) => `http://127.0.0.1:${port}`) as [string, string];

  test.beforeAll(async ({}, info) => {
    // no browser involved: one project runs it
    test.skip(info.project.name !== 'desktop', 'runs once, in the desktop project');
    test.skip(!(await redisReachable()), `needs Redis at ${TEST_REDIS_URL} (TEST_REDIS_URL)`);
    test.setTimeout(120_000);
    // one after the other: each checks the migrations at start
    for (const port of PORTS) servers.push(await startServer(port));
  });
  test.afterAll(async () => {
    const stopped = servers
      .filter((server) => server.exitCode === null)
      .map((server) => new Promise((resolve) => server.once('exit', resolve)));
    for (const server of servers) server.kill('SIGTERM');
    await Promise.all(stopped);
    await dropKeys(keyPrefix);
  });

  const fetchFrom = (request: APIRequestContext, base: string, path: string, cookie?: string) =>
    request.get(`${base}${path}`, { headers: cookie ? { cookie } : {} });

  test('the second process answers from the first one’s render, keyed as the hardening rules say', async ({ request }) => {
    const first = await fetchFrom(request, a, '/khach-san/da-nang?nights=3&sort_by=price');
    expect(first.headers()['x-cache']).toBe('MISS');
    const firstBody = await first.text();
    expect(priceOf(firstBody)).toMatch(/₫$/);
    // the same page however its query is spelled, from the other process
    const second = await fetchFrom(request, b, '/khach-san/da-nang?sort_by=pri%63e&nights=3&');
    expect(second.headers()['x-cache']).toBe('HIT');
    expect(await second.text()).toBe(firstBody);

    // another currency is another page: rendered by B, then shared with A
    const usd = await fetchFrom(request, b, '/khach-san/da-nang?nights=3&sort_by=price', 'currency=USD');
    expect(usd.headers()['x-cache']).toBe('MISS');
    const usdBody = await usd.text();
    expect(priceOf(usdBody)).toMatch(/^\$/);
    const usdOnA = await fetchFrom(request, a, '/khach-san/da-nang?nights=3&sort_by=price', 'currency=VND; currency=USD');
    expect(usdOnA.headers()['x-cache']).toBe('HIT');
    expect(await usdOnA.text()).toBe(usdBody);

    // a parameter given twice is rendered and never kept
    const duplicated = await fetchFrom(request, b, '/khach-san/da-nang?nights=3&sort_by=price&sort_by=star');
    expect(duplicated.headers()['x-cache']).toBeUndefined();
  });

  test('a request with a session gets a private copy, and what the other process is served never saw it', async ({ request }) => {
    const path = '/khach-san/da-nang?nights=4';
    const signedIn = await fetchFrom(request, b, path, 'accessToken=someone');
    expect(signedIn.headers()['x-cache']).toBe('PERSONALIZED');
    expect(signedIn.headers()['cache-control']).toBe('private, no-store');
    const anonymous = await fetchFrom(request, a, path);
    expect(anonymous.headers()['x-cache']).toBe('HIT');
    expect(await anonymous.text()).toContain('data-auth-slot="guest"');

    const health = await (await request.get(`${b}/api/health`)).json();
    expect(health.data.sharedCache).toMatchObject({ status: 'on', store: 'redis' });
    expect(health.data.sharedCache.hits).toBeGreaterThan(0);
  });
});
