import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as cancel from '@/app/api/booking/cancel-ticket/v3/process-order-cancel/route';
import * as reasons from '@/app/api/booking/reasons/frontend/route';
import type { FlightBookingRequest } from '@/features/flights/schemas';
import { orderDetailSchema } from '@/features/orders/schemas';
import { resetBookingRateLimit } from '@/features/auth/server';
import { addDays, toSummaryDate } from '@/lib/dates/product-date';
import { queryRows } from '@/lib/db/client';
import { startApiServer } from '../helpers/api-server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { cookiePair } from './booking-helpers';
import { CONTACT, FLIGHT_ROUTES, flightBasics, flightDay, makeFlight, passengersFor, type TestFlight } from './flight-fixtures';
import { apiClient, ORDER_ROUTES } from './orders-helpers';
import { PAYMENT_ROUTES } from './payment-method-helpers';
import { clearTestGateway, ipnParams, signedIpnQuery, TEST_VNPAY, useTestGateway } from './vnpay-sign';

// the card gateway's refund lies outside the project: it answers OK here, and what it was asked is kept
const gatewayRefunds = vi.hoisted(() => [] as { orderNumber: string; amountVnd: number; paidAmountVnd: number }[]);
vi.mock('@/features/payment/server', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/features/payment/server')>();
  return {
    ...original,
    providerFor: (id: Parameters<typeof original.providerFor>[0]) =>
      id === 'vnpay'
        ? {
            ...original.providerFor(id),
            refund: async (asked: { orderNumber: string; amountVnd: number; paidAmountVnd: number }) => {
              gatewayRefunds.push({ orderNumber: asked.orderNumber, amountVnd: asked.amountVnd, paidAmountVnd: asked.paidAmountVnd });
              return { ok: true, providerRef: 'RF1' };
            },
          }
        : original.providerFor(id),
  };
});

const BASE = '/api/flight-service/v1/booking-requests';
const CANCEL = '/api/booking/cancel-ticket/v3/process-order-cancel/';
let database: TestDatabase;
let api: Awaited<ReturnType<typeof startApiServer>>;
let call: ReturnType<typeof apiClient>;
let saver: TestFlight;
let flex: TestFlight;
let standard: TestFlight;
let dayOffset = 0;
const db = () => database.handle.db;

type Reason = { id: number; text: string };
type Order = {
  order_number: string;
  status: string;
  prices: { total_vnd: number; payment_fee_vnd: number };
  cancellation: { allowed: boolean; free_until: string | null; refund_vnd: number; flight_terms?: unknown };
  flight: { legs: { rules?: { refundFeeVnd: number | null } }[] } | null;
  refund: { amount_vnd: number; channel: string; status: string } | null;
};

/** A new guest's one-way flight order on `flight`, 1 adult, by card; paid by the VNPay IPN unless said. */
async function flightOrder(flight: TestFlight, { pay = true, adults = 1 } = {}) {
  dayOffset += 1;
  const day = flightDay(30 + dayOffset);
  const held = await call('POST', BASE, {
    body: { adultCount: adults, childCount: 0, infantCount: 0, legs: [{ leg: 0, fareClassId: flight.fareClassId, departDate: day }] },
    key: crypto.randomUUID(),
  });
  expect(held.status, JSON.stringify(held.body)).toBe(201);
  const cookie = cookiePair(held.setCookie);
  const request = held.body.data as FlightBookingRequest;
  const put = await call('PUT', `${BASE}/${request.id}/passengers`, {
    cookie,
    body: { contact: CONTACT, passengers: passengersFor(day, { adults }) },
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  const chosen = await call('PATCH', `/api/v3-booking/booking-requests/${request.id}/choose-payment-method`, {
    cookie,
    body: { payment_method: 'payment_method_credit_card', user_type: 'person' },
    key: crypto.randomUUID(),
  });
  expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
  const made = await call('POST', `${BASE}/${request.id}/order`, { cookie, body: { lang: 'vi' }, key: crypto.randomUUID() });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const data = made.body.data as { order: Order; payment: { transaction_id: string } };
  if (pay) {
    const paid = await call(
      'GET',
      `/api/payment-service/vnpay/ipn?${signedIpnQuery(ipnParams(data.payment.transaction_id, data.order.prices.total_vnd, TEST_VNPAY.tmnCode), TEST_VNPAY.secret)}`,
    );
    expect(paid.body).toMatchObject({ RspCode: '00' });
  }
  return { order: data.order, cookie, day, txnRef: data.payment.transaction_id };
}
const reasonsFor = async (product: string) =>
  (await call('GET', `/api/booking/reasons/frontend/?product_type=${product}`)).body.data as Reason[];
const mailText = async (code: string, kind: string) =>
  (await queryRows<{ text: string }>(db(), sql`select text from mail_outbox where ref = ${`order:${code}`} and kind = ${kind}`))[0]?.text ??
  '';
const refundOf = async (code: string) =>
  (
    await queryRows<{ amount_vnd: number }>(
      db(),
      sql`select r.amount_vnd from order_refunds r join orders o on o.id = r.order_id where o.order_number = ${code}`,
    )
  )[0]?.amount_vnd;

beforeAll(async () => {
  useTestGateway();
  database = await createTestDatabase({ hotels: 4 });
  await flightBasics(db());
  saver = await makeFlight(db(), { origin: 'HAN', destination: 'DAD' });
  // departs 07:00 (Hà Nội, +07:00) on a refundable fare
  flex = await makeFlight(db(), { origin: 'HAN', destination: 'DAD', departMinute: 420, refundable: true });
  // a fare that refunds for 300.000 ₫ per passenger
  standard = await makeFlight(db(), { origin: 'HAN', destination: 'DAD', refundFeeVnd: 300_000 });
  api = await startApiServer({
    ...PAYMENT_ROUTES,
    ...ORDER_ROUTES,
    ...FLIGHT_ROUTES,
    '/api/booking/cancel-ticket/v3/process-order-cancel': cancel,
    '/api/booking/reasons/frontend': reasons,
  });
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
    const refused = await call('POST', CANCEL, {
      cookie,
      body: { order_code: order.order_number, reason_id: hotelOnly.id },
      key: crypto.randomUUID(),
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ status: 'error', error_code: 'BAD_REQUEST' });
    expect(refused.body.errors?.map((e) => e.path)).toEqual(['reason_id']);
    expect(
      (await queryRows<{ status: string }>(db(), sql`select status from orders where order_number = ${order.order_number}`))[0]!.status,
    ).toBe('pending');
    const airline = flightReasons.find((r) => r.text === 'Hãng bay đổi giờ bay hoặc hủy chuyến')!;
    const cancelled = await call('POST', CANCEL, {
      cookie,
      body: { order_code: order.order_number, reason_id: airline.id },
      key: crypto.randomUUID(),
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
  });

  it('a refundable fare: free until 24 h before departure, the same instant in the order, its mail and its refund', async () => {
    const { order, cookie, day } = await flightOrder(flex);
    const expected = new Date(`${addDays(day, -1)}T07:00:00+07:00`).toISOString();
    expect(order.cancellation.free_until).toBe(expected);
    expect(await mailText(order.order_number, 'order_confirmed')).toContain(
      `Miễn phí hủy đến 07:00 ngày ${toSummaryDate(addDays(day, -1))}`,
    );
    const reason = (await reasonsFor('flight'))[0]!;
    const cancelled = await call('POST', CANCEL, {
      cookie,
      body: { order_code: order.order_number, reason_id: reason.id },
      key: crypto.randomUUID(),
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await refundOf(order.order_number)).toBe(order.prices.total_vnd);
  });

  it('a fare refundable with a fee: paid − payment fee − 300.000 × 2 passengers, the same in the order, the refunds row and the card refund, frozen at order time', async () => {
    const { order, cookie, txnRef } = await flightOrder(standard, { adults: 2 });
    expect(order.flight?.legs[0]?.rules?.refundFeeVnd).toBe(300_000);
    const expected = order.prices.total_vnd - order.prices.payment_fee_vnd - 300_000 * 2;
    expect(order.prices.payment_fee_vnd).toBeGreaterThan(0);
    expect(expected).toBeGreaterThan(0);
    // the order as its owner reads it now: no free window, the fee rule in its parts
    const read = await call('GET', `/api/order-hotel/order/${txnRef}/by-transaction`, { cookie });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    const detail = orderDetailSchema.parse(read.body.data);
    expect(detail.cancellation).toEqual({
      allowed: true,
      refund_vnd: expected,
      free_until: null,
      reason: null,
      flight_terms: {
        kind: 'fee',
        free_now: false,
        payment_fee_kept_vnd: order.prices.payment_fee_vnd,
        fees: [{ fee_vnd: 300_000, travellers: 2, legs: 1 }],
        non_refundable_legs: 0,
      },
    });
    // the airline's rules change after the sale: the sold ticket keeps its own
    await database.handle.exec(`update fare_classes set refund_fee_vnd = null, refundable = false where id = ${standard.fareClassId}`);
    const reason = (await reasonsFor('flight'))[0]!;
    const cancelled = await call('POST', CANCEL, {
      cookie,
      body: { order_code: order.order_number, reason_id: reason.id },
      key: crypto.randomUUID(),
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const after = (cancelled.body.data as { order: Order }).order;
    expect(after.refund).toMatchObject({ amount_vnd: expected, channel: 'gateway' });
    expect(after.status).toBe('refunded');
    expect(await refundOf(order.order_number)).toBe(expected);
    expect(gatewayRefunds.filter((r) => r.orderNumber === order.order_number)).toEqual([
      { orderNumber: order.order_number, amountVnd: expected, paidAmountVnd: order.prices.total_vnd },
    ]);
  });

  it('20 cancellations at once of an order refundable with a fee: one wins, one refund of the fee-reduced amount, its seats back once', async () => {
    // its own fare: the test above changes the rules of `standard` after its sale
    const withFee = await makeFlight(db(), { origin: 'HAN', destination: 'DAD', departMinute: 900, refundFeeVnd: 300_000 });
    const { order, cookie, day } = await flightOrder(withFee, { adults: 2 });
    const expected = order.prices.total_vnd - order.prices.payment_fee_vnd - 300_000 * 2;
    const seatsSold = async () =>
      (
        await queryRows<{ sold: number }>(
          db(),
          sql`select sold from flight_seat_inventory where fare_class_id = ${withFee.fareClassId} and depart_date = ${day}`,
        )
      )[0]?.sold ?? 0;
    const soldBefore = await seatsSold();
    const reason = (await reasonsFor('flight'))[0]!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', CANCEL, { cookie, body: { order_code: order.order_number, reason_id: reason.id }, key: crypto.randomUUID() }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    for (const refused of answers.filter((a) => a.status !== 200)) expect(refused.body).toMatchObject({ status: 'error' });
    const refunds = await queryRows<{ amount_vnd: number }>(
      db(),
      sql`select r.amount_vnd from order_refunds r join orders o on o.id = r.order_id where o.order_number = ${order.order_number}`,
    );
    expect(refunds).toEqual([{ amount_vnd: expected }]);
    expect(gatewayRefunds.filter((r) => r.orderNumber === order.order_number).map((r) => r.amountVnd)).toEqual([expected]);
    expect(await seatsSold()).toBe(soldBefore - 2);
  });

  it('a non-refundable fare: no deadline, the mail says "Không hoàn hủy", a cancellation refunds nothing', async () => {
    const { order, cookie } = await flightOrder(saver);
    expect(order.cancellation.free_until).toBeNull();
    expect(await mailText(order.order_number, 'order_confirmed')).toContain('Chính sách hủy: Không hoàn hủy');
    const reason = (await reasonsFor('flight'))[0]!;
    const cancelled = await call('POST', CANCEL, {
      cookie,
      body: { order_code: order.order_number, reason_id: reason.id },
      key: crypto.randomUUID(),
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await refundOf(order.order_number)).toBe(0);
  });
});
