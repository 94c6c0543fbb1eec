import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStrandedTestbed } from './stranded-helpers';

let bed: Awaited<ReturnType<typeof startStrandedTestbed>>;

beforeAll(async () => {
  bed = await startStrandedTestbed();
});
afterAll(async () => {
  await bed.close();
});

const byCheckout = (id: string, cookie?: string) => bed.call('GET', `/api/order-hotel/order/by-checkout/${id}`, { cookie });

describe(`GET order/by-checkout: back from the gateway [${process.env.TEST_DB_KIND}]`, () => {
  it("the checkout's owner gets the pending order (code, amount, deadline); a new attempt pays it; then it shows paid", async () => {
    const made = await bed.guestOrder();
    const answer = await byCheckout(made.requestId, made.cookie);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.headers.get('cache-control')).toContain('no-store');
    const order = answer.body.data as {
      order_number: string;
      status: string;
      prices: { total_vnd: number };
      payment: { deadline: string | null };
    };
    expect(order).toMatchObject({ order_number: made.code, status: 'pending', prices: { total_vnd: made.total } });
    expect(Date.parse(order.payment.deadline!)).toBeGreaterThan(Date.now());
    // "Pay now": a new payment link for the order, by the same cookie
    const link = await bed.call('GET', `/api/order-hotel/order/create-payment-link/${made.code}`, { cookie: made.cookie });
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    await bed.pay({ txnRef: (link.body.data as { transaction_id: string }).transaction_id, total: made.total });
    expect(((await byCheckout(made.requestId, made.cookie)).body.data as { status: string }).status).not.toBe('pending');
  });

  it('"Choose another method": the owner cancels the unpaid order by cookie, its rooms go back', async () => {
    const made = await bed.guestOrder();
    const cancelled = await bed.call('POST', '/api/booking/cancel-ticket/v3/process-order-cancel/', {
      cookie: made.cookie,
      body: { order_code: made.code, reason_id: 6 },
      key: crypto.randomUUID(),
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await bed.statusOf(made.code)).toBe('cancelled');
  });

  it('nobody else learns of it: no cookie, another guest, an unknown or never-ordered id are the same 404; a malformed id is 400', async () => {
    const made = await bed.guestOrder();
    const other = await bed.guestOrder();
    for (const [id, cookie] of [
      [made.requestId, undefined],
      [made.requestId, other.cookie],
      ['6f1c2b0a-1d2e-4f5a-8b9c-0d1e2f3a4b5c', made.cookie],
      ['a-combo-draft-id-0123456789', made.cookie],
    ] as const) {
      const answer = await byCheckout(id, cookie);
      expect([answer.status, answer.body.status], `${id} ${cookie ? 'cookie' : 'none'}`).toEqual([404, 'error']);
      expect(JSON.stringify(answer.body)).not.toContain(made.code);
    }
    expect((await byCheckout('bad id!', made.cookie)).status).toBe(400);
  });
});
