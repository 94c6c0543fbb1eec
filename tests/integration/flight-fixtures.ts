import { sql } from 'drizzle-orm';
import * as flightRequests from '@/app/api/flight-service/v1/booking-requests/route';
import * as flightRequest from '@/app/api/flight-service/v1/booking-requests/[id]/route';
import * as flightPassengers from '@/app/api/flight-service/v1/booking-requests/[id]/passengers/route';
import * as flightOrder from '@/app/api/flight-service/v1/booking-requests/[id]/order/route';
import { queryRows, type Db } from '@/lib/db/client';
import { addDays, todayIso } from '@/lib/dates/product-date';
import { resetBookingRateLimit } from '@/features/auth/server';
import { resetServerEnvCache } from '@/lib/env/server';
import { startApiServer, type Routes } from '../helpers/api-server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { apiClient } from './orders-helpers';

/** The flight booking routes as Next serves them. */
export const FLIGHT_ROUTES = {
  '/api/flight-service/v1/booking-requests': flightRequests,
  '/api/flight-service/v1/booking-requests/[id]': flightRequest,
  '/api/flight-service/v1/booking-requests/[id]/passengers': flightPassengers,
  '/api/flight-service/v1/booking-requests/[id]/order': flightOrder,
};

/** A test carrier no seed uses, so its schedules, flight numbers and baggage never meet seeded ones. */
const TEST_AIRLINE = 'XT';
const AIRPORTS: [code: string, country: string, cityVi: string, cityEn: string][] = [
  ['HAN', 'VN', 'Hà Nội', 'Hanoi'],
  ['DAD', 'VN', 'Đà Nẵng', 'Da Nang'],
  ['SGN', 'VN', 'Hồ Chí Minh', 'Ho Chi Minh City'],
  ['BKK', 'TH', 'Bangkok', 'Bangkok'],
];

/** World airports and the test carrier's baggage (insert ... on conflict do nothing: the seed may hold them). */
export async function flightBasics(db: Db): Promise<void> {
  for (const [code, country, cityVi, cityEn] of AIRPORTS) {
    await db.execute(sql`insert into world_airports (airport_code, city_code, country_code, continent_code, airport_name_vi, airport_name_en, city_name_vi, city_name_en, country_name_vi, country_name_en, utc_offset_minutes, search_key)
      values (${code}, ${code}, ${country}, 'AS', ${cityVi}, ${cityEn}, ${cityVi}, ${cityEn}, ${country}, ${country}, 420, ${code.toLowerCase()})
      on conflict (airport_code) do nothing`);
  }
  for (const international of [false, true]) {
    for (const [kg, price] of [
      [15, 200_000],
      [20, 260_000],
    ] as const) {
      await db.execute(
        sql`insert into baggage_options (airline, international, kg, price_vnd) values (${TEST_AIRLINE}, ${international}, ${kg}, ${international ? price * 2 : price}) on conflict do nothing`,
      );
    }
  }
}

let flightNumber = 9000;

export type TestFlight = { scheduleId: number; fareClassId: number; origin: string; destination: string };

/** One daily schedule of the test carrier with one fare class of `seats` seats. */
export async function makeFlight(
  db: Db,
  {
    origin,
    destination,
    seats = 50,
    departMinute = 600,
    durationMinutes = 80,
    refundable: asked = false,
    international = false,
    refundFeeVnd = asked ? 0 : null,
  }: {
    origin: string;
    destination: string;
    seats?: number;
    departMinute?: number;
    durationMinutes?: number;
    refundable?: boolean;
    international?: boolean;
    refundFeeVnd?: number | null;
  },
): Promise<TestFlight> {
  // refundable: a flex fare (refund fee 0); a refund fee above 0: a standard fare that refunds for it
  const refundable = refundFeeVnd !== null;
  const [code, bookingClass] = !refundable ? ['ECO_SAVER', 'E'] : refundFeeVnd > 0 ? ['ECO_STANDARD', 'M'] : ['ECO_FLEX', 'Y'];
  flightNumber += 1;
  const [schedule] = await queryRows<{ id: number }>(
    db,
    sql`insert into flight_schedules (airline, flight_number, origin, destination, depart_minute, duration_minutes, aircraft, international)
        values (${TEST_AIRLINE}, ${`${TEST_AIRLINE}${flightNumber}`}, ${origin}, ${destination}, ${departMinute}, ${durationMinutes}, 'A321', ${international}) returning id`,
  );
  const [fare] = await queryRows<{ id: number }>(
    db,
    sql`insert into fare_classes (schedule_id, code, cabin, booking_class, seats, base_fare_vnd, child_percent, infant_fare_vnd, fee_vnd, included_baggage_kg, refundable, changeable, change_fee_vnd, refund_fee_vnd)
        values (${schedule!.id}, ${code}, 'economy', ${bookingClass}, ${seats}, 1000000, 75, 150000, 80000, ${refundable ? 23 : 0}, ${refundable}, ${refundable}, ${refundable ? 0 : null}, ${refundFeeVnd}) returning id`,
  );
  return { scheduleId: schedule!.id, fareClassId: fare!.id, origin, destination };
}

/** A departure day far enough ahead that no cutoff applies. */
export const flightDay = (daysAhead = 30) => addDays(todayIso(), daysAhead);

export type SeatRow = { seats: number; held: number; sold: number };
export async function seatsOf(db: Db, fareClassId: number, departDate: string): Promise<SeatRow | null> {
  const [row] = await queryRows<SeatRow>(
    db,
    sql`select seats, held, sold from flight_seat_inventory where fare_class_id = ${fareClassId} and depart_date = ${departDate}`,
  );
  return row ?? null;
}

/** Passengers of a party: adults, then children (5 years old), then infants (1 year old) on `day`. */
export function passengersFor(
  day: string,
  { adults = 1, children = 0, infants = 0 }: { adults?: number; children?: number; infants?: number },
) {
  const year = Number(day.slice(0, 4));
  const dob = (age: number) => `${year - age}${day.slice(4)}`;
  return [
    ...Array.from({ length: adults }, (_, i) => ({ type: 'adult', title: 'MR', fullName: `Nguyễn Văn An${'a'.repeat(i)}` })),
    ...Array.from({ length: children }, () => ({ type: 'child', title: 'MSTR', fullName: 'Nguyễn Văn Bé', dateOfBirth: dob(5) })),
    ...Array.from({ length: infants }, () => ({ type: 'infant', title: 'MISS', fullName: 'Nguyễn Thị Em', dateOfBirth: dob(1) })),
  ];
}

export const CONTACT = { fullName: 'Nguyễn Văn An', email: 'an@example.com', phone: '0912345678' };

/** A served flight API on its own test database (flight basics in it, the booking rate limit lifted); close() undoes it all. */
export type FlightApi = { database: TestDatabase; db: () => Db; call: ReturnType<typeof apiClient>; close: () => Promise<void> };

export async function openFlightApi(routes: Routes = FLIGHT_ROUTES, { hotels = 4, rateLimit = '100000' } = {}): Promise<FlightApi> {
  process.env.BOOKING_RATE_LIMIT_PER_MINUTE = rateLimit;
  resetServerEnvCache();
  const database = await createTestDatabase({ hotels });
  await flightBasics(database.handle.db);
  const api = await startApiServer(routes);
  return {
    database,
    db: () => database.handle.db,
    call: apiClient(api),
    close: async () => {
      delete process.env.BOOKING_RATE_LIMIT_PER_MINUTE;
      resetServerEnvCache();
      await resetBookingRateLimit();
      await api.close();
      await database.drop();
    },
  };
}
