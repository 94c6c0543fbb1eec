import 'server-only';
import { sql } from 'drizzle-orm';
import {
  airlines,
  airportRoutes,
  fareClasses,
  flightPlaces,
  flightSchedules,
  flightSuggestions,
  worldAirports,
} from '@/features/flights/db';
import type { DatabaseHandle } from '@/lib/db/client';
import type { DbWriter } from '@/lib/db/seed-context';
import type { Random } from '@/lib/random';
import { AIRLINES, routePairs } from './seed/airports';
import { PLACES, placeSearchKey } from './seed/places';
import { scheduleSeeds } from './seed/schedules';
import { BOLD_SUGGESTIONS, SUGGESTION_GROUPS } from './seed/suggestions';
import { worldAirportRows } from './seed/world-airport-rows';

/** flight_places rows: name, province and English name searchable without diacritics. */
export const placeRows = () => PLACES.map((p) => ({ ...p, searchKey: placeSearchKey(p) }));

/** flight_suggestions rows of both languages from the suggestion groups, names from the airport reference. */
export function suggestionRows(world: ReturnType<typeof worldAirportRows>) {
  const byCode = new Map(world.map((w) => [w.airportCode, w]));
  return (['vi', 'en'] as const).flatMap((lang) =>
    Object.entries(SUGGESTION_GROUPS).flatMap(([groupKey, codes]) =>
      codes.map((code, i) => {
        const airport = byCode.get(code)!;
        return {
          lang,
          groupKey,
          code,
          cityName: lang === 'vi' ? airport.cityNameVi : airport.cityNameEn,
          countryName: lang === 'vi' ? airport.countryNameVi : airport.countryNameEn,
          countryCode: airport.countryCode,
          fontWeight: i < BOLD_SUGGESTIONS ? 'bold' : 'normal',
          sortOrder: i,
        };
      }),
    ),
  );
}

const flightNumberOf = (airline: string, n: number) => `${airline}${n}`;

/**
 * Brings a database seeded with an older network up to the seed's (issue 37): the missing foreign airports,
 * places, airline names in Vietnamese, route rows and suggestions, and the schedules of every route that has
 * none, numbered after each airline's highest flight number. Routes that fly already are left as they are (their
 * bookings hold schedule ids). Idempotent: answers how many schedules it added (0 when up to date).
 */
export async function catchUpFlightNetwork(db: DatabaseHandle['db'], rng: Random): Promise<number> {
  return db.transaction(async (tx) => {
    await catchUpReference(tx);
    const flown = await tx
      .selectDistinct({ origin: flightSchedules.origin, destination: flightSchedules.destination })
      .from(flightSchedules);
    const known = new Set(flown.map((r) => `${r.origin}-${r.destination}`));
    const missing = scheduleSeeds(rng).filter((s) => !known.has(`${s.origin}-${s.destination}`));
    if (missing.length === 0) return 0;
    const numbers = await tx.select({ flightNumber: flightSchedules.flightNumber }).from(flightSchedules);
    const highest = new Map<string, number>();
    for (const { flightNumber } of numbers) {
      const airline = flightNumber.slice(0, 2);
      highest.set(airline, Math.max(highest.get(airline) ?? 0, Number(flightNumber.slice(2)) || 0));
    }
    for (const { fares, ...schedule } of missing) {
      const next = (highest.get(schedule.airline) ?? 0) + 1;
      highest.set(schedule.airline, next);
      const [row] = await tx
        .insert(flightSchedules)
        .values({ ...schedule, flightNumber: flightNumberOf(schedule.airline, next), stops: 0, via: null })
        .returning({ id: flightSchedules.id });
      await tx.insert(fareClasses).values(fares.map((f) => ({ ...f, scheduleId: row!.id })));
    }
    return missing.length;
  });
}

async function catchUpReference(tx: DbWriter): Promise<void> {
  const world = worldAirportRows();
  const present = new Set((await tx.select({ code: worldAirports.airportCode }).from(worldAirports)).map((r) => r.code));
  const newAirports = world.filter((w) => !present.has(w.airportCode));
  if (newAirports.length > 0) await tx.insert(worldAirports).values(newAirports);

  const [place] = await tx.select({ id: flightPlaces.id }).from(flightPlaces).limit(1);
  if (!place) await tx.insert(flightPlaces).values(placeRows());

  for (const a of AIRLINES)
    await tx
      .update(airlines)
      .set({ nameVi: a.nameVi })
      .where(sql`${airlines.code} = ${a.code} and ${airlines.nameVi} = ''`);

  const routes = new Set((await tx.select().from(airportRoutes)).map((r) => `${r.origin}-${r.destination}`));
  const newRoutes = routePairs().filter((p) => !routes.has(`${p.origin}-${p.destination}`));
  if (newRoutes.length > 0) await tx.insert(airportRoutes).values(newRoutes);

  const wanted = suggestionRows(world);
  const stored = await tx
    .select({ lang: flightSuggestions.lang, groupKey: flightSuggestions.groupKey, code: flightSuggestions.code })
    .from(flightSuggestions);
  const keyOf = (s: { lang: string; groupKey: string; code: string }) => `${s.lang}/${s.groupKey}/${s.code}`;
  const storedKeys = stored.map(keyOf).sort().join(',');
  if (storedKeys !== wanted.map(keyOf).sort().join(',')) {
    await tx.execute(sql`delete from flight_suggestions`);
    await tx.insert(flightSuggestions).values(wanted);
  }
}
