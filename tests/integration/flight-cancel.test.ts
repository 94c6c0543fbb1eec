import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as cancel from '@/app/api/booking/cancel-ticket/v3/process-order-cancel/route';
import * as reasons from '@/app/api/booking/reasons/frontend/route';
import type { FlightBookingRequest } from '@/features/flights/schemas';
import { resetBookingRateLimit } from '@/features/booking/server';
import { addDays, toSummaryDate } from '@/lib/dates/product-date';
import { queryRows } from '@/lib/db/client';
import { startApiServer } from '../helpers/api-server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { cookiePair } from './booking-helpers';
import { CONTACT, FLIGHT_ROUTES, flightBasics, flightDay, makeFlight, passengersFor, type TestFlight } from './flight-fixtures';
import { apiClient, ORDER_ROUTES } from './orders-helpers';
import { PAYMENT_ROUTES } from './payment-method-helpers';
import { clearTestGateway, ipnParams, signedIpnQuery, TEST_VNPAY, useTestGateway } from './vnpay-sign';

// the card gateway's refund lies outside the project: it answers OK here
vi.mock('@/features/payment/server', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/features/payment/server')>();
  return {
    ...original,
    providerFor: (id: Parameters<typeof original.providerFor>[0]) =>
      id === 'vnpay' ? { ...original.providerFor(id), refund: async () => ({ ok: true, providerRef: 'RF1' }) } : original.providerFor(id),
  };
});

const BASE = '/api/flight-service/v1/booking-requests';
const CANCEL = '/api/booking/cancel-ticket/v3/process-order-cancel/';
let database: TestDatabase;
let api: Awaited<ReturnType<typeof startApiServer>>;
let call: ReturnType<typeof apiClient>;
let saver: TestFlight;
let flex: TestFlight;
let dayOffset = 0;
const db = () => database.handle.db;

type Reason = { id: number; text: string };
type Order = { order_number: string; status: string; prices: { total_vnd: number }; cancellation: { free_until: string | null; refund_vnd: number } };

/** A new guest's one-way flight order on `flight`, 1 adult, by card; paid by the VNPay IPN unless said. */
async function flightOrder(flight: TestFlight, { pay = true } = {}) {
  dayOffset += 1;
  const day = flightDay(30 + dayOffset);
  const held = await call('POST', BASE, { body: { adultCount: 1, childCount: 0, infantCount: 0, legs: [{ leg: 0, fareClassId: flight.fareClassId, departDate: day }] }, key: crypto.randomUUID() });
  expect(held.status, JSON.stringify(held.body)).toBe(201);
  const cookie = cookiePair(held.setCookie);
  const request = held.body.data as FlightBookingRequest;
  const put = await call('PUT', `${BASE}/${request.id}/passengers`, { cookie, body: { contact: CONTACT, passengers: passengersFor(day, { adults: 1 }) } });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  const chosen = await call('PATCH', `/api/v3-booking/booking-requests/${request.id}/choose-payment-method`, { cookie, body: { payment_method: 'payment_method_credit_card', user_type: 'person' }, key: crypto.randomUUID() });
  expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
  const made = await call('POST', `${BASE}/${request.id}/order`, { cookie, body: { lang: 'vi' }, key: crypto.randomUUID() });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const data = made.body.data as { order: Order; payment: { transaction_id: string } };
  if (pay) {
    const paid = await call('GET', `/api/payment-service/vnpay/ipn?${signedIpnQuery(ipnParams(data.payment.transaction_id, data.order.prices.total_vnd, TEST_VNPAY.tmnCode), TEST_VNPAY.secret)}`);
    expect(paid.body).toMatchObject({ RspCode: '00' });
  }
  return { order: data.order, cookie, day };
}
const reasonsFor = async (product: string) => (await call('GET', `/api/booking/reasons/frontend/?product_type=${product}`)).body.data as Reason[];
const mailText = async (code: string, kind: string) =>
  (await queryRows<{ text: string }>(db(), sql`select text from mail_outbox where ref = ${`order:${code}`} and kind = ${kind}`))[0]?.text ?? '';
const refundOf = async (code: string) =>
  (await queryRows<{ amount_vnd: number }>(db(), sql`select r.amount_vnd from order_refunds r join orders o on o.id = r.order_id where o.order_number = ${code}`))[0]?.amount_vnd;

beforeAll(async () => {
  useTestGateway();
  database = await createTestDatabase({ hotels: 4 });
  await flightBasics(db());
  saver = await makeFlight(db(), { origin: 'HAN', destination: 'DAD' });
  // departs 07:00 (Hà Nội, +07:00) on a refundable fare
  flex = await makeFlight(db(), { origin: 'HAN', destination: 'DAD', departMinute: 420, refundable: true });
  api = await startApiServer({ ...PAYMENT_ROUTES, ...ORDER_ROUTES, ...FLIGHT_ROUTES, '/api/booking/cancel-ticket/v3/process-order-cancel': cancel, '/api/booking/reasons/frontend': reasons });
  call = apiClient(api);
}, 120_000);
afterAll(async () => {
  clearTestGateway();
  await resetBookingRateLimit();
  await api.close();
  await database.drop();
});

describe(`cancelling a flight order: its own reasons and its own rule [${process.env.TEST_DB_KIND}]`, () => {
  it("a hotel's reason is refused (400 on reason_id) and nothing moves; a flight reason cancels", async () => {
    const { order, cookie } = await flightOrder(saver, { pay: false });
    const hotelOnly = (await reasonsFor('hotel')).find((r) => r.text === 'Khách sạn yêu cầu hủy')!;
    const flightReasons = await reasonsFor('flight');
    expect(flightReasons.map((r) => r.id)).not.toContain(hotelOnly.id);
    const refused = await call('POST', CANCEL, { cookie, body: { order_code: order.order_number, reason_id: hotelOnly.id }, key: crypto.randomUUID() });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ status: 'error', error_code: 'BAD_REQUEST' });
    expect(refused.body.errors?.map((e) => e.path)).toEqual(['reason_id']);
    expect((await queryRows<{ status: string }>(db(), sql`select status from orders where order_number = ${order.order_number}`))[0]!.status).toBe('pending');
    const airline = flightReasons.find((r) => r.text === 'Hãng bay đổi giờ bay hoặc hủy chuyến')!;
    const cancelled = await call('POST', CANCEL, { cookie, body: { order_code: order.order_number, reason_id: airline.id }, key: crypto.randomUUID() });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
  });

  it('a refundable fare: free until 24 h before departure, the same instant in the order, its mail and its refund', async () => {
    const { order, cookie, day } = await flightOrder(flex);
    const expected = new Date(`${addDays(day, -1)}T07:00:00+07:00`).toISOString();
    expect(order.cancellation.free_until).toBe(expected);
    expect(await mailText(order.order_number, 'order_confirmed')).toContain(`Miễn phí hủy đến 07:00 ngày ${toSummaryDate(addDays(day, -1))}`);
    const reason = (await reasonsFor('flight'))[0]!;
    const cancelled = await call('POST', CANCEL, { cookie, body: { order_code: order.order_number, reason_id: reason.id }, key: crypto.randomUUID() });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await refundOf(order.order_number)).toBe(order.prices.total_vnd);
  });

  it('a non-refundable fare: no deadline, the mail says "Không hoàn hủy", a cancellation refunds nothing', async () => {
    const { order, cookie } = await flightOrder(saver);
    expect(order.cancellation.free_until).toBeNull();
    expect(await mailText(order.order_number, 'order_confirmed')).toContain('Chính sách hủy: Không hoàn hủy');
    const reason = (await reasonsFor('flight'))[0]!;
    const cancelled = await call('POST', CANCEL, { cookie, body: { order_code: order.order_number, reason_id: reason.id }, key: crypto.randomUUID() });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await refundOf(order.order_number)).toBe(0);
  });
});
