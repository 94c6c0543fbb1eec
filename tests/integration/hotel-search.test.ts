import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as searchRoute from '@/app/api/v2-hotel/hotels/search/route';
import { queryRows } from '@/lib/db/client';
import { addDays, todayIso, toProductDate } from '@/lib/dates/product-date';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { startApiServer } from '../helpers/api-server';

type Item = {
  id: number;
  star_rate: number;
  review_point: number;
  count_reviews: number;
  is_sold_out: boolean;
  rooms_available: number;
  groupFacilities: { key: string }[];
  accommodation_type: string;
  final_price: { nightly: { inclusive: number; exclusive: number }; total: { inclusive: number } };
};
type Entry = { key: string; count: number };
type Result = {
  hotels: Item[];
  total: number;
  page: number;
  page_size: number;
  is_domestic: boolean;
  all_sold_out: boolean;
  available_total: number;
  stay: { checkIn: string; checkOut: string; nights: number };
  location: { regionid: number | null; seo_url: string | null };
  extra: Record<
    'count_by_star' | 'count_by_price_range' | 'count_by_cities' | 'count_by_area' | 'count_by_facilities' | 'count_by_type',
    Entry[]
  > & { min_price_all: number; max_price_all: number };
};

describe(`GET /api/v2-hotel/hotels/search [${process.env.TEST_DB_KIND}]`, () => {
  let database: TestDatabase;
  let api: Awaited<ReturnType<typeof startApiServer>>;
  const search = async (query: string) => {
    const response = await fetch(`${api.url}/api/v2-hotel/hotels/search?${query}`);
    const body = await response.json();
    return { status: response.status, body, data: body.data as Result };
  };
  const all = async (query: string) => {
    const first = await search(`${query}&page=1`);
    const pages = Math.ceil(first.data.total / first.data.page_size);
    const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => search(`${query}&page=${i + 2}`)));
    return [first, ...rest].flatMap((r) => r.data.hotels);
  };
  const countOf = (entries: Entry[], key: string) => entries.find((e) => e.key === key)?.count ?? 0;

  beforeAll(async () => {
    database = await createTestDatabase({ hotels: 600 });
    api = await startApiServer({ '/api/v2-hotel/hotels/search': searchRoute });
  });
  afterAll(async () => {
    await api.close();
    await database.drop();
  });

  it('lists a region with prices for the stay, 20 per page, most popular first', async () => {
    const { status, data } = await search('keyword=ho-chi-minh&nights=2');
    expect(status).toBe(200);
    expect(data.location.seo_url).toBe('ho-chi-minh');
    expect(data.is_domestic).toBe(true);
    expect(data.page_size).toBe(20);
    expect(data.hotels).toHaveLength(20);
    expect(data.total).toBeGreaterThan(20);
    expect(data.stay).toEqual({ checkIn: todayIso(), checkOut: addDays(todayIso(), 2), nights: 2, roomCount: 1, adultCount: 1 });
    for (const h of data.hotels) {
      expect(Math.abs(h.final_price.total.inclusive / 2 - h.final_price.nightly.inclusive)).toBeLessThanOrEqual(1);
      expect(h.final_price.nightly.inclusive).toBeGreaterThanOrEqual(h.final_price.nightly.exclusive);
    }
    const popularity = await queryRows<{ id: number; popularity: number }>(
      database.handle.db,
      sql`select id, popularity from hotels where id in (${sql.join(
        data.hotels.map((h) => sql`${h.id}`),
        sql`, `,
      )})`,
    );
    const byId = new Map(popularity.map((p) => [p.id, p.popularity]));
    const available = data.hotels.filter((h) => !h.is_sold_out).map((h) => byId.get(h.id)!);
    expect(available).toEqual([...available].sort((a, b) => b - a));
  });

  it('pages without overlap and counts the same total', async () => {
    const hotels = await all('keyword=ho-chi-minh');
    const { data } = await search('keyword=ho-chi-minh');
    expect(hotels).toHaveLength(data.total);
    expect(new Set(hotels.map((h) => h.id)).size).toBe(data.total);
    const beyond = await search(`keyword=ho-chi-minh&page=${Math.ceil(data.total / 20) + 1}`);
    expect(beyond.data.hotels).toEqual([]);
    expect(beyond.data.total).toBe(data.total);
  });

  it('filters by star and keeps the star facet counting without its own filter', async () => {
    const base = await search('keyword=ho-chi-minh');
    const stars = base.data.extra.count_by_star;
    expect(stars.reduce((s, e) => s + e.count, 0)).toBe(base.data.total);
    const four = await search('keyword=ho-chi-minh&star=4');
    expect(four.data.total).toBe(countOf(stars, '4'));
    expect((await all('keyword=ho-chi-minh&star=4')).every((h) => h.star_rate === 4)).toBe(true);
    expect(four.data.extra.count_by_star).toEqual(stars);
    const both = await search('keyword=ho-chi-minh&star=4,5');
    expect(both.data.total).toBe(countOf(stars, '4') + countOf(stars, '5'));
  });

  it('applies every other filter to each facet', async () => {
    const withPool = await search('keyword=ho-chi-minh&facility=pool');
    const fourWithPool = await search('keyword=ho-chi-minh&facility=pool&star=4');
    expect(fourWithPool.data.total).toBe(countOf(withPool.data.extra.count_by_star, '4'));
    const fourOnly = await search('keyword=ho-chi-minh&star=4');
    expect(fourWithPool.data.total).toBe(countOf(fourOnly.data.extra.count_by_facilities, 'pool'));
    const hotels = await all('keyword=ho-chi-minh&facility=pool,wifi&star=4');
    expect(hotels.every((h) => h.star_rate === 4 && ['pool', 'wifi'].every((k) => h.groupFacilities.some((f) => f.key === k)))).toBe(true);
  });

  it('filters by district, area and type with counts that match', async () => {
    const base = await search('keyword=ho-chi-minh');
    const district = base.data.extra.count_by_cities.find((e) => e.count > 0)!;
    expect((await search(`keyword=ho-chi-minh&city=${district.key}`)).data.total).toBe(district.count);
    const area = base.data.extra.count_by_area.find((e) => e.count > 0);
    if (area) expect((await search(`keyword=ho-chi-minh&area=${area.key}`)).data.total).toBe(area.count);
    const type = base.data.extra.count_by_type.find((e) => e.count > 0)!;
    const typed = await all(`keyword=ho-chi-minh&type=${type.key}`);
    expect(typed).toHaveLength(type.count);
    expect(typed.every((h) => h.accommodation_type === type.key)).toBe(true);
  });

  it('filters by price range and by min/max price on the nightly price with taxes', async () => {
    const base = await search('keyword=ho-chi-minh');
    const ranged = await all('keyword=ho-chi-minh&price=500000-1000000');
    expect(ranged).toHaveLength(countOf(base.data.extra.count_by_price_range, '500000-1000000'));
    expect(ranged.every((h) => h.final_price.nightly.inclusive >= 500_000 && h.final_price.nightly.inclusive < 1_000_000)).toBe(true);
    const bounded = await all('keyword=ho-chi-minh&min_price=800000&max_price=2000000');
    expect(bounded.every((h) => h.final_price.nightly.inclusive >= 800_000 && h.final_price.nightly.inclusive <= 2_000_000)).toBe(true);
    expect(base.data.extra.min_price_all).toBeLessThanOrEqual(base.data.extra.max_price_all);
  });

  it('sorts by price both ways, by stars and by review score', async () => {
    const prices = (items: Item[]) => items.filter((h) => !h.is_sold_out).map((h) => h.final_price.nightly.inclusive);
    const asc = prices((await search('keyword=ho-chi-minh&sort_by=price&sort_mode=asc')).data.hotels);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = prices((await search('keyword=ho-chi-minh&sort_by=price&sort_mode=desc')).data.hotels);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const stars = (await search('keyword=ho-chi-minh&sort_by=star&sort_mode=desc')).data.hotels
      .filter((h) => !h.is_sold_out)
      .map((h) => h.star_rate);
    expect(stars).toEqual([...stars].sort((a, b) => b - a));
    const reviews = (await search('keyword=ho-chi-minh&sort_by=review&sort_mode=desc')).data.hotels
      .filter((h) => !h.is_sold_out)
      .map((h) => h.review_point);
    expect(reviews).toEqual([...reviews].sort((a, b) => b - a));
  });

  it('flags hotels with no room left for the stay as sold out and puts them last', async () => {
    const checkIn = addDays(todayIso(), 20);
    const { data } = await search(`keyword=da-nang&checkInDate=${toProductDate(checkIn)}&nights=2`);
    const target = data.hotels[0]!;
    expect(target.is_sold_out).toBe(false);
    await database.handle.exec(`
      insert into room_inventory (room_type_id, hotel_id, province_id, default_allotment, stay_date, allotment, held, sold)
      select rt.id, rt.hotel_id, h.province_id, rt.default_allotment, d::date, rt.default_allotment, 0, rt.default_allotment
      from room_types rt join hotels h on h.id = rt.hotel_id, generate_series('${checkIn}'::date, '${checkIn}'::date + 1, '1 day') d
      where rt.hotel_id = ${target.id}
      on conflict (room_type_id, stay_date) do update set sold = excluded.allotment - room_inventory.held`);
    const after = await all(`keyword=da-nang&checkInDate=${toProductDate(checkIn)}&nights=2`);
    const soldOut = after.find((h) => h.id === target.id)!;
    expect(soldOut).toMatchObject({ is_sold_out: true, rooms_available: 0 });
    expect(after.at(-1)!.is_sold_out).toBe(true);
    expect(after.findIndex((h) => h.is_sold_out)).toBeGreaterThan(0);
    // the breadcrumb's "N with rooms": the matching hotels less the sold-out ones
    const counted = (await search(`keyword=da-nang&checkInDate=${toProductDate(checkIn)}&nights=2`)).data;
    expect(counted.available_total).toBe(after.filter((h) => !h.is_sold_out).length);
    expect(counted.available_total).toBeLessThan(counted.total);
    // a stay that does not touch the sold nights is unaffected
    const later = await all(`keyword=da-nang&checkInDate=${toProductDate(addDays(checkIn, 2))}&nights=1`);
    expect(later.find((h) => h.id === target.id)!.is_sold_out).toBe(false);
  });

  it('says so when every hotel of the search is sold out', async () => {
    const checkIn = addDays(todayIso(), 25);
    const { data } = await search(`keyword=ho-chi-minh&star=5&checkInDate=${toProductDate(checkIn)}`);
    expect(data.total).toBeGreaterThan(0);
    await database.handle.exec(`
      insert into room_inventory (room_type_id, hotel_id, province_id, default_allotment, stay_date, allotment, held, sold)
      select rt.id, rt.hotel_id, h.province_id, rt.default_allotment, '${checkIn}', rt.default_allotment, 0, rt.default_allotment
      from room_types rt join hotels h on h.id = rt.hotel_id
      where h.star_rate = 5 and (h.province_id = ${data.location.regionid} or h.city_id = ${data.location.regionid})
      on conflict (room_type_id, stay_date) do update set sold = excluded.allotment - room_inventory.held`);
    const after = await search(`keyword=ho-chi-minh&star=5&checkInDate=${toProductDate(checkIn)}`);
    expect(after.data.all_sold_out).toBe(true);
    expect(after.data.available_total).toBe(0);
    expect(after.data.hotels.every((h) => h.is_sold_out)).toBe(true);
  });

  it('searches a foreign city by name, country and region id, without review sort', async () => {
    const [city] = await queryRows<{ id: number; name: string; country_code: string }>(
      database.handle.db,
      sql`select id, name, country_code from regions where kind = 'city' and country_code <> 'VN' order by hotel_count desc limit 1`,
    );
    const { status, data } = await search(
      `keyword=${encodeURIComponent(city!.name)}&countryCode=${city!.country_code}&regionId=${city!.id}&sort_by=review`,
    );
    expect(status).toBe(200);
    expect(data.is_domestic).toBe(false);
    expect(data.location.regionid).toBe(city!.id);
  });

  it('answers 404 for an unknown region id', async () => {
    const { status, body } = await search('regionId=99999999');
    expect(status).toBe(404);
    expect(body).toMatchObject({ status: 'error', error_code: 'NOT_FOUND' });
  });

  it.each([
    'checkInDate=2026-12-01',
    'checkInDate=31-02-2026x',
    'nights=0',
    'nights=31',
    'nights=abc',
    'roomCount=0',
    'adultCount=-1',
    'star=6',
    'star=4,x',
    'price=1-2',
    'facility=jacuzzi',
    'type=castle',
    'sort_by=cheapest',
    'sort_mode=up',
    'page=0',
    'page=1e9',
    'regionId=abc',
    'countryCode=VNM',
    'city=-3',
    'min_price=-1',
    'foo=bar',
    `keyword=${'x'.repeat(201)}`,
  ])('rejects %s with 400 and the envelope', async (query) => {
    const { status, body } = await search(`keyword=da-nang&${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 'error', error_code: 'BAD_REQUEST' });
    expect(body.errors.length).toBeGreaterThan(0);
  });
});
