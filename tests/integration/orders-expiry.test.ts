import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequestSchema } from '@/features/booking/schemas';
import { orders } from '@/features/orders/db';
import { applyPaymentEvent, startOrderSweeper } from '@/features/sales/server';
import { paymentAttempts } from '@/features/payment/db';
import { addDays } from '@/lib/dates/product-date';
import { cookiePair, inventoryOf, setFree, type PlanRow } from './booking-helpers';
import { choose, orderBody, startOrdersTestbed } from './orders-helpers';

let bed: Awaited<ReturnType<typeof startOrdersTestbed>>;
let call: Awaited<ReturnType<typeof startOrdersTestbed>>['call'];
let hotelId: number;
let plan: PlanRow;
let checkIn: string;
let offset = 0;
const db = () => bed.database.handle.db;

/** A pending credit-card order of one room for 2 nights, its own nights with 2 rooms free before it. */
async function pendingOrder() {
  const from = addDays(checkIn, 2 * offset);
  offset += 1;
  await setFree(db(), plan.room_type_id, [from, addDays(from, 1)], 2, plan.default_allotment);
  const priced = await call('POST', '/api/v3-booking/booking-requests/request-price/', {
    body: { hotel_id: hotelId, check_in: from, nights: 2, adults: 1, rooms: [{ rate_plan_id: plan.id, room_count: 1 }] },
    key: crypto.randomUUID(),
  });
  const request = bookingRequestSchema.parse(priced.body.data);
  await choose(db(), request.id, 'payment_method_atm');
  const created = await call('POST', `/api/order-hotel/order/booking-request-fe/${request.id}`, {
    body: orderBody(request),
    cookie: cookiePair(priced.setCookie),
    key: crypto.randomUUID(),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const [order] = await db()
    .select()
    .from(orders)
    .where(eq(orders.orderNumber, (created.body.data as { order: { order_number: string } }).order.order_number));
  return { order: order!, from };
}
const soldOn = async (night: string) => (await inventoryOf(db(), plan.room_type_id)).find((r) => r.stay_date === night)!.sold;

beforeAll(async () => {
  bed = await startOrdersTestbed();
  ({ call, hotelId, checkIn, plan } = bed);
});
afterAll(() => bed.close());

describe(`unpaid order expiry [${process.env.TEST_DB_KIND}]`, () => {
  it('the sweeper expires an order past its deadline and gives its rooms back', async () => {
    const { order, from } = await pendingOrder();
    expect(await soldOn(from)).toBe(plan.default_allotment - 1);
    await db()
      .update(orders)
      .set({ paymentDeadline: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    const stop = startOrderSweeper(1);
    try {
      await expect
        .poll(async () => (await db().select().from(orders).where(eq(orders.id, order.id)))[0]!.status, { timeout: 5_000, interval: 200 })
        .toBe('expired');
    } finally {
      stop();
    }
    expect(await soldOn(from)).toBe(plan.default_allotment - 2);
    expect(await soldOn(addDays(from, 1))).toBe(plan.default_allotment - 2);
  });

  it('a payment that arrives after expiry does not revive the order: the attempt is a duplicate to refund', async () => {
    const { order, from } = await pendingOrder();
    const [attempt] = await db()
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.status, 'created')));
    await db()
      .update(orders)
      .set({ paymentDeadline: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    const stop = startOrderSweeper(1);
    try {
      await expect
        .poll(async () => (await db().select().from(orders).where(eq(orders.id, order.id)))[0]!.status, { timeout: 5_000, interval: 200 })
        .toBe('expired');
    } finally {
      stop();
    }
    const result = await applyPaymentEvent(
      { txnRef: attempt!.txnRef, amountVnd: attempt!.amountVnd, outcome: 'succeeded', providerTxnNo: '999', raw: {} },
      'vnpay',
    );
    expect(result).toBe('not_payable');
    const [after] = await db().select().from(paymentAttempts).where(eq(paymentAttempts.id, attempt!.id));
    expect(after!.status).toBe('duplicate');
    expect((await db().select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('expired');
    expect(await soldOn(from)).toBe(plan.default_allotment - 2);
  });
});
