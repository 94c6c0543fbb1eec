import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import {
  airlineCodes,
  airlines,
  airportRoutes,
  airports,
  baggageOptions,
  fareClasses,
  flightPlaces,
  flightSchedules,
  flightSuggestions,
  passportCountries,
  worldAirports,
} from '@/features/flights/db';
import { regions } from '@/features/regions/db';
import { VIETNAM_ID } from '@/features/regions/seed';
import { insertChunks, syncSerial } from '@/lib/db/bulk';
import type { DatabaseHandle } from '@/lib/db/client';
import type { DbWriter, SeedContext } from '@/lib/db/seed-context';
import type { Random } from '@/lib/random';
import { toSearchKey } from '@/lib/text/search-key';
import { airlineLogo } from './rules/airline-logo';
import { AIRLINE_CODES } from './seed/airline-codes';
import { AIRLINES, AIRPORTS, REGION_NAMES, routePairs } from './seed/airports';
import { BAGGAGE_PRICES, INTERNATIONAL_FACTOR } from './seed/baggage';
import { PASSPORT_COUNTRIES } from './seed/passport-countries';
import { scheduleSeeds } from './seed/schedules';
import { worldAirportRows } from './seed/world-airport-rows';
import { placeRows, suggestionRows } from './seed-network';

/**
 * Domestic airports (province_id from the seeded regions), routes in both directions, airlines; the global
 * airport reference, airline codes, passport countries, suggested destinations; schedules with their fare
 * classes and baggage options. A few hundred rows: no per-date data (seats are made on first booking).
 */
export async function seedFlights(ctx: SeedContext): Promise<void> {
  const { db } = ctx.handle;
  const provinces = await db
    .select({ id: regions.id, searchKey: regions.searchKey })
    .from(regions)
    .where(and(eq(regions.countryCode, 'VN'), inArray(regions.kind, ['province', 'city']), eq(regions.parentId, VIETNAM_ID)));
  const provinceId = new Map(provinces.map((p) => [p.searchKey, p.id]));

  const airportRows = AIRPORTS.map((a) => {
    const id = provinceId.get(toSearchKey(a.province));
    if (id === undefined) throw new Error(`seedFlights: no region for province ${a.province} (${a.code})`);
    return {
      code: a.code,
      name: a.nameVi,
      nameEn: a.nameEn,
      provinceId: id,
      provinceName: a.province,
      type: 'domestic',
      region: a.region,
      regionName: REGION_NAMES[a.region].en,
      regionNameVi: REGION_NAMES[a.region].vi,
      hasInAtadi: true,
      searchKey: toSearchKey(`${a.province} ${a.nameVi} ${a.code}`),
    };
  });
  const routes = routePairs();
  const schedules = scheduleSeeds(ctx.rng.fork('flights'));

  await db.transaction(async (tx) => {
    await tx.insert(airports).values(airportRows);
    await tx.insert(airportRoutes).values(routes);
    await tx.insert(airlines).values(AIRLINES.map((a) => ({ ...a, logo: airlineLogo(a.code)! })));
    await seedReference(tx);
    await tx.insert(flightPlaces).values(placeRows());
    await seedSchedules(tx, schedules);
  });
  ctx.log(
    `flights: ${airportRows.length} airports, ${routes.length} route rows, ${AIRLINES.length} airlines, ${schedules.length} schedules`,
  );
}

/**
 * The flight catalogue alone (reference, suggestions, schedules, fare classes, baggage), for a database seeded
 * before flights existed: its airports, routes and airlines are there already.
 */
export async function seedFlightCatalogue(db: DatabaseHandle['db'], rng: Random): Promise<number> {
  const schedules = scheduleSeeds(rng);
  await db.transaction(async (tx) => {
    await seedReference(tx);
    await seedSchedules(tx, schedules);
  });
  return schedules.length;
}

async function seedReference(tx: DbWriter): Promise<void> {
  const world = worldAirportRows();
  await tx.insert(worldAirports).values(world);
  await tx.insert(airlineCodes).values(AIRLINE_CODES.map(([code, name]) => ({ code, name })));
  const collator = new Intl.Collator('vi');
  const [home, ...others] = PASSPORT_COUNTRIES;
  const countries = [home!, ...[...others].sort((a, b) => collator.compare(a[1], b[1]))];
  await tx.insert(passportCountries).values(countries.map(([code, nameVi, nameEn], i) => ({ code, nameVi, nameEn, sortOrder: i })));
  const suggestions = suggestionRows(world);
  await tx.insert(flightSuggestions).values(suggestions);
  await tx
    .insert(baggageOptions)
    .values(
      Object.entries(BAGGAGE_PRICES).flatMap(([airline, prices]) =>
        [false, true].flatMap((international) =>
          prices.map(([kg, price]) => ({ airline, international, kg, priceVnd: international ? price * INTERNATIONAL_FACTOR : price })),
        ),
      ),
    );
}

async function seedSchedules(tx: DbWriter, schedules: ReturnType<typeof scheduleSeeds>): Promise<void> {
  let fareId = 0;
  const fares = schedules.flatMap((s, i) => s.fares.map((f) => ({ id: (fareId += 1), scheduleId: i + 1, ...f })));
  await insertChunks(
    tx,
    flightSchedules,
    schedules.map(({ fares: _fares, ...s }, i) => ({ id: i + 1, ...s, stops: 0, via: null })),
  );
  await insertChunks(tx, fareClasses, fares);
  await syncSerial(tx, 'flight_schedules');
  await syncSerial(tx, 'fare_classes');
}
