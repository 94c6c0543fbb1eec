import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HotelSearchResult } from '@/features/hotel-search/schemas';
import { searchHotels } from '@/features/hotel-search/server';
import { addDays, todayIso, toProductDate } from '@/lib/dates/product-date';
import { queryRows } from '@/lib/db/client';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { toSearchQuery, type RawQuery } from '../support/search-oracle/search-queries';

type FacetName = 'count_by_star' | 'count_by_price_range' | 'count_by_cities' | 'count_by_area' | 'count_by_facilities' | 'count_by_type';

/** The query parameter each facet counts, and what else its group clears (the price group holds min/max_price). */
const FACET_GROUPS: Record<FacetName, { param: string; clears: string[] }> = {
  count_by_star: { param: 'star', clears: [] },
  count_by_price_range: { param: 'price', clears: ['min_price', 'max_price'] },
  count_by_cities: { param: 'city', clears: [] },
  count_by_area: { param: 'area', clears: [] },
  count_by_facilities: { param: 'facility', clears: [] },
  count_by_type: { param: 'type', clears: [] },
};

/** The search with one facet group's selection replaced by exactly `key`, every other group kept. */
function selecting(raw: RawQuery, facet: FacetName, key: string): RawQuery {
  const { param, clears } = FACET_GROUPS[facet];
  const kept = Object.fromEntries(Object.entries(raw).filter(([name]) => name !== param && !clears.includes(name)));
  return { ...kept, [param]: key };
}

describe(`facet counts equal the filtered totals [${process.env.TEST_DB_KIND}]`, () => {
  let database: TestDatabase;
  const now = new Date();
  const stay = (days: number, nights: number) => ({ checkInDate: toProductDate(addDays(todayIso(now), days)), nights: String(nights) });
  const search = (raw: RawQuery): Promise<HotelSearchResult> => searchHotels(toSearchQuery(raw), now);

  beforeAll(async () => {
    database = await createTestDatabase({ hotels: 600 });
  });
  afterAll(async () => {
    await database.drop();
  });

  async function scopes(): Promise<RawQuery[]> {
    const db = database.handle.db;
    // the largest district and area, and the largest foreign city, of this catalogue
    const [district] = await queryRows<{ seo_url: string }>(
      db,
      sql`select seo_url from regions where kind = 'district' order by hotel_count desc, id limit 1`,
    );
    const [area] = await queryRows<{ seo_url: string }>(
      db,
      sql`select seo_url from regions where kind = 'area' and country_code = 'VN' order by hotel_count desc, id limit 1`,
    );
    const [foreign] = await queryRows<{ id: number; name: string; country_code: string }>(
      db,
      sql`select id, name, country_code from regions where kind = 'city' and country_code <> 'VN' order by hotel_count desc, id limit 1`,
    );
    const hcm = await search({ keyword: 'ho-chi-minh' });
    const hcmDistricts = hcm.extra.count_by_cities.map((e) => e.key);
    const hcmAreas = hcm.extra.count_by_area.map((e) => e.key);
    return [
      { keyword: 'ho-chi-minh' },
      { keyword: 'ho-chi-minh', ...stay(10, 3), star: '3,4', facility: 'wifi' },
      { keyword: 'ho-chi-minh', city: hcmDistricts.slice(0, 3).join(','), area: hcmAreas.slice(0, 2).join(','), type: 'hotel,apartment' },
      { keyword: 'ha-noi', ...stay(60, 2), price: '500000-1000000,1000000-2000000', type: 'hotel,homestay' },
      {
        keyword: 'da-nang',
        ...stay(5, 4),
        min_price: '700000',
        max_price: '3000000',
        facility: 'pool,spa',
        sort_by: 'price',
        sort_mode: 'asc',
      },
      { keyword: district!.seo_url, price: '0-500000' },
      { keyword: area!.seo_url, ...stay(200, 5) },
      { keyword: 'khách sạn', star: '2,3,4', lang: 'en' },
      { keyword: foreign!.name, countryCode: foreign!.country_code, regionId: String(foreign!.id), roomCount: '2' },
    ];
  }

  it('counts, for every entry of every facet, the hotels found with that group set to that entry alone', async () => {
    let checked = 0;
    let nonZero = 0;
    const facets = Object.keys(FACET_GROUPS) as FacetName[];
    const entriesOf = new Map(facets.map((facet) => [facet, 0]));
    for (const raw of await scopes()) {
      const { extra } = await search(raw);
      for (const facet of facets) {
        entriesOf.set(facet, entriesOf.get(facet)! + extra[facet].length);
        for (const entry of extra[facet]) {
          const narrowed = selecting(raw, facet, entry.key);
          const { total } = await search(narrowed);
          expect(total, `${facet} ${entry.key}: ${new URLSearchParams(narrowed)}`).toBe(entry.count);
          checked += 1;
          nonZero += Number(entry.count > 0);
        }
      }
    }
    // the entries checked are many, of every facet (foreign hotels have no district), and mostly real counts
    for (const facet of facets) expect(entriesOf.get(facet), facet).toBeGreaterThan(0);
    expect(checked).toBeGreaterThan(200);
    expect(nonZero).toBeGreaterThan(checked / 3);
  }, 300_000);
});
