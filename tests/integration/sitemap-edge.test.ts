import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import * as chunkRoute from '@/app/sitemaps/[file]/route';
import * as indexRoute from '@/app/sitemap.xml/route';
import { clearSitemapCache, sitemapChunk, sitemapIndex } from '@/features/seo/server';
import { queryRows } from '@/lib/db/client';
import { siteUrl } from '@/lib/env/site';
import { hotelDetailPath, regionListingPath } from '@/lib/paths';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { startApiServer } from '../helpers/api-server';

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** node:http, not fetch: raw bytes and headers as they went over the wire. */
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

  it('keeps the gzip: hotels-1.xml.gz is the stored file, hotels-1.xml the same XML; the index names the .gz files', async () => {
    const zipped = await get(`${hotels()}.gz`);
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-type']).toBe('application/gzip');
    // no-transform: neither Next's compression nor a proxy may encode it again
    expect(zipped.headers['cache-control']).toContain('no-transform');
    const xml = gunzipSync(zipped.body).toString('utf8');
    expect(xml).toMatch(/^<\?xml/);
    expect(xml.match(/<url>/g)).toHaveLength(30);

    const plain = await get(hotels());
    expect(plain.headers['content-type']).toMatch(/^application\/xml/);
    expect(plain.body.toString('utf8')).toBe(xml);
    expect(plain.headers.etag).toBeTruthy();
    expect(zipped.headers.etag).toBeTruthy();
    expect(plain.headers.etag).not.toBe(zipped.headers.etag);

    const index = (await get(`${api.url}/sitemap.xml`)).body.toString('utf8');
    expect(index).toContain('/sitemaps/regions-1.xml.gz</loc>');
    expect(index).toContain('/sitemaps/hotels-1.xml.gz</loc>');
  });

  it('answers 304 to a matching If-None-Match while the data is unchanged', async () => {
    const first = await get(hotels());
    const again = await get(hotels(), { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const zipped = await get(`${hotels()}.gz`);
    expect((await get(`${hotels()}.gz`, { 'if-none-match': String(zipped.headers.etag) })).status).toBe(304);
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

  it('splits hotels and regions into chunks of the given size: every address once, in id order, with its alternates', async () => {
    const chunkSize = 7;
    const xmlOf = async (file: string) => {
      const pieces = await sitemapChunk(file, chunkSize);
      return pieces && Array.from(pieces).join('');
    };
    const locs = (xml: string) => [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const origin = siteUrl();
    const hotelRows = await queryRows<{ id: number; name: string; country_code: string }>(
      database.handle.db,
      sql`select id, name, country_code from hotels order by id`,
    );
    const regionRows = await queryRows<{ seo_url: string }>(database.handle.db, sql`select seo_url from regions order by id`);
    for (const [kind, paths] of [
      ['hotels', hotelRows.map((h) => hotelDetailPath({ id: h.id, name: h.name, countryCode: h.country_code }))],
      ['regions', regionRows.map((r) => regionListingPath(r.seo_url))],
    ] as const) {
      const files = Math.ceil(paths.length / chunkSize);
      expect(files, kind).toBeGreaterThan(2);
      const listed: string[] = [];
      for (let n = 1; n <= files; n++) {
        const xml = (await xmlOf(`${kind}-${n}.xml`))!;
        expect(xml).toMatch(/^<\?xml[^>]*>\n<urlset [^>]*>.*<\/urlset>$/s);
        const chunk = locs(xml);
        expect(chunk.length, `${kind}-${n}`).toBe(n < files ? chunkSize : paths.length - chunkSize * (files - 1));
        for (const loc of chunk) {
          const path = loc.slice(origin.length);
          expect(xml).toContain(
            `<xhtml:link rel="alternate" hreflang="en" href="${origin}/en${path}"/><xhtml:link rel="alternate" hreflang="x-default" href="${loc}"/>`,
          );
        }
        listed.push(...chunk);
      }
      expect(listed, kind).toEqual(paths.map((path) => origin + path));
      expect(await xmlOf(`${kind}-${files + 1}.xml`), kind).toBeNull();
    }
    const index = Array.from(await sitemapIndex(chunkSize)).join('');
    expect([...index.matchAll(/sitemaps\/hotels-\d+\.xml\.gz/g)]).toHaveLength(Math.ceil(hotelRows.length / chunkSize));
    expect([...index.matchAll(/sitemaps\/regions-\d+\.xml\.gz/g)]).toHaveLength(Math.ceil(regionRows.length / chunkSize));
  });

  it('still answers 404 for names that are not files', async () => {
    for (const name of ['hotels-9.xml', 'hotels-9.xml.gz', 'nope.xml', 'nope.gz', 'hotels-0.xml', 'hotels-1.xml.gz.gz'])
      expect((await get(`${api.url}/sitemaps/${name}`)).status, name).toBe(404);
  });
});
