import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as searchRoute from '@/app/api/v2-hotel/hotels/search/route';
import * as suggestRoute from '@/app/api/v2-hotel/suggest/route';
import * as bannersRoute from '@/app/api/v2-common/banners/route';
import * as exchangeRoute from '@/app/api/common/exchange-rates/transfer/usd/route';
import * as healthRoute from '@/app/api/health/route';
import { addDays, todayIso, toProductDate } from '@/lib/dates/product-date';
import { BOOKING_WINDOW_DAYS } from '@/features/hotel-search/schemas';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { startApiServer } from '../helpers/api-server';

// Issue 8 items 7, 8 and 19: every input the API cannot serve is a 400 with the envelope, never a 500.
describe(`API inputs [${process.env.TEST_DB_KIND}]`, () => {
  let database: TestDatabase;
  let api: Awaited<ReturnType<typeof startApiServer>>;
  const get = async (path: string) => {
    const response = await fetch(`${api.url}${path}`);
    return { status: response.status, body: await response.json() };
  };
  const today = () => todayIso();

  beforeAll(async () => {
    database = await createTestDatabase({ hotels: 120 });
    api = await startApiServer({
      '/api/v2-hotel/hotels/search': searchRoute,
      '/api/v2-hotel/suggest': suggestRoute,
      '/api/v2-common/banners': bannersRoute,
      '/api/common/exchange-rates/transfer/usd': exchangeRoute,
      '/api/health': healthRoute,
    });
  });
  afterAll(async () => {
    await api.close();
    await database.drop();
  });

  const SEARCH = '/api/v2-hotel/hotels/search?keyword=da-nang&';
  it.each([
    'keyword=%00',
    'keyword=da%00nang',
    'keyword=da%1Bnang',
    'keyword=%7F',
    'countryCode=V%00',
    'regionId=2147483648',
    'regionId=99999999999999999999',
    'city=2147483648',
    'area=1,4294967296',
    'page=2147483648',
    'min_price=1e3',
    'nights=%2B2',
    'nights=1.5',
    'nights=-1',
    'nights=40',
    'nights=1%00',
    'roomCount=20',
    'roomCount=2.5',
    'adultCount=0',
    'adultCount=99999999999',
    'roomCount=3&adultCount=2',
    'checkInDate=01-01-0000',
    'checkInDate=31-02-2026',
    'checkInDate=00-01-2027',
    'checkInDate=01-01-2000',
    'checkInDate=01-01-9999',
    'checkInDate=01-01-2027%00',
    'nights=1&nights=2',
    'keyword=hue',
  ])('search rejects %s with 400 and the envelope', async (query) => {
    const { status, body } = await get(`${SEARCH}${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 'error', error_code: 'BAD_REQUEST' });
  });

  it('search rejects a check-in before today or past the bookable window', async () => {
    for (const iso of [addDays(today(), -1), addDays(today(), BOOKING_WINDOW_DAYS + 1)]) {
      const { status, body } = await get(`${SEARCH}checkInDate=${toProductDate(iso)}`);
      expect(status, iso).toBe(400);
      expect(body.errors[0].path).toBe('checkInDate');
    }
  });

  it('search accepts the edges: today, the last bookable day, 30 nights, 9 rooms, adults defaulting to rooms', async () => {
    for (const iso of [today(), addDays(today(), BOOKING_WINDOW_DAYS)]) {
      const { status, body } = await get(`${SEARCH}checkInDate=${toProductDate(iso)}&nights=30&roomCount=9&adultCount=36`);
      expect(status, iso).toBe(200);
      expect(body.data.stay).toMatchObject({ checkIn: iso, nights: 30 });
    }
    const { status, body } = await get(`${SEARCH}roomCount=3`);
    expect(status).toBe(200);
    expect(body.data.stay.nights).toBe(1);
  });

  it.each(['%CC%81', '!!!', '%20%20%20', '-', '%CC%81%CC%81%CC%81'])(
    'search answers the empty result at once for the keyword %s that normalises to nothing',
    async (keyword) => {
      const { status, body } = await get(`/api/v2-hotel/hotels/search?keyword=${keyword}`);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ hotels: [], total: 0, all_sold_out: false });
    },
  );

  it.each(['q=%00', 'q=da%00nang', 'q=%1F%1F', 'q=da&q=hue', 'q=da&lang=vi&lang=en', 'lang=x%00'])(
    'suggest rejects %s with 400',
    async (query) => {
      const { status, body } = await get(`/api/v2-hotel/suggest?${query}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ status: 'error', error_code: 'BAD_REQUEST' });
    },
  );

  it.each(['!!!', '%CC%81%CC%81', '...%20...', '%20%20%20'])('suggest answers nothing for %s', async (q) => {
    const { status, body } = await get(`/api/v2-hotel/suggest?q=${q}`);
    expect(status).toBe(200);
    expect(body.data).toEqual({ regions: [], hotels: [] });
  });

  it.each([
    '/api/v2-common/banners/?position=%00',
    '/api/v2-common/banners/?position=home_slideshow%00',
    '/api/v2-common/banners/?position=home_slideshow&lang=%00',
    '/api/v2-common/banners/?position=home_slideshow&position=home_slideshow',
    '/api/common/exchange-rates/transfer/usd?x=%00',
    '/api/common/exchange-rates/transfer/usd?%00=1',
    '/api/health?x=2147483648',
    '/api/health?%00',
  ])('%s answers 400 with the envelope', async (path) => {
    const { status, body } = await get(path);
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 'error', error_code: 'BAD_REQUEST' });
  });
});
