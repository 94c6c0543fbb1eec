import { fc } from '@fast-check/vitest';
import {
  ACCOMMODATION_TYPES,
  FACILITY_KEYS,
  PRICE_RANGES,
  hotelSearchQuerySchema,
  type HotelSearchQuery,
} from '@/features/hotel-search/schemas';
import { addDays, toProductDate } from '@/lib/dates/product-date';
import type { Place } from './places';

/** A search as the API's query string carries it (lists comma-joined). */
export type RawQuery = Record<string, string>;

const STAY_FIELDS = ['checkInDate', 'nights', 'roomCount', 'adultCount'] as const;

/**
 * The query searchHotels receives for a raw one, parsed by the API's schema; the stay stays text, read
 * by readStay against the search's own clock (a check-in past the window falls back to today there).
 */
export function toSearchQuery(raw: RawQuery): HotelSearchQuery {
  const rest = Object.fromEntries(Object.entries(raw).filter(([key]) => !(STAY_FIELDS as readonly string[]).includes(key)));
  const stay = Object.fromEntries(STAY_FIELDS.filter((key) => raw[key] !== undefined).map((key) => [key, raw[key]]));
  return { ...hotelSearchQuerySchema.parse(rest), ...stay };
}

/** Season and month edges (features/hotels seed: Tết 01-20..02-10, summer 06-01..08-31, autumn rules). */
const SEASON_EDGES = ['01-01', '01-20', '02-10', '02-11', '06-01', '08-31', '09-01', '09-15', '10-01', '11-15', '11-30', '12-31'];

/** Check-ins from `today` to 400 days ahead that start on, or two nights before, a season edge. */
function seasonCheckIns(today: string): string[] {
  const days = Array.from({ length: 401 }, (_, i) => addDays(today, i));
  return days.filter((day) => SEASON_EDGES.includes(addDays(day, 2).slice(5)) || SEASON_EDGES.includes(day.slice(5)));
}

/** Mostly absent: filters narrow a search, and most searches carry none. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arbitrary });

const pickFrom = (ids: number[]) =>
  ids.length
    ? sometimes(fc.uniqueArray(fc.constantFrom(...ids), { minLength: 1, maxLength: 3 }).map((picked) => picked.join(',')))
    : fc.constant(undefined);

const join = <T>(values: readonly T[] | undefined) => (values?.length ? values.join(',') : undefined);

const SORTS = (['popularity', 'price', 'star', 'review'] as const).flatMap((sort_by) =>
  (['asc', 'desc'] as const).map((sort_mode) => ({ sort_by, sort_mode })),
);

/**
 * Searches over the seeded catalogue: every kind of location, stays from today to 400 days ahead
 * (season edges, weekends, a given sold-out-heavy night), 1..30 nights, 1..9 rooms, each filter group,
 * every sort, pages past the last, both languages.
 */
export function searchQueries(places: Place[], today: string, busyNight: string): fc.Arbitrary<RawQuery> {
  const checkIn = fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: 0, max: 400 }).map((days) => addDays(today, days)) },
    { weight: 2, arbitrary: fc.constantFrom(...seasonCheckIns(today)) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 2 }).map((back) => addDays(busyNight, -back)) },
  );
  const place = fc
    .constantFrom(...places)
    .chain((p) => fc.record({ p: fc.constant(p), city: pickFrom(p.districts), area: pickFrom(p.areas) }));
  return fc
    .record({
      place,
      checkIn,
      nights: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 4 }) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 30 }) }),
      rooms: fc.oneof({ weight: 3, arbitrary: fc.constant(1) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 9 }) }),
      extraAdults: fc.integer({ min: 0, max: 3 }),
      price: sometimes(
        fc.subarray(
          PRICE_RANGES.map((r) => r.key),
          { minLength: 1, maxLength: 3 },
        ),
      ),
      min_price: sometimes(fc.integer({ min: 0, max: 3_000_000 })),
      max_price: sometimes(fc.integer({ min: 200_000, max: 8_000_000 })),
      star: sometimes(fc.subarray([0, 1, 2, 3, 4, 5], { minLength: 1, maxLength: 3 })),
      facility: sometimes(fc.subarray([...FACILITY_KEYS], { minLength: 1, maxLength: 2 })),
      type: sometimes(fc.subarray([...ACCOMMODATION_TYPES], { minLength: 1, maxLength: 3 })),
      sort: fc.constantFrom(...SORTS),
      page: fc.oneof(
        { weight: 6, arbitrary: fc.constant(1) },
        { weight: 3, arbitrary: fc.integer({ min: 2, max: 8 }) },
        { weight: 1, arbitrary: fc.integer({ min: 9, max: 500 }) },
      ),
      lang: fc.constantFrom(undefined, 'vi', 'en'),
    })
    .map(
      ({
        place: { p, city, area },
        checkIn: day,
        nights,
        rooms,
        extraAdults,
        price,
        min_price,
        max_price,
        star,
        facility,
        type,
        sort,
        page,
        lang,
      }) => {
        const raw: Record<string, string | undefined> = {
          keyword: p.keyword,
          regionId: p.regionId,
          countryCode: p.countryCode,
          checkInDate: toProductDate(day),
          nights: String(nights),
          roomCount: String(rooms),
          adultCount: String(Math.min(36, rooms + extraAdults)),
          price: join(price),
          min_price: min_price === undefined ? undefined : String(min_price),
          max_price: max_price === undefined ? undefined : String(max_price),
          star: join(star),
          city,
          area,
          facility: join(facility),
          type: join(type),
          sort_by: sort.sort_by,
          sort_mode: sort.sort_mode,
          page: String(page),
          lang,
        };
        return Object.fromEntries(Object.entries(raw).filter((entry): entry is [string, string] => entry[1] !== undefined));
      },
    );
}
