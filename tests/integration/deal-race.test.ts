import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequestSchema } from '@/features/booking/schemas';
import { resetBookingRateLimit } from '@/features/auth/server';
import { orders } from '@/features/orders/db';
import { createdOrderSchema, orderDetailSchema } from '@/features/orders/schemas';
import { applyPaymentEvent } from '@/features/sales/server';
import { paymentAttempts } from '@/features/payment/db';
import { addDays, todayIso } from '@/lib/dates/product-date';
import { queryRows } from '@/lib/db/client';
import { resetServerEnvCache } from '@/lib/env/server';
import { startApiServer } from '../helpers/api-server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { cookiePair } from './booking-helpers';
import { DEAL_ROUTES, purchaseBody, voucherDeal, type DealRow } from './deal-helpers';
import { apiClient, orderBody } from './orders-helpers';

const BUY = '/api/v3-booking/fe/deal';

// PGlite runs one statement at a time in this process, so nothing races there: these need PostgreSQL.
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
  `deal units and voucher codes under concurrency [${process.env.TEST_DB_KIND}]`,
  () => {
    let database: TestDatabase;
    let api: Awaited<ReturnType<typeof startApiServer>>;
    let call: ReturnType<typeof apiClient>;
    let deal: DealRow;
    const db = () => database.handle.db;

    beforeAll(async () => {
      process.env.BOOKING_RATE_LIMIT_PER_MINUTE = '1000000';
      process.env.VNPAY_HASH_SECRET = 'TEST-VNPAY-HASH-SECRET-0123456789';
      process.env.VNPAY_TMN_CODE = 'TESTTMN1';
      process.env.VNPAY_URL = 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html';
      resetServerEnvCache();
      database = await createTestDatabase({ hotels: 30 });
      api = await startApiServer(DEAL_ROUTES);
      call = apiClient(api);
      deal = await voucherDeal(db(), 10);
    }, 120_000);
    afterAll(async () => {
      for (const name of ['BOOKING_RATE_LIMIT_PER_MINUTE', 'VNPAY_HASH_SECRET', 'VNPAY_TMN_CODE', 'VNPAY_URL']) delete process.env[name];
      resetServerEnvCache();
      await resetBookingRateLimit();
      await api.close();
      await database.drop();
    });

    it('sells exactly the 10 units left to 200 concurrent buyers: 10 orders (201), 190 DEAL_SOLD_OUT (409), never a 500', async () => {
      await db().execute(sql`update deals set quantity_total = quantity_sold + 10 where id = ${deal.id}`);
      const ordersBefore = (
        await queryRows<{ n: number }>(db(), sql`select count(*)::int n from order_deal_items where deal_id = ${deal.id}`)
      )[0]!.n;
      const answers = await Promise.all(
        Array.from({ length: 200 }, () => call('POST', BUY, { body: purchaseBody(deal, { quantity: 1 }), key: crypto.randomUUID() })),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.filter((s) => s === 409)).toHaveLength(190);
      for (const a of answers.filter((x) => x.status === 409)) expect(a.body.error_code).toBe('DEAL_SOLD_OUT');
      const [row] = await queryRows<{ total: number; sold: number; items: number; orders: number }>(
        db(),
        sql`select d.quantity_total total, d.quantity_sold sold,
                 (select count(*)::int from order_deal_items where deal_id = d.id) items,
                 (select count(*)::int from orders o join order_deal_items i on i.order_id = o.id where i.deal_id = d.id and o.status = 'pending') orders
          from deals d where d.id = ${deal.id}`,
      );
      expect(row!.sold).toBe(row!.total);
      expect(row!.items - ordersBefore).toBe(10);
      expect(row!.orders).toBe(10);
    }, 180_000);

    it('redeems one voucher code once when two held stays pay with it at the same moment', async () => {
      await db().execute(sql`update deals set quantity_total = quantity_total + 5 where id = ${deal.id}`);
      const bought = await call('POST', BUY, { body: purchaseBody(deal, { quantity: 1 }), key: crypto.randomUUID() });
      expect(bought.status, JSON.stringify(bought.body)).toBe(201);
      const buyer = cookiePair(bought.setCookie);
      const code = createdOrderSchema.parse(bought.body.data).order.order_number;
      const [order] = await db().select().from(orders).where(eq(orders.orderNumber, code));
      const [attempt] = await db()
        .select()
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.orderId, order!.id), eq(paymentAttempts.status, 'created')));
      expect(
        await applyPaymentEvent(
          { txnRef: attempt!.txnRef, amountVnd: attempt!.amountVnd, outcome: 'succeeded', providerTxnNo: '1', raw: {} },
          'vnpay',
        ),
      ).toBe('applied');
      const voucher = orderDetailSchema.parse(
        (await call('GET', `/api/order-hotel/order/${attempt!.txnRef}/by-transaction`, { cookie: buyer })).body.data,
      ).deal!.vouchers[0]!.code;

      const [plan] = await queryRows<{ id: number }>(
        db(),
        sql`select id from rate_plans where hotel_id = ${deal.hotel_id} order by id limit 1`,
      );
      const held = await Promise.all(
        [10, 20].map(async (offset) => {
          const priced = await call('POST', '/api/v3-booking/booking-requests/request-price/', {
            body: {
              hotel_id: deal.hotel_id,
              check_in: addDays(todayIso(), offset),
              nights: deal.room_nights,
              adults: 1,
              rooms: [{ rate_plan_id: plan!.id, room_count: 1 }],
            },
            key: crypto.randomUUID(),
          });
          expect(priced.status, JSON.stringify(priced.body)).toBe(201);
          const request = bookingRequestSchema.parse(priced.body.data);
          const cookie = cookiePair(priced.setCookie);
          const chosen = await call('PATCH', `/api/v3-booking/booking-requests/${request.id}/choose-payment-method`, {
            body: { payment_method: 'payment_method_voucher', user_type: 'person', voucher_code: voucher },
            cookie,
            key: crypto.randomUUID(),
          });
          expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
          return { request, cookie };
        }),
      );
      const made = await Promise.all(
        held.map(({ request, cookie }) =>
          call('POST', `/api/order-hotel/order/booking-request-fe/${request.id}`, {
            body: orderBody(request),
            cookie,
            key: crypto.randomUUID(),
          }),
        ),
      );
      expect(made.map((a) => a.status).sort()).toEqual([201, 409]);
      expect(made.find((a) => a.status === 409)!.body.error_code).toBe('VOUCHER_INVALID');
      const won = createdOrderSchema.parse(made.find((a) => a.status === 201)!.body.data).order;
      expect(won).toMatchObject({ status: 'confirmed', payment: { method: 'payment_method_voucher' } });
      const [used] = await queryRows<{ status: string; orders: number }>(
        db(),
        sql`select v.status, (select count(*)::int from orders o where o.id = v.used_by_order_id and o.order_number = ${won.order_number}) orders from vouchers v where v.issued_by_order_id = ${order!.id}`,
      );
      expect(used).toEqual({ status: 'used', orders: 1 });
      // the losing request took no order
      expect(
        (
          await queryRows<{ n: number }>(
            db(),
            sql`select count(*)::int n from orders where booking_request_id in (${held[0]!.request.id}, ${held[1]!.request.id})`,
          )
        )[0]!.n,
      ).toBe(1);
    }, 180_000);
  },
);
