import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as cancel from '@/app/api/booking/cancel-ticket/v3/process-order-cancel/route';
import * as reasons from '@/app/api/booking/reasons/frontend/route';
import { bookingRequestSchema } from '@/features/booking/schemas';
import { resetBookingRateLimit } from '@/features/auth/server';
import { hotels, ratePlans } from '@/features/hotels/db';
import { cancellationSentence } from '@/features/hotels/index';
import { refundFor } from '@/features/orders/refund-policy';
import { orders } from '@/features/orders/db';
import { resetOrderLookupLimit } from '@/features/orders/server';
import { addDays, toSummaryDate } from '@/lib/dates/product-date';
import { queryRows } from '@/lib/db/client';
import { startApiServer } from '../helpers/api-server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { cookiePair, pickHotel } from './booking-helpers';
import { apiClient, choose, orderBody, ORDER_ROUTES } from './orders-helpers';
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

let database: TestDatabase;
let call: ReturnType<typeof apiClient>;
let close: () => Promise<void>;
let hotelId: number;
let planId: number;
let checkIn: string;

type Detail = { order_number: string; prices: { total_vnd: number }; cancellation: { free_until: string | null; refund_vnd: number } };

beforeAll(async () => {
  useTestGateway();
  database = await createTestDatabase({ hotels: 8 });
  const api = await startApiServer({
    ...ORDER_ROUTES,
    '/api/booking/cancel-ticket/v3/process-order-cancel': cancel,
    '/api/booking/reasons/frontend': reasons,
  });
  call = apiClient(api);
  const picked = await pickHotel(database.handle.db);
  ({ hotelId, checkIn } = picked);
  planId = picked.plans[0]!.id;
  // a free-cancellation rate at a hotel whose check-in is 15:00 (not the default 14:00)
  await database.handle.db.update(ratePlans).set({ freeCancel24h: true }).where(eq(ratePlans.id, planId));
  await database.handle.db.update(hotels).set({ checkInTime: '15:00' }).where(eq(hotels.id, hotelId));
  close = async () => {
    clearTestGateway();
    await resetBookingRateLimit();
    await resetOrderLookupLimit();
    await api.close();
    await database.drop();
  };
});
afterAll(async () => {
  vi.useRealTimers();
  await close();
});

/** A guest books the free-cancellation rate for two nights from `from`, by card, and pays it (VNPay IPN). */
async function bookAndPay(from: string) {
  const priced = await call('POST', '/api/v3-booking/booking-requests/request-price/', {
    body: { hotel_id: hotelId, check_in: from, nights: 2, adults: 1, rooms: [{ rate_plan_id: planId, room_count: 1 }] },
    key: crypto.randomUUID(),
  });
  expect(priced.status, JSON.stringify(priced.body)).toBe(201);
  const request = bookingRequestSchema.parse(priced.body.data);
  const cookie = cookiePair(priced.setCookie);
  const reread = bookingRequestSchema.parse((await call('GET', `/api/v3-booking/booking-requests/${request.id}`, { cookie })).body.data);
  await choose(database.handle.db, request.id, 'payment_method_credit_card');
  const created = await call('POST', `/api/order-hotel/order/booking-request-fe/${request.id}`, {
    body: orderBody(request),
    cookie,
    key: crypto.randomUUID(),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const data = created.body.data as { order: Detail; pin_code: string; payment: { transaction_id: string } };
  const paid = await call(
    'GET',
    `/api/payment-service/vnpay/ipn?${signedIpnQuery(ipnParams(data.payment.transaction_id, data.order.prices.total_vnd, TEST_VNPAY.tmnCode), TEST_VNPAY.secret)}`,
  );
  expect(paid.body).toMatchObject({ RspCode: '00' });
  const looked = await call(
    'GET',
    `/api/order-hotel/get-order-by/?${new URLSearchParams({ order_code: data.order.order_number, pin_code: data.pin_code, source: 'web' })}`,
  );
  expect(looked.status, JSON.stringify(looked.body)).toBe(200);
  return { request, reread, created: data.order, detail: (looked.body.data as { order: Detail }).order, cookie };
}

const mailText = async (code: string, kind: string) =>
  (
    await queryRows<{ text: string }>(
      database.handle.db,
      sql`select text from mail_outbox where ref = ${`order:${code}`} and kind = ${kind}`,
    )
  )[0]?.text ?? '';
const refundOf = async (code: string) =>
  (
    await queryRows<{ amount_vnd: number }>(
      database.handle.db,
      sql`select r.amount_vnd from order_refunds r join orders o on o.id = r.order_id where o.order_number = ${code}`,
    )
  )[0]?.amount_vnd;

describe(`one free-cancellation deadline from the booking request to the refund [${process.env.TEST_DB_KIND}]`, () => {
  it('the booking request, the order detail, the mails and the refund decision all read 15:00 on the day before check-in', async () => {
    const expected = new Date(`${addDays(checkIn, -1)}T15:00:00+07:00`).toISOString();
    const sentence = `Miễn phí hủy đến 15:00 ngày ${toSummaryDate(addDays(checkIn, -1))}`;
    const { request, reread, created, detail, cookie } = await bookAndPay(checkIn);

    expect(request.free_cancel_until).toBe(expected);
    expect(request.rooms[0]!.free_cancel_until).toBe(expected);
    expect(reread.free_cancel_until).toBe(expected);
    expect(created.cancellation.free_until).toBe(expected);
    expect(detail.cancellation.free_until).toBe(expected);
    const [row] = await database.handle.db
      .select({ freeCancelUntil: orders.freeCancelUntil })
      .from(orders)
      .where(eq(orders.orderNumber, detail.order_number));
    expect(row!.freeCancelUntil!.toISOString()).toBe(expected);
    expect(cancellationSentence(new Date(expected), 'vi')).toBe(sentence);
    expect(await mailText(detail.order_number, 'order_received')).toContain(sentence);
    expect(await mailText(detail.order_number, 'order_confirmed')).toContain(sentence);

    // the refund decision turns at that instant: all of it up to the deadline, nothing a millisecond after
    const input = {
      status: 'confirmed',
      totalVnd: detail.prices.total_vnd,
      paymentFeeVnd: 0,
      freeCancelUntil: new Date(expected),
      checkIn,
      productType: 'hotel',
    };
    expect(refundFor(input, new Date(expected)).refund_vnd).toBe(detail.prices.total_vnd);
    expect(refundFor(input, new Date(Date.parse(expected) + 1)).refund_vnd).toBe(0);
    expect(detail.cancellation.refund_vnd).toBe(detail.prices.total_vnd);

    // cancelled before the deadline: everything paid comes back
    const cancelled = await call('POST', '/api/booking/cancel-ticket/v3/process-order-cancel/', {
      cookie,
      body: { order_code: detail.order_number, reason_id: 1 },
      key: crypto.randomUUID(),
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await refundOf(detail.order_number)).toBe(detail.prices.total_vnd);
  });

  it('cancelled after that deadline, the same order refunds nothing', async () => {
    const from = addDays(checkIn, 10);
    const expected = new Date(`${addDays(from, -1)}T15:00:00+07:00`);
    const { detail, cookie } = await bookAndPay(from);
    expect(detail.cancellation.free_until).toBe(expected.toISOString());
    vi.useFakeTimers({ now: new Date(expected.getTime() + 60_000), toFake: ['Date'] });
    try {
      const cancelled = await call('POST', '/api/booking/cancel-ticket/v3/process-order-cancel/', {
        cookie,
        body: { order_code: detail.order_number, reason_id: 1 },
        key: crypto.randomUUID(),
      });
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    } finally {
      vi.useRealTimers();
    }
    expect(await refundOf(detail.order_number)).toBe(0);
  });
});
