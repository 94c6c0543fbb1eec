import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/lib/db/client';
import * as bannersRoute from '@/app/api/v2-common/banners/route';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { startApiServer } from '../helpers/api-server';

describe(`GET /api/v2-common/banners/ [${process.env.TEST_DB_KIND}]`, () => {
  let database: TestDatabase;
  let api: Awaited<ReturnType<typeof startApiServer>>;
  const get = async (query: string) => {
    const response = await fetch(`${api.url}/api/v2-common/banners/${query}`);
    return { status: response.status, headers: response.headers, body: await response.json() };
  };

  beforeAll(async () => {
    database = await createTestDatabase({ hotels: 20 });
    api = await startApiServer({ '/api/v2-common/banners': bannersRoute });
  });
  afterAll(async () => {
    await api.close();
    await database.drop();
  });

  it('lists the active home slideshow banners with their four medias', async () => {
    const { status, body, headers } = await get('?position=home_slideshow');
    expect(status).toBe(200);
    expect(headers.get('x-request-id')).toBeTruthy();
    expect(body.status).toBe('success');
    expect(body.data.length).toBeGreaterThanOrEqual(3);
    for (const banner of body.data) {
      expect(banner).toEqual(
        expect.objectContaining({ id: expect.any(Number), is_open_new_tab: expect.any(Boolean) }),
      );
      expect(banner.medias.map((m: { screen_type: string }) => m.screen_type).sort()).toEqual([
        'DESKTOP',
        'MOBILE',
        'TABLET',
        'WIDESCREEN',
      ]);
    }
    const count = async (active: boolean) =>
      Number(
        (
          await queryRows<{ n: number }>(
            database.handle.db,
            sql`select count(*)::int as n from banners where position = 'home_slideshow' and active = ${active}`,
          )
        )[0]?.n,
      );
    expect(await count(false)).toBeGreaterThan(0);
    expect(body.data).toHaveLength(await count(true));
  });

  it('returns titles and alts in the requested language', async () => {
    const vi = await get('?position=home_slideshow&lang=vi');
    const en = await get('?position=home_slideshow&lang=en');
    const viTitles = vi.body.data.flatMap((b: { medias: { title: string }[] }) => b.medias.map((m) => m.title));
    const enTitles = en.body.data.flatMap((b: { medias: { title: string }[] }) => b.medias.map((m) => m.title));
    expect(enTitles).not.toEqual(viTitles);
  });

  it('gives an empty list for an unknown position', async () => {
    const { status, body } = await get('?position=nowhere_at_all');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'success', data: [] });
  });

  it('gives an empty list when the position has no banners left', async () => {
    await database.handle.db.execute(sql`delete from banners where position = 'hotel_top'`);
    const { body } = await get('?position=hotel_top');
    expect(body).toEqual({ status: 'success', data: [] });
  });

  it.each([
    ['', 'missing position'],
    ['?position=', 'empty position'],
    ['?position=HOME%20SLIDESHOW', 'invalid characters'],
    [`?position=${'a'.repeat(65)}`, 'too long'],
    ['?position=home_slideshow&lang=fr', 'unknown language'],
    ['?position=home_slideshow&foo=bar', 'unknown parameter'],
    ['?position=%27%3B%20drop%20table%20banners%3B--', 'sql-ish garbage'],
  ])('rejects %s (%s) with 400 and the envelope', async (query) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body.status).toBe('error');
    expect(body.error_code).toBe('BAD_REQUEST');
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors?.length).toBeGreaterThan(0);
  });
});
