import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loadListingPage } from '@/features/hotel-search/server';
import { loadHotelPage } from '@/features/hotel-detail/server';
import { readStay } from '@/features/hotel-search/rules';
import { queryRows } from '@/lib/db/client';
import { addDays, todayIso, toProductDate } from '@/lib/dates/product-date';
import { BOOKING_WINDOW_DAYS } from '@/features/hotel-search/schemas';
import type { Listing } from '@/lib/paths';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

type Params = Record<string, string | string[] | undefined>;

/** Next's notFound() throws an error whose digest names the 404. */
async function status(load: () => Promise<unknown>): Promise<number> {
  try {
    await load();
    return 200;
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? '';
    if (digest.endsWith(';404')) return 404;
    throw error;
  }
}

// Issue 8 items 7 and 19: pages never fail on their address; they correct it by the rule the API enforces.
describe(`page inputs [${process.env.TEST_DB_KIND}]`, () => {
  let database: TestDatabase;
  let hotel: { id: number; slug: string; country: string };
  const listing = (searchParams: Params, target: Listing = { kind: 'region', seoUrl: 'da-nang' }) =>
    loadListingPage(target, searchParams, 'vi');
  const search: Listing = { kind: 'search' };
  const hotelPage = (searchParams: Params, slug = [hotel.country, hotel.slug]) => loadHotelPage({ lang: 'vi', slug, searchParams });

  beforeAll(async () => {
    database = await createTestDatabase({ hotels: 120 });
    const [row] = await queryRows<{ id: number; slug: string; country_code: string }>(
      database.handle.db,
      sql`select id, slug, country_code from hotels where country_code = 'VN' order by id limit 1`,
    );
    hotel = { id: row!.id, slug: `${row!.slug}-${row!.id}`, country: row!.country_code.toLowerCase() };
  });
  afterAll(async () => {
    await database.drop();
  });

  const cases: [string, Params, Partial<ReturnType<typeof readStay>['stay']>][] = [
    ['nights=40 clamps to 30', { nights: '40' }, { nights: 30 }],
    ['roomCount=20 clamps to 9 rooms and 9 adults', { roomCount: '20', adultCount: '2' }, { roomCount: 9, adultCount: 9 }],
    ['adults below rooms rise to rooms', { roomCount: '3', adultCount: '1' }, { roomCount: 3, adultCount: 3 }],
    [
      'negative, fractional and NUL counts take the default',
      { nights: '-2', roomCount: '1.5', adultCount: '2\u0000' },
      { nights: 1, roomCount: 1, adultCount: 1 },
    ],
    ['year 0000 is today', { checkInDate: '01-01-0000' }, { checkIn: todayIso() }],
    ['31-02 is today', { checkInDate: '31-02-2026' }, { checkIn: todayIso() }],
    ['yesterday is today', { checkInDate: toProductDate(addDays(todayIso(), -1)) }, { checkIn: todayIso() }],
    ['past the window is today', { checkInDate: toProductDate(addDays(todayIso(), BOOKING_WINDOW_DAYS + 1)) }, { checkIn: todayIso() }],
    [
      'the last bookable day is kept',
      { checkInDate: toProductDate(addDays(todayIso(), BOOKING_WINDOW_DAYS)), nights: '2' },
      { checkIn: addDays(todayIso(), BOOKING_WINDOW_DAYS), nights: 2 },
    ],
    ['a repeated parameter counts once (the first)', { nights: ['3', '40'] }, { nights: 3 }],
  ];

  it.each(cases)('listing and hotel page read the same stay: %s', async (_, searchParams, expected) => {
    const page = await listing(searchParams);
    expect(page.result.stay).toMatchObject(expected);
    const { address } = await hotelPage(searchParams);
    expect(address).toMatchObject(expected);
    expect(address.checkOut).toBe(page.result.stay.checkOut);
  });

  it.each<Params>([
    { keyword: '\u0000' },
    { keyword: 'da\u0000nang', regionId: '2147483648', countryCode: 'V\u0000' },
    { regionId: '2147483648' },
    { regionId: '99999999999999' },
    { city: '2147483648', area: '1,4294967296', star: '5\u0000', page: '2147483648', min_price: '1e3' },
  ])('the search results page serves %j with the defaults', async (searchParams) => {
    const page = await listing(searchParams, search);
    expect(page.result.total).toBeGreaterThan(0);
    expect(page.query).toMatchObject({ page: 1 });
    expect(page.query.keyword).toBeUndefined();
    expect(page.query.regionId).toBeUndefined();
  });

  it.each(['%CC%81', '!!!', '   ', '\u0301'])('a keyword that normalises to nothing (%j) finds nothing, at once', async (keyword) => {
    const page = await listing({ keyword: decodeURIComponent(keyword) }, search);
    expect(page.result).toMatchObject({ total: 0, hotels: [] });
  });

  it.each(['da-nang\u0000', '\u0000', '!!!'])('a listing slug %j that cannot be a region is a 404', async (seoUrl) => {
    expect(await status(() => listing({}, { kind: 'region', seoUrl }))).toBe(404);
  });

  it('a hotel id past int32, or a slug with control characters, is a 404', async () => {
    for (const last of ['x-2147483648', 'x-99999999999999999999', `x-${hotel.id}\u0000`, 'x-0']) {
      expect(await status(() => hotelPage({}, [hotel.country, last])), last).toBe(404);
    }
    expect(await status(() => hotelPage({}, ['v\u0000', hotel.slug]))).toBe(404);
    expect(await status(() => hotelPage({ keyword: '\u0000', checkInDate: '01-01-0000' }))).toBe(200);
  });
});
