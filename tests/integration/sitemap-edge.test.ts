import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import * as chunkRoute from '@/app/sitemaps/[file]/route';
import * as indexRoute from '@/app/sitemap.xml/route';
import { clearSitemapCache } from '@/features/seo/server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { startApiServer } from '../helpers/api-server';

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** node:http, not fetch: fetch would undo the gzip and hide what went over the wire. */
function get(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe(`sitemaps are built once per data version [${process.env.TEST_DB_KIND}]`, () => {
  let database: TestDatabase;
  let api: Awaited<ReturnType<typeof startApiServer>>;
  const hotels = () => `${api.url}/sitemaps/hotels-1.xml`;

  beforeAll(async () => {
    database = await createTestDatabase({ hotels: 30 });
    api = await startApiServer({
      '/sitemaps/[file]': { GET: (request, context) => chunkRoute.GET(request, context as never) },
      '/sitemap.xml': indexRoute,
    });
    clearSitemapCache();
  });
  afterAll(async () => {
    vi.useRealTimers();
    await api.close();
    await database.drop();
  });

  it('sends the stored gzip to a client that takes it, the XML to one that does not, with one ETag', async () => {
    const zipped = await get(hotels(), { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    const xml = gunzipSync(zipped.body).toString('utf8');
    expect(xml).toMatch(/^<\?xml/);
    expect(xml.match(/<url>/g)).toHaveLength(30);

    const plain = await get(hotels(), { 'accept-encoding': 'identity, gzip;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(xml);
    expect(plain.headers.etag).toBeTruthy();
    expect(plain.headers.etag).toBe(zipped.headers.etag);
  });

  it('answers 304 to a matching If-None-Match while the data is unchanged', async () => {
    const first = await get(hotels());
    const again = await get(hotels(), { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const index = await get(`${api.url}/sitemap.xml`);
    expect((await get(`${api.url}/sitemap.xml`, { 'if-none-match': String(index.headers.etag) })).status).toBe(304);
  });

  it('rebuilds once the catalogue changes (a renamed hotel changes its address)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const before = await get(hotels());
    await database.handle.db.execute(sql`update hotels set name = 'Khách sạn Đổi Tên Mới' where id = (select min(id) from hotels)`);
    vi.setSystemTime(Date.now() + 60_000);
    const after = await get(hotels());
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body.toString('utf8')).toContain('khach-san-doi-ten-moi');
    expect(before.body.toString('utf8')).not.toContain('khach-san-doi-ten-moi');
    expect((await get(hotels(), { 'if-none-match': String(before.headers.etag) })).status).toBe(200);
    vi.useRealTimers();
  });

  it('still answers 404 for names that are not files', async () => {
    for (const name of ['hotels-9.xml', 'nope.xml', 'hotels-0.xml']) expect((await get(`${api.url}/sitemaps/${name}`)).status, name).toBe(404);
  });
});
