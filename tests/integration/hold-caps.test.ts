import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetBookingRateLimit } from '@/features/auth/server';
import { queryRows } from '@/lib/db/client';
import { addDays } from '@/lib/dates/product-date';
import { resetServerEnvCache } from '@/lib/env/server';
import { startApiServer } from '../helpers/api-server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import {
  BOOKING_ROUTES,
  bookingClient,
  bookingFootprint,
  cookiePair,
  inventoryOf,
  pickHotel,
  setFree,
  type PlanRow,
} from './booking-helpers';
import { FLIGHT_ROUTES, flightBasics, flightDay, makeFlight, seatsOf, type TestFlight } from './flight-fixtures';
import { apiClient, choose, orderBody, ORDER_ROUTES } from './orders-helpers';

const CAPS = {
  HOLD_MAX_ROOMS_PER_ADDRESS: '20',
  HOLD_MAX_ROOMS_PER_GUEST: '10',
  HOLD_MAX_SEATS_PER_ADDRESS: '27',
  HOLD_MAX_SEATS_PER_GUEST: '18',
};

let database: TestDatabase;
let api: Awaited<ReturnType<typeof startApiServer>>;
let call: ReturnType<typeof bookingClient>;
let flightCall: ReturnType<typeof apiClient>;
let hotelId: number;
let plans: PlanRow[];
let firstCheckIn: string;
let checkIn: string;
let testIndex = 0;
let flight: TestFlight;
const db = () => database.handle.db;

beforeAll(async () => {
  // the caps as a real deployment has them (the test projects lift them: one address sends every test's calls)
  Object.assign(process.env, CAPS, { BOOKING_RATE_LIMIT_PER_MINUTE: '1000000' });
  resetServerEnvCache();
  database = await createTestDatabase({ hotels: 8 });
  await flightBasics(db());
  flight = await makeFlight(db(), { origin: 'HAN', destination: 'DAD', seats: 500 });
  api = await startApiServer({ ...BOOKING_ROUTES, ...ORDER_ROUTES, ...FLIGHT_ROUTES });
  call = bookingClient(api);
  flightCall = apiClient(api);
  ({ hotelId, plans, checkIn: firstCheckIn } = await pickHotel(db()));
}, 120_000);
afterAll(async () => {
  for (const name of [...Object.keys(CAPS), 'BOOKING_RATE_LIMIT_PER_MINUTE']) delete process.env[name];
  resetServerEnvCache();
  await resetBookingRateLimit();
  await api.close();
  await database.drop();
});
beforeEach(async () => {
  // each test holds its own nights, with plenty of rooms free
  checkIn = addDays(firstCheckIn, 3 * testIndex);
  testIndex += 1;
  for (const plan of plans) await setFree(db(), plan.room_type_id, [checkIn, addDays(checkIn, 1)], 200, 200);
});

const hold = (rooms: number, address: string, cookie?: string, plan = plans[0]!) =>
  call('POST', '/request-price/', {
    body: { hotel_id: hotelId, check_in: checkIn, nights: 2, adults: rooms, rooms: [{ rate_plan_id: plan.id, room_count: rooms }] },
    cookie,
    key: crypto.randomUUID(),
    headers: { 'x-forwarded-for': address },
  });
const heldRooms = async (address: string) =>
  (
    await queryRows<{ n: number }>(
      db(),
      sql`select coalesce(sum(r.room_count), 0)::int n from booking_requests b join booking_request_rooms r on r.booking_request_id = b.id where b.client_address = ${address} and b.status = 'HELD' and b.expires_at > now()`,
    )
  )[0]!.n;

describe(`hold caps per client address and per guest [${process.env.TEST_DB_KIND}]`, () => {
  it('one guest holds at most 10 rooms: the 11th is 409 HOLD_LIMIT_REACHED and nothing is held', async () => {
    const first = await hold(9, '198.51.100.1');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const guest = cookiePair(first.setCookie);
    const before = await bookingFootprint(db());
    const refused = await hold(2, '198.51.100.1', guest, plans[1]);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      status: 'error',
      error_code: 'HOLD_LIMIT_REACHED',
      message: expect.stringMatching(/giữ quá nhiều phòng/),
    });
    expect({ ...(await bookingFootprint(db())), keys: before.keys }).toEqual(before);
    expect((await inventoryOf(db(), plans[1]!.room_type_id)).filter((row) => row.stay_date === checkIn)[0]!.held).toBe(0);
    // within the cap it goes on, from any address
    expect((await hold(1, '198.51.100.99', guest, plans[1])).status).toBe(201);
  });

  it('renewing guests on one address hold at most 20 rooms; another address goes on', async () => {
    const address = '198.51.100.2';
    const answers = [];
    // before the cap: 10 new guests x 3 holds x 9 rooms = 270 rooms from one address in 15 minutes
    for (let i = 0; i < 4; i += 1) answers.push((await hold(9, address)).status);
    expect(answers).toEqual([201, 201, 409, 409]);
    expect((await hold(2, address)).status).toBe(201);
    const over = await hold(1, address);
    expect([over.status, over.body.error_code]).toEqual([409, 'HOLD_LIMIT_REACHED']);
    expect(await heldRooms(address)).toBe(20);
    expect((await hold(9, '198.51.100.3')).status).toBe(201);
  });

  it('re-pricing a held request counts its rooms once', async () => {
    const first = await hold(9, '198.51.100.4');
    const guest = cookiePair(first.setCookie);
    const id = (first.body.data as { id: string }).id;
    const again = await call('POST', '/request-price/', {
      body: {
        booking_request_id: id,
        hotel_id: hotelId,
        check_in: checkIn,
        nights: 2,
        adults: 9,
        rooms: [{ rate_plan_id: plans[0]!.id, room_count: 9 }],
      },
      cookie: guest,
      key: crypto.randomUUID(),
      headers: { 'x-forwarded-for': '198.51.100.4' },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
  });

  it("an unpaid order keeps its rooms in the address's count (making the order frees no room under the cap)", async () => {
    const address = '198.51.100.7';
    const held = await hold(9, address);
    expect(held.status).toBe(201);
    const request = held.body.data as { id: string; rooms: { booking_request_rate_id: number; room_count: number }[] };
    await choose(db(), request.id, 'payment_method_bank_transfer');
    const placed = await flightCall('POST', `/api/order-hotel/order/booking-request-fe/${request.id}`, {
      body: orderBody(request),
      cookie: cookiePair(held.setCookie),
      key: crypto.randomUUID(),
      headers: { 'x-forwarded-for': address },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect((await hold(9, address)).status).toBe(201);
    const over = await hold(9, address);
    expect([over.status, over.body.error_code]).toEqual([409, 'HOLD_LIMIT_REACHED']);
    expect((await hold(2, address)).status).toBe(201);
  });

  it('flight seats: one guest holds at most 18, one address 27', async () => {
    const day = flightDay(50);
    const seatsHold = (adults: number, address: string, cookie?: string) =>
      flightCall('POST', '/api/flight-service/v1/booking-requests', {
        body: { adultCount: adults, childCount: 0, infantCount: 0, legs: [{ leg: 0, fareClassId: flight.fareClassId, departDate: day }] },
        cookie,
        key: crypto.randomUUID(),
        headers: { 'x-forwarded-for': address },
      });
    const first = await seatsHold(9, '198.51.100.5');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const guest = cookiePair(first.setCookie);
    expect((await seatsHold(9, '198.51.100.5', guest)).status).toBe(201);
    const refused = await seatsHold(1, '198.51.100.5', guest);
    expect([refused.status, refused.body.error_code]).toEqual([409, 'FLIGHT_HOLD_LIMIT_REACHED']);
    expect((await seatsHold(9, '198.51.100.5')).status).toBe(201);
    expect((await seatsHold(1, '198.51.100.5')).status).toBe(409);
    expect(await seatsOf(db(), flight.fareClassId, day)).toMatchObject({ held: 27 });
  });
});

// PGlite runs one statement at a time in this process, so nothing races there
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')(`hold caps under concurrency [${process.env.TEST_DB_KIND}]`, () => {
  it('40 concurrent request-prices of 3 rooms from one address (each a new guest): 6 hold 18 rooms, 34 are refused', async () => {
    const address = '198.51.100.6';
    const answers = await Promise.all(Array.from({ length: 40 }, () => hold(3, address)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(6);
    for (const refused of answers.filter((a) => a.status !== 201)) expect(refused.body.error_code).toBe('HOLD_LIMIT_REACHED');
    expect(await heldRooms(address)).toBe(18);
    const night = (await inventoryOf(db(), plans[0]!.room_type_id)).find((row) => row.stay_date === checkIn)!;
    expect(night.held).toBe(18);
  });
});
