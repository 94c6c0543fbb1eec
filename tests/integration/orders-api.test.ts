import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingRequestSchema, type BookingRequest } from '@/features/booking/schemas';
import { bookingRequests } from '@/features/booking/db';
import { resetBookingRateLimit } from '@/features/auth/server';
import { orderStays, orders } from '@/features/orders/db';
import { resetOrderLookupLimit } from '@/features/orders/server';
import { expireUnpaidOrders } from '@/features/sales/server';
import { verifyOrderToken } from '@/features/orders/server/access/order-token';
import { amountsWith } from '@/features/payment/amounts';
import { paymentAttempts, vouchers } from '@/features/payment/db';
import { mailOutbox } from '@/features/mail/db';
import { addDays } from '@/lib/dates/product-date';
import { queryRows } from '@/lib/db/client';
import { resetServerEnvCache } from '@/lib/env/server';
import { startApiServer } from '../helpers/api-server';
import { installSsoStandIn } from '../helpers/sso-stand-in';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { cookiePair, inventoryOf, pickHotel, setFree, type PlanRow } from './booking-helpers';
import { apiClient, choose, orderBody, orderFootprint, ORDER_ROUTES } from './orders-helpers';

let database: TestDatabase;
let api: Awaited<ReturnType<typeof startApiServer>>;
let call: ReturnType<typeof apiClient>;
let hotelId: number;
let plans: PlanRow[];
let checkIn: string;
let firstCheckIn: string;
let testIndex = 0;
const members: Record<number, string> = {};
const db = () => database.handle.db;
const newKey = () => crypto.randomUUID();

type Created = {
  order: {
    order_number: string;
    status: string;
    prices: { total_vnd: number; payment_fee_vnd: number; subtotal_vnd: number };
    payment: { transaction_id: string | null };
  };
  pin_code: string;
  access_token: string;
  payment: { kind: string; transaction_id: string } | null;
};

/** A held request of one room of the first plan for 2 nights: as a new guest (cookie answered) or as a member. */
async function heldRequest(cookie?: string, roomCount = 1): Promise<{ request: BookingRequest; cookie: string }> {
  const body = {
    hotel_id: hotelId,
    check_in: checkIn,
    nights: 2,
    adults: roomCount,
    rooms: [{ rate_plan_id: plans[0]!.id, room_count: roomCount }],
  };
  const answer = await call('POST', '/api/v3-booking/booking-requests/request-price/', { body, key: newKey(), cookie });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { request: bookingRequestSchema.parse(answer.body.data), cookie: cookie ?? cookiePair(answer.setCookie) };
}

const place = (id: string, cookie: string, body: unknown, key = newKey()) =>
  call('POST', `/api/order-hotel/order/booking-request-fe/${id}`, { body, cookie, key });

beforeAll(async () => {
  process.env.BOOKING_RATE_LIMIT_PER_MINUTE = '100000';
  resetServerEnvCache();
  database = await createTestDatabase({ hotels: 8 });
  const sso = installSsoStandIn();
  for (const userId of [1, 2]) members[userId] = (await sso.signIn({ userId })).cookie;
  api = await startApiServer(ORDER_ROUTES);
  call = apiClient(api);
  ({ hotelId, plans, checkIn } = await pickHotel(db()));
  firstCheckIn = checkIn;
});
afterAll(async () => {
  delete process.env.BOOKING_RATE_LIMIT_PER_MINUTE;
  resetServerEnvCache();
  await resetBookingRateLimit();
  await resetOrderLookupLimit();
  await api.close();
  await database.drop();
});
beforeEach(() => {
  // each test books its own nights
  checkIn = addDays(firstCheckIn, 2 * testIndex);
  testIndex += 1;
});

describe(`orders [${process.env.TEST_DB_KIND}]`, () => {
  it('re-checks the saved method at order time: bank transfer chosen, then a coupon applied -> 409 BK1057 and nothing written', async () => {
    const { request, cookie } = await heldRequest(members[1]);
    await choose(db(), request.id, 'payment_method_bank_transfer');
    const coupon = await call('PATCH', `/api/v3-booking/booking-requests/${request.id}/apply-coupon/`, {
      cookie,
      body: { coupon_code: 'LYVANG50K' },
      key: newKey(),
    });
    expect(coupon.status, JSON.stringify(coupon.body)).toBe(200);
    const answer = await place(request.id, cookie, orderBody(request));
    expect([answer.status, answer.body.error_code, answer.body.message]).toEqual([
      409,
      'BK1057',
      'Chuyển khoản ngân hàng không áp dụng cho đơn có khuyến mãi',
    ]);
    expect(await db().select().from(orders).where(eq(orders.bookingRequestId, request.id))).toEqual([]);
    expect((await call('GET', `/api/v3-booking/booking-requests/${request.id}/`, { cookie })).body.data).toMatchObject({ status: 'HELD' });
  });

  it('re-checks the saved method at order time: a card method while the gateway is off -> 409 BK1057', async () => {
    const { request, cookie } = await heldRequest();
    await choose(db(), request.id, 'payment_method_credit_card');
    // a real secret without a real gateway: the sandbox is off, so no card/QR gateway is reachable
    process.env.VNPAY_HASH_SECRET = 'a-real-vnpay-hash-secret-0123456789';
    resetServerEnvCache();
    try {
      const answer = await place(request.id, cookie, orderBody(request));
      expect([answer.status, answer.body.error_code, answer.body.message]).toEqual([
        409,
        'BK1057',
        'Cổng thanh toán thẻ và QR hiện không khả dụng',
      ]);
    } finally {
      delete process.env.VNPAY_HASH_SECRET;
      resetServerEnvCache();
    }
    expect((await place(request.id, cookie, orderBody(request))).status).toBe(201);
  });

  it("sends the traveller back from the gateway to the result page in the order's language", async () => {
    for (const [lang, path] of [
      ['en', '/en/thanh-toan/ket-qua'],
      ['vi', '/thanh-toan/ket-qua'],
    ] as const) {
      const { request, cookie } = await heldRequest();
      await choose(db(), request.id, 'payment_method_credit_card');
      const answer = await place(request.id, cookie, orderBody(request, { lang }));
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const { payment } = answer.body.data as unknown as { payment: { payment_url: string; transaction_id: string } };
      const back = new URL(new URL(payment.payment_url).searchParams.get('vnp_ReturnUrl')!);
      expect([back.pathname, back.searchParams.get('transaction_id')]).toEqual([path, payment.transaction_id]);
    }
  });

  it('turns a held request into a pending order in one transaction: stays, event, request CONVERTED, rooms held -> sold, "order received" mail', async () => {
    const { request, cookie } = await heldRequest(undefined, 2);
    await choose(db(), request.id, 'payment_method_credit_card');
    const before = await inventoryOf(db(), plans[0]!.room_type_id);
    const answer = await place(request.id, cookie, orderBody(request));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const created = answer.body.data as unknown as Created;
    expect(created.pin_code).toMatch(/^\d{6}$/);
    expect(created.access_token.length).toBeGreaterThan(20);
    const expected = amountsWith(request.prices.total_price, request.prices.coupon_discount, 2.2, request.id);
    expect(created.order).toMatchObject({
      status: 'pending',
      prices: { subtotal_vnd: request.prices.total_price, payment_fee_vnd: expected.payment_fee, total_vnd: expected.final_price },
    });
    expect(expected.payment_fee).toBeGreaterThan(0);

    const [row] = await db().select().from(orders).where(eq(orders.orderNumber, created.order.order_number));
    expect(row).toMatchObject({
      status: 'pending',
      bookingRequestId: request.id,
      guestKeyHash: expect.any(String),
      userId: null,
      totalVnd: expected.final_price,
      paymentMethod: 'payment_method_credit_card',
    });
    expect(row!.pinHash).not.toContain(created.pin_code);
    expect(row!.paymentDeadline!.getTime() - Date.now()).toBeGreaterThan(19 * 60_000);
    const stays = await db().select().from(orderStays).where(eq(orderStays.orderId, row!.id));
    expect(stays.map((s) => [s.stayDate, s.rooms]).sort()).toEqual([
      [checkIn, 2],
      [addDays(checkIn, 1), 2],
    ]);
    const [requestRow] = await db().select().from(bookingRequests).where(eq(bookingRequests.id, request.id));
    expect(requestRow!.status).toBe('CONVERTED');
    const after = await inventoryOf(db(), plans[0]!.room_type_id);
    for (const night of [checkIn, addDays(checkIn, 1)]) {
      const was = before.find((r) => r.stay_date === night)!;
      const now = after.find((r) => r.stay_date === night)!;
      expect([now.held, now.sold]).toEqual([was.held - 2, was.sold + 2]);
    }
    const events = await queryRows<{ to_status: string; actor: string }>(
      db(),
      sql`select to_status, actor from order_events where order_id = ${row!.id} order by id`,
    );
    expect(events).toEqual([{ to_status: 'pending', actor: 'customer' }]);
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.ref, `order:${created.order.order_number}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: 'an@example.com', kind: 'order_received' });
    expect(mails[0]!.text).toContain(created.pin_code);
    expect(mails[0]!.text).toContain(`/don-hang/${created.order.order_number}?token=`);
    const holds = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int n from booking_holds where booking_request_id = ${request.id}`,
    );
    expect(holds[0]!.n).toBe(0);
  });

  it.each([
    ['no contact', (b: Record<string, unknown>) => ({ ...b, contact: undefined })],
    ['a receiver short', (b: Record<string, unknown>) => ({ ...b, receivers: (b.receivers as unknown[]).slice(1) })],
    [
      'a receiver of another line',
      (b: Record<string, unknown>) => ({
        ...b,
        receivers: (b.receivers as { booking_request_rate_id: number }[]).map((r) => ({
          ...r,
          booking_request_rate_id: r.booking_request_rate_id + 1000,
        })),
      }),
    ],
    ['a bad phone', (b: Record<string, unknown>) => ({ ...b, contact: { full_name: 'An', email: 'an@example.com', phone: '123' } })],
    ['a price from the client', (b: Record<string, unknown>) => ({ ...b, total_vnd: 1 })],
  ])('is a 400 with %s and writes nothing', async (_name, change) => {
    const { request, cookie } = await heldRequest(undefined, 2);
    await choose(db(), request.id, 'payment_method_credit_card');
    const before = await orderFootprint(db());
    const answer = await place(request.id, cookie, change(orderBody(request)));
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.status).toBe('error');
    expect(await orderFootprint(db())).toEqual(before);
    const [row] = await db().select().from(bookingRequests).where(eq(bookingRequests.id, request.id));
    expect(row!.status).toBe('HELD');
  });

  it("is a 404 for another owner's request, 409 PAYMENT_METHOD_REQUIRED without a method, 409 HOLD_EXPIRED past the hold", async () => {
    const { request, cookie } = await heldRequest();
    const other = await heldRequest();
    await choose(db(), request.id, 'payment_method_credit_card');
    const before = await orderFootprint(db());
    expect((await place(request.id, other.cookie, orderBody(request))).status).toBe(404);
    expect((await place(request.id, members[1]!, orderBody(request))).status).toBe(404);
    const none = await place(other.request.id, other.cookie, orderBody(other.request));
    expect([none.status, none.body.error_code]).toEqual([409, 'PAYMENT_METHOD_REQUIRED']);
    await db()
      .update(bookingRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookingRequests.id, request.id));
    const late = await place(request.id, cookie, orderBody(request));
    expect([late.status, late.body.error_code]).toEqual([409, 'HOLD_EXPIRED']);
    expect(await orderFootprint(db())).toEqual(before);
  });

  it('answers a retry with the same Idempotency-Key with the same order; a second order of a converted request is 409', async () => {
    const { request, cookie } = await heldRequest();
    await choose(db(), request.id, 'payment_method_credit_card');
    const key = newKey();
    const first = await place(request.id, cookie, orderBody(request), key);
    const again = await place(request.id, cookie, orderBody(request), key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect((again.body.data as unknown as Created).order.order_number).toBe((first.body.data as unknown as Created).order.order_number);
    expect((again.body.data as unknown as Created).pin_code).toBe((first.body.data as unknown as Created).pin_code);
    const other = await place(request.id, cookie, orderBody(request));
    expect([other.status, other.body.error_code]).toEqual([409, 'HOLD_EXPIRED']);
    const count = await queryRows<{ n: number }>(db(), sql`select count(*)::int n from orders where booking_request_id = ${request.id}`);
    expect(count[0]!.n).toBe(1);
  });

  it('pays a voucher order at once (total 0, voucher used, paid -> confirmed); a used voucher is 409 VOUCHER_INVALID', async () => {
    const [voucher] = await db()
      .insert(vouchers)
      .values({
        codeHash: `test-${newKey()}`,
        codeHint: 'AB12',
        hotelId,
        roomNights: 4,
        validFrom: addDays(checkIn, -5),
        validTo: addDays(checkIn, 30),
        status: 'available',
      })
      .returning();
    const { request, cookie } = await heldRequest();
    await choose(db(), request.id, 'payment_method_voucher', voucher!.id);
    const answer = await place(request.id, cookie, orderBody(request, { lang: 'en' }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const created = answer.body.data as unknown as Created;
    expect(created.order).toMatchObject({ status: 'confirmed', prices: { total_vnd: 0, payment_fee_vnd: 0 } });
    expect(created.payment).toMatchObject({ kind: 'paid' });
    const [row] = await db().select().from(orders).where(eq(orders.orderNumber, created.order.order_number));
    const [used] = await db().select().from(vouchers).where(eq(vouchers.id, voucher!.id));
    expect(used).toMatchObject({ status: 'used', usedByOrderId: row!.id });
    const attempts = await db().select().from(paymentAttempts).where(eq(paymentAttempts.orderId, row!.id));
    expect(attempts.map((a) => [a.provider, a.status, a.amountVnd])).toEqual([['voucher', 'succeeded', 0]]);
    const events = await queryRows<{ to_status: string }>(
      db(),
      sql`select to_status from order_events where order_id = ${row!.id} order by id`,
    );
    expect(events.map((e) => e.to_status)).toEqual(['pending', 'paid', 'confirmed']);
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.ref, `order:${created.order.order_number}`));
    // paid at once: one confirmation (with the PIN), never a "received" asking to pay 0 ₫
    expect(mails.map((m) => m.kind)).toEqual(['order_confirmed']);
    expect(mails[0]!.subject).toBe(`Order ${created.order.order_number} confirmed`);
    expect(mails[0]!.text).toContain(`PIN: ${created.pin_code}`);
    expect(mails[0]!.text).toContain('Paid with: Voucher ••••AB12');

    const second = await heldRequest(cookie);
    await choose(db(), second.request.id, 'payment_method_voucher', voucher!.id);
    const before = await orderFootprint(db());
    const refused = await place(second.request.id, cookie, orderBody(second.request));
    expect([refused.status, refused.body.error_code]).toEqual([409, 'VOUCHER_INVALID']);
    expect(await orderFootprint(db())).toEqual(before);

    // reads by transaction: the owner and a holder of the order's link; anyone else 404 "Transaction not found"
    const txn = created.payment!.transaction_id;
    expect((await call('GET', `/api/order-hotel/order/${txn}/by-transaction`, { cookie })).body.data).toMatchObject({
      order_number: created.order.order_number,
    });
    const stranger = await call('GET', `/api/order-hotel/order/${txn}/by-transaction`, {
      cookie: second.cookie === cookie ? members[2] : second.cookie,
    });
    expect([stranger.status, stranger.body.message]).toEqual([404, 'Transaction not found']);
    expect(
      (await call('GET', `/api/order-hotel/order/${txn}/by-transaction?token=${created.access_token}`, { cookie: members[2] })).status,
    ).toBe(200);
    const attempt = await call('GET', `/api/payment-service/payment/v2/${txn}`, { cookie });
    expect(attempt.body.data).toMatchObject({
      transaction_id: txn,
      order_number: created.order.order_number,
      provider: 'voucher',
      status: 'succeeded',
      amount_vnd: 0,
    });
    expect((await call('GET', `/api/payment-service/payment/v2/${txn}`, { cookie: members[2] })).status).toBe(404);
    expect((await call('GET', `/api/payment-service/payment/v2/UNKNOWNTXN123`, { cookie })).status).toBe(404);
    // not payable again
    const link = await call('GET', `/api/order-hotel/order/create-payment-link/${created.order.order_number}`, { cookie });
    expect([link.status, link.body.error_code]).toEqual([409, 'ORDER_NOT_PAYABLE']);
  });

  it("shows a member's orders to that member only; every read of another's order is a 404", async () => {
    const { request } = await heldRequest(members[1]);
    await choose(db(), request.id, 'payment_method_bank_transfer');
    const answer = await place(request.id, members[1]!, orderBody(request));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const code = (answer.body.data as unknown as Created).order.order_number;
    const [row] = await db().select().from(orders).where(eq(orders.orderNumber, code));
    expect(row).toMatchObject({ userId: 1, guestKeyHash: null });
    // bank transfer: 120 minutes to pay
    expect(row!.paymentDeadline!.getTime() - Date.now()).toBeGreaterThan(119 * 60_000);
    const list = await call('GET', '/api/order-hotel/order/by-user/', { cookie: members[1] });
    expect((list.body.data as { items: { order_number: string }[] }).items.map((o) => o.order_number)).toContain(code);
    expect((await call('GET', `/api/order-hotel/order/${code}/by-user/`, { cookie: members[1] })).body.data).toMatchObject({
      order_number: code,
      status: 'pending',
    });
    expect((await call('GET', `/api/order-hotel/order/${code}/by-user/`, { cookie: members[2] })).status).toBe(404);
    expect((await call('GET', '/api/order-hotel/order/by-user/', { cookie: members[2] })).body.data).toMatchObject({ total: 0 });
    expect((await call('GET', `/api/order-hotel/order/create-payment-link/${code}`, { cookie: members[2] })).status).toBe(404);
    expect((await call('GET', `/api/order-hotel/order/create-payment-link/${code}`)).status).toBe(404);
    expect((await call('GET', '/api/order-hotel/order/by-user/')).status).toBe(401);
  });

  it("uses a member's coupon with the order, in its transaction (coupon_uses row, discount in the amounts)", async () => {
    const { request } = await heldRequest(members[1]);
    const coupon = await call('PATCH', `/api/v3-booking/booking-requests/${request.id}/apply-coupon/`, {
      cookie: members[1],
      body: { coupon_code: 'LYVANG50K' },
    });
    expect(coupon.status, JSON.stringify(coupon.body)).toBe(200);
    await choose(db(), request.id, 'payment_method_credit_card');
    const answer = await place(request.id, members[1]!, orderBody(request));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const created = answer.body.data as unknown as Created;
    const expected = amountsWith(request.prices.total_price, 50_000, 2.2, request.id);
    expect(created.order.prices).toMatchObject({
      subtotal_vnd: request.prices.total_price,
      coupon_code: 'LYVANG50K',
      coupon_discount_vnd: 50_000,
      total_vnd: expected.final_price,
    });
    const uses = await queryRows<{ code: string }>(
      db(),
      sql`select c.code from coupon_uses u join coupon_codes c on c.id = u.coupon_id where u.order_number = ${created.order.order_number}`,
    );
    expect(uses).toEqual([{ code: 'LYVANG50K' }]);
  });

  it('create-payment-link reuses the open attempt until it expires, then supersedes it (attempt rows; the provider answers after merge)', async () => {
    const { request, cookie } = await heldRequest();
    await choose(db(), request.id, 'payment_method_credit_card');
    const created = (await place(request.id, cookie, orderBody(request))).body.data as unknown as Created;
    const code = created.order.order_number;
    const [row] = await db().select().from(orders).where(eq(orders.orderNumber, code));
    const attemptsOf = () => db().select().from(paymentAttempts).where(eq(paymentAttempts.orderId, row!.id)).orderBy(paymentAttempts.id);
    await call('GET', `/api/order-hotel/order/create-payment-link/${code}`, { cookie });
    await call('GET', `/api/order-hotel/order/create-payment-link/${code}?token=${created.access_token}`, { cookie: members[2] });
    const open = await attemptsOf();
    expect(open.map((a) => [a.status, a.provider, a.amountVnd])).toEqual([['created', 'vnpay', row!.totalVnd]]);
    expect(open[0]!.txnRef).toMatch(/^[A-Za-z0-9]{20}$/);
    // a gateway page lives 15 minutes at most
    expect(open[0]!.expiresAt!.getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000 + 1000);
    await db()
      .update(paymentAttempts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentAttempts.id, open[0]!.id));
    await call('GET', `/api/order-hotel/order/create-payment-link/${code}`, { cookie });
    expect((await attemptsOf()).map((a) => a.status)).toEqual(['superseded', 'created']);
  });

  it('finds an order by code + PIN (a link that manages it for a day), 404 for a wrong PIN or code with one message, 429 after ORDER_LOOKUP_LIMIT attempts', async () => {
    await resetOrderLookupLimit();
    const { request, cookie } = await heldRequest();
    await choose(db(), request.id, 'payment_method_credit_card');
    const created = (await place(request.id, cookie, orderBody(request))).body.data as unknown as Created;
    const code = created.order.order_number;
    const found = await call('GET', `/api/order-hotel/get-order-by/?order_code=${code}&pin_code=${created.pin_code}&source=web`);
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({ order: { order_number: code, status: 'pending' }, access_token: expect.any(String) });
    expect(await verifyOrderToken((found.body.data as { access_token: string }).access_token)).toEqual({
      orderCode: code,
      scope: 'manage',
    });
    const wrongPin = String((Number(created.pin_code) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await call('GET', `/api/order-hotel/get-order-by/?order_code=${code}&pin_code=${wrongPin}`);
    expect([wrong.status, wrong.body.message]).toEqual([404, 'Mã đơn hàng hoặc mã PIN không đúng']);
    const unknown = await call('GET', `/api/order-hotel/get-order-by/?order_code=HZZZZZZZZZ&pin_code=${created.pin_code}`);
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Mã đơn hàng hoặc mã PIN không đúng']);
    expect((await call('GET', `/api/order-hotel/get-order-by/?order_code=${code}&pin_code=12345`)).status).toBe(400);
    // one address: 10 wrong PINs pass, the 11th attempt is refused even with the right PIN (many addresses:
    // tests/integration/order-lookup-lockout.test.ts)
    const from = { 'x-forwarded-for': '10.0.0.9' };
    for (let i = 0; i < 10; i += 1)
      expect((await call('GET', `/api/order-hotel/get-order-by/?order_code=${code}&pin_code=${wrongPin}`, { headers: from })).status).toBe(
        404,
      );
    const limited = await call('GET', `/api/order-hotel/get-order-by/?order_code=${code}&pin_code=${created.pin_code}`, { headers: from });
    expect([limited.status, limited.body.error_code]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    await resetOrderLookupLimit();
  });

  it('expires an unpaid order past its deadline: rooms go back once, open attempts voided, event written', async () => {
    const nights = [checkIn, addDays(checkIn, 1)];
    await setFree(db(), plans[0]!.room_type_id, nights, 3, plans[0]!.default_allotment);
    const { request, cookie } = await heldRequest();
    await choose(db(), request.id, 'payment_method_credit_card');
    const created = (await place(request.id, cookie, orderBody(request))).body.data as unknown as Created;
    const [row] = await db().select().from(orders).where(eq(orders.orderNumber, created.order.order_number));
    const sold = await inventoryOf(db(), plans[0]!.room_type_id);
    expect(nights.map((n) => sold.find((r) => r.stay_date === n)!.sold)).toEqual(nights.map(() => plans[0]!.default_allotment - 3 + 1));
    expect(await expireUnpaidOrders(new Date())).toBe(0);
    await db()
      .update(orders)
      .set({ paymentDeadline: new Date(Date.now() - 1000) })
      .where(eq(orders.id, row!.id));
    expect(await expireUnpaidOrders(new Date())).toBeGreaterThanOrEqual(1);
    expect(await expireUnpaidOrders(new Date())).toBe(0);
    const [expired] = await db().select().from(orders).where(eq(orders.id, row!.id));
    expect(expired!.status).toBe('expired');
    const back = await inventoryOf(db(), plans[0]!.room_type_id);
    expect(nights.map((n) => back.find((r) => r.stay_date === n)!.sold)).toEqual(nights.map(() => plans[0]!.default_allotment - 3));
    const stays = await db().select().from(orderStays).where(eq(orderStays.orderId, row!.id));
    expect(stays.every((s) => s.releasedAt !== null)).toBe(true);
    const attempts = await db().select().from(paymentAttempts).where(eq(paymentAttempts.orderId, row!.id));
    // the attempt opened right after the order was made is voided
    expect(attempts.length).toBeGreaterThanOrEqual(1);
    expect(attempts.every((a) => a.status === 'cancelled')).toBe(true);
    const events = await queryRows<{ to_status: string; actor: string }>(
      db(),
      sql`select to_status, actor from order_events where order_id = ${row!.id} order by id`,
    );
    expect(events).toEqual([
      { to_status: 'pending', actor: 'customer' },
      { to_status: 'expired', actor: 'system' },
    ]);
    const link = await call('GET', `/api/order-hotel/order/create-payment-link/${created.order.order_number}`, { cookie });
    expect([link.status, link.body.error_code]).toEqual([409, 'ORDER_NOT_PAYABLE']);
  });
});
