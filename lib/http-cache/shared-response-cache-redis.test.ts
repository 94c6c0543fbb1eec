import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { RequestCookies } from 'next/dist/compiled/@edge-runtime/cookies';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dropKeys, redisReachable, TEST_REDIS_URL, testKeyPrefix } from '@/tests/helpers/test-redis';
import { guardRedis, redisReady, type GuardedRedis } from '@/lib/cache/redis-client';
import { createSharedResponseCache } from './shared-response-cache';

const redisUp = await redisReachable();

type Reply = { status: number; headers: IncomingMessage['headers']; body: string };

function get(base: string, path: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    httpRequest(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    })
      .on('error', reject)
      .end();
  });
}

/** Every render of every process, in order: which process, and the Cookie header it saw. */
type Render = { process: string; url: string; cookie: string | undefined };

/** A stand-in for Next: reads the currency as Next does, takes 60 ms, and says which process rendered. */
function renderPage(name: string, req: IncomingMessage, res: ServerResponse, renders: Render[]) {
  renders.push({ process: name, url: req.url ?? '', cookie: req.headers.cookie });
  const cookies = new RequestCookies(new Headers(req.headers.cookie === undefined ? {} : { cookie: req.headers.cookie }));
  const currency = cookies.get('currency')?.value === 'USD' ? 'USD' : 'VND';
  setTimeout(() => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' });
    res.end(
      `<html><header><div data-auth-slot="guest"><span data-auth-name=""></span></div></header><main>${req.url} ${currency} by ${name} #${renders.length}</main></html>`,
    );
  }, 60);
}

describe.skipIf(!redisUp)('shared response cache: two processes on one Redis', () => {
  const namespace = testKeyPrefix();
  const servers: Server[] = [];
  const closers: (() => Promise<void> | void)[] = [];
  let inspect: Redis;

  async function startProcess(name: string, renders: Render[]) {
    const redis: GuardedRedis = guardRedis(new Redis(TEST_REDIS_URL, { enableOfflineQueue: false, commandTimeout: 300 }), namespace);
    await redisReady(redis, 1_000);
    const cache = createSharedResponseCache({ today: () => '2026-11-22', redis, pageVisitor: async () => ({ displayName: 'An' }) });
    const server = createServer((req, res) => void cache.serve(req, res, (target) => renderPage(name, req, target, renders)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    closers.push(
      () => cache.close(),
      () => redis.close(),
    );
    return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, cache };
  }

  beforeAll(() => {
    inspect = new Redis(TEST_REDIS_URL);
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
    for (const close of closers.splice(0)) await close();
    await dropKeys(namespace);
  });
  afterAll(() => inspect.disconnect());

  it('answers in one process from the page the other rendered, under the same key rules', async () => {
    const renders: Render[] = [];
    const [a, b] = [await startProcess('A', renders), await startProcess('B', renders)];
    const first = await get(a.base, '/khach-san/da-nang?nights=2&sort_by=price');
    expect(first.headers['x-cache']).toBe('MISS');
    const second = await get(b.base, '/khach-san/da-nang?sort_by=pri%63e&nights=2&');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.body).toContain('by A #1');
    expect(await inspect.exists(`${namespace}page:/khach-san/da-nang?nights=2&sort_by=price|currency=VND|2026-11-22`)).toBe(1);

    // what the render reads differs: not the other's page
    const usd = await get(b.base, '/khach-san/da-nang?nights=2&sort_by=price', { cookie: 'currency=USD' });
    expect(usd.headers['x-cache']).toBe('MISS');
    expect(usd.body).toContain('USD by B');
    // keyed by the currency Next reads from a duplicated cookie: the USD page, from the other process
    const duplicatedCookie = await get(a.base, '/khach-san/da-nang?nights=2&sort_by=price', { cookie: 'currency=VND; currency=USD' });
    expect(duplicatedCookie.headers['x-cache']).toBe('HIT');
    expect(duplicatedCookie.body).toBe(usd.body);
    const duplicated = await get(a.base, '/khach-san/da-nang?nights=2&sort_by=price&sort_by=star');
    expect(duplicated.headers['x-cache']).toBeUndefined();
    expect(renders.map((r) => r.process)).toEqual(['A', 'B', 'A']);
    expect(b.cache.stats()).toMatchObject({ status: 'on', store: 'redis', hits: 1, misses: 1 });
    expect(a.cache.stats()).toMatchObject({ hits: 1, misses: 1, bypasses: 1 });
  });

  it('renders a page once when both processes miss it together, and no render it keeps sees a session', async () => {
    const renders: Render[] = [];
    const [a, b] = [await startProcess('A', renders), await startProcess('B', renders)];
    const replies = await Promise.all([
      get(a.base, '/khach-san/ha-noi'),
      get(b.base, '/khach-san/ha-noi', { cookie: 'accessToken=someone' }),
      get(b.base, '/khach-san/ha-noi'),
      get(a.base, '/khach-san/ha-noi'),
    ]);
    expect(renders).toHaveLength(1);
    expect(renders[0]!.cookie).toBeUndefined();
    // whichever request took the lock rendered (the signed-in one renders the guest page); the rest waited for it
    expect(replies[1]!.headers['x-cache']).toBe('PERSONALIZED');
    for (const reply of [replies[0]!, replies[2]!, replies[3]!]) expect(['HIT', 'MISS']).toContain(reply.headers['x-cache']);
    expect(new Set(replies.filter((r) => r.headers['x-cache'] !== 'PERSONALIZED').map((r) => r.body)).size).toBe(1);
  });
});
