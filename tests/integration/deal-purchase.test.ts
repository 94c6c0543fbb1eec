import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequestSchema } from '@/features/booking/schemas';
import { resetBookingRateLimit } from '@/features/auth/server';
import { VOUCHER_CODE_PATTERN } from '@/features/deals/rules/voucher-code';
import { createdOrderSchema, orderDetailSchema } from '@/features/orders/schemas';
import { orders } from '@/features/orders/db';
import { expireUnpaidOrders } from '@/features/sales/server';
import { paymentAttempts } from '@/features/payment/db';
import { paymentMethodListSchema } from '@/features/payment/schemas';
import { voucherHash } from '@/features/payment/server';
import { addDays, todayIso } from '@/lib/dates/product-date';
import { queryRows } from '@/lib/db/client';
import { startApiServer } from '../helpers/api-server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { cookiePair } from './booking-helpers';
import { DEAL_ROUTES, dealFootprint, purchaseBody, soldOf, voucherDeal, type DealRow } from './deal-helpers';
import { apiClient, orderBody } from './orders-helpers';
import { clearTestGateway, ipnParams, signedIpnQuery, TEST_VNPAY, useTestGateway } from './vnpay-sign';

const SECRET = TEST_VNPAY.secret;
const TMN = TEST_VNPAY.tmnCode;
const BUY = '/api/v3-booking/fe/deal';

let database: TestDatabase;
let api: Awaited<ReturnType<typeof startApiServer>>;
let call: ReturnType<typeof apiClient>;
let deal: DealRow;
const db = () => database.handle.db;
const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(db(), query))[0]!.n;

/** Buys `quantity` vouchers of the deal by card as a new guest: the created order, its guest cookie and open attempt. */
async function buy(quantity = 2) {
  const answer = await call('POST', BUY, { body: purchaseBody(deal, { quantity }), key: crypto.randomUUID() });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const created = createdOrderSchema.parse(answer.body.data);
  const [row] = await db().select().from(orders).where(eq(orders.orderNumber, created.order.order_number));
  const [attempt] = await db()
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, row!.id), eq(paymentAttempts.status, 'created')));
  return { created, row: row!, cookie: cookiePair(answer.setCookie), attempt: attempt! };
}
const ipn = async (query: string) =>
  ((await call('GET', `/api/payment-service/vnpay/ipn?${query}`)).body as unknown as { RspCode: string }).RspCode;

beforeAll(async () => {
  useTestGateway();
  database = await createTestDatabase({ hotels: 30 });
  api = await startApiServer(DEAL_ROUTES);
  call = apiClient(api);
  deal = await voucherDeal(db(), 20);
}, 120_000);
afterAll(async () => {
  clearTestGateway();
  await resetBookingRateLimit();
  await api.close();
  await database.drop();
});

describe(`buying a voucher deal [${process.env.TEST_DB_KIND}]`, () => {
  it('lists the payment methods of a purchase before any order (never the voucher); exactly one form of the call', async () => {
    const methods = `/api/v3-booking/payment-methods?request_from=FE_BASIC&deal_id=${deal.id}&price_deal_id=${deal.price_id}&quantity=3`;
    const answer = await call('GET', methods);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const list = paymentMethodListSchema.parse(answer.body.data);
    expect(list.map((m) => m.payment_method)).not.toContain('payment_method_voucher');
    const card = list.find((m) => m.payment_method === 'payment_method_credit_card')!;
    expect(card.order_value).toBe(deal.sell_price * 3 + card.final_fee);
    // the deal's first valid day is tomorrow: bank transfer is offered
    expect(list.map((m) => m.payment_method)).toContain('payment_method_bank_transfer');
    for (const bad of [
      '',
      `&deal_id=${deal.id}&price_deal_id=${deal.price_id}`,
      `&deal_id=${deal.id}&price_deal_id=${deal.price_id}&quantity=1&combo_draft_id=abcdefghijklmnopqrst`,
      `&booking_request_id=${crypto.randomUUID()}&deal_id=${deal.id}&price_deal_id=${deal.price_id}&quantity=1`,
      `&deal_id=${deal.id}&price_deal_id=${deal.price_id}&quantity=11`,
    ]) {
      const refused = await call('GET', `/api/v3-booking/payment-methods?request_from=FE_BASIC${bad}`);
      expect(refused.status, bad).toBe(400);
    }
    expect(
      (await call('GET', `/api/v3-booking/payment-methods?request_from=FE_BASIC&deal_id=999999&price_deal_id=1&quantity=1`)).status,
    ).toBe(404);
  });

  it('makes a pending deal order, takes the units, and issues the vouchers once when the signed IPN says paid (repeats change nothing)', async () => {
    const soldBefore = await soldOf(db(), deal.id);
    const { created, row, cookie, attempt } = await buy(2);
    expect(created.order.product_type).toBe('deal');
    expect(created.order.status).toBe('pending');
    expect(created.order.title).toMatch(/^Ưu đãi /);
    expect(created.order.deal).toMatchObject({ deal_id: deal.id, quantity: 2, unit_price: deal.sell_price, vouchers: [] });
    expect(created.order.deal!.deal_path).toMatch(new RegExp(`^/deals/[a-z0-9-]+-${deal.id}$`));
    expect(created.order.prices.subtotal_vnd).toBe(deal.sell_price * 2);
    expect(created.order.cancellation.free_until).toBeNull();
    expect(created.payment).not.toBeNull();
    expect(await soldOf(db(), deal.id)).toBe(soldBefore + 2);
    expect(
      await count(sql`select count(*)::int n from order_deal_items where order_id = ${row.id} and quantity = 2 and released_at is null`),
    ).toBe(1);
    expect(
      await count(
        sql`select count(*)::int n from mail_outbox where ref = ${`order:${row.orderNumber}`} and kind = 'order_received' and text like '%giữ suất ưu đãi%'`,
      ),
    ).toBe(1);

    const query = signedIpnQuery(ipnParams(attempt.txnRef, attempt.amountVnd, TMN), SECRET);
    expect(await ipn(query)).toBe('00');
    for (let i = 0; i < 5; i += 1) expect(await ipn(query)).toBe('02');
    expect(await count(sql`select count(*)::int n from vouchers where issued_by_order_id = ${row.id}`)).toBe(2);
    expect(
      await count(sql`select count(*)::int n from mail_outbox where ref = ${`order:${row.orderNumber}`} and kind = 'deal_vouchers'`),
    ).toBe(1);

    const detail = orderDetailSchema.parse(
      (await call('GET', `/api/order-hotel/order/${attempt.txnRef}/by-transaction`, { cookie })).body.data,
    );
    expect(detail.status).toBe('confirmed');
    const vouchers = detail.deal!.vouchers;
    expect(vouchers).toHaveLength(2);
    expect(new Set(vouchers.map((v) => v.code)).size).toBe(2);
    for (const v of vouchers) {
      expect(v.code).toMatch(VOUCHER_CODE_PATTERN);
      expect(v).toMatchObject({
        status: 'available',
        hotel_id: deal.hotel_id,
        room_nights: deal.room_nights,
        valid_from: deal.valid_from,
        valid_to: deal.valid_to,
      });
      // stored only as its hash
      expect(
        await count(sql`select count(*)::int n from vouchers where code_hash = ${voucherHash(v.code)} and issued_by_order_id = ${row.id}`),
      ).toBe(1);
      expect(await count(sql`select count(*)::int n from vouchers where code_hash = ${v.code}`)).toBe(0);
    }
    const mail = (
      await queryRows<{ text: string }>(
        db(),
        sql`select text from mail_outbox where ref = ${`order:${row.orderNumber}`} and kind = 'deal_vouchers'`,
      )
    )[0]!;
    for (const v of vouchers) expect(mail.text).toContain(v.code);
    // a paid voucher deal is non-refundable
    expect(detail.cancellation).toMatchObject({ allowed: false, refund_vnd: 0 });
  });

  it('an issued voucher pays a stay at the deal hotel at checkout, once; the order page then shows it used', async () => {
    const { cookie: buyerCookie, attempt } = await buy(1);
    expect(await ipn(signedIpnQuery(ipnParams(attempt.txnRef, attempt.amountVnd, TMN), SECRET))).toBe('00');
    const bought = orderDetailSchema.parse(
      (await call('GET', `/api/order-hotel/order/${attempt.txnRef}/by-transaction`, { cookie: buyerCookie })).body.data,
    );
    const code = bought.deal!.vouchers[0]!.code;

    const [plan] = await queryRows<{ id: number }>(
      db(),
      sql`select rp.id from rate_plans rp join room_types rt on rt.id = rp.room_type_id where rp.hotel_id = ${deal.hotel_id} and rt.max_adults >= 1 order by rp.id limit 1`,
    );
    const stay = async (checkIn: string) => {
      const priced = await call('POST', '/api/v3-booking/booking-requests/request-price/', {
        body: {
          hotel_id: deal.hotel_id,
          check_in: checkIn,
          nights: deal.room_nights,
          adults: 1,
          rooms: [{ rate_plan_id: plan!.id, room_count: 1 }],
        },
        key: crypto.randomUUID(),
      });
      expect(priced.status, JSON.stringify(priced.body)).toBe(201);
      return { request: bookingRequestSchema.parse(priced.body.data), cookie: cookiePair(priced.setCookie) };
    };
    const checkIn = addDays(todayIso(), 10);
    const first = await stay(checkIn);
    const choose = (id: string, cookie: string) =>
      call('PATCH', `/api/v3-booking/booking-requests/${id}/choose-payment-method`, {
        body: { payment_method: 'payment_method_voucher', user_type: 'person', voucher_code: code },
        cookie,
        key: crypto.randomUUID(),
      });
    const chosen = await choose(first.request.id, first.cookie);
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    const made = await call('POST', `/api/order-hotel/order/booking-request-fe/${first.request.id}`, {
      body: orderBody(first.request),
      cookie: first.cookie,
      key: crypto.randomUUID(),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const stayOrder = createdOrderSchema.parse(made.body.data).order;
    expect(stayOrder.status).toBe('confirmed');
    expect(stayOrder.prices.total_vnd).toBe(0);

    // spent: another stay cannot choose it
    const second = await stay(addDays(checkIn, 5));
    const again = await choose(second.request.id, second.cookie);
    expect(again.status).toBe(409);
    expect(again.body.error_code).toBe('VOUCHER_INVALID');
    const after = orderDetailSchema.parse(
      (await call('GET', `/api/order-hotel/order/${attempt.txnRef}/by-transaction`, { cookie: buyerCookie })).body.data,
    );
    expect(after.deal!.vouchers[0]).toMatchObject({ code, status: 'used' });
  });

  it('gives the units of an unpaid order back exactly once when it expires', async () => {
    const { row } = await buy(3);
    const sold = await soldOf(db(), deal.id);
    await db()
      .update(orders)
      .set({ paymentDeadline: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, row.id));
    expect(await expireUnpaidOrders()).toBeGreaterThanOrEqual(1);
    expect(await soldOf(db(), deal.id)).toBe(sold - 3);
    expect(await count(sql`select count(*)::int n from order_deal_items where order_id = ${row.id} and released_at is not null`)).toBe(1);
    // a second sweep, and a late payment of the expired order, give nothing more back nor issue anything
    await expireUnpaidOrders();
    expect(await soldOf(db(), deal.id)).toBe(sold - 3);
    expect(await count(sql`select count(*)::int n from vouchers where issued_by_order_id = ${row.id}`)).toBe(0);
  });

  it('gives the units of a pending order back once when its owner cancels it; a paid one cannot be cancelled', async () => {
    const { created, row, cookie, attempt } = await buy(2);
    const sold = await soldOf(db(), deal.id);
    const cancel = () =>
      call('POST', '/api/booking/cancel-ticket/v3/process-order-cancel/', {
        body: { order_code: created.order.order_number, reason_id: 1 },
        cookie,
        key: crypto.randomUUID(),
      });
    const first = await cancel();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await soldOf(db(), deal.id)).toBe(sold - 2);
    expect((await cancel()).status).toBe(409);
    expect(await soldOf(db(), deal.id)).toBe(sold - 2);
    // the cancelled order's payment attempt is void: a late payment issues nothing
    expect(await ipn(signedIpnQuery(ipnParams(attempt.txnRef, attempt.amountVnd, TMN), SECRET))).not.toBe('00');
    expect(await count(sql`select count(*)::int n from vouchers where issued_by_order_id = ${row.id}`)).toBe(0);

    const paid = await buy(1);
    expect(await ipn(signedIpnQuery(ipnParams(paid.attempt.txnRef, paid.attempt.amountVnd, TMN), SECRET))).toBe('00');
    const refused = await call('POST', '/api/booking/cancel-ticket/v3/process-order-cancel/', {
      body: { order_code: paid.created.order.order_number, reason_id: 1 },
      cookie: paid.cookie,
      key: crypto.randomUUID(),
    });
    expect(refused.status).toBe(409);
    expect(await count(sql`select count(*)::int n from vouchers where issued_by_order_id = ${paid.row.id} and status = 'available'`)).toBe(
      1,
    );
  });

  it('refuses bad bodies (400), unknown or hidden deals (404), a closed or sold-out deal and the voucher method (409), writing nothing', async () => {
    const [other] = await queryRows<{ price_id: number }>(
      db(),
      sql`select p.id price_id from deal_prices p where p.deal_id <> ${deal.id} order by p.id limit 1`,
    );
    const [hidden] = await queryRows<{ id: number; price_id: number }>(
      db(),
      sql`select d.id, p.id price_id from deals d join deal_prices p on p.deal_id = d.id where d.status = 'hidden' limit 1`,
    );
    const [soldOut] = await queryRows<{ id: number; price_id: number }>(
      db(),
      sql`select d.id, p.id price_id from deals d join deal_prices p on p.deal_id = d.id where d.quantity_sold = d.quantity_total and d.status = 'active' limit 1`,
    );
    const [combo] = await queryRows<{ id: number; price_id: number }>(
      db(),
      sql`select d.id, p.id price_id from deals d join deal_prices p on p.deal_id = d.id where d.deal_type = 'combo' limit 1`,
    );
    const before = await dealFootprint(db());
    const cases: [unknown, number, string?][] = [
      [{}, 400],
      ['not json', 400],
      [purchaseBody(deal, { quantity: 0 }), 400],
      [purchaseBody(deal, { quantity: 11 }), 400],
      [purchaseBody(deal, { quantity: 1.5 }), 400],
      [purchaseBody(deal, { buyer: { full_name: 'A', email: 'x', phone: '123' } }), 400],
      [purchaseBody(deal, { payment_method: 'cash' }), 400],
      [purchaseBody(deal, { unit_price: 1 }), 400],
      [purchaseBody(deal, { kind: 'hotel' }), 400],
      [purchaseBody(deal, { price_deal_id: other!.price_id }), 400],
      [purchaseBody(deal, { quantity: 6 }), 400],
      [purchaseBody(combo!, {}), 400],
      [purchaseBody({ id: 999_999, price_id: deal.price_id }), 404, 'NOT_FOUND'],
      [purchaseBody(hidden!), 404, 'NOT_FOUND'],
      [purchaseBody(soldOut!, { quantity: 1 }), 409, 'DEAL_SOLD_OUT'],
      [purchaseBody(deal, { payment_method: 'payment_method_voucher' }), 409, 'BK1057'],
      [purchaseBody(deal, { payment_method: 'payment_method_unknown' }), 409, 'BK1057'],
    ];
    for (const [body, status, code] of cases) {
      const answer = await call('POST', BUY, { body, key: crypto.randomUUID() });
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.status).toBe('error');
      if (code) expect(answer.body.error_code).toBe(code);
    }
    await db().execute(sql`update deals set sale_ends_at = now() - interval '1 minute' where id = ${deal.id}`);
    const closed = await call('POST', BUY, { body: purchaseBody(deal), key: crypto.randomUUID() });
    expect(closed.status).toBe(409);
    expect(closed.body.error_code).toBe('DEAL_NOT_ON_SALE');
    await db().execute(sql`update deals set sale_ends_at = now() + interval '30 days' where id = ${deal.id}`);
    expect(await dealFootprint(db())).toEqual(before);
  });

  it('answers a retry with the same Idempotency-Key with the first order, taking the units once', async () => {
    const sold = await soldOf(db(), deal.id);
    const key = crypto.randomUUID();
    const first = await call('POST', BUY, { body: purchaseBody(deal, { quantity: 1 }), key });
    expect(first.status).toBe(201);
    // the retry of a first call whose answer (and guest cookie) was lost: the key alone finds it
    const again = await call('POST', BUY, { body: purchaseBody(deal, { quantity: 1 }), key });
    expect(again.status).toBe(201);
    expect(createdOrderSchema.parse(again.body.data).order.order_number).toBe(createdOrderSchema.parse(first.body.data).order.order_number);
    expect(await soldOf(db(), deal.id)).toBe(sold + 1);
    const reused = await call('POST', BUY, { body: purchaseBody(deal, { quantity: 2 }), key });
    expect(reused.status).toBe(422);
    expect(await soldOf(db(), deal.id)).toBe(sold + 1);
  });
  it("issues the bought option's room-nights; one buyer holds at most one order's worth unpaid; a refusal says how many are left", async () => {
    // a longer option of the same deal: its vouchers pay more nights
    const nights = deal.room_nights + 1;
    const [option] = await queryRows<{ id: number }>(
      db(),
      sql`insert into deal_prices (deal_id, name_vi, name_en, list_price, sell_price, room_nights, sort_order) values (${deal.id}, 'Gói dài', 'Longer', 9000000, 4000000, ${nights}, 9) returning id`,
    );
    const longer = await call('POST', BUY, {
      body: purchaseBody(deal, { quantity: 1, price_deal_id: option!.id }),
      key: crypto.randomUUID(),
    });
    expect(longer.status, JSON.stringify(longer.body)).toBe(201);
    const made = createdOrderSchema.parse(longer.body.data);
    expect(made.order.prices.subtotal_vnd).toBe(4_000_000);
    const [row] = await db().select().from(orders).where(eq(orders.orderNumber, made.order.order_number));
    const [attempt] = await db()
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.orderId, row!.id), eq(paymentAttempts.status, 'created')));
    expect(await ipn(signedIpnQuery(ipnParams(attempt!.txnRef, attempt!.amountVnd, TMN), SECRET))).toBe('00');
    const detail = orderDetailSchema.parse(
      (await call('GET', `/api/order-hotel/order/${attempt!.txnRef}/by-transaction`, { cookie: cookiePair(longer.setCookie) })).body.data,
    );
    expect(detail.deal!.vouchers.map((v) => v.room_nights)).toEqual([nights]);

    // the same guest: a second unpaid order beyond max_per_order units of this deal is refused, nothing taken
    const max = (await queryRows<{ max: number }>(db(), sql`select max_per_order max from deals where id = ${deal.id}`))[0]!.max;
    const first = await call('POST', BUY, { body: purchaseBody(deal, { quantity: max }), key: crypto.randomUUID() });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const cookie = cookiePair(first.setCookie);
    const before = await dealFootprint(db());
    const more = await call('POST', BUY, { body: purchaseBody(deal, { quantity: 1 }), key: crypto.randomUUID(), cookie });
    expect(more.status).toBe(409);
    expect(more.body.error_code).toBe('DEAL_ORDER_PENDING');
    expect(await dealFootprint(db())).toEqual(before);

    // two asked, one left: the refusal names what is left
    await db().execute(sql`update deals set quantity_total = quantity_sold + 1 where id = ${deal.id}`);
    const tooMany = await call('POST', BUY, { body: purchaseBody(deal, { quantity: 2 }), key: crypto.randomUUID() });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error_code).toBe('DEAL_SOLD_OUT');
    expect(tooMany.body.message).toMatch(/chỉ còn 1 suất/);
    // the popup reads the count from quantity_left (not from the words)
    expect(tooMany.body.errors).toEqual([{ path: 'quantity_left', message: '1' }]);
    expect(await dealFootprint(db())).toEqual(before);
  });
});
