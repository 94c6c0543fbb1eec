import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as byDeal from '@/app/api/order-hotel/order/by-deal/[id]/route';
import * as reasons from '@/app/api/booking/reasons/frontend/route';
import { resetBookingRateLimit } from '@/features/auth/server';
import { createdOrderSchema, orderDetailSchema } from '@/features/orders/schemas';
import { queryRows } from '@/lib/db/client';
import { startApiServer } from '../helpers/api-server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { cookiePair } from './booking-helpers';
import { DEAL_ROUTES, purchaseBody, soldOf, voucherDeal, type DealRow } from './deal-helpers';
import { apiClient } from './orders-helpers';
import { clearTestGateway, useTestGateway } from './vnpay-sign';

const BUY = '/api/v3-booking/fe/deal';

let database: TestDatabase;
let api: Awaited<ReturnType<typeof startApiServer>>;
let call: ReturnType<typeof apiClient>;
let deal: DealRow;
let max: number;
const db = () => database.handle.db;

beforeAll(async () => {
  useTestGateway();
  database = await createTestDatabase({ hotels: 30 });
  api = await startApiServer({ ...DEAL_ROUTES, '/api/order-hotel/order/by-deal/[id]': byDeal, '/api/booking/reasons/frontend': reasons });
  call = apiClient(api);
  deal = await voucherDeal(db(), 20);
  max = (await queryRows<{ max: number }>(db(), sql`select max_per_order max from deals where id = ${deal.id}`))[0]!.max;
}, 120_000);
afterAll(async () => {
  clearTestGateway();
  await resetBookingRateLimit();
  await api.close();
  await database.drop();
});

/** A new guest buys this deal's whole per-order allowance by card and leaves the gateway unpaid. */
async function unpaidGuestOrder() {
  const answer = await call('POST', BUY, { body: purchaseBody(deal, { quantity: max }), key: crypto.randomUUID() });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { created: createdOrderSchema.parse(answer.body.data), cookie: cookiePair(answer.setCookie) };
}
const byDealOf = (id: number | string, cookie?: string) => call('GET', `/api/order-hotel/order/by-deal/${id}`, { cookie });

describe(`GET order/by-deal: back from the gateway, the deal's unpaid order [${process.env.TEST_DB_KIND}]`, () => {
  it('its owner gets it (code, amount, deadline) where a new purchase is 409 DEAL_ORDER_PENDING; "Pay now" makes a new attempt', async () => {
    const { created, cookie } = await unpaidGuestOrder();
    const again = await call('POST', BUY, { body: purchaseBody(deal, { quantity: 1 }), key: crypto.randomUUID(), cookie });
    expect(again.body.error_code).toBe('DEAL_ORDER_PENDING');
    const answer = await byDealOf(deal.id, cookie);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.headers.get('cache-control')).toContain('no-store');
    const order = orderDetailSchema.parse(answer.body.data);
    expect(order).toMatchObject({
      order_number: created.order.order_number,
      status: 'pending',
      prices: { total_vnd: created.order.prices.total_vnd },
    });
    expect(Date.parse(order.payment.deadline!)).toBeGreaterThan(Date.now());
    const link = await call('GET', `/api/order-hotel/order/create-payment-link/${order.order_number}`, { cookie });
    expect(link.status, JSON.stringify(link.body)).toBe(200);
  });

  it('a stranger learns nothing: no cookie, another guest, another deal, an unknown deal are the same 404; a malformed id is 400', async () => {
    const { created, cookie } = await unpaidGuestOrder();
    const other = await unpaidGuestOrder();
    const [another] = await queryRows<{ id: number }>(db(), sql`select id from deals where id <> ${deal.id} order by id limit 1`);
    for (const [id, who] of [
      [deal.id, undefined],
      [another!.id, cookie],
      [2_000_000_000, cookie],
    ] as const) {
      const answer = await byDealOf(id, who);
      expect([answer.status, answer.body.status, answer.body.error_code], `${id} ${who ? 'cookie' : 'none'}`).toEqual([
        404,
        'error',
        'NOT_FOUND',
      ]);
      expect(JSON.stringify(answer.body)).not.toContain(created.order.order_number);
    }
    // another guest with their own unpaid order of the deal sees theirs, never this one
    const theirs = orderDetailSchema.parse((await byDealOf(deal.id, other.cookie)).body.data);
    expect(theirs.order_number).toBe(other.created.order.order_number);
    for (const bad of ['abc', '0', '-1']) expect((await byDealOf(bad, cookie)).status, bad).toBe(400);
  });

  it('"Choose another method": the owner cancels it by cookie, the units go back, a new purchase works and the old order is no longer shown', async () => {
    const { created, cookie } = await unpaidGuestOrder();
    const sold = await soldOf(db(), deal.id);
    const reasonList = (await call('GET', '/api/booking/reasons/frontend')).body.data as { id: number }[];
    const cancelled = await call('POST', '/api/booking/cancel-ticket/v3/process-order-cancel/', {
      body: { order_code: created.order.order_number, reason_id: reasonList.at(-1)!.id },
      cookie,
      key: crypto.randomUUID(),
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await soldOf(db(), deal.id)).toBe(sold - max);
    expect((await byDealOf(deal.id, cookie)).status).toBe(404);
    const bought = await call('POST', BUY, { body: purchaseBody(deal, { quantity: 1 }), key: crypto.randomUUID(), cookie });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    const fresh = createdOrderSchema.parse(bought.body.data).order.order_number;
    expect(orderDetailSchema.parse((await byDealOf(deal.id, cookie)).body.data).order_number).toBe(fresh);
  });
});
