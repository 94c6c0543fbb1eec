import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/lib/db/client';
import * as bannersRoute from '@/app/api/v2-common/banners/route';
import { inSeason, seasonDay, seasonOf } from '@/features/content/season';
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
      expect(banner).toEqual(expect.objectContaining({ id: expect.any(Number), is_open_new_tab: expect.any(Boolean) }));
      expect(banner.medias.map((m: { screen_type: string }) => m.screen_type).sort()).toEqual([
        'DESKTOP',
        'MOBILE',
        'TABLET',
        'WIDESCREEN',
      ]);
    }
    const rows = await queryRows<{ active: boolean; season_start: string | null; season_end: string | null }>(
      database.handle.db,
      sql`select active, season_start, season_end from banners where position = 'home_slideshow'`,
    );
    expect(rows.some((r) => !r.active)).toBe(true);
    expect(body.data).toHaveLength(rows.filter((r) => r.active && inSeason(seasonOf(r.season_start, r.season_end), seasonDay())).length);
  });

  it('follows the date in Vietnam: no summer sale in late November, the year-end and Tet banner then; summer in July', async () => {
    const slugsOn = async (instant: string) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(instant));
      try {
        const { body } = await get('?position=home_slideshow');
        return (body.data as { medias: { url: string }[] }[]).map(
          (b) => /\/banners\/([a-z-]+)-(?:widescreen|desktop|tablet|mobile)\.svg/.exec(b.medias[0]!.url)?.[1],
        );
      } finally {
        vi.useRealTimers();
      }
    };
    const november = await slugsOn('2026-11-25T10:00:00+07:00');
    expect(november).not.toContain('summer-sale');
    expect(november).toEqual(expect.arrayContaining(['ha-long-bay', 'hoi-an-lanterns']));
    expect(await slugsOn('2026-12-01T00:30:00+07:00')).toContain('tet-holiday');
    // 30 November 17:30 UTC is already 1 December in Vietnam
    expect(await slugsOn('2026-11-30T17:30:00Z')).toContain('tet-holiday');
    const july = await slugsOn('2027-07-15T09:00:00+07:00');
    expect(july).toContain('summer-sale');
    expect(july).not.toContain('tet-holiday');
    expect(july).not.toContain('sapa-terraces');
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
