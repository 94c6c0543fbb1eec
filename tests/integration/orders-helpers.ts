import { sql } from 'drizzle-orm';
import * as createOrder from '@/app/api/order-hotel/order/booking-request-fe/[id]/route';
import * as paymentLink from '@/app/api/order-hotel/order/create-payment-link/[id]/route';
import * as byTransaction from '@/app/api/order-hotel/order/[id]/by-transaction/route';
import * as byUserList from '@/app/api/order-hotel/order/by-user/route';
import * as byUserOne from '@/app/api/order-hotel/order/[id]/by-user/route';
import * as lookup from '@/app/api/order-hotel/get-order-by/route';
import * as attempt from '@/app/api/payment-service/payment/v2/[id]/route';
import * as vnpayIpn from '@/app/api/payment-service/vnpay/ipn/route';
import * as bankNotify from '@/app/api/payment-service/bank-transfer/notify/route';
import { bookingPaymentChoices } from '@/features/payment/db';
import { queryRows, type Db } from '@/lib/db/client';
import { resetBookingRateLimit } from '@/features/auth/server';
import { resetServerEnvCache } from '@/lib/env/server';
import { startApiServer } from '../helpers/api-server';
import { createTestDatabase } from '../helpers/test-database';
import { BOOKING_ROUTES, pickHotel, type Answer } from './booking-helpers';

/** The booking routes and the order and payment routes, as Next serves them. */
export const ORDER_ROUTES = {
  ...BOOKING_ROUTES,
  '/api/order-hotel/order/booking-request-fe/[id]': createOrder,
  '/api/order-hotel/order/create-payment-link/[id]': paymentLink,
  '/api/order-hotel/order/by-user': byUserList,
  '/api/order-hotel/order/[id]/by-transaction': byTransaction,
  '/api/order-hotel/order/[id]/by-user': byUserOne,
  '/api/order-hotel/get-order-by': lookup,
  '/api/payment-service/payment/v2/[id]': attempt,
  '/api/payment-service/vnpay/ipn': vnpayIpn,
  '/api/payment-service/bank-transfer/notify': bankNotify,
};

/** Any call to the test server (writes send the site's Origin, as a browser on it would). */
export function apiClient(api: { url: string; origin: string }) {
  return async function call(
    method: string,
    path: string,
    { cookie, body, key, headers = {} }: { cookie?: string; body?: unknown; key?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer & { headers: Headers }> {
    const response = await fetch(`${api.url}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(method === 'GET' ? {} : { origin: api.origin }),
        ...(cookie ? { cookie } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: Answer['body'];
    try {
      parsed = JSON.parse(text) as Answer['body'];
    } catch {
      parsed = { status: 'not-json', text } as unknown as Answer['body'];
    }
    return { status: response.status, body: parsed, setCookie: response.headers.get('set-cookie'), headers: response.headers };
  };
}

/** Chooses a payment method for a request directly (the choose-payment-method route is another part's). */
export async function choose(db: Db, bookingRequestId: string, paymentMethod: string, voucherId: number | null = null): Promise<void> {
  await db
    .insert(bookingPaymentChoices)
    .values({ bookingRequestId, paymentMethod, userType: 'person', voucherId })
    .onConflictDoUpdate({ target: bookingPaymentChoices.bookingRequestId, set: { paymentMethod, voucherId } });
}

/** A valid order body for a request's lines (one receiver per room). */
export function orderBody(
  request: { rooms: { booking_request_rate_id: number; room_count: number }[] },
  over: Record<string, unknown> = {},
) {
  return {
    contact: { full_name: 'Nguyễn Văn An', email: 'an@example.com', phone: '0901234567' },
    receivers: request.rooms.flatMap((line) =>
      Array.from({ length: line.room_count }, () => ({
        booking_request_rate_id: line.booking_request_rate_id,
        first_name: 'An',
        last_name: 'Nguyễn',
        phone: '0901234567',
      })),
    ),
    lang: 'vi',
    ...over,
  };
}

/** Row counts of the order tables: equal before and after means nothing was written. */
export async function orderFootprint(db: Db) {
  const [row] = await queryRows<Record<string, number>>(
    db,
    // raw: counts across tables
    sql`select (select count(*)::int from orders) orders, (select count(*)::int from order_events) events, (select count(*)::int from order_stays) stays,
        (select count(*)::int from mail_outbox) mails, (select count(*)::int from payment_attempts) attempts, (select count(*)::int from booking_holds) holds`,
  );
  return row!;
}

/**
 * One test file's orders world: a fresh database of 8 hotels, the order routes behind a real HTTP server, the
 * booking rate limit lifted (every call comes from one address) and a hotel with its first rate plan picked.
 * Call in beforeAll; `close` in afterAll.
 */
export async function startOrdersTestbed() {
  process.env.BOOKING_RATE_LIMIT_PER_MINUTE = '1000000';
  resetServerEnvCache();
  const database = await createTestDatabase({ hotels: 8 });
  const api = await startApiServer(ORDER_ROUTES);
  const picked = await pickHotel(database.handle.db);
  return {
    database,
    call: apiClient(api),
    hotelId: picked.hotelId,
    checkIn: picked.checkIn,
    plan: picked.plans[0]!,
    close: async () => {
      delete process.env.BOOKING_RATE_LIMIT_PER_MINUTE;
      resetServerEnvCache();
      await resetBookingRateLimit();
      await api.close();
      await database.drop();
    },
  };
}
