import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as airportsRoute from '@/app/api/flight-service/v1/airports/route';
import * as searchRoute from '@/app/api/flight-service/v1/search/route';
import type { FlightPlace, FlightSearchResult } from '@/features/flights/schemas';
import { TYPED_NAMES } from '@/features/flights/search-box/test-airport-names';
import { AIRPORTS } from '@/features/flights/seed/airports';
import { addDays, todayIso, toProductDate } from '@/lib/dates/product-date';
import { toSearchKey } from '@/lib/text/search-key';
import { startApiServer } from '../helpers/api-server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

/** Issue 37: every domestic airport is found by name, name without diacritics and code, and has flights. */
describe(`the whole domestic network [${process.env.TEST_DB_KIND ?? 'pglite'}]`, () => {
  let database: TestDatabase;
  let api: Awaited<ReturnType<typeof startApiServer>>;
  const get = async (path: string) => {
    const response = await fetch(`${api.url}${path}`);
    return { status: response.status, body: await response.json() };
  };
  const airportsFor = async (q: string) => {
    const { status, body } = await get(`/api/flight-service/v1/airports?q=${encodeURIComponent(q)}`);
    expect(status).toBe(200);
    return body.data as { airports: { code: string; destinations: string[] }[]; places: FlightPlace[] };
  };

  beforeAll(async () => {
    database = await createTestDatabase({ hotels: 4 });
    api = await startApiServer({ '/api/flight-service/v1/airports': airportsRoute, '/api/flight-service/v1/search': searchRoute });
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await database?.drop();
  });

  it.each(AIRPORTS.map((a) => a.code))('finds %s by its name, its name without diacritics and its code', async (code) => {
    const name = TYPED_NAMES[code]!;
    for (const q of [name, toSearchKey(name), code]) {
      const { airports } = await airportsFor(q);
      expect(
        airports.map((a) => a.code),
        `q=${q}`,
      ).toContain(code);
    }
  });

  it('flies from and to every domestic airport within a week', async () => {
    const { airports } = await airportsFor('');
    for (const { code } of AIRPORTS) {
      const airport = airports.find((a) => a.code === code);
      expect(airport?.destinations.length, code).toBeGreaterThan(0);
      const other = airport!.destinations[0]!;
      for (const ap of [`${code}.${other}`, `${other}.${code}`]) {
        let found = 0;
        for (let day = 1; day <= 7 && found === 0; day += 1) {
          const { status, body } = await get(
            `/api/flight-service/v1/search?ap=${ap}&dt=${toProductDate(addDays(todayIso(), day))}&ps=1.0.0`,
          );
          expect(status).toBe(200);
          found = (body.data as FlightSearchResult).total;
        }
        expect(found, ap).toBeGreaterThan(0);
      }
    }
  });

  it('answers the places without an airport with their nearest airports, nearest first', async () => {
    const all = await airportsFor('');
    expect(all.places.length).toBeGreaterThanOrEqual(25);
    const served = new Set(all.airports.map((a) => a.code));
    for (const place of all.places) {
      expect(place.airports.length).toBeGreaterThan(0);
      expect(place.airports.length).toBeLessThanOrEqual(3);
      for (const a of place.airports) expect(served.has(a.code), `${place.nameVi} ${a.code}`).toBe(true);
    }
    const { places, airports } = await airportsFor('Hội An');
    expect(airports).toEqual([]);
    expect(places.map((p) => p.nameVi)).toEqual(['Hội An']);
    expect(places[0]!.airports[0]!.code).toBe('DAD');
    expect(places[0]!.airports[0]!.km).toBeLessThan(35);
    expect((await airportsFor('sa pa')).places[0]!.airports[0]!.code).toBe('DIN');
    expect((await airportsFor('ha long')).places[0]!.airports[0]!.code).toBe('HPH');
  });
});
