import { createHmac, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as bankAccountRoute from '@/app/api/v2-common/bank-account/route';
import * as sandboxNotify from '@/app/sandbox/bank-transfer/notify/route';
import { orders } from '@/features/orders/db';
import { ordersNamed } from '@/features/orders/server';
import { paymentAttempts } from '@/features/payment/db';
import { bankAccountListSchema } from '@/features/payment/schemas';
import { providerFor, type ApplyResult } from '@/features/payment/server';
import { queryRows } from '@/lib/db/client';
import { resetServerEnvCache } from '@/lib/env/server';
import { startApiServer } from '../helpers/api-server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { guestCookie } from './sandbox-owner-helpers';

const SECRET = 'test-bank-webhook-secret-0123456789abcdef';
const ACCOUNT = '0071000123456';
/** the guest whose order it is: the bank sandbox sends only for its visitor's own order (sandbox-owner.test.ts) */
const OWNER = guestCookie();

/** What the orders side would answer when applying an event (its route is built elsewhere): set per test. */
let applyAs: ApplyResult | 'error' = 'applied';
const applied: { txnRef: string; amountVnd: number; providerTxnNo: string | null }[] = [];
const notifyStandIn = {
  POST: async (request: Request) => {
    const verified = await providerFor('bank_transfer').verifyNotification(request, { ordersNamed });
    if (verified.kind !== 'event') return verified.response;
    applied.push({ txnRef: verified.event.txnRef, amountVnd: verified.event.amountVnd, providerTxnNo: verified.event.providerTxnNo });
    return verified.answer(applyAs);
  },
};

let database: TestDatabase;
let api: Awaited<ReturnType<typeof startApiServer>>;
let orderId: number;
const ORDER_CODE = 'HBANKTEST2';
const TXN_REF = 'TBANKTEST0001';

const sign = (timestamp: string, body: string) => createHmac('sha256', SECRET).update(`${timestamp}.${body}`).digest('hex');
const nowSeconds = () => String(Math.floor(Date.now() / 1000));
const notification = (over: Record<string, unknown> = {}) => ({
  event_id: `EV-${randomUUID()}`,
  account_number: ACCOUNT,
  amount: 2_150_000,
  content: `MBVCB.5512.${ORDER_CODE}.CT tu 0123456789`,
  bank_reference: 'FT24123456789',
  transaction_time: '2025-03-01T10:00:00+07:00',
  ...over,
});

async function notify(body: string, { timestamp = nowSeconds(), signature }: { timestamp?: string; signature?: string } = {}) {
  const response = await fetch(`${api.url}/api/payment-service/bank-transfer/notify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-bank-timestamp': timestamp, 'x-bank-signature': signature ?? sign(timestamp, body) },
    body,
  });
  return { status: response.status, body: (await response.json()) as { status: string; error_code?: string; data?: { outcome: string } } };
}

const rowOf = async (eventId: string) =>
  (
    await queryRows<{ outcome: string; order_id: number | null; amount_vnd: number }>(
      database.handle.db,
      sql`select outcome, order_id, amount_vnd::int from bank_notifications where event_id = ${eventId}`,
    )
  )[0];
const notificationCount = async () =>
  (await queryRows<{ n: number }>(database.handle.db, sql`select count(*)::int n from bank_notifications`))[0]!.n;

beforeAll(async () => {
  process.env.BANK_WEBHOOK_SECRET = SECRET;
  database = await createTestDatabase({ hotels: 2 });
  api = await startApiServer({
    '/api/v2-common/bank-account': bankAccountRoute,
    '/api/payment-service/bank-transfer/notify': notifyStandIn,
    '/sandbox/bank-transfer/notify': sandboxNotify,
  });
  // the bank sandbox calls this server's notification endpoint
  process.env.SSO_INTERNAL_URL = api.url;
  resetServerEnvCache();
  const db = database.handle.db;
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: ORDER_CODE,
      guestKeyHash: OWNER.hash,
      productType: 'hotel',
      status: 'pending',
      title: 'Test stay',
      totalVnd: 2_150_000,
    })
    .returning({ id: orders.id });
  orderId = order!.id;
  // an older, superseded attempt and the open one
  await db.insert(paymentAttempts).values([
    {
      txnRef: 'TBANKTESTOLD',
      orderId,
      provider: 'bank_transfer',
      paymentMethod: 'payment_method_bank_transfer',
      amountVnd: 2_150_000,
      status: 'superseded',
      createdAt: new Date(Date.now() - 60_000),
    },
    {
      txnRef: TXN_REF,
      orderId,
      provider: 'bank_transfer',
      paymentMethod: 'payment_method_bank_transfer',
      amountVnd: 2_150_000,
      status: 'created',
    },
  ]);
});
afterAll(async () => {
  delete process.env.BANK_WEBHOOK_SECRET;
  delete process.env.SSO_INTERNAL_URL;
  resetServerEnvCache();
  await api.close();
  await database.drop();
});

describe('GET /api/v2-common/bank-account', () => {
  it('lists the receiving accounts with their banks, first one first', async () => {
    const response = await fetch(`${api.url}/api/v2-common/bank-account`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; data: unknown };
    const accounts = bankAccountListSchema.parse(body.data);
    expect(accounts[0]).toMatchObject({ bank_code: 'VCB', bin: '970436', account_number: ACCOUNT, bank_short_name: 'Vietcombank' });
    expect((await fetch(`${api.url}/api/v2-common/bank-account`, { method: 'POST', headers: { origin: api.origin } })).status).toBe(405);
    expect((await fetch(`${api.url}/api/v2-common/bank-account?x=1`)).status).toBe(400);
  });
});

describe('bankTransferProvider.start', () => {
  it('shows the first account, the order code as content and a VietQR of them', async () => {
    const link = await providerFor('bank_transfer').start({
      txnRef: TXN_REF,
      orderNumber: ORDER_CODE,
      amountVnd: 2_150_000,
      paymentMethod: 'payment_method_bank_transfer',
      lang: 'vi',
      description: 'x',
      expiresAt: new Date('2030-01-01T02:00:00Z'),
      createdAt: new Date(),
      clientIp: '127.0.0.1',
      returnUrl: 'http://localhost:3000/x',
      userId: null,
    });
    if (link.kind !== 'bank_transfer') throw new Error('expected bank_transfer');
    expect(link).toMatchObject({
      transaction_id: TXN_REF,
      account_number: ACCOUNT,
      amount_vnd: 2_150_000,
      content: ORDER_CODE,
      expires_at: '2030-01-01T02:00:00.000Z',
      bank: { code: 'VCB', bin: '970436' },
    });
    expect(link.qr_payload).toBe(
      `00020101021238570010A00000072701270006970436011300710001234560208QRIBFTTA5303704540721500005802VN62140810${ORDER_CODE}6304${link.qr_payload.slice(-4)}`,
    );
    expect(link.qr_image.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(Buffer.from(link.qr_image.split(',')[1]!, 'base64').toString()).toContain('<svg');
  });
});

describe('bank transfer notification', () => {
  it('refuses a bad signature, a stale or a future timestamp (401 INVALID_SIGNATURE) and writes nothing', async () => {
    const before = await notificationCount();
    const body = JSON.stringify(notification());
    const tampered = await notify(body, { signature: sign(nowSeconds(), body.replace('2150000', '2150001')) });
    expect(tampered).toMatchObject({ status: 401, body: { status: 'error', error_code: 'INVALID_SIGNATURE' } });
    const stale = String(Number(nowSeconds()) - 301);
    expect((await notify(body, { timestamp: stale })).status).toBe(401);
    const future = String(Number(nowSeconds()) + 301);
    expect((await notify(body, { timestamp: future })).status).toBe(401);
    expect(await notificationCount()).toBe(before);
    expect(applied).toHaveLength(0);
  });

  it('refuses a body over 64 KB with 413', async () => {
    const body = JSON.stringify(notification({ content: 'x'.repeat(70_000) }));
    expect((await notify(body)).status).toBe(413);
  });

  it('pays the open attempt of the order the content names, once: a replay answers the stored outcome and changes nothing', async () => {
    applyAs = 'applied';
    const event = notification();
    const body = JSON.stringify(event);
    const first = await notify(body);
    expect(first).toEqual({ status: 200, body: { status: 'success', data: { outcome: 'paid' } } });
    expect(applied.at(-1)).toEqual({ txnRef: TXN_REF, amountVnd: 2_150_000, providerTxnNo: 'FT24123456789' });
    expect(await rowOf(event.event_id)).toEqual({ outcome: 'paid', order_id: orderId, amount_vnd: 2_150_000 });

    const count = applied.length;
    const replay = await notify(body);
    expect(replay).toEqual({ status: 200, body: { status: 'success', data: { outcome: 'paid' } } });
    expect(applied).toHaveLength(count);
    expect(await rowOf(event.event_id)).toEqual({ outcome: 'paid', order_id: orderId, amount_vnd: 2_150_000 });
  });

  it('records what the order side made of it: amount mismatch, already paid', async () => {
    for (const [result, outcome] of [
      ['amount_mismatch', 'amount_mismatch'],
      ['already_applied', 'already_paid'],
      ['not_payable', 'already_paid'],
    ] as const) {
      applyAs = result;
      const event = notification({ amount: 100_000 });
      expect(await notify(JSON.stringify(event))).toEqual({ status: 200, body: { status: 'success', data: { outcome } } });
      expect((await rowOf(event.event_id))?.outcome).toBe(outcome);
    }
  });

  it('answers 200 no_match for a content naming no order (or another account), and records it', async () => {
    const count = applied.length;
    for (const over of [{ content: 'chuyen tien an trua' }, { content: 'HZZZZZZZZ9 thanh toan' }, { account_number: '999999999' }]) {
      const event = notification(over);
      expect(await notify(JSON.stringify(event))).toEqual({ status: 200, body: { status: 'success', data: { outcome: 'no_match' } } });
      expect(await rowOf(event.event_id)).toMatchObject({ outcome: 'no_match', order_id: null });
    }
    expect(applied).toHaveLength(count);
  });

  it('pays neither order when the content names two of ours: kept as ambiguous with both codes for the operations desk', async () => {
    const other = 'HBANKTEST3';
    await database.handle.db
      .insert(orders)
      .values({ orderNumber: other, productType: 'hotel', status: 'pending', title: 'Other stay', totalVnd: 2_150_000 });
    const count = applied.length;
    applyAs = 'applied';
    const event = notification({ content: `TT ${other} va ${ORDER_CODE}` });
    expect(await notify(JSON.stringify(event))).toEqual({ status: 200, body: { status: 'success', data: { outcome: 'ambiguous' } } });
    expect(applied).toHaveLength(count);
    const [row] = await queryRows<{ outcome: string; order_id: number | null; order_numbers: string[] }>(
      database.handle.db,
      sql`select outcome, order_id, order_numbers from bank_notifications where event_id = ${event.event_id}`,
    );
    expect(row).toEqual({ outcome: 'ambiguous', order_id: null, order_numbers: [ORDER_CODE, other].sort() });
    // the bank's retry of the same event answers the same, and still pays nothing
    expect((await notify(JSON.stringify(event))).body).toEqual({ status: 'success', data: { outcome: 'ambiguous' } });
    expect(applied).toHaveLength(count);
    await database.handle.db.delete(orders).where(eq(orders.orderNumber, other));
  });

  it('gives the event id back when applying failed, so the bank retry is applied', async () => {
    applyAs = 'error';
    const event = notification();
    const body = JSON.stringify(event);
    expect((await notify(body)).status).toBe(503);
    expect(await rowOf(event.event_id)).toBeUndefined();
    applyAs = 'applied';
    expect((await notify(body)).body).toEqual({ status: 'success', data: { outcome: 'paid' } });
  });

  it('refuses a signed body that is not a notification (400)', async () => {
    expect((await notify('{"event_id":1}')).status).toBe(400);
    expect((await notify('not json')).status).toBe(400);
  });

  it('records a content carrying NUL characters without them (PostgreSQL text refuses NUL: the bank would retry a 503 forever)', async () => {
    const event = notification({ content: 'chuyen\u0000 tien an trua', bank_reference: 'FT\u00001' });
    expect(await notify(JSON.stringify(event))).toEqual({ status: 200, body: { status: 'success', data: { outcome: 'no_match' } } });
    const [row] = await queryRows<{ content: string }>(
      database.handle.db,
      sql`select content from bank_notifications where event_id = ${event.event_id}`,
    );
    expect(row?.content).toBe('chuyen tien an trua');
    expect((await notify(JSON.stringify(notification({ event_id: 'EV-\u0000' })))).status).toBe(400);
  });
});

describe('bank sandbox', () => {
  const sandboxForm = () =>
    fetch(`${api.url}/sandbox/bank-transfer/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ content: `thanh toan ${ORDER_CODE}`, amount: '2150000', lang: 'vi' }),
      redirect: 'manual',
    });

  it('is off while a real BANK_WEBHOOK_SECRET is configured: nothing is signed nor sent', async () => {
    const before = await notificationCount();
    const calls = applied.length;
    const response = await sandboxForm();
    expect(response.status).toBe(404);
    expect(await notificationCount()).toBe(before);
    expect(applied).toHaveLength(calls);
  });

  describe('with no real secret (the derived development key)', () => {
    beforeAll(() => {
      delete process.env.BANK_WEBHOOK_SECRET;
      resetServerEnvCache();
    });
    afterAll(() => {
      process.env.BANK_WEBHOOK_SECRET = SECRET;
      resetServerEnvCache();
    });

    it('sends a signed notification with a fresh event id and shows the answer', async () => {
      applyAs = 'applied';
      const before = await notificationCount();
      const send = () =>
        fetch(`${api.url}/sandbox/bank-transfer/notify`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: OWNER.cookie },
          body: new URLSearchParams({ content: `thanh toan ${ORDER_CODE}`, amount: '2150000', lang: 'vi' }),
          redirect: 'manual',
        });
      for (let i = 0; i < 2; i += 1) {
        const response = await send();
        expect(response.status).toBe(303);
        const location = new URL(response.headers.get('location')!, 'http://x');
        expect(location.pathname).toBe('/sandbox/bank-transfer');
        expect(Object.fromEntries(location.searchParams)).toMatchObject({ sent: '1', status: '200', outcome: 'paid', amount: '2150000' });
      }
      expect(await notificationCount()).toBe(before + 2);
      const [last] = await database.handle.db.select().from(orders).where(eq(orders.id, orderId));
      expect(last?.orderNumber).toBe(ORDER_CODE);
    });

    it('sends nothing for an invalid amount', async () => {
      const before = await notificationCount();
      const response = await fetch(`${api.url}/sandbox/bank-transfer/notify`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ content: ORDER_CODE, amount: '-5' }),
        redirect: 'manual',
      });
      expect(response.status).toBe(303);
      expect(new URL(response.headers.get('location')!, 'http://x').searchParams.get('status')).toBe('');
      expect(await notificationCount()).toBe(before);
    });
  });
});

describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')('races (PostgreSQL)', () => {
  it('one event id sent twice at once is applied once', async () => {
    applyAs = 'applied';
    const count = applied.length;
    const body = JSON.stringify(notification());
    const answers = await Promise.all([notify(body), notify(body), notify(body)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(applied).toHaveLength(count + 1);
  });
});
