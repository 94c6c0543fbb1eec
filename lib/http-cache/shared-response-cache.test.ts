import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { RequestCookies } from 'next/dist/compiled/@edge-runtime/cookies';
import { afterEach, describe, expect, it } from 'vitest';
import { createSharedResponseCache, type SharedResponseCacheOptions } from './shared-response-cache';

const PAGE_SCRIPT = 'self.__next_f.push([1,"xin chào"])';

/** cookies: the Cookie header each render saw, when it ran */
type Renders = { requests: IncomingMessage[]; cookies: (string | undefined)[]; aborted: string[]; apiCacheControl: string };

/**
 * A stand-in for Next's handler. It reads cookies with Next's own RequestCookies (as `cookies()` does),
 * streams a page with a nonce CSP in several writes, answers the APIs as lib/api/route.ts does, and has a
 * page that never ends unless its response closes.
 */
function renderPage(req: IncomingMessage, res: ServerResponse, renders: Renders) {
  renders.requests.push(req);
  renders.cookies.push(req.headers.cookie);
  const cookies = new RequestCookies(new Headers(req.headers.cookie === undefined ? {} : { cookie: req.headers.cookie }));
  const currency = cookies.get('currency')?.value === 'USD' ? 'USD' : 'VND';
  const signedIn = Boolean(cookies.get('accessToken')?.value);
  const url = req.url ?? '/';
  res.setHeader('date', 'Thu, 01 Jan 2015 00:00:00 GMT');
  if (url.startsWith('/khach-san/slow')) {
    res.on('close', () => renders.aborted.push(url));
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.write('<html>');
    return;
  }
  if (url.startsWith('/api/')) {
    res.setHeader('content-type', 'application/json');
    res.setHeader('cache-control', renders.apiCacheControl);
    res.setHeader('x-request-id', String(req.headers['x-request-id'] ?? `rendered-${renders.requests.length}`));
    res.end(JSON.stringify({ status: 'success', data: { url, n: renders.requests.length } }));
    return;
  }
  if (url.startsWith('/khach-san/missing')) {
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<p>not found</p>');
    return;
  }
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('content-security-policy', "default-src 'self'; script-src 'self' 'nonce-abc' 'strict-dynamic'");
  res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
  res.setHeader('vary', 'rsc, Accept-Encoding');
  if (url === '/khach-san/with-cookie') res.setHeader('set-cookie', 'seen=1');
  const slot = url.startsWith('/khach-san/no-slot')
    ? ''
    : '<div data-auth-slot="guest"><a>Đăng nhập</a><span data-auth-name=""></span></div>';
  res.write(
    `<html><body><header>${slot}</header><main><h1>${url} ${currency} ${signedIn ? 'signed-in' : 'anonymous'} #${renders.requests.length}</h1>`,
  );
  setTimeout(() => {
    res.write(`<script nonce="abc">${PAGE_SCRIPT}</script>`);
    res.end('<script src="/_next/static/a.js" nonce="abc"></script></body></html>');
  }, 5);
}

type Reply = { status: number; headers: IncomingMessage['headers']; body: string };

function get(base: string, path: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    httpRequest(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString('utf8') });
      });
    })
      .on('error', reject)
      .end();
  });
}

let server: Server | undefined;
let closeCache: (() => void) | undefined;
afterEach(async () => {
  closeCache?.();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function start(options: Partial<SharedResponseCacheOptions> = {}) {
  const renders: Renders = { requests: [], cookies: [], aborted: [], apiCacheControl: 'public, max-age=0, s-maxage=30' };
  const cache = createSharedResponseCache({ today: () => '2026-11-22', ...options });
  closeCache = () => cache.close();
  server = createServer((req, res) => void cache.serve(req, res, (target) => renderPage(req, target, renders)));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, renders, cache };
}

describe('shared response cache', () => {
  it('renders a shared page once, then answers from memory with its inline scripts hashed into the CSP', async () => {
    const { base, renders } = await start();
    const first = await get(base, '/khach-san/da-nang');
    const second = await get(base, '/khach-san/da-nang');

    expect(renders.requests).toHaveLength(1);
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(second.body).toBe(first.body);
    expect(second.body).toContain('/khach-san/da-nang VND anonymous #1');
    const csp = String(second.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]{44}'(;|$)/);
    expect(csp).not.toContain('nonce');
    expect(csp).not.toContain('strict-dynamic');
    expect(Number(second.headers['content-length'])).toBe(Buffer.byteLength(second.body));
  });

  it('gzips once for clients that accept it, and renders without compression', async () => {
    const { base, renders } = await start();
    const plain = await get(base, '/');
    const zipped = await get(base, '/', { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body).toBe(plain.body);
    expect(renders.requests[0]!.headers['accept-encoding']).toBeUndefined();
  });

  // issue 8 item 6: q-values are read
  it.each(['gzip;q=0', 'GZIP; q=0, br', 'identity', '*;q=0, identity', 'gzip;q=0.5, identity;q=1'])(
    'sends identity for Accept-Encoding %j',
    async (acceptEncoding) => {
      const { base } = await start();
      await get(base, '/');
      const reply = await get(base, '/', { 'accept-encoding': acceptEncoding });
      expect(reply.headers['x-cache']).toBe('HIT');
      expect(reply.headers['content-encoding']).toBeUndefined();
    },
  );

  it.each(['gzip', 'Gzip ; q=0.8', '*', 'br;q=1, *;q=0.5'])('sends gzip for Accept-Encoding %j', async (acceptEncoding) => {
    const { base } = await start();
    expect((await get(base, '/', { 'accept-encoding': acceptEncoding })).headers['content-encoding']).toBe('gzip');
  });

  it('lets concurrent misses for one address wait for a single render', async () => {
    const { base, renders } = await start();
    const replies = await Promise.all(Array.from({ length: 6 }, () => get(base, '/khach-san/ha-noi')));
    expect(renders.requests).toHaveLength(1);
    expect(new Set(replies.map((r) => r.body)).size).toBe(1);
    expect(replies.filter((r) => r.headers['x-cache'] === 'MISS')).toHaveLength(1);
  });

  it('keeps a page per currency and renders it again once its time is up', async () => {
    let now = 1_000_000;
    const { base } = await start({ now: () => now });
    await get(base, '/khach-san/da-nang');
    const usd = await get(base, '/khach-san/da-nang', { cookie: 'currency=USD' });
    expect(usd.body).toContain('USD anonymous #2');
    now += 29_000;
    expect((await get(base, '/khach-san/da-nang')).headers['x-cache']).toBe('HIT');
    now += 2_000; // listings are shared for 30 s
    const again = await get(base, '/khach-san/da-nang');
    expect(again.headers['x-cache']).toBe('MISS');
    expect(again.body).toContain('#3');
  });

  it('passes through, and never keeps, errors, responses that set cookies, and private requests', async () => {
    const { base, renders, cache } = await start();
    for (let i = 0; i < 2; i += 1) {
      const missing = await get(base, '/khach-san/missing');
      expect(missing.status).toBe(404);
      expect(missing.body).toBe('<p>not found</p>');
      expect((await get(base, '/khach-san/with-cookie')).headers['set-cookie']).toEqual(['seen=1']);
      const signedIn = await get(base, '/', { cookie: 'accessToken=t' });
      expect(signedIn.headers['x-cache']).toBeUndefined();
      expect(signedIn.headers['content-security-policy']).toContain("'nonce-abc'");
    }
    expect(renders.requests).toHaveLength(6);
    expect(cache.size.entries).toBe(0);
  });

  // issue 8 item 1
  it.each(['currency=%55SD', 'currency=VND; currency=USD'])(
    'never keeps the page a %j cookie renders under another currency',
    async (cookie) => {
      const { base } = await start();
      const poisoned = await get(base, '/khach-san/da-nang', { cookie });
      expect(poisoned.body).toContain(' USD ');
      const anonymous = await get(base, '/khach-san/da-nang');
      expect(anonymous.body).toContain(' VND ');
      const asUsd = await get(base, '/khach-san/da-nang', { cookie: 'currency=USD' });
      expect(asUsd.headers['x-cache']).toBe('HIT');
      expect(asUsd.body).toBe(poisoned.body);
    },
  );

  // issue 8 item 2
  it.each(['accessToken', 'accessToken=', 'accessToken=a; accessToken=b', 'accessToken=; accessToken=x', 'AccessToken=x'])(
    'neither serves nor keeps a page for a visitor whose cookie is %j',
    async (cookie) => {
      const { base, renders, cache } = await start();
      await get(base, '/khach-san/da-nang', { cookie: 'currency=VND' });
      const own = await get(base, '/khach-san/da-nang', { cookie });
      expect(own.headers['x-cache']).toBeUndefined();
      expect(renders.requests).toHaveLength(2);
      const later = await get(base, '/khach-san/da-nang');
      expect(later.body).toContain('anonymous #1');
      expect(cache.size.entries).toBe(1);
    },
  );

  // issue 8 item 3
  it('bounds entries and every kept byte (bodies, gzip copies, headers), drops the least recently used, and reports it', async () => {
    const { base, renders, cache } = await start({ maxBytes: 64 * 1024, maxEntries: 3 });
    for (const slug of ['a', 'b', 'c', 'd']) await get(base, `/khach-san/${slug}`);
    const stats = cache.stats();
    expect(stats).toMatchObject({ status: 'on', entries: 3, misses: 4, evictions: 1, maxEntries: 3, maxBytes: 64 * 1024 });
    if (stats.status !== 'on') throw new Error('cache off');
    const bodies = (await get(base, '/khach-san/d')).body.length * 3;
    expect(stats.bytes).toBeGreaterThan(bodies + 3 * 1024); // gzip copies, headers, keys and the entries themselves
    expect(renders.requests).toHaveLength(4);
    await get(base, '/khach-san/a'); // the oldest went first
    expect(renders.requests).toHaveLength(5);

    const small = await start({ maxBytes: 6 * 1024 });
    for (const slug of ['a', 'b', 'c', 'd', 'e']) await get(small.base, `/khach-san/${slug}`);
    expect(small.cache.size.bytes).toBeLessThanOrEqual(6 * 1024);
    expect(small.cache.size.entries).toBeLessThan(5);
  });

  it('purges expired entries and counts hits', async () => {
    let now = 1_000_000;
    const { base, cache } = await start({ now: () => now });
    await get(base, '/api/v2-hotel/hotels/search?keyword=a');
    await get(base, '/api/v2-hotel/hotels/search?keyword=a');
    now += 31_000;
    await get(base, '/api/v2-hotel/hotels/search?keyword=a');
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 2, expirations: 1, entries: 1 });
  });

  // issue 8 item 4
  it('keeps one entry per page however its query is spelled, and does not keep what it cannot key', async () => {
    const { base, renders, cache } = await start();
    await get(base, '/khach-san/da-nang?star=4&sort_by=price');
    for (const path of ['/khach-san/da-nang?sort_by=price&star=4', '/khach-san/da-nang?st%61r=4&sort_by=price&']) {
      expect((await get(base, path)).headers['x-cache']).toBe('HIT');
    }
    await get(base, '/khach-san/da-nang?');
    expect((await get(base, '/khach-san/da-nang')).headers['x-cache']).toBe('HIT');
    expect(renders.requests).toHaveLength(2);
    for (const path of ['/khach-san/da-nang?star=4&star=5', '/khach-san/da-nang?utm_source=x', '/?q=1']) {
      expect((await get(base, path)).headers['x-cache']).toBeUndefined();
      expect((await get(base, path)).headers['x-cache']).toBeUndefined();
    }
    expect(renders.requests).toHaveLength(8);
    expect(cache.size.entries).toBe(2);
  });

  // issue 8 item 5
  it('never replays one response’s request id or date to another visitor', async () => {
    const { base } = await start();
    const first = await get(base, '/api/v2-hotel/suggest?q=da', { 'x-request-id': 'caller-secret-1' });
    expect(first.headers['x-request-id']).toBe('caller-secret-1');
    const second = await get(base, '/api/v2-hotel/suggest?q=da');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const third = await get(base, '/api/v2-hotel/suggest?q=da', { 'x-request-id': 'mine-2' });
    expect(third.headers['x-request-id']).toBe('mine-2');
    const fourth = await get(base, '/api/v2-hotel/suggest?q=da');
    expect(fourth.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
    for (const reply of [first, second, third]) expect(reply.headers.date).not.toBe('Thu, 01 Jan 2015 00:00:00 GMT');
  });

  // issue 8 item 6
  it('aborts a render that passes the timeout; it and its waiters get a clean 503, not a hang', async () => {
    const { base, renders, cache } = await start({ renderTimeoutMs: 150 });
    const started = Date.now();
    const replies = await Promise.all(Array.from({ length: 3 }, () => get(base, '/khach-san/slow')));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(replies.map((r) => r.status)).toEqual([503, 503, 503]);
    expect(replies[0]!.headers['retry-after']).toBe('5');
    expect(replies[0]!.body).toContain('Máy chủ đang bận');
    expect(renders.requests).toHaveLength(1);
    expect(renders.aborted).toEqual(['/khach-san/slow']);
    expect(cache.stats()).toMatchObject({ timeouts: 1 });
    expect((await get(base, '/khach-san/da-nang')).status).toBe(200);
  }, 5_000);

  // issue 8 item 14
  it('keeps an API answer only as its Cache-Control allows, and says so on the pages it shares', async () => {
    const { base, renders } = await start();
    renders.apiCacheControl = 'no-store';
    await get(base, '/api/v2-hotel/hotels/search?keyword=a');
    const again = await get(base, '/api/v2-hotel/hotels/search?keyword=a');
    expect(again.headers['x-cache']).toBeUndefined();
    expect(again.headers['cache-control']).toBe('no-store');
    expect(renders.requests).toHaveLength(2);

    renders.apiCacheControl = 'public, max-age=0, s-maxage=30';
    await get(base, '/api/v2-hotel/hotels/search?keyword=b');
    const shared = await get(base, '/api/v2-hotel/hotels/search?keyword=b');
    expect(shared.headers['x-cache']).toBe('HIT');
    expect(shared.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');

    const page = await get(base, '/khach-san/da-nang');
    expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
    expect(page.headers.vary).toBe('rsc, Accept-Encoding, Cookie');
  });
});

describe('shared response cache: signed-in visitors', () => {
  const visitorOf = async (cookie: string | undefined) => (/accessToken=good/.test(cookie ?? '') ? { displayName: 'An <Bình>' } : null);

  it('serves a signed-in visitor the shared guest page with their header, privately, rendered without the session', async () => {
    const { base, renders } = await start({ pageVisitor: visitorOf });
    const mine = await get(base, '/khach-san/da-nang', { cookie: 'accessToken=good; currency=USD', 'accept-encoding': 'gzip' });
    expect(mine.status).toBe(200);
    expect(mine.headers['x-cache']).toBe('PERSONALIZED');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers['content-encoding']).toBe('gzip');
    expect(mine.body).toContain(
      '<div data-auth-slot="member"><a>Đăng nhập</a><span data-auth-name="" lang="vi">An &lt;Bình&gt;</span></div>',
    );
    expect(mine.body).toContain('USD anonymous #1');
    // the render the cache keeps saw the currency and no session
    expect(renders.cookies).toEqual(['currency=USD']);

    const guest = await get(base, '/khach-san/da-nang', { cookie: 'currency=USD' });
    expect(guest.headers['x-cache']).toBe('HIT');
    expect(guest.body).toContain('data-auth-slot="guest"');
    expect(guest.body).not.toContain('Bình');
    expect(renders.requests).toHaveLength(1);

    const again = await get(base, '/khach-san/da-nang', { cookie: 'currency=USD; accessToken=good' });
    expect(again.headers['x-cache']).toBe('PERSONALIZED');
    expect(renders.requests).toHaveLength(1);
  });

  it('gives a visitor whose session is not valid the guest page, privately', async () => {
    const { base } = await start({ pageVisitor: visitorOf });
    const stale = await get(base, '/khach-san/da-nang', { cookie: 'accessToken=revoked' });
    expect(stale.headers['x-cache']).toBe('PERSONALIZED');
    expect(stale.headers['cache-control']).toBe('private, no-store');
    expect(stale.body).toContain('data-auth-slot="guest"');
  });

  it("renders the visitor's own page when the shared one has no header slot, and keeps nothing it saw", async () => {
    const { base, renders } = await start({ pageVisitor: visitorOf });
    const own = await get(base, '/khach-san/no-slot', { cookie: 'accessToken=good' });
    expect(own.body).toContain('signed-in');
    expect(renders.cookies).toEqual([undefined, 'accessToken=good']);
    const guest = await get(base, '/khach-san/no-slot');
    expect(guest.headers['x-cache']).toBe('HIT');
    expect(guest.body).not.toContain('signed-in');
  });

  it('lets API requests and pages with a session through untouched without a visitor function', async () => {
    const withVisitor = await start({ pageVisitor: visitorOf });
    const api = await get(withVisitor.base, '/api/v2-hotel/suggest?q=da', { cookie: 'accessToken=good' });
    expect(api.headers['x-cache']).toBeUndefined();
    expect(withVisitor.renders.cookies).toEqual(['accessToken=good']);
    closeCache?.();
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    const without = await start();
    const page = await get(without.base, '/khach-san/da-nang', { cookie: 'accessToken=good' });
    expect(page.headers['x-cache']).toBeUndefined();
    expect(page.body).toContain('signed-in');
  });
});

describe('shared response cache: transport headers', () => {
  it('adds HSTS for a visitor who came over HTTPS, to kept and personalised answers, and never keeps it', async () => {
    const { base } = await start({ pageVisitor: async () => ({ displayName: 'An' }) });
    const first = await get(base, '/khach-san/da-nang', { 'x-forwarded-proto': 'https' });
    expect(first.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const plain = await get(base, '/khach-san/da-nang');
    expect(plain.headers['x-cache']).toBe('HIT');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await get(base, '/khach-san/da-nang', { 'x-forwarded-proto': 'https', cookie: 'accessToken=x' });
    expect(secure.headers['x-cache']).toBe('PERSONALIZED');
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});
