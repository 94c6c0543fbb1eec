import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequestSchema, type BookingRequest } from '@/features/booking/schemas';
import { bookingRequests } from '@/features/booking/db';
import { addDays } from '@/lib/dates/product-date';
import { queryRows } from '@/lib/db/client';
import { cookiePair, inventoryOf, setFree, type PlanRow } from './booking-helpers';
import { choose, orderBody, startOrdersTestbed } from './orders-helpers';

// PGlite runs one statement at a time in this process, so nothing races there: these need PostgreSQL.
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')(`orders under concurrency [${process.env.TEST_DB_KIND}]`, () => {
  let bed: Awaited<ReturnType<typeof startOrdersTestbed>>;
  let call: Awaited<ReturnType<typeof startOrdersTestbed>>['call'];
  let hotelId: number;
  let plan: PlanRow;
  let checkIn: string;
  const db = () => bed.database.handle.db;
  const priceBody = (from: string) => ({
    hotel_id: hotelId,
    check_in: from,
    nights: 2,
    adults: 1,
    rooms: [{ rate_plan_id: plan.id, room_count: 1 }],
  });

  async function held(from: string): Promise<{ request: BookingRequest; cookie: string }> {
    const answer = await call('POST', '/api/v3-booking/booking-requests/request-price/', {
      body: priceBody(from),
      key: crypto.randomUUID(),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const request = bookingRequestSchema.parse(answer.body.data);
    await choose(db(), request.id, 'payment_method_credit_card');
    return { request, cookie: cookiePair(answer.setCookie) };
  }
  const place = (h: { request: BookingRequest; cookie: string }, key: string = crypto.randomUUID()) =>
    call('POST', `/api/order-hotel/order/booking-request-fe/${h.request.id}`, { body: orderBody(h.request), cookie: h.cookie, key });

  beforeAll(async () => {
    bed = await startOrdersTestbed();
    ({ call, hotelId, checkIn, plan } = bed);
  });
  afterAll(() => bed.close());

  it('makes one order of 100 parallel retries with one Idempotency-Key', async () => {
    const h = await held(checkIn);
    const key = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 100 }, () => place(h, key)));
    const codes = new Set(
      answers.filter((a) => a.status === 201).map((a) => (a.body.data as { order: { order_number: string } }).order.order_number),
    );
    expect(codes.size).toBe(1);
    for (const a of answers.filter((x) => x.status !== 201)) expect([a.status, a.body.error_code]).toEqual([409, 'IDEMPOTENCY_IN_FLIGHT']);
    const [count] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int n from orders where booking_request_id = ${h.request.id}`,
    );
    expect(count!.n).toBe(1);
    // once the first call is done every retry gets its answer
    const late = await place(h, key);
    expect((late.body.data as { order: { order_number: string } }).order.order_number).toBe([...codes][0]);
  });

  /**
   * The case as a traveller meets it: 5 rooms left and 1,000 travellers (each a new guest) at once try to
   * book one for the same nights, each pricing (the hold) and, when it holds, placing the order. Exactly 5 orders;
   * every other attempt is SOLD_OUT; the rooms are sold, none held, none over the allotment.
   */
  it('makes exactly 5 orders of 1,000 concurrent attempts on a room type with 5 rooms left', async () => {
    const from = addDays(checkIn, 20);
    const nights = [from, addDays(from, 1)];
    await setFree(db(), plan.room_type_id, nights, 5, plan.default_allotment);
    const attempt = async () => {
      const priced = await call('POST', '/api/v3-booking/booking-requests/request-price/', {
        body: priceBody(from),
        key: crypto.randomUUID(),
      });
      if (priced.status !== 201) return { step: 'price', status: priced.status, code: priced.body.error_code };
      const request = bookingRequestSchema.parse(priced.body.data);
      await choose(db(), request.id, 'payment_method_credit_card');
      const placed = await place({ request, cookie: cookiePair(priced.setCookie) });
      return { step: 'order', status: placed.status, code: placed.body.error_code };
    };
    const outcomes = await Promise.all(Array.from({ length: 1_000 }, attempt));
    expect(outcomes.filter((o) => o.step === 'order' && o.status === 201)).toHaveLength(5);
    expect(outcomes.filter((o) => o.step === 'order' && o.status !== 201)).toHaveLength(0);
    for (const o of outcomes.filter((x) => x.step === 'price')) expect([o.status, o.code]).toEqual([409, 'SOLD_OUT']);
    const [orderCount] = await queryRows<{ n: number }>(db(), sql`select count(*)::int n from orders where check_in = ${from}`);
    expect(orderCount!.n).toBe(5);
    for (const row of (await inventoryOf(db(), plan.room_type_id)).filter((r) => nights.includes(r.stay_date))) {
      expect([row.held, row.sold]).toEqual([0, plan.default_allotment]);
    }
  });

  /**
   * 5 rooms left, held by 5 requests (one each); the 5th request's hold has just expired. 1,000 order
   * attempts (200 per request, each its own key) race 200 new guests' request-price calls for the same
   * nights. Each live request becomes exactly one order; the expired one none; its freed room goes to
   * exactly one new guest; every other request-price is SOLD_OUT; held + sold never passes the allotment.
   */
  it('never oversells: 1,000 order attempts and 200 request-price calls on a room type with 5 rooms left', async () => {
    const from = addDays(checkIn, 10);
    const nights = [from, addDays(from, 1)];
    await setFree(db(), plan.room_type_id, nights, 5, plan.default_allotment);
    const requests: { request: BookingRequest; cookie: string }[] = [];
    for (let i = 0; i < 5; i += 1) requests.push(await held(from));
    await db()
      .update(bookingRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookingRequests.id, requests[4]!.request.id));

    const orderCalls = Array.from({ length: 1_000 }, (_, i) => place(requests[i % 5]!).then((a) => ({ who: i % 5, a })));
    const priceCalls = Array.from({ length: 200 }, () =>
      call('POST', '/api/v3-booking/booking-requests/request-price/', { body: priceBody(from) }),
    );
    const [orderAnswers, priceAnswers] = await Promise.all([Promise.all(orderCalls), Promise.all(priceCalls)]);

    for (let who = 0; who < 5; who += 1) {
      const mine = orderAnswers.filter((o) => o.who === who).map((o) => o.a);
      expect(mine.filter((a) => a.status === 201)).toHaveLength(who < 4 ? 1 : 0);
      for (const a of mine.filter((x) => x.status !== 201)) expect([a.status, a.body.error_code]).toEqual([409, 'HOLD_EXPIRED']);
    }
    expect(priceAnswers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const a of priceAnswers.filter((x) => x.status !== 201)) expect([a.status, a.body.error_code]).toEqual([409, 'SOLD_OUT']);

    const [orderCount] = await queryRows<{ n: number }>(db(), sql`select count(*)::int n from orders where check_in = ${from}`);
    expect(orderCount!.n).toBe(4);
    for (const row of (await inventoryOf(db(), plan.room_type_id)).filter((r) => nights.includes(r.stay_date))) {
      expect([row.held, row.sold]).toEqual([1, plan.default_allotment - 1]);
      expect(row.held + row.sold).toBeLessThanOrEqual(row.allotment);
    }
  });
});
