import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import * as cancelByToken from '@/app/api/booking/cancel-ticket/v3/process-order-cancel-by-token/route';
import * as invoice from '@/app/api/core-accounting/invoice/route';
import * as byCheckout from '@/app/api/order-hotel/order/by-checkout/[id]/route';
import * as cancel from '@/app/api/booking/cancel-ticket/v3/process-order-cancel/route';
import * as reasons from '@/app/api/booking/reasons/frontend/route';
import { bookingRequestSchema } from '@/features/booking/schemas';
import { resetBookingRateLimit } from '@/features/auth/server';
import { orders } from '@/features/orders/db';
import { resetOrderLookupLimit } from '@/features/orders/server';
import { addDays } from '@/lib/dates/product-date';
import { startApiServer } from '../helpers/api-server';
import { createTestDatabase } from '../helpers/test-database';
import { cookiePair, pickHotel } from './booking-helpers';
import { apiClient, choose, orderBody, ORDER_ROUTES } from './orders-helpers';
import { clearTestGateway, ipnParams, signedIpnQuery, TEST_VNPAY, useTestGateway as pointAtTestGateway } from './vnpay-sign';

/** A guest's pending card order: its code, PIN, open VNPay attempt, total and the guest cookie ("name=value"). */
export type GuestOrder = { code: string; pin: string; txnRef: string; total: number; cookie: string; requestId: string };

/** What VNPay appends to the return URL (the same signed fields as its IPN), as a query object. */
export const returnQuery = (made: Pick<GuestOrder, 'txnRef' | 'total'>, over: Record<string, string> = {}): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(signedIpnQuery(ipnParams(made.txnRef, made.total, TEST_VNPAY.tmnCode, over), TEST_VNPAY.secret)));
export const CANCELLED_AT_GATEWAY = { vnp_ResponseCode: '24', vnp_TransactionStatus: '02', vnp_TransactionNo: '0' };

/**
 * Guests' orders through the real API (request-price, order, IPN, lookup, cancel by token, invoice) on a fresh
 * database, the test VNPay gateway configured. Call in beforeAll; `close` in afterAll.
 */
export async function startStrandedTestbed() {
  pointAtTestGateway();
  const database = await createTestDatabase({ hotels: 8 });
  const api = await startApiServer({
    ...ORDER_ROUTES,
    '/api/booking/cancel-ticket/v3/process-order-cancel-by-token': cancelByToken,
    '/api/core-accounting/invoice': invoice,
    '/api/order-hotel/order/by-checkout/[id]': byCheckout,
    '/api/booking/cancel-ticket/v3/process-order-cancel': cancel,
    '/api/booking/reasons/frontend': reasons,
  });
  const call = apiClient(api);
  const db = database.handle.db;
  const { hotelId, plans, checkIn } = await pickHotel(db);
  let nightOffset = 0;

  async function guestOrder(lang: 'vi' | 'en' = 'vi'): Promise<GuestOrder> {
    const from = addDays(checkIn, 2 * nightOffset);
    nightOffset += 1;
    const priced = await call('POST', '/api/v3-booking/booking-requests/request-price/', {
      body: { hotel_id: hotelId, check_in: from, nights: 2, adults: 1, rooms: [{ rate_plan_id: plans[0]!.id, room_count: 1 }] },
      key: crypto.randomUUID(),
    });
    expect(priced.status, JSON.stringify(priced.body)).toBe(201);
    const request = bookingRequestSchema.parse(priced.body.data);
    const cookie = cookiePair(priced.setCookie);
    await choose(db, request.id, 'payment_method_credit_card');
    const created = await call('POST', `/api/order-hotel/order/booking-request-fe/${request.id}`, {
      body: orderBody(request, { lang }),
      cookie,
      key: crypto.randomUUID(),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const data = created.body.data as {
      order: { order_number: string; prices: { total_vnd: number } };
      pin_code: string;
      payment: { transaction_id: string };
    };
    return {
      code: data.order.order_number,
      pin: data.pin_code,
      txnRef: data.payment.transaction_id,
      total: data.order.prices.total_vnd,
      cookie,
      requestId: request.id,
    };
  }

  /** VNPay's IPN for a successful payment of the attempt. */
  async function pay(made: Pick<GuestOrder, 'txnRef' | 'total'>): Promise<void> {
    const answer = await call(
      'GET',
      `/api/payment-service/vnpay/ipn?${signedIpnQuery(ipnParams(made.txnRef, made.total, TEST_VNPAY.tmnCode), TEST_VNPAY.secret)}`,
    );
    expect(answer.body).toMatchObject({ RspCode: '00' });
  }

  return {
    db,
    call,
    guestOrder,
    pay,
    statusOf: async (code: string) =>
      (await db.select({ status: orders.status }).from(orders).where(eq(orders.orderNumber, code)))[0]!.status,
    lookup: (code: string, pin: string) =>
      call('GET', `/api/order-hotel/get-order-by/?${new URLSearchParams({ order_code: code, pin_code: pin, source: 'web' })}`),
    close: async () => {
      clearTestGateway();
      await resetBookingRateLimit();
      await resetOrderLookupLimit();
      await api.close();
      await database.drop();
    },
  };
}
