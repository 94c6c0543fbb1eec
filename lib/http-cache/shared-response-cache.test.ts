import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createSharedResponseCache, type SharedResponseCacheOptions } from './shared-response-cache';

const PAGE_SCRIPT = 'self.__next_f.push([1,"xin chào"])';

/** A stand-in for Next's handler: streams a page with a nonce CSP in several writes, as Next does. */
function renderPage(req: IncomingMessage, res: ServerResponse, renders: IncomingMessage[]) {
  renders.push(req);
  const currency = /currency=(\w+)/.exec(req.headers.cookie ?? '')?.[1] ?? 'VND';
  if (req.url?.startsWith('/khach-san/missing')) {
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<p>not found</p>');
    return;
  }
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('content-security-policy', "default-src 'self'; script-src 'self' 'nonce-abc' 'strict-dynamic'");
  res.setHeader('vary', 'rsc, Accept-Encoding');
  if (req.url === '/khach-san/with-cookie') res.setHeader('set-cookie', 'seen=1');
  res.write(`<html><body><h1>${req.url} ${currency} #${renders.length}</h1>`);
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
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function start(options: Partial<SharedResponseCacheOptions> = {}) {
  const renders: IncomingMessage[] = [];
  const cache = createSharedResponseCache({ today: () => '2026-11-22', ...options });
  server = createServer((req, res) => void cache.serve(req, res, () => renderPage(req, res, renders)));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, renders, cache };
}

describe('shared response cache', () => {
  it('renders a shared page once, then answers from memory with its inline scripts hashed into the CSP', async () => {
    const { base, renders } = await start();
    const first = await get(base, '/khach-san/da-nang');
    const second = await get(base, '/khach-san/da-nang');

    expect(renders).toHaveLength(1);
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(second.body).toBe(first.body);
    expect(second.body).toContain('/khach-san/da-nang VND #1');
    const csp = String(second.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]{44}'(;|$)/);
    expect(csp).not.toContain('nonce');
    expect(csp).not.toContain('strict-dynamic');
    expect(second.headers.vary).toBe('rsc, Accept-Encoding');
    expect(Number(second.headers['content-length'])).toBe(Buffer.byteLength(second.body));
  });

  it('gzips once for clients that accept it, and renders without compression', async () => {
    const { base, renders } = await start();
    const plain = await get(base, '/');
    const zipped = await get(base, '/', { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body).toBe(plain.body);
    expect(renders[0]!.headers['accept-encoding']).toBeUndefined();
  });

  it('lets concurrent misses for one address wait for a single render', async () => {
    const { base, renders } = await start();
    const replies = await Promise.all(Array.from({ length: 6 }, () => get(base, '/khach-san/ha-noi')));
    expect(renders).toHaveLength(1);
    expect(new Set(replies.map((r) => r.body)).size).toBe(1);
    expect(replies.filter((r) => r.headers['x-cache'] === 'MISS')).toHaveLength(1);
  });

  it('keeps a page per currency and renders it again once its time is up', async () => {
    let now = 1_000_000;
    const { base } = await start({ now: () => now });
    await get(base, '/khach-san/da-nang');
    const usd = await get(base, '/khach-san/da-nang', { cookie: 'currency=USD' });
    expect(usd.body).toContain('USD #2');
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
    expect(renders).toHaveLength(6);
    expect(cache.size.entries).toBe(0);
  });

  it('drops the least recently used pages beyond its size', async () => {
    const { base, renders, cache } = await start({ maxBytes: 600 });
    await get(base, '/khach-san/a');
    await get(base, '/khach-san/b');
    await get(base, '/khach-san/c');
    expect(cache.size.bytes).toBeLessThanOrEqual(600);
    await get(base, '/khach-san/c');
    expect(renders).toHaveLength(3);
    await get(base, '/khach-san/a');
    expect(renders).toHaveLength(4);
  });
});
