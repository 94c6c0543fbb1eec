import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flightBookingRequestSchema, flightRequestListSchema, type FlightRequestList } from '@/features/flights/schemas';
import { addDays } from '@/lib/dates/product-date';
import { installSsoStandIn } from '../helpers/sso-stand-in';
import { cookiePair } from './booking-helpers';
import { flightDay, openFlightApi, type FlightApi, makeFlight, type TestFlight } from './flight-fixtures';

// Issue 37 §4: a traveller's flight requests are listed as the hotel ones are, their own only, newest first.

const BASE = '/api/flight-service/v1/booking-requests';
let world: FlightApi;
let call: FlightApi['call'];
let out: TestFlight;
let back: TestFlight;
const db = () => world.db();

async function hold(legs: { flight: TestFlight; day: string }[], cookie?: string, adultCount = 1, childCount = 0) {
  const body = {
    adultCount,
    childCount,
    infantCount: 0,
    legs: legs.map(({ flight, day }, leg) => ({ leg, fareClassId: flight.fareClassId, departDate: day })),
  };
  const answer = await call('POST', BASE, { body, cookie, key: crypto.randomUUID() });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { request: flightBookingRequestSchema.parse(answer.body.data), cookie: cookie ?? cookiePair(answer.setCookie) };
}

async function list(cookie: string | undefined, query = ''): Promise<FlightRequestList> {
  const answer = await call('GET', `${BASE}${query}`, { cookie });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return flightRequestListSchema.parse(answer.body.data);
}

// created_at set apart, so "newest first" is not left to two inserts of the same microsecond
const ageBy = (id: string, minutes: number) =>
  db().execute(sql`update flight_booking_requests set created_at = now() - make_interval(mins => ${minutes}) where id = ${id}`);

beforeAll(async () => {
  world = await openFlightApi();
  call = world.call;
  out = await makeFlight(db(), { origin: 'HAN', destination: 'DAD' });
  back = await makeFlight(db(), { origin: 'DAD', destination: 'HAN', departMinute: 1000 });
}, 120_000);
afterAll(() => world.close());

describe(`flight booking request list [${process.env.TEST_DB_KIND}]`, () => {
  it("lists a guest's own requests newest first with legs, party, total, hold expiry and status; never another caller's", async () => {
    const day = flightDay(50);
    const first = await hold([{ flight: out, day }], undefined, 2, 1);
    const guest = first.cookie;
    const second = await hold(
      [
        { flight: out, day: addDays(day, 1) },
        { flight: back, day: addDays(day, 4) },
      ],
      guest,
    );
    const third = await hold([{ flight: back, day: addDays(day, 2) }], guest);
    await ageBy(first.request.id, 30);
    await ageBy(second.request.id, 20);
    await ageBy(third.request.id, 10);
    const other = await hold([{ flight: out, day }]);

    const mine = await list(guest);
    expect(mine.total).toBe(3);
    expect(mine.items.map((i) => i.id)).toEqual([third.request.id, second.request.id, first.request.id]);
    const round = mine.items[1]!;
    expect(round).toMatchObject({
      status: 'HELD',
      adultCount: 1,
      childCount: 0,
      infantCount: 0,
      passengerCount: 1,
      isDomestic: true,
      totalPrice: second.request.quote.totalPrice,
      expiresAt: second.request.expiresAt,
    });
    expect(
      round.legs.map((l) => [l.leg, l.listFlight[0]!.startPoint, l.listFlight[0]!.endPoint, l.listFlight[0]!.startDate.slice(0, 10)]),
    ).toEqual([
      [0, 'HAN', 'DAD', addDays(day, 1)],
      [1, 'DAD', 'HAN', addDays(day, 4)],
    ]);
    expect(mine.items[2]).toMatchObject({ adultCount: 2, childCount: 1, passengerCount: 3, totalPrice: first.request.quote.totalPrice });
    // the list and the single read agree on the free cancellation rule
    expect(mine.items[0]!.freeCancelUntil).toBe(third.request.freeCancelUntil);
    expect(Date.parse(mine.items[0]!.createdAt)).toBeGreaterThan(Date.parse(mine.items[1]!.createdAt));

    // the other guest sees only theirs; no cookie, no requests (and no cookie set by reading)
    expect((await list(other.cookie)).items.map((i) => i.id)).toEqual([other.request.id]);
    const nobody = await call('GET', BASE);
    expect(nobody.status).toBe(200);
    expect(flightRequestListSchema.parse(nobody.body.data)).toMatchObject({ items: [], total: 0 });
    expect(nobody.setCookie ?? '').not.toContain('bookingGuest');
  });

  it("a member lists the member's requests, not the guest ones of the same browser's cookie", async () => {
    const member = (await installSsoStandIn().signIn({ userId: 7 })).cookie;
    const day = flightDay(60);
    const guest = await hold([{ flight: out, day }]);
    const own = await hold([{ flight: back, day }], member);
    const seen = await list(member);
    expect(seen.items.map((i) => i.id)).toEqual([own.request.id]);
    expect((await list(guest.cookie)).items.map((i) => i.id)).toEqual([guest.request.id]);
    // another member: none of them
    const stranger = (await installSsoStandIn().signIn({ userId: 8 })).cookie;
    expect((await list(stranger)).total).toBe(0);
  });

  it('pages the list and filters by status (a HELD request past its expiry reads and filters as EXPIRED)', async () => {
    const day = flightDay(70);
    const { cookie, request: oldest } = await hold([{ flight: out, day }]);
    const ids: string[] = [oldest.id];
    for (let i = 1; i < 5; i += 1) ids.push((await hold([{ flight: out, day: addDays(day, i) }], cookie)).request.id);
    for (const [i, id] of ids.entries()) await ageBy(id, 60 - i * 10);
    const newestFirst = [...ids].reverse();

    const page2 = await list(cookie, '?page=2&page_size=2');
    expect(page2).toMatchObject({ total: 5, page: 2, page_size: 2 });
    expect(page2.items.map((i) => i.id)).toEqual(newestFirst.slice(2, 4));
    expect((await list(cookie, '?page=3&page_size=2')).items.map((i) => i.id)).toEqual(newestFirst.slice(4));
    expect((await list(cookie, '?page=4&page_size=2')).items).toEqual([]);

    // an owner keeps 3 live holds: the 4th and 5th ended the two oldest (stored EXPIRED); the third lapses unswept
    await db().execute(sql`update flight_booking_requests set expires_at = now() - interval '1 minute' where id = ${ids[2]!}`);
    const expired = await list(cookie, '?status=EXPIRED');
    expect(expired.items.map((i) => [i.id, i.status])).toEqual(newestFirst.slice(2).map((id) => [id, 'EXPIRED']));
    const held = await list(cookie, '?status=HELD');
    expect(held.items.map((i) => [i.id, i.status])).toEqual(newestFirst.slice(0, 2).map((id) => [id, 'HELD']));
    expect((await list(cookie)).items.map((i) => i.status)).toEqual(['HELD', 'HELD', 'EXPIRED', 'EXPIRED', 'EXPIRED']);
    expect((await list(cookie, '?status=CONVERTED')).total).toBe(0);
  });

  it('answers a bad query with 400 BAD_REQUEST, never 500', async () => {
    const { cookie } = await hold([{ flight: out, day: flightDay(80) }]);
    for (const query of [
      '?page=0',
      '?page=1001',
      '?page_size=0',
      '?page_size=51',
      '?page=abc',
      '?status=PAID',
      '?status=held',
      '?owner=1',
      '?page_size=1.5',
    ]) {
      const answer = await call('GET', `${BASE}${query}`, { cookie });
      expect(answer.status, query).toBe(400);
      expect(answer.body, query).toMatchObject({ status: 'error', error_code: 'BAD_REQUEST' });
      expect(typeof answer.body.message).toBe('string');
    }
  });
});
