import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetOrderLookupLimit } from '@/features/orders/server';
import { paymentAttempts } from '@/features/payment/db';
import { startStrandedTestbed } from './stranded-helpers';

let bed: Awaited<ReturnType<typeof startStrandedTestbed>>;

beforeAll(async () => {
  bed = await startStrandedTestbed();
});
afterAll(async () => {
  await bed.close();
});
beforeEach(async () => {
  await resetOrderLookupLimit();
});

describe(`order lookup by code + PIN manages the order [${process.env.TEST_DB_KIND}]`, () => {
  it('after a lookup, without any cookie: pay the unpaid order, then ask for a VAT invoice', async () => {
    const made = await bed.guestOrder();
    const found = await bed.lookup(made.code, made.pin);
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    const token = (found.body.data as { access_token: string }).access_token;
    const link = await bed.call('GET', `/api/order-hotel/order/create-payment-link/${made.code}?token=${encodeURIComponent(token)}`);
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    expect(link.body.data).toMatchObject({ kind: 'redirect' });
    const txnRef = (link.body.data as { transaction_id: string }).transaction_id;
    await bed.pay({ ...made, txnRef });
    expect(['paid', 'confirmed']).toContain(await bed.statusOf(made.code));
    const invoiceBody = {
      order_code: made.code,
      tax_code: '0100109106',
      company_name: 'Tập đoàn Viettel',
      company_address: 'Lô D26 Khu đô thị mới Cầu Giấy, Hà Nội',
      email: 'ketoan@example.com',
      token,
    };
    const asked = await bed.call('PUT', '/api/core-accounting/invoice', { body: invoiceBody });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  });

  it('after a lookup, without any cookie: cancel within the policy', async () => {
    const made = await bed.guestOrder();
    const token = ((await bed.lookup(made.code, made.pin)).body.data as { access_token: string }).access_token;
    const cancelled = await bed.call('POST', '/api/booking/cancel-ticket/v3/process-order-cancel-by-token/', {
      body: { order_code: made.code, reason_id: 1, token },
      key: crypto.randomUUID(),
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await bed.statusOf(made.code)).toBe('cancelled');
  });

  it('a wrong PIN grants nothing: no token, and nothing can be cancelled, invoiced or paid without one', async () => {
    const made = await bed.guestOrder();
    const wrong = await bed.lookup(made.code, made.pin === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(404);
    expect(JSON.stringify(wrong.body)).not.toContain('access_token');
    for (const token of ['', 'x'.repeat(40)]) {
      expect(
        (
          await bed.call('POST', '/api/booking/cancel-ticket/v3/process-order-cancel-by-token/', {
            body: { order_code: made.code, reason_id: 1, token },
            key: crypto.randomUUID(),
          })
        ).status,
      ).toBeGreaterThanOrEqual(400);
      expect(
        (await bed.call('GET', `/api/order-hotel/order/create-payment-link/${made.code}?token=${token}`)).status,
      ).toBeGreaterThanOrEqual(400);
    }
    expect(await bed.statusOf(made.code)).toBe('pending');
    const [attempt] = await bed.db.select().from(paymentAttempts).where(eq(paymentAttempts.txnRef, made.txnRef));
    expect(attempt!.status).toBe('created');
  });
});
