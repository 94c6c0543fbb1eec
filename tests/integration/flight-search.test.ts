import { fc } from '@fast-check/vitest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as airportsRoute from '@/app/api/flight-service/v1/airports/route';
import * as domesticAirportsRoute from '@/app/api/flight-service/v1/airports/domestic/route';
import * as calendarRoute from '@/app/api/flight-service/v1/combo-search-month-v2/route';
import * as searchRoute from '@/app/api/flight-service/v1/search/route';
import * as suggestionsRoute from '@/app/api/flight-service/v1/suggested-destinations/route';
import * as passportsRoute from '@/app/api/core-tms-service/redirect/core-user-service/passports/countries/route';
import { sortPrice } from '@/features/flights/rules';
import { FLIGHT_SORTS, TIME_BUCKETS, type FareCalendar, type FlightOffer, type FlightSearchResult } from '@/features/flights/schemas';
import { adultTotal } from '@/features/flights/rules/fares';
import { popularRoutes, routePageData, searchFlights } from '@/features/flights/server';
import { AIRPORTS, routePairs } from '@/features/flights/seed/airports';
import { INTERNATIONAL_ROUTES } from '@/features/flights/seed/network';
import { addDays, todayIso, toProductDate } from '@/lib/dates/product-date';
import { queryRows } from '@/lib/db/client';
import { startApiServer } from '../helpers/api-server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

const dt = (offset: number) => toProductDate(addDays(todayIso(), offset));

describe(`flight search API [${process.env.TEST_DB_KIND ?? 'pglite'}]`, () => {
  let database: TestDatabase;
  let api: Awaited<ReturnType<typeof startApiServer>>;
  const get = async (path: string) => {
    const response = await fetch(`${api.url}${path}`);
    return { status: response.status, headers: response.headers, body: await response.json() };
  };
  const search = async (query: string) => {
    const { status, body } = await get(`/api/flight-service/v1/search?${query}`);
    return { status, body, data: body.data as FlightSearchResult };
  };
  const calendar = async (body: unknown) => {
    const response = await fetch(`${api.url}/api/flight-service/v1/combo-search-month-v2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: api.origin },
      body: JSON.stringify(body),
    });
    const json = await response.json();
    return { status: response.status, body: json, data: json.data as FareCalendar };
  };
  const lowest = (offer: FlightOffer) => Math.min(...offer.fares.map(adultTotal));

  beforeAll(async () => {
    database = await createTestDatabase({ hotels: 20 });
    api = await startApiServer({
      '/api/flight-service/v1/airports': airportsRoute,
      '/api/flight-service/v1/airports/domestic': domesticAirportsRoute,
      '/api/flight-service/v1/suggested-destinations': suggestionsRoute,
      '/api/flight-service/v1/search': searchRoute,
      '/api/flight-service/v1/combo-search-month-v2': calendarRoute,
      '/api/core-tms-service/redirect/core-user-service/passports/countries': passportsRoute,
    });
  });
  afterAll(async () => {
    await api?.close();
    await database?.drop();
  });

  it('lists SGN -> HAN departures priced for the party, cheapest first', async () => {
    const { status, data } = await search(`ap=SGN.HAN&dt=${dt(10)}&ps=2.1.1`);
    expect(status).toBe(200);
    expect(data.params).toMatchObject({
      isDomestic: true,
      originCode: 'SGN',
      destinCode: 'HAN',
      adultCount: 2,
      childCount: 1,
      infantCount: 1,
      leg: 0,
    });
    expect(data.totalAll).toBeGreaterThanOrEqual(20);
    expect(data.total).toBe(data.flights.length);
    for (const offer of data.flights) {
      expect(offer).toMatchObject({ startPoint: 'SGN', endPoint: 'HAN', leg: 0, international: false });
      expect(offer.startDate.slice(0, 10)).toBe(addDays(todayIso(), 10));
      expect(offer.fares.length).toBeGreaterThan(0);
      for (const fare of offer.fares) {
        expect(fare.seatsLeft).toBeGreaterThanOrEqual(3);
        expect(fare.totalPrice).toBe(
          2 * adultTotal(fare) +
            (fare.fareChd + fare.taxChd + fare.feeChd + fare.serviceFeeChd) +
            (fare.fareInf + fare.taxInf + fare.feeInf + fare.serviceFeeInf),
        );
        expect([fare.adt, fare.chd, fare.inf]).toEqual([2, 1, 1]);
      }
    }
    expect(data.minPrice).toBe(Math.min(...data.flights.map(lowest)));
    const prices = data.flights.map(lowest);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('counts each facet entry as the results it selects, and lists BL flights under the JQ brand', async () => {
    const base = `ap=SGN.HAN&dt=${dt(11)}&ps=1.0.0`;
    const { data } = await search(base);
    // spec 3's filter: VN, VJ, JQ (with BL, one brand and logo: spec 9), QH; the entry is named as its cards are
    expect(data.facets.airlines.map((a) => a.code)).toEqual(['VN', 'VJ', 'JQ', 'QH']);
    const brand = data.facets.airlines.find((a) => a.code === 'JQ')!;
    expect(brand).toMatchObject({ name: 'Pacific Airlines', logo: '/airlines/JQ.svg' });
    expect(data.facets.timeBuckets.map((b) => b.key)).toEqual([...TIME_BUCKETS]);
    for (const entry of data.facets.airlines) {
      const one = await search(`${base}&airlines=${entry.code}`);
      expect(one.data.total).toBe(entry.count);
      expect(one.data.flights.every((f) => f.airline === entry.code || (entry.code === 'JQ' && f.airline === 'BL'))).toBe(true);
      expect(entry.minPrice).toBe(Math.min(...one.data.flights.map(lowest)));
    }
    for (const entry of data.facets.timeBuckets) {
      const one = await search(`${base}&times=${entry.key}`);
      expect(one.data.total).toBe(entry.count);
      expect(one.data.flights.every((f) => f.timeBucket === entry.key)).toBe(true);
    }
    const both = await search(`${base}&airlines=VN,VJ&times=from_8h_to_12h,after_18h`);
    const airlineCount = both.data.facets.airlines.filter((a) => a.code === 'VN' || a.code === 'VJ').reduce((n, a) => n + a.count, 0);
    const timeCount = both.data.facets.timeBuckets
      .filter((b) => b.key === 'from_8h_to_12h' || b.key === 'after_18h')
      .reduce((n, b) => n + b.count, 0);
    expect(both.data.total).toBe(airlineCount);
    expect(both.data.total).toBe(timeCount);
    expect(both.data.totalAll).toBe(data.totalAll);
    const bl = await search(`${base}&airlines=BL`);
    expect(bl.data.total).toBe(brand.count);
    expect(bl.data.flights.every((f) => f.airline === 'BL' && f.airlineName === 'Pacific Airlines')).toBe(true);
  });

  it('holds every sort order', async () => {
    for (const sort of FLIGHT_SORTS) {
      const { data } = await search(`ap=SGN.HAN&dt=${dt(12)}&ps=2.1.0&sort=${sort}`);
      expect(data.sort).toBe(sort);
      const flights = data.flights;
      for (let i = 1; i < flights.length; i += 1) {
        const [a, b] = [flights[i - 1]!, flights[i]!];
        if (sort === 'time_asc') expect(a.startDate <= b.startDate).toBe(true);
        else if (sort === 'time_desc') expect(a.startDate >= b.startDate).toBe(true);
        else
          expect(Math.min(...a.fares.map((f) => sortPrice(f, sort)))).toBeLessThanOrEqual(
            Math.min(...b.fares.map((f) => sortPrice(f, sort))),
          );
      }
    }
  });

  it('drops a full fare class, then the departure when no fare class has seats', async () => {
    const date = addDays(todayIso(), 20);
    const query = `ap=HAN.DAD&dt=${toProductDate(date)}&ps=2.0.0`;
    const before = await search(query);
    const offer = before.data.flights[0]!;
    const cheapest = offer.fares[0]!;
    const fill = async (fareClassId: number, free: number) => {
      const [row] = await queryRows<{ seats: number }>(database.handle.db, sql`select seats from fare_classes where id = ${fareClassId}`);
      await database.handle.db.execute(
        sql`insert into flight_seat_inventory (fare_class_id, schedule_id, depart_date, seats, held, sold)
            values (${fareClassId}, ${offer.scheduleId}, ${date}, ${row!.seats}, ${row!.seats - free}, 0)
            on conflict (fare_class_id, depart_date) do update set held = excluded.held`,
      );
    };
    await fill(cheapest.fareClassId, 1); // one seat left: not enough for two
    const after = (await search(query)).data.flights.find((f) => f.id === offer.id)!;
    expect(after.fares.map((f) => f.fareClassId)).not.toContain(cheapest.fareClassId);
    expect(after.fares).toHaveLength(offer.fares.length - 1);
    const single = (await search(`ap=HAN.DAD&dt=${toProductDate(date)}&ps=1.0.0`)).data.flights.find((f) => f.id === offer.id)!;
    expect(single.fares.find((f) => f.fareClassId === cheapest.fareClassId)?.seatsLeft).toBe(1);
    for (const fare of offer.fares) await fill(fare.fareClassId, 0);
    const gone = await search(query);
    expect(gone.data.flights.map((f) => f.id)).not.toContain(offer.id);
    expect(gone.data.totalAll).toBe(before.data.totalAll - 1);
  });

  it('stops selling departures within the sales cutoff', async () => {
    const today = todayIso();
    // 06:00 in Vietnam today: departures before 09:00 are closed
    const now = new Date(`${today}T06:00:00+07:00`);
    const result = await searchFlights({ ap: 'SGN.HAN', dt: toProductDate(today), ps: '1.0.0', direction: '0', sort: 'time_asc' }, now);
    expect(result.flights.length).toBeGreaterThan(0);
    expect(result.flights.every((f) => f.startDate > `${today}T09:00`)).toBe(true);
    const midnight = await searchFlights(
      { ap: 'SGN.HAN', dt: toProductDate(today), ps: '1.0.0', direction: '0', sort: 'time_asc' },
      new Date(`${today}T00:00:00+07:00`),
    );
    const early = midnight.flights.filter((f) => f.startDate <= `${today}T09:00`);
    expect(early.length).toBeGreaterThan(0);
    expect(result.flights.map((f) => f.id)).toEqual(midnight.flights.filter((f) => f.startDate > `${today}T09:00`).map((f) => f.id));
  });

  it('lists the return route for direction 1 of a round trip', async () => {
    const { status, data } = await search(`ap=HAN.PQC&dt=${dt(5)}.${dt(9)}&ps=1.0.0&leg=1&direction=1`);
    expect(status).toBe(200);
    expect(data.direction).toBe(1);
    expect(data.params.listFlight).toHaveLength(2);
    expect(data.flights.length).toBeGreaterThan(0);
    for (const offer of data.flights) {
      expect(offer).toMatchObject({ startPoint: 'PQC', endPoint: 'HAN', leg: 1 });
      expect(offer.startDate.slice(0, 10)).toBe(addDays(todayIso(), 9));
    }
    // a same-day return list starts after the outbound lands; each offer carries its cheapest fare's spec 3 fields
    const sameDay = `ap=HAN.PQC&dt=${dt(9)}.${dt(9)}&ps=1.0.0&leg=1&direction=1&sort=time_asc`;
    const all = (await search(sameDay)).data.flights;
    const landing = all[Math.floor(all.length / 2)]!.startDate;
    const later = (await search(`${sameDay}&after=${landing}`)).data.flights;
    expect(later.map((f) => f.id)).toEqual(all.filter((f) => f.startDate > landing).map((f) => f.id));
    for (const offer of all)
      expect(offer).toMatchObject({ totalPrice: offer.fares[0]!.totalPrice, fareAdt: offer.fares[0]!.fareAdt, adt: 1, chd: 0, inf: 0 });
    expect((await search(`${sameDay}&after=9am`)).status).toBe(400);
    const oneWay = await search(`ap=HAN.PQC&dt=${dt(5)}&ps=1.0.0&direction=1`);
    expect(oneWay.status).toBe(400);
    expect(oneWay.body.error_code).toBe('INVALID_FLIGHT_SEARCH');
  });

  it('prices international departures in local times', async () => {
    const { status, data } = await search(`ap=SGN.ICN&dt=${dt(30)}&ps=1.0.0&sort=time_asc`);
    expect(status).toBe(200);
    expect(data.params.isDomestic).toBe(false);
    for (const offer of data.flights) {
      const minutes = (Date.parse(`${offer.endDate}:00+09:00`) - Date.parse(`${offer.startDate}:00+07:00`)) / 60_000;
      expect(minutes).toBe(offer.duration);
      expect(offer.international).toBe(true);
    }
  });

  it('gives a month of lowest fares matching the search, with the cheapest day', async () => {
    const month = addDays(todayIso(), 45).slice(0, 7);
    const { status, data } = await calendar({ originCode: 'SGN', destinCode: 'DAD', month });
    expect(status).toBe(200);
    const [y, m] = month.split('-').map(Number) as [number, number];
    expect(data.days).toHaveLength(new Date(Date.UTC(y, m, 0)).getUTCDate());
    const priced = data.days.filter((d) => d.minPrice !== null);
    expect(priced.length).toBeGreaterThan(20);
    const cheapest = Math.min(...priced.map((d) => d.minPrice!));
    expect(data.days.find((d) => d.date === data.cheapestDate)?.minPrice).toBe(cheapest);
    const day = priced[3]!;
    const { data: result } = await search(`ap=SGN.DAD&dt=${toProductDate(day.date)}&ps=1.0.0`);
    expect(result.minPrice).toBe(day.minPrice);

    const current = await calendar({ originCode: 'SGN', destinCode: 'DAD', month: todayIso().slice(0, 7), adultCount: 2 });
    for (const d of current.data.days) if (d.date < todayIso()) expect(d.minPrice).toBeNull();
    const far = await calendar({ originCode: 'SGN', destinCode: 'DAD', month: addDays(todayIso(), 400).slice(0, 7) });
    expect(far.data.days.filter((d) => d.date > addDays(todayIso(), 365)).every((d) => d.minPrice === null)).toBe(true);
    expect((await calendar({ originCode: 'SGN', destinCode: 'DAD', month: '2400-02' })).data.days).toHaveLength(29);
    expect((await calendar({ originCode: 'SGN', destinCode: 'DAD', month: '2100-02' })).data.days).toHaveLength(28);
    const noRoute = await calendar({ originCode: 'HAN', destinCode: 'VII', month });
    expect(noRoute.status).toBe(200);
    expect(noRoute.data.cheapestDate).toBeNull();
  });

  it('answers bad queries and bodies with 400, never 500', async () => {
    const missing = await search(`ap=SGN.HAN&ps=1.0.0`);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ status: 'error', error_code: 'FLIGHT_MISSING_PARAMS', message: 'missing params' });
    for (const query of [
      `ap=SGN.XXX&dt=${dt(3)}&ps=1.0.0`,
      `ap=SGN.SGN&dt=${dt(3)}&ps=1.0.0`,
      `ap=SGN.HAN&dt=31-02-2030&ps=1.0.0`,
      `ap=SGN.HAN&dt=${dt(-1)}&ps=1.0.0`,
      `ap=SGN.HAN&dt=${dt(3)}&ps=0.1.0`,
      `ap=SGN.HAN&dt=${dt(3)}&ps=5.5.0`,
      `ap=SGN.HAN&dt=${dt(3)}&ps=1.0.2`,
      `ap=SGN.HAN&dt=${dt(3)}&ps=1.0.0&leg=1`,
    ]) {
      const { status, body } = await search(query);
      expect(status, query).toBe(400);
      expect(body.error_code, query).toBe('INVALID_FLIGHT_SEARCH');
    }
    for (const query of [
      `ap=SGN.HAN&dt=${dt(3)}&ps=1.0.0&sort=cheap`,
      `ap=SGN.HAN&dt=${dt(3)}&ps=1.0.0&airlines=vn`,
      `ap=SGN.HAN&dt=${dt(3)}&ps=1.0.0&times=noon`,
      `x=1`,
    ]) {
      expect((await search(query)).status, query).toBe(400);
    }
    const text = fc.oneof(
      fc.string({ maxLength: 24 }),
      fc.constantFrom('SGN.HAN', dt(3), `${dt(3)}.${dt(5)}`, '1.0.0', '9.0.9', '', '..', '00-00-0000'),
    );
    await fc.assert(
      fc.asyncProperty(text, text, text, fc.constantFrom(undefined, '0', '1'), async (ap, dtText, ps, leg) => {
        const query = new URLSearchParams({ ap, dt: dtText, ps, ...(leg ? { leg } : {}) });
        const { status } = await search(query.toString());
        expect([200, 400]).toContain(status);
      }),
      { numRuns: 150 },
    );
    for (const body of [
      {},
      { originCode: 'SGN', destinCode: 'HAN' },
      { originCode: 'SGN', destinCode: 'HAN', month: '2026-13' },
      { originCode: 'sgn', destinCode: 'HAN', month: '2026-12' },
      { originCode: 'SGN', destinCode: 'HAN', month: '2026-12', adultCount: 0 },
      { originCode: 'SGN', destinCode: 'HAN', month: '2026-12', adultCount: 1, infantCount: 2 },
      { originCode: 'SGN', destinCode: 'HAN', month: '2026-12', adultCount: 5, childCount: 5 },
      { originCode: 'SGN', destinCode: 'SGN', month: '2026-12' },
      { originCode: 'XXX', destinCode: 'HAN', month: '2026-12' },
      { originCode: 'SGN', destinCode: 'HAN', month: '2026-12', extra: 1 },
    ]) {
      const { status } = await calendar(body);
      expect(status, JSON.stringify(body)).toBe(400);
    }
  });

  it('lists the 21 domestic airports in the spec 3 shape with every route flown', async () => {
    const answer = await get('/api/flight-service/v1/airports/domestic');
    expect(answer.status).toBe(200);
    const list = answer.body.data as {
      code: string;
      type: string;
      region: number;
      region_name: string;
      province_id: number;
      search_key: string;
      destinations: string[];
    }[];
    expect(list).toHaveLength(21);
    expect(list.reduce((n, a) => n + a.destinations.length, 0)).toBe(routePairs().length);
    expect(list.find((a) => a.code === 'DIN')!.destinations).toEqual(['HAN']);
    expect(list.find((a) => a.code === 'CXR')).toMatchObject({
      type: 'domestic',
      region: 2,
      region_name: 'Central VN',
      destinations: ['DAD', 'HAN', 'HPH', 'SGN'],
    });
    expect(list.find((a) => a.code === 'DAD')!.search_key).toBe('da nang san bay quoc te da nang dad');
    expect(list.every((a) => Number.isInteger(a.province_id))).toBe(true);
    expect((await get('/api/flight-service/v1/airports/domestic?x=1')).status).toBe(400);
  });

  it('lists airports with their destinations, matching q without diacritics', async () => {
    const all = await get('/api/flight-service/v1/airports');
    expect(all.status).toBe(200);
    expect(all.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=3600');
    const airports = all.body.data.airports as { code: string; region: number | null; countryCode: string; destinations: string[] }[];
    const regions = airports.map((a) => a.region ?? 4);
    expect(regions).toEqual([...regions].sort((a, b) => a - b));
    expect(airports.find((a) => a.code === 'SGN')!.destinations).toEqual(expect.arrayContaining(['HAN', 'DAD', 'BKK']));
    expect(airports.map((a) => a.code)).toEqual(expect.arrayContaining(AIRPORTS.map((a) => a.code)));
    expect(airports.find((a) => a.code === 'DIN')!.destinations).toEqual(['HAN']);
    for (const q of ['da nang', 'Đà Nẵng', 'DAD', 'danang']) {
      const { body } = await get(`/api/flight-service/v1/airports?q=${encodeURIComponent(q)}`);
      expect(
        body.data.airports.map((a: { code: string }) => a.code),
        q,
      ).toEqual(['DAD']);
    }
    expect((await get('/api/flight-service/v1/airports?q=seoul')).body.data.airports.map((a: { code: string }) => a.code)).toEqual(['ICN']);
    expect((await get('/api/flight-service/v1/airports?x=1')).status).toBe(400);
  });

  it('gives the suggested destinations per language and the passport countries', async () => {
    const { status, body } = await get('/api/flight-service/v1/suggested-destinations');
    expect(status).toBe(200);
    expect(body.data.vi.trending[0]).toEqual({
      code: 'SGN',
      cityName: 'Hồ Chí Minh',
      countryName: 'Việt Nam',
      countryCode: 'VN',
      fontWeight: 'bold',
    });
    expect(body.data.en.northern.map((s: { cityName: string }) => s.cityName)).toEqual(['Hanoi', 'Hai Phong', 'Dien Bien Phu']);
    const passports = await get('/api/core-tms-service/redirect/core-user-service/passports/countries');
    expect(passports.status).toBe(200);
    expect(passports.body.data[0]).toEqual({ code: 'VN', nameVi: 'Việt Nam', nameEn: 'Vietnam' });
    expect(passports.body.data.length).toBeGreaterThanOrEqual(60);
    const post = await fetch(`${api.url}/api/flight-service/v1/suggested-destinations`, {
      method: 'POST',
      headers: { origin: api.origin },
    });
    expect(post.status).toBe(405);
  });

  it('gives a route page its airports, airlines, distance and the next 30 days of lowest fares', async () => {
    const page = (await routePageData('HAN', 'DAD'))!;
    expect(page).toMatchObject({ originCode: 'HAN', destinCode: 'DAD', isDomestic: true });
    expect(page.origin).toMatchObject({ cityNameVi: 'Hà Nội', cityNameEn: 'Hanoi', nameVi: 'Sân bay quốc tế Nội Bài' });
    expect(page.destination.cityNameVi).toBe('Đà Nẵng');
    expect(page.distanceKm).toBeGreaterThan(600);
    expect(page.distanceKm).toBeLessThan(700);
    expect(page.airlines.map((a) => a.code).sort()).toEqual(['BL', 'QH', 'VJ', 'VN']);
    expect(page.dailyDepartures).toBeGreaterThanOrEqual(12);
    expect(page.shortestDuration).toBeGreaterThan(60);
    expect(page.days).toHaveLength(30);
    expect(page.days[0]!.date).toBe(todayIso());
    const priced = page.days.filter((d) => d.minPrice !== null);
    expect(page.cheapest?.price).toBe(Math.min(...priced.map((d) => d.minPrice!)));
    expect(await routePageData('HAN', 'VII')).toBeNull();
    expect(await routePageData('HAN', 'XXX')).toBeNull();
    const international = (await routePageData('SGN', 'BKK'))!;
    expect(international.isDomestic).toBe(false);
    expect(international.destination.countryNameVi).toBe('Thái Lan');
  });

  it('lists the routes for the landing page and the sitemap, domestic first', async () => {
    const routes = await popularRoutes();
    expect(
      routes
        .slice(0, 2)
        .map((r) => `${r.originCode}-${r.destinCode}`)
        .sort(),
    ).toEqual(['HAN-SGN', 'SGN-HAN']);
    expect(routes.find((r) => r.originCode === 'SGN' && r.destinCode === 'HAN')).toMatchObject({
      originCityVi: 'Hồ Chí Minh',
      destinCityVi: 'Hà Nội',
      international: false,
    });
    expect(routes.filter((r) => !r.international)).toHaveLength(routePairs().length);
    expect(routes.filter((r) => r.international)).toHaveLength(INTERNATIONAL_ROUTES.length * 2);
    const flags = routes.map((r) => Number(r.international));
    expect(flags).toEqual([...flags].sort());
  });
});
