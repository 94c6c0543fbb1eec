import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as cancel from '@/app/api/booking/cancel-ticket/v3/process-order-cancel/route';
import type { FlightBookingRequest } from '@/features/flights/schemas';
import { resetBookingRateLimit } from '@/features/auth/server';
import { mailOutbox } from '@/features/mail/db';
import { releaseExpiredFlightHolds } from '@/features/flights/server';
import { expireUnpaidOrders } from '@/features/sales/server';
import { addDays } from '@/lib/dates/product-date';
import { queryRows } from '@/lib/db/client';
import { startApiServer } from '../helpers/api-server';
import { installSsoStandIn } from '../helpers/sso-stand-in';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { cookiePair } from './booking-helpers';
import { CONTACT, FLIGHT_ROUTES, flightBasics, flightDay, makeFlight, passengersFor, seatsOf, type TestFlight } from './flight-fixtures';
import { apiClient, ORDER_ROUTES } from './orders-helpers';
import { PAYMENT_ROUTES } from './payment-method-helpers';
import { clearTestGateway, ipnParams, signedIpnQuery, TEST_VNPAY, useTestGateway } from './vnpay-sign';

const SECRET = TEST_VNPAY.secret;
const TMN = TEST_VNPAY.tmnCode;
const BASE = '/api/flight-service/v1/booking-requests';
let database: TestDatabase;
let api: Awaited<ReturnType<typeof startApiServer>>;
let call: ReturnType<typeof apiClient>;
let out: TestFlight;
let back: TestFlight;
let flex: TestFlight;
let dayOffset = 0;
const db = () => database.handle.db;

type Order = {
  order_number: string;
  status: string;
  product_type: string;
  title: string;
  flight: { legs: unknown[]; passengers: { passportMasked: string | null }[] };
  prices: { subtotal_vnd: number; payment_fee_vnd: number; total_vnd: number };
  check_in: string;
  check_out: string;
};

/** A held request of a new guest, with its travellers in (1 adult, 1 child unless said). */
async function heldWithTravellers({ flight = out, roundTrip = true, travellers = true, member = '', on = '' } = {}) {
  dayOffset += 1;
  const day = on || flightDay(30 + dayOffset);
  const legs = [
    { leg: 0, fareClassId: flight.fareClassId, departDate: day },
    ...(roundTrip ? [{ leg: 1, fareClassId: back.fareClassId, departDate: addDays(day, 4) }] : []),
  ];
  const held = await call('POST', BASE, {
    body: { adultCount: 1, childCount: 1, infantCount: 0, legs },
    key: crypto.randomUUID(),
    cookie: member || undefined,
  });
  expect(held.status, JSON.stringify(held.body)).toBe(201);
  const cookie = member || cookiePair(held.setCookie);
  let request = held.body.data as FlightBookingRequest;
  if (travellers) {
    const passengers = passengersFor(day, { adults: 1, children: 1 }).map((p, i) =>
      i === 0 ? { ...p, baggage: [{ leg: 0, kg: 20 }] } : p,
    );
    const put = await call('PUT', `${BASE}/${request.id}/passengers`, { cookie, body: { contact: CONTACT, passengers } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    request = put.body.data as FlightBookingRequest;
  }
  return { request, cookie, day, legs };
}
const choose = (id: string, cookie: string, payment_method: string) =>
  call('PATCH', `/api/v3-booking/booking-requests/${id}/choose-payment-method`, {
    cookie,
    body: { payment_method, user_type: 'person' },
    key: crypto.randomUUID(),
  });
const order = (id: string, cookie: string, key = crypto.randomUUID()) =>
  call('POST', `${BASE}/${id}/order`, { cookie, body: { lang: 'vi' }, key });
const orderRow = async (code: string) =>
  (
    await queryRows<{ id: number; status: string; total_vnd: number }>(
      db(),
      sql`select id, status, total_vnd from orders where order_number = ${code}`,
    )
  )[0]!;

beforeAll(async () => {
  useTestGateway();
  database = await createTestDatabase({ hotels: 4 });
  await flightBasics(db());
  out = await makeFlight(db(), { origin: 'HAN', destination: 'DAD' });
  back = await makeFlight(db(), { origin: 'DAD', destination: 'HAN', departMinute: 900, refundable: true });
  flex = await makeFlight(db(), { origin: 'HAN', destination: 'DAD', departMinute: 420, refundable: true });
  api = await startApiServer({
    ...PAYMENT_ROUTES,
    ...ORDER_ROUTES,
    ...FLIGHT_ROUTES,
    '/api/booking/cancel-ticket/v3/process-order-cancel': cancel,
  });
  call = apiClient(api);
}, 120_000);
afterAll(async () => {
  clearTestGateway();
  await resetBookingRateLimit();
  await api.close();
  await database.drop();
});

describe('payment methods for a flight request', () => {
  it('lists the methods without the voucher; choosing needs travellers; the voucher is refused with a reason', async () => {
    const { request, cookie } = await heldWithTravellers({ travellers: false });
    const listed = await call('GET', `/api/v3-booking/payment-methods?request_from=FE_BASIC&booking_request_id=${request.id}`, { cookie });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const methods = listed.body.data as { payment_method: string; order_value: number }[];
    const codes = methods.map((m) => m.payment_method);
    expect(codes).toContain('payment_method_credit_card');
    expect(codes).toContain('payment_method_bank_transfer');
    expect(codes).not.toContain('payment_method_voucher');
    expect(methods.find((m) => m.payment_method === 'payment_method_bank_transfer')!.order_value).toBe(request.quote.totalPrice);
    expect((await choose(request.id, cookie, 'payment_method_credit_card')).body.error_code).toBe('TRAVELLERS_REQUIRED');
    expect((await call('GET', `/api/v3-booking/payment-methods?request_from=FE_BASIC&booking_request_id=${request.id}`)).status).toBe(404);
    const put = await call('PUT', `${BASE}/${request.id}/passengers`, {
      cookie,
      body: { contact: CONTACT, passengers: passengersFor(flightDay(31), { adults: 1, children: 1 }) },
    });
    expect(put.status).toBe(200);
    const voucher = await choose(request.id, cookie, 'payment_method_voucher');
    expect([voucher.status, voucher.body.error_code]).toEqual([409, 'BK1057']);
    expect(voucher.body.message).toMatch(/Voucher/);
    const card = await choose(request.id, cookie, 'payment_method_credit_card');
    expect(card.status, JSON.stringify(card.body)).toBe(200);
    expect(card.body.data).toMatchObject({ booking_request_id: request.id, total_price: request.quote.totalPrice });
  });
});

describe('flight orders', () => {
  it('makes the order in one go: seats sold on both legs, request converted, mail queued; pays through the VNPay IPN', async () => {
    const { request, cookie, day, legs } = await heldWithTravellers();
    expect((await order(request.id, cookie)).body.error_code).toBe('PAYMENT_METHOD_REQUIRED');
    expect((await choose(request.id, cookie, 'payment_method_credit_card')).status).toBe(200);
    const key = crypto.randomUUID();
    const made = await order(request.id, cookie, key);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const detail = (made.body.data as { order: Order; payment: { kind: string } | null }).order;
    expect(detail).toMatchObject({
      product_type: 'flight',
      status: 'pending',
      title: 'Vé máy bay Hà Nội → Đà Nẵng (khứ hồi)',
      check_in: day,
      check_out: addDays(day, 4),
    });
    expect(detail.flight.legs).toHaveLength(2);
    expect(detail.prices.subtotal_vnd).toBe(request.quote.totalPrice);
    expect(detail.prices.total_vnd).toBe(detail.prices.subtotal_vnd + detail.prices.payment_fee_vnd);
    expect((made.body.data as { payment: unknown }).payment).not.toBeNull();
    // a retry with the same key is the same order
    const again = await order(request.id, cookie, key);
    expect((again.body.data as { order: Order }).order.order_number).toBe(detail.order_number);
    expect((await order(request.id, cookie)).body.error_code).toBe('FLIGHT_HOLD_EXPIRED');
    for (const l of legs) expect(await seatsOf(db(), l.fareClassId, l.departDate)).toMatchObject({ held: 0, sold: 2 });
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.ref} = ${`order:${detail.order_number}`} and ${mailOutbox.kind} = 'order_received'`);
    expect(mail!.text).toContain('Vé máy bay Hà Nội → Đà Nẵng');
    const row = await orderRow(detail.order_number);
    const [attempt] = await queryRows<{ txn_ref: string; amount_vnd: number }>(
      db(),
      sql`select txn_ref, amount_vnd from payment_attempts where order_id = ${row.id} and status = 'created'`,
    );
    const ipn = await call(
      'GET',
      `/api/payment-service/vnpay/ipn?${signedIpnQuery(ipnParams(attempt!.txn_ref, attempt!.amount_vnd, TMN), SECRET)}`,
    );
    expect((ipn.body as unknown as { RspCode: string }).RspCode).toBe('00');
    expect((await orderRow(detail.order_number)).status).toBe('confirmed');
    for (const l of legs) expect(await seatsOf(db(), l.fareClassId, l.departDate)).toMatchObject({ held: 0, sold: 2 });
  });

  it('a flight leaving soon is paid by its sales close at the latest (3 hours before departure)', async () => {
    const vnNow = new Date(Date.now() + 7 * 3600_000);
    const at = vnNow.getUTCHours() * 60 + vnNow.getUTCMinutes() + 190;
    const soon = await makeFlight(db(), { origin: 'HAN', destination: 'DAD', departMinute: at % 1440 });
    const { request, cookie } = await heldWithTravellers({
      flight: soon,
      roundTrip: false,
      on: addDays(vnNow.toISOString().slice(0, 10), Math.floor(at / 1440)),
    });
    expect((await choose(request.id, cookie, 'payment_method_credit_card')).status).toBe(200);
    // an English booking: the title (and its mails) in English
    const made = await call('POST', `${BASE}/${request.id}/order`, { cookie, body: { lang: 'en' }, key: crypto.randomUUID() });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect((made.body.data as { order: Order }).order.title).toBe('Flights Hanoi → Da Nang');
    const code = (made.body.data as { order: Order }).order.order_number;
    const [row] = await queryRows<{ payment_deadline: Date }>(db(), sql`select payment_deadline from orders where order_number = ${code}`);
    const departure = Date.parse(`${request.legs[0]!.listFlight[0]!.startDate}:00+07:00`);
    // ORDER_PAYMENT_MINUTES (20) would end after sales close, 10 minutes from now
    expect(new Date(row!.payment_deadline).getTime()).toBe(departure - 180 * 60_000);
  });

  it('an unpaid flight order that expires gives its seats back exactly once', async () => {
    const { request, cookie, legs } = await heldWithTravellers({ roundTrip: false });
    await choose(request.id, cookie, 'payment_method_credit_card');
    const made = await order(request.id, cookie);
    expect(made.status).toBe(201);
    const code = (made.body.data as { order: Order }).order.order_number;
    expect(await seatsOf(db(), legs[0]!.fareClassId, legs[0]!.departDate)).toMatchObject({ held: 0, sold: 2 });
    const later = new Date(Date.now() + 3 * 3_600_000);
    expect(await expireUnpaidOrders(later)).toBeGreaterThanOrEqual(1);
    expect(await expireUnpaidOrders(later)).toBe(0);
    expect((await orderRow(code)).status).toBe('expired');
    expect(await seatsOf(db(), legs[0]!.fareClassId, legs[0]!.departDate)).toMatchObject({ held: 0, sold: 0 });
  });

  it('a paid order of refundable fares is cancelled free before 24 h ahead: seats back once', async () => {
    const { request, cookie, legs } = await heldWithTravellers({ flight: flex });
    await choose(request.id, cookie, 'payment_method_credit_card');
    const made = await order(request.id, cookie);
    const code = (made.body.data as { order: Order }).order.order_number;
    const row = await orderRow(code);
    const [attempt] = await queryRows<{ txn_ref: string; amount_vnd: number }>(
      db(),
      sql`select txn_ref, amount_vnd from payment_attempts where order_id = ${row.id} and status = 'created'`,
    );
    await call('GET', `/api/payment-service/vnpay/ipn?${signedIpnQuery(ipnParams(attempt!.txn_ref, attempt!.amount_vnd, TMN), SECRET)}`);
    expect((await orderRow(code)).status).toBe('confirmed');
    const [reason] = await queryRows<{ id: number }>(db(), sql`select id from cancel_reasons order by id limit 1`);
    const cancelled = await call('POST', '/api/booking/cancel-ticket/v3/process-order-cancel/', {
      cookie,
      body: { order_code: code, reason_id: reason!.id },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(['cancelled', 'refunded']).toContain((await orderRow(code)).status);
    for (const l of legs) expect(await seatsOf(db(), l.fareClassId, l.departDate)).toMatchObject({ held: 0, sold: 0 });
    const [refund] = await queryRows<{ amount_vnd: number }>(db(), sql`select amount_vnd from order_refunds where order_id = ${row.id}`);
    expect(refund!.amount_vnd).toBeGreaterThan(0);
    expect(await expireUnpaidOrders(new Date(Date.now() + 3 * 3_600_000))).toBe(0);
    for (const l of legs) expect((await seatsOf(db(), l.fareClassId, l.departDate))!.sold).toBe(0);
  });

  it("a member's paid flight order is in their orders with both legs; the confirmed mail names the flights", async () => {
    const member = (await installSsoStandIn().signIn({ userId: 1 })).cookie;
    const { request, cookie } = await heldWithTravellers({ member });
    expect((await choose(request.id, cookie, 'payment_method_credit_card')).status).toBe(200);
    const made = await order(request.id, cookie);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const code = (made.body.data as { order: Order }).order.order_number;
    const row = await orderRow(code);
    const [attempt] = await queryRows<{ txn_ref: string; amount_vnd: number }>(
      db(),
      sql`select txn_ref, amount_vnd from payment_attempts where order_id = ${row.id} and status = 'created'`,
    );
    await call('GET', `/api/payment-service/vnpay/ipn?${signedIpnQuery(ipnParams(attempt!.txn_ref, attempt!.amount_vnd, TMN), SECRET)}`);
    const list = await call('GET', '/api/order-hotel/order/by-user/', { cookie: member });
    expect(list.status).toBe(200);
    expect(
      (list.body.data as { items: { order_number: string; product_type: string }[] }).items.find((i) => i.order_number === code),
    ).toMatchObject({ product_type: 'flight' });
    const one = await call('GET', `/api/order-hotel/order/${code}/by-user/`, { cookie: member });
    expect(one.body.data).toMatchObject({ order_number: code, status: 'confirmed', product_type: 'flight' });
    expect((one.body.data as Order).flight.legs).toHaveLength(2);
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.ref} = ${`order:${code}`} and ${mailOutbox.kind} = 'order_confirmed'`);
    expect(mail!.text).toContain('Chiều đi');
    expect(mail!.text).toContain('Chiều về');
    expect(mail!.text).toMatch(/XT\d+ · HAN → DAD/);
  });

  it('a hold that lapsed before the order gives its seats back and makes no order', async () => {
    const { request, cookie, legs } = await heldWithTravellers({ roundTrip: false });
    expect((await choose(request.id, cookie, 'payment_method_credit_card')).status).toBe(200);
    expect(await releaseExpiredFlightHolds(new Date(Date.now() + 3_600_000))).toBeGreaterThanOrEqual(1);
    const late = await order(request.id, cookie);
    expect([late.status, late.body.error_code]).toEqual([409, 'FLIGHT_HOLD_EXPIRED']);
    expect(await seatsOf(db(), legs[0]!.fareClassId, legs[0]!.departDate)).toMatchObject({ held: 0, sold: 0 });
    const [count] = await queryRows<{ n: number }>(db(), sql`select count(*)::int n from orders where booking_request_id = ${request.id}`);
    expect(count!.n).toBe(0);
    expect(
      (await call('GET', `/api/v3-booking/payment-methods?request_from=FE_BASIC&booking_request_id=${request.id}`, { cookie })).body
        .error_code,
    ).toBe('FLIGHT_HOLD_EXPIRED');
  });

  it('refuses an order without travellers, of an expired hold, of someone else, and bad ids and bodies', async () => {
    const { request, cookie } = await heldWithTravellers({ travellers: false });
    expect((await order(request.id, cookie)).body.error_code).toBe('TRAVELLERS_REQUIRED');
    expect((await order(request.id, '')).status).toBe(404);
    expect((await call('POST', `${BASE}/not-a-uuid/order`, { cookie, body: {} })).status).toBe(400);
    expect((await call('POST', `${BASE}/${request.id}/order`, { cookie, body: { lang: 'fr' } })).status).toBe(400);
    expect((await call('POST', `${BASE}/${request.id}/order`, { cookie, body: '{' })).status).toBe(400);
  });
});
