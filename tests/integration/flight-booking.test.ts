import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flightBookingRequestSchema, type FlightBookingRequest } from '@/features/flights/schemas';
import { releaseExpiredFlightHolds } from '@/features/flights/server';
import { addDays, todayIso } from '@/lib/dates/product-date';
import { installSsoStandIn } from '../helpers/sso-stand-in';
import { cookiePair } from './booking-helpers';
import { CONTACT, flightDay, openFlightApi, type FlightApi, makeFlight, passengersFor, seatsOf, type TestFlight } from './flight-fixtures';

const BASE = '/api/flight-service/v1/booking-requests';
let world: FlightApi;
let call: FlightApi['call'];
let out: TestFlight;
let back: TestFlight;
const db = () => world.db();

async function hold(body: Record<string, unknown>, cookie?: string) {
  const answer = await call('POST', BASE, { body, cookie, key: crypto.randomUUID() });
  return { ...answer, cookie: cookie ?? cookiePair(answer.setCookie) };
}
const oneWay = (flight: TestFlight, day: string, counts: Partial<Record<'adultCount' | 'childCount' | 'infantCount', number>> = {}) => ({
  adultCount: 1,
  childCount: 0,
  infantCount: 0,
  ...counts,
  legs: [{ leg: 0, fareClassId: flight.fareClassId, departDate: day }],
});

beforeAll(async () => {
  world = await openFlightApi();
  call = world.call;
  out = await makeFlight(db(), { origin: 'HAN', destination: 'DAD' });
  back = await makeFlight(db(), { origin: 'DAD', destination: 'HAN', departMinute: 1000 });
}, 120_000);
afterAll(() => world.close());

describe('flight booking requests', () => {
  it('holds a round trip on both legs, priced by the server (a client total is ignored: priceChanged)', async () => {
    const day = flightDay(40);
    const held = await hold({
      adultCount: 2,
      childCount: 1,
      infantCount: 1,
      legs: [
        { leg: 0, fareClassId: out.fareClassId, departDate: day },
        { leg: 1, fareClassId: back.fareClassId, departDate: addDays(day, 3) },
      ],
      totalPrice: 1,
    });
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    const request = flightBookingRequestSchema.parse(held.body.data);
    expect(request.priceChanged).toBe(true);
    expect(request.status).toBe('HELD');
    expect(request.legs.map((l) => l.listFlight[0]!.startDate)).toEqual([`${day}T10:00`, `${addDays(day, 3)}T16:40`]);
    expect(request.legs[0]!.listFlight[0]!.endDate).toBe(`${day}T11:20`);
    expect(request.quote.totalPrice).toBe(request.quote.perLeg.reduce((s, l) => s + l.ticketPrice, 0));
    expect(request.quote.totalPrice).toBeGreaterThan(1);
    expect([request.quote.adt, request.quote.chd, request.quote.inf]).toEqual([2, 1, 1]);
    expect(request.baggageOptions[1]!.options.map((o) => o.kg)).toEqual([15, 20]);
    expect(await seatsOf(db(), out.fareClassId, day)).toEqual({ seats: 50, held: 3, sold: 0 });
    expect(await seatsOf(db(), back.fareClassId, addDays(day, 3))).toEqual({ seats: 50, held: 3, sold: 0 });
    const same = await hold({ ...oneWay(out, day), totalPrice: 0 });
    expect(same.status).toBe(201);
    const again = flightBookingRequestSchema.parse(same.body.data);
    const exact = await hold({ ...oneWay(out, day), totalPrice: again.quote.totalPrice });
    expect(flightBookingRequestSchema.parse(exact.body.data).priceChanged).toBe(false);
    // only the owner reads it
    expect((await call('GET', `${BASE}/${request.id}`, { cookie: held.cookie })).status).toBe(200);
    expect((await call('GET', `${BASE}/${request.id}`)).status).toBe(404);
    expect((await call('GET', `${BASE}/${request.id}`, { cookie: same.cookie })).status).toBe(404);
  });

  it('a retry with the same Idempotency-Key is the same request and holds no more seats', async () => {
    const day = flightDay(45);
    const key = crypto.randomUUID();
    // a guest's first call lost on the way back: the retry has no cookie yet, and gets the same request and cookie
    const first = await call('POST', BASE, { body: oneWay(out, day), key });
    const again = await call('POST', BASE, { body: oneWay(out, day), key });
    expect(again.status).toBe(201);
    expect((again.body.data as FlightBookingRequest).id).toBe((first.body.data as FlightBookingRequest).id);
    expect(cookiePair(again.setCookie)).toBe(cookiePair(first.setCookie));
    expect((await seatsOf(db(), out.fareClassId, day))!.held).toBe(1);
    expect((await call('POST', BASE, { body: oneWay(out, day, { adultCount: 2 }), key })).status).toBe(422);
  });

  it('refuses bad parties, unknown and closed flights, and a return that is not the way back', async () => {
    const day = flightDay(41);
    const codeOf = async (body: unknown) => {
      const a = await hold(body as Record<string, unknown>);
      return [a.status, a.body.error_code];
    };
    expect(await codeOf(oneWay(out, day, { adultCount: 1, infantCount: 2 }))).toEqual([400, 'INVALID_PASSENGERS']);
    expect(await codeOf(oneWay(out, day, { adultCount: 5, childCount: 5 }))).toEqual([400, 'INVALID_PASSENGERS']);
    expect(await codeOf({ ...oneWay(out, day), legs: [{ leg: 0, fareClassId: 99_999_999, departDate: day }] })).toEqual([
      404,
      'FLIGHT_NOT_FOUND',
    ]);
    expect(await codeOf(oneWay(out, addDays(day, -60)))).toEqual([409, 'FLIGHT_CLOSED']);
    expect(await codeOf(oneWay(out, addDays(day, 400)))).toEqual([409, 'FLIGHT_CLOSED']);
    expect(
      await codeOf({
        ...oneWay(out, day),
        legs: [
          { leg: 0, fareClassId: out.fareClassId, departDate: day },
          { leg: 1, fareClassId: out.fareClassId, departDate: addDays(day, 2) },
        ],
      }),
    ).toEqual([400, 'INVALID_FLIGHT_SEARCH']);
    expect(
      await codeOf({
        ...oneWay(out, day),
        legs: [
          { leg: 0, fareClassId: out.fareClassId, departDate: day },
          { leg: 1, fareClassId: back.fareClassId, departDate: addDays(day, -1) },
        ],
      }),
    ).toEqual([400, 'INVALID_FLIGHT_SEARCH']);
    for (const body of [
      '{',
      '[]',
      { legs: [] },
      { ...oneWay(out, day), legs: [{ leg: 1, fareClassId: out.fareClassId, departDate: day }] },
      { ...oneWay(out, '2026-02-30') },
      { ...oneWay(out, day), extra: 1 },
    ]) {
      const a = await call('POST', BASE, { body });
      expect(a.status).toBe(400);
    }
    for (const id of ['x', '00000000-0000-4000-8000-000000000000'])
      expect([400, 404]).toContain((await call('GET', `${BASE}/${id}`)).status);
  });

  it('a same-day return must leave after the outbound lands (10:00 + 80 min = 11:20 at DAD)', async () => {
    const day = flightDay(47);
    const atLanding = await makeFlight(db(), { origin: 'DAD', destination: 'HAN', departMinute: 680 });
    const justAfter = await makeFlight(db(), { origin: 'DAD', destination: 'HAN', departMinute: 681 });
    const trip = (ret: TestFlight) => ({
      ...oneWay(out, day),
      legs: [
        { leg: 0, fareClassId: out.fareClassId, departDate: day },
        { leg: 1, fareClassId: ret.fareClassId, departDate: day },
      ],
    });
    const refused = await hold(trip(atLanding));
    expect([refused.status, refused.body.error_code]).toEqual([400, 'INVALID_FLIGHT_SEARCH']);
    expect((await hold(trip(justAfter))).status).toBe(201);
  });

  it('sales close 3 hours before departure: a hold inside the cutoff is refused, just outside it is taken', async () => {
    // Vietnam's local minute now, and flights leaving 179 and 185 minutes from now (maybe tomorrow)
    const vnNow = new Date(Date.now() + 7 * 3600_000);
    const minuteNow = vnNow.getUTCHours() * 60 + vnNow.getUTCMinutes();
    const leaving = async (ahead: number) => {
      const at = minuteNow + ahead;
      const flight = await makeFlight(db(), { origin: 'HAN', destination: 'DAD', departMinute: at % 1440 });
      return oneWay(flight, addDays(vnNow.toISOString().slice(0, 10), Math.floor(at / 1440)));
    };
    const inside = await hold(await leaving(179));
    expect([inside.status, inside.body.error_code]).toEqual([409, 'FLIGHT_CLOSED']);
    expect((await hold(await leaving(185))).status).toBe(201);
  });

  it('a round trip whose return leg is full holds neither leg', async () => {
    const day = flightDay(42);
    const full = await makeFlight(db(), { origin: 'DAD', destination: 'HAN', seats: 1, departMinute: 1200 });
    const answer = await hold({
      ...oneWay(out, day, { adultCount: 2 }),
      legs: [
        { leg: 0, fareClassId: out.fareClassId, departDate: day },
        { leg: 1, fareClassId: full.fareClassId, departDate: addDays(day, 1) },
      ],
    });
    expect(answer.status).toBe(409);
    expect(answer.body.error_code).toBe('FLIGHT_SOLD_OUT');
    expect((await seatsOf(db(), out.fareClassId, day))?.held ?? 0).toBe(0);
  });

  it("a member signing in with the guest cookie takes over the guest's flight request", async () => {
    const member = (await installSsoStandIn().signIn({ userId: 1 })).cookie;
    const held = await hold(oneWay(out, flightDay(44)));
    const id = (held.body.data as FlightBookingRequest).id;
    expect((await call('GET', `${BASE}/${id}`, { cookie: member })).status).toBe(404);
    expect((await call('GET', `${BASE}/${id}`, { cookie: `${held.cookie}; ${member}` })).status).toBe(200);
    expect((await call('GET', `${BASE}/${id}`, { cookie: member })).status).toBe(200);
    expect((await call('GET', `${BASE}/${id}`, { cookie: held.cookie })).status).toBe(404);
  });

  it('expired holds give their seats back, and an expired request takes no travellers', async () => {
    const day = flightDay(43);
    const held = await hold(oneWay(out, day, { adultCount: 2 }));
    const request = held.body.data as FlightBookingRequest;
    expect((await seatsOf(db(), out.fareClassId, day))!.held).toBe(2);
    expect(await releaseExpiredFlightHolds(new Date(Date.now() + 3_600_000))).toBeGreaterThanOrEqual(1);
    expect((await seatsOf(db(), out.fareClassId, day))!.held).toBe(0);
    expect(await releaseExpiredFlightHolds(new Date(Date.now() + 3_600_000))).toBe(0);
    const put = await call('PUT', `${BASE}/${request.id}/passengers`, {
      cookie: held.cookie,
      body: { contact: CONTACT, passengers: passengersFor(day, { adults: 2 }) },
    });
    expect([put.status, put.body.error_code]).toEqual([409, 'FLIGHT_HOLD_EXPIRED']);
    expect((await call('GET', `${BASE}/${request.id}`, { cookie: held.cookie })).body.data).toMatchObject({ status: 'EXPIRED' });
  });
});

describe('flight travellers', () => {
  let request: FlightBookingRequest;
  let cookie: string;
  const day = flightDay(50);
  const put = (passengers: unknown[], contact: unknown = CONTACT) =>
    call('PUT', `${BASE}/${request.id}/passengers`, { cookie, body: { contact, passengers } });

  beforeAll(async () => {
    const held = await hold({
      adultCount: 2,
      childCount: 1,
      infantCount: 1,
      legs: [
        { leg: 0, fareClassId: out.fareClassId, departDate: day },
        { leg: 1, fareClassId: back.fareClassId, departDate: addDays(day, 5) },
      ],
    });
    request = held.body.data as FlightBookingRequest;
    cookie = held.cookie;
  });

  it('stores exactly the party with their baggage, re-quoted; names split by the name helper', async () => {
    const passengers = passengersFor(day, { adults: 2, children: 1, infants: 1 });
    const withBags = passengers.map((p, i) =>
      i === 0
        ? {
            ...p,
            baggage: [
              { leg: 0, kg: 20 },
              { leg: 1, kg: 15 },
            ],
          }
        : i === 2
          ? { ...p, baggage: [{ leg: 1, kg: 20 }] }
          : p,
    );
    const answer = await put(withBags.reverse());
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const view = flightBookingRequestSchema.parse(answer.body.data);
    expect(view.passengers.map((p) => p.type)).toEqual(['adult', 'adult', 'child', 'infant']);
    expect(view.passengers.find((p) => p.type === 'child')).toMatchObject({
      lastName: 'Nguyễn',
      firstName: 'Văn Bé',
      listBaggage: [{ leg: 1, kg: 20, price: 260_000 }],
    });
    expect(view.quote.baggagePrice).toBe(260_000 + 200_000 + 260_000);
    expect(view.quote.totalPrice).toBe(request.quote.ticketPrice + view.quote.baggagePrice);
    expect(view.contact).toMatchObject({ email: CONTACT.email });
    // PUT again replaces them (and the baggage price)
    const plain = flightBookingRequestSchema.parse((await put(passengers)).body.data);
    expect(plain.quote.totalPrice).toBe(request.quote.ticketPrice);
  });

  it('refuses wrong counts, titles, ages at the edges and baggage that is not offered', async () => {
    const ok = passengersFor(day, { adults: 2, children: 1, infants: 1 });
    const errorsOf = async (passengers: unknown[]) => {
      const answer = await put(passengers);
      expect(answer.status).toBe(400);
      expect(answer.body.error_code).toBe('INVALID_PASSENGERS');
      return answer.body.errors!.map((e) => e.path);
    };
    expect(await errorsOf(ok.slice(0, 3))).toContain('passengers');
    expect(await errorsOf([...ok.slice(0, 3), { ...ok[3]!, type: 'adult', title: 'MR', dateOfBirth: undefined }])).toContain('passengers');
    expect(await errorsOf([{ ...ok[0]!, title: 'MSTR' }, ...ok.slice(1)])).toEqual(['passengers.0.title']);
    const year = Number(day.slice(0, 4));
    // a child of exactly 12 on the first flight is an adult; an infant turning 2 before the return is a child
    expect(await errorsOf([...ok.slice(0, 2), { ...ok[2]!, dateOfBirth: `${year - 12}${day.slice(4)}` }, ok[3]])).toEqual([
      'passengers.2.dateOfBirth',
    ]);
    expect(await errorsOf([...ok.slice(0, 3), { ...ok[3]!, dateOfBirth: `${year - 2}${addDays(day, 3).slice(4)}` }])).toEqual([
      'passengers.3.dateOfBirth',
    ]);
    expect(await errorsOf([...ok.slice(0, 3), { ...ok[3]!, dateOfBirth: addDays(day, -13) }])).toEqual(['passengers.3.dateOfBirth']);
    // born today is at least 14 days old 50 days later; never born after today
    expect((await put([...ok.slice(0, 3), { ...ok[3]!, dateOfBirth: todayIso() }])).status).toBe(200);
    expect(await errorsOf([...ok.slice(0, 3), { ...ok[3]!, dateOfBirth: addDays(todayIso(), 1) }])).toEqual(['passengers.3.dateOfBirth']);
    expect(await errorsOf([...ok.slice(0, 2), { ...ok[2]!, dateOfBirth: undefined }, ok[3]])).toEqual(['passengers.2.dateOfBirth']);
    expect(await errorsOf([{ ...ok[0]!, baggage: [{ leg: 0, kg: 25 }] }, ...ok.slice(1)])).toEqual(['passengers.0.baggage.0.kg']);
    expect(
      await errorsOf([
        {
          ...ok[0]!,
          baggage: [
            { leg: 0, kg: 15 },
            { leg: 0, kg: 20 },
          ],
        },
        ...ok.slice(1),
      ]),
    ).toEqual(['passengers.0.baggage.1.leg']);
    expect(await errorsOf([...ok.slice(0, 3), { ...ok[3]!, baggage: [{ leg: 0, kg: 15 }] }])).toEqual(['passengers.3.baggage']);
    expect((await put(ok, { ...CONTACT, phone: '123' })).status).toBe(400);
    expect((await call('PUT', `${BASE}/${request.id}/passengers`, { body: { contact: CONTACT, passengers: ok } })).status).toBe(404);
  });

  it('international: nationality and a passport valid 6 months after the last flight; only its last 4 characters come back', async () => {
    const bkk = await makeFlight(db(), { origin: 'SGN', destination: 'BKK', international: true });
    const intlDay = flightDay(60);
    const held = await hold(oneWay(bkk, intlDay));
    const intl = flightBookingRequestSchema.parse(held.body.data);
    expect(intl.isDomestic).toBe(false);
    expect(intl.baggageOptions[0]!.options[0]).toEqual({ kg: 15, price: 400_000 });
    const adult = passengersFor(intlDay, {})[0]!;
    const at = (p: unknown) =>
      call('PUT', `${BASE}/${intl.id}/passengers`, { cookie: held.cookie, body: { contact: CONTACT, passengers: [p] } });
    const missing = await at(adult);
    expect(missing.body.errors!.map((e) => e.path)).toEqual([
      'passengers.0.nationality',
      'passengers.0.passportNumber',
      'passengers.0.passportExpiry',
    ]);
    const [y, m, d] = intlDay.split('-');
    const sixMonths = `${Number(m) + 6 > 12 ? Number(y) + 1 : y}-${String(((Number(m) + 5) % 12) + 1).padStart(2, '0')}-${d}`;
    const short = await at({ ...adult, nationality: 'VN', passportNumber: 'C1234567', passportExpiry: addDays(sixMonths, -1) });
    expect(short.body.errors!.map((e) => e.path)).toEqual(['passengers.0.passportExpiry']);
    const good = await at({ ...adult, nationality: 'VN', passportNumber: 'C1234567', passportExpiry: sixMonths });
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(flightBookingRequestSchema.parse(good.body.data).passengers[0]).toMatchObject({ passportMasked: '****4567', nationality: 'VN' });
    expect(JSON.stringify(good.body)).not.toContain('C1234567');
  });
});
