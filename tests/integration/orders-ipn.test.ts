import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequestSchema } from '@/features/booking/schemas';
import { resetBookingRateLimit } from '@/features/auth/server';
import { orders } from '@/features/orders/db';
import { applyPaymentEvent } from '@/features/sales/server';
import { paymentAttempts } from '@/features/payment/db';
import { mailOutbox } from '@/features/mail/db';
import { addDays } from '@/lib/dates/product-date';
import { queryRows } from '@/lib/db/client';
import { startApiServer } from '../helpers/api-server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { cookiePair, pickHotel, type PlanRow } from './booking-helpers';
import { apiClient, choose, orderBody, ORDER_ROUTES } from './orders-helpers';
import { clearTestGateway, ipnParams, signedIpnQuery, TEST_VNPAY, useTestGateway } from './vnpay-sign';

const SECRET = TEST_VNPAY.secret;
const TMN = TEST_VNPAY.tmnCode;

let database: TestDatabase;
let api: Awaited<ReturnType<typeof startApiServer>>;
let call: ReturnType<typeof apiClient>;
let hotelId: number;
let plans: PlanRow[];
let checkIn: string;
let nightOffset = 0;
const db = () => database.handle.db;

/** A pending credit-card order of a new guest and its open payment attempt (opened right after the order). */
async function pendingOrder() {
  const from = addDays(checkIn, 2 * nightOffset);
  nightOffset += 1;
  const priced = await call('POST', '/api/v3-booking/booking-requests/request-price/', {
    body: { hotel_id: hotelId, check_in: from, nights: 2, adults: 1, rooms: [{ rate_plan_id: plans[0]!.id, room_count: 1 }] },
    key: crypto.randomUUID(),
  });
  expect(priced.status, JSON.stringify(priced.body)).toBe(201);
  const request = bookingRequestSchema.parse(priced.body.data);
  const cookie = cookiePair(priced.setCookie);
  await choose(db(), request.id, 'payment_method_credit_card');
  const created = await call('POST', `/api/order-hotel/order/booking-request-fe/${request.id}`, {
    body: orderBody(request),
    cookie,
    key: crypto.randomUUID(),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const code = (created.body.data as { order: { order_number: string } }).order.order_number;
  const [order] = await db().select().from(orders).where(eq(orders.orderNumber, code));
  const [attempt] = await db()
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, order!.id), eq(paymentAttempts.status, 'created')));
  expect(attempt).toBeDefined();
  const paymentUrl = (created.body.data as { payment: { payment_url: string } }).payment.payment_url;
  return { order: order!, attempt: attempt!, cookie, paymentUrl };
}

const eventsOf = async (orderId: number) =>
  (await queryRows<{ n: number }>(db(), sql`select count(*)::int n from order_events where order_id = ${orderId}`))[0]!.n;
const statusOf = async (orderId: number) =>
  (await db().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;
const attemptStatus = async (txnRef: string) =>
  (await db().select({ status: paymentAttempts.status }).from(paymentAttempts).where(eq(paymentAttempts.txnRef, txnRef)))[0]!.status;
const event = (txnRef: string, amountVnd: number, outcome: 'succeeded' | 'failed' | 'cancelled' = 'succeeded') => ({
  txnRef,
  amountVnd,
  outcome,
  providerTxnNo: '123456',
  raw: { vnp_ResponseCode: '00' },
});

beforeAll(async () => {
  useTestGateway();
  database = await createTestDatabase({ hotels: 8 });
  api = await startApiServer(ORDER_ROUTES);
  call = apiClient(api);
  ({ hotelId, plans, checkIn } = await pickHotel(db()));
});
afterAll(async () => {
  clearTestGateway();
  await resetBookingRateLimit();
  await api.close();
  await database.drop();
});

describe(`applyPaymentEvent [${process.env.TEST_DB_KIND}]`, () => {
  it('confirms a pending order exactly once: attempt succeeded, pending -> paid -> confirmed, "order confirmed" mail; replays change nothing', async () => {
    const { order, attempt } = await pendingOrder();
    expect(await applyPaymentEvent(event(attempt.txnRef, attempt.amountVnd), 'vnpay')).toBe('applied');
    expect(await statusOf(order.id)).toBe('confirmed');
    expect(await attemptStatus(attempt.txnRef)).toBe('succeeded');
    const events = await queryRows<{ to_status: string; actor: string }>(
      db(),
      sql`select to_status, actor from order_events where order_id = ${order.id} order by id`,
    );
    expect(events).toEqual([
      { to_status: 'pending', actor: 'customer' },
      { to_status: 'paid', actor: 'provider:vnpay' },
      { to_status: 'confirmed', actor: 'system' },
    ]);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => applyPaymentEvent(event(attempt.txnRef, attempt.amountVnd), 'vnpay')),
    );
    expect(new Set(results)).toEqual(new Set(['already_applied']));
    expect(await eventsOf(order.id)).toBe(3);
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.ref, `order:${order.orderNumber}`), eq(mailOutbox.kind, 'order_confirmed')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/don-hang/${order.orderNumber}?token=`);
  });

  it('changes nothing for a wrong amount or an unknown transaction', async () => {
    const { order, attempt } = await pendingOrder();
    expect(await applyPaymentEvent(event(attempt.txnRef, attempt.amountVnd - 1), 'vnpay')).toBe('amount_mismatch');
    expect(await applyPaymentEvent(event('NOSUCHTXN0000000000A', attempt.amountVnd), 'vnpay')).toBe('not_found');
    // another provider cannot report on a VNPay attempt
    expect(await applyPaymentEvent(event(attempt.txnRef, attempt.amountVnd), 'bank_transfer')).toBe('not_found');
    expect(await applyPaymentEvent(event(attempt.txnRef, attempt.amountVnd), 'pay_later')).toBe('not_found');
    expect([await statusOf(order.id), await attemptStatus(attempt.txnRef), await eventsOf(order.id)]).toEqual(['pending', 'created', 1]);
  });

  it('closes a failed attempt and leaves the order payable; a success on an order paid by another attempt is a duplicate', async () => {
    const { order, attempt } = await pendingOrder();
    expect(await applyPaymentEvent(event(attempt.txnRef, attempt.amountVnd, 'failed'), 'vnpay')).toBe('applied');
    expect([await statusOf(order.id), await attemptStatus(attempt.txnRef)]).toEqual(['pending', 'failed']);
    expect(await applyPaymentEvent(event(attempt.txnRef, attempt.amountVnd), 'vnpay')).toBe('already_applied');
    const [second] = await db()
      .insert(paymentAttempts)
      .values({
        txnRef: 'SECONDATTEMPT0000001',
        orderId: order.id,
        provider: 'vnpay',
        paymentMethod: 'payment_method_credit_card',
        amountVnd: attempt.amountVnd,
        status: 'created',
      })
      .returning();
    const [third] = await db()
      .insert(paymentAttempts)
      .values({
        txnRef: 'THIRDATTEMPT00000001',
        orderId: order.id,
        provider: 'bank_transfer',
        paymentMethod: 'payment_method_bank_transfer',
        amountVnd: attempt.amountVnd,
        status: 'superseded',
      })
      .returning();
    const both = await Promise.all([
      applyPaymentEvent(event(second!.txnRef, attempt.amountVnd), 'vnpay'),
      applyPaymentEvent(event(third!.txnRef, attempt.amountVnd), 'bank_transfer'),
    ]);
    expect(both.sort()).toEqual(['applied', 'not_payable']);
    expect([await attemptStatus(second!.txnRef), await attemptStatus(third!.txnRef)].sort()).toEqual(['duplicate', 'succeeded']);
    expect(await statusOf(order.id)).toBe('confirmed');
    expect(await eventsOf(order.id)).toBe(3);
  });
});

// The VNPay provider is built in another part of this work (features/payment/server/providers/vnpay): these
// go through its verifyNotification, with a signature made by the rule in ./vnpay-sign.ts.
describe(`VNPay IPN [${process.env.TEST_DB_KIND}]`, () => {
  const ipn = async (query: string) => {
    const answer = await call('GET', `/api/payment-service/vnpay/ipn?${query}`);
    return (answer.body as unknown as { RspCode: string }).RspCode;
  };

  it('confirms on a valid IPN (00), exactly once over 50 replays (02)', async () => {
    const { order, attempt } = await pendingOrder();
    const query = signedIpnQuery(ipnParams(attempt.txnRef, attempt.amountVnd, TMN), SECRET);
    expect(await ipn(query)).toBe('00');
    expect(await statusOf(order.id)).toBe('confirmed');
    const replies = await Promise.all(Array.from({ length: 50 }, () => ipn(query)));
    expect(new Set(replies)).toEqual(new Set(['02']));
    expect(await eventsOf(order.id)).toBe(3);
  });

  it('refuses the payment URL replayed as an IPN (99) and changes nothing; the same link then paid confirms the order', async () => {
    const { order, attempt, paymentUrl } = await pendingOrder();
    const payQuery = new URL(paymentUrl).search.slice(1);
    // our own pay link is signed with the IPN's key over the same canonical string: a stranger who sees it must not close the attempt
    expect(await ipn(payQuery)).toBe('99');
    expect([await statusOf(order.id), await attemptStatus(attempt.txnRef), await eventsOf(order.id)]).toEqual(['pending', 'created', 1]);
    // the traveller pays through that link: VNPay's IPN of the payment confirms the order
    expect(await ipn(signedIpnQuery(ipnParams(attempt.txnRef, attempt.amountVnd, TMN), SECRET))).toBe('00');
    expect([await statusOf(order.id), await attemptStatus(attempt.txnRef)]).toEqual(['confirmed', 'succeeded']);
  });

  it('refuses a signed report of another kind: no result fields or a request-only field (99), changing nothing', async () => {
    const { order, attempt } = await pendingOrder();
    const { vnp_ResponseCode: _code, ...noResult } = ipnParams(attempt.txnRef, attempt.amountVnd, TMN);
    expect(await ipn(signedIpnQuery(noResult, SECRET))).toBe('99');
    expect(await ipn(signedIpnQuery(ipnParams(attempt.txnRef, attempt.amountVnd, TMN, { vnp_Command: 'pay' }), SECRET))).toBe('99');
    expect(await ipn(signedIpnQuery(ipnParams(attempt.txnRef, attempt.amountVnd, TMN, { vnp_ReturnUrl: 'http://x/' }), SECRET))).toBe('99');
    expect([await statusOf(order.id), await attemptStatus(attempt.txnRef), await eventsOf(order.id)]).toEqual(['pending', 'created', 1]);
  });

  it('refuses a forged signature (97), a tampered amount (97), a signed wrong amount (04), an unknown transaction (01)', async () => {
    const { order, attempt } = await pendingOrder();
    const good = ipnParams(attempt.txnRef, attempt.amountVnd, TMN);
    expect(await ipn(signedIpnQuery(good, 'ANOTHER-SECRET-0123456789abcdef'))).toBe('97');
    const tampered = new URLSearchParams(signedIpnQuery(good, SECRET));
    tampered.set('vnp_Amount', String((attempt.amountVnd - 1000) * 100));
    expect(await ipn(tampered.toString())).toBe('97');
    expect(await ipn(signedIpnQuery(ipnParams(attempt.txnRef, attempt.amountVnd - 1000, TMN), SECRET))).toBe('04');
    expect(await ipn(signedIpnQuery(ipnParams('UNKNOWNTXN0000000001', attempt.amountVnd, TMN), SECRET))).toBe('01');
    expect([await statusOf(order.id), await attemptStatus(attempt.txnRef), await eventsOf(order.id)]).toEqual(['pending', 'created', 1]);
  });
});
